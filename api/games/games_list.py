"""``GET /api/v1/games``: every game with what a client needs to ask it questions: sizes,
rulesets, name decks, every contract with its GET form and names, and the options of a
position (the Schnapsen talon), all from the registry. The checker builds its menus from it."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView
from marshmallow import fields, validate

from api.games.game_api import Answer, AnyGameApi
from api.games.registry import GAME_APIS
from api.http.negotiation import LANGUAGES
from api.schemas.base import EmptyQuery
from api.schemas.blueprint import Blueprint
from api.schemas.games_list import GamesResponse
from api.seam.parser import reject_unknown_query_parameters
from rules.game import default_name_deck

blp = Blueprint("games", __name__, url_prefix="/api/v1",
                description="The games, their contracts and options, from the registry.")


def _names(api: AnyGameApi, say: Any) -> dict[str, str]:
    return {lang: say(api.speaker(lang, api.game.name_decks[0]))
            for lang in LANGUAGES}


def _ruleset_names(api: AnyGameApi) -> dict[str, dict[str, str]]:
    """Each ruleset in words (``ruleset.<id>`` of the game's texts; a game without them
    shows the id)."""
    def name(speaker: Any, ruleset: str) -> str:
        phrase = speaker.words.phrases.get(f"ruleset.{ruleset}")
        return phrase.bare if phrase is not None else ruleset
    return {r: _names(api, lambda s, r=r: name(s, r)) for r in api.game.rulesets}


def _options(api: AnyGameApi) -> list[dict[str, Any]]:
    """The required choices of a legal-cards question besides contract and cards, with the
    names the game's catalogue gives their values; the default is the first value."""
    found = []
    for name, field in api.schemas["legal_query"]().fields.items():
        choices = [v for v in field.validators if isinstance(v, validate.OneOf)]
        if not field.required or not choices or name in ("contract", "hand"):
            continue
        values = [str(value) for value in choices[0].choices]
        value_names = [{"value": value, "names": _names(
            api, lambda s, key=f"{name}.{value}": s.say(key))} for value in values]
        # The first value (the Schnapsen talon: open, as every hand begins), never the
        # documented example's (issue 24: it was "closed").
        found.append({"name": name, "default": values[0],
                      "names": _names(api, lambda s, key=f"{name}.name": s.say(key)),
                      "values": value_names})
    return found


def _input_kind(field: fields.Field[Any], players: int) -> str | None:
    """What a round field asks for, read from its schema: a list of card codes, one card
    code, a seat (an integer ranging over exactly the game's seats) or a required number;
    None for the rest."""
    if isinstance(field, fields.List):
        return "cards" if type(field.inner) is fields.String else None
    if type(field) is fields.String:  # a choice of values (Königrufen's threshold) is no card
        return None if any(isinstance(v, validate.OneOf) for v in field.validators) else "card"
    seats = [v for v in field.validators if isinstance(v, validate.Range)]
    if isinstance(field, fields.Integer) and seats and (seats[0].min, seats[0].max) == (
            0, players - 1):
        return "seat"
    offered = _needed(field) or field.metadata.get("x-input", False)
    if isinstance(field, fields.Integer) and offered:
        return "number"  # a number the round needs or a form shows with its default (a bid)
    return None


def _default(field: fields.Field[Any]) -> Any:
    """The value the round check takes where the field is left out (none: it is needed)."""
    value = field.load_default
    return value if isinstance(value, (int, str)) and not isinstance(value, bool) else None


def _round_inputs(api: AnyGameApi) -> list[dict[str, Any]]:
    """The round check's own fields a form can offer as one input each (Schnapsen's talon
    and trump card, Schafkopf's declarer), from the game's round request fields."""
    if not api.has_rounds:
        return []
    found = []
    for name, field in api.round_fields().items():
        if name == "leader":  # every round has one, offered by the form itself
            continue
        kind = _input_kind(field, api.game.players)
        if kind is not None:
            found.append({"name": name, "kind": kind, "required": _needed(field),
                          "default": _default(field), "names": _names(
                              api, lambda s, key=f"round_input.{name}": s.say(key))})
    return found


def _needed(field: fields.Field[Any]) -> bool:
    """Required, or needed where the game checks it itself (``x-needed``, Skat's declarer and
    bid: one problem names both)."""
    return field.required or bool(field.metadata.get("x-needed"))


def contract_body(game: Any, contract: Any) -> Answer:
    """The contract's JSON form (for POST bodies such as a round check), found from the
    game's contract forms by its GET form."""
    for form in game.contract_forms:
        for suit in form.suits if form.suit_field else (None,):
            if form.slug(suit) == contract.slug:
                body: dict[str, Any] = {"type": form.type} if len(game.contract_forms) > 1 else {}
                if suit is not None:
                    body[form.suit_field] = suit
                if contract.tout:
                    body["tout"] = True
                return body
    raise LookupError(contract.slug)  # every contract has a form: a gap is a bug


def _contract_choices(api: AnyGameApi, game: Any) -> list[dict[str, Any]]:
    return [{"slug": c.slug, "tout": c.tout, "body": contract_body(game, c),
             "names": _names(api, lambda s, c=c: s.contract(c))} for c in game.contracts]


def _ruleset_contracts(api: AnyGameApi) -> list[dict[str, Any]]:
    """Each ruleset's own contracts (its pack's hand size, its Tout forms) where the ruleset
    changes them; empty where every ruleset has the game's contracts."""
    if not api.ruled:
        return []
    found = []
    for ruleset_id in api.game.rulesets:
        game = api.game_for({"ruleset": ruleset_id})
        found.append({"ruleset": ruleset_id, "hand_size": game.hand_size,
                      "contracts": _contract_choices(api, game)})
    return found


def _house_rules(api: AnyGameApi) -> list[dict[str, Any]]:
    """The house rules a ruleset's id may be followed by (``<ruleset>+<house rule>``), where
    the game takes any: each with its rule, its names, the rulesets it may follow and the
    contracts it adds to the default ruleset's."""
    game = api.game
    rules: dict[str, str] = getattr(game, "house_rules", {})
    if not rules or not api.ruled:
        return []
    separator = getattr(game, "house_separator", "+")
    askable = set(getattr(game, "askable_rulesets", ()))
    known = {(c.slug, c.tout) for c in game.contracts}
    found = []
    for name, rule_id in rules.items():
        ruled = api.game_for({"ruleset": f"{game.default_ruleset}{separator}{name}"})
        added = [c for c in _contract_choices(api, ruled)
                 if (c["slug"], c["tout"]) not in known]
        found.append({"id": name, "rule": rule_id,
                      "names": _names(api, lambda s, n=name: s.say(f"house_rule.{n}")),
                      "rulesets": [r for r in game.rulesets if f"{r}{separator}{name}" in askable],
                      "contracts": added})
    return found


def game_out(api: AnyGameApi) -> Answer:
    game = api.game
    return {
        "id": game.id, "title": game.title,
        "names": _names(api, lambda s: s.say("game.name")),
        "players": game.players, "hand_size": game.hand_size,
        "rulesets": list(game.rulesets), "default_ruleset": game.default_ruleset,
        "ruleset_names": _ruleset_names(api),
        "decks": list(game.name_decks),
        "default_decks": {lang: default_name_deck(game, lang) for lang in LANGUAGES},
        "partnerships": [list(seats) for seats in game.partnerships],
        "contracts": [{"slug": c.slug, "tout": c.tout, "body": contract_body(game, c),
                       "names": _names(api, lambda s, c=c: s.contract(c)),
                       "deck_names": {deck: {lang: api.speaker(lang, deck).contract(c)
                                             for lang in LANGUAGES}
                                      for deck in game.name_decks}}
                      for c in game.contracts],
        "options": _options(api),
        "round_inputs": _round_inputs(api),
        "ruleset_contracts": _ruleset_contracts(api),
        "house_rules": _house_rules(api),
    }


def games_answer() -> Answer:
    return {"games": [game_out(api) for api in GAME_APIS.values()]}


GAMES_ANSWER = games_answer()


@blp.route("/games")
class Games(MethodView):
    @blp.doc(operationId="games", summary="The games with their contracts and options",
             description="Built from the rules registry: what a client needs to ask each "
                         "game's questions, with names in de, en and fr.")
    @blp.arguments(EmptyQuery(), location="query")
    @blp.problems(400)
    @blp.response(200, GamesResponse(), example=GAMES_ANSWER)
    def get(self, _query: dict[str, Any]) -> Answer:
        reject_unknown_query_parameters(())
        return GAMES_ANSWER

"""Request schemas built from a game object: the contract (JSON and GET forms), the
legal-cards and trick questions, the rule filter. Their enums, sizes and patterns come from
the game, so a new contract or game needs no change here."""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from typing import Any

from marshmallow import ValidationError, fields, validate

from api.http.negotiation import LANGUAGES
from api.schemas.base import (
    RequestSchema,
    StrictBoolean,
    card_list,
    deck_component,
    detail_field,
    format_field,
    lang_field,
    link_lang_field,
    shared,
)
from api.schemas.contract_forms import (
    ContractPattern,
    TypeChoice,
    WholePattern,
    json_form,
    literal,
    spelling_note,
)
from rules.game import ContractForm, default_name_deck
from rules.registry import GAMES, AnyGame

CARD_ITEM = r"[^,]{1,40}"


def _title(game: AnyGame) -> str:
    return game.id.title()


def list_pattern(min_items: int, max_items: int) -> str:
    """A comma-separated list of ``min_items`` to ``max_items`` cards in a query string."""
    items = rf"{CARD_ITEM}(,{CARD_ITEM}){{0,{max_items - 1}}}"
    return rf"^{items}$" if min_items else rf"^$|^{items}$"


class CardListPattern(validate.Regexp):
    """The pattern of a comma-separated card list in a query (the one the OpenAPI document
    gives), which knows the list it stands for: a value that fails it is explained as the
    POST form of the list is, an empty or overlong card by its index, too many or too few
    cards by the list's ``count`` (an impossible position), not as "does not match"."""

    def __init__(self, min_items: int, max_items: int) -> None:
        super().__init__(list_pattern(min_items, max_items))
        self.count = validate.Length(min=min_items, max=max_items)
        self.card = validate.Length(min=1, max=40)

    def explain(self, name: str, value: str) -> list[tuple[tuple[str | int, ...], object]]:
        """What is wrong with the list, as (path, message), in marshmallow's words."""
        cards = value.split(",") if value else []
        wrong: list[tuple[tuple[str | int, ...], object]] = []
        for index, card in enumerate(cards):
            try:
                self.card(card)
            except ValidationError as error:
                wrong += [((name, index), message) for message in error.messages]
        if wrong:
            return wrong
        try:
            self.count(cards)
        except ValidationError as error:
            return [((name,), message) for message in error.messages]
        return []


def _slugs(game: AnyGame) -> str:
    return ", ".join(dict.fromkeys(form.slug(form.suits[0] if form.suit_field else None)
                                   .replace(form.suits[0], "SUIT") if form.suit_field
                                   else form.slug() for form in game.contract_forms))


def _language_decks(game: AnyGame) -> str:
    by_language = {lang: default_name_deck(game, lang) for lang in LANGUAGES}
    if len(set(by_language.values())) == 1:
        return f"{game.name_decks[0]} in every language"
    return ", ".join(f"{deck} for {lang}" for lang, deck in by_language.items())


def name_deck_field(game: AnyGame) -> fields.String:
    native, *others = game.name_decks
    # No load default: the default follows the language (rules.game.default_name_deck).
    return fields.String(
        validate=validate.OneOf(game.name_decks),
        metadata={"description": f"Which deck's names the explanations use: {native} "
                                 f"or {', '.join(others)}; without it, the language's "
                                 f"deck: {_language_decks(game)}.",
                  **shared(*[deck_component(game.name_decks)] * 2)})


def suit_component(suits: Iterable[str]) -> str:
    """The shared schema of a list of suits, after the decks whose suits it holds
    (``GermanFrenchSuit``): one for every game that takes the same suits; "" for a list that
    is not some decks' suits (Coiffeur's directions)."""
    wanted, decks = set(suits), []
    for deck, its in _native_suits().items():
        if its <= wanted:
            decks.append(deck)
    covered = set().union(*(_native_suits()[deck] for deck in decks))
    return f"{''.join(d.title() for d in decks)}Suit" if decks and covered == wanted else ""


@functools.cache
def _native_suits() -> dict[str, frozenset[str]]:
    """Each native deck's suits (the first game's that deals it), in the registry's order."""
    found: dict[str, frozenset[str]] = {}
    for game in GAMES.values():
        found.setdefault(game.name_decks[0], frozenset(s.value for s in game.deck.suits))
    return found


def askable_rulesets(game: AnyGame) -> tuple[str, ...]:
    """The ruleset ids a request may name: a game may take house rules after a ruleset's id
    (``<ruleset>+<house rule>``), so these are more than the rulesets listed in /games."""
    return tuple(getattr(game, "askable_rulesets", game.rulesets))


class RulesetChoice(validate.OneOf):
    """One of the ids a request may name; an id with house rules that is not one
    is refused by the game itself, which says why (``unsupported-house-rule``)."""

    passes_its_choices = True  # every id among the choices passes as it is (quick_load)

    def __init__(self, game: AnyGame) -> None:
        super().__init__(askable_rulesets(game))
        self.game = game

    def __call__(self, value: object) -> object:
        separator = getattr(self.game, "house_separator", None)
        read = getattr(self.game, "ruleset", None)
        base = str(value).split(separator)[0] if separator else ""
        if value not in self.choices and read and base in self.game.rulesets:
            read(str(value))  # raises the game's own input error
        return super().__call__(value)


def ruleset_field(game: AnyGame) -> fields.String:
    askable = askable_rulesets(game)
    house = (" A ruleset may be followed by house rules, each after '+', in the listed "
             "order." if len(askable) > len(game.rulesets) else "")
    return fields.String(
        load_default=game.default_ruleset, validate=RulesetChoice(game),
        metadata={"description": f"The ruleset: {', '.join(game.rulesets)} (default "
                                 f"{game.default_ruleset}). RULES.md R1.{house}",
                  **shared(*[f"{_title(game)}Ruleset"] * 2)})


def contract_param(game: AnyGame, example: str) -> fields.String:
    return fields.String(
        required=True, validate=ContractPattern(game.contract_forms, game.contracts),
        metadata={"description": f"The contract's GET form: {_slugs(game)}."
                                 f"{spelling_note(game.contract_forms)}",
                  "example": example})


def tout_param(game: AnyGame) -> dict[str, fields.Field[Any]]:
    if not any(form.tout for form in game.contract_forms):
        return {}
    allowed = ", ".join(form.type for form in game.contract_forms if form.tout)
    return {"tout": fields.Boolean(load_default=False,
                                   metadata={"description": f"A Tout contract ({allowed}).",
                                             "x-parameter": f"{_title(game)}Tout"})}


_CONTRACT_SCHEMAS: dict[str, type[RequestSchema]] = {}


def contract_schema(game: AnyGame) -> type[RequestSchema]:
    """The JSON form of a contract: ``type`` and the suit fields its types take (one class
    per game, so that the OpenAPI document holds it once)."""
    if game.id not in _CONTRACT_SCHEMAS:
        _CONTRACT_SCHEMAS[game.id] = _contract_schema(game)
    return _CONTRACT_SCHEMAS[game.id]


def _contract_schema(game: AnyGame) -> type[RequestSchema]:
    forms = game.contract_forms
    declared: dict[str, object] = {}
    if len(forms) > 1:
        declared["type"] = fields.String(
            required=True, validate=TypeChoice(forms),
            metadata={"description": f"The contract's type.{spelling_note(forms)}"}
            if spelling_note(forms) else {})
    elif forms[0].typed_slug:  # one type, named in its GET form: a body may name it too
        declared["type"] = fields.String(validate=validate.OneOf([forms[0].type]))
    suit_fields = {name: tuple(dict.fromkeys(
        s for f in forms if f.suit_field == name for s in f.suits))
        for name in dict.fromkeys(f.suit_field for f in forms if f.suit_field)}
    for field_name, suits in suit_fields.items():
        described = ", ".join(f.type for f in forms if f.suit_field == field_name)
        component = suit_component(suits) or f"{_title(game)}{field_name.title()}"
        declared[field_name] = fields.String(
            required=len(forms) == 1, validate=validate.OneOf(suits),
            metadata={"description": f"The suit, with type {described}; "
                                     f"{_suit_note(forms, field_name)}", **shared(component)})
    if any(f.tout for f in forms):
        allowed = ", ".join(f.type for f in forms if f.tout)
        declared["tout"] = StrictBoolean(load_default=False,
                                         metadata={"description": f"{allowed} may be Tout."})
    # Announcements a game's contract carries (Skat: hand, schneider, …), each a boolean left
    # out when not given: the game tells an omitted flag from a false one (implied flags).
    for flag, description in contract_flags(game).items():
        declared[flag] = StrictBoolean(metadata={"description": description})
    schema = type(f"{_title(game)}Contract", (RequestSchema,), declared)
    schema.from_slug = functools.partial(json_form, forms)  # type: ignore[attr-defined]
    return schema


def _suit_note(forms: tuple[ContractForm, ...], field_name: str) -> str:
    return next(f.suit_note for f in forms if f.suit_field == field_name)


def deck_query_schema(game: AnyGame) -> type[RequestSchema]:
    """The deck's query where a ruleset deals another pack (Schafkopf's Kurzes Blatt)."""
    return type(f"{_title(game)}DeckQuery", (RequestSchema,), {
        "ruleset": fields.String(validate=RulesetChoice(game),
                                 metadata={"description": "The pack this ruleset deals "
                                                          "(default: the default ruleset's).",
                                           **shared(f"{_title(game)}Ruleset")}),
        "lang": link_lang_field()})


def contract_flags(game: AnyGame) -> Mapping[str, str]:
    """The game's contract flags (name → description); none in most games."""
    flags: Mapping[str, str] = getattr(game, "contract_flags", {})
    return flags


def announced_param(game: AnyGame) -> dict[str, fields.Field[Any]]:
    """The GET form's list of a contract's flags, where the game has any."""
    flags = contract_flags(game)
    if not flags:
        return {}
    words = "|".join(literal(f) for f in flags)
    return {"announced": fields.String(
        validate=WholePattern(rf"^$|^({words})(,({words}))*$"),
        metadata={"description": "The contract's announcements, comma-separated: "
                                 f"{', '.join(flags)}."})}


def rules_query(game: AnyGame) -> type[RequestSchema]:
    return type(f"{_title(game)}RulesQuery", (RequestSchema,), {
        "ruleset": fields.String(validate=RulesetChoice(game),
                                 metadata={"description": "Only the rules of this ruleset.",
                                           **shared(f"{_title(game)}Ruleset")}),
        "lang": link_lang_field()})


def common_fields(game: AnyGame) -> dict[str, fields.Field[Any]]:
    found: dict[str, fields.Field[Any]] = {}
    if len(game.rulesets) > 1:
        found["ruleset"] = ruleset_field(game)
    found["lang"] = lang_field()
    found["deck"] = name_deck_field(game)
    return found


def query_form(game: AnyGame, body: Mapping[str, Any]) -> dict[str, str]:
    """A question's JSON body as the query of its permalink: the contract's GET form, lists
    comma-separated, tricks separated by ``;``."""
    query = {"contract": game.contract_from_parts(body["contract"]).slug}
    if body["contract"].get("tout"):
        query["tout"] = "true"
    flags = [flag for flag in contract_flags(game) if body["contract"].get(flag)]
    if flags:
        query["announced"] = ",".join(flags)
    for name, value in body.items():
        if name == "contract":
            continue
        if isinstance(value, bool):
            query[name] = "true" if value else "false"
        elif isinstance(value, list):
            nested = bool(value) and isinstance(value[0], list)
            query[name] = ";".join(",".join(t) for t in value) if nested else ",".join(value)
        else:
            query[name] = str(value)
    return query


def _with_examples(declared: dict[str, fields.Field[Any]],
                   example: Mapping[str, str]) -> dict[str, fields.Field[Any]]:
    """Each parameter's documented example is the documented question's value, so that the
    docs' "try it" asks exactly the question whose answer they show. Shared parameters
    (``lang``, ``deck``, …) keep the one example (or default) of their shared definition."""
    for name, value in example.items():
        if name in declared and "x-parameter" not in declared[name].metadata:
            declared[name].metadata = {**declared[name].metadata, "example": value}
    return declared


def permalink_example(schema: type[RequestSchema], game: AnyGame,
                      body: Mapping[str, Any]) -> dict[str, str]:
    """The query the document shows for a body's question: the question's own parameters,
    and each shared parameter's documented example (absent ones take their default)."""
    declared = schema().fields
    query = {name: value for name, value in query_form(game, body).items()
             if "x-parameter" not in declared[name].metadata}
    query.update({name: field.metadata["example"] for name, field in declared.items()
                  if "x-parameter" in field.metadata and "example" in field.metadata})
    return query


def position_schemas(game: AnyGame, *, legal_example: Mapping[str, Any],
                     trick_example: Mapping[str, Any],
                     body_extras: Mapping[str, fields.Field[Any]] | None = None,
                     query_extras: Mapping[str, fields.Field[Any]] | None = None,
                     trick_extras: Mapping[str, fields.Field[Any]] | None = None,
                     trick_query_extras: Mapping[str, fields.Field[Any]] | None = None
                     ) -> dict[str, type[RequestSchema]]:
    """The four request schemas of a game's questions: legal cards and trick, each as a JSON
    body and as a permalink's query (its parameters' examples from the example bodies); a
    game's own fields are added to either question (``*_extras``)."""
    title = _title(game)
    before = game.players - 1  # cards that can lie in the trick before this player's

    hand_text = f"The cards of the player to play (1 to {game.hand_size})."
    trick_text = "Cards already in the trick, first = led; empty or absent: this player leads."
    whole_trick = f"A complete or partial trick (1 to {game.players} cards), first = led."
    legal_body = {
        "contract": fields.Nested(contract_schema(game), required=True),
        "hand": card_list(game.hand_size, 1, hand_text, required=True),
        "trick": card_list(before, 0, trick_text, load_default=list),
        **(body_extras or {}), **common_fields(game), "detail": detail_field()}
    legal_query = {
        "contract": contract_param(game, ""), **tout_param(game), **announced_param(game),
        "hand": fields.String(required=True,
                              validate=CardListPattern(1, game.hand_size),
                              metadata={"description": "The hand, comma-separated."}),
        "trick": fields.String(load_default="",
                               validate=CardListPattern(0, before),
                               metadata={"description": "The trick so far, comma-separated, "
                                                        "first = led."}),
        **(query_extras or {}), **common_fields(game), "detail": detail_field(),
        "format": format_field()}
    trick_body = {
        "contract": fields.Nested(contract_schema(game), required=True),
        "trick": card_list(game.players, 1, whole_trick, required=True),
        **(trick_extras or {}), **common_fields(game), "detail": detail_field()}
    trick_query = {
        "contract": contract_param(game, ""),
        **tout_param(game), **announced_param(game),
        "trick": fields.String(required=True,
                               validate=CardListPattern(1, game.players),
                               metadata={"description": "The trick, comma-separated, first "
                                                        "= led."}),
        **(trick_query_extras or {}), **common_fields(game), "detail": detail_field(),
        "format": format_field()}
    return {
        "legal_body": type(f"{title}LegalCardsRequest", (RequestSchema,), legal_body),
        "legal_query": type(f"{title}LegalCardsQuery", (RequestSchema,),
                            _with_examples(legal_query, query_form(game, legal_example))),
        "trick_body": type(f"{title}TrickRequest", (RequestSchema,), trick_body),
        "trick_query": type(f"{title}TrickQuery", (RequestSchema,),
                            _with_examples(trick_query, query_form(game, trick_example))),
    }

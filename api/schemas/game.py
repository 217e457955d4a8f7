"""Request schemas built from a game object: the contract (JSON and GET forms), the
legal-cards and trick questions, the rule filter. Their enums, sizes and patterns come from
the game, so a new contract or game needs no change here."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from marshmallow import ValidationError, fields, validate

from api.schemas.base import (
    RequestSchema,
    StrictBoolean,
    card_list,
    deck_component,
    format_field,
    lang_field,
    link_lang_field,
    shared,
)
from rules.game import ContractForm
from rules.registry import AnyGame

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

    def explain(self, name: str, value: str) -> list[tuple[tuple[str | int, ...], str]]:
        """What is wrong with the list, as (path, message), in marshmallow's words."""
        cards = value.split(",") if value else []
        wrong: list[tuple[tuple[str | int, ...], str]] = []
        for index, card in enumerate(cards):
            try:
                self.card(card)
            except ValidationError as error:
                wrong += [((name, index), str(message)) for message in error.messages]
        if wrong:
            return wrong
        try:
            self.count(cards)
        except ValidationError as error:
            return [((name,), str(message)) for message in error.messages]
        return []


def contract_pattern(forms: tuple[ContractForm, ...]) -> str:
    """The GET form of every contract, e.g. ``trump:roses``, ``obenabe``, ``hearts``."""
    parts = []
    for form in forms:
        suits = "|".join(re.escape(s) for s in form.suits)
        word = re.escape(form.get_type or form.type)
        if form.suit_field is None:
            parts.append(word)
        elif form.typed_slug:
            parts.append(rf"{word}:({suits})")
        else:
            parts.append(rf"({suits})")
        parts.extend(re.escape(alias) for alias in form.aliases)
    # (?!\n): Python's $ (marshmallow's test) also matches before a final line break.
    return rf"^({'|'.join(parts)})(?!\n)$"


def _slugs(game: AnyGame) -> str:
    return ", ".join(dict.fromkeys(form.slug(form.suits[0] if form.suit_field else None)
                                   .replace(form.suits[0], "SUIT") if form.suit_field
                                   else form.slug() for form in game.contract_forms))


def name_deck_field(game: AnyGame) -> fields.String:
    native, *others = game.name_decks
    return fields.String(
        load_default=native, validate=validate.OneOf(game.name_decks),
        metadata={"description": f"Which deck's names the explanations use: {native} "
                                 f"(default) or {', '.join(others)}.",
                  **shared(*[deck_component(game.name_decks)] * 2)})


def ruleset_field(game: AnyGame) -> fields.String:
    return fields.String(
        load_default=game.default_ruleset, validate=validate.OneOf(game.rulesets),
        metadata={"description": f"The ruleset: {', '.join(game.rulesets)} (default "
                                 f"{game.default_ruleset}). RULES.md R1.",
                  **shared(*[f"{_title(game)}Ruleset"] * 2)})


def contract_param(game: AnyGame, example: str) -> fields.String:
    return fields.String(
        required=True, validate=validate.Regexp(contract_pattern(game.contract_forms)),
        metadata={"description": f"The contract's GET form: {_slugs(game)}.",
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
    declared: dict[str, Any] = {}
    if len(forms) > 1:
        declared["type"] = fields.String(
            required=True, validate=validate.OneOf([f.type for f in forms]))
    suit_fields = {name: tuple(dict.fromkeys(
        s for f in forms if f.suit_field == name for s in f.suits))
        for name in dict.fromkeys(f.suit_field for f in forms if f.suit_field)}
    one_list = len(set(suit_fields.values())) == 1  # then one shared schema: {Game}Suit
    for field_name, suits in suit_fields.items():
        described = ", ".join(f.type for f in forms if f.suit_field == field_name)
        component = f"{_title(game)}{'Suit' if one_list else field_name.title()}"
        declared[field_name] = fields.String(
            required=len(forms) == 1, validate=validate.OneOf(suits),
            metadata={"description": f"The suit, with type {described}; French-deck names "
                                     "are accepted.", **shared(component)})
    if any(f.tout for f in forms):
        allowed = ", ".join(f.type for f in forms if f.tout)
        declared["tout"] = StrictBoolean(load_default=False,
                                         metadata={"description": f"{allowed} may be Tout."})
    return type(f"{_title(game)}Contract", (RequestSchema,), declared)


def rules_query(game: AnyGame) -> type[RequestSchema]:
    return type(f"{_title(game)}RulesQuery", (RequestSchema,), {
        "ruleset": fields.String(validate=validate.OneOf(game.rulesets),
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
        **(body_extras or {}), **common_fields(game)}
    legal_query = {
        "contract": contract_param(game, ""), **tout_param(game),
        "hand": fields.String(required=True,
                              validate=CardListPattern(1, game.hand_size),
                              metadata={"description": "The hand, comma-separated."}),
        "trick": fields.String(load_default="",
                               validate=CardListPattern(0, before),
                               metadata={"description": "The trick so far, comma-separated, "
                                                        "first = led."}),
        **(query_extras or {}), **common_fields(game), "format": format_field()}
    trick_body = {
        "contract": fields.Nested(contract_schema(game), required=True),
        "trick": card_list(game.players, 1, whole_trick, required=True),
        **(trick_extras or {}), **common_fields(game)}
    trick_query = {
        "contract": contract_param(game, ""),
        **tout_param(game),
        "trick": fields.String(required=True,
                               validate=CardListPattern(1, game.players),
                               metadata={"description": "The trick, comma-separated, first "
                                                        "= led."}),
        **(trick_query_extras or {}), **common_fields(game), "format": format_field()}
    return {
        "legal_body": type(f"{title}LegalCardsRequest", (RequestSchema,), legal_body),
        "legal_query": type(f"{title}LegalCardsQuery", (RequestSchema,),
                            _with_examples(legal_query, query_form(game, legal_example))),
        "trick_body": type(f"{title}TrickRequest", (RequestSchema,), trick_body),
        "trick_query": type(f"{title}TrickQuery", (RequestSchema,),
                            _with_examples(trick_query, query_form(game, trick_example))),
    }

"""Pieces every game's answers share: reading cards, rule references, catalogue entries."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from api.errors.messages import with_more
from api.errors.problems import Problem, field_error
from api.errors.rules_errors import location as request_location
from api.errors.rules_errors import said
from api.games.contract_reader import Body
from api.http.negotiation import LANGUAGES
from api.request.json_value import JsonObject
from api.words.fixed_wording import FactJson
from api.words.speaker import Speaker
from rules.cards import Card, Rank, Suit
from rules.catalogue import RuleEntry
from rules.deck import Deck
from rules.errors import RulesInputError
from rules.german_deck import FRENCH_RANK, FRENCH_SUIT


def read_cards(deck: Deck, lists: Mapping[str, Sequence[str]],
               location: str | None = None) -> dict[str, tuple[Card, ...]]:
    """Every card of every list, or one problem naming every card that could not be read.
    A list's name may be its path in the request (``history/1``, ``hands/2``)."""
    try:  # the common case: every card readable
        return {name: deck.parse_all(texts) for name, texts in lists.items()}
    except RulesInputError:
        pass  # read again, one by one, to name every card that could not be read
    location = location or request_location()
    cards: dict[str, list[Card]] = {name: [] for name in lists}
    errors: list[JsonObject] = []
    first: RulesInputError | None = None
    for name, texts in lists.items():
        for index, card_text in enumerate(texts):
            try:
                cards[name].append(deck.parse(card_text))
            except RulesInputError as error:
                errors.append(field_error(location, [*_steps(name), index], said(error)))
                first = first or error
    if first is not None:
        raise Problem(first.kind, with_more(said(first), len(errors) - 1), errors)
    return {name: tuple(found) for name, found in cards.items()}


def read_list(deck: Deck, name: str, texts: Sequence[str]) -> tuple[Card, ...]:
    """``read_cards`` of one list (a trick question's trick), the list read directly."""
    try:
        return deck.parse_all(texts)
    except RulesInputError:
        return read_cards(deck, {name: texts})[name]


def hand_and_trick(deck: Deck, body: Body) -> tuple[tuple[Card, ...],
                                                                   tuple[Card, ...]]:
    """A question's hand and trick so far, as ``read_cards`` reads them (a legal-cards
    question of every game asks this; the lists are built only for a problem)."""
    try:
        return deck.parse_all(body["hand"]), deck.parse_all(body.get("trick", ()))
    except RulesInputError:
        cards = read_cards(deck, {"hand": body["hand"], "trick": body.get("trick", [])})
        return cards["hand"], cards["trick"]


def _steps(name: str) -> list[str | int]:
    """A list's path as pointer steps: ``history/1`` is the second trick of ``history`` (one
    step ``history/1`` would be escaped to ``history~11``)."""
    return [int(step) if step.isdigit() else step for step in name.split("/")]


def read_card(deck: Deck, text: str, field: str, location: str | None = None) -> Card:
    return read_cards(deck, {field: [text]}, location)[field][0]


def rule_ref(rules: Mapping[str, RuleEntry], rule_id: str, explanation: str,
             speaker: Speaker, facts: Mapping[str, FactJson] | None = None) -> JsonObject:
    """A rule as an answer cites it; a verdict's rule carries the facts it used."""
    ref: JsonObject = {"id": rule_id, "title": speaker.rule_title(rule_id),
                           "explanation": explanation, "source": rules[rule_id].source}
    if facts is not None:
        ref["facts"] = facts
    return ref


def rule_out(rules: Mapping[str, RuleEntry], rule_id: str,
             speaker_for: Callable[[str], Speaker]) -> JsonObject:
    entry = rules[rule_id]
    speakers = [speaker_for(lang) for lang in LANGUAGES]
    return {"id": entry.id, "kind": entry.kind.value,
            "title": {s.lang: s.rule_title(rule_id) for s in speakers},
            "text": {s.lang: s.rule_text(rule_id) for s in speakers},
            "source": entry.source, "citation": entry.citation, "quote": entry.quote,
            "rulesets": list(entry.rulesets)}


def deck_cards(deck: Deck, speaker_for: Callable[[str, str], Speaker],
               french_suit: Mapping[Suit, str], french_rank: Mapping[Rank, str],
               native: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The deck's cards and suits with names in every language, for both decks."""

    def card_names(card: Card, which: str) -> dict[str, str]:
        return {lang: speaker_for(lang, which).card_name(card) for lang in LANGUAGES}

    def suit_names(suit: Suit, which: str) -> dict[str, str]:
        return {lang: speaker_for(lang, which).suit(suit) for lang in LANGUAGES}

    cards = [{"code": deck.code(card), "suit": card.suit.value, "rank": card.rank.value,
              "names": card_names(card, native),
              "french": {"suit": french_suit[card.suit], "rank": french_rank[card.rank],
                         "names": card_names(card, "french")}}
             for card in deck.cards]
    suits = [{"id": s.value, "letter": deck.suit_letters[s], "french": french_suit[s],
              "names": suit_names(s, native), "french_names": suit_names(s, "french")}
             for s in deck.suits]
    return cards, suits


def german_deck_answer(game: str, deck: Deck, speaker_for: Callable[[str, str], Speaker],
                       points: Callable[[Card], int]) -> JsonObject:
    """The deck answer of a game with the German deck, whose card points do not depend on the
    contract (Schnapsen, Schafkopf)."""
    cards, suits = deck_cards(deck, speaker_for, FRENCH_SUIT, FRENCH_RANK, "german")
    for card_out, card in zip(cards, deck.cards, strict=True):
        card_out["points"] = {"all": points(card)}
    return {"game": game, "size": len(deck), "copies": deck.copies, "suits": suits,
            "ranks": [r.value for r in deck.ranks], "cards": cards}

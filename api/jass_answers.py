"""Jass answers as plain dicts: parse the request's words, ask the engine, explain the result.

No Flask here beyond the problem type, so the OpenAPI examples and the stored examples are
produced by the same code that answers requests.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from api.i18n import LANGUAGES
from api.jass_explain import JassSpeaker
from api.problems import Problem, field_error
from api.validation import problem_from_rules_error
from rules.cards import Card, Suit
from rules.errors import RulesInputError
from rules.jass.catalogue import JASS_RULES
from rules.jass.contract import (
    OBENABE,
    UNDENUFE,
    JassContract,
    contract_from_parts,
    parse_contract,
    trump_contract,
)
from rules.jass.deck import FRENCH_RANK, FRENCH_SUIT, JASS_DECK
from rules.jass.legality import judge_hand, situation
from rules.jass.ranking import points, points_rule
from rules.jass.ruleset import JassRuleset, ruleset_by_id
from rules.jass.trick import judge_trick

GAME = "jass"


def read_cards(lists: Mapping[str, Sequence[str]], location: str) -> dict[str, tuple[Card, ...]]:
    """Every card of every list, or one problem naming every card that could not be read."""
    cards: dict[str, list[Card]] = {name: [] for name in lists}
    errors: list[dict[str, Any]] = []
    first: RulesInputError | None = None
    for name, texts in lists.items():
        for index, card_text in enumerate(texts):
            try:
                cards[name].append(JASS_DECK.parse(card_text))
            except RulesInputError as error:
                errors.append(field_error(location, [name, index], error.message))
                first = first or error
    if first is not None:
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        raise Problem(first.kind, first.message + more, errors)
    return {name: tuple(found) for name, found in cards.items()}


def split_list(value: str) -> list[str]:
    """A comma-separated query parameter as a list; empty means none."""
    return [part.strip() for part in value.split(",")] if value.strip() else []


def read_contract(value: str | Mapping[str, Any], location: str) -> JassContract:
    try:
        if isinstance(value, str):
            return parse_contract(value)
        return contract_from_parts(value["type"], value.get("trump"))
    except RulesInputError as error:
        path: list[str | int] = ["contract"]
        if location == "json" and error.field:
            path.append(error.field)
        raise Problem(error.kind, error.message,
                      [field_error(location, path, error.message)]) from None


def read_ruleset(ruleset_id: str) -> JassRuleset:
    try:
        return ruleset_by_id(ruleset_id)
    except RulesInputError as error:
        raise problem_from_rules_error(error, "json") from None


def contract_out(contract: JassContract, speaker: JassSpeaker) -> dict[str, Any]:
    return {"type": contract.mode.value,
            "trump": contract.trump.value if contract.trump else None,
            "slug": contract.slug, "name": speaker.contract(contract)}


def rule_ref(rule_id: str, explanation: str, speaker: JassSpeaker) -> dict[str, str]:
    return {"id": rule_id, "title": speaker.rule_title(rule_id), "explanation": explanation,
            "source": JASS_RULES[rule_id].source}


def legal_cards_answer(contract: JassContract, hand: Sequence[Card], trick: Sequence[Card],
                       ruleset: JassRuleset, speaker: JassSpeaker, location: str) -> dict[str, Any]:
    try:
        verdicts = judge_hand(hand, trick, contract, ruleset)
    except RulesInputError as error:
        raise problem_from_rules_error(error, location) from None
    state = situation(trick, contract)
    code = JASS_DECK.code
    trick_state: dict[str, Any] = {
        "cards": [code(c) for c in trick], "led_suit": None, "winning_card": None,
        "winning_index": None, "highest_trump": None, "points": 0}
    if trick:
        result = judge_trick(trick, contract)
        trick_state.update(
            led_suit=result.led_suit.value, winning_card=code(result.winning_card),
            winning_index=result.winner, points=result.points,
            highest_trump=code(result.highest_trump) if result.highest_trump else None)
    return {
        "game": GAME, "ruleset": ruleset.id, "lang": speaker.lang,
        "contract": contract_out(contract, speaker),
        "legal": [code(v.card) for v in verdicts if v.legal],
        "cards": [
            {"card": code(v.card), "legal": v.legal,
             "rule": rule_ref(v.rule_id, speaker.verdict(v, contract, state.led_suit,
                                                         state.highest_trump), speaker)}
            for v in verdicts],
        "trick": trick_state,
    }


def trick_answer(contract: JassContract, trick: Sequence[Card], ruleset: JassRuleset,
                 speaker: JassSpeaker, location: str) -> dict[str, Any]:
    try:
        result = judge_trick(trick, contract)
    except RulesInputError as error:
        raise problem_from_rules_error(error, location) from None
    code = JASS_DECK.code
    return {
        "game": GAME, "ruleset": ruleset.id, "lang": speaker.lang,
        "contract": contract_out(contract, speaker),
        "complete": result.complete, "winner": result.winner,
        "winning_card": code(result.winning_card), "led_suit": result.led_suit.value,
        "points": result.points,
        "rule": rule_ref(result.rule_id, speaker.trick_winner(result), speaker),
        "cards": [
            {"card": code(c.card), "role": c.role.value, "rank_in_trick": c.rank_in_trick,
             "points": c.points, "points_rule": points_rule(c.card, contract),
             "explanation": speaker.trick_card(c, result, contract)}
            for c in result.cards],
    }


def _speakers(french: bool) -> list[JassSpeaker]:
    return [JassSpeaker(lang=lang, deck="french" if french else "swiss") for lang in LANGUAGES]


def _card_names(card: Card, french: bool = False) -> dict[str, str]:
    return {s.lang: s.card(card) for s in _speakers(french)}


def _suit_names(suit: Suit, french: bool = False) -> dict[str, str]:
    return {s.lang: s.suit(suit) for s in _speakers(french)}


def deck_answer() -> dict[str, Any]:
    cards = []
    for card in JASS_DECK.cards:
        trump = trump_contract(card.suit)
        plain = trump_contract(next(s for s in JASS_DECK.suits if s is not card.suit))
        cards.append({
            "code": JASS_DECK.code(card), "suit": card.suit.value, "rank": card.rank.value,
            "names": _card_names(card),
            "french": {"suit": FRENCH_SUIT[card.suit], "rank": FRENCH_RANK[card.rank],
                       "names": _card_names(card, french=True)},
            "points": {"trump": points(card, trump), "plain": points(card, plain),
                       "obenabe": points(card, OBENABE), "undenufe": points(card, UNDENUFE)},
        })
    suits = [{"id": s.value, "letter": JASS_DECK.suit_letters[s], "french": FRENCH_SUIT[s],
              "names": _suit_names(s), "french_names": _suit_names(s, french=True)}
             for s in JASS_DECK.suits]
    return {"game": GAME, "size": len(JASS_DECK), "suits": suits,
            "ranks": [r.value for r in JASS_DECK.ranks], "cards": cards}


def rule_out(rule_id: str) -> dict[str, Any]:
    entry = JASS_RULES[rule_id]
    speakers = [JassSpeaker(lang=lang) for lang in LANGUAGES]
    return {"id": entry.id, "kind": entry.kind.value,
            "title": {s.lang: s.rule_title(rule_id) for s in speakers},
            "text": {s.lang: s.rule_text(rule_id) for s in speakers},
            "source": entry.source, "quote": entry.quote, "rulesets": list(entry.rulesets)}

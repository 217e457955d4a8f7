"""Jass answers as plain dicts: parse the request's words, ask the engine, explain the result.

No Flask here beyond the problem type, so the OpenAPI examples are produced by the same code
that answers requests.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from api.common import deck_cards, problem_from_rules_error, read_cards, rule_out, rule_ref
from api.jass_explain import JassSpeaker
from api.problems import Problem, field_error
from rules.cards import Card
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


def read_jass_cards(lists: Mapping[str, Sequence[str]],
                    location: str) -> dict[str, tuple[Card, ...]]:
    return read_cards(JASS_DECK, lists, location)


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


def legal_cards_answer(contract: JassContract, hand: Sequence[Card], trick: Sequence[Card],
                       ruleset: JassRuleset, speaker: JassSpeaker,
                       location: str) -> dict[str, Any]:
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
             "rule": rule_ref(JASS_RULES, v.rule_id, explanation, speaker)}
            for v, explanation in zip(verdicts, speaker.verdicts(
                verdicts, contract, state.led_suit, state.highest_trump), strict=True)],
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
        "rule": rule_ref(JASS_RULES, result.rule_id, speaker.trick_winner(result), speaker),
        "cards": [
            {"card": code(c.card), "role": c.role.value, "rank_in_trick": c.rank_in_trick,
             "points": c.points, "points_rule": points_rule(c.card, contract),
             "explanation": speaker.trick_card(c, result, contract)}
            for c in result.cards],
    }


def deck_answer() -> dict[str, Any]:
    cards, suits = deck_cards(JASS_DECK, lambda lang, deck: JassSpeaker(lang=lang, deck=deck),
                              FRENCH_SUIT, FRENCH_RANK, "swiss")
    for card_out, card in zip(cards, JASS_DECK.cards, strict=True):
        plain = trump_contract(next(s for s in JASS_DECK.suits if s is not card.suit))
        card_out["points"] = {
            "trump": points(card, trump_contract(card.suit)), "plain": points(card, plain),
            "obenabe": points(card, OBENABE), "undenufe": points(card, UNDENUFE)}
    return {"game": GAME, "size": len(JASS_DECK), "suits": suits,
            "ranks": [r.value for r in JASS_DECK.ranks], "cards": cards}


def jass_rule_out(rule_id: str) -> dict[str, Any]:
    return rule_out(JASS_RULES, rule_id, lambda lang: JassSpeaker(lang=lang))

"""Schnapsen answers as plain dicts: legal cards with the leader's actions, tricks, scores."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from api.common import (
    german_deck_answer,
    problem_from_rules_error,
    read_card,
    read_cards,
    rule_out,
    rule_ref,
)
from api.problems import Problem, field_error
from api.schnapsen_explain import SchnapsenSpeaker
from rules.cards import Card
from rules.errors import RulesInputError
from rules.schnapsen.catalogue import SCHNAPSEN_RULES
from rules.schnapsen.contract import SchnapsenContract, Talon, parse_trump
from rules.schnapsen.deck import SCHNAPSEN_DECK
from rules.schnapsen.leader import check_talon, leader_actions
from rules.schnapsen.legality import judge_hand
from rules.schnapsen.ranking import is_trump, points
from rules.schnapsen.score import (
    AtClosing,
    HandFacts,
    PlayerTally,
    bummerl,
    score_hand,
)
from rules.schnapsen.trick import judge_trick

GAME = "schnapsen"
RULESET = "default"


def read_schnapsen_cards(lists: Mapping[str, Sequence[str]],
                         location: str) -> dict[str, tuple[Card, ...]]:
    return read_cards(SCHNAPSEN_DECK, lists, location)


def read_contract(value: str | Mapping[str, Any], location: str) -> SchnapsenContract:
    text = value if isinstance(value, str) else value["trump"]
    try:
        return parse_trump(text)
    except RulesInputError as error:
        path: list[str | int] = ["contract", "trump"] if location == "json" else ["contract"]
        raise Problem(error.kind, error.message,
                      [field_error(location, path, error.message)]) from None


def contract_out(contract: SchnapsenContract, speaker: SchnapsenSpeaker) -> dict[str, Any]:
    return {"type": "trump", "trump": contract.trump.value, "slug": contract.slug,
            "name": speaker.contract(contract)}


def _ref(rule_id: str, explanation: str, speaker: SchnapsenSpeaker) -> dict[str, str]:
    return rule_ref(SCHNAPSEN_RULES, rule_id, explanation, speaker)


def legal_cards_answer(contract: SchnapsenContract, hand: Sequence[Card],
                       trick: Sequence[Card], talon: Talon, speaker: SchnapsenSpeaker,
                       location: str, *, talon_cards: int | None = None,
                       trump_card: Card | None = None, won_a_trick: bool | None = None,
                       marriage: str | None = None) -> dict[str, Any]:
    announced = SCHNAPSEN_DECK.suit_words[marriage] if marriage else None
    try:
        verdicts = judge_hand(hand, trick, contract, talon, announced)
        check_talon(talon, talon_cards, trump_card, contract, (*hand, *trick))
        actions = (leader_actions(hand, contract, talon, talon_cards, trump_card, won_a_trick)
                   if not trick else ())
    except RulesInputError as error:
        raise problem_from_rules_error(error, location) from None
    code = SCHNAPSEN_DECK.code
    led = trick[0] if trick else None
    return {
        "game": GAME, "ruleset": RULESET, "lang": speaker.lang,
        "contract": contract_out(contract, speaker), "talon": talon.value,
        "legal": [code(v.card) for v in verdicts if v.legal],
        "cards": [{"card": code(v.card), "legal": v.legal,
                   "rule": _ref(v.rule_id, explanation, speaker)}
                  for v, explanation in zip(verdicts, speaker.verdicts(verdicts, led),
                                            strict=True)],
        "actions": [{"action": a.action.value, "allowed": a.allowed,
                     "suit": a.suit.value if a.suit else None, "points": a.points,
                     "cards": [code(c) for c in a.cards],
                     "rule": _ref(a.rule_id, speaker.action(a, talon_cards), speaker)}
                    for a in actions],
        "trick": {"cards": [code(c) for c in trick],
                  "led_suit": led.suit.value if led else None,
                  "led_card": code(led) if led else None},
    }


def trick_answer(contract: SchnapsenContract, trick: Sequence[Card], speaker: SchnapsenSpeaker,
                 location: str) -> dict[str, Any]:
    try:
        result = judge_trick(trick, contract)
    except RulesInputError as error:
        raise problem_from_rules_error(error, location) from None
    code = SCHNAPSEN_DECK.code

    def role(card: Card) -> str:
        if is_trump(card, contract):
            return "trump"
        return "led_suit" if card.suit is result.led_suit else "off_suit"

    return {
        "game": GAME, "ruleset": RULESET, "lang": speaker.lang,
        "contract": contract_out(contract, speaker), "complete": result.complete,
        "winner": result.winner, "winning_card": code(result.winning_card),
        "led_suit": result.led_suit.value, "points": result.points,
        "rule": _ref("N-3", speaker.trick_winner(result), speaker),
        "cards": [{"card": code(c), "role": role(c),
                   "rank_in_trick": 1 if i == result.winner else 2, "points": points(c),
                   "points_rule": "N-1", "explanation": speaker.trick_card(c, result, contract)}
                  for i, c in enumerate(result.cards)],
    }


def score_answer(request: Mapping[str, Any], speaker: SchnapsenSpeaker) -> dict[str, Any]:
    players = tuple(PlayerTally(p["card_points"], p["tricks"], tuple(p.get("marriages", ())))
                    for p in request["players"])
    at_closing = request.get("at_closing")
    facts = HandFacts(
        (players[0], players[1]),
        closed_by=request.get("closed_by"),
        at_closing=AtClosing(at_closing["opponent_points"], at_closing["opponent_tricks"])
        if at_closing else None,
        claimed_66_by=request.get("claimed_66_by"), last_trick_by=request.get("last_trick_by"),
        renonce_by=request.get("renonce_by"))
    try:
        result = score_hand(facts)
    except RulesInputError as error:
        raise problem_from_rules_error(error, "json") from None
    why, worth = speaker.hand_result(result)
    return {
        "game": GAME, "lang": speaker.lang, "winner": result.winner,
        "game_points": result.game_points, "rule": _ref(result.rule_id, why, speaker),
        "points_rule": _ref(result.points_rule_id, worth, speaker),
        "players": [{"points": p.points, "card_points": p.card_points,
                     "marriage_points": sum(p.marriages),
                     "marriages_counted": p.marriage_points == sum(p.marriages),
                     "tricks": p.tricks} for p in players],
    }


def bummerl_answer(hands: Sequence[Mapping[str, int]],
                   speaker: SchnapsenSpeaker) -> dict[str, Any]:
    try:
        standings = bummerl([(h["winner"], h["game_points"]) for h in hands])
    except RulesInputError as error:
        raise problem_from_rules_error(error, "json") from None
    last = standings[-1]
    if last.winner is not None:
        explanation = speaker.say("bummerl.won", winner=speaker.player(last.winner))
    else:
        explanation = speaker.say("bummerl.running", player0=speaker.player(0),
                                  player1=speaker.player(1), remaining0=last.remaining[0],
                                  remaining1=last.remaining[1])
    return {
        "game": GAME, "lang": speaker.lang, "remaining": list(last.remaining),
        "complete": last.winner is not None, "winner": last.winner,
        "hands": [{"winner": h["winner"], "game_points": h["game_points"],
                   "remaining": list(s.remaining)} for h, s in zip(hands, standings,
                                                                   strict=True)],
        "rule": _ref("N-16", explanation, speaker),
    }


def read_trump_card(text: str | None, location: str) -> Card | None:
    return read_card(SCHNAPSEN_DECK, text, "trump_card", location) if text else None


def deck_answer() -> dict[str, Any]:
    return german_deck_answer(GAME, SCHNAPSEN_DECK,
                              lambda lang, deck: SchnapsenSpeaker(lang=lang, deck=deck), points)


def schnapsen_rule_out(rule_id: str) -> dict[str, Any]:
    return rule_out(SCHNAPSEN_RULES, rule_id, lambda lang: SchnapsenSpeaker(lang=lang))

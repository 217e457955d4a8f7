"""Schafkopf answers as plain dicts: legal cards with the called-ace duties, tricks, bids,
callable aces and the reckoning."""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any

from api.common import (
    german_deck_answer,
    problem_from_rules_error,
    read_cards,
    rule_out,
    rule_ref,
)
from api.problems import Problem, field_error
from api.schafkopf_explain import SchafkopfSpeaker
from rules.cards import Card
from rules.errors import RulesInputError
from rules.schafkopf.bidding import Bid, callable_aces, contract_rank, rank_rule, winning_bid
from rules.schafkopf.catalogue import SCHAFKOPF_RULES
from rules.schafkopf.contract import (
    ContractType,
    SchafkopfContract,
    contract_from_parts,
    parse_contract,
)
from rules.schafkopf.deck import SCHAFKOPF_DECK
from rules.schafkopf.legality import judge_hand
from rules.schafkopf.ranking import TRUMP, points, trick_suit, trump_order
from rules.schafkopf.score import DEFAULT_TARIFF, Tariff, score_game, score_ramsch
from rules.schafkopf.trick import judge_trick

GAME = "schafkopf"
RULESET = "default"


def _ref(rule_id: str, explanation: str, speaker: SchafkopfSpeaker) -> dict[str, str]:
    return rule_ref(SCHAFKOPF_RULES, rule_id, explanation, speaker)


def _code(card: Card) -> str:
    return SCHAFKOPF_DECK.code(card)


def read_schafkopf_cards(lists: Mapping[str, Sequence[str]],
                         location: str) -> dict[str, tuple[Card, ...]]:
    return read_cards(SCHAFKOPF_DECK, lists, location)


def read_tricks(tricks: Sequence[Sequence[str]], field: str,
                location: str) -> tuple[tuple[Card, ...], ...]:
    """A list of tricks: every card read, errors pointing at /field/trick/card."""
    flat = {f"{field}/{i}": list(t) for i, t in enumerate(tricks)}
    read = read_schafkopf_cards(flat, location)
    return tuple(read[f"{field}/{i}"] for i in range(len(tricks)))


def split_history(value: str | None) -> list[list[str]] | None:
    if value is None:
        return None
    return [part.split(",") for part in value.split(";")] if value else []


def read_contract(value: str | Mapping[str, Any], location: str, tout: bool = False,
                  prefix: Sequence[str | int] = ("contract",)) -> SchafkopfContract:
    try:
        if isinstance(value, str):
            return parse_contract(value, tout)
        return contract_from_parts(value["type"], value.get("called_suit"),
                                   value.get("trump"), value.get("tout", False))
    except RulesInputError as error:
        path: list[str | int] = [*prefix]
        if location == "json" and error.field:
            path.append(error.field)
        raise Problem(error.kind, error.message,
                      [field_error(location, path[:1] if location == "query" else path,
                                   error.message)]) from None


def contract_out(contract: SchafkopfContract, speaker: SchafkopfSpeaker) -> dict[str, Any]:
    called = contract.called_ace
    return {"type": contract.type.value,
            "called_suit": contract.suit.value if called and contract.suit else None,
            "trump": contract.trump_suit.value if contract.trump_suit else None,
            "tout": contract.tout, "slug": contract.slug, "name": speaker.contract(contract),
            "trumps": list(_trump_codes(contract))}


@functools.cache
def _trump_codes(contract: SchafkopfContract) -> tuple[str, ...]:
    return tuple(_code(c) for c in trump_order(contract))


def legal_cards_answer(contract: SchafkopfContract, hand: Sequence[Card],
                       trick: Sequence[Card], history: Sequence[Sequence[Card]] | None,
                       speaker: SchafkopfSpeaker, location: str) -> dict[str, Any]:
    try:
        judgement = judge_hand(hand, trick, contract, history)
    except RulesInputError as error:
        raise problem_from_rules_error(error, location) from None
    led = trick[0] if trick else None
    state: dict[str, Any] = {"cards": [_code(c) for c in trick], "led": None,
                             "winning_card": None, "winning_index": None, "points": 0}
    if trick:
        result = judge_trick(trick, contract)
        state.update(led=str(result.led), winning_card=_code(result.winning_card),
                     winning_index=result.winner, points=result.points)
    called = judgement.called_ace
    assumptions = []
    if called is not None and called.assumed and contract.called_ace is not None:
        assumptions.append({"rule": "R11",
                            "text": speaker.assumption(contract.called_ace.suit)})
    return {
        "game": GAME, "ruleset": RULESET, "lang": speaker.lang,
        "contract": contract_out(contract, speaker), "trick_number": judgement.trick_number,
        "legal": [_code(v.card) for v in judgement.verdicts if v.legal],
        "cards": [{"card": _code(v.card), "legal": v.legal,
                   "rule": _ref(v.rule_id, explanation, speaker)}
                  for v, explanation in zip(judgement.verdicts, speaker.verdicts(
                      judgement.verdicts, contract, led), strict=True)],
        "trick": state,
        "called_ace": {"card": _code(contract.called_ace), "searched": called.searched,
                       "assumed": called.assumed}
        if called is not None and contract.called_ace is not None else None,
        "assumptions": assumptions,
    }


def trick_answer(contract: SchafkopfContract, trick: Sequence[Card],
                 speaker: SchafkopfSpeaker, location: str) -> dict[str, Any]:
    try:
        result = judge_trick(trick, contract)
    except RulesInputError as error:
        raise problem_from_rules_error(error, location) from None
    def role(card: Card) -> str:
        suit = trick_suit(card, contract)
        return "trump" if suit == TRUMP else "led_suit" if suit == result.led else "off_suit"

    return {
        "game": GAME, "ruleset": RULESET, "lang": speaker.lang,
        "contract": contract_out(contract, speaker), "complete": result.complete,
        "winner": result.winner, "winning_card": _code(result.winning_card),
        "led_suit": str(result.led), "points": result.points,
        "rule": _ref("K-7", speaker.trick_winner(result, contract), speaker),
        "cards": [{"card": _code(c), "role": role(c), "rank_in_trick": result.ranks[i],
                   "points": points(c), "points_rule": "K-1",
                   "explanation": speaker.trick_card(c, result, contract)}
                  for i, c in enumerate(result.cards)],
    }


def callable_aces_answer(hand: Sequence[Card], speaker: SchafkopfSpeaker) -> dict[str, Any]:
    options = callable_aces(hand)
    return {"game": GAME, "lang": speaker.lang,
            "callable": [_code(o.ace) for o in options if o.allowed],
            "options": [{"ace": _code(o.ace), "suit": o.ace.suit.value, "allowed": o.allowed,
                         "rule": _ref("K-8", speaker.say(f"call.K-8.{o.case}",
                                                         suit=speaker.suit(o.ace.suit)),
                                      speaker)} for o in options]}


def compare_answer(bids: Sequence[Mapping[str, Any]],
                   speaker: SchafkopfSpeaker) -> dict[str, Any]:
    read = [Bid(b["seat"], read_contract(b["contract"], "json",
                                         prefix=("bids", i, "contract")))
            for i, b in enumerate(bids)]
    seats = [b.seat for b in read]
    if len(set(seats)) != len(seats):
        raise Problem("validation-error", "each seat bids once", [
            field_error("json", ["bids", seats.index(s, seats.index(s) + 1), "seat"],
                        "seat bids twice") for s in set(seats) if seats.count(s) > 1])
    winner, reason = winning_bid(read)

    def out(bid: Bid) -> dict[str, Any]:
        return {"seat": bid.seat, "contract": contract_out(bid.contract, speaker),
                "rank": contract_rank(bid.contract)}

    explanation = (speaker.say("bid.rank", contract=speaker.contract(winner.contract))
                   if reason == "rank" else
                   speaker.say("bid.seat", player=speaker.say("player", index=winner.seat)))
    return {"game": GAME, "lang": speaker.lang, "winner": out(winner), "reason": reason,
            "rule": _ref(rank_rule(winner.contract), explanation, speaker),
            "bids": [out(b) for b in sorted(read, key=lambda b: (-contract_rank(b.contract),
                                                               b.seat))]}


def contracts_answer() -> dict[str, Any]:
    examples = [SchafkopfContract(ContractType.RUFSPIEL, SCHAFKOPF_DECK.suits[0])] + [
        SchafkopfContract(kind, SCHAFKOPF_DECK.suits[2] if kind in (
            ContractType.SOLO, ContractType.FARBWENZ, ContractType.FARBGEIER) else None, tout)
        for kind, tout in ((ContractType.FARBWENZ, False), (ContractType.FARBGEIER, False),
                           (ContractType.WENZ, False), (ContractType.GEIER, False),
                           (ContractType.SOLO, False), (ContractType.FARBWENZ, True),
                           (ContractType.WENZ, True), (ContractType.SOLO, True),
                           (ContractType.RAMSCH, False))]
    ordered = sorted(examples, key=contract_rank)
    return {"game": GAME, "contracts": [
        {"type": c.type.value, "tout": c.tout, "rank": contract_rank(c),
         "trump_count": len(trump_order(c)), "rule": rank_rule(c),
         "solo": c.shape.solo} for c in ordered]}


def _tariff(value: Mapping[str, Any] | None) -> Tariff:
    if not value:
        return DEFAULT_TARIFF
    return Tariff({**DEFAULT_TARIFF.base, **value.get("base", {})},
                  value.get("laufende", DEFAULT_TARIFF.laufende),
                  value.get("schneider", DEFAULT_TARIFF.schneider),
                  value.get("schwarz", DEFAULT_TARIFF.schwarz))


def score_answer(body: Mapping[str, Any], speaker: SchafkopfSpeaker) -> dict[str, Any]:
    contract = read_contract(body["contract"], "json")
    tariff = _tariff(body.get("tariff"))
    tariff_out = {"base": tariff.base, "laufende": tariff.laufende,
                  "schneider": tariff.schneider, "schwarz": tariff.schwarz}
    if contract.type is ContractType.RAMSCH:
        return _ramsch_answer(body, contract, tariff, tariff_out, speaker)
    missing = [f for f in ("declarer_cards", "declarer_tricks", "opponent_tricks")
               if f not in body]
    if missing:
        raise Problem("validation-error", f"{missing[0]}: needed to reckon a "
                      f"{contract.type.value}", [field_error("json", [f], "missing")
                                                 for f in missing])
    declarer_cards = read_schafkopf_cards({"declarer_cards": body["declarer_cards"]},
                                          "json")["declarer_cards"]
    declarer_tricks = read_tricks(body["declarer_tricks"], "declarer_tricks", "json")
    opponent_tricks = read_tricks(body["opponent_tricks"], "opponent_tricks", "json")
    try:
        result = score_game(contract, declarer_cards, declarer_tricks, opponent_tricks,
                            tariff, body.get("stoss", False), body.get("retour", False))
    except RulesInputError as error:
        raise problem_from_rules_error(error, "json") from None
    outcome = "declarers_win" if result.declarers_win else "opponents_win"
    why = speaker.say(f"score.{result.rule_id}.{outcome}", augen=result.augen[0],
                      opponent_tricks=result.tricks[1])
    sign = 1 if result.declarers_win else -1
    per_declarer = sign * result.price * (3 if contract.shape.solo else 1)
    return {
        "game": GAME, "lang": speaker.lang, "contract": contract_out(contract, speaker),
        "winner": "declarers" if result.declarers_win else "opponents",
        "rule": _ref(result.rule_id, why, speaker),
        "augen": {"declarers": result.augen[0], "opponents": result.augen[1]},
        "tricks": {"declarers": result.tricks[0], "opponents": result.tricks[1]},
        "schneider": result.schneider, "schwarz": result.schwarz,
        "laufende": {"count": result.laufende, "party": result.laufende_party,
                     "paid": result.laufende_paid},
        "breakdown": [{"item": line.item, "rule": line.rule_id, "amount": line.amount,
                       "factor": line.factor, "count": line.count,
                       "explanation": speaker.line(line, contract, result.laufende_party,
                                                   tariff.laufende)}
                      for line in result.lines],
        "price": result.price,
        "per_player": {"declarer": per_declarer, "opponent": -sign * result.price},
        "tariff": tariff_out,
    }


def _ramsch_answer(body: Mapping[str, Any], contract: SchafkopfContract, tariff: Tariff,
                   tariff_out: dict[str, Any], speaker: SchafkopfSpeaker) -> dict[str, Any]:
    if "players" not in body:
        raise Problem("validation-error", "players: a Ramsch is reckoned per player",
                      [field_error("json", ["players"], "missing")])
    tricks = [read_tricks(p["tricks"], f"players/{i}/tricks", "json")
              for i, p in enumerate(body["players"])]
    try:
        result = score_ramsch(tricks, tariff)
    except RulesInputError as error:
        raise problem_from_rules_error(error, "json") from None
    losers = list(result.losers)
    winners = [i for i in range(4) if i not in losers]
    payments = [result.price * (-len(winners) if i in losers else len(losers))
                for i in range(4)]
    names = ", ".join(speaker.say("player", index=i) for i in losers)
    if result.durchmarsch is not None:
        rule_id, key = "R13", "ramsch.R13.durchmarsch"
    else:
        rule_id = "K-D2" if result.case == "tie" else "R13"
        key = f"ramsch.{rule_id}.{result.case}"
    why = speaker.say(key, losers=names,
                      winner=speaker.say("player", index=result.durchmarsch or 0))
    return {
        "game": GAME, "lang": speaker.lang, "contract": contract_out(contract, speaker),
        "winner": "durchmarsch" if result.durchmarsch is not None else "ramsch",
        "rule": _ref(rule_id, why, speaker),
        "augen": {str(i): a for i, a in enumerate(result.augen)},
        "tricks": {str(i): t for i, t in enumerate(result.tricks)},
        "losers": losers, "price": result.price, "payments": payments, "tariff": tariff_out,
    }


def deck_answer() -> dict[str, Any]:
    return german_deck_answer(GAME, SCHAFKOPF_DECK,
                              lambda lang, deck: SchafkopfSpeaker(lang=lang, deck=deck), points)


def schafkopf_rule_out(rule_id: str) -> dict[str, Any]:
    return rule_out(SCHAFKOPF_RULES, rule_id, lambda lang: SchafkopfSpeaker(lang=lang))

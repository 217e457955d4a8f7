"""Jass's answers beyond the single trick: Weis, Stöck, the round's count, the target and the
Schieben (their routes: ``api.games.jass.routes``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from api.errors.messages import text
from api.errors.problems import Problem
from api.errors.rules_errors import within
from api.games.answer_parts import read_cards, rule_ref
from api.games.contract_reader import Body, ContractReader
from api.games.jass.speaker import JassSpeaker
from api.http.negotiation import language
from api.request.json_value import JsonObject
from api.words.speaker import Speaker
from rules.cards import Card
from rules.errors import Counted
from rules.game import default_name_deck
from rules.jass.catalogue import JASS_RULES
from rules.jass.contract import JassContract
from rules.jass.deck import JASS_DECK
from rules.jass.game import JASS
from rules.jass.round import (
    Choice,
    PlayedTrick,
    count_round,
    multiplier_for,
    play_round,
    plays,
    reach_target,
    schieben,
)
from rules.jass.ruleset import ScoringStep
from rules.jass.stoeck import STOECK_POINTS, announcement_timing, holds_stoeck, stoeck_cards
from rules.jass.weis import Declaration, Weis, WeisComparison, compare, read_weis, weis_of_hand

code = JASS_DECK.code


READER = ContractReader(JASS)
SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'"


def contract_out(contract: JassContract, speaker: Speaker) -> JsonObject:
    return {"type": contract.mode.value,
            "trump": contract.trump.value if contract.trump else None,
            "slug": contract.slug, "name": speaker.contract(contract)}


def _leading_team(total_0: int, total_1: int) -> str | None:
    """The side a round's count makes the winner: the team with more points, none on a tie."""
    if total_0 == total_1:
        return None
    return "team-0" if total_0 > total_1 else "team-1"


def _ref(rule_id: str, explanation: str, speaker: JassSpeaker) -> JsonObject:
    return rule_ref(JASS_RULES, rule_id, explanation, speaker)


def speaker_for(body: Body) -> JassSpeaker:
    lang = language(body.get("lang"))
    return JassSpeaker(lang=lang, deck=body.get("deck") or default_name_deck(JASS, lang))


def card_list(texts: Sequence[str], field: str, location: str = "json") -> tuple[Card, ...]:
    return read_cards(JASS_DECK, {field: texts}, location)[field]


def read_contract(value: str | Mapping[str, Any]) -> JassContract:
    return READER.read({"contract": value})


def weis_out(weis: Weis, speaker: JassSpeaker) -> JsonObject:
    return {"kind": weis.kind.value, "cards": [code(c) for c in weis.cards],
            "points": weis.points, "top": weis.top.value,
            "suit": weis.suit.value if weis.suit else None, "name": speaker.weis(weis)}


def weis_answer(hand: Sequence[Card], speaker: JassSpeaker) -> JsonObject:
    found = weis_of_hand(hand)
    listed = " ".join(speaker.say("weis.listed", weis=speaker.weis(w), points=w.points)
                      for w in found) or speaker.say("weis.none")
    return {"game": "jass", "lang": speaker.lang,
            "weis": [weis_out(w, speaker) for w in found],
            "total": sum(w.points for w in found), "rule": _ref("R6", listed, speaker)}


def read_declarations(items: Sequence[Mapping[str, Any]],
                      field: str = "declarations") -> tuple[Declaration, ...]:
    declarations = []
    for i, item in enumerate(items):
        weis = []
        for j, cards in enumerate(item["weis"]):
            read = card_list(cards, f"{field}/{i}/weis/{j}")
            weis.append(_read_weis(read, f"{field}/{i}/weis/{j}"))
        declarations.append(Declaration(item["seat"], tuple(weis)))
    return tuple(declarations)


def _read_weis(cards: tuple[Card, ...], field: str) -> Weis:
    with within(*field.split("/")):
        return read_weis(cards)


def comparison_answer(comparison: WeisComparison, speaker: JassSpeaker) -> JsonObject:
    best = comparison.best
    if comparison.winner_team is None or best is None or comparison.decided_by is None:
        explanation = speaker.say("weis_compare.none")
    else:
        explanation = speaker.say(
            f"weis_compare.{comparison.decided_by.value}",
            team=speaker.team(comparison.winner_team), weis=speaker.weis(best[1]),
            points=comparison.team_points[comparison.winner_team],
            player=speaker.player(best[0]))
    return {"game": "jass", "lang": speaker.lang, "winner_team": comparison.winner_team,
            "decided_by": comparison.decided_by.value if comparison.decided_by else None,
            "best": weis_out(best[1], speaker) if best else None,
            "best_seat": best[0] if best else None,
            "team_points": list(comparison.team_points),
            "rule": _ref("R6" if comparison.decided_by and comparison.decided_by.value not in (
                "uncontested", "points") else "J-S2", explanation, speaker)}


COMPARE_EXAMPLE: JsonObject = {
    "contract": {"type": "trump", "trump": "roses"},
    "declarations": [{"seat": 0, "weis": [["A9", "A10", "AU", "AO"]]},
                     {"seat": 1, "weis": [["R6", "R7", "R8", "R9"]]},
                     {"seat": 2, "weis": [["B6", "B7", "B8"]]}],
    "lang": "de"}


def compare_answer(body: Body) -> JsonObject:
    contract = read_contract(body["contract"])
    declarations = read_declarations(body["declarations"])
    comparison = compare(declarations, contract)
    return comparison_answer(comparison, speaker_for(body))


def stoeck_answer(contract: JassContract, hand: Sequence[Card],
                  speaker: JassSpeaker) -> JsonObject:
    pair = stoeck_cards(contract)
    if pair is None:
        case, cards = "no_trump", []
    else:
        case = "holds" if holds_stoeck(hand, contract) else "not_held"
        cards = [code(c) for c in pair]
    explanation = speaker.say(f"stoeck.{case}", contract=speaker.contract(contract),
                              cards=", ".join(speaker.card(c) for c in pair or ()))
    return {"game": "jass", "lang": speaker.lang, "holds": case == "holds", "cards": cards,
            "points": STOECK_POINTS if case == "holds" else 0,
            "rule": _ref("J-S1", explanation, speaker)}


STOECK_TIMING_EXAMPLE: JsonObject = {
    "contract": {"type": "trump", "trump": "roses"},
    "tricks": [["RK", "R6", "R7", "R8"], ["RO", "A6"]], "first_leader": 0, "seat": 0,
    "announced_after": {"trick": 1, "card": 0}, "lang": "de"}


def stoeck_timing_answer(body: Body) -> JsonObject:
    contract = read_contract(body["contract"])
    tricks = [card_list(t, f"tricks/{i}") for i, t in enumerate(body["tricks"])]
    played = plays(play_round(tricks, contract, body.get("first_leader", 0), partial=True))
    announced = body.get("announced_after")
    index = None
    if announced is not None:
        index = next((i for i, p in enumerate(played) if p.trick == announced["trick"]
                      and p.place == announced["card"]), None)
        if index is None:
            raise Problem("impossible-position", text("jass.announced-after"),
                          [{"pointer": "/announced_after",
                            "detail": text("jass.no-such-card-played")}])
    timing = announcement_timing(played, body["seat"], contract, index)
    speaker = speaker_for(body)
    explanation = speaker.say(
        f"stoeck_timing.{timing.case}", contract=speaker.contract(contract),
        player=speaker.player(body["seat"]),
        second=speaker.card(timing.second.card) if timing.second else "",
        covered=speaker.card(timing.covered_by.card) if timing.covered_by else "")
    return {"game": "jass", "lang": speaker.lang, "valid": timing.valid, "case": timing.case,
            "second": code(timing.second.card) if timing.second else None,
            "covered_by": code(timing.covered_by.card) if timing.covered_by else None,
            "rule": _ref("J-S1", explanation, speaker)}


def score_answer(body: Body,
                 judged: tuple[PlayedTrick, ...] | None = None) -> JsonObject:
    """``judged``: the body's tricks as a round walk judged them (the round check's score),
    not read nor judged again."""
    contract = read_contract(body["contract"])
    ruleset = JASS.ruleset(body.get("ruleset", JASS.default_ruleset))
    speaker = speaker_for(body)
    tricks = [t.cards for t in judged] if judged is not None else [
        card_list(t["cards"], f"tricks/{i}/cards") for i, t in enumerate(body["tricks"])]
    declarations = read_declarations(body.get("declarations", []))
    preset = body.get("multiplier_preset")
    multiplier = multiplier_for(contract, preset) if preset else body.get("multiplier", 1)
    count = count_round(
        tricks, contract, first_leader=body.get("first_leader", 0), declarations=declarations,
        stoeck_seat=body.get("stoeck_seat"), multiplier=multiplier, played=judged)
    for i, (given, played) in enumerate(zip(body["tricks"], count.tricks, strict=True)):
        if "won_by" in given and given["won_by"] != played.team:
            raise Problem("impossible-position",
                          text("jass.trick-won-by", trick=Counted(i), team=played.team,
                               card=played.cards[(played.winner - played.leader) % 4],
                               given=given["won_by"]),
                          [{"pointer": f"/tricks/{i}/won_by",
                            "detail": text("jass.not-the-winner")}])
    teams: list[JsonObject] = []
    for team, tc in enumerate(count.teams):
        total = count.total(team)
        teams.append({
            "team": team, "tricks": tc.tricks, "card_points": tc.card_points,
            "last_trick": tc.last_trick, "match": tc.match, "trick_points": tc.trick_points,
            "weis": tc.weis, "stoeck": tc.stoeck, "subtotal": tc.subtotal, "total": total,
            # A multiplier of 1 is not said: players just add the points up.
            "explanation": speaker.say(
                "round.team_multiplied" if count.multiplier != 1 else "round.team",
                team=speaker.team(team), card_points=tc.card_points,
                last_trick=tc.last_trick, match=tc.match, weis=tc.weis, stoeck=tc.stoeck,
                multiplier=count.multiplier, total=total)})
    return {
        "game": "jass", "ruleset": ruleset.id, "lang": speaker.lang,
        "contract": contract_out(contract, speaker), "multiplier": count.multiplier,
        "teams": teams,
        "tricks": [{"cards": [code(c) for c in t.cards], "leader": t.leader,
                    "winner": t.winner, "team": t.team, "points": t.points}
                   for t in count.tricks],
        "weis": comparison_answer(count.weis, speaker),
        "winning_side": _leading_team(count.total(0), count.total(1)),
        "check": {"card_points": count.card_points, "with_last_trick": count.with_last_trick,
                  "with_match": count.with_match},
        "rules": [_ref(rule_id, speaker.rule_text(rule_id), speaker)
                  for rule_id in ("J-14", "J-15", "J-S1", "J-S2", "R7")],
    }


SCORE_EXAMPLE: JsonObject = {
    "contract": {"type": "trump", "trump": "roses"},
    "tricks": [{"cards": c.split()} for c in (
        "RU R6 R7 R8", "R9 RA RK RO", "AA A6 A7 A8", "AK A9 A10 AU", "BA B6 B7 B8",
        "BK B9 B10 BU", "SA S6 S7 S8", "SK S9 S10 SU", "R10 AO BO SO")],
    "first_leader": 0,
    "declarations": [{"seat": 0, "weis": [["R9", "R10", "RU"]]}],
    "multiplier": 1, "lang": "de"}


def target_answer(body: Body) -> JsonObject:
    ruleset = JASS.ruleset(body.get("ruleset", JASS.default_ruleset))
    speaker = speaker_for(body)
    parts = {ScoringStep(step): (values[0], values[1]) for step, values in body["parts"].items()}
    before = (body["before"][0], body["before"][1])
    result = reach_target(before, body["target"], parts, ruleset)
    order = [speaker.say(f"step.{s.value}") for s in ruleset.scoring_order]
    step = speaker.say(f"step.{result.step.value}") if result.step else ""
    if result.tie:
        explanation, rule_id = speaker.say("target.tie", target=body["target"], step=step), \
            "J-D1"
    elif result.winner is None:
        explanation, rule_id = speaker.say("target.none", target=body["target"]), "J-S4"
    else:
        explanation = speaker.say("target.won_both" if result.both_reached else "target.won",
                                  team=speaker.team(result.winner), target=body["target"],
                                  step=step, order=", ".join(order))
        rule_id = "J-D1" if result.both_reached else ruleset.scoring_order_rule
    return {"game": "jass", "ruleset": ruleset.id, "lang": speaker.lang,
            "winner": result.winner,
            "winning_side": None if result.winner is None else f"team-{result.winner}",
            "step": result.step.value if result.step else None,
            "tie": result.tie, "order": [s.value for s in ruleset.scoring_order],
            "running": [{"step": s.value, "totals": [a, b]} for s, a, b in result.running],
            "rule": _ref(rule_id, explanation, speaker)}


TARGET_EXAMPLE: JsonObject = {
    "before": [985, 960], "target": 1000,
    "parts": {"weis": [0, 50], "stoeck": [20, 0], "tricks": [90, 67]}, "ruleset": "jasvel",
    "lang": "de"}


SCHIEBEN_EXAMPLE: JsonObject = {
    "dealer": 3, "choices": [{"seat": 0, "action": "push"},
                             {"seat": 2, "action": "choose", "contract": {"type": "obenabe"}}],
    "lang": "de"}


def schieben_answer(body: Body) -> JsonObject:
    choices = []
    for i, c in enumerate(body["choices"]):
        with within("choices", i):  # a bad contract is named at /choices/i/contract
            choices.append(Choice(c["seat"], c["action"] == "push",
                                  read_contract(c["contract"]) if "contract" in c else None))
    result = schieben(body["dealer"], choices)
    speaker = speaker_for(body)
    vorhand = (body["dealer"] + 1) % 4
    explanation = speaker.say(
        "schieben.pushed" if result.pushed else "schieben.chosen",
        vorhand=speaker.player(vorhand), partner=speaker.player((vorhand + 2) % 4),
        contract=speaker.contract(result.contract))
    return {"game": "jass", "lang": speaker.lang,
            "contract": contract_out(result.contract, speaker), "chooser": result.chooser,
            "pushed": result.pushed, "first_leader": result.first_leader,
            "rule": _ref("J-2", explanation, speaker)}


"""``POST /doppelkopf/score`` in both forms and ``POST /doppelkopf/vorbehalt``: every point
named with its rule and a sentence (D-31 … D-37, RD3 … RD6, RD10 … RD13)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from api.errors.messages import Text, text
from api.errors.problems import Problem, field_error
from api.errors.rules_errors import within
from api.games.answer_parts import read_cards, rule_ref
from api.games.contract_reader import ContractReader
from api.games.doppelkopf.answers import CODE, contract_out, read_tricks
from api.games.doppelkopf.speaker import DoppelkopfSpeaker
from api.games.game_api import Body
from api.request.json_value import JsonObject
from rules.doppelkopf.announcements import LEVELS, PARTIES, Call, check_call, judge_calls, other
from rules.doppelkopf.contract import DoppelkopfContract
from rules.doppelkopf.deck import DECK_AUGEN, TRICKS
from rules.doppelkopf.game import DOPPELKOPF
from rules.doppelkopf.reckoning import Parties, Reckoning, first_leader, reckon
from rules.doppelkopf.ruleset import DDV, ruleset_by_id
from rules.doppelkopf.score import REACHED, UNTER, Point, Score, Target, checks, score
from rules.doppelkopf.vorbehalt import resolve

READER = ContractReader(DOPPELKOPF)
LIMITS = {name: limit for name, limit in UNTER}
REACHED_LIMITS = {name: (limit, LEVELS[level]) for level, (name, limit) in REACHED.items()}


def _ref(rule_id: str, text: str, speaker: DoppelkopfSpeaker) -> JsonObject:
    return rule_ref(DOPPELKOPF.catalogue, rule_id, text, speaker)


def read_contract(body: Body) -> DoppelkopfContract:
    raw = body["contract"]
    plain = {k: v for k, v in raw.items() if k not in ("soloist", "hochzeiter", "pflicht")}
    with within("contract"):
        contract: DoppelkopfContract = DOPPELKOPF.contract_from_parts(plain)
    return contract.playing(ruleset_by_id(body.get("ruleset", DDV.id)))


def leader_of(body: Body, contract: DoppelkopfContract) -> int:
    """The seat that leads trick 1: ``leader``, else seat 0; in a Pflichtsolo the soloist
    (D-9), named by ``contract.soloist`` or as the lone Re seat of ``parties``."""
    seats = body["contract"]
    soloist = seats.get("soloist")
    re_seats = (body.get("parties") or {}).get("re")
    if soloist is None and re_seats is not None and len(re_seats) == 1:
        soloist = re_seats[0]
    return first_leader(contract, bool(seats.get("pflicht")), soloist, body.get("leader"))


def score_answer(body: Body, speaker: DoppelkopfSpeaker) -> JsonObject:
    contract = read_contract(body)
    if "tricks" in body:
        return _tricks_form(body, contract, speaker)
    missing = [f for f in ("augen", "tricks_won") if f not in body]
    if missing:
        raise Problem("validation-error", text("doppelkopf.score-form", field=missing[0]),
                      [field_error("json", [f], text("field.missing-short"))
                                                 for f in missing])
    return _summary_form(body, contract, speaker)


def _tricks_form(body: Body, contract: DoppelkopfContract,
                 speaker: DoppelkopfSpeaker) -> JsonObject:
    _require(body, "seat", lambda at: text("doppelkopf.tricks-form-seat", index=at))
    tricks = read_tricks(body["tricks"], "tricks")
    hands = None
    if body.get("hands") is not None:
        read = read_cards(DOPPELKOPF.deck, {f"hands/{s}": h for s, h in enumerate(body["hands"])})
        hands = [read[f"hands/{s}"] for s in range(len(body["hands"]))]
    seats = body["contract"]
    re_seats = (body.get("parties") or {}).get("re")
    result = reckon(contract, leader_of(body, contract), tricks, body.get("announcements", []),
                    hands=hands, soloist=seats.get("soloist"),
                    hochzeiter=seats.get("hochzeiter"), re_seats=re_seats)
    return _answer(contract, result.parties, result.augen, result.tricks_won, result.calls,
                   result.score, list(result.per_seat), speaker, result)


def _summary_form(body: Body, contract: DoppelkopfContract,
                  speaker: DoppelkopfSpeaker) -> JsonObject:
    augen = {p: body["augen"].get(p, 0) for p in PARTIES}
    won = {p: body["tricks_won"].get(p, 0) for p in PARTIES}
    if sum(augen.values()) != DECK_AUGEN:
        raise Problem("impossible-position",
                      text("doppelkopf.augen-sum", total=DECK_AUGEN, given=sum(augen.values())),
                      [field_error("json", ["augen"], text("doppelkopf.sum"))])
    if sum(won.values()) != TRICKS:
        raise Problem("impossible-position",
                      text("doppelkopf.tricks-won-sum", total=TRICKS, given=sum(won.values())),
                      [field_error("json", ["tricks_won"], text("doppelkopf.sum"))])
    for party in PARTIES:
        if won[party] == 0 and augen[party] > 0:
            raise Problem("impossible-position", text("doppelkopf.augen-no-trick", party=party),
                          [field_error("json", ["tricks_won", party], text("doppelkopf.no-trick"))])
    _require(body, "party", lambda at: text("doppelkopf.summary-form-party", index=at))
    hochzeit = body.get("hochzeit") or {}
    solo = contract.solo or (contract.type.value == "hochzeit"
                             and hochzeit.get("partner_found") is False)
    calls = []
    for index, item in enumerate(body.get("announcements", [])):
        check_call(item["party"], item["call"], index)
        calls.append(Call(item["party"], item["call"], None, item.get("at")))
    klaerung = hochzeit.get("klaerungsstich") if contract.type.value == "hochzeit" else None
    judged, highest = judge_calls(calls, None, klaerung)
    sonder = [Point(item["kind"], item["party"], "RD12" if item["kind"] == "fuchs_gefangen"
                    else "RD11" if item["kind"] == "karlchen" else "D-35")
              for item in body.get("sonderpunkte", [])]
    result = score(augen, won, highest, [] if solo else sonder, solo)
    parties = Parties((), (), solo)
    return _answer(contract, parties, augen, won, judged, result, None, speaker, None)


def _require(body: Body, name: str, why: Callable[[int], Text]) -> None:
    """Every announcement gives ``name``; ``why``: the message for the first that does not."""
    missing = [i for i, item in enumerate(body.get("announcements", [])) if name not in item]
    if missing:
        raise Problem("validation-error", why(missing[0]),
                      [field_error("json", ["announcements", i, name],
                                   text("field.missing-short")) for i in missing])


def _answer(contract: DoppelkopfContract, parties: Parties, augen: Mapping[str, int],
            won: Mapping[str, int], calls: Sequence[Any], result: Score,
            per_seat: list[int] | None, speaker: DoppelkopfSpeaker,
            reckoning: Reckoning | None) -> JsonObject:
    winner = result.winner
    if winner is not None:
        target = result.targets[winner]
        key = f"score.{result.rule_id}.win"
        why = speaker.say(key, party=speaker.party(winner), augen=augen[winner],
                          needs=_needs(target, speaker))
    else:
        why = speaker.say("score.D-33.none")
    per_re = result.value_re * result.multiplier if result.multiplier != 1 else result.total_re
    solo_seats = per_seat or []
    answer: JsonObject = {
        "game": DOPPELKOPF.id, "ruleset": contract.ruleset.id,
        "options": contract.ruleset.options, "lang": speaker.lang,
        "contract": contract_out(contract, speaker),
        "parties": {"re": list(parties.re), "kontra": list(parties.kontra)},
        "hochzeit": {"klaerungsstich": parties.klaerungsstich, "partner": parties.partner}
        if parties.hochzeiter is not None else None,
        "augen": dict(augen), "tricks_won": dict(won),
        "announcements": [_call_out(c, speaker) for c in calls],
        "targets": {p: {"needs": _needs(result.targets[p], speaker),
                        "augen": result.targets[p].augen, "tricks": result.targets[p].tricks,
                        "rule": result.targets[p].rule_id} for p in PARTIES},
        "winner": winner,
        "rule": _ref(result.rule_id, why, speaker),
        "breakdown": [_point_out(p, speaker) for p in result.breakdown],
        "game_value": result.game_value, "value_re": result.value_re,
        "sonderpunkte": [_point_out(p, speaker) for p in result.sonderpunkte],
        "sonderpunkte_re": result.sonderpunkte_re,
        "solo": result.multiplier != 1, "multiplier": result.multiplier,
        "per_player": {"re": per_re,
                       "kontra": -result.value_re if result.multiplier != 1
                       else -result.total_re},
        "per_seat": per_seat,
        "checks": checks(solo_seats) if solo_seats else None,
    }
    if reckoning is not None:
        answer["tricks"] = [{"number": t.number, "leader": t.leader, "winner": t.winner,
                             "cards": [CODE(c) for c in t.outcome.cards],
                             "points": t.outcome.points} for t in reckoning.tricks]
    return answer


def _needs(target: Target, speaker: DoppelkopfSpeaker) -> str:
    if target.tricks is not None:
        return speaker.say("target.all_tricks" if target.tricks > 1 else "target.one_trick")
    return speaker.say("target.augen", augen=target.augen)


def _point_out(point: Point, speaker: DoppelkopfSpeaker) -> JsonObject:
    party = speaker.party(point.party)
    name = point.id
    caller = name.split("_", 1)[0]
    rest = name.split("_", 1)[1] if "_" in name else ""
    if name in ("gegen_die_alten", "doppelkopf", "fuchs_gefangen", "karlchen"):
        # the summary form gives no tricks, so its sentence names none
        key = name if point.trick is not None or name not in ("doppelkopf", "fuchs_gefangen") \
            else f"{name}_untold"
        text = speaker.say(f"points.{point.rule_id}.{key}", party=party, trick=point.trick)
    elif name == "gewonnen":
        text = speaker.say("points.D-34.gewonnen", party=party)
    elif name in LIMITS:
        text = speaker.say("points.D-34.unter", party=party, limit=LIMITS[name],
                           loser=speaker.party(other(point.party)))
    elif name == "schwarz":
        text = speaker.say("points.D-34.schwarz", party=party,
                           loser=speaker.party(other(point.party)))
    elif rest == "angesagt":
        text = speaker.say("points.D-34.angesagt", party=party, caller=speaker.party(caller))
    elif rest in REACHED_LIMITS:
        limit, level = REACHED_LIMITS[rest]
        text = speaker.say("points.D-34.reached", party=party, caller=speaker.party(caller),
                           limit=limit, call=speaker.level(level))
    else:
        text = speaker.say("points.D-34.absage", party=party, caller=speaker.party(caller),
                           call=speaker.level(rest))
    out: JsonObject = {"id": name, "party": point.party, "points": point.points,
                           "rule": _ref(point.rule_id, text, speaker)}
    if point.trick is not None:
        out["trick"] = point.trick
    return out


def _call_out(judged: Any, speaker: DoppelkopfSpeaker) -> JsonObject:
    c = judged.call
    call_word = speaker.party(c.call) if c.call in PARTIES else speaker.level(c.call)
    key = f"call.{judged.rule_id}.{judged.case}"
    if judged.in_time is None and judged.case in ("ansage", "absage", "skipped"):
        key = f"call.{judged.rule_id}.untimed"
    text = speaker.say(key, party=speaker.party(c.party), call=call_word,
                       count=judged.cards_in_hand or 0)
    return {"index": judged.index, "seat": c.seat, "party": c.party, "call": c.call,
            "at": c.at, "counts": list(judged.counts), "cards_in_hand": judged.cards_in_hand,
            "in_time": judged.in_time, "rule": _ref(judged.rule_id, text, speaker)}


def vorbehalt_answer(body: Body, speaker: DoppelkopfSpeaker) -> JsonObject:
    with within():
        result = resolve(body["declared"])
    game = speaker.say(f"vorbehalt.{result.game}")
    player = speaker.say("player", number=result.seat + 1) if result.seat is not None else ""
    text = speaker.say(f"score.{result.rule_id}.{result.case}", player=player, game=game)
    return {"game": result.game, "seat": result.seat, "leader": result.leader,
            "lang": speaker.lang, "rule": _ref(result.rule_id, text, speaker),
            "ignored": [{"seat": seat, "declared": word, "rule": "D-7"}
                        for seat, word in result.ignored]}


SCORE_EXAMPLE: JsonObject = {
    "contract": {"type": "normal"}, "augen": {"re": 151, "kontra": 89},
    "tricks_won": {"re": 9, "kontra": 3},
    "announcements": [{"party": "re", "call": "keine_90"}],
    "sonderpunkte": [{"kind": "fuchs_gefangen", "party": "re"}], "lang": "de"}
VORBEHALT_EXAMPLE: JsonObject = {"declared": ["gesund", "hochzeit", "lustsolo", "gesund"],
                                     "lang": "en"}

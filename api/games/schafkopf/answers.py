"""Schafkopf in the API: the called Sau and the history in a position, callable aces, bids,
the contracts and the reckoning. The operations every game has come from ``api.games.routes``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, cast

from api.errors.messages import text
from api.errors.problems import Problem, field_error
from api.errors.rules_errors import within
from api.games.answer_parts import read_cards, rule_ref
from api.games.contract_reader import Body, reader_of
from api.games.schafkopf.speaker import SchafkopfSpeaker, alone
from api.request.json_value import JsonObject
from api.words.fixed_wording import Wording
from api.words.speaker import Speaker
from rules.cards import Card
from rules.schafkopf.bidding import Bid, callable_aces, contract_rank, rank_rule, winning_bid
from rules.schafkopf.contract import ContractType, SchafkopfContract
from rules.schafkopf.game import SCHAFKOPF, SchafkopfPosition
from rules.schafkopf.legality import Judgement
from rules.schafkopf.ranking import trump_order
from rules.schafkopf.ruleset import SchafkopfRuleset, Tariff
from rules.schafkopf.score import (
    Doublings,
    Line,
    payments,
    ramsch_payments,
    score_game,
    score_ramsch,
    stock_move,
)

SEARCH_EXAMPLE: JsonObject = {
    "contract": {"type": "rufspiel", "called_suit": "acorns"},
    "hand": ["AA", "A7", "HO", "LU", "B9", "L10", "HK", "B8"], "trick": ["A9"], "history": [],
    "lang": "de"}


FARBWENZ_EXAMPLE: JsonObject = {
    "contract": {"type": "farbwenz", "trump": "hearts"},
    "hand": ["LO", "LA", "HK", "B7", "AU", "B10", "A8", "HO"], "trick": ["L9"], "lang": "en"}


TRICK_EXAMPLE: JsonObject = {"contract": {"type": "farbwenz", "trump": "hearts"},
                                 "trick": ["L9", "LO", "HU", "LA"], "lang": "en"}


SCORE_EXAMPLE: JsonObject = {
    "contract": {"type": "solo", "trump": "hearts"},
    "declarer_cards": ["AO", "LO", "HO", "AU", "HA", "H10", "LA", "L10"],
    "declarer_tricks": [["AO", "H7", "B9", "A8"], ["LO", "HK", "B7", "BK"],
                        ["HO", "BO", "H9", "L7"], ["AU", "LU", "BU", "H8"],
                        ["HA", "A7", "B8", "L8"], ["H10", "HU", "AA", "A10"]],
    "opponent_tricks": [["LA", "LK", "L9", "A9"], ["L10", "BA", "B10", "AK"]],
    "tariff": {"base": {"solo": 50}, "laufende": 10, "schneider": 10, "schwarz": 10},
    "lang": "en"}


def speaker(lang: str, deck: str) -> SchafkopfSpeaker:
    return SchafkopfSpeaker(lang=lang, deck=deck or "german")


def _ref(rule_id: str, explanation: str, speaker: Speaker) -> JsonObject:
    return rule_ref(SCHAFKOPF.catalogue, rule_id, explanation, speaker)


def card_lists(lists: Mapping[str, Sequence[str]]) -> dict[str, tuple[Card, ...]]:
    return read_cards(SCHAFKOPF.deck, lists)


def read_tricks(tricks: Sequence[Sequence[str]], field: str) -> tuple[tuple[Card, ...], ...]:
    """A list of tricks: every card read, errors pointing at /field/trick/card."""
    read = card_lists({f"{field}/{i}": list(t) for i, t in enumerate(tricks)})
    return tuple(read[f"{field}/{i}"] for i in range(len(tricks)))


def position(body: Body, contract: SchafkopfContract, hand: tuple[Card, ...],
             trick: tuple[Card, ...]) -> SchafkopfPosition:
    history = body.get("history")
    return SchafkopfPosition(contract, hand, trick,
                             read_tricks(history, "history") if history is not None else None)


def contract_out(contract: SchafkopfContract, speaker: Speaker) -> JsonObject:
    called = contract.called_ace
    return {"type": contract.type.value,
            "called_suit": contract.suit.value if called and contract.suit else None,
            "trump": contract.trump_suit.value if contract.trump_suit else None,
            "tout": contract.tout, "slug": contract.slug, "name": speaker.contract(contract),
            "trumps": SCHAFKOPF.deck.codes(trump_order(contract))}


def extras(position: SchafkopfPosition, judgement: Judgement,
           said: Wording) -> JsonObject:
    """The trick number, the called Sau's state and what was assumed about it (R11)."""
    ace, state = position.contract.called_ace, judgement.called_ace
    assumed = ace is not None and state is not None and state.assumed
    speaker = cast(SchafkopfSpeaker, said.speaker)
    return {
        "trick_number": judgement.trick_number,
        "called_ace": {"card": SCHAFKOPF.deck.code(ace), "searched": state.searched,
                       "assumed": state.assumed}
        if ace is not None and state is not None else None,
        "assumptions": [{"rule": "R11", "text": speaker.assumption(ace.suit)}]
        if assumed and ace is not None else []}


def callable_aces_answer(hand: Sequence[Card], speaker: SchafkopfSpeaker) -> JsonObject:
    options = callable_aces(hand)
    return {"game": SCHAFKOPF.id, "lang": speaker.lang,
            "callable": [SCHAFKOPF.deck.code(o.ace) for o in options if o.allowed],
            "options": [{"ace": SCHAFKOPF.deck.code(o.ace), "suit": o.ace.suit.value,
                         "allowed": o.allowed,
                         "rule": _ref("K-8", speaker.say(f"call.K-8.{o.case}",
                                                         suit=speaker.suit(o.ace.suit)),
                                      speaker)} for o in options]}


def compare_answer(bids: Sequence[Mapping[str, Any]], speaker: SchafkopfSpeaker,
                   ruleset_id: str | None = None) -> JsonObject:
    """Which bid plays; the ruleset's Tout forms are bids too (a Geier-Tout, K-H9)."""
    reader = reader_of(SCHAFKOPF.under(SCHAFKOPF.ruleset(ruleset_id or
                                                          SCHAFKOPF.default_ruleset)))
    read = []
    for i, bid in enumerate(bids):
        with within("bids", i):
            read.append(Bid(bid["seat"], reader.read(bid)))
    seats = [b.seat for b in read]
    if len(set(seats)) != len(seats):
        raise Problem("validation-error", text("schafkopf.bids-once"), [
            field_error("json", ["bids", seats.index(s, seats.index(s) + 1), "seat"],
                        text("schafkopf.bids-twice")) for s in set(seats) if seats.count(s) > 1])
    winner, reason = winning_bid(read)

    def out(bid: Bid) -> JsonObject:
        return {"seat": bid.seat, "contract": contract_out(bid.contract, speaker),
                "rank": contract_rank(bid.contract)}

    explanation = (speaker.say("bid.rank", contract=speaker.contract(winner.contract))
                   if reason == "rank" else
                   speaker.say("bid.seat", player=speaker.say("player", number=winner.seat + 1)))
    return {"game": SCHAFKOPF.id, "lang": speaker.lang, "winner": out(winner), "reason": reason,
            "rule": _ref(rank_rule(winner.contract), explanation, speaker),
            "bids": [out(b) for b in sorted(read, key=lambda b: (-contract_rank(b.contract),
                                                               b.seat))]}


def contracts_answer() -> JsonObject:
    """Every contract type (and its Tout), lowest rank first."""
    kinds = {(c.type, c.tout): c for c in reversed(SCHAFKOPF.contracts)}
    ordered = sorted(reversed(kinds.values()), key=contract_rank)
    return {"game": SCHAFKOPF.id, "contracts": [
        {"type": c.type.value, "tout": c.tout, "rank": contract_rank(c),
         "trump_count": len(trump_order(c)), "rule": rank_rule(c),
         "solo": c.shape.solo} for c in ordered]}


def _tariff(value: Mapping[str, Any] | None, ruleset: SchafkopfRuleset) -> Tariff:
    """The request's prices over the ruleset's tariff."""
    default = ruleset.tariff
    if not value:
        return default
    return Tariff({**default.base, **value.get("base", {})},
                  value.get("laufende", default.laufende),
                  value.get("schneider", default.schneider),
                  value.get("schwarz", default.schwarz))


class Reckoning:
    """What a request says about the reckoning beyond the cards: ruleset, tariff, the
    doublings before play and the Kontras (with their seats), and the Stock."""

    def __init__(self, body: Body) -> None:
        self.ruleset = SCHAFKOPF.ruleset(body.get("ruleset", SCHAFKOPF.default_ruleset))
        self.tariff = _tariff(body.get("tariff"), self.ruleset)
        kontras = body.get("kontras")
        if kontras is not None and (body.get("stoss") or body.get("retour")):
            raise Problem("validation-error", text("schafkopf.kontras-twice"),
                          [field_error("json", ["kontras"], text("schafkopf.stoss-given-too"))])
        self.flags = (bool(body.get("stoss", False)), bool(body.get("retour", False)))
        self.doublings: Doublings | None = None
        if kontras is not None or body.get("doublings"):
            self.doublings = Doublings(tuple(body.get("doublings") or ()),
                                       tuple(kontras) if kontras is not None
                                       else Doublings.from_flags(*self.flags).kontras)
        self.stock: int | None = body.get("stock")


def score_answer(body: Body, speaker: SchafkopfSpeaker) -> JsonObject:
    reckoning = Reckoning(body)
    contract = reader_of(SCHAFKOPF.under(reckoning.ruleset)).read(body)
    if contract.type is ContractType.RAMSCH:
        if "players" not in body:
            raise Problem("validation-error", text("schafkopf.ramsch-reckoned"),
                          [field_error("json", ["players"], text("field.missing-short"))])
        tricks = [read_tricks(p["tricks"], f"players/{i}/tricks")
                  for i, p in enumerate(body["players"])]
        hands = [card_lists({f"players/{i}/hand": p["hand"]})[f"players/{i}/hand"]
                 if "hand" in p else None for i, p in enumerate(body["players"])]
        return ramsch_answer(contract, tricks, reckoning, speaker, hands)
    missing = [f for f in ("declarer_cards", "declarer_tricks", "opponent_tricks")
               if f not in body]
    if missing:
        raise Problem(
            "validation-error",
            text("schafkopf.needed-to-reckon", field=missing[0], contract=contract.type.value),
            [field_error("json", [f], text("field.missing-short"))
                                                 for f in missing])
    declarer_cards = card_lists({"declarer_cards": body["declarer_cards"]})["declarer_cards"]
    declarer_tricks = read_tricks(body["declarer_tricks"], "declarer_tricks")
    opponent_tricks = read_tricks(body["opponent_tricks"], "opponent_tricks")
    return reckoning_answer(contract, declarer_cards, declarer_tricks, opponent_tricks,
                            reckoning, speaker)


def _lines(lines: Sequence[Line], contract: SchafkopfContract, party: str, tariff: Tariff,
           speaker: SchafkopfSpeaker) -> list[JsonObject]:
    """The breakdown; a line with a seat (who doubled, who is Jungfrau) names it."""
    found = []
    for line in lines:
        out: JsonObject = {"item": line.item, "rule": line.rule_id, "amount": line.amount,
                               "factor": line.factor, "count": line.count}
        if line.seat is not None or line.item in ("doubling", "kontra", "jungfrau"):
            out["seat"] = line.seat
        out["explanation"] = speaker.line(line, contract, party, tariff.laufende)
        found.append(out)
    return found


def reckoning_answer(contract: SchafkopfContract, declarer_cards: Sequence[Card],
                     declarer_tricks: Sequence[Sequence[Card]],
                     opponent_tricks: Sequence[Sequence[Card]], reckoning: Reckoning,
                     speaker: SchafkopfSpeaker) -> JsonObject:
    """The reckoning of a game from its cards: as /score gives it, and a round check's."""
    tariff, ruleset = reckoning.tariff, reckoning.ruleset
    result = score_game(contract, declarer_cards, declarer_tricks, opponent_tricks, tariff,
                        *reckoning.flags, ruleset=ruleset, doublings=reckoning.doublings)
    outcome = "declarers_win" if result.declarers_win else "opponents_win"
    key = f"score.{result.rule_id}.{outcome}"
    if result.rule_id == "K-19" and result.declarers_win and contract.hand_size != 8:
        key += ".short"  # "all six tricks"
    # A lone declarer is „der Spieler", not a party; a side without a trick is schwarz.
    lost = not result.declarers_win
    suffix = (".alone" if alone(contract) else "") + (
        ".schwarz" if result.tricks[0] == 0 and lost
        else ".no_augen" if result.augen[0] == 0 and lost else "")
    if suffix and key + suffix in speaker.words.templates:
        key += suffix
    why = speaker.say(key, augen=result.augen[0], opponent_tricks=result.tricks[1])
    per_declarer, per_opponent = payments(result, contract)
    extra: JsonObject = {}
    if ruleset is not SCHAFKOPF.ruleset(SCHAFKOPF.default_ruleset):
        extra["ruleset"] = ruleset.id
    if reckoning.stock is not None:
        move = stock_move(ruleset, contract, result.declarers_win, reckoning.stock)
        per_declarer += move.per_declarer
        key = ("stock.none" if not move.per_declarer else
               "stock.out" if move.per_declarer > 0 else "stock.in")
        extra["stock"] = {"pot": move.pot, "per_declarer": move.per_declarer,
                          "pot_after": move.pot_after,
                          "rule": _ref("K-H7", speaker.say(key, share=abs(move.per_declarer),
                                                           pot=move.pot_after), speaker)}
    return {
        "game": SCHAFKOPF.id, "lang": speaker.lang, "contract": contract_out(contract, speaker),
        "winner": "declarers" if result.declarers_win else "opponents",
        "winning_side": "declarers" if result.declarers_win else "opponents",
        "rule": _ref(result.rule_id, why, speaker),
        "augen": {"declarers": result.augen[0], "opponents": result.augen[1]},
        "tricks": {"declarers": result.tricks[0], "opponents": result.tricks[1]},
        "schneider": result.schneider, "schwarz": result.schwarz,
        "laufende": {"count": result.laufende, "party": result.laufende_party,
                     "paid": result.laufende_paid},
        "breakdown": _lines(result.lines, contract, result.laufende_party, tariff, speaker),
        "price": result.price,
        "per_player": {"declarer": per_declarer, "opponent": per_opponent},
        "tariff": _tariff_out(tariff), **extra,
    }


def _tariff_out(tariff: Tariff) -> JsonObject:
    return {"base": tariff.base, "laufende": tariff.laufende, "schneider": tariff.schneider,
            "schwarz": tariff.schwarz}


def ramsch_answer(contract: SchafkopfContract, tricks: Sequence[Sequence[Sequence[Card]]],
                  reckoning: Reckoning, speaker: SchafkopfSpeaker,
                  hands: Sequence[Sequence[Card] | None] | None = None) -> JsonObject:
    """A Ramsch per player (R13 or the ruleset's order) from each player's tricks."""
    tariff = reckoning.tariff
    tariff_out = _tariff_out(tariff)
    result = score_ramsch(tricks, tariff, ruleset=reckoning.ruleset, hands=hands,
                          doublings=reckoning.doublings or Doublings())
    losers = list(result.losers)
    names = ", ".join(speaker.say("player", number=i + 1) for i in losers)
    rule_id = result.rule_id
    key = f"ramsch.{rule_id}.{result.case}"
    why = speaker.say(key, losers=names,
                      winner=speaker.say("player", number=(result.durchmarsch or 0) + 1))
    return {
        "game": SCHAFKOPF.id, "lang": speaker.lang, "contract": contract_out(contract, speaker),
        "winner": "durchmarsch" if result.durchmarsch is not None else "ramsch",
        "winning_side": None if result.durchmarsch is None else f"player-{result.durchmarsch}",
        "rule": _ref(rule_id, why, speaker),
        "augen": {str(i): a for i, a in enumerate(result.augen)},
        "tricks": {str(i): t for i, t in enumerate(result.tricks)},
        "losers": losers, "price": result.price, "payments": list(ramsch_payments(result)),
        "tariff": tariff_out, "jungfrauen": list(result.jungfrauen),
        "breakdown": _lines(result.lines, contract, "declarers", tariff, speaker),
        **({} if reckoning.ruleset is SCHAFKOPF.ruleset(SCHAFKOPF.default_ruleset)
           else {"ruleset": reckoning.ruleset.id}),
    }


COMPARE_EXAMPLE: dict[str, Any] = {"bids": [
    {"seat": 0, "contract": {"type": "rufspiel", "called_suit": "bells"}},
    {"seat": 1, "contract": {"type": "farbwenz", "trump": "hearts"}},
    {"seat": 3, "contract": {"type": "farbwenz", "trump": "acorns"}}], "lang": "de"}


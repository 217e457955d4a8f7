"""Skat in the API: how a position is read, the contract shown with its announcements, the
deck in both decks, the bids and the score of a game (counts or tricks form, RS11)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from api.errors.messages import text
from api.errors.problems import Problem, field_error
from api.games.answer_parts import read_cards, rule_ref
from api.games.contract_reader import Body, ContractReader
from api.games.skat.speaker import SkatSpeaker
from api.http.negotiation import LANGUAGES
from api.request.json_value import JsonObject
from api.words.fixed_wording import Wording
from api.words.speaker import Speaker
from rules.cards import Card
from rules.errors import PositionError
from rules.skat.bids import GAMES_BY_BID
from rules.skat.contract import ContractType, SkatContract
from rules.skat.deck import API_RANK, GERMAN_SUIT, augen
from rules.skat.game import SKAT, SkatPosition
from rules.skat.legality import Judgement
from rules.skat.ranking import trump_order
from rules.skat.score import TOTAL_AUGEN, Score, counts_from_tricks, score_game

READER = ContractReader(SKAT)

LEGAL_EXAMPLE: JsonObject = {"contract": {"type": "suit", "trump": "clubs"},
                                 "hand": ["DJ", "H7", "HA", "S8"], "trick": ["HJ"],
                                 "lang": "de"}
NULL_EXAMPLE: JsonObject = {"contract": {"type": "null"}, "hand": ["CJ", "C7", "H8"],
                                "trick": ["CA"], "lang": "en"}
TRICK_EXAMPLE: JsonObject = {"contract": {"type": "suit", "trump": "clubs"},
                                 "trick": ["HA", "HJ", "H10"], "lang": "en"}
SCORE_EXAMPLE: JsonObject = {
    "contract": {"type": "suit", "trump": "clubs", "hand": True, "schneider": True},
    "bid": 60, "declarer_cards": ["CJ", "CA", "C10", "C9", "C8", "HA", "H10", "SA", "S10", "D7"],
    "skat": ["HJ", "D8"], "declarer_points": 95, "declarer_trick_count": 9, "table_size": 3,
    "lang": "de"}


def speaker(lang: str, deck: str) -> SkatSpeaker:
    return SkatSpeaker(lang=lang, deck="german" if deck == "german" else "native")


def position(_body: Body, contract: SkatContract, hand: tuple[Card, ...],
             trick: tuple[Card, ...]) -> SkatPosition:
    return SkatPosition(contract, hand, trick)


def contract_out(contract: SkatContract, speaker: Speaker) -> JsonObject:
    code = SKAT.deck.code
    return {"type": contract.type.value,
            "trump": contract.trump.value if contract.trump else None,
            "hand": contract.hand, "schneider": contract.schneider, "schwarz": contract.schwarz,
            "ouvert": contract.ouvert, "implied": list(contract.implied),
            "slug": contract.slug, "name": speaker.contract(contract),
            "trumps": [code(c) for c in trump_order(contract.plain)]}


def points_decide(contract: SkatContract) -> bool:
    """The card points decide every game but Null, which the tricks decide (RS8)."""
    return contract.type is not ContractType.NULL


def extras(_position: SkatPosition, judgement: Judgement, _said: Wording) -> JsonObject:
    return {"trick_number": judgement.trick_number}


def deck_answer() -> JsonObject:
    """The 32 cards with their Augen and names in both decks (RS13)."""
    deck = SKAT.deck

    def names(card: Card, which: str) -> dict[str, str]:
        return {lang: speaker(lang, which).card_name(card) for lang in LANGUAGES}

    def suit_names(card: Card, which: str) -> dict[str, str]:
        return {lang: speaker(lang, which).suit(card.suit) for lang in LANGUAGES}

    cards: list[JsonObject]
    cards = [{"code": deck.code(c), "suit": c.suit.value, "rank": API_RANK[c.rank],
              "names": names(c, "french"), "augen": augen(c), "points": {"all": augen(c)},
              "french": {"suit": c.suit.value, "rank": API_RANK[c.rank],
                         "names": names(c, "french")},
              "german": {"suit": GERMAN_SUIT[c.suit], "rank": API_RANK[c.rank],
                         "names": names(c, "german")}} for c in deck.cards]
    suits: list[JsonObject] = [{"id": s.value, "letter": deck.suit_letters[s], "french": s.value,
              "german": GERMAN_SUIT[s],
              "names": suit_names(next(c for c in deck.cards if c.suit is s), "french"),
              "french_names": suit_names(next(c for c in deck.cards if c.suit is s), "french"),
              "german_names": suit_names(next(c for c in deck.cards if c.suit is s), "german")}
             for s in deck.suits]
    return {"game": SKAT.id, "size": len(deck), "copies": deck.copies, "suits": suits,
            "ranks": [API_RANK[r] for r in deck.ranks], "cards": cards}


def bids_answer() -> JsonObject:
    """The 63 Reizwerte (S-6), each with the games that have that value."""
    def game(g: Any) -> JsonObject:
        if g.type == ContractType.NULL.value:
            return {"type": "null", "hand": g.hand, "ouvert": g.ouvert}
        found: JsonObject = {"type": g.type}
        if g.trump is not None:
            found["trump"] = g.trump.value
        found["multiplier"] = g.multiplier
        return found

    return {"game": SKAT.id, "ruleset": SKAT.default_ruleset, "rule": "S-6",
            "bids": [{"bid": bid, "games": [game(g) for g in games]}
                     for bid, games in GAMES_BY_BID.items()]}


def _cards(lists: Mapping[str, Sequence[str]]) -> dict[str, tuple[Card, ...]]:
    return read_cards(SKAT.deck, lists)


def _tricks(tricks: Sequence[Sequence[str]], field: str) -> list[tuple[Card, ...]]:
    read = _cards({f"{field}/{i}": list(t) for i, t in enumerate(tricks)})
    return [read[f"{field}/{i}"] for i in range(len(tricks))]


def score_answer(body: Body, speaker: SkatSpeaker) -> JsonObject:
    """``POST /skat/score``: the counts form or the tricks form, exactly one (RS11)."""
    contract = READER.read(body)
    counts = [f for f in ("declarer_points", "declarer_trick_count") if f in body]
    tricks = [f for f in ("declarer_tricks", "opponent_tricks") if f in body]
    if (counts and tricks) or (len(counts) != 2 and len(tricks) != 2):
        fields = counts + tricks if counts and tricks else \
            [f for f in ("declarer_points", "declarer_trick_count") if f not in body]
        raise Problem("validation-error", text("skat.outcome-form"),
                      [field_error("json", [f], text("skat.one-outcome-form")) for f in fields])
    listed = _cards({name: body[name] for name in ("declarer_cards", "skat") if name in body})
    declarer_cards, skat = listed.get("declarer_cards"), listed.get("skat")
    if tricks:
        mine = _tricks(body["declarer_tricks"], "declarer_tricks")
        theirs = _tricks(body["opponent_tricks"], "opponent_tricks")
        if len(mine) + len(theirs) != 10:
            raise Problem("impossible-position", text("skat.finished-tricks"), [field_error(
                "json", ["opponent_tricks"],
                text("skat.tricks-sum", declarer=len(mine), opponents=len(theirs)))])
        _check_tricks(mine, theirs, declarer_cards, skat)
        points, count = counts_from_tricks(mine, skat)
    else:
        points, count = body["declarer_points"], body["declarer_trick_count"]
    result = score_game(contract, body["bid"], declarer_cards, skat, points, count,
                        body.get("table_size", 3))
    return score_out(result, speaker)


def _check_tricks(mine: Sequence[tuple[Card, ...]], theirs: Sequence[tuple[Card, ...]],
                  declarer_cards: Sequence[Card] | None, skat: Sequence[Card] | None) -> None:
    seen: dict[Card, str] = {c: "skat" for c in skat or ()}
    for field, tricks in (("declarer_tricks", mine), ("opponent_tricks", theirs)):
        for number, trick in enumerate(tricks):
            for card in trick:
                if card in seen:
                    raise PositionError("skat.card-twice", field=f"{field}/{number}", card=card,
                                        first=seen[card], list=field, trick=number)
                seen[card] = f"{field}/{number}"
    if declarer_cards is not None and skat is not None and len(seen) != 32:
        raise PositionError("skat.not-whole-deck", field="opponent_tricks")


def score_out(result: Score, speaker: SkatSpeaker) -> JsonObject:
    contract = result.contract
    run = result.spitzen
    name = speaker.contract(contract)
    base_name = (speaker.suit(contract.trump) if contract.trump is not None
                 else speaker.say("contract.grand"))
    why = speaker.say(f"score.{result.rule_id}.{result.case}", points=result.declarer_points,
                      opponent_points=TOTAL_AUGEN - result.declarer_points, value=result.game_value,
                      bid=result.bid, scored=result.scored_value, base=result.base_value or 0)
    factors: list[JsonObject] = [{"id": f.id, "value": f.times,
                "label": speaker.factor_label(f, run.with_ if run else True), "rule": f.rule}
               for f in result.factors]
    breakdown = _breakdown(result, speaker, base_name)
    return {
        "game": SKAT.id, "ruleset": SKAT.default_ruleset, "lang": speaker.lang,
        "contract": contract_out(contract, speaker),
        "won": result.won, "winner": "declarer" if result.won else "opponents",
        "winning_side": "declarer" if result.won else "opponents",
        "augen": {"declarer": result.declarer_points,
                  "opponents": TOTAL_AUGEN - result.declarer_points, "skat": result.skat_points},
        "tricks": {"declarer": result.declarer_tricks,
                   "opponents": 10 - result.declarer_tricks},
        "schneider": result.schneider, "schwarz": result.schwarz,
        "spitzen": None if run is None else {
            "with": run.with_, "count": run.number,
            "cards": [SKAT.deck.code(c) for c in run.cards]},
        "base_value": result.base_value, "factors": factors, "multiplier": result.multiplier,
        "game_value": result.game_value, "bid": result.bid, "overbid": result.overbid,
        "scored_value": result.scored_value, "declarer_score": result.declarer_score,
        "seeger_fabian": {"table_size": result.table_size,
                          "declarer": result.seeger_fabian_declarer,
                          "others_each": result.seeger_fabian_others_each},
        "reckoning": (speaker.reckoning(result.factors, run.with_, base_name,
                                        result.base_value or 0, result.game_value)
                      if run is not None else
                      speaker.say("reckoning.null", contract=name, value=result.game_value)),
        "rule": rule_ref(SKAT.catalogue, result.rule_id, why, speaker),
        "breakdown": breakdown,
    }


def _breakdown(result: Score, speaker: SkatSpeaker, base_name: str) -> list[JsonObject]:
    lines: list[JsonObject] = []

    def line(item: str, rule: str, amount: int, key: str, **words: object) -> None:
        lines.append({"item": item, "rule": rule, "amount": amount,
                      "explanation": speaker.say(key, amount=amount, **words)})

    run = result.spitzen
    if result.base_value is None:
        line("null_value", "S-26", result.game_value, "line.null_value")
    else:
        line("base_value", "S-19", result.base_value, "line.base_value", name=base_name)
        for f in result.factors:
            label = speaker.factor_label(f, run.with_ if run else True)
            line(f.id, f.rule, f.times, "line.spitzen" if f.id == "spitzen" else "line.factor",
                 label=label)
        line("game_value", "S-20", result.game_value, "line.game_value")
    if result.overbid:
        line("overbid", "S-27", result.scored_value, "line.overbid")
    if result.won:
        line("declarer_score", "S-28", result.declarer_score, "line.won")
    else:
        line("declarer_score", "S-28", result.declarer_score, "line.lost")
    line("seeger_fabian", "S-30", result.seeger_fabian_declarer, "line.seeger_fabian",
         others=result.seeger_fabian_others_each)
    return lines

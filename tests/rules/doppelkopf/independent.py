"""An independent Doppelkopf oracle, written from RULES-doppelkopf.md alone, for the differential
tests.

Its author had not read ``rules/doppelkopf`` when writing it; it shares no code with the engine
and speaks only the API's card codes (``CQ``, ``H10``) and request bodies, so that a mistake in
one is not repeated in the other. Standard library only.
"""

from __future__ import annotations

from typing import Any

SUIT_IDS = {
    "clubs": "C", "acorns": "C", "spades": "S", "leaves": "S",
    "hearts": "H", "diamonds": "D", "bells": "D",
}
AUGEN = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0}  # D-2
QUEENS = ["CQ", "SQ", "HQ", "DQ"]
JACKS = ["CJ", "SJ", "HJ", "DJ"]
LEVELS = ("ansage", "keine_90", "keine_60", "keine_30", "schwarz")  # an Absage implies the lower
OTHER = {"re": "kontra", "kontra": "re"}
WORTH = {"angesagt": 2}  # D-34 (b): "Es wurde „Re“ angesagt 2 Punkte zusätzlich"; else 1


class Refused(Exception):  # the API's refusal, named after it
    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def augen(card: str) -> int:
    return AUGEN[card[1:]]


def trumps(contract: dict[str, Any]) -> list[str]:
    """The trumps, strongest first (D-13 … D-17)."""
    kind = contract["type"]
    if kind == "damensolo":
        return list(QUEENS)
    if kind == "bubensolo":
        return list(JACKS)
    if kind == "fleischlos":
        return []
    suit = SUIT_IDS[contract["trump"]] if kind == "farbsolo" else "D"
    tail = [suit + r for r in ("A", "10", "K", "9") if suit + r != "H10"]
    return ["H10", *QUEENS, *JACKS, *tail]


def fehl_order(contract: dict[str, Any]) -> list[str]:
    kind = contract["type"]
    if kind == "damensolo":
        return ["A", "10", "K", "J", "9"]
    if kind == "bubensolo":
        return ["A", "10", "K", "Q", "9"]
    if kind == "fleischlos":
        return ["A", "10", "K", "Q", "J", "9"]
    return ["A", "10", "K", "9"]


def _group(card: str, trump_set: list[str]) -> str:
    return "T" if card in trump_set else card[0]


def legal(contract: dict[str, Any], hand: list[str], trick: list[str]) -> list[bool]:
    if not trick:
        return [True] * len(hand)  # D-18
    trump_set = trumps(contract)
    led = _group(trick[0], trump_set)
    follows = [_group(c, trump_set) == led for c in hand]
    return follows if any(follows) else [True] * len(hand)  # D-19, D-20


def trick_winner(
    contract: dict[str, Any], ruleset: str, trick: list[str], trick_number: int
) -> int:
    trump_set = trumps(contract)
    order = fehl_order(contract)
    led = _group(trick[0], trump_set)

    def power(card: str) -> int:
        if card in trump_set:
            return 100 - trump_set.index(card)
        if card[0] == led:
            return 50 - order.index(card[1:])
        return 0

    # D-V1, RD2: the second Herz 10 beats the first only in the house rulesets, and only
    # where the Herz 10 is a trump
    second_dulle = "H10" in trump_set and (
        ruleset == "dulle-immer" or (ruleset == "dulle" and trick_number != 12)
    )
    best = 0
    for i in range(1, len(trick)):
        beats = power(trick[i]) > power(trick[best])
        if beats or (second_dulle and trick[i] == trick[best] == "H10"):
            best = i
    return best  # D-21, D-22: of two equal cards the first wins


def _parties(body: dict[str, Any], winners: list[int]) -> tuple[list[int], bool, bool]:
    """(Re seats, scored as a solo, Sonderpunkte exist)."""
    contract = body["contract"]
    kind = contract["type"]
    hands = body.get("hands")
    if kind in ("farbsolo", "damensolo", "bubensolo", "fleischlos"):
        return [contract["soloist"]], True, False  # D-5, D-36
    if kind in ("hochzeit", "stille_hochzeit"):
        if "hochzeiter" in contract:
            bride = contract["hochzeiter"]
        else:
            assert hands is not None
            bride = next(s for s, h in enumerate(hands) if h.count("CQ") == 2)
        if kind == "stille_hochzeit":
            return [bride], True, False  # D-12, RD6
        partner = next((w for w in winners[:3] if w != bride), None)  # D-11
        if partner is None:
            return [bride], True, False  # RD6
        return sorted([bride, partner]), False, True
    if "parties" in body:
        return sorted(body["parties"]["re"]), False, True
    assert hands is not None
    return sorted(s for s, h in enumerate(hands) if "CQ" in h), False, True  # D-4


def score(body: dict[str, Any]) -> dict[str, Any]:
    contract = body["contract"]
    ruleset = body.get("ruleset", "ddv")
    leader = body.get("leader", 0)
    tricks = body["tricks"]
    seats_of, winners = [], []
    for number, trick in enumerate(tricks, start=1):
        seats = [(leader + i) % 4 for i in range(4)]
        leader = seats[trick_winner(contract, ruleset, trick, number)]
        seats_of.append(seats)
        winners.append(leader)
    re, solo, sonder = _parties(body, winners)
    party = {s: ("re" if s in re else "kontra") for s in range(4)}
    eyes = {"re": 0, "kontra": 0}
    won_tricks = {"re": 0, "kontra": 0}
    for trick, winner in zip(tricks, winners, strict=True):
        eyes[party[winner]] += sum(augen(c) for c in trick)
        won_tricks[party[winner]] += 1

    level: dict[str, int] = {}  # the highest call of each party (RD5)
    for call in body.get("announcements", []):
        side = party[call["seat"]]
        rank = 0 if call["call"] in ("re", "kontra") else LEVELS.index(call["call"])
        level[side] = max(level.get(side, -1), rank)

    def wins(side: str) -> bool:
        mine, theirs = level.get(side, -1), level.get(OTHER[side], -1)
        own, tricks_own = eyes[side], won_tricks[side]
        if mine >= 1:  # D-32: its own Absage
            return tricks_own == 12 if mine == 4 else own >= (151, 181, 211)[mine - 1]
        if theirs >= 1:  # D-32: against the opponents' Absage
            return tricks_own >= 1 if theirs == 4 else own >= (90, 60, 30)[theirs - 1]
        only_kontra = "kontra" in level and "re" not in level
        if side == "re":
            return own >= (120 if only_kontra else 121)  # D-31
        return own >= (121 if only_kontra else 120)

    winner = "re" if wins("re") else "kontra" if wins("kontra") else None
    points: list[tuple[str, str]] = []

    def under(loser: str, to: str) -> None:
        for limit in (90, 60, 30):
            if eyes[loser] < limit:
                points.append((f"unter_{limit}", to))
        if won_tricks[loser] == 0:
            points.append(("schwarz", to))

    def reached(side: str, to: str) -> None:
        against = level.get(OTHER[side], -1)
        pairs = ((1, 120, "120_gegen_keine_90"), (2, 90, "90_gegen_keine_60"),
                 (3, 60, "60_gegen_keine_30"), (4, 30, "30_gegen_schwarz"))
        for needed_level, eyes_needed, name in pairs:
            if against >= needed_level and eyes[side] >= eyes_needed:
                points.append((f"{side}_{name}", to))

    if winner is not None:
        loser = OTHER[winner]
        points.append(("gewonnen", winner))
        under(loser, winner)
        for side in ("re", "kontra"):
            if side in level:
                points.append((f"{side}_angesagt", winner))
                points.extend((f"{side}_{LEVELS[k]}", winner) for k in range(1, level[side] + 1))
            reached(side, winner)
        worth = sum(WORTH.get(name.split("_", 1)[-1], 1) for name, _ in points)
        value_re = worth * (1 if winner == "re" else -1)
        game_value: int | None = worth
    else:  # RD4
        for side in ("re", "kontra"):
            under(OTHER[side], side)
            reached(side, side)
        value_re = sum(1 if p == "re" else -1 for _, p in points)
        game_value = None

    bonus: list[tuple[str, str]] = []
    if sonder:  # D-35, RD11, RD12
        if winner == "kontra":
            bonus.append(("gegen_die_alten", "kontra"))
        for number, (trick, seats, w) in enumerate(
            zip(tricks, seats_of, winners, strict=True), start=1
        ):
            taker = party[w]
            if sum(augen(c) for c in trick) >= 40:
                bonus.append(("doppelkopf", taker))
            for card, seat in zip(trick, seats, strict=True):
                if card == "DA" and party[seat] != taker:
                    bonus.append(("fuchs_gefangen", taker))
            if number == 12 and trick[seats.index(w)] == "CJ":
                bonus.append(("karlchen", taker))
    bonus_re = sum(1 if p == "re" else -1 for _, p in bonus)
    total_re = value_re + bonus_re
    if solo:
        per_seat = [3 * total_re if s in re else -total_re for s in range(4)]
    else:
        per_seat = [total_re if s in re else -total_re for s in range(4)]
    return {
        "parties": {"re": re, "kontra": [s for s in range(4) if s not in re]},
        "augen": eyes, "tricks_won": won_tricks, "winner": winner,
        "game_value": game_value, "value_re": value_re,
        "points": sorted(points), "sonderpunkte": sorted(bonus), "sonderpunkte_re": bonus_re,
        "multiplier": 3 if solo else 1, "per_seat": per_seat,
    }

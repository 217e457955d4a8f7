"""An independent Skat oracle, written from RULES-skat.md alone, for the differential tests.

Its author had not read ``rules/skat`` when writing it; it shares no code with the engine and
speaks only the API's card codes (``CJ``, ``H10``) and contract objects, so that a mistake in
one is not repeated in the other. Standard library only.
"""

from __future__ import annotations

from typing import Any

SUITS = ("C", "S", "H", "D")  # Kreuz, Pik, Herz, Karo: the order of the Jacks (S-8)
SUIT_IDS = {
    "clubs": "C", "acorns": "C", "spades": "S", "leaves": "S",
    "hearts": "H", "diamonds": "D", "bells": "D",
}
BASE = {"D": 9, "H": 10, "S": 11, "C": 12}  # S-19
GRAND_BASE = 24
AUGEN = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}  # S-2
PLAIN_ORDER = ("A", "10", "K", "Q", "9", "8", "7")  # S-8, S-9: strongest first, Jacks apart
NULL_ORDER = ("A", "K", "Q", "J", "10", "9", "8", "7")  # S-10
JACKS = tuple(s + "J" for s in SUITS)
NULL_VALUES = {(False, False): 23, (True, False): 35, (False, True): 46, (True, True): 59}
VALID_BIDS = frozenset(
    [b * m for b in (9, 10, 11, 12) for m in range(2, 19)]
    + [24 * m for m in range(2, 12)]
    + [23, 35, 46, 59]
)


class Refused(Exception):  # the API's refusal, named after it
    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def _split(card: str) -> tuple[str, str]:
    return card[0], card[1:]


def augen(card: str) -> int:
    return AUGEN[_split(card)[1]]


def _kind(contract: dict[str, Any]) -> tuple[str, str | None]:
    kind = contract["type"]
    trump = SUIT_IDS[contract["trump"]] if kind == "suit" else None
    return kind, trump


def _is_trump(card: str, kind: str, trump: str | None) -> bool:
    suit, rank = _split(card)
    if kind == "null":
        return False
    return rank == "J" or (kind == "suit" and suit == trump)


def _belongs_to(card: str, kind: str, trump: str | None) -> str:
    """The 'suit' a card follows as: 'T' for trump, else its printed suit (S-14)."""
    return "T" if _is_trump(card, kind, trump) else card[0]


def legal(contract: dict[str, Any], hand: list[str], trick: list[str]) -> list[bool]:
    if not trick:
        return [True] * len(hand)  # S-12
    kind, trump = _kind(contract)
    led = _belongs_to(trick[0], kind, trump)
    follows = [_belongs_to(c, kind, trump) == led for c in hand]
    if any(follows):
        return follows  # S-13
    return [True] * len(hand)  # S-15


def _strength(card: str, kind: str, trump: str | None, led: str) -> int:
    """Higher wins; 0 for a card that cannot win (neither trump nor the led suit)."""
    suit, rank = _split(card)
    if kind == "null":
        return 0 if suit != led else 100 - NULL_ORDER.index(rank)
    if rank == "J":
        return 300 - SUITS.index(suit)
    if kind == "suit" and suit == trump:
        return 200 - PLAIN_ORDER.index(rank)
    if suit == led:
        return 100 - PLAIN_ORDER.index(rank)
    return 0


def trick_winner(contract: dict[str, Any], trick: list[str]) -> int:
    kind, trump = _kind(contract)
    led = _belongs_to(trick[0], kind, trump)
    led_suit = trick[0][0] if led != "T" else "-"
    powers = [_strength(c, kind, trump, led_suit) for c in trick]
    return max(range(len(trick)), key=lambda i: (powers[i], -i))


def play(contract: dict[str, Any], plays: list[str], leader: int = 0) -> list[int]:
    winners = []
    for start in range(0, len(plays) - len(plays) % 3, 3):
        trick = plays[start:start + 3]
        leader = (leader + trick_winner(contract, trick)) % 3
        winners.append(leader)
    return winners


def _trump_order(kind: str, trump: str | None) -> list[str]:
    order = list(JACKS)
    if kind == "suit":
        assert trump is not None
        order += [trump + r for r in PLAIN_ORDER]
    return order


def spitzen(kind: str, trump: str | None, twelve: list[str]) -> tuple[bool, int]:
    """(mit, count) over hand and Skat (S-18)."""
    order = _trump_order(kind, trump)
    held = set(twelve)
    mit = order[0] in held
    count = 0
    for card in order:
        if (card in held) != mit:
            break
        count += 1
    return mit, count


def _flags(contract: dict[str, Any]) -> dict[str, bool]:
    kind = contract["type"]
    given = {k: contract.get(k) for k in ("hand", "schneider", "schwarz", "ouvert")}
    flags = {k: bool(v) for k, v in given.items()}
    if kind == "null":
        if flags["schneider"] or flags["schwarz"]:
            raise Refused("invalid-contract")
        return flags
    if flags["ouvert"]:
        if given["hand"] is False:
            raise Refused("invalid-contract")
        flags.update(hand=True, schwarz=True, schneider=True)
    if flags["schwarz"]:
        flags["schneider"] = True
    if flags["schneider"] and not flags["hand"]:
        raise Refused("invalid-contract")
    return flags


def score(body: dict[str, Any]) -> dict[str, Any]:
    contract = body["contract"]
    kind, trump = _kind(contract)
    flags = _flags(contract)
    bid = body["bid"]
    if bid not in VALID_BIDS:
        raise Refused("invalid-bid")
    points = body["declarer_points"]
    tricks = body["declarer_trick_count"]
    table = body.get("table_size", 3)
    if kind == "null":
        value = NULL_VALUES[(flags["hand"], flags["ouvert"])]
        if value < bid:
            raise Refused("invalid-announcement")  # RS9
        won = tricks == 0  # S-26
        return _result(won, False, None, None, None, None, value, value, table)
    base = BASE[trump] if kind == "suit" and trump else GRAND_BASE
    mit, count = spitzen(kind, trump, list(body["declarer_cards"]) + list(body["skat"]))
    if not flags["hand"] and (count + 3) * base < bid:
        raise Refused("invalid-announcement")  # RS9: after a pickup he knows his Spitzen
    schneider = points >= 90 or points <= 30  # S-22
    schwarz = tricks in (0, 10)  # S-23, RS4
    if flags["schwarz"] or flags["ouvert"]:
        won = tricks == 10
    elif flags["schneider"]:
        won = points >= 90
    else:
        won = points >= 61  # S-21
    multiplier = (
        count + 1 + flags["hand"]
        + (schneider or flags["schneider"]) + flags["schneider"]
        + (schwarz or flags["schwarz"]) + flags["schwarz"]
        + flags["ouvert"]
    )  # S-20, S-24: an announced level counts with its announcement, never twice
    game_value = base * multiplier
    overbid = game_value < bid
    scored = game_value
    if overbid:  # S-27, RS10
        won = False
        scored = base * -(-bid // base)
    result = _result(won, overbid, mit, count, base, multiplier, game_value, scored, table)
    result.update(schneider=schneider, schwarz=schwarz)
    return result


def _result(
    won: bool, overbid: bool, mit: bool | None, count: int | None, base: int | None,
    multiplier: int | None, game_value: int, scored: int, table: int,
) -> dict[str, Any]:
    declarer_score = scored if won else -2 * scored  # S-28
    return {
        "won": won, "overbid": overbid,
        "schneider": None, "schwarz": None,  # not compared in Null (RS8)
        "spitzen_with": mit, "spitzen_count": count,
        "base_value": base, "multiplier": multiplier,
        "game_value": game_value, "scored_value": scored, "declarer_score": declarer_score,
        "seeger_fabian_declarer": declarer_score + (50 if won else -50),  # S-30, RS7
        "seeger_fabian_others_each": 0 if won else (40 if table == 3 else 30),
    }

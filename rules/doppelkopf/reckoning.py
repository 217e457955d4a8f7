"""A played game reckoned from its tricks: each trick's leader and winner, the parties (the
Kreuz Damen, the Hochzeit's Klärungsstich, the soloist), Augen and tricks per party, the
Sonderpunkte found in the tricks, the calls judged at the caller's cards in hand, the score.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rules.cards import Card
from rules.doppelkopf.announcements import Call, JudgedCall, check_call, judge_calls
from rules.doppelkopf.contract import ContractType, DoppelkopfContract
from rules.doppelkopf.deck import (
    COPIES,
    DOPPELKOPF_DECK,
    FUCHS,
    HAND_SIZE,
    KARLCHEN,
    KREUZ_DAME,
    PLAYERS,
    TRICKS,
)
from rules.doppelkopf.score import Point, Score, per_seat, score
from rules.doppelkopf.trick import DoppelkopfTrick, judge_trick
from rules.errors import (
    Counted,
    DuplicateCardError,
    PositionError,
    RulesInputError,
    UnknownContractError,
)

KLAERUNG_TRICKS = 3  # D-11: the partner is found within the first three tricks
ASKING_FIRST = 0  # the seat left of the dealer, who asks first and leads (D-9, RD13)
# The four solos (D-10), which a Pflichtsolo is one of; a stille Hochzeit is played like a
# solo but announced as none (D-12).
SOLOS = (ContractType.FARBSOLO, ContractType.DAMENSOLO, ContractType.BUBENSOLO,
         ContractType.FLEISCHLOS)


class InvalidContractError(RulesInputError):
    """Parts of the contract that contradict each other: a Pflichtsolo that is no solo."""

    kind = "invalid-contract"


def first_leader(contract: DoppelkopfContract, pflicht: bool, soloist: int | None,
                 leader: int | None) -> int:
    """The seat that leads trick 1 (D-9, RD13): the one given, else the dealer's left
    neighbour; in a Pflichtsolo the soloist ("Der Solospieler hat hierbei die
    Aufspielpflicht zum ersten Stich", TSR 4.2.2), so a leader given must be the soloist."""
    if not pflicht:
        return ASKING_FIRST if leader is None else leader
    if contract.type not in SOLOS:
        raise InvalidContractError("doppelkopf.pflicht-no-solo", field="contract/pflicht",
                                   contract=contract.slug)
    if soloist is None:
        raise UnknownContractError("doppelkopf.pflicht-soloist", field="contract/soloist")
    if leader is not None and leader != soloist:
        raise PositionError("doppelkopf.pflicht-leader", field="leader", soloist=Counted(soloist),
                            leader=Counted(leader))
    return soloist


@dataclass(frozen=True, slots=True)
class PlayedTrick:
    number: int  # 1-based
    leader: int
    outcome: DoppelkopfTrick

    @property
    def winner(self) -> int:
        return (self.leader + self.outcome.winner) % PLAYERS

    def seat_of(self, place: int) -> int:
        return (self.leader + place) % PLAYERS


@dataclass(frozen=True, slots=True)
class Parties:
    re: tuple[int, ...]
    kontra: tuple[int, ...]
    solo: bool  # scored as a solo (D-36, RD6)
    hochzeiter: int | None = None
    klaerungsstich: int | None = None  # announced Hochzeit only
    partner: int | None = None

    def of(self, seat: int) -> str:
        return "re" if seat in self.re else "kontra"


@dataclass(frozen=True, slots=True)
class Reckoning:
    tricks: tuple[PlayedTrick, ...]
    parties: Parties
    augen: Mapping[str, int]
    tricks_won: Mapping[str, int]
    calls: tuple[JudgedCall, ...]
    score: Score
    per_seat: tuple[int, ...]


def play_tricks(contract: DoppelkopfContract, leader: int,
                tricks: Sequence[Sequence[Card]]) -> tuple[PlayedTrick, ...]:
    """Every trick judged with its number (the Dullen rule of trick 12, RD2), each led by the
    winner of the one before."""
    played = []
    for number, cards in enumerate(tricks, 1):
        outcome = judge_trick(cards, contract.playing(trick_number=number), well_formed=True)
        played.append(PlayedTrick(number, leader, outcome))
        leader = played[-1].winner
    return tuple(played)


def check_tricks(tricks: Sequence[Sequence[Card]], field: str = "tricks") -> None:
    if len(tricks) != TRICKS:
        raise PositionError("doppelkopf.game-tricks", field=field, tricks=TRICKS, count=len(tricks))
    counts: Counter[Card] = Counter()
    for number, cards in enumerate(tricks):
        if len(cards) != PLAYERS:
            raise PositionError("doppelkopf.trick-size", field=field, index=number,
                                trick=Counted(number), count=len(cards), players=PLAYERS)
        for card in cards:
            counts[card] += 1
            if counts[card] > COPIES:
                raise DuplicateCardError("doppelkopf.played-copies", field=field, index=number,
                                         card=card, count=counts[card], copies=COPIES)
        for place, card in enumerate(cards):
            if card not in DOPPELKOPF_DECK:
                raise PositionError("position.not-in-deck", field=f"{field}/{number}", index=place,
                                    card=card, deck='Doppelkopf')


def hands_played(played: Sequence[PlayedTrick]) -> tuple[tuple[Card, ...], ...]:
    hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
    for trick in played:
        for place, card in enumerate(trick.outcome.cards):
            hands[trick.seat_of(place)].append(card)
    return tuple(tuple(hand) for hand in hands)


def find_parties(contract: DoppelkopfContract, hands: Sequence[Sequence[Card]],
                 played: Sequence[PlayedTrick], soloist: int | None = None,
                 hochzeiter: int | None = None) -> Parties:
    """D-4, D-5, D-11, D-12, RD6: who is Re. ``hands``: each seat's cards at the deal."""
    holders = [seat for seat, hand in enumerate(hands) for card in hand if card == KREUZ_DAME]
    both = holders[0] if len(holders) == COPIES and holders[0] == holders[1] else None
    kind = contract.type
    if contract.shape.suit != "fixed":  # a solo: the soloist alone is Re (D-5)
        if soloist is None:
            raise UnknownContractError("doppelkopf.soloist-seat", field="contract/soloist",
                                       contract=kind.value)
        return _alone(soloist)
    if kind is ContractType.NORMAL:
        if both is not None:
            raise UnknownContractError("doppelkopf.normal-both-queens", field="contract/type",
                                       seat=Counted(both))
        re = tuple(sorted(set(holders)))
        return Parties(re, tuple(s for s in range(PLAYERS) if s not in re), False)
    if both is None:
        raise UnknownContractError("doppelkopf.needs-both-queens", field="contract/type",
                                   contract=kind.value)
    given = hochzeiter if kind is ContractType.HOCHZEIT else soloist
    if given is not None and given != both:
        name = "hochzeiter" if kind is ContractType.HOCHZEIT else "soloist"
        raise UnknownContractError("doppelkopf.queens-elsewhere", field=f"contract/{name}",
                                   name=name, given=Counted(given), seat=Counted(both))
    if kind is ContractType.STILLE_HOCHZEIT:
        return _alone(both)
    for trick in played[:KLAERUNG_TRICKS]:
        if trick.winner != both:
            re = tuple(sorted((both, trick.winner)))
            return Parties(re, tuple(s for s in range(PLAYERS) if s not in re), False, both,
                           trick.number, trick.winner)
    if len(played) < KLAERUNG_TRICKS:  # not yet clear
        return Parties((both,), tuple(s for s in range(PLAYERS) if s != both), False, both)
    return Parties((both,), tuple(s for s in range(PLAYERS) if s != both), True, both,
                   KLAERUNG_TRICKS, None)


def _alone(soloist: int) -> Parties:
    if not 0 <= soloist < PLAYERS:
        raise PositionError("round.seats", field="contract/soloist", last=PLAYERS - 1)
    return Parties((soloist,), tuple(s for s in range(PLAYERS) if s != soloist), True)


def sonderpunkte(played: Sequence[PlayedTrick], parties: Parties) -> list[Point]:
    """D-35, RD11, RD12: Doppelkopf, Fuchs gefangen, Karlchen, by the trick's winner."""
    found: list[Point] = []
    for trick in played:
        side = parties.of(trick.winner)
        if trick.outcome.points >= 40:
            found.append(Point("doppelkopf", side, "D-35", trick=trick.number))
        for place, card in enumerate(trick.outcome.cards):
            if card == FUCHS and parties.of(trick.seat_of(place)) != side:
                found.append(Point("fuchs_gefangen", side, "RD12", trick=trick.number,
                                   card=place))
        if trick.number == TRICKS and trick.outcome.cards[trick.outcome.winner] == KARLCHEN:
            found.append(Point("karlchen", side, "RD11", trick=trick.number))
    return found


def seat_plays(played: Sequence[PlayedTrick]) -> list[int]:
    return [trick.seat_of(place) for trick in played for place in range(PLAYERS)]


def calls_of(raw: Sequence[Mapping[str, object]], parties: Parties) -> list[Call]:
    calls = []
    for index, item in enumerate(raw):
        seat = item.get("seat")
        at = item.get("at")
        call = str(item.get("call"))
        if isinstance(seat, int) and not isinstance(seat, bool):
            if not 0 <= seat < PLAYERS:
                raise PositionError("round.seats", field=f"announcements/{index}/seat",
                                    last=PLAYERS - 1)
            party = parties.of(seat)
        else:
            party, seat = str(item.get("party")), None
        if at is not None and not (isinstance(at, int) and 0 <= at <= PLAYERS * TRICKS):
            raise PositionError("doppelkopf.call-at", field=f"announcements/{index}/at",
                                last=PLAYERS * TRICKS)
        check_call(party, call, index)
        calls.append(Call(party, call, seat, at if isinstance(at, int) else None))
    return calls


def reckon(contract: DoppelkopfContract, leader: int, tricks: Sequence[Sequence[Card]],
           raw_calls: Sequence[Mapping[str, object]], *,
           hands: Sequence[Sequence[Card]] | None = None, soloist: int | None = None,
           hochzeiter: int | None = None, re_seats: Sequence[int] | None = None,
           played: tuple[PlayedTrick, ...] | None = None) -> Reckoning:
    """``played``: ``tricks`` as ``play_tricks`` judges them, from a round walk that has
    checked every play: neither checked nor judged again."""
    if played is None:
        check_tricks(tricks)
    if not 0 <= leader < PLAYERS:
        raise PositionError("round.seats", field="leader", last=PLAYERS - 1)
    if played is None:
        played = play_tricks(contract, leader, tricks)
    dealt = hands_played(played)
    if hands is not None:
        for seat, (hand, cards) in enumerate(zip(hands, dealt, strict=True)):
            if len(hand) != HAND_SIZE or Counter(hand) != Counter(cards):
                raise PositionError("doppelkopf.hand-differs", field="hands", index=seat,
                                    seat=Counted(seat))
    if soloist is None and re_seats is not None and len(re_seats) == 1:
        soloist = re_seats[0]
    parties = find_parties(contract, dealt, played, soloist, hochzeiter)
    if re_seats is not None and tuple(sorted(re_seats)) != parties.re:
        raise UnknownContractError("doppelkopf.re-party", field="parties/re",
                                   given=str(sorted(re_seats)), found=str(list(parties.re)))
    augen = {"re": 0, "kontra": 0}
    won = {"re": 0, "kontra": 0}
    for trick in played:
        side = parties.of(trick.winner)
        augen[side] += trick.outcome.points
        won[side] += 1
    calls = calls_of(raw_calls, parties)
    order = seat_plays(played)

    def cards_in_hand(seat: int, at: int) -> int:
        return HAND_SIZE - order[:at].count(seat)

    klaerung = parties.klaerungsstich if contract.type is ContractType.HOCHZEIT else None
    judged, highest = judge_calls(calls, cards_in_hand, klaerung)
    result = score(augen, won, highest, [] if parties.solo else sonderpunkte(played, parties),
                   parties.solo)
    return Reckoning(played, parties, augen, won, judged, result,
                     tuple(per_seat(result, parties.re)))

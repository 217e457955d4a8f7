"""A played game reckoned from its tricks: the Hochzeit's partner and the solo without one
(D-11, RD6), the Sonderpunkte by the parties as finally known (RD11, RD12), the announcements
judged at the caller's cards in hand."""

from __future__ import annotations

import random

from rules.cards import Card
from rules.doppelkopf.contract import ContractType, DoppelkopfContract
from rules.doppelkopf.deck import FUCHS, KREUZ_DAME
from rules.doppelkopf.reckoning import reckon
from rules.errors import RulesInputError, UnknownContractError
from tests.rules.doppelkopf.deals import PACK, deal, play_out
from tests.said import raises_said

HOCHZEIT = DoppelkopfContract(ContractType.HOCHZEIT)
NORMAL = DoppelkopfContract(ContractType.NORMAL)


def hochzeit_deal(rng: random.Random) -> list[list[Card]]:
    """Seat 0 holds both Kreuz Damen."""
    rest = [c for c in PACK if c != KREUZ_DAME]
    rng.shuffle(rest)
    cards = [KREUZ_DAME, KREUZ_DAME, *rest]
    return [cards[12 * s:12 * s + 12] for s in range(4)]


def games(contract: DoppelkopfContract, count: int, make=deal):
    rng = random.Random(27)
    for _ in range(count):
        hands = make(rng)
        yield hands, play_out(contract, hands, 0, rng)


def test_d11_the_partner_wins_the_first_foreign_trick_of_three() -> None:
    # D-11 [TSR 4.4.3 a] "der innerhalb der ersten drei Stiche dieses Spieles den ersten Stich
    # … – abgesehen von den Stichen des Hochzeiters – macht."
    seen = set()
    for hands, tricks in games(HOCHZEIT, 200, hochzeit_deal):
        result = reckon(HOCHZEIT, 0, tricks, [], hands=hands)
        winners = [t.winner for t in result.tricks[:3]]
        foreign = [w for w in winners if w != 0]
        parties = result.parties
        if foreign:
            assert parties.partner == foreign[0]
            assert not parties.solo
            assert parties.klaerungsstich == winners.index(foreign[0]) + 1
            assert result.score.multiplier == 1
            seen.add("partner")
        else:  # [4.4.3 b] "als „Farbsolo in Karo“ fortgesetzt" and scored like a solo (RD6)
            assert parties.partner is None
            assert parties.solo
            assert parties.klaerungsstich == 3
            assert result.score.multiplier == 3
            assert result.score.sonderpunkte == ()
            assert result.per_seat[0] == 3 * result.score.value_re
            seen.add("alone")
    assert seen == {"partner", "alone"}


def test_rd12_a_fuchs_won_by_its_own_party_earns_nothing() -> None:
    counted = own = 0
    for hands, tricks in games(NORMAL, 300):
        if sum(KREUZ_DAME in h for h in hands) != 2:
            continue
        result = reckon(NORMAL, 0, tricks, [], hands=hands)
        for trick in result.tricks:
            for place, card in enumerate(trick.outcome.cards):
                if card != FUCHS:
                    continue
                mine = result.parties.of(trick.seat_of(place))
                winner = result.parties.of(trick.winner)
                caught = [p for p in result.score.sonderpunkte
                          if p.id == "fuchs_gefangen" and p.trick == trick.number
                          and p.card == place]
                assert len(caught) == (mine != winner)
                counted += mine != winner
                own += mine == winner
    assert counted
    assert own


def test_a_normal_game_with_both_kreuz_damen_in_one_hand_is_refused() -> None:
    for hands, tricks in games(NORMAL, 50, hochzeit_deal):
        with raises_said(UnknownContractError, "both Queens of Clubs"):
            reckon(NORMAL, 0, tricks, [], hands=hands)
        return


def test_a_call_for_the_other_party_is_refused() -> None:
    for hands, tricks in games(NORMAL, 50):
        if sum(KREUZ_DAME in h for h in hands) != 2:
            continue
        kontra = next(s for s in range(4) if KREUZ_DAME not in hands[s])
        with raises_said(RulesInputError, "only for his own party"):
            reckon(NORMAL, 0, tricks, [{"seat": kontra, "call": "re", "at": 0}], hands=hands)
        return

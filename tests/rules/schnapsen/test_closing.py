"""The closing calculator's position and figures, hand-worked from the rule text (RULES.md
N-10, N-13, N-15; 66: M-14, RM4, RM6, RM9, RM13)."""

from __future__ import annotations

from math import comb

import pytest

from rules.cards import Suit
from rules.errors import RulesInputError
from rules.schnapsen.closing import (
    Announced,
    ClosingPosition,
    Exchange,
    Tally,
    Who,
    solve_closing,
)
from rules.schnapsen.contract import SchnapsenContract
from rules.schnapsen.variant import SCHNAPSEN_VARIANT, Variant
from rules.sechsundsechzig.game import SECHSUNDSECHZIG_VARIANT

HEARTS = SchnapsenContract(Suit.HEARTS)
S, V = SCHNAPSEN_VARIANT, SECHSUNDSECHZIG_VARIANT


def position(rules: Variant, hand: str, talon: int, trump: str, tricks: str = "",
             me: tuple[int, int] = (0, 0), opponent: tuple[int, int] = (0, 0),
             exchange: tuple[Who, str] | None = None,
             marriages: tuple[tuple[Who, Suit], ...] = ()) -> ClosingPosition:
    card = rules.deck.parse
    return ClosingPosition(
        HEARTS, tuple(card(c) for c in hand.split()), talon, card(trump),
        tuple((card(t.split("-")[0]), card(t.split("-")[1])) for t in tricks.split()),
        Exchange(exchange[0], card(exchange[1])) if exchange else None,
        tuple(Announced(by, suit) for by, suit in marriages), Tally(*me), Tally(*opponent))


# You led Laub-Ass (Laub-Zehn under it) and Eichel-Ass (Eichel-Zehn under it): 42 points.
FORTY_AND_OUT = position(S, "HK HO BK BO LU", 6, "HU", "LA-L10 AA-A10", me=(42, 2))


def test_forty_and_out_wins_every_deal_with_the_trump_marriage() -> None:
    """N-10: "66 points win the hand; marriages K+O of one suit 20, of trumps 40, declared
    when leading one of them; they count only once the player has won a trick." 42 + 40."""
    answer = solve_closing(FORTY_AND_OUT, S)
    leads = {str(lead.card): lead for lead in answer.leads}
    card = S.deck.parse
    for code in ("HK", "HO"):
        lead = leads[str(card(code))]
        assert (lead.wins, lead.marriage, lead.claims_at_once) == (answer.deals, Suit.HEARTS,
                                                                   True)
    # 42 + 20 is not 66: the Schellen pair does not claim at once.
    assert not leads[str(card("BK"))].claims_at_once
    assert answer.deals == comb(10, 5)


@pytest.mark.parametrize(("tricks", "me", "opponent", "win", "lose"), [
    # N-15: "if the closer fails, the opponent gets 2 game points, or 3 if the opponent had no
    # trick when the talon was closed; a successful closer is scored on the opponent's
    # points/tricks at the moment of closing" (N-14: 1 from 33, 2 under 33, 3 without a trick).
    ("LA-L10 AA-A10", (42, 2), (0, 0), 3, 3),
    ("LO-LA BK-BA", (15, 1), (14, 1), 2, 2),
    ("LK-LA AA-A10 BK-BA", (15, 1), (36, 2), 1, 2),
])
def test_the_stakes_are_fixed_at_the_closing(tricks: str, me: tuple[int, int],
                                             opponent: tuple[int, int], win: int,
                                             lose: int) -> None:
    talon = 10 - 2 * len(tricks.split())
    answer = solve_closing(position(S, "HK HO H10 LU AU", talon, "HA", tricks, me, opponent),
                           S)
    assert (answer.stake_win, answer.stake_lose) == (win, lose)


def test_a_card_the_opponent_took_in_the_exchange_is_his() -> None:
    """R8: he exchanged the Herz-Unter for the turned-up Herz-Ass and has not played it: the
    Ass is in his hand in every deal, and the Unter lies face up."""
    closing = position(S, "HK HO BK BO LU", 6, "HU", "LA-L10 AA-A10", me=(42, 2),
                       exchange=(Who.OPPONENT, "HA"))
    answer = solve_closing(closing, S)
    assert [str(c) for c in answer.known] == [str(S.deck.parse("HA"))]
    assert answer.deals == comb(9, 4)


def test_the_other_card_of_his_marriage_is_his() -> None:
    """N-10: he led the Laub-Ass and won, then announced the 20er in Eichel leading its King;
    the Ober stays with him, and his 20 count (he has a trick)."""
    closing = position(S, "HK HO BK BO LU", 6, "HU", "LA-L10 AK-AA", me=(15, 1),
                       opponent=(21, 1), marriages=((Who.OPPONENT, Suit.ACORNS),))
    answer = solve_closing(closing, S)
    assert [str(c) for c in answer.known] == [str(S.deck.parse("AO"))]
    assert (answer.opponent.counted, answer.opponent.pending) == (41, 0)
    assert answer.stake_win == 1


def test_sixty_six_loses_the_pairs_it_does_not_announce_before_closing() -> None:
    """RM4: "No new marriage once the talon is closed or exhausted"; RM13: "A marriage
    announced before the closing stands and still obliges the lead of its King or Ober"."""
    closing = position(V, "LA LK LO AK AO BU", 6, "H9", "AA-AU BA-BK L10-LU", me=(40, 3))
    answer = solve_closing(closing, V)
    best = {lead.marriage for lead in answer.best_leads}
    assert best == {Suit.ACORNS}
    assert answer.marriages_lost == (Suit.LEAVES,)


@pytest.mark.parametrize(("rules", "changes", "code", "field"), [
    (S, {"hand": "HK HO BK BO"}, "talon.open-hand-size", "hand"),
    (S, {"talon": 2, "tricks": "LA-L10 AA-A10 BA-B10 HA-HU"}, "talon.closing-talon",
     "talon_cards"),
    (S, {"tricks": "LA-L10"}, "talon.closing-tricks", "tricks"),
    (S, {"trump": "LK"}, "talon.turned-not-trump", "trump_card"),
    (S, {"hand": "HK HO BK BO LA"}, "talon.closing-twice", "tricks"),
    (S, {"me": (41, 2)}, "talon.closing-tally", "me"),
    (S, {"exchange": (Who.OPPONENT, "HK")}, "talon.closing-known-exchange", "hand"),
    (S, {"exchange": (Who.OPPONENT, "HU")}, "talon.closing-exchange-card", "exchange"),
    (S, {"exchange": (Who.ME, "HA")}, "talon.closing-exchange-mine", "exchange"),
    (S, {"marriages": ((Who.OPPONENT, Suit.BELLS),)}, "talon.closing-marriage-not-led-opponent",
     "marriages"),
    (S, {"tricks": "LA-L10 AK-AA", "me": (15, 1), "opponent": (21, 1),
         "marriages": ((Who.OPPONENT, Suit.ACORNS),), "hand": "HK HO BK AO LU"},
     "talon.closing-known-marriage", "hand"),
    (S, {"tricks": "LA-L10 HK-HA", "me": (15, 1), "opponent": (21, 1), "trump": "HO",
         "hand": "H10 BA BK BO LU", "marriages": ((Who.OPPONENT, Suit.HEARTS),)},
     "talon.closing-known-turned", "marriages"),
    (S, {"tricks": "LA-L10 HK-AA", "trump": "HA", "hand": "HO H10 BK BO LU", "me": (36, 2),
         "marriages": ((Who.ME, Suit.HEARTS),)},
     "talon.closing-has-66-me", "me"),
    (V, {"hand": "HK HO BK BO LU A9", "talon": 8, "tricks": "LA-L10 AA-A10", "trump": "H9",
         "me": (42, 2), "marriages": ((Who.ME, Suit.HEARTS),)}, "talon.closing-marriage-not-led-me",
     "marriages"),
])
def test_a_position_that_cannot_be_closed_names_its_field(rules: Variant,
                                                          changes: dict[str, object],
                                                          code: str, field: str) -> None:
    base: dict[str, object] = {"hand": "HK HO BK BO LU", "talon": 6, "trump": "HU",
                               "tricks": "LA-L10 AA-A10", "me": (42, 2)}
    args = {**base, **changes}
    with pytest.raises(RulesInputError) as raised:
        solve_closing(position(rules, **args), rules)  # type: ignore[arg-type]
    assert (raised.value.code, raised.value.field) == (code, field)

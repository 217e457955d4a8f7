"""A whole round walked play by play (W-3, W-4, W-18, RW7, RW9, RW11): seat 0 leads, the
round ends at a side's third trick, the first revoke is reported."""

from __future__ import annotations

import pytest

from rules.errors import DuplicateCardError, ForeignCardError, PositionError, RulesInputError
from rules.game import legal_cards
from rules.watten.game import WattenGame
from rules.watten.ruleset import TIROL
from rules.watten.score import Raise
from tests.rules.watten.helpers import cards, codes, contract, game

# Schlag Unter, Trumpf Herz; twenty of the 33 cards dealt (W-3).
HANDS = [cards(seat) for seat in ("HU H7 LA L7 A8", "H9 LK L8 A9 B7", "HA AU L9 A10 B8",
                                  "H8 LO L10 AK B9")]
UNDER_HEARTS = contract("under:hearts")


def test_seat_zero_leads_and_each_trick_is_led_by_its_winner() -> None:
    # "Der Schlag-Ansager eröffnet die Runde … Wer den Stich gewonnen hat, spielt die nächste
    # Karte aus." Teams: seats 0 and 2 against 1 and 3.
    plays = cards("HU H9 HA H8  L7 LK L9 L10  A9 A10 AK A8  B9 H7 B7 B8  LA L8 AU LO")
    walked = game().check_round(UNDER_HEARTS, HANDS, plays)
    assert [t.leader for t in walked.check.tricks] == [0, 0, 1, 3, 0]
    assert [t.winner for t in walked.check.tricks] == [0, 1, 3, 0, 2]
    assert (walked.teams, walked.tricks_won, walked.winner) == ((0, 1, 1, 0, 0), (3, 2), 0)
    assert walked.first_revoke is None


def test_the_round_is_over_at_three_won_tricks() -> None:
    plays = cards("HU H9 HA H8  LA LK L9 L10  L7 L8 AU LO")
    walked = game().check_round(UNDER_HEARTS, HANDS, plays)
    assert (walked.winner, walked.tricks_won, walked.check.finished) == (0, (3, 0), True)
    assert walked.score is not None
    assert (walked.score.winner, walked.score.points) == (0, 2)
    with pytest.raises(PositionError) as raised:
        game().check_round(UNDER_HEARTS, HANDS, [*plays, *cards("H7")])
    assert (raised.value.code, raised.value.index) == ("round.over", 12)


def test_an_unfinished_round_names_the_next_seat_and_its_duty() -> None:
    walked = game().check_round(UNDER_HEARTS, HANDS, cards("HU"))
    assert walked.check.next is not None
    assert walked.check.next.seat == 1
    assert codes(legal_cards(walked.check.next.judgement)) == "H9"
    assert walked.check.next.judgement.duty
    assert (walked.winner, walked.score) == (None, None)


def test_the_first_revoke_is_reported() -> None:
    # "Bei Verleugnung von Trumpf schreibt das gegnerische Team 2": reported, not settled.
    walked = game().check_round(UNDER_HEARTS, HANDS, cards("HU LK HA H8"))
    assert walked.first_revoke is not None
    assert (walked.first_revoke.seat, walked.first_revoke.verdict.rule_id) == (1, "W-14")


def test_in_a_blind_round_only_seat_zero_and_the_dealer_have_the_duty() -> None:
    blind = contract("under:hearts", blind=True)
    walked = game().check_round(blind, HANDS, cards("HU LK HA L10"))
    assert [p.verdict.legal for p in walked.check.plays] == [True, True, True, False]
    assert [p.verdict.rule_id for p in walked.check.plays][1:] == ["W-16", "W-16", "W-14"]


def test_a_raise_decides_the_round_before_its_third_trick() -> None:
    walked = game().check_round(UNDER_HEARTS, HANDS, cards("HU H9 HA H8"),
                                raises=[Raise(1, 1, "hold"), Raise(0, 1, "go")])
    assert walked.score is not None
    assert (walked.score.ended_by, walked.score.winner, walked.score.points) == ("go", 0, 3)


def test_two_players_play_one_against_one() -> None:
    two = game("tirol", 2)
    walked = two.check_round(UNDER_HEARTS, HANDS[:2], cards("HU H9  LA LK  H7 B7"))
    assert walked.tricks_won == (3, 0)
    assert two.partnerships == ((0,), (1,))


def test_three_players_are_not_supported() -> None:
    # RW11: "Der Geber spielt immer mit Rückhand zusammen, Vorhand alleine" — not in v1.
    with pytest.raises(RulesInputError) as raised:
        WattenGame(TIROL, 3)
    assert (raised.value.code, raised.value.field) == ("watten.unsupported-players", "players")


def test_a_deal_is_part_of_the_pack() -> None:
    with pytest.raises(DuplicateCardError):
        game().check_round(UNDER_HEARTS, [HANDS[0], HANDS[0], *HANDS[2:]], [])
    with pytest.raises(ForeignCardError):
        game("bayern").check_round(contract("under:hearts", "bayern"),
                                   [(*HANDS[0][:4], cards("B6")[0]), *HANDS[1:]], [])


def test_tricks_given_as_cards_name_their_teams() -> None:
    tricks = [cards("HU H9 HA H8"), cards("LA LK L9 L10"), cards("L7 L8 AU LO")]
    assert game().trick_teams(tricks, UNDER_HEARTS) == (0, 0, 0)

"""The leader's actions: marriages (N-10, N-11), the trump exchange (N-12, R8), closing (N-13,
N-D2), and leading from an announced marriage."""

from __future__ import annotations

import pytest

from rules.cards import Suit
from rules.errors import PositionError
from rules.schnapsen.contract import Talon, parse_trump
from rules.schnapsen.deck import SCHNAPSEN_DECK
from rules.schnapsen.game import SCHNAPSEN
from rules.schnapsen.leader import Action, LeaderAction, leader_actions
from rules.schnapsen.legality import legal_cards
from tests.said import raises_said

HEARTS = parse_trump("hearts")


def hand(codes: str) -> tuple:  # type: ignore[type-arg]
    return SCHNAPSEN_DECK.parse_all(codes.split())


def action(actions: tuple[LeaderAction, ...], kind: Action,
           suit: Suit | None = None) -> LeaderAction:
    return next(a for a in actions if a.action is kind and (suit is None or a.suit is suit))


@pytest.mark.parametrize(("talon", "rule_id"), [("open", "N-10"), ("closed", "N-11"),
                                                ("exhausted", "N-11")])
def test_marriage_allowed_in_every_phase_n11(talon: str, rule_id: str) -> None:
    # [S002] "Ansagen bleiben auch in der Zwangsphase erlaubt, sowohl nach dem Zudrehen als
    # auch bei aufgebrauchtem Talon."
    marriage = action(leader_actions(hand("BK BO HU LA AA"), HEARTS, Talon(talon)),
                      Action.MARRIAGE, Suit.BELLS)
    assert marriage.allowed is True
    assert marriage.rule_id == rule_id
    assert marriage.points == 20


def test_trump_marriage_is_40_and_counts_only_after_a_trick_n10() -> None:
    # SNWEB: "Eine Ansage ist auch vor dem allerersten Ausspiel möglich, die Punkte zählen aber
    # erst mit dem ersten Stich."
    pending = action(leader_actions(hand("HK HO HU LA AA"), HEARTS, Talon.OPEN, 6,
                                    won_a_trick=False), Action.MARRIAGE, Suit.HEARTS)
    counts = action(leader_actions(hand("HK HO HU LA AA"), HEARTS, Talon.OPEN, 6,
                                   won_a_trick=True), Action.MARRIAGE, Suit.HEARTS)
    assert (pending.points, pending.case) == (40, "pending")
    assert (counts.points, counts.case) == (40, "counts")


def test_marriage_without_both_cards_is_refused() -> None:
    actions = leader_actions(hand("HK BO HU LA AA"), HEARTS, Talon.OPEN, 6)
    hearts = action(actions, Action.MARRIAGE, Suit.HEARTS)
    assert hearts.allowed is False
    assert hearts.case == "missing_partner"
    assert SCHNAPSEN_DECK.code(hearts.evidence) == "HO"  # type: ignore[arg-type]
    assert {a.suit for a in actions if a.action is Action.MARRIAGE} == {Suit.HEARTS, Suit.BELLS}


@pytest.mark.parametrize(("talon", "talon_cards", "allowed", "case"), [
    ("open", 10, True, "allowed"),
    ("open", 4, True, "allowed"),  # R8: at least 4 cards, the turned-up trump card counted
    ("open", 2, False, "talon_too_small"),  # SNWEB: "Ist nur mehr eine Karte im Kartenstapel"
    ("open", None, None, "talon_size_unknown"),
    ("closed", 6, False, "talon_closed"),  # N-12: "not after closing"
    ("exhausted", None, False, "talon_exhausted"),
])
def test_trump_exchange_r8(talon: str, talon_cards: int | None, allowed: bool | None,
                           case: str) -> None:
    exchange = action(leader_actions(hand("HU LA AA BK BO"), HEARTS, Talon(talon),
                                     talon_cards), Action.EXCHANGE_TRUMP)
    assert (exchange.allowed, exchange.rule_id, exchange.case) == (allowed, "R8", case)


def test_no_exchange_without_the_trump_unter_n12() -> None:
    exchange = action(leader_actions(hand("HA LA AA BK BO"), HEARTS, Talon.OPEN, 8),
                      Action.EXCHANGE_TRUMP)
    assert (exchange.allowed, exchange.rule_id) == (False, "N-12")


@pytest.mark.parametrize(("talon", "talon_cards", "allowed", "rule_id"), [
    ("open", 8, True, "N-13"), ("open", 4, True, "N-13"), ("open", 2, False, "N-D2"),
    ("open", None, None, "N-D2"), ("closed", 6, False, "N-13"), ("exhausted", 0, False, "N-13"),
])
def test_closing_n13(talon: str, talon_cards: int | None, allowed: bool | None,
                     rule_id: str) -> None:
    close = action(leader_actions(hand("HU LA AA BK BO"), HEARTS, Talon(talon), talon_cards),
                   Action.CLOSE)
    assert (close.allowed, close.rule_id) == (allowed, rule_id)


def test_an_announced_marriage_must_be_led_from() -> None:
    # SNWEB: "Nach einer Ansage, muss eine der beiden Karten ausspielt werden."
    legal = legal_cards(hand("BK BO HU LA AA"), (), HEARTS, Talon.OPEN, Suit.BELLS)
    assert {SCHNAPSEN_DECK.code(c) for c in legal} == {"BK", "BO"}


def test_a_marriage_without_both_cards_cannot_be_announced() -> None:
    with raises_said(PositionError, "needs King and Ober"):
        legal_cards(hand("BK HO HU LA AA"), (), HEARTS, Talon.OPEN, Suit.BELLS)
    with raises_said(PositionError, "only the player on lead"):
        legal_cards(hand("BK BO HU LA AA"), hand("A10"), HEARTS, Talon.OPEN, Suit.BELLS)


def test_one_marriage_per_lead_n10() -> None:
    # N-10: marriages are "declared when leading one of them": one lead, one marriage; the
    # other pair waits for a later lead.
    deck = SCHNAPSEN.deck
    found = leader_actions(deck.parse_all(["HK", "HO", "LK", "LO", "B10"]),
                           SCHNAPSEN.parse_contract("hearts"), Talon.OPEN, 8, deck.parse("HA"),
                           True, announced=Suit.LEAVES)
    marriages = {a.suit: (a.allowed, a.rule_id, a.case) for a in found
                 if a.action is Action.MARRIAGE}
    assert marriages == {Suit.HEARTS: (False, "N-10", "one_per_lead"),
                         Suit.LEAVES: (True, "N-10", "counts")}

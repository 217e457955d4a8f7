"""The reckoning (K-4, K-5, K-16 … K-19, K-S1, R12 … R15) and Ramsch (R13, K-D2)."""

from __future__ import annotations

import pytest

from rules.cards import Card
from rules.errors import PositionError
from rules.schafkopf.contract import SchafkopfContract, parse_contract
from rules.schafkopf.deck import SCHAFKOPF_DECK
from rules.schafkopf.ranking import points, trump_order
from rules.schafkopf.score import DEFAULT_TARIFF, laufende, score_game, score_ramsch
from tests.said import raises_said

D = SCHAFKOPF_DECK
SOLO = parse_contract("solo:hearts")


def cards(text: str) -> tuple[Card, ...]:
    return D.parse_all(text.split())


# Eight tricks of 15 Augen each: Sau, König, 9, 8 and Zehn, Ober, Unter, 7 of every suit.
EVEN_TRICKS = [cards(f"{s}A {s}K {s}9 {s}8") for s in "HLAB"] + [
    cards(f"{s}10 {s}O {s}U {s}7") for s in "HLAB"]


def deal_tricks(declarer_trick_count: int
                ) -> tuple[list[tuple[Card, ...]], list[tuple[Card, ...]]]:
    """The declarers take ``declarer_trick_count`` tricks of 15 Augen, the opponents the rest."""
    return EVEN_TRICKS[:declarer_trick_count], EVEN_TRICKS[declarer_trick_count:]


def augen(tricks: list[tuple[Card, ...]]) -> int:
    return sum(points(c) for t in tricks for c in t)


def test_every_contract_has_120_augen_k1() -> None:
    assert sum(points(c) for c in D.cards) == 120


@pytest.mark.parametrize(("declarer_tricks", "win", "schneider", "schwarz"), [
    (8, True, True, True),
    (7, True, True, False),  # 105: "Hat eine Partei 91 oder mehr Punkte"
    (5, True, False, False),  # 75
    (4, False, False, False),  # 60 : 60: "Der Spieler hat mit 60 Augen verloren."
    (2, False, True, False),  # 30: "Der Kontra-Partei genügen 90 Punkte"
    (3, False, False, False),  # 45
    (0, False, True, True),
])
def test_winner_schneider_schwarz(declarer_tricks: int, win: bool, schneider: bool,
                                  schwarz: bool) -> None:
    mine, theirs = deal_tricks(declarer_tricks)
    result = score_game(SOLO, cards("AO LO HO BO AU LU HU BU"), mine, theirs)
    assert result.augen[0] == augen(mine)
    assert (result.declarers_win, result.schneider, result.schwarz) == (win, schneider,
                                                                         schwarz)


def test_schneider_thresholds_k5() -> None:
    # "Hat eine Partei 91 oder mehr Punkte, so hat sie Schneider gewonnen. Der Kontra-Partei
    # genügen 90 Punkte zum Sieg mit Schneider."
    tricks = [cards("HA LA AA BA"), cards("H10 L10 A10 B10"), cards("HK LK AK BK"),
              cards("HO LO AO BO"), cards("HU LU AU BU"), cards("H9 L9 A9 B9"),
              cards("H8 L8 A8 B8"), cards("H7 L7 A7 B7")]
    # 44 + 40 + 16 + 12 + 8 + 0 + 0 + 0 = 120
    declarer = cards("AO LO HO BO AU LU HU BU")
    over = score_game(SOLO, declarer, [tricks[0], tricks[1], tricks[3]], tricks[2:3] +
                      tricks[4:])  # 44 + 40 + 12 = 96
    assert over.augen[0] == 96
    assert over.schneider
    thirty = score_game(SOLO, declarer, [tricks[2], tricks[3], tricks[5]],
                        [*tricks[:2], tricks[4], *tricks[6:]])  # 16 + 12 = 28
    assert thirty.augen[0] == 28
    assert not thirty.declarers_win
    assert thirty.schneider


def test_tout_is_lost_by_a_zero_augen_trick_k19() -> None:
    # "Bereits ein einziger Stich der Gegenspieler verliert den Tout. Das gilt auch für einen
    # Stich mit null Augen."
    wenz_tout = parse_contract("wenz", True)
    zero = cards("H9 L9 A9 B9")
    others = [c for c in D.cards if c not in zero]
    mine = [tuple(others[i:i + 4]) for i in range(0, 28, 4)]
    result = score_game(wenz_tout, cards("AU LU HU BU AA A10 LA L10"), mine, [zero])
    assert result.augen[0] == 120
    assert not result.declarers_win
    assert result.rule_id == "K-19"


def test_tout_doubles_price_with_laufende_no_schneider_k19() -> None:
    wenz_tout = parse_contract("wenz", True)
    mine, _ = deal_tricks(8)
    result = score_game(wenz_tout, cards("AU LU HU BU AA A10 LA L10"), mine, [])
    # Wenz: 4 Laufende from two (R15); (50 + 4 × 10) × 2, no Schneider or Schwarz.
    assert result.laufende_paid == 4
    assert result.price == (50 + 40) * 2
    assert [line.item for line in result.lines] == ["base", "laufende", "tout"]


@pytest.mark.parametrize(("contract", "declarer_cards", "run", "party", "paid"), [
    ("farbwenz:hearts", "AU LU HU A7 A8 A9 L7 L8", 3, "declarers", 3),  # "Drei Laufende"
    ("farbwenz:hearts", "AU LU HU BU A7 A8 A9 L7", 4, "declarers", 4),  # "Vier Laufende"
    ("farbwenz:hearts", "AU LU HU BU HA A8 A9 L7", 5, "declarers", 5),  # "Fünf Laufende"
    ("farbwenz:hearts", "AU LU HU BU HA H10 HK HO", 8, "declarers", 8),  # "Acht Laufende"
    ("farbwenz:hearts", "LU HU BU HA H10 HK HO H9", 1, "opponents", 0),  # "Keine Laufenden:
    # Der Eichel-Unter als höchster Trumpf fehlt."
    ("farbwenz:hearts", "AU LU A7 A8 A9 L7 L8 B7", 2, "declarers", 0),  # not "mit zwei Untern"
    ("farbwenz:hearts", "BU HA A7 A8 A9 L7 L8 B7", 3, "opponents", 3),  # "gemeinsamer
    # Parteibesitz" of the opponents
    ("wenz", "AU LU A7 A8 A9 L7 L8 B7", 2, "declarers", 2),  # R15: Wenz from two
    ("geier", "LO HO A7 A8 A9 L7 L8 B7", 1, "opponents", 0),
    ("solo:bells", "AO LO HO B7 A8 A9 L7 L8", 3, "declarers", 3),
])
def test_laufende_k16_k17_r14_r15(contract: str, declarer_cards: str, run: int, party: str,
                                  paid: int) -> None:
    parsed = parse_contract(contract)
    assert laufende(parsed, set(cards(declarer_cards))) == (run, party)
    mine, theirs = deal_tricks(5)
    assert score_game(parsed, cards(declarer_cards), mine, theirs).laufende_paid == paid


def test_farbwenz_pays_at_most_eight_laufende_r14() -> None:
    farbwenz = parse_contract("farbwenz:hearts")
    declarers = cards("AU LU HU BU HA H10 HK HO")
    # The opponents hold H9 … : the run stops at eight anyway; with a ninth it is capped.
    assert laufende(farbwenz, set(declarers))[0] == 8
    solo_run = laufende(parse_contract("solo:hearts"),
                        set(cards("AO LO HO BO AU LU HU BU")))
    assert solo_run == (8, "declarers")
    nine = set(trump_order(farbwenz)[:9])
    assert laufende(farbwenz, nine)[0] == 9


def test_rufspiel_price_with_stoss_and_retour_ks1() -> None:
    rufspiel = parse_contract("rufspiel:bells")
    party = cards("AO LO HO BO AU LU HU BU BA B10 BK B9 B8 B7 HA H10")
    mine, theirs = deal_tricks(5)
    plain = score_game(rufspiel, party, mine, theirs)
    doubled = score_game(rufspiel, party, mine, theirs, stoss=True, retour=True)
    assert plain.declarers_win == doubled.declarers_win
    assert doubled.price == plain.price * 4
    assert (plain.laufende, plain.laufende_party) == (10, "declarers")  # AO … BU, HA, H10
    with raises_said(PositionError, "Retour answers a Stoß"):
        score_game(rufspiel, party, mine, theirs, retour=True)


def test_impossible_games_are_refused() -> None:
    mine, theirs = deal_tricks(5)
    with raises_said(PositionError, "8 different cards"):
        score_game(SOLO, cards("AO LO HO BO AU LU HU"), mine, theirs)
    with raises_said(PositionError, "called Sau"):
        score_game(parse_contract("rufspiel:bells"),
                   cards("AO LO HO BO AU LU HU BU AA A10 BK B9 B8 B7 HA H10"), mine, theirs)
    with raises_said(PositionError, "8 tricks"):
        score_game(SOLO, cards("AO LO HO BO AU LU HU BU"), mine[:-1], theirs)


def test_ramsch_r13() -> None:
    tricks = [cards("HA LA AA BA"), cards("H10 L10 A10 B10"), cards("HK LK AK BK"),
              cards("HO LO AO BO"), cards("HU LU AU BU"), cards("H9 L9 A9 B9"),
              cards("H8 L8 A8 B8"), cards("H7 L7 A7 B7")]
    most = score_ramsch([[tricks[0]], [tricks[1], tricks[2]], tricks[3:6], tricks[6:]])
    assert most.augen == (44, 56, 20, 0)
    assert (most.losers, most.case) == ((1,), "most_augen")
    durchmarsch = score_ramsch([tricks, [], [], []])
    assert (durchmarsch.durchmarsch, durchmarsch.losers) == (0, (1, 2, 3))
    assert DEFAULT_TARIFF.base["ramsch"] == durchmarsch.price


T = [cards(t) for t in ("HA LA AA A7", "H10 L10 B7 L7", "A10 HK LK H7", "BA HO LO L9",
                         "B10 BK AO BO", "AK HU LU A8", "AU BU H9 H8", "B9 B8 A9 L8")]
# Augen:                      33            20             18             17
#                             20            8              4              0


def test_ramsch_equal_augen_more_tricks_lose_r13() -> None:
    result = score_ramsch([[T[0], T[6]], [T[1], T[3], T[7]], [T[2], T[5]], [T[4]]])
    assert result.augen == (37, 37, 26, 20)
    assert (result.losers, result.case) == ((1,), "more_tricks")


def test_ramsch_equal_augen_and_tricks_more_trumps_lose_r13() -> None:
    result = score_ramsch([[T[0], T[6]], [T[1], T[3]], [T[2], T[7]], [T[4], T[5]]])
    assert result.augen[:2] == (37, 37)
    assert result.trumps[:2] == (5, 3)
    assert (result.losers, result.case) == ((0,), "more_trumps")


def test_ramsch_needs_the_whole_deck() -> None:
    with pytest.raises(PositionError):
        score_ramsch([[cards("HA LA AA BA")], [], [], []])


def test_contract_shape_is_data() -> None:
    assert SchafkopfContract.__dataclass_params__.frozen  # type: ignore[attr-defined]

"""The Schafkopf rulesets (rules/schafkopf/ruleset.py) house rule by house rule, each case with
its rule id and the sentence it follows, and the Kurzes Blatt (K-H2) through every decision."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules.cards import Card
from rules.errors import (
    ForeignCardError,
    PositionError,
    UnknownContractError,
    UnknownRulesetError,
)
from rules.schafkopf.bidding import Bid, winning_bid
from rules.schafkopf.catalogue import SCHAFKOPF_RULES
from rules.schafkopf.contract import ContractType, SchafkopfContract, parse_contract
from rules.schafkopf.deck import SCHAFKOPF_DECK, SHORT_DECK, Blatt
from rules.schafkopf.game import SCHAFKOPF, SchafkopfPosition
from rules.schafkopf.legality import legal_cards
from rules.schafkopf.ranking import points, trump_order
from rules.schafkopf.ruleset import (
    NETSCHAFKOPF,
    NETSCHAFKOPF_PM,
    RULESETS,
    SAUSPIEL,
    STANDARD,
    Durchmarsch,
    SchafkopfRuleset,
    ruleset_by_id,
)
from rules.schafkopf.score import Doublings, score_game, score_ramsch, stock_move
from rules.schafkopf.trick import judge_trick
from tests.said import raises_said

D = SCHAFKOPF_DECK
SHORT = ruleset_by_id("sauspiel-kurz")


def cards(text: str) -> tuple[Card, ...]:
    return D.parse_all(text.split())


def quote(rule_id: str) -> str:
    return SCHAFKOPF_RULES[rule_id].quote


# --- K-H2: the Kurzes Blatt --------------------------------------------------------------

def test_the_short_pack_holds_24_cards_worth_120() -> None:
    # K-H2: "24 cards, the Neun up, six a hand, six tricks; 120 Augen and 61 to win".
    assert "24 cards" in quote("K-H2")
    assert len(SHORT_DECK.cards) == 24
    assert sum(points(c) for c in SHORT_DECK.cards) == 120
    game = SCHAFKOPF.under(SHORT)
    assert (game.hand_size, len(game.deck)) == (6, 24)


@pytest.mark.parametrize(("slug", "trumps"), [
    ("solo:hearts", "AO LO HO BO AU LU HU BU HA H10 HK H9"),  # no Herz 8 and 7
    ("rufspiel:acorns", "AO LO HO BO AU LU HU BU HA H10 HK H9"),
    ("farbwenz:bells", "AU LU HU BU BA B10 BK BO B9"),
    ("wenz", "AU LU HU BU"),
])
def test_the_short_pack_has_no_sieben_and_acht_among_the_trumps(slug: str, trumps: str) -> None:
    contract = SHORT.contract(parse_contract(slug))
    assert contract.blatt is Blatt.SHORT
    assert trump_order(contract) == cards(trumps)


def test_laufende_of_the_opponents_stop_at_the_short_pack_end() -> None:
    # K-16: "ununterbrochen aufeinanderfolgende Trümpfe einer Partei". The opponents hold every
    # trump from the Eichel-Ober to the Herz-Neun but the declarer's Herz-König: 10 Laufende;
    # in the long pack the missing Herz 8 and 7 would not be theirs either.
    contract = SHORT.contract(parse_contract("solo:bells"))
    declarer = cards("B9 BK B10 BA L9 A9")  # no Ober or Unter: the opponents' run is all 8+
    tricks = [cards(t) for t in ("AO LO HO L9", "BO AU LU A9", "HU BU BA B9",
                                 "B10 BK HA H10", "HK H9 AA A10", "AK LA L10 LK")]
    result = score_game(contract, declarer, [], tricks, SHORT.tariff, ruleset=SHORT)
    assert (result.laufende, result.laufende_party) == (8, "opponents")
    assert result.tricks == (0, 6)
    assert result.schwarz


def test_the_called_sau_may_go_in_the_sixth_trick_of_the_short_pack() -> None:
    # K-9: "so darf er sie erst im letzten, dem 8. Stich, zugeben" — the last trick is the
    # sixth from the Kurzes Blatt.
    contract = SHORT.contract(parse_contract("rufspiel:acorns"))
    assert legal_cards(cards("AA"), cards("L9"), contract) == cards("AA")
    two = cards("AA HO")
    assert legal_cards(two, cards("L9"), contract) == cards("HO")


def test_a_long_pack_card_is_refused_in_the_short_pack() -> None:
    contract = SHORT.contract(parse_contract("solo:hearts"))
    with raises_said(ForeignCardError, "Kurzes Blatt"):
        legal_cards(cards("H7 HA"), (), contract)
    with raises_said(ForeignCardError, "Kurzes Blatt"):
        judge_trick(cards("H7 HA HK H9"), contract)
    # The long pack's Herz-Sieben is a card there, as before.
    assert legal_cards(cards("H7 HA"), (), parse_contract("solo:hearts")) == cards("H7 HA")


def test_a_game_from_the_short_pack_has_six_tricks() -> None:
    contract = SHORT.contract(parse_contract("wenz"))
    tricks = [cards(t) for t in ("AU A9 AK L9", "LU LA L10 LK", "HU HA H10 HK",
                                 "BU BA B10 BK", "AA A10 AO B9", "LO HO BO H9")]
    declarer = cards("AU LU HU BU AA LO")
    result = score_game(contract, declarer, tricks[:5], tricks[5:], ruleset=SHORT)
    assert result.augen[0] + result.augen[1] == 120
    with raises_said(PositionError, "6 tricks"):
        score_game(contract, declarer, tricks[:4], tricks[5:], ruleset=SHORT)


# --- K-17/R15, K-H1, K-H3, K-H8: when Laufende are paid -----------------------------------

# Eight tricks of 15 Augen each: Sau, König, 9, 8 and Zehn, Ober, Unter, 7 of every suit.
EVEN = [cards(f"{s}A {s}K {s}9 {s}8") for s in "HLAB"] + [
    cards(f"{s}10 {s}O {s}U {s}7") for s in "HLAB"]
WENZ_TWO = cards("AU LU AA A10 AK AO A9 A8")  # the declarer: two Unter on top, not the Herz


@pytest.mark.parametrize(("ruleset", "paid", "rule_id", "source"), [
    (STANDARD, 2, "K-17", "Bei Wenz und Geier werden Laufende ab 2 Laufende berechnet"),
    (SAUSPIEL, 2, "K-H1", "10 a Laufender from three (Wenz and Geier from two)"),
    (NETSCHAFKOPF, 0, "K-H3", "1 a Laufender from three in every game (Wenz and Geier too)"),
    (NETSCHAFKOPF_PM, 2, "K-H8", "Laufende from two in Wenz and Farbwenz"),
])
def test_two_unter_in_a_wenz(ruleset: SchafkopfRuleset, paid: int, rule_id: str,
                             source: str) -> None:
    assert source in quote(rule_id)
    result = score_game(parse_contract("wenz"), WENZ_TWO, EVEN[:5], EVEN[5:], ruleset=ruleset)
    assert result.laufende == 2
    assert result.laufende_paid == paid
    assert [line.rule_id for line in result.lines if line.item == "laufende"] == (
        [rule_id] if paid else [])


def test_the_farbwenz_cap_is_the_ruleset_s() -> None:
    # R14: "Beim Farbwenz können ... maximal acht Laufende abgerechnet werden."
    contract = parse_contract("farbwenz:hearts")
    assert "maximal acht Laufende" in quote("R14")
    assert STANDARD.laufende_paid(contract, 11) == 8
    assert replace(STANDARD, laufende_cap={}).laufende_paid(contract, 11) == 11


# --- tariffs, doublings, Kontras ----------------------------------------------------------

RUF = parse_contract("rufspiel:acorns")
RUF_CARDS = cards("AO LO HO BO AA A7 B7 L7 AU LU HU BU HA H10 HK A8")
RUF_TRICKS = (EVEN[:5], EVEN[5:])


@pytest.mark.parametrize(("ruleset", "base"), [(STANDARD, 10), (SAUSPIEL, 20),
                                               (NETSCHAFKOPF, 2)])
def test_the_tariff_is_the_ruleset_s(ruleset: SchafkopfRuleset, base: int) -> None:
    result = score_game(RUF, RUF_CARDS, *RUF_TRICKS, ruleset.tariff, ruleset=ruleset)
    assert result.lines[0].amount == base


def test_klopfen_and_kontras_double_with_their_seats() -> None:
    # K-S2: "Klopfen or Legen ... doubles the price once per player who does it"; K-S1 Stoß and
    # Retour; K-S3: "each further Kontra (Sub, Hirsch, …) doubles the price again".
    plain = score_game(RUF, RUF_CARDS, *RUF_TRICKS, SAUSPIEL.tariff, ruleset=SAUSPIEL)
    doubled = score_game(RUF, RUF_CARDS, *RUF_TRICKS, SAUSPIEL.tariff, ruleset=SAUSPIEL,
                         doublings=Doublings((2, 0), (1, 0, 1)))
    assert doubled.price == plain.price * 2 ** 5
    items = [(line.item, line.rule_id, line.seat) for line in doubled.lines if line.factor == 2]
    assert items == [("doubling", "K-S2", 2), ("doubling", "K-S2", 0), ("stoss", "K-S1", 1),
                     ("retour", "K-S1", 0), ("kontra", "K-S3", 1)]


def test_standard_allows_stoss_and_retour_only() -> None:
    # K-S1: "Stoß und Retour verändern den Preis"; a third Kontra is a Sauspiel house rule.
    with raises_said(PositionError, "2 Kontras"):
        score_game(RUF, RUF_CARDS, *RUF_TRICKS, ruleset=STANDARD,
                   doublings=Doublings((), (1, 0, 1)))


# --- Ramsch: the tie, Jungfrau, Durchmarsch (R13, K-H4, K-H5, K-H6) -----------------------

# Seats 0 and 2 both take 51 Augen; seat 2 took more tricks, seat 0 held the higher Ober (the
# Herz-Ober against the Schellen-Ober): NetSchafkopf's "Schafkopfprotokoll vom 04.10.23_03.txt"
# game 1 has this shape.
RAMSCH_TRICKS = [
    [cards("AA A10 AU HO"), cards("HA H10 HK L9")],
    [cards("AO A7 A8 A9"), cards("AK LK H9 B7")],
    [cards("BA B10 BK H8"), cards("LA L10 B9 H7"), cards("BO LU L8 L7")],
    [cards("HU LO BU B8")],
]
RAMSCH_HANDS = [cards("HO HA AA A10 H10 HK L9 AU"), cards("AO A7 A8 A9 AK LK H9 B7"),
                cards("BO BA B10 BK LA L10 B9 LU"), cards("LO HU BU B8 H8 H7 L8 L7")]


def test_standard_ramsch_tie_goes_against_more_tricks() -> None:
    # R13: "on equal most Augen, the one with more tricks loses".
    result = score_ramsch(RAMSCH_TRICKS)
    assert result.augen[0] == result.augen[2] == max(result.augen)
    assert (result.losers, result.case, result.rule_id) == ((2,), "more_tricks", "R13")


def test_netschafkopf_ramsch_tie_goes_against_the_higher_ober() -> None:
    # K-H4: "Bei Augengleichheit verliert, wer den höheren Ober hatte".
    assert "wer den höheren Ober hatte" in quote("K-H4")
    result = score_ramsch(RAMSCH_TRICKS, ruleset=NETSCHAFKOPF, hands=RAMSCH_HANDS)
    assert (result.losers, result.case, result.rule_id) == ((0,), "higher_ober_held", "K-H4")
    with raises_said(PositionError, "hand"):
        score_ramsch(RAMSCH_TRICKS, ruleset=NETSCHAFKOPF)


def test_a_jungfrau_doubles_the_netschafkopf_ramsch() -> None:
    # K-H5: "each player who took no trick in a Ramsch doubles its price".
    tricks = [RAMSCH_TRICKS[0], RAMSCH_TRICKS[1] + RAMSCH_TRICKS[3], RAMSCH_TRICKS[2], []]
    assert score_ramsch(tricks, NETSCHAFKOPF.tariff, ruleset=NETSCHAFKOPF,
                        hands=RAMSCH_HANDS).price == 2
    standard = score_ramsch(tricks)
    assert (standard.price, standard.jungfrauen) == (10, (3,))


def test_durchmarsch_by_augen_lets_a_trick_without_augen_go() -> None:
    # K-H6: "the player who took all 120 Augen wins the Ramsch alone"; R13 asks every trick.
    player = [cards("HA HK H10 HO"), cards("LA LK L10 LO"), cards("AA AK A10 AO"),
              cards("BA BK B10 BO"), cards("HU LU AU BU"), cards("H8 H7 L8 L7"),
              cards("A8 A7 B8 B7")]
    others = [[cards("H9 L9 A9 B9")], [], []]
    by_augen = replace(STANDARD, durchmarsch=Durchmarsch.AUGEN)
    result = score_ramsch([player, *others], ruleset=by_augen)
    assert (result.durchmarsch, result.rule_id) == (0, "K-H6")
    assert score_ramsch([player, *others]).durchmarsch is None


# --- K-H7: the Stock ----------------------------------------------------------------------

@pytest.mark.parametrize(("won", "share", "after"), [(True, 20, 0), (False, -20, 80)])
def test_the_stock_of_a_rufspiel(won: bool, share: int, after: int) -> None:
    # K-H7: "a won Rufspiel takes the pot, shared by the two declarers; a lost one pays as
    # much again into it."
    move = stock_move(STANDARD, RUF, won, 40)
    assert (move.per_declarer, move.pot_after) == (share, after)
    solo = stock_move(STANDARD, parse_contract("solo:hearts"), won, 40)
    assert (solo.per_declarer, solo.pot_after) == (0, 40)


# --- the rulesets themselves --------------------------------------------------------------

def test_default_is_standard_and_unknown_ids_are_refused() -> None:
    assert ruleset_by_id("default") is STANDARD is ruleset_by_id("Standard")
    assert set(RULESETS) >= {"standard", "sauspiel", "netschafkopf", "sauspiel-kurz"}
    with pytest.raises(UnknownRulesetError):
        ruleset_by_id("skat")


def test_every_house_rule_names_the_rulesets_that_have_it() -> None:
    assert SCHAFKOPF_RULES["K-H4"].rulesets == ("netschafkopf", "netschafkopf-pm",
                                                "netschafkopf-kurz", "netschafkopf-pm-kurz")
    assert "default" in SCHAFKOPF_RULES["K-4"].rulesets
    assert "default" not in SCHAFKOPF_RULES["K-H2"].rulesets


def test_the_short_game_object_checks_a_short_deal() -> None:
    game = SCHAFKOPF.under(SHORT)
    contract = SHORT.contract(SchafkopfContract(ContractType.WENZ))
    judged = game.judge(SchafkopfPosition(contract, cards("AU A9 AK L9 LU LA")))
    assert judged.trick_number == 1


# --- K-H9: Geier-Tout where a ruleset has it ----------------------------------------------

def test_a_geier_tout_is_a_sauspiel_contract_only() -> None:
    # K-19 "Bereits ein einziger Stich der Gegenspieler verliert den Tout."; K-H9 "A Geier may
    # be played Tout" (Sauspiel).
    assert "Geier may be played Tout" in quote("K-H9")
    sauspiel = SCHAFKOPF.under(SAUSPIEL)
    tout = sauspiel.parse_contract("geier", tout=True)
    assert tout.tout
    assert tout in sauspiel.contracts
    assert all(not (c.type is ContractType.GEIER and c.tout) for c in SCHAFKOPF.contracts)
    with raises_said(UnknownContractError, "only solo, wenz and farbwenz"):
        SCHAFKOPF.parse_contract("geier", tout=True)


def test_the_geier_tout_ranks_with_the_wenz_tout() -> None:
    # K-D1 "Geier ranks with Wenz"; so a Geier-Tout with the Wenz-Tout, below the Solo-Tout.
    sauspiel = SCHAFKOPF.under(SAUSPIEL)
    bids = [Bid(0, parse_contract("solo:hearts")), Bid(2, sauspiel.parse_contract("geier", True))]
    assert winning_bid(bids) == (bids[1], "rank")
    bids.append(Bid(1, parse_contract("wenz", tout=True)))
    assert winning_bid(bids) == (bids[2], "seat")
    bids.append(Bid(3, parse_contract("solo:bells", tout=True)))
    assert winning_bid(bids) == (bids[3], "rank")


def test_a_geier_tout_is_won_only_with_every_trick() -> None:
    contract = SCHAFKOPF.under(SAUSPIEL).parse_contract("geier", tout=True)
    declarer = cards("AO LO HO BO AA A10 AK A9")
    lost = score_game(contract, declarer, EVEN[:7], EVEN[7:], ruleset=SAUSPIEL)
    assert (lost.declarers_win, lost.rule_id) == (False, "K-19")
    won = score_game(contract, declarer, EVEN, [], SAUSPIEL.tariff, ruleset=SAUSPIEL)
    assert won.declarers_win
    assert [line.item for line in won.lines] == ["base", "laufende", "tout"]

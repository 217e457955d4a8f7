"""The Bettel (K-20, our reading): no trumps, every suit A K O U 10 9 8 7, following suit as in
K-6, the trick to the highest card of the led suit (K-7), won only without a trick, priced
from the tariff without Laufende, Schneider or Schwarz, ranked with the Farbwenz.

Each table case names the rule and the sentence it checks. K-20's sentence is
``BETTEL_RULE``: "Beim Bettel gibt es keinen Trumpf; jede Farbe läuft Sau, König, Ober, Unter,
Zehn, Neun, Acht, Sieben, und der Spieler gewinnt nur, wenn er keinen einzigen Stich macht."
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from api.http.negotiation import LANGUAGES
from api.words.catalogues import CATALOGUES
from rules.cards import Card, Suit
from rules.catalogue import RuleKind
from rules.errors import UnknownContractError
from rules.german_deck import SUITS
from rules.schafkopf.bidding import Bid, contract_rank, rank_rule, winning_bid
from rules.schafkopf.catalogue import BETTEL_RULE, SCHAFKOPF_RULES
from rules.schafkopf.contract import ContractType, contract_from_parts, parse_contract
from rules.schafkopf.deck import SCHAFKOPF_DECK
from rules.schafkopf.legality import judge_hand, legal_cards
from rules.schafkopf.ranking import is_trump, points, suit_order, trick_suit, trump_order
from rules.schafkopf.score import DEFAULT_TARIFF, Tariff, score_game
from rules.schafkopf.trick import judge_trick

D = SCHAFKOPF_DECK
BETTEL = parse_contract("bettel")
# The order K-20 states, written out here rather than taken from the engine's tables.
STATED_ORDER = ["A", "K", "O", "U", "10", "9", "8", "7"]
NO_TRUMP = "Beim Bettel gibt es keinen Trumpf"
ORDER = "jede Farbe läuft Sau, König, Ober, Unter, Zehn, Neun, Acht, Sieben"
NO_TRICK = "der Spieler gewinnt nur, wenn er keinen einzigen Stich macht"


def cards(text: str) -> tuple[Card, ...]:
    return D.parse_all(text.split()) if text else ()


def codes(found: tuple[Card, ...]) -> list[str]:
    return [D.code(c) for c in found]


def rank_code(card: Card) -> str:
    return D.code(card)[1:]


# --- the catalogue entry ------------------------------------------------------------------


def test_k20_is_our_reading_with_its_sentence_in_every_language() -> None:
    rule = SCHAFKOPF_RULES["K-20"]
    assert rule.kind is RuleKind.RULING  # no source within reach states the Bettel
    assert rule.quote == BETTEL_RULE
    for part in (NO_TRUMP, ORDER, NO_TRICK):
        assert part in rule.quote
    assert BETTEL_RULE in CATALOGUES["schafkopf"]["de"]["rule.K-20.text"]
    for lang in LANGUAGES:
        assert CATALOGUES["schafkopf"][lang]["contract.bettel"] == "Bettel"


def test_every_earlier_rule_keeps_its_id() -> None:
    ids = list(SCHAFKOPF_RULES)
    assert ids.index("K-19") < ids.index("K-20")
    # Only the reckoning's and the rulesets' entries come after the Bettel.
    assert [i for i in ids[ids.index("K-20") + 1:] if not i.startswith(("K-S", "K-H"))] == []


# --- the contract -------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "source"), [
    ("bettel", "Its GET form is contract=bettel."),
    ("Bettel", "The GET form is read without regard to case."),
])
def test_get_form(text: str, source: str) -> None:
    contract = parse_contract(text)
    assert (contract.type, contract.suit, contract.tout, contract.slug) == (
        ContractType.BETTEL, None, False, "bettel"), source


@pytest.mark.parametrize(("make", "field"), [
    (lambda: parse_contract("bettel:hearts"), "trump"),
    (lambda: contract_from_parts("bettel", trump="hearts"), "trump"),
    (lambda: contract_from_parts("bettel", called_suit="acorns"), "called_suit"),
    (lambda: parse_contract("bettel", tout=True), "tout"),  # Bettel ouvert/Tout: not covered
])
def test_a_bettel_has_no_suit_and_no_tout(make: Callable[[], object], field: str) -> None:
    with pytest.raises(UnknownContractError) as error:
        make()
    assert error.value.field == field


def test_one_against_three() -> None:
    assert BETTEL.shape.solo
    assert BETTEL.called_ace is None


# --- which suit a card counts as, and how strong it is ------------------------------------


def test_no_card_is_trump_k20() -> None:
    # NO_TRUMP: "Beim Bettel gibt es keinen Trumpf"
    assert trump_order(BETTEL) == ()
    for card in D.cards:
        assert not is_trump(card, BETTEL), D.code(card)
        assert trick_suit(card, BETTEL) is card.suit, D.code(card)


@pytest.mark.parametrize("suit", SUITS)
def test_every_suit_runs_a_k_o_u_10_9_8_7_k20(suit: Suit) -> None:
    # ORDER: "jede Farbe läuft Sau, König, Ober, Unter, Zehn, Neun, Acht, Sieben"
    order = suit_order(suit, BETTEL)
    assert [rank_code(c) for c in order] == STATED_ORDER
    assert {c.suit for c in order} == {suit}


@pytest.mark.parametrize(("trick", "winner", "rule", "source"), [
    ("A10 AU", 1, "K-20", "Zehn below Unter: 'Ober, Unter, Zehn, Neun'"),
    ("A10 A9", 0, "K-20", "Zehn above Neun: 'Zehn, Neun, Acht, Sieben'"),
    ("AU AO", 1, "K-20", "Ober above Unter: 'Sau, König, Ober, Unter'"),
    ("AO AK", 1, "K-20", "König above Ober: 'Sau, König, Ober'"),
    ("AK AA", 1, "K-20", "Sau highest: 'Sau, König'"),
    ("A8 A7", 0, "K-20", "Sieben lowest: 'Acht, Sieben'"),
    ("L7 AO HO BO", 0, "K-7", "Ohne Trumpf gewinnt die höchste Karte der angespielten Farbe: "
                             "the Ober are no trumps, the Gras-Sieben wins."),
    ("B9 BU B10 LA", 1, "K-7", "Ohne Trumpf gewinnt die höchste Karte der angespielten Farbe: "
                              "the Sau of another suit cannot win."),
    ("HU AU LU BU", 0, "K-7", "An Unter led is Herz, not trump: the other Unter are "
                             "discards."),
])
def test_trick_winner(trick: str, winner: int, rule: str, source: str) -> None:
    result = judge_trick(cards(trick), BETTEL)
    assert result.winner == winner, (rule, source)
    assert result.case == "led_suit"
    assert result.led is cards(trick)[0].suit


@pytest.mark.parametrize(("trick", "hand", "legal", "case", "source"), [
    ("", "AO HU B7", "AO HU B7", "lead", "K-6: the leader plays any card."),
    ("HA", "HO HU A7", "HO HU", "follow_suit_plain_picture",
     "K-6: every card belongs to its printed suit; with no trumps the Herz-Ober is Herz."),
    ("H7", "H10 LA", "H10", "follow_suit", "K-6: a led suit is followed with any card of it."),
    ("AO", "LO HO BU L9", "LO HO BU L9", "void_no_trump",
     "K-6: 'Wer nicht bedienen kann, darf eine beliebige Karte spielen.' An Ober led is an "
     "Eichel card, and a hand without Eichel plays any card."),
    ("LK", "LU AO", "LU", "follow_suit_plain_picture",
     "K-6: the Gras-Unter follows Gras; the Eichel-Ober does not."),
])
def test_following_k6(trick: str, hand: str, legal: str, case: str, source: str) -> None:
    judgement = judge_hand(cards(hand), cards(trick), BETTEL)
    assert codes(legal_cards(cards(hand), cards(trick), BETTEL)) == legal.split(), source
    assert {v.case for v in judgement.verdicts if v.legal} == {case}, source
    assert all(v.rule_id == "K-6" for v in judgement.verdicts)


# --- what it is worth ---------------------------------------------------------------------

# All 32 cards in eight tricks; the declarer held the four Ober and four Unter (no Laufende
# in a game without trumps, K-16) and takes the first ``n`` tricks.
TRICKS = [cards(f"{s}A {s}K {s}9 {s}8") for s in "HLAB"] + [
    cards(f"{s}10 {s}O {s}U {s}7") for s in "HLAB"]
DECLARER = cards("AO LO HO BO AU LU HU BU")


@pytest.mark.parametrize(("taken", "win", "source"), [
    (0, True, f"K-20: '{NO_TRICK}'"),
    (1, False, "K-20: the first trick the declarer takes loses the Bettel."),
    (2, False, "K-20: more tricks lose as well."),
    (8, False, "K-20: even every trick and all 120 Augen lose."),
])
def test_won_only_without_a_trick_k20(taken: int, win: bool, source: str) -> None:
    result = score_game(BETTEL, DECLARER, TRICKS[:taken], TRICKS[taken:])
    assert result.declarers_win is win, source
    assert result.rule_id == "K-20"
    assert result.tricks == (taken, 8 - taken)


@pytest.mark.parametrize(("taken", "stoss", "retour", "price"), [
    (0, False, False, 50),
    (1, False, False, 50),
    (0, True, False, 100),
    (1, True, True, 200),
])
def test_price_from_the_tariff_without_laufende_schneider_schwarz(
        taken: int, stoss: bool, retour: bool, price: int) -> None:
    # The declarer holds the four Ober and four Unter and the opponents take every trick:
    # in a Rufspiel or Solo that is 8 Laufende and Schwarz; in the Bettel neither counts.
    result = score_game(BETTEL, DECLARER, TRICKS[:taken], TRICKS[taken:], stoss=stoss,
                        retour=retour)
    assert (result.laufende, result.laufende_paid) == (0, 0)
    assert not result.schneider
    assert not result.schwarz
    assert result.lines[0].item == "base"
    assert {line.item for line in result.lines} <= {"base", "stoss", "retour"}
    assert result.lines[0].rule_id == "K-20"
    assert result.lines[0].amount == DEFAULT_TARIFF.base["bettel"] == 50
    assert result.price == price


def test_the_price_is_tariff_data() -> None:
    tariff = Tariff({**DEFAULT_TARIFF.base, "bettel": 30}, 10, 10, 10)
    assert score_game(BETTEL, DECLARER, [], TRICKS, tariff).price == 30


def test_a_solo_with_the_same_cards_still_counts_laufende_and_schwarz() -> None:
    # The Bettel's reckoning changes nothing for the other contracts (K-4, K-5, K-17, R12).
    solo = score_game(parse_contract("solo:hearts"), DECLARER, [], TRICKS)
    assert (solo.rule_id, solo.laufende_paid, solo.schneider, solo.schwarz) == (
        "K-4", 8, True, True)
    assert solo.price == 50 + 80 + 10 + 10


# --- its rank among the contracts ---------------------------------------------------------


@pytest.mark.parametrize(("other", "tout", "bettel_wins"), [
    ("rufspiel:acorns", False, True),
    ("wenz", False, False),
    ("geier", False, False),
    ("solo:bells", False, False),
    ("farbwenz:hearts", True, False),
])
def test_rank_k20(other: str, tout: bool, bettel_wins: bool) -> None:
    # K-20 (our reading): above the Rufspiel, below Wenz and Solo.
    bids = [Bid(0, parse_contract(other, tout)), Bid(1, BETTEL)]
    winner, reason = winning_bid(bids)
    assert (winner.contract == BETTEL) is bettel_wins
    assert reason == "rank"


@pytest.mark.parametrize("other", ["farbwenz:leaves", "farbgeier:bells"])
def test_equal_to_the_farbwenz_seat_decides_k20(other: str) -> None:
    for seats in ((0, 1), (1, 0)):
        bids = [Bid(seats[0], BETTEL), Bid(seats[1], parse_contract(other))]
        winner, reason = winning_bid(bids)
        assert reason == "seat"
        assert winner.seat == 0


def test_rank_rule_k20() -> None:
    assert rank_rule(BETTEL) == "K-20"
    assert contract_rank(BETTEL) == contract_rank(parse_contract("farbwenz:acorns"))


# --- properties ---------------------------------------------------------------------------


@st.composite
def bettel_tricks(draw: st.DrawFn) -> tuple[Card, ...]:
    """A legal Bettel trick of 1 to 4 cards from a random deal."""
    deck = draw(st.permutations(D.cards))
    size = draw(st.integers(1, 8))
    length = draw(st.integers(1, 4))
    trick: list[Card] = []
    for player in range(length):
        hand = deck[player * 8: player * 8 + size]
        trick.append(draw(st.sampled_from(legal_cards(hand, trick, BETTEL))))
    return tuple(trick)


@settings(max_examples=400, deadline=None)
@given(bettel_tricks())
def test_the_highest_card_of_the_led_suit_wins(trick: tuple[Card, ...]) -> None:
    # K-7 with no trumps, in K-20's order, against an oracle written from the sentence.
    led = trick[0].suit
    followers = [c for c in trick if c.suit is led]
    best = min(followers, key=lambda c: STATED_ORDER.index(rank_code(c)))
    result = judge_trick(trick, BETTEL)
    assert result.winning_card == best
    assert not any(is_trump(c, BETTEL) for c in trick)


@settings(max_examples=300, deadline=None)
@given(st.permutations(D.cards), st.integers(0, 4), st.data())
def test_following_without_trumps(deck: list[Card], trick_size: int,
                                  data: st.DataObject) -> None:
    # K-6 without trumps: a card of the led printed suit if the hand holds one, else any card.
    trick, hand = deck[:min(trick_size, 3)], deck[4:4 + data.draw(st.integers(1, 8))]
    legal = set(legal_cards(hand, trick, BETTEL))
    same = {c for c in hand if trick and c.suit is trick[0].suit}
    assert legal == (same or set(hand))


@settings(max_examples=300, deadline=None)
@given(st.permutations(D.cards), st.sets(st.integers(0, 7)), st.booleans())
def test_zero_tricks_win_any_trick_loses_and_the_price_ignores_the_cards(
        deck: list[Card], taken: set[int], stoss: bool) -> None:
    tricks = [tuple(deck[i * 4: i * 4 + 4]) for i in range(8)]
    mine = [t for i, t in enumerate(tricks) if i in taken]
    theirs = [t for i, t in enumerate(tricks) if i not in taken]
    result = score_game(BETTEL, deck[:8], mine, theirs, stoss=stoss)
    assert result.declarers_win is (not taken)
    assert result.augen[0] == sum(points(c) for t in mine for c in t)
    assert result.price == DEFAULT_TARIFF.base["bettel"] * (2 if stoss else 1)
    assert result.laufende_paid == 0
    assert not result.schneider
    assert not result.schwarz


def test_other_contracts_keep_the_ten_second() -> None:
    # The Bettel's order is its own: in every other contract the Zehn follows the Sau (K-8).
    for text in ("rufspiel:acorns", "wenz", "geier", "farbwenz:hearts", "ramsch"):
        order = [rank_code(c) for c in suit_order(D.parse("LA").suit, parse_contract(text))]
        assert order[:2] == ["A", "10"], text

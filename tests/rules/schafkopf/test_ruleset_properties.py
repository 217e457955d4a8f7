"""A ruleset change never changes a verdict that the changed rule does not touch (hypothesis):
no house rule of rules/schafkopf/ruleset.py touches legality or tricks; the Kurzes Blatt only
takes cards away; the Ramsch's house rules never touch a game with a declarer; a tariff
changes prices, never who won."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Card
from rules.schafkopf.contract import SchafkopfContract
from rules.schafkopf.deck import SCHAFKOPF_DECK, SHORT_DECK, Blatt
from rules.schafkopf.game import SCHAFKOPF
from rules.schafkopf.legality import judge_hand
from rules.schafkopf.ranking import trump_order
from rules.schafkopf.ruleset import RULESETS, STANDARD, Durchmarsch, Jungfrau, TieBreak
from rules.schafkopf.score import score_game
from rules.schafkopf.trick import judge_trick

LONG = [r for r in RULESETS.values() if r.blatt is Blatt.LONG]
SHORT = [r for r in RULESETS.values() if r.blatt is Blatt.SHORT]
# Every contract without a called Sau: the Sau's duty depends on the last trick's number.
FREE = [c for c in SCHAFKOPF.contracts if c.called_ace is None]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(SCHAFKOPF.contracts), st.permutations(SCHAFKOPF_DECK.cards),
       st.integers(1, 8), st.integers(0, 3), st.sampled_from(LONG))
def test_no_long_ruleset_changes_a_verdict(contract: SchafkopfContract, deck: list[Card],
                                           size: int, before: int, ruleset: object) -> None:
    hand, trick = deck[:size], deck[8:8 + before]
    ruled = ruleset.contract(contract)  # type: ignore[attr-defined]
    assert judge_hand(hand, trick, ruled) == judge_hand(hand, trick, contract)
    assert judge_trick(deck[8:12], ruled) == judge_trick(deck[8:12], contract)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(FREE), st.permutations(SHORT_DECK.cards), st.integers(1, 6),
       st.integers(0, 3), st.sampled_from(SHORT))
def test_the_short_pack_only_takes_cards_away(contract: SchafkopfContract, deck: list[Card],
                                              size: int, before: int, ruleset: object) -> None:
    """The same cards give the same verdicts, cases and winners from either pack; the trumps
    are the long pack's without Sieben and Acht, in the same order."""
    short = ruleset.contract(contract)  # type: ignore[attr-defined]
    hand, trick = deck[:size], deck[6:6 + before]
    long_verdicts = judge_hand(hand, trick, contract).verdicts
    assert judge_hand(hand, trick, short).verdicts == long_verdicts
    assert judge_trick(deck[6:10], short).winner == judge_trick(deck[6:10], contract).winner
    assert trump_order(short) == tuple(c for c in trump_order(contract) if c in SHORT_DECK)


RAMSCH_ONLY = [replace(STANDARD, ramsch_tie_break=(TieBreak.HIGHER_OBER_HELD,)),
               replace(STANDARD, jungfrau=Jungfrau.DOUBLE_EACH),
               replace(STANDARD, durchmarsch=Durchmarsch.AUGEN)]
GAMES = [c for c in SCHAFKOPF.contracts if c.type.value != "ramsch"]


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(GAMES), st.permutations(SCHAFKOPF_DECK.cards), st.integers(0, 8),
       st.sampled_from(RAMSCH_ONLY), st.sampled_from(LONG))
def test_ramsch_rules_and_tariffs_touch_no_other_verdict(
        contract: SchafkopfContract, deck: list[Card], taken: int, ramsch_rule: object,
        other: object) -> None:
    tricks = [tuple(deck[i * 4:i * 4 + 4]) for i in range(8)]
    size = 8 if contract.shape.solo else 16
    if contract.called_ace is not None and contract.called_ace not in deck[:size]:
        return
    held = deck[:size]
    plain = score_game(contract, held, tricks[:taken], tricks[taken:])
    assert score_game(contract, held, tricks[:taken], tricks[taken:],
                      ruleset=ramsch_rule) == plain  # type: ignore[arg-type]
    priced = score_game(contract, held, tricks[:taken], tricks[taken:],
                        other.tariff, ruleset=other)  # type: ignore[attr-defined]
    assert (priced.declarers_win, priced.rule_id, priced.augen, priced.schneider,
            priced.schwarz, priced.laufende) == (plain.declarers_win, plain.rule_id,
                                                 plain.augen, plain.schneider, plain.schwarz,
                                                 plain.laufende)

"""Which cards of a Differenzler hand may be played, each with its deciding rule (JD-L1 …
JD-L4, JD-V1): the "eingeschränkte Farbzwang". Rank orders, the Puur and the tricks are the
Schieber's (``rules.jass``); only the duties differ, so only they are decided here.

Every card of a kind (of the led suit, of a third suit, a trump above or below the trick's
highest trump) gets the same ruling in every hand, so the rulings are built once for the
deck and looked up by card ordinal, as in ``rules.jass.legality``.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.cards import Card, Suit
from rules.differenzler.ruleset import DEFAULT_RULESET, DifferenzlerRuleset
from rules.jass.contract import JassContract
from rules.jass.deck import JASS_DECK
from rules.jass.legality import MAX_HAND, hand_facts, highest_trump
from rules.jass.ranking import PUUR_RANK, ranking
from rules.jass.ruleset import STANDARD
from rules.jass.trick import PLAYERS
from rules.position import check_hand_and_trick_in_deck
from rules.verdict import PositionFacts, Verdict, facts_per_verdict, verdicts_for, verdicts_naming

_CARDS = JASS_DECK.cards
LEAD = verdicts_for(_CARDS, True, "JD-L1", "lead")
FOLLOW = verdicts_for(_CARDS, True, "JD-L2", "follow")
TRUMP_INSTEAD = verdicts_for(_CARDS, True, "JD-L2", "trump_instead")
OVERTRUMP_INSTEAD = verdicts_for(_CARDS, True, "JD-L2", "overtrump_instead")
UNDERTRUMP_INSTEAD = verdicts_for(_CARDS, True, "JD-V1", "undertrump_instead")
DISCARD = verdicts_for(_CARDS, True, "JD-L3", "discard")
TRUMP = verdicts_for(_CARDS, True, "JD-L3", "trump")
OVERTRUMP = verdicts_for(_CARDS, True, "JD-L3", "overtrump")
UNDERTRUMP = verdicts_for(_CARDS, True, "JD-L3", "undertrump")
VOID_ON_TRUMP_LEAD = verdicts_for(_CARDS, True, "JD-L4", "void")
FOLLOW_TRUMP = verdicts_for(_CARDS, True, "JD-L4", "follow_trump")
PUUR_ALONE = verdicts_for(_CARDS, True, "JD-L4", "puur_alone")
# The rulings that name a card of the hand, by that card.
MUST_FOLLOW = verdicts_naming(_CARDS, False, "JD-L2", "must_follow")
NO_UNDERTRUMP_WHILE_FOLLOWING = verdicts_naming(_CARDS, False, "JD-V1", "no_undertrump")
MUST_FOLLOW_TRUMP = verdicts_naming(_CARDS, False, "JD-L4", "must_follow_trump")
PUUR_KEPT = verdicts_naming(_CARDS, True, "JD-L4", "puur_kept")


def judge_hand(hand: Sequence[Card], trick: Sequence[Card], contract: JassContract,
               ruleset: DifferenzlerRuleset = DEFAULT_RULESET, *,
               well_formed: bool = False) -> tuple[Verdict, ...]:
    """One verdict per card of the hand, in hand order. ``well_formed``: hand and trick are
    already checked (a round walk), so they are not checked again."""
    if not well_formed:
        check_hand_and_trick_in_deck(JASS_DECK, hand, trick, max_hand=MAX_HAND,
                                     players=PLAYERS)
    if not trick:
        return tuple([LEAD[card.ordinal] for card in hand])
    trump = contract.trump
    assert trump is not None  # JD-3: only trump contracts
    if trick[0].suit is trump:
        return _trump_led(hand, trump)
    return _plain_suit_led(hand, trick, trick[0].suit, trump, contract, ruleset)


def _trump_led(hand: Sequence[Card], trump: Suit) -> tuple[Verdict, ...]:
    """JD-L4: a trump must answer a trump lead, any trump; the Puur alone is exempt."""
    trumps = [card for card in hand if card.suit is trump]
    if not trumps:
        return tuple([VOID_ON_TRUMP_LEAD[card.ordinal] for card in hand])
    if len(trumps) == 1 and trumps[0].rank is PUUR_RANK:
        kept = PUUR_KEPT[trumps[0].ordinal]
        return tuple([PUUR_ALONE[card.ordinal] if card.suit is trump else kept[card.ordinal]
                      for card in hand])
    obliging = next(card for card in trumps if card.rank is not PUUR_RANK)
    must = MUST_FOLLOW_TRUMP[obliging.ordinal]
    return tuple([FOLLOW_TRUMP[card.ordinal] if card.suit is trump else must[card.ordinal]
                  for card in hand])


def _plain_suit_led(hand: Sequence[Card], trick: Sequence[Card], led_suit: Suit, trump: Suit,
                    contract: JassContract, ruleset: DifferenzlerRuleset
                    ) -> tuple[Verdict, ...]:
    """JD-L2 (holding the led suit: follow or trump), JD-L3 (void: any card), JD-V1."""
    strength = ranking(contract).strength
    highest = highest_trump(trick, trump, strength)
    top = 0 if highest is None else strength[highest.ordinal]  # strengths start at 1
    held = next((card for card in hand if card.suit is led_suit), None)
    if held is None:
        higher, lower, other = (TRUMP if highest is None else OVERTRUMP), UNDERTRUMP, DISCARD
    else:
        higher = TRUMP_INSTEAD if highest is None else OVERTRUMP_INSTEAD
        lower = (UNDERTRUMP_INSTEAD if ruleset.undertrump_while_following
                 else NO_UNDERTRUMP_WHILE_FOLLOWING[held.ordinal])
        other = MUST_FOLLOW[held.ordinal]
    return tuple([FOLLOW[card.ordinal] if card.suit is led_suit
                  else other[card.ordinal] if card.suit is not trump
                  else higher[card.ordinal] if strength[card.ordinal] > top
                  else lower[card.ordinal]
                  for card in hand])


def verdict_facts(hand: Sequence[Card], trick: Sequence[Card], contract: JassContract,
                  verdicts: Sequence[Verdict]) -> PositionFacts:
    """The Schieber's facts of a hand: the Differenzler lets a trump replace following, as
    the Schieber's ``standard`` ruleset does, which is all the facts read of a ruleset."""
    return facts_per_verdict(verdicts, hand_facts(hand, trick, contract, STANDARD, verdicts))

"""Which cards of a Jass hand may be played to the trick so far, each with its deciding rule.

``judge_hand`` is the one place where legality is decided; ``legal_cards`` is derived from it.
The order of the checks is the one [S000] teaches: "zuerst prüfst du die ausgespielte Farbe,
danach den Trumpf und zuletzt die Möglichkeit zum Überstechen."

Within one hand every card of a kind (of the led suit, of another plain suit, a trump above
or below the trick's highest trump, the Puur) gets the same ruling, so each ruling is chosen
once per hand. The verdicts themselves come from tables built once for the deck (see
``rules.verdict``) and are looked up by card ordinal.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from operator import attrgetter

from rules.cards import Card, Rank, Suit
from rules.jass.contract import JassContract
from rules.jass.deck import JASS_DECK
from rules.jass.ranking import PUUR_RANK, ranking
from rules.jass.ruleset import DEFAULT_RULESET, RULESETS, JassRuleset, Undertrumping
from rules.jass.trick import PLAYERS
from rules.position import check_hand_and_trick_in_deck
from rules.verdict import (
    Facts,
    PositionFacts,
    Verdict,
    Verdicts,
    facts_per_verdict,
    verdicts_for,
    verdicts_naming,
)

MAX_HAND = 9


def _common(legal: bool, rule_id: str, case: str) -> Verdicts:
    return verdicts_for(JASS_DECK.cards, legal, rule_id, case)


def _naming(legal: bool, rule_id: str, case: str) -> Mapping[int, Verdicts]:
    return verdicts_naming(JASS_DECK.cards, legal, rule_id, case)


def _by_rule(rule_ids: set[str], legal: bool, case: str) -> Mapping[str, Verdicts]:
    return {rule_id: _common(legal, rule_id, case) for rule_id in rule_ids}


# The rulings that name no other card and are the same in both rulesets.
LEAD = _common(True, "J-L1", "lead")
FOLLOW = _common(True, "J-L2", "follow")
DISCARD = _common(True, "J-L3", "discard")
TRUMP = _common(True, "J-L3", "trump")
OVERTRUMP = _common(True, "J-L5", "overtrump")
MUST_OVERTRUMP = _common(True, "J-L5", "must_overtrump")
PUUR_MAY_BE_KEPT = _common(True, "J-L6", "puur_may_be_kept")
PUUR_ALONE_ON_TRUMP_LEAD = _common(True, "J-L6", "puur_alone_on_trump_lead")
VOID_ON_TRUMP_LEAD = _common(True, "J-L7", "void")
FOLLOW_TRUMP = _common(True, "J-L7", "follow_trump")
FOLLOW_WITHOUT_TRUMPS = _common(True, "J-L8", "follow")
VOID_WITHOUT_TRUMPS = _common(True, "J-L8", "void")
TRUMP_INSTEAD = _common(True, "J-V1", "trump_instead")
OVERTRUMP_INSTEAD = _common(True, "J-V1", "overtrump_instead")
# The common rulings that name a card held, by that card.
MUST_FOLLOW = _naming(False, "J-L2", "must_follow")
NO_VOLUNTARY_TRUMP = _naming(False, "J-L2", "no_voluntary_trump")
MUST_FOLLOW_TRUMP = _naming(False, "J-L7", "must_follow_trump")
MUST_FOLLOW_WITHOUT_TRUMPS = _naming(False, "J-L8", "must_follow")
# The rulings that name no other card but cite the ruleset's rule: by rule id, for every
# ruleset in RULESETS.
_DISCARD_RULES = {ruleset.discard_over_trump_rule for ruleset in RULESETS.values()}
_UNDERTRUMP_RULES = {ruleset.undertrump_rule for ruleset in RULESETS.values()}
DISCARD_OVER_TRUMP = _by_rule(_DISCARD_RULES, True, "discard_over_trump")
NO_HIGHER_TRUMP = _by_rule(_UNDERTRUMP_RULES, True, "no_higher_trump")
ONLY_TRUMPS_LEFT = _by_rule(_UNDERTRUMP_RULES, True, "only_trumps_left")
UNDERTRUMP = _by_rule(_UNDERTRUMP_RULES, False, "undertrump")

_is_legal = attrgetter("legal")


def highest_trump(trick: Sequence[Card], trump: Suit,
                  strength: Mapping[int, int]) -> Card | None:
    highest: Card | None = None
    for card in trick:
        if card.suit is trump and (
                highest is None or strength[card.ordinal] > strength[highest.ordinal]):
            highest = card
    return highest


def judge_hand(hand: Sequence[Card], trick: Sequence[Card], contract: JassContract,
               ruleset: JassRuleset = DEFAULT_RULESET, *,
               well_formed: bool = False) -> tuple[Verdict, ...]:
    """One verdict per card of the hand, in hand order. ``well_formed``: the caller has
    already made sure that hand and trick can occur together (a round walk checks the deal
    once and every play), so they are not checked again."""
    if not well_formed:
        check_hand_and_trick_in_deck(JASS_DECK, hand, trick, max_hand=MAX_HAND,
                                     players=PLAYERS)
    # What the trick means for the player to move (led suit, trump led, highest trump),
    # asked only as far as the answer needs it.
    if not trick:
        return tuple([LEAD[card.ordinal] for card in hand])
    led_suit, trump = trick[0].suit, contract.trump
    if trump is None:
        return _no_trump_contract(hand, led_suit)
    if led_suit is trump:
        return _trump_led(hand, trump)
    return _plain_suit_led(hand, trick, led_suit, trump, contract, ruleset)


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], contract: JassContract,
                ruleset: JassRuleset = DEFAULT_RULESET) -> tuple[Card, ...]:
    return tuple(v.card for v in judge_hand(hand, trick, contract, ruleset) if v.legal)


def _no_trump_contract(hand: Sequence[Card], led_suit: Suit) -> tuple[Verdict, ...]:
    """J-L8: Obenabe and Undenufe keep only the Farbzwang."""
    following = [card for card in hand if card.suit is led_suit]
    if not following:
        return tuple([VOID_WITHOUT_TRUMPS[card.ordinal] for card in hand])
    must_follow = MUST_FOLLOW_WITHOUT_TRUMPS[following[0].ordinal]
    return tuple([FOLLOW_WITHOUT_TRUMPS[card.ordinal] if card.suit is led_suit
                  else must_follow[card.ordinal] for card in hand])


def _trump_led(hand: Sequence[Card], trump: Suit) -> tuple[Verdict, ...]:
    """J-L7: any trump answers a trump lead; no duty to overtrump. R2: a lone Puur is exempt."""
    trumps = [card for card in hand if card.suit is trump]
    if not trumps:
        return tuple([VOID_ON_TRUMP_LEAD[card.ordinal] for card in hand])
    if len(trumps) == 1 and trumps[0].rank is PUUR_RANK:  # the Puur is the only trump held
        puur = trumps[0]
        return tuple([PUUR_ALONE_ON_TRUMP_LEAD[card.ordinal] if card.suit is trump
                      else Verdict(card, True, "J-L6", "puur_kept_on_trump_lead", puur)
                      for card in hand])
    other_trump = next(card for card in trumps if card.rank is not PUUR_RANK)
    must_follow = MUST_FOLLOW_TRUMP[other_trump.ordinal]
    return tuple([FOLLOW_TRUMP[card.ordinal] if card.suit is trump
                  else must_follow[card.ordinal] for card in hand])


def _plain_suit_led(hand: Sequence[Card], trick: Sequence[Card], led_suit: Suit, trump: Suit,
                    contract: JassContract, ruleset: JassRuleset) -> tuple[Verdict, ...]:
    strength = ranking(contract).strength
    highest = highest_trump(trick, trump, strength)
    following = [card for card in hand if card.suit is led_suit]
    held = following[0] if following else None
    off_suit = _off_suit(held, highest, ruleset)
    trumps = [card for card in hand if card.suit is trump]
    if not trumps:
        return tuple([FOLLOW[card.ordinal] if card.suit is led_suit
                      else off_suit[card.ordinal] for card in hand])
    if highest is None:  # every trump is higher
        top, higher_trumps, lower_trumps = 0, trumps, []  # strengths start at 1
    else:
        top = strength[highest.ordinal]
        higher_trumps = [card for card in trumps if strength[card.ordinal] > top]
        lower_trumps = [card for card in trumps if strength[card.ordinal] < top]
    only_trumps = len(trumps) == len(hand)
    if held is not None and not ruleset.may_trump_instead_of_following:
        higher = lower = NO_VOLUNTARY_TRUMP[held.ordinal]
        # Built for the hand's trumps; only the Puur's verdict is asked for.
        puur = verdicts_for(trumps, False, "J-L2", "puur_may_not_replace", held)
    else:
        # The Puur, the strongest trump, always lies above the trick's highest trump.
        puur = higher = _higher_trump(held, highest, only_trumps, ruleset)
        lower = _lower_trump(lower_trumps, higher_trumps, only_trumps, ruleset)
    verdicts = [FOLLOW[card.ordinal] if card.suit is led_suit
                else off_suit[card.ordinal] if card.suit is not trump
                else puur[card.ordinal] if card.rank is PUUR_RANK
                else higher[card.ordinal] if strength[card.ordinal] > top
                else lower[card.ordinal]
                for card in hand]
    if higher_trumps:  # the Puur, if held, is among them
        _name_puur_exception(verdicts, trump)
    return tuple(verdicts)


def _off_suit(held: Card | None, highest_trump: Card | None,
              ruleset: JassRuleset) -> Verdicts:
    """A card neither of the led suit nor trump (J-L2, J-L3, J-L9)."""
    if held is not None:
        return MUST_FOLLOW[held.ordinal]
    if highest_trump is None:
        return DISCARD
    return DISCARD_OVER_TRUMP[ruleset.discard_over_trump_rule]


def _higher_trump(held: Card | None, highest_trump: Card | None, only_trumps: bool,
                  ruleset: JassRuleset) -> Verdicts:
    """A trump above the trick's highest trump, or any trump when none lies (J-L3, J-L5,
    J-V1), where the ruleset lets a player trump at all."""
    if highest_trump is None:
        return TRUMP if held is None else TRUMP_INSTEAD
    if held is not None:
        return OVERTRUMP_INSTEAD
    if only_trumps and ruleset.undertrumping is Undertrumping.WITHOUT_HIGHER_TRUMP:
        return MUST_OVERTRUMP
    return OVERTRUMP


def _lower_trump(lower_trumps: Sequence[Card], higher_trumps: Sequence[Card],
                 only_trumps: bool, ruleset: JassRuleset) -> Verdicts:
    """A trump lower than the trick's highest trump (J-L4, J-L10, J-V2). The rulings that
    name a higher trump are rare: built for the lower trumps of this hand."""
    rule_id = ruleset.undertrump_rule
    if ruleset.undertrumping is Undertrumping.WITHOUT_HIGHER_TRUMP:
        if not higher_trumps:
            return NO_HIGHER_TRUMP[rule_id]
        non_puur = [card for card in higher_trumps if card.rank is not PUUR_RANK]
        if non_puur:
            return verdicts_for(lower_trumps, False, rule_id, "undertrump", non_puur[0])
        return verdicts_for(lower_trumps, False, "J-L10", "undertrump_puur_held",
                            higher_trumps[0])
    if only_trumps:
        return ONLY_TRUMPS_LEFT[rule_id]
    return UNDERTRUMP[rule_id]


def _name_puur_exception(verdicts: list[Verdict], trump: Suit) -> None:
    """A legal Puur that could be kept back (another card is legal too) cites the Puur
    exception J-L6; a forced Puur keeps the rule that forces it. No Puur held: no change."""
    for at, verdict in enumerate(verdicts):
        card = verdict.card
        if card.suit is trump and card.rank is PUUR_RANK:
            if (verdict.legal and verdict.rule_id in ("J-L3", "J-L5")
                    and sum(map(_is_legal, verdicts)) > 1):
                verdicts[at] = PUUR_MAY_BE_KEPT[card.ordinal]
            return


NAELL_RANK = Rank.NINE  # the Näll: the Nine of trumps, second only to the Puur (J-4)


def hand_facts(hand: Sequence[Card], trick: Sequence[Card], contract: JassContract,
               ruleset: JassRuleset, verdicts: Sequence[Verdict]) -> Facts:
    """The facts the rulings of one hand used, found once for the hand (not on the engine's
    fast path: ``judge_hand`` does not need them)."""
    trump = contract.trump
    led = trick[0].suit if trick else None
    trumps = [card for card in hand if card.suit is trump] if trump else []
    highest: Card | None = None
    higher: list[Card] = []
    if trump is not None and trick:
        strength = ranking(contract).strength
        highest = highest_trump(trick, trump, strength)
        if highest is not None:
            higher = [c for c in trumps if strength[c.ordinal] > strength[highest.ordinal]]
    # The higher trump a ruling names: another than the Puur where one is held (J-L10).
    others = [c for c in higher if c.rank is not PUUR_RANK]
    named_higher = others[0] if others else higher[0] if higher else None
    puur = [c for c in trumps if c.rank is PUUR_RANK]
    legal_trumps = len([v for v in verdicts if v.legal and v.card.suit is trump])
    return {
        "led_suit": led, "trump_suit": trump, "trump_led": led is not None and led is trump,
        "can_follow": led is not None and led in [card.suit for card in hand],
        "trumps_held": len(trumps), "legal_trumps": legal_trumps,
        "only_trumps": bool(trumps) and len(trumps) == len(hand),
        "highest_trump": highest,
        "highest_trump_is_puur": highest is not None and highest.rank is PUUR_RANK,
        "highest_trump_is_naell": highest is not None and highest.rank is NAELL_RANK,
        "higher_trump": named_higher,
        "puur": puur[0] if puur else None,
        "may_trump_instead": trump is not None and ruleset.may_trump_instead_of_following,
        "all_legal": all([v.legal for v in verdicts]),  # ``all_legal``, once per hand
    }


def verdict_facts(hand: Sequence[Card], trick: Sequence[Card], contract: JassContract,
                  ruleset: JassRuleset, verdicts: Sequence[Verdict]) -> PositionFacts:
    return facts_per_verdict(verdicts, hand_facts(hand, trick, contract, ruleset, verdicts))

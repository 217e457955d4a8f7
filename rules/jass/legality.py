"""Which cards of a Jass hand may be played to the trick so far, each with its deciding rule.

``judge_hand`` is the one place where legality is decided; ``legal_cards`` is derived from it.
The order of the checks is the one [S000] teaches: "zuerst prüfst du die ausgespielte Farbe,
danach den Trumpf und zuletzt die Möglichkeit zum Überstechen."
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from rules.cards import Card, Suit
from rules.jass.contract import JassContract
from rules.jass.deck import JASS_DECK
from rules.jass.ranking import is_puur, is_trump, strength
from rules.jass.ruleset import DEFAULT_RULESET, JassRuleset, Undertrumping
from rules.jass.trick import PLAYERS
from rules.position import check_hand_and_trick_in_deck
from rules.verdict import Verdict

MAX_HAND = 9


class Situation(NamedTuple):
    """What the trick so far means for the player to move."""

    led_suit: Suit | None  # None: this player leads
    trump_led: bool
    highest_trump: Card | None  # the strongest trump lying in the trick


def situation(trick: Sequence[Card], contract: JassContract) -> Situation:
    if not trick:
        return Situation(None, False, None)
    trumps = [card for card in trick if is_trump(card, contract)]
    highest = max(trumps, key=lambda card: strength(card, contract)) if trumps else None
    return Situation(trick[0].suit, is_trump(trick[0], contract), highest)


def judge_hand(hand: Sequence[Card], trick: Sequence[Card], contract: JassContract,
               ruleset: JassRuleset = DEFAULT_RULESET) -> tuple[Verdict, ...]:
    """One verdict per card of the hand, in hand order."""
    check_hand_and_trick_in_deck(JASS_DECK, hand, trick, max_hand=MAX_HAND, players=PLAYERS)
    state = situation(trick, contract)
    if state.led_suit is None:
        return tuple(Verdict(card, True, "J-L1", "lead") for card in hand)
    if not contract.has_trump:
        return _no_trump_contract(hand, state.led_suit)
    if state.trump_led:
        return _trump_led(hand, contract)
    return _plain_suit_led(hand, state.led_suit, state.highest_trump, contract, ruleset)


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], contract: JassContract,
                ruleset: JassRuleset = DEFAULT_RULESET) -> tuple[Card, ...]:
    return tuple(v.card for v in judge_hand(hand, trick, contract, ruleset) if v.legal)


def _no_trump_contract(hand: Sequence[Card], led_suit: Suit) -> tuple[Verdict, ...]:
    """J-L8: Obenabe and Undenufe keep only the Farbzwang."""
    following = [card for card in hand if card.suit is led_suit]
    if not following:
        return tuple(Verdict(card, True, "J-L8", "void") for card in hand)
    return tuple(
        Verdict(card, True, "J-L8", "follow") if card.suit is led_suit
        else Verdict(card, False, "J-L8", "must_follow", following[0])
        for card in hand)


def _trump_led(hand: Sequence[Card], contract: JassContract) -> tuple[Verdict, ...]:
    """J-L7: any trump answers a trump lead; no duty to overtrump. R2: a lone Puur is exempt."""
    trumps = [card for card in hand if is_trump(card, contract)]
    if not trumps:
        return tuple(Verdict(card, True, "J-L7", "void") for card in hand)
    if all(is_puur(card, contract) for card in trumps):
        puur = trumps[0]
        return tuple(
            Verdict(card, True, "J-L6", "puur_alone_on_trump_lead") if card == puur
            else Verdict(card, True, "J-L6", "puur_kept_on_trump_lead", puur)
            for card in hand)
    other_trump = next(card for card in trumps if not is_puur(card, contract))
    return tuple(
        Verdict(card, True, "J-L7", "follow_trump") if is_trump(card, contract)
        else Verdict(card, False, "J-L7", "must_follow_trump", other_trump)
        for card in hand)


def _plain_suit_led(hand: Sequence[Card], led_suit: Suit, highest_trump: Card | None,
                    contract: JassContract, ruleset: JassRuleset) -> tuple[Verdict, ...]:
    trump = contract.trump
    following = [card for card in hand if card.suit is led_suit]
    trumps = [card for card in hand if card.suit is trump]
    if highest_trump is None:
        higher_trumps = trumps
    else:
        top = strength(highest_trump, contract)
        higher_trumps = [card for card in trumps if strength(card, contract) > top]
    only_trumps = len(trumps) == len(hand)
    verdicts = [
        _plain_lead_verdict(card, led_suit, highest_trump, following, higher_trumps,
                            only_trumps, contract, ruleset)
        for card in hand]
    return tuple(_name_puur_exception(verdicts, contract))


def _plain_lead_verdict(card: Card, led_suit: Suit, highest_trump: Card | None,
                        following: Sequence[Card], higher_trumps: Sequence[Card],
                        only_trumps: bool, contract: JassContract,
                        ruleset: JassRuleset) -> Verdict:
    if card.suit is led_suit:
        return Verdict(card, True, "J-L2", "follow")
    if card.suit is not contract.trump:
        if following:
            return Verdict(card, False, "J-L2", "must_follow", following[0])
        if highest_trump is None:
            return Verdict(card, True, "J-L3", "discard")
        return Verdict(card, True, ruleset.discard_over_trump_rule, "discard_over_trump")
    # The card is a trump and a plain suit was led.
    if following and not ruleset.may_trump_instead_of_following:
        case = "puur_may_not_replace" if is_puur(card, contract) else "no_voluntary_trump"
        return Verdict(card, False, "J-L2", case, following[0])
    if highest_trump is None:
        if following:
            return Verdict(card, True, "J-V1", "trump_instead")
        return Verdict(card, True, "J-L3", "trump")
    if card in higher_trumps:
        if following:
            return Verdict(card, True, "J-V1", "overtrump_instead")
        if only_trumps and ruleset.undertrumping is Undertrumping.WITHOUT_HIGHER_TRUMP:
            return Verdict(card, True, "J-L5", "must_overtrump")
        return Verdict(card, True, "J-L5", "overtrump")
    return _undertrump_verdict(card, higher_trumps, only_trumps, contract, ruleset)


def _undertrump_verdict(card: Card, higher_trumps: Sequence[Card], only_trumps: bool,
                        contract: JassContract, ruleset: JassRuleset) -> Verdict:
    """A trump lower than the trick's highest trump (J-L4, J-L10, J-V2)."""
    rule_id = ruleset.undertrump_rule
    if ruleset.undertrumping is Undertrumping.WITHOUT_HIGHER_TRUMP:
        if not higher_trumps:
            return Verdict(card, True, rule_id, "no_higher_trump")
        non_puur = [c for c in higher_trumps if not is_puur(c, contract)]
        if non_puur:
            return Verdict(card, False, rule_id, "undertrump", non_puur[0])
        return Verdict(card, False, "J-L10", "undertrump_puur_held", higher_trumps[0])
    if only_trumps:
        return Verdict(card, True, rule_id, "only_trumps_left")
    return Verdict(card, False, rule_id, "undertrump")


def _name_puur_exception(verdicts: list[Verdict], contract: JassContract) -> list[Verdict]:
    """A legal Puur that could be kept back (another card is legal too) cites the Puur
    exception J-L6; a forced Puur keeps the rule that forces it."""
    at = next((i for i, v in enumerate(verdicts) if is_puur(v.card, contract)), None)
    if at is None:
        return verdicts
    puur = verdicts[at]
    if puur.legal and puur.rule_id in ("J-L3", "J-L5") and sum(v.legal for v in verdicts) > 1:
        verdicts[at] = Verdict(puur.card, True, "J-L6", "puur_may_be_kept")
    return verdicts

"""Which cards of a Jass hand may be played to the trick so far, each with its deciding rule.

``judge_hand`` is the one place where legality is decided; ``legal_cards`` is derived from it.
The order of the checks is the one [S000] teaches: "zuerst prüfst du die ausgespielte Farbe,
danach den Trumpf und zuletzt die Möglichkeit zum Überstechen."

Within one hand every card of a kind (of the led suit, of another plain suit, a trump above
or below the trick's highest trump, the Puur) gets the same ruling, so each ruling is chosen
once per hand, from what one pass over the hand finds. The verdicts themselves are made once
(a ruling's for the whole deck, one that names a card of the hand the first time that card is
named) and are looked up in lists by card ordinal.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final, final

from rules.cards import Card, Rank, Suit
from rules.jass.contract import JassContract
from rules.jass.deck import JASS_DECK
from rules.jass.ranking import ORDINALS, PRINTED, PUUR_RANK, TRUMP_STRENGTH, ranking
from rules.jass.ruleset import DEFAULT_RULESET, RULESETS, JassRuleset, Undertrumping
from rules.jass.trick import PLAYERS
from rules.position import check_hand_and_trick_in_deck
from rules.verdict import Facts, PositionFacts, Verdict, facts_per_verdict

MAX_HAND: Final = 9
_DECK: Final = JASS_DECK

# A ruling's verdicts by the ordinal of the card judged (a list: read at C speed), for every
# printed card up to the deck's highest ordinal (``PRINTED``).
Ruling = list[Verdict]


def _ruling(legal: bool, rule_id: str, case: str, evidence: Card | None = None) -> Ruling:
    return [Verdict(card, legal, rule_id, case, evidence) for card in PRINTED]


@final
class Naming:
    """A ruling that names a card of the hand (the evidence): one ruling per evidence, by its
    ordinal, each made the first time a hand needs it."""

    __slots__ = ("case", "legal", "rows", "rule_id")

    def __init__(self, legal: bool, rule_id: str, case: str) -> None:
        self.legal = legal
        self.rule_id = rule_id
        self.case = case
        self.rows: list[Ruling | None] = [None] * ORDINALS

    def naming(self, evidence: Card) -> Ruling:
        row = self.rows[evidence.ordinal]
        if row is None:
            row = self.rows[evidence.ordinal] = _ruling(self.legal, self.rule_id, self.case,
                                                        evidence)
        return row


# The rulings that name no other card and are the same in both rulesets.
LEAD: Final = _ruling(True, "J-L1", "lead")
FOLLOW: Final = _ruling(True, "J-L2", "follow")
DISCARD: Final = _ruling(True, "J-L3", "discard")
TRUMP: Final = _ruling(True, "J-L3", "trump")
OVERTRUMP: Final = _ruling(True, "J-L5", "overtrump")
MUST_OVERTRUMP: Final = _ruling(True, "J-L5", "must_overtrump")
PUUR_MAY_BE_KEPT: Final = _ruling(True, "J-L6", "puur_may_be_kept")
PUUR_ALONE_ON_TRUMP_LEAD: Final = _ruling(True, "J-L6", "puur_alone_on_trump_lead")
VOID_ON_TRUMP_LEAD: Final = _ruling(True, "J-L7", "void")
FOLLOW_TRUMP: Final = _ruling(True, "J-L7", "follow_trump")
FOLLOW_WITHOUT_TRUMPS: Final = _ruling(True, "J-L8", "follow")
VOID_WITHOUT_TRUMPS: Final = _ruling(True, "J-L8", "void")
TRUMP_INSTEAD: Final = _ruling(True, "J-V1", "trump_instead")
OVERTRUMP_INSTEAD: Final = _ruling(True, "J-V1", "overtrump_instead")
# The common rulings that name a card held, by that card.
MUST_FOLLOW: Final = Naming(False, "J-L2", "must_follow")
NO_VOLUNTARY_TRUMP: Final = Naming(False, "J-L2", "no_voluntary_trump")
PUUR_MAY_NOT_REPLACE: Final = Naming(False, "J-L2", "puur_may_not_replace")
PUUR_KEPT_ON_TRUMP_LEAD: Final = Naming(True, "J-L6", "puur_kept_on_trump_lead")
MUST_FOLLOW_TRUMP: Final = Naming(False, "J-L7", "must_follow_trump")
MUST_FOLLOW_WITHOUT_TRUMPS: Final = Naming(False, "J-L8", "must_follow")
UNDERTRUMP_PUUR_HELD: Final = Naming(False, "J-L10", "undertrump_puur_held")
# A legal Puur under these rules could be kept back instead (J-L6).
_PUUR_KEEPABLE: Final = ("J-L3", "J-L5")


@final
class RulesetRulings:
    """What a ruleset (a value: its fields) decides in a hand, read by the engine as native
    fields: whether trumping instead of following is allowed, when undertrumping is, and the
    rulings that cite the ruleset's own rule."""

    __slots__ = ("discard_over_trump", "no_higher_trump", "only_trumps_left", "ruleset",
                 "trump_instead", "undertrump", "undertrump_naming", "without_higher")

    def __init__(self, ruleset: JassRuleset) -> None:
        self.ruleset = ruleset
        self.trump_instead = ruleset.may_trump_instead_of_following
        self.without_higher = ruleset.undertrumping is Undertrumping.WITHOUT_HIGHER_TRUMP
        rule_id = ruleset.undertrump_rule
        self.discard_over_trump = _ruling(True, ruleset.discard_over_trump_rule,
                                          "discard_over_trump")
        self.no_higher_trump = _ruling(True, rule_id, "no_higher_trump")
        self.only_trumps_left = _ruling(True, rule_id, "only_trumps_left")
        self.undertrump = _ruling(False, rule_id, "undertrump")
        self.undertrump_naming = Naming(False, rule_id, "undertrump")


# For every ruleset in RULESETS; another ruleset object gets its own.
_RULESET_RULINGS: Final = [RulesetRulings(ruleset) for ruleset in RULESETS.values()]


def ruleset_rulings(ruleset: JassRuleset) -> RulesetRulings:
    for rulings in _RULESET_RULINGS:
        if rulings.ruleset is ruleset:
            return rulings
    return RulesetRulings(ruleset)


def highest_trump(trick: Sequence[Card], trump: Suit,
                  strength: Mapping[int, int]) -> Card | None:
    highest: Card | None = None
    for card in trick:
        if card.suit is trump and (
                highest is None or strength[card.ordinal] > strength[highest.ordinal]):
            highest = card
    return highest


def judge_hand(hand: Sequence[Card], trick: Sequence[Card], contract: JassContract,
               ruleset: JassRuleset = DEFAULT_RULESET,
               well_formed: bool = False) -> tuple[Verdict, ...]:
    """One verdict per card of the hand, in hand order. ``well_formed``: the caller has
    already made sure that hand and trick can occur together (a round walk checks the deal
    once and every play), so they are not checked again."""
    if not well_formed:
        check_hand_and_trick_in_deck(_DECK, hand, trick, max_hand=MAX_HAND, players=PLAYERS)
    # What the trick means for the player to move (led suit, trump led, highest trump),
    # asked only as far as the answer needs it.
    cards = tuple(hand)  # a tuple is read by index (compiled), any other sequence by iterator
    if not trick:
        return tuple([LEAD[card.ordinal] for card in cards])
    led_suit, trump = trick[0].suit, contract.trump
    if trump is None:
        return _no_trump_contract(cards, led_suit)
    if led_suit is trump:
        return _trump_led(cards, trump)
    return _plain_suit_led(cards, tuple(trick), led_suit, trump, ruleset)


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], contract: JassContract,
                ruleset: JassRuleset = DEFAULT_RULESET) -> tuple[Card, ...]:
    return tuple(v.card for v in judge_hand(hand, trick, contract, ruleset) if v.legal)


def _no_trump_contract(hand: tuple[Card, ...], led_suit: Suit) -> tuple[Verdict, ...]:
    """J-L8: Obenabe and Undenufe keep only the Farbzwang."""
    held: Card | None = None
    for card in hand:
        if card.suit is led_suit:
            held = card
            break
    if held is None:
        return tuple([VOID_WITHOUT_TRUMPS[card.ordinal] for card in hand])
    must_follow = MUST_FOLLOW_WITHOUT_TRUMPS.naming(held)
    return tuple([FOLLOW_WITHOUT_TRUMPS[card.ordinal] if card.suit is led_suit
                  else must_follow[card.ordinal] for card in hand])


def _trump_led(hand: tuple[Card, ...], trump: Suit) -> tuple[Verdict, ...]:
    """J-L7: any trump answers a trump lead; no duty to overtrump. R2: a lone Puur is exempt."""
    puur: Card | None = None
    other_trump: Card | None = None  # the first trump held other than the Puur
    for card in hand:
        if card.suit is trump:
            if card.rank is not PUUR_RANK:
                other_trump = card
                break
            puur = card
    if other_trump is not None:
        must_follow = MUST_FOLLOW_TRUMP.naming(other_trump)
        return tuple([FOLLOW_TRUMP[card.ordinal] if card.suit is trump
                      else must_follow[card.ordinal] for card in hand])
    if puur is None:
        return tuple([VOID_ON_TRUMP_LEAD[card.ordinal] for card in hand])
    kept = PUUR_KEPT_ON_TRUMP_LEAD.naming(puur)  # the Puur is the only trump held
    return tuple([PUUR_ALONE_ON_TRUMP_LEAD[card.ordinal] if card.suit is trump
                  else kept[card.ordinal] for card in hand])


def _plain_suit_led(hand: tuple[Card, ...], trick: tuple[Card, ...], led_suit: Suit, trump: Suit,
                    ruleset: JassRuleset) -> tuple[Verdict, ...]:
    strength = TRUMP_STRENGTH
    top = 0  # the trick's highest trump's strength; strengths start at 1
    highest: Card | None = None
    for card in trick:
        if card.suit is trump and strength[card.ordinal] > top:
            top = strength[card.ordinal]
            highest = card
    # What the hand holds: the first card of the led suit, its trumps above and below the
    # trick's highest trump (the first of them above other than the Puur), the Puur.
    held: Card | None = None
    trumps = lower_trumps = 0
    higher: Card | None = None
    higher_not_puur: Card | None = None
    puur_held = False
    for card in hand:
        if card.suit is trump:
            trumps += 1
            if strength[card.ordinal] < top:
                lower_trumps += 1
            else:
                if higher is None:
                    higher = card
                if card.rank is PUUR_RANK:
                    puur_held = True
                elif higher_not_puur is None:
                    higher_not_puur = card
        elif held is None and card.suit is led_suit:
            held = card
    rulings = ruleset_rulings(ruleset)
    off_suit = (MUST_FOLLOW.naming(held) if held is not None else DISCARD if highest is None
                else rulings.discard_over_trump)
    if not trumps:
        return tuple([FOLLOW[card.ordinal] if card.suit is led_suit
                      else off_suit[card.ordinal] for card in hand])
    only_trumps = trumps == len(hand)
    if held is not None and not rulings.trump_instead:
        above = below = NO_VOLUNTARY_TRUMP.naming(held)
        puur = PUUR_MAY_NOT_REPLACE.naming(held)
    else:
        # The Puur, the strongest trump, always lies above the trick's highest trump.
        puur = above = _higher_trump(held, highest, only_trumps, rulings)
        below = (_lower_trump(higher, higher_not_puur, only_trumps, rulings) if lower_trumps
                 else above)  # no card is ruled by it
    verdicts = [FOLLOW[card.ordinal] if card.suit is led_suit
                else off_suit[card.ordinal] if card.suit is not trump
                else puur[card.ordinal] if card.rank is PUUR_RANK
                else above[card.ordinal] if strength[card.ordinal] > top
                else below[card.ordinal]
                for card in hand]
    if puur_held:
        _name_puur_exception(verdicts, trump)
    return tuple(verdicts)


def _higher_trump(held: Card | None, highest_trump: Card | None, only_trumps: bool,
                  rulings: RulesetRulings) -> Ruling:
    """A trump above the trick's highest trump, or any trump when none lies (J-L3, J-L5,
    J-V1), where the ruleset lets a player trump at all."""
    if highest_trump is None:
        return TRUMP if held is None else TRUMP_INSTEAD
    if held is not None:
        return OVERTRUMP_INSTEAD
    if only_trumps and rulings.without_higher:
        return MUST_OVERTRUMP
    return OVERTRUMP


def _lower_trump(higher: Card | None, higher_not_puur: Card | None, only_trumps: bool,
                 rulings: RulesetRulings) -> Ruling:
    """A trump lower than the trick's highest trump (J-L4, J-L10, J-V2): ``higher``, the
    first higher trump held, ``higher_not_puur`` the first other than the Puur."""
    if rulings.without_higher:
        if higher is None:
            return rulings.no_higher_trump
        if higher_not_puur is not None:
            return rulings.undertrump_naming.naming(higher_not_puur)
        return UNDERTRUMP_PUUR_HELD.naming(higher)
    if only_trumps:
        return rulings.only_trumps_left
    return rulings.undertrump


def _name_puur_exception(verdicts: list[Verdict], trump: Suit) -> None:
    """A legal Puur that could be kept back (another card is legal too) cites the Puur
    exception J-L6; a forced Puur keeps the rule that forces it."""
    for at, verdict in enumerate(verdicts):
        card = verdict.card
        if card.suit is trump and card.rank is PUUR_RANK:
            if verdict.legal and verdict.rule_id in _PUUR_KEEPABLE:
                legal = 0
                for other in verdicts:
                    if other.legal:
                        legal += 1
                if legal > 1:
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

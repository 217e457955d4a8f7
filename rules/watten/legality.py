"""Which cards of a Watten hand may be played, each with its deciding rule: no duty but the
trump duty (W-12 … W-16), judged by the trick alone (RW8)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from rules.cards import Card
from rules.position import check_hand_and_trick_in_deck
from rules.verdict import Facts, OwnFacts, PositionFacts, Verdict
from rules.watten.contract import WattenContract, roles
from rules.watten.ruleset import HAND_SIZE, WELI, Duty, Role
from rules.watten.trick import is_trump


class WattenPosition(NamedTuple):
    contract: WattenContract
    hand: tuple[Card, ...]
    trick: tuple[Card, ...] = ()
    announcer: bool = True  # RW7: the player is one of the two announcers (blind games)
    players: int = 4  # the cards of a complete trick
    leader: int | None = None  # the seat of the trick's first card, where the asker says it


class Lead(NamedTuple):
    """What the trick so far says about the duty (W-14, W-14B, RW4, RW8)."""

    led: Card | None
    led_role: Role | None
    demands: bool  # the led card demands trump (before W-16 exempts a blind player)
    covered_by: Card | None  # bayern: the Kritischer that lifted the duty (W-14B)


class Judgement(NamedTuple):
    verdicts: tuple[Verdict, ...]
    lead: Lead
    duty: bool  # the trump duty applies to this player


def lead_of(trick: Sequence[Card], contract: WattenContract) -> Lead:
    if not trick:
        return Lead(None, None, False, None)
    table = roles(contract)
    led_role = table[trick[0].ordinal][0]
    if contract.ruleset.duty is Duty.TRUMP_LED:
        return Lead(trick[0], led_role, is_trump(led_role), None)
    # W-14B "nicht von einem Kritischen gestochen": only a Kritischer that beats the led card
    # lifts the duty, so a lower one played on a Kritischer-Rechter leaves it standing.
    led_power = table[trick[0].ordinal][1]
    covered_by = None if led_role is not Role.RECHTER else next(
        (card for card in trick[1:] if table[card.ordinal][0] is Role.KRITISCH
         and table[card.ordinal][1] > led_power), None)
    return Lead(trick[0], led_role, led_role is Role.RECHTER and covered_by is None,
                covered_by)


def judge_hand(position: WattenPosition, *, well_formed: bool = False) -> Judgement:
    """One verdict per card of the hand, in hand order."""
    contract, hand, trick = position.contract, position.hand, position.trick
    if not well_formed:
        check_hand_and_trick_in_deck(contract.ruleset.deck, hand, trick, max_hand=HAND_SIZE,
                                     players=position.players)
    lead = lead_of(trick, contract)
    blind_player = contract.blind and not position.announcer
    duty = lead.demands and not blind_player
    if not duty:
        rule, case = _free(lead, blind_player, contract.ruleset.duty)
        return Judgement(tuple(Verdict(card, True, rule, case) for card in hand), lead, False)
    table = roles(contract)
    exempt = contract.ruleset.exempt
    duty_rule = "W-14" if contract.ruleset.duty is Duty.TRUMP_LED else "W-14B"
    trumps = [card for card in hand if is_trump(table[card.ordinal][0])]
    obliging = [card for card in trumps if table[card.ordinal][0] not in exempt]
    if not trumps:
        return Judgement(tuple(Verdict(card, True, "W-13", "no_trump") for card in hand),
                         lead, True)
    if not obliging:
        return Judgement(tuple(Verdict(card, True, "W-15", "only_exempt", trumps[0])
                               for card in hand), lead, True)
    return Judgement(tuple(_under_duty(card, table[card.ordinal][0], exempt, duty_rule,
                                       obliging[0]) for card in hand), lead, True)


def _free(lead: Lead, blind_player: bool, duty: Duty) -> tuple[str, str]:
    """The rule that leaves every card free."""
    if lead.led is None:
        return "W-12", "lead"
    if lead.demands and blind_player:
        return "W-16", "blind_player"
    if lead.led_role is Role.BLIND and duty is Duty.TRUMP_LED:  # RW4: a Blinde is no trump
        return "RW4", "blind_led"
    if lead.led == WELI and lead.led_role is Role.PLAIN:  # RW3: the lowest Schellen card
        return "RW3", "weli_led"
    if lead.covered_by is not None and lead.led_role is Role.RECHTER:
        return "W-14B", "lapsed"
    return "W-12", "free"


def _under_duty(card: Card, role: Role, exempt: frozenset[Role], duty_rule: str,
                obliging: Card) -> Verdict:
    if is_trump(role) and role in exempt:
        return Verdict(card, True, "W-15", "exempt")
    if card == WELI and role is Role.TRUMP:
        return Verdict(card, True, "RW3", "weli_trump")
    if is_trump(role):
        return Verdict(card, True, duty_rule, "trump")
    if role is Role.BLIND:
        return Verdict(card, False, "RW4", "blind_no_trump", obliging)
    if card == WELI:
        return Verdict(card, False, "RW3", "weli_plain", obliging)
    return Verdict(card, False, duty_rule, "must_trump", obliging)


class _OwnFacts(OwnFacts):
    """Each verdict's own facts: whether the card is exempt, and the trump that obliges."""

    __slots__ = ("_exempt",)

    def __init__(self, verdicts: Sequence[Verdict], exempt: frozenset[Card]) -> None:
        super().__init__(verdicts)
        self._exempt = exempt

    def one(self, place: int) -> Facts:
        verdict = self.verdicts[place]
        return {"exempt": verdict.card in self._exempt, "obliging_card": verdict.evidence}


def verdict_facts(position: WattenPosition, judgement: Judgement) -> PositionFacts:
    """The facts of the ruling (data, never prose): the lead, the duty, the trumps held."""
    contract, hand = position.contract, position.hand
    table = roles(contract)
    trumps = [card for card in hand if is_trump(table[card.ordinal][0])]
    exempt = frozenset(card for card in trumps
                       if table[card.ordinal][0] in contract.ruleset.exempt)
    lead = judgement.lead
    shared: Facts = {
        "led": lead.led, "led_role": None if lead.led_role is None else lead.led_role.value,
        "duty": judgement.duty, "trumps_held": len(trumps),
        "obliging_cards": len(trumps) - len(exempt), "covered_by": lead.covered_by,
        "blind": contract.blind, "announcer": position.announcer, "leader": position.leader,
    }
    return PositionFacts(shared, _OwnFacts(judgement.verdicts, exempt))

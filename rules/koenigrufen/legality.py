"""Which cards of a Königrufen hand may be played, each with its deciding rule (T-20 … T-28,
RT5 … RT7): Farb- and Tarockzwang in every game; Stichzwang and the Pagat rule in the
negative games; the Farbenspiele's lead restriction. No history is needed (RT4)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from rules.cards import Card
from rules.koenigrufen.contract import Family, KoenigrufenContract
from rules.koenigrufen.pack import DECK, PAGAT, RED, TAROCK, is_tarock, stronger
from rules.koenigrufen.trick import heading
from rules.position import check_hand_and_trick_in_deck
from rules.verdict import Facts, PositionFacts, Verdict, facts_per_verdict

HAND_SIZE = 12  # T-4


class KoenigrufenPosition(NamedTuple):
    contract: KoenigrufenContract
    hand: tuple[Card, ...]
    trick: tuple[Card, ...] = ()


class Judgement(NamedTuple):
    verdicts: tuple[Verdict, ...]
    heading_card: Card | None  # the card heading the trick (RT5)
    void: bool  # the hand holds no card of the led suit
    must_beat: bool  # Stichzwang applies and a card of the hand beats the heading card
    can_beat: tuple[Card, ...]  # the cards of the hand that would head the trick


def _beats(card: Card, top: Card) -> bool:
    """Whether ``card`` played now would head the trick over ``top`` (T-12)."""
    if is_tarock(card):
        return not is_tarock(top) or stronger(card, top)
    return stronger(card, top)


def _red_pips(card: Card, top: Card) -> bool:
    """T-2 decided it: two pips of a red suit, where 1 beats 4."""
    return card.suit in RED and card.suit is top.suit and all(
        c.rank.value in ("1", "2", "3", "4") for c in (card, top))


def judge_hand(position: KoenigrufenPosition, *, well_formed: bool = False) -> Judgement:
    """One verdict per card of the hand, in hand order."""
    contract, hand, trick = position.contract, position.hand, position.trick
    if not well_formed:
        check_hand_and_trick_in_deck(DECK, hand, trick, max_hand=HAND_SIZE, players=4)
    family = contract.family
    tarocks = [card for card in hand if is_tarock(card)]
    if not trick:
        return Judgement(_lead(hand, tarocks, family, contract.type.id == "trischaken"),
                         None, False, False, ())
    led = trick[0]
    top = trick[heading(trick, family)]
    followers = [card for card in hand if card.suit is led.suit]
    void = not followers
    if followers:
        allowed, rule = followers, "T-20"
    elif tarocks:
        allowed, rule = tarocks, "T-21"
    else:
        allowed, rule = list(hand), "T-22"
    verdicts: dict[Card, Verdict] = {}
    for card in hand:
        if card not in allowed:
            case = "must_follow" if rule == "T-20" else "must_tarock"
            verdicts[card] = Verdict(card, False, rule, case, allowed[0])
        elif rule == "T-20":
            verdicts[card] = Verdict(card, True, rule, "follows")
        elif rule == "T-21":
            verdicts[card] = Verdict(card, True, rule, "tarock_powerless"
                                     if family is Family.FARBEN else "tarock")
        else:
            verdicts[card] = Verdict(card, True, rule, "free")
    can_beat = tuple(card for card in allowed if _beats(card, top))
    must_beat = family is Family.NEGATIVE and rule != "T-22" and bool(can_beat)
    if family is Family.NEGATIVE and rule != "T-22":
        for card in allowed:
            if must_beat and card not in can_beat:
                case = "must_beat_red" if _red_pips(card, top) else "must_beat"
                verdicts[card] = Verdict(card, False, "T-23", case, can_beat[0])
            elif must_beat:
                verdicts[card] = Verdict(card, True, "T-23", "beats")
            else:
                verdicts[card] = Verdict(card, True, "T-23", "cannot_beat")
        _pagat(verdicts, tarocks)
    return Judgement(tuple(verdicts[card] for card in hand), top, void, must_beat, can_beat)


def _pagat(verdicts: dict[Card, Verdict], tarocks: Sequence[Card]) -> None:
    """T-25: in the negative games the Pagat only as the last Tarock in hand."""
    if PAGAT not in verdicts or not verdicts[PAGAT].legal:
        return
    others = [card for card in tarocks if card != PAGAT]
    verdicts[PAGAT] = (Verdict(PAGAT, False, "T-25", "pagat_not_last", others[0]) if others
                       else Verdict(PAGAT, True, "T-25", "pagat_last"))


def _lead(hand: Sequence[Card], tarocks: Sequence[Card], family: Family,
          trischaken: bool) -> tuple[Verdict, ...]:
    """A lead: free, except the Farbenspiele's Tarocks (T-26) and the Pagat in the negative
    games (T-25)."""
    if family is Family.FARBEN:
        suit_card = next((card for card in hand if not is_tarock(card)), None)
        return tuple(Verdict(card, False, "T-26", "no_tarock_lead", suit_card)
                     if is_tarock(card) and suit_card is not None
                     else Verdict(card, True, "T-26", "only_tarocks" if suit_card is None
                                  else "suit_lead") for card in hand)
    rule = "T-27" if trischaken else "T-22"
    verdicts = {card: Verdict(card, True, rule, "lead") for card in hand}
    if family is Family.NEGATIVE:
        _pagat(verdicts, tarocks)
    return tuple(verdicts[card] for card in hand)


def verdict_facts(position: KoenigrufenPosition, judgement: Judgement) -> PositionFacts:
    """The facts of the ruling (data, never prose)."""
    trick = position.trick
    shared: Facts = {
        "family": position.contract.family.value,
        "led_suit": trick[0].suit if trick else None,
        "void": judgement.void,
        "heading_card": judgement.heading_card,
        "must_beat": judgement.must_beat,
        "can_beat": len(judgement.can_beat),
        "tarocks_in_hand": sum(1 for card in position.hand if card.suit is TAROCK),
    }
    return facts_per_verdict(judgement.verdicts, shared)

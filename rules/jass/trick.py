"""Who wins a Jass trick and why (J-8, J-9), and what it is worth (J-10 … J-13)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from rules.cards import Card, Suit
from rules.game import Role, TrickCard, TrickOutcome
from rules.jass.contract import ALL_CONTRACTS, JassContract, Mode
from rules.jass.deck import JASS_DECK
from rules.jass.ranking import ranking
from rules.position import check_trick_in_deck

PLAYERS = 4


def role(card: Card, led_suit: Suit, contract: JassContract) -> Role:
    return _role(card, led_suit, contract.trump)


def _role(card: Card, led_suit: Suit, trump: Suit | None) -> Role:
    if card.suit is trump:
        return Role.TRUMP
    return Role.LED_SUIT if card.suit is led_suit else Role.OFF_SUIT


class _Entry(NamedTuple):
    """One card's part of a trick under one contract and led suit, worked out once."""

    weakness: int  # sorts the strongest first: trump above the led suit, off-suit never wins
    case: str  # the case of the trick's rule when this card wins it
    placed: tuple[TrickCard, ...]  # the card's TrickCard at each rank in the trick, from 1


class _Lead(NamedTuple):
    led: str  # the led suit's id
    entries: Mapping[int, _Entry]  # by card ordinal


def _leads(contract: JassContract) -> dict[int, _Lead]:
    """Each card's entry for every led suit, keyed by the ordinal of the card led."""
    table = ranking(contract)
    by_suit: dict[Suit, _Lead] = {}
    for led_suit in JASS_DECK.suits:
        entries = {}
        for card in JASS_DECK.cards:
            card_role = _role(card, led_suit, table.trump)
            power = 0 if card_role is Role.OFF_SUIT else table.strength[card.ordinal] + (
                100 if card_role is Role.TRUMP else 0)
            case = (contract.mode.value if contract.mode is not Mode.TRUMP
                    else "trump" if card_role is Role.TRUMP else "led_suit")
            points, rule = table.points[card.ordinal], table.points_rule[card.ordinal]
            entries[card.ordinal] = _Entry(-power, case, tuple(
                TrickCard(card, card_role, rank, points, rule)
                for rank in range(1, PLAYERS + 1)))
        by_suit[led_suit] = _Lead(led_suit.value, entries)
    return {card.ordinal: by_suit[card.suit] for card in JASS_DECK.cards}


# Keyed like ``ranking``'s tables, by the contract's value (mode, trump).
_TRICKS: Mapping[tuple[Mode, Suit | None], tuple[str, dict[int, _Lead]]] = {
    (contract.mode, contract.trump): ("J-8" if contract.mode is Mode.TRUMP else "J-9",
                                      _leads(contract))
    for contract in ALL_CONTRACTS}


def judge_trick(trick: Sequence[Card], contract: JassContract, *,
                well_formed: bool = False) -> TrickOutcome:
    """The winner, each card's role, rank and points. The trick may be partial.
    ``well_formed``: the caller has already checked the cards (a round walk, or the trick of
    a position already judged), so they are not checked again."""
    if not well_formed:
        check_trick_in_deck(JASS_DECK, trick, players=PLAYERS)
    rule_id, leads = _TRICKS[contract.mode, contract.trump]
    led, entries = leads[trick[0].ordinal]
    parts = [entries[card.ordinal] for card in trick]
    # Contenders by power; cards that cannot win follow in the order they were played (the
    # place in the trick breaks ties).
    order = sorted([(part.weakness, at) for at, part in enumerate(parts)])
    cards = [part.placed[0] for part in parts]
    for place, (_, at) in enumerate(order):
        cards[at] = parts[at].placed[place]
    winner = order[0][1]
    return TrickOutcome(tuple(cards), led, winner, rule_id, parts[winner].case,
                        len(trick) == PLAYERS)

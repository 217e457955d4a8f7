"""Who wins a Jass trick and why (J-8, J-9), and what it is worth (J-10 … J-13)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, final

from rules.cards import Card, Suit
from rules.game import Role, TrickCard, TrickOutcome
from rules.jass.contract import ALL_CONTRACTS, JassContract, Mode
from rules.jass.deck import JASS_DECK
from rules.jass.ranking import PRINTED, ranking
from rules.position import check_trick_in_deck

PLAYERS: Final = 4
_DECK: Final = JASS_DECK
_make: Final = tuple.__new__


def role(card: Card, led_suit: Suit, contract: JassContract) -> Role:
    return _role(card, led_suit, contract.trump)


def _role(card: Card, led_suit: Suit, trump: Suit | None) -> Role:
    if card.suit is trump:
        return Role.TRUMP
    return Role.LED_SUIT if card.suit is led_suit else Role.OFF_SUIT


@final
class Entry:
    """One card's part of a trick under one contract and led suit, worked out once."""

    __slots__ = ("case", "placed", "weakness")

    def __init__(self, weakness: int, case: str, placed: tuple[TrickCard, ...]) -> None:
        # Sorts the strongest first: trump above the led suit, off-suit never wins.
        self.weakness = weakness
        self.case = case  # the case of the trick's rule when this card wins it
        self.placed = placed  # the card's TrickCard at each rank in the trick, from 1


@final
class Lead:
    """Every card's entry when a card of one suit is led, by the card's ordinal."""

    __slots__ = ("entries", "led")

    def __init__(self, led: str, entries: list[Entry]) -> None:
        self.led = led  # the led suit's id
        self.entries = entries


@final
class ContractTricks:
    """One contract's trick rule and its leads, by the ordinal of the card led."""

    __slots__ = ("leads", "rule_id")

    def __init__(self, rule_id: str, leads: list[Lead]) -> None:
        self.rule_id = rule_id
        self.leads = leads


def _tricks(contract: JassContract) -> ContractTricks:
    """Each card's entry for every led suit (lists by ordinal, for every printed card up to
    the deck's highest ordinal: ``PRINTED``)."""
    table = ranking(contract)
    by_suit: dict[Suit, Lead] = {}
    for led_suit in JASS_DECK.suits:
        entries = []
        for card in PRINTED:
            card_role = _role(card, led_suit, table.trump)
            strength = table.strength.get(card.ordinal, 0)
            power = 0 if card_role is Role.OFF_SUIT else strength + (
                100 if card_role is Role.TRUMP else 0)
            case = (contract.mode.value if contract.mode is not Mode.TRUMP
                    else "trump" if card_role is Role.TRUMP else "led_suit")
            points = table.points.get(card.ordinal, 0)
            rule = table.points_rule.get(card.ordinal, "")
            entries.append(Entry(-power, case, tuple(
                TrickCard(card, card_role, rank, points, rule)
                for rank in range(1, PLAYERS + 1))))
        by_suit[led_suit] = Lead(led_suit.value, entries)
    return ContractTricks("J-8" if contract.mode is Mode.TRUMP else "J-9",
                          [by_suit[card.suit] for card in PRINTED])


def _key(contract: JassContract) -> Suit | Mode:
    trump = contract.trump
    return trump if trump is not None else contract.mode


# By the contract's trump suit, or its mode where it has none: every JassContract is one of
# these six, and a str enum hashes at C speed where a contract hashes in Python.
_TRICKS: Final[dict[Suit | Mode, ContractTricks]] = {
    _key(contract): _tricks(contract) for contract in ALL_CONTRACTS}


def judge_trick(trick: Sequence[Card], contract: JassContract,
                well_formed: bool = False) -> TrickOutcome:
    """The winner, each card's role, rank and points. The trick may be partial.
    ``well_formed``: the caller has already checked the cards (a round walk, or the trick of
    a position already judged), so they are not checked again."""
    if not well_formed:
        check_trick_in_deck(_DECK, trick, players=PLAYERS)
    tricks = _TRICKS[_key(contract)]
    lead = tricks.leads[trick[0].ordinal]
    entries = lead.entries
    parts = [entries[card.ordinal] for card in tuple(trick)]  # a tuple: read by index
    # Contenders by power; cards that cannot win follow in the order they were played (the
    # place in the trick breaks ties): a card's rank counts the cards placed before it.
    count = len(parts)
    cards: list[TrickCard] = []
    winner = 0
    for at in range(count):
        weakness = parts[at].weakness
        rank = 0
        for other in range(count):
            other_weakness = parts[other].weakness
            if other_weakness < weakness or (other_weakness == weakness and other < at):
                rank += 1
        if rank == 0:
            winner = at
        cards.append(parts[at].placed[rank])
    # Made as the named tuple's own ``_make`` makes it: its ``__new__`` is Python code.
    return _make(TrickOutcome, (tuple(cards), lead.led, winner, tricks.rule_id,
                                parts[winner].case, count == PLAYERS))

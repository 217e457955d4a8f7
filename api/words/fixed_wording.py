"""The parts of a game's answers that never change for one language and deck, worked out once
when the adapter is built: the speaker, what every rule reference says besides its
explanation (title, source), each contract as an answer shows it, and each card's code. An
answer then looks them up instead of asking the speaker and the catalogue per card."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass, field, fields, is_dataclass, replace
from types import MappingProxyType
from typing import TypeVar, cast

from api.request.json_value import JsonObject
from api.words.speaker import Speaker
from rules.cards import Card, Suit
from rules.catalogue import RuleEntry
from rules.deck import Deck
from rules.verdict import Facts, FactValue

FactJson = str | int | bool | list[str] | None
C = TypeVar("C")  # a game's contract
SHOWN_CONTRACTS = 4096  # contracts remembered per wording beyond the game's own list

# Fact values that are JSON as they are; cards become codes, suits ids (``fact_values``).
AS_IS = frozenset({str, int, bool, type(None)})


def card_codes(deck: Deck) -> Mapping[int, str]:
    """Each card's code by its ordinal (an int key hashes at C speed, a card does not)."""
    return MappingProxyType({card.ordinal: deck.code(card) for card in deck.cards})


def fact_values(facts: Facts, codes: Mapping[int, str]) -> dict[str, FactJson]:
    """Facts as JSON: cards as codes, suits as ids; the rest as they are."""
    # ``type(value) in AS_IS`` is the fast path mypy cannot read as a narrowing.
    return {name: cast(FactJson, value) if type(value) in AS_IS
            else fact_value(value, codes) for name, value in facts.items()}


def fact_value(value: FactValue, codes: Mapping[int, str]) -> FactJson:
    if isinstance(value, Card):
        return codes[value.ordinal]
    if isinstance(value, Suit):
        return value.value
    if isinstance(value, tuple):
        return [codes[card.ordinal] for card in value]
    return value


@dataclass(frozen=True, slots=True)
class Wording:
    """One game's fixed answer parts in one language and deck."""

    speaker: Speaker
    rules: Mapping[str, tuple[str, str]]  # rule id → (title, source)
    # The game's listed contracts: the id of each → (the contract, its answer form), never
    # handed out. Listed contracts live as long as the game, so an id is never another's.
    contracts: Mapping[int, tuple[object, JsonObject]]
    # False for the answers sized ``facts`` and ``ids``: a rule is cited by its id alone, and
    # a game's extras write no sentence (they ask ``worded`` first), so none is made and cut.
    worded: bool = True
    # Other contracts as answers showed them (a Skat game announced Hand, a Doppelkopf
    # contract in its trick), by every field (``contract_key``): made once each. Keys are
    # contracts the game parsed, a bounded set; capped all the same.
    shown: dict[Hashable, JsonObject] = field(default_factory=dict)
    # The same by the id of a contract object answered before, kept with it (so that its id
    # is never another's): the reader's and the games' contracts are made once each.
    seen: dict[int, tuple[object, JsonObject]] = field(default_factory=dict)

    def rule_ref(self, rule_id: str, explanation: str) -> dict[str, str]:
        """A rule as an answer cites it (``api.games.answer_parts.rule_ref``), its fixed parts
        looked up; without words, its id."""
        if not self.worded:
            return {"id": rule_id}
        title, source = self.rules[rule_id]
        return {"id": rule_id, "title": title, "explanation": explanation, "source": source}

    def muted(self) -> Wording:
        """The same parts for an answer that carries no texts."""
        return replace(self, worded=False, shown={}, seen={})

    def contract_out(self, contract: C,
                     build: Callable[[C, Speaker], JsonObject]) -> JsonObject:
        """The contract as the answer shows it (a fresh dict: an answer is its own): looked up
        by the contract object, else by every field of it. Not by its equality, which leaves
        out how a Skat game was asked (``implied``), and the answer shows that."""
        known = self.contracts.get(id(contract)) or self.seen.get(id(contract))
        if known is not None and known[0] is contract:
            return known[1].copy()
        key = contract_key(contract)
        form = self.shown.get(key)
        if form is None:
            form = build(contract, self.speaker)
            if len(self.shown) < SHOWN_CONTRACTS:
                self.shown[key] = form
        if len(self.seen) < SHOWN_CONTRACTS:
            self.seen[id(contract)] = (contract, form)
        return form.copy()


def contract_key(contract: object) -> Hashable:
    """A contract with every field, those its comparisons leave out too (a Skat game's
    ``implied`` flags: how it was asked), as a key: two contracts equal in play but asked
    differently are two keys."""
    if not is_dataclass(contract):
        return contract
    return type(contract), tuple(getattr(contract, each.name) for each in fields(contract))


def wording(speaker: Speaker, catalogue: Mapping[str, RuleEntry], contracts: Iterable[C],
            contract_out: Callable[[C, Speaker], JsonObject]) -> Wording:
    return Wording(
        speaker,
        # A rule without a title in this language stays out: citing it fails as it did.
        MappingProxyType({rule_id: (speaker.rule_title(rule_id), entry.source)
                          for rule_id, entry in catalogue.items()
                          if f"rule.{rule_id}.title" in speaker.words.templates}),
        MappingProxyType({id(contract): (contract, contract_out(contract, speaker))
                          for contract in contracts}))

"""Every use of the rules engine that the benchmarks make, in one place.

Nothing else under ``bench/`` imports ``rules``. ``prepare`` parses a question (the JSON body
of its POST) into a ready call of the game's own judging function (``judge_hand`` or
``judge_trick`` of ``rules/<game>/``), so that a benchmark times the engine's judging alone:
no card, contract or ruleset parsing, and none of what the ``Game`` protocol adds around it
for the API (checking that the hand and the trick can occur together, the Schnapsen leader's
actions, the facts each verdict carries). bench/batch_stages.py times those through the
protocol, as the server calls them.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from rules.jass import contract as jass_contract
from rules.jass import legality as jass_legality
from rules.jass import ruleset as jass_ruleset
from rules.jass import trick as jass_trick
from rules.jass.deck import JASS_DECK
from rules.schafkopf import contract as schafkopf_contract
from rules.schafkopf import legality as schafkopf_legality
from rules.schafkopf import trick as schafkopf_trick
from rules.schafkopf.deck import SCHAFKOPF_DECK
from rules.schnapsen import contract as schnapsen_contract
from rules.schnapsen import legality as schnapsen_legality
from rules.schnapsen import trick as schnapsen_trick
from rules.schnapsen.deck import SCHNAPSEN_DECK
from rules.schnapsen.variant import SCHNAPSEN_VARIANT

GAMES = ("jass", "schnapsen", "schafkopf")
_DECKS = {"jass": JASS_DECK, "schnapsen": SCHNAPSEN_DECK, "schafkopf": SCHAFKOPF_DECK}
# The most cards a hand holds and the most cards lying in a trick before the player's card.
HAND_SIZES = {"jass": jass_legality.MAX_HAND, "schnapsen": SCHNAPSEN_VARIANT.hand_size,
              "schafkopf": schafkopf_legality.HAND_SIZE}
PLAYERS = {"jass": jass_trick.PLAYERS, "schnapsen": schnapsen_trick.PLAYERS,
           "schafkopf": schafkopf_trick.PLAYERS}


def deck_codes(game: str) -> list[str]:
    """The codes of a game's deck, in the deck's order."""
    deck = _DECKS[game]
    return [deck.code(card) for card in deck.cards]


def contract_forms(game: str) -> list[tuple[str, dict[str, Any], bool]]:
    """Every contract of a game: its GET form, its POST object, whether it may be Tout."""
    if game == "jass":
        return [(c.slug, {"type": c.mode.value, **({"trump": c.trump.value} if c.trump else {})},
                 False) for c in jass_contract.ALL_CONTRACTS]
    if game == "schnapsen":
        return [(c.slug, {"trump": c.slug}, False) for c in schnapsen_contract.ALL_CONTRACTS]
    forms = []
    for kind, shape in schafkopf_contract.SHAPES.items():
        suits: tuple[Any, ...] = (None,)
        if shape.suit == "called":
            suits = schafkopf_contract.CALLABLE_SUITS
        elif shape.suit == "trump":
            suits = schafkopf_contract.SUITS
        for suit in suits:
            key = "called_suit" if shape.suit == "called" else "trump"
            forms.append((f"{kind.value}:{suit.value}" if suit else kind.value,
                          {"type": kind.value, **({key: suit.value} if suit else {})},
                          shape.tout_allowed))
    return forms


def talons() -> list[str]:
    return [talon.value for talon in schnapsen_contract.Talon]


def jass_rulesets() -> list[str]:
    return list(jass_ruleset.RULESETS)


def prepare(game: str, question: str, body: dict[str, Any]) -> Callable[[], Any]:
    """The engine call that judges one question (a POST body), everything parsed already."""
    deck = _DECKS[game]
    contract = body["contract"]
    trick = deck.parse_all(body.get("trick", ()))
    if game == "jass":
        parsed = jass_contract.contract_from_parts(contract["type"], contract.get("trump"))
        if question == "trick":
            return partial(jass_trick.judge_trick, trick, parsed)
        return partial(jass_legality.judge_hand, deck.parse_all(body["hand"]), trick, parsed,
                       jass_ruleset.ruleset_by_id(body.get("ruleset", "jasvel")))
    if game == "schnapsen":
        parsed = schnapsen_contract.parse_trump(contract["trump"])
        if question == "trick":
            return partial(schnapsen_trick.judge_trick, trick, parsed)
        marriage = body.get("marriage")
        announced = deck.suit_words[marriage] if marriage else None
        return partial(schnapsen_legality.judge_hand, deck.parse_all(body["hand"]), trick,
                       parsed, schnapsen_contract.Talon(body["talon"]), announced)
    parsed = schafkopf_contract.contract_from_parts(
        contract["type"], contract.get("called_suit"), contract.get("trump"),
        contract.get("tout", False))
    if question == "trick":
        return partial(schafkopf_trick.judge_trick, trick, parsed)
    history = body.get("history")
    return partial(schafkopf_legality.judge_hand, deck.parse_all(body["hand"]), trick, parsed,
                   None if history is None else tuple(deck.parse_all(t) for t in history))


def legal_codes(game: str, outcome: Any) -> set[str]:
    """The codes of the legal cards in what a prepared legal-cards call returned."""
    verdicts = outcome.verdicts if game == "schafkopf" else outcome
    deck = _DECKS[game]
    return {deck.code(v.card) for v in verdicts if v.legal}

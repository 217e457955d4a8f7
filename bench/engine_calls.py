"""Every use of the rules engine's own judging functions that the benchmarks make, in one
place.

``prepare`` parses a question (the JSON body of its POST) into a ready call of the game's own
judging function (``judge_hand`` or ``judge_trick`` of ``rules/<game>/``), so that a
benchmark times the engine's judging alone. The parsing is the server's own (the game's
adapter reads the contract under the question's ruleset, the cards and the position), done
before the call; what the ``Game`` protocol adds around the judging for the API (the
Schnapsen family's talon checks and leader actions, the facts each verdict carries) is left
out. bench/batch_stages.py times those through the protocol, as the server calls them.
``JUDGES`` is the one table of which function judges a game's hand and trick; a game not in
it is judged through its ``Game`` (``judge``, ``judge_trick``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any, cast

from api.games.answer_parts import read_cards
from api.games.registry import GAME_APIS
from rules.cards import Card
from rules.doppelkopf import legality as doppelkopf_legality
from rules.doppelkopf import trick as doppelkopf_trick
from rules.jass import legality as jass_legality
from rules.jass import trick as jass_trick
from rules.registry import GAMES
from rules.schafkopf import legality as schafkopf_legality
from rules.schafkopf import trick as schafkopf_trick
from rules.schnapsen import legality as schnapsen_legality
from rules.schnapsen import trick as schnapsen_trick
from rules.schnapsen.game import SchnapsenGame
from rules.skat import legality as skat_legality
from rules.skat import trick as skat_trick

HandJudge = Callable[[Any], Callable[[], Any]]  # the game's position → the judging call
TrickJudge = Callable[[Sequence[Card], Any], Callable[[], Any]]  # (trick, contract) → call


def _talon_hand(game_id: str) -> HandJudge:
    rules = cast(SchnapsenGame, GAMES[game_id]).rules  # the family's variant

    def judge(p: Any) -> Callable[[], Any]:
        return partial(schnapsen_legality.judge_hand, p.hand, p.trick, p.contract, p.talon,
                       p.marriage, rules)

    return judge


def _talon_trick(game_id: str) -> TrickJudge:
    rules = cast(SchnapsenGame, GAMES[game_id]).rules

    def judge(trick: Sequence[Card], contract: Any) -> Callable[[], Any]:
        return partial(schnapsen_trick.judge_trick, trick, contract, rules)

    return judge


# game id → (its hand judged, its trick judged): the game's own functions.
JUDGES: Mapping[str, tuple[HandJudge, TrickJudge]] = {
    "jass": (lambda p: partial(jass_legality.judge_hand, p.hand, p.trick, p.contract,
                               p.ruleset),
             lambda t, c: partial(jass_trick.judge_trick, t, c)),
    "schnapsen": (_talon_hand("schnapsen"), _talon_trick("schnapsen")),
    "sechsundsechzig": (_talon_hand("sechsundsechzig"), _talon_trick("sechsundsechzig")),
    "schafkopf": (lambda p: partial(schafkopf_legality.judge_hand, p.hand, p.trick,
                                    p.contract, p.history),
                  lambda t, c: partial(schafkopf_trick.judge_trick, t, c)),
    "skat": (lambda p: partial(skat_legality.judge_hand, p.hand, p.trick, p.contract),
             lambda t, c: partial(skat_trick.judge_trick, t, c)),
    "doppelkopf": (lambda p: partial(doppelkopf_legality.judge_hand, p.hand, p.trick,
                                     p.contract),
                   lambda t, c: partial(doppelkopf_trick.judge_trick, t, c)),
}


def _protocol(game: Any) -> tuple[HandJudge, TrickJudge]:
    """A game without functions of its own in ``JUDGES``: judged through its ``Game``."""
    return (lambda p: partial(game.judge, p),
            lambda t, c: partial(game.judge_trick, t, c))


def prepare(game: str, question: str, body: dict[str, Any]) -> Callable[[], Any]:
    """The engine call that judges one question (a POST body), everything parsed already."""
    adapter = GAME_APIS[game]
    deck = adapter.game.deck
    contract = adapter.read_contract(body)
    hand_judge, trick_judge = JUDGES.get(game) or _protocol(adapter.game)
    if question == "trick":
        return trick_judge(read_cards(deck, {"trick": body["trick"]})["trick"], contract)
    cards = read_cards(deck, {"hand": body["hand"], "trick": body.get("trick", [])})
    return hand_judge(adapter.position(body, contract, cards["hand"], cards["trick"]))


def legal_codes(game: str, outcome: Any) -> set[str]:
    """The codes of the legal cards in what a prepared legal-cards call returned."""
    verdicts = outcome if isinstance(outcome, tuple) and not hasattr(outcome, "verdicts") \
        else outcome.verdicts
    deck = GAMES[game].deck
    return {deck.code(v.card) for v in verdicts if v.legal}

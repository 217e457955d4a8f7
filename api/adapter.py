"""What the HTTP layer needs of one game beyond its rules object, and the answers every game
gives in the same shape: the legal cards of a hand and the outcome of a trick.

A game's adapter (``api/<game>.py``) says how its position is read from a request, how its
contract is shown, which extra fields its legal-cards answer carries, and gives examples. The
routes of every game are built from the adapters by ``api.routes``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from api.common import facts_out, read_cards, rule_ref
from api.errors import within
from api.explain import Speaker
from api.negotiation import language
from api.schemas.base import LegalCardsResponse, RequestSchema, TrickResponse
from api.smorest import Blueprint
from rules.cards import Card
from rules.game import TrickOutcome, legal_cards
from rules.registry import AnyGame
from rules.round_check import PositionFor, RoundCheck, check_round

Body = Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class RoundSupport:
    """What a game adds to the generic round check (``api.rounds``)."""

    # (body, contract, leader, plays, hands at the deal or None) → the round walked once.
    walk: Callable[[Body, Any, int, tuple[Card, ...], list[tuple[Card, ...]] | None],
                   RoundCheck]
    # The finished round's count, as the game's score answer: (body, contract, check, speaker).
    score: Callable[[Body, Any, RoundCheck, Speaker], dict[str, Any]]
    # The parties' card points from each seat's (Jass: the two teams); None: seats only.
    # (body, check, seat points) → the parties' points.
    parties: Callable[[Body, RoundCheck, tuple[int, ...]], list[int] | None]
    body_fields: Callable[[], dict[str, Any]]  # the game's own request fields, made fresh
    examples: Mapping[str, Body]  # name → a JSON body, answered in the document
    description: str
    # Fields the game adds to the answer: (body, check, speaker) → fields.
    extras: Callable[[Body, RoundCheck, Speaker], dict[str, Any]] = lambda *_: {}
    # The rule that gives a revoke's consequence, applied by ``score`` (Schnapsen: N-9);
    # None: the texts are silent and the round is counted as played.
    revoke_rule: str | None = None


def walk_with(game: AnyGame, position_for: Callable[[Body, Any], PositionFor]
              ) -> Callable[[Body, Any, int, tuple[Card, ...], list[tuple[Card, ...]] | None],
                            RoundCheck]:
    """The generic walk (``rules.round_check``) for a game that deals its whole deck."""

    def walk(body: Body, contract: Any, leader: int, plays: tuple[Card, ...],
             hands: list[tuple[Card, ...]] | None) -> RoundCheck:
        return check_round(game, contract, leader, plays, hands, position_for(body, contract))

    return walk


@dataclass(frozen=True, slots=True)
class GameAdapter:
    game: AnyGame
    blueprint: Blueprint
    speaker: Callable[[str, str], Speaker]  # (lang, deck) → the game's speaker
    schemas: Mapping[str, type[RequestSchema]]  # legal_body, legal_query, trick_body, …
    # The position of a legal-cards question: (body, contract, hand, trick) → the game's.
    position: Callable[[Body, Any, tuple[Card, ...], tuple[Card, ...]], Any]
    contract_out: Callable[[Any, Speaker], dict[str, Any]]
    # Fields a game's legal-cards answer adds: (position, judgement, speaker) → fields.
    extras: Callable[..., dict[str, Any]]
    legal_examples: Mapping[str, Body]  # name → a JSON body, answered in the document
    trick_example: Body
    deck_answer: Callable[[], dict[str, Any]]
    example_rule: str
    example_card: str
    legal_description: str
    legal_response: type[LegalCardsResponse] = LegalCardsResponse
    trick_response: type[TrickResponse] = TrickResponse
    query_tricks: tuple[str, ...] = ()  # query parameters holding tricks: "a,b;c,d"
    rounds: RoundSupport | None = None  # ``/rounds/check``, where the game has it
    # Each contract by its canonical GET form and Tout: a permalink's contract is looked up.
    slug_table: Mapping[tuple[str, bool], Any] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "slug_table", {
            (c.slug, c.tout): c for c in self.game.contracts})

    def speaker_for(self, body: Body) -> Speaker:
        return self.speaker(language(body.get("lang")), body.get("deck",
                                                                self.game.name_decks[0]))

    def read_contract(self, body: Body) -> Any:
        value = body["contract"]
        with within("contract"):
            if isinstance(value, str):  # the GET form, with Tout as its own parameter
                tout = bool(body.get("tout", False))
                # Every contract's canonical GET form is a key of a table of the game's
                # contracts; other spellings (aliases, case) go through the parser.
                known = self.slug_table.get((value, tout))
                return known if known is not None else self.game.parse_contract(value, tout)
            return self.game.contract_from_parts(value)

    def from_query(self, query: Body) -> dict[str, Any]:
        """A permalink's parameters as the JSON body of the same question."""
        body = dict(query)
        for name in ("hand", "trick"):
            if name in body:
                body[name] = split_list(body[name])
        for name in self.query_tricks:
            if body.get(name) is not None:
                body[name] = [part.split(",") for part in body[name].split(";")] \
                    if body[name] else []
        return body


def split_list(value: str) -> list[str]:
    """A comma-separated query parameter as a list; empty means none."""
    return [part.strip() for part in value.split(",")] if value.strip() else []


def legal_cards_answer(adapter: GameAdapter, body: Body) -> dict[str, Any]:
    """Every card of the hand with its verdict and sentence; the legal cards derived from
    the verdicts; the trick so far; the game's own fields."""
    game = adapter.game
    contract = adapter.read_contract(body)
    cards = read_cards(game.deck, {"hand": body["hand"], "trick": body.get("trick", [])})
    position = adapter.position(body, contract, cards["hand"], cards["trick"])
    return judged_answer(adapter, body, contract, position, game.judge(position),
                         cards["trick"])


def judged_answer(adapter: GameAdapter, body: Body, contract: Any, position: Any,
                  judgement: Any, trick: Sequence[Card]) -> dict[str, Any]:
    """The legal-cards answer for a position already judged (also a round's ``next``)."""
    game = adapter.game
    speaker = adapter.speaker_for(body)
    verdicts = judgement.verdicts
    facts = game.facts(position, verdicts)
    sentences = speaker.verdict_sentences(verdicts, facts, contract)
    code = game.deck.code
    shared = facts_out(facts.shared, code)  # the position's facts, converted once
    return {
        "game": game.id, "ruleset": body.get("ruleset", game.default_ruleset),
        "lang": speaker.lang, "contract": adapter.contract_out(contract, speaker),
        "legal": [code(card) for card in legal_cards(judgement)],
        "cards": [{"card": code(v.card), "legal": v.legal,
                   "rule": rule_ref(game.catalogue, v.rule_id, sentence, speaker,
                                    {**shared, **facts_out(own, code)})}
                  for v, own, sentence in zip(verdicts, facts.own, sentences, strict=True)],
        "trick": trick_state(game, contract, trick),
        **adapter.extras(position, judgement, speaker),
    }


def trick_state(game: AnyGame, contract: Any, trick: Sequence[Card]) -> dict[str, Any]:
    """The trick so far, as every game's legal-cards answer shows it."""
    code = game.deck.code
    state: dict[str, Any] = {
        "cards": [code(c) for c in trick], "led_card": None, "led_suit": None, "led": None,
        "winning_card": None, "winning_index": None, "highest_trump": None, "points": 0}
    if trick:
        outcome = game.judge_trick(trick, contract)
        top = outcome.highest_trump
        state.update(led_card=code(trick[0]), led_suit=trick[0].suit.value, led=outcome.led,
                     winning_card=code(outcome.winning_card), winning_index=outcome.winner,
                     highest_trump=code(top) if top else None, points=outcome.points)
    return state


def trick_answer(adapter: GameAdapter, body: Body) -> dict[str, Any]:
    """Who wins the trick and why, each card's role, rank in the trick and points."""
    game = adapter.game
    contract = adapter.read_contract(body)
    trick = read_cards(game.deck, {"trick": body["trick"]})["trick"]
    outcome: TrickOutcome = game.judge_trick(trick, contract)
    speaker = adapter.speaker_for(body)
    name = speaker.contract(contract)
    trumps = game.has_trumps(contract)
    code = game.deck.code
    return {
        "game": game.id, "ruleset": body.get("ruleset", game.default_ruleset),
        "lang": speaker.lang, "contract": adapter.contract_out(contract, speaker),
        "complete": outcome.complete, "winner": outcome.winner,
        "winning_card": code(outcome.winning_card), "led_suit": outcome.led,
        "points": outcome.points,
        "rule": rule_ref(game.catalogue, outcome.rule_id,
                         speaker.trick_winner(outcome, name), speaker),
        "cards": [{"card": code(c.card), "role": c.role.value,
                   "rank_in_trick": c.rank_in_trick, "points": c.points,
                   "points_rule": c.points_rule,
                   "explanation": speaker.trick_card(c, outcome, trumps)}
                  for c in outcome.cards],
    }

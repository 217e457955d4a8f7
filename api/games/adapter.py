"""What the HTTP layer needs of one game beyond its rules object, and the answers every game
gives in the same shape: the legal cards of a hand and the outcome of a trick.

A game's adapter (``api/<game>.py``) says how its position is read from a request, how its
contract is shown, which extra fields its legal-cards answer carries, and gives examples. The
routes of every game are built from the adapters by ``api.games.routes``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from api.errors.problems import ProblemType
from api.games.answer_parts import hand_and_trick, read_list
from api.games.contract_reader import Body as Body  # where every game module finds it
from api.games.contract_reader import ContractReader, reader_of, split_list
from api.http.negotiation import LANGUAGES, language
from api.schemas.base import DeckResponse, LegalCardsResponse, RequestSchema, TrickResponse
from api.schemas.blueprint import Blueprint
from api.words.fixed_wording import AS_IS, Wording, card_codes, fact_value, fact_values, wording
from api.words.speaker import Speaker
from rules.cards import Card
from rules.game import (
    TrickJudge,
    TrickOutcome,
    checked_trick_judge,
    default_name_deck,
    legal_cards,
)
from rules.registry import AnyGame
from rules.round_check import PositionFor, RoundCheck, check_round


@dataclass(frozen=True, slots=True)
class RoundSupport:
    """What a game adds to the generic round check (``api.games.rounds``)."""

    # (body, contract, leader, plays, hands at the deal or None) → the round walked once.
    walk: Callable[[Body, Any, int, tuple[Card, ...], list[tuple[Card, ...]] | None],
                   RoundCheck]
    # The finished round's count, as the game's score answer: (body, contract, check, speaker);
    # None where the game gives none (Skat after a revoke).
    score: Callable[[Body, Any, RoundCheck, Speaker], dict[str, Any] | None]
    # The parties, as groups of seats (Jass: the two teams), worked out once per round;
    # None: seats only. (body, contract, check) → the parties.
    parties: Callable[[Body, Any, RoundCheck], tuple[frozenset[int], ...] | None]
    body_fields: Callable[[], dict[str, Any]]  # the game's own request fields, made fresh
    examples: Mapping[str, Body]  # name → a JSON body, answered in the document
    description: str
    # Fields the game adds to the answer: (body, check, speaker) → fields.
    extras: Callable[[Body, RoundCheck, Speaker], dict[str, Any]] = lambda *_: {}
    # The rule that gives a revoke's consequence, applied by ``score`` (Schnapsen: N-9);
    # None: the texts are silent and the round is counted as played.
    revoke_rule: str | None = None
    # The seat that leads the first trick: (body, contract) → seat; the body's ``leader``
    # unless the game's contract decides it (Doppelkopf's Pflichtsolo: the soloist).
    leader: Callable[[Body, Any], int] = lambda body, _: int(body.get("leader", 0))
    # The contract the next seat's position was judged under, which its trick so far is
    # judged under too: (contract, position) → contract (Doppelkopf: with the trick's number,
    # so trick 12 keeps its own Dullen rule, RD2).
    judged_under: Callable[[Any, Any], Any] = lambda contract, _: contract
    # Fields a game adds to each trick of the answer: (contract, trick) → fields (Doppelkopf:
    # the trick's facts for the Sonderpunkte, as its trick answer gives them).
    trick_fields: Callable[[Any, Any], dict[str, Any]] = lambda *_: {}


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
    # Fields a game's legal-cards answer adds: (position, judgement, wording) → fields.
    extras: Callable[..., dict[str, Any]]
    legal_examples: Mapping[str, Body]  # name → a JSON body, answered in the document
    trick_example: Body
    deck_answer: Callable[[], dict[str, Any]]
    example_rule: str
    example_card: str
    legal_description: str
    legal_response: type[LegalCardsResponse] = LegalCardsResponse
    trick_response: type[TrickResponse] = TrickResponse
    deck_response: type[DeckResponse] = DeckResponse  # a game's deck may say more (Skat: Augen)
    query_tricks: tuple[str, ...] = ()  # query parameters holding tricks: "a,b;c,d"
    rounds: RoundSupport | None = None  # ``/rounds/check``, where the game has it
    # The game under the request's ruleset where that changes its contracts (Schafkopf: the
    # Kurzes Blatt, more Tout forms): body → game; None: the game itself.
    ruled: Callable[[Body], AnyGame] | None = None
    # The deck answer under a ruleset whose pack differs (Schafkopf's Kurzes Blatt): ruleset
    # id → the answer; None: one deck in every ruleset.
    ruleset_deck: Callable[[str], dict[str, Any]] | None = None
    # The contract as the question plays it, where a game's tricks need more of the body than
    # the contract (a ruleset, the trick's number): (body, contract) → contract.
    playing: Callable[[Body, Any], Any] | None = None
    # Fields a game's trick answer adds: (body, contract, outcome, wording) → fields.
    trick_extras: Callable[[Body, Any, TrickOutcome, Wording], dict[str, Any]] = \
        lambda *_: {}
    # The problem types only this game answers with (its ``problems.PROBLEM_TYPES``); the
    # shared ones are ``api.errors.problems.PROBLEM_TYPES``.
    problem_types: tuple[ProblemType, ...] = ()
    contract_reader: ContractReader = field(init=False, repr=False)
    # The answers' fixed parts by (lang, deck), (lang, None) with the language's own deck;
    # each card's code by its ordinal.
    wordings: Mapping[tuple[str, str | None], Wording] = field(init=False, repr=False)
    # The same without words, for the answers sized ``facts`` and ``ids``: by the identity of
    # the worded one (made once, kept as long as the adapter).
    muted: Mapping[int, Wording] = field(init=False, repr=False)
    codes: Mapping[int, str] = field(init=False, repr=False)
    # The trick of a position already judged (its cards checked with the hand's), judged.
    judge_checked_trick: TrickJudge = field(init=False, repr=False)
    # A card as a ``detail=ids`` answer shows it, by (ordinal, legal, rule id): made once and
    # shared by the answers that show it (nothing writes into an answer once made). The keys
    # come from the engine's verdicts, so they are bounded by the deck and the catalogue.
    id_cards: dict[tuple[int, bool, str], dict[str, Any]] = field(
        init=False, repr=False, default_factory=dict)
    # The trick so far when it holds the led card alone, by (contract, card ordinal): a table
    # per contract, filled as questions come and shared like ``id_cards``. Bounded by the
    # contracts the game parses and its deck; capped all the same.
    led_states: dict[tuple[Any, int], dict[str, Any]] = field(
        init=False, repr=False, default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "contract_reader", ContractReader(self.game))
        object.__setattr__(self, "judge_checked_trick", checked_trick_judge(self.game))
        wordings: dict[tuple[str, str | None], Wording] = {
            (lang, deck): self._wording(lang, deck)
            for lang in LANGUAGES for deck in self.game.name_decks}
        object.__setattr__(self, "muted", {
            id(said): said.muted() for said in wordings.values()})
        for lang in LANGUAGES:  # a question that names no deck: the language's own
            wordings[lang, None] = wordings[lang, default_name_deck(self.game, lang)]
        object.__setattr__(self, "wordings", wordings)
        object.__setattr__(self, "codes", card_codes(self.game.deck))

    def _wording(self, lang: str, deck: str) -> Wording:
        return wording(self.speaker(lang, deck), self.game.catalogue, self.game.contracts,
                       self.contract_out)

    def wording_for(self, body: Body) -> Wording:
        lang = language(body.get("lang"))
        known = self.wordings.get((lang, body.get("deck") or None))
        if known is None:
            known = self._wording(lang, body.get("deck") or default_name_deck(self.game, lang))
        return known

    def muted_for(self, said: Wording) -> Wording:
        """``said`` without words (the answers sized ``facts`` and ``ids``), made once."""
        return self.muted.get(id(said)) or said.muted()

    def speaker_for(self, body: Body) -> Speaker:
        return self.wording_for(body).speaker

    def read_contract(self, body: Body) -> Any:
        game = self.game if self.ruled is None else self.ruled(body)
        contract = (self.contract_reader if game is self.game else reader_of(game)).read(body)
        return contract if self.playing is None else self.playing(body, contract)

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


def legal_cards_answer(adapter: GameAdapter, body: Body) -> dict[str, Any]:
    """Every card of the hand with its verdict (and, as ``detail`` asks, its rule's texts and
    facts); the legal cards derived from the verdicts; the trick so far; the game's own
    fields."""
    game = adapter.game
    contract = adapter.read_contract(body)
    hand, trick = hand_and_trick(game.deck, body)
    position = adapter.position(body, contract, hand, trick)
    return judged_answer(adapter, body, contract, position, game.judge(position), trick)


def judged_answer(adapter: GameAdapter, body: Body, contract: Any, position: Any,
                  judgement: Any, trick: Sequence[Card],
                  said: Wording | None = None) -> dict[str, Any]:
    """The legal-cards answer for a position already judged (also a round's ``next``, which
    gives the wording its answer already negotiated). Facts are made only for the sizes that
    show them, sentences only for ``full``."""
    game = adapter.game
    said = said or adapter.wording_for(body)
    detail = body.get("detail", "full")
    verdicts = judgement.verdicts
    codes = adapter.codes
    if detail == "ids":
        cards = []
        shown = adapter.id_cards
        for v in verdicts:
            key = v.card.ordinal, v.legal, v.rule_id
            card = shown.get(key)
            if card is None:
                card = shown[key] = {"card": codes[key[0]], "legal": v.legal,
                                     "rule": {"id": v.rule_id}}
            cards.append(card)
    else:
        cards = _cards_with_facts(adapter, said, contract, position, verdicts,
                                  detail == "full")
    # The game's own fields: without words unless the answer is ``full``.
    extras = adapter.extras(position, judgement,
                            said if detail == "full" else adapter.muted_for(said))
    return {
        "game": game.id, "ruleset": body.get("ruleset", game.default_ruleset),
        "lang": said.speaker.lang, "contract": said.contract_out(contract, adapter.contract_out),
        "legal": [codes[card.ordinal] for card in legal_cards(judgement)],
        "cards": cards,
        "trick": trick_state(adapter, contract, trick),
        **extras,
    }


def _cards_with_facts(adapter: GameAdapter, said: Wording, contract: Any, position: Any,
                      verdicts: Sequence[Any], worded: bool) -> list[dict[str, Any]]:
    """Each card's verdict with its rule's facts, and with ``worded`` its title, sentence
    and source."""
    facts = adapter.game.facts(position, verdicts)
    codes, rules = adapter.codes, said.rules
    shared = fact_values(facts.shared, codes)  # the position's facts, converted once
    sentences = (said.speaker.verdict_sentences(verdicts, facts, contract) if worded
                 else [None] * len(verdicts))
    cards = []
    for v, own, sentence in zip(verdicts, facts.own, sentences, strict=True):
        values: dict[str, Any] = shared.copy()  # then the verdict's own facts, converted
        for name, value in own.items():
            values[name] = value if type(value) in AS_IS else fact_value(value, codes)
        if worded:
            title, source = rules[v.rule_id]
            rule = {"id": v.rule_id, "title": title, "explanation": sentence,
                    "source": source, "facts": values}
        else:
            rule = {"id": v.rule_id, "facts": values}
        cards.append({"card": codes[v.card.ordinal], "legal": v.legal, "rule": rule})
    return cards


# What ``detail=facts`` and ``detail=ids`` leave out of every rule an answer cites.
WORDED = frozenset({"title", "explanation", "source"})


def sized(value: Any) -> Any:
    """A part of an answer with every rule it cites cut to its ``id`` (and ``facts``): the
    game's own fields (Schnapsen's actions) at the sizes that carry no texts."""
    if isinstance(value, dict):
        return {key: ({k: v for k, v in item.items() if k not in WORDED}
                      if key == "rule" and isinstance(item, dict) else sized(item))
                for key, item in value.items()}
    if isinstance(value, list):
        return [sized(item) for item in value]
    return value


LED_STATES = 16_384  # one-card tricks remembered per game (contracts × cards)


def trick_state(adapter: GameAdapter, contract: Any, trick: Sequence[Card]) -> dict[str, Any]:
    """The trick so far, as every game's legal-cards answer shows it; the position's judgement
    has checked its cards. A trick of one card is judged once per contract and card: a third
    of the legal-cards questions of four-player games ask it, every Schnapsen follower."""
    if not trick:
        return {"cards": [], "led_card": None, "led_suit": None, "led": None,
                "winning_card": None, "winning_index": None, "highest_trump": None,
                "points": 0}
    if len(trick) == 1:
        key = contract, trick[0].ordinal
        state = adapter.led_states.get(key)
        if state is None:
            state = _judged_state(adapter, contract, trick)
            if len(adapter.led_states) < LED_STATES:
                adapter.led_states[key] = state
        return state
    return _judged_state(adapter, contract, trick)


def _judged_state(adapter: GameAdapter, contract: Any, trick: Sequence[Card]
                  ) -> dict[str, Any]:
    codes = adapter.codes
    cards = [codes[c.ordinal] for c in trick]
    outcome = adapter.judge_checked_trick(trick, contract)
    top = outcome.highest_trump
    return {"cards": cards, "led_card": codes[trick[0].ordinal],
            "led_suit": trick[0].suit.value, "led": outcome.led,
            "winning_card": codes[outcome.winning_card.ordinal],
            "winning_index": outcome.winner,
            "highest_trump": codes[top.ordinal] if top else None, "points": outcome.points}


def trick_answer(adapter: GameAdapter, body: Body) -> dict[str, Any]:
    """Who wins the trick and why, each card's role, rank in the trick and points; with
    ``detail`` facts or ids, the rule by its id and no sentences (none is made)."""
    game = adapter.game
    contract = adapter.read_contract(body)
    trick = read_list(game.deck, "trick", body["trick"])
    outcome: TrickOutcome = game.judge_trick(trick, contract)
    said = adapter.wording_for(body)
    speaker = said.speaker
    shown = said.contract_out(contract, adapter.contract_out)
    codes = adapter.codes
    cards = [{"card": codes[c.card.ordinal], "role": c.role.value,
              "rank_in_trick": c.rank_in_trick, "points": c.points,
              "points_rule": c.points_rule} for c in outcome.cards]
    if body.get("detail", "full") == "full":
        rule = said.rule_ref(outcome.rule_id, speaker.trick_winner(outcome, shown["name"]))
        trumps = game.has_trumps(contract)
        for out, c in zip(cards, outcome.cards, strict=True):
            out["explanation"] = speaker.trick_card(c, outcome, trumps)
    else:
        said = adapter.muted_for(said)
        rule = {"id": outcome.rule_id}
    return {
        "game": game.id, "ruleset": body.get("ruleset", game.default_ruleset),
        "lang": speaker.lang, "contract": shown,
        "complete": outcome.complete, "winner": outcome.winner,
        "winning_card": codes[outcome.winning_card.ordinal], "led_suit": outcome.led,
        "points": outcome.points, "rule": rule, "cards": cards,
        **adapter.trick_extras(body, contract, outcome, said),
    }

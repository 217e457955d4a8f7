"""A game in the API: one class per game (``api/games/<id>/game_api.py``, its instance
``GAME_API``), a subclass of ``GameApi`` that says what the generic layer (routes, round
check, batch, games list, pages, the document) cannot find in the game's rules object: how a
question's position is read, how its contract and deck are shown, which fields its answers
add, how its round is walked and counted, and its examples. A game overrides only what
differs.

Every game gives ``game``, ``legal_examples``, ``trick_example``, ``example_rule``,
``example_card``, ``legal_description`` and ``summary`` (or its own ``blueprint``), and
overrides ``speaker``, ``contract_out``, ``position`` and ``card_points`` (or
``deck_answer``). A game with a round check gives ``round_examples`` and
``round_description`` and overrides ``round_positions`` (the engine's positions for the
default walk, or ``round_walk``) and ``round_score``. The rest has defaults: no extra
fields, the body's leader, the fixed partnerships as parties, one pack in every ruleset.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any, ClassVar, Generic, TypeVar

from marshmallow import fields

from api.errors.problems import ProblemType
from api.games.answer_parts import german_deck_answer
from api.games.contract_reader import Body as Body  # where every game module finds it
from api.games.contract_reader import ContractReader, reader_of
from api.http.negotiation import LANGUAGES, language
from api.request.json_value import JsonObject
from api.schemas.base import DeckResponse, LegalCardsResponse, RequestSchema, TrickResponse
from api.schemas.blueprint import Blueprint
from api.schemas.game import position_schemas
from api.words.fixed_wording import Wording, card_codes, wording
from api.words.speaker import Speaker
from rules.cards import Card
from rules.game import (
    Contract,
    Game,
    Judged,
    PositionFor,
    TrickJudge,
    TrickOutcome,
    checked_trick_judge,
    default_name_deck,
)
from rules.registry import AnyGame
from rules.round_check import CheckedTrick, RoundCheck, check_round

# A JSON object of an answer (or a part of one), made fresh for each question.
Answer = dict[str, Any]

# Request fields by name, as a schema declares them.
Fields = dict[str, fields.Field[Any]]

# The parties of a round as groups of seats (a fixed partnership: the two teams); None:
# every seat plays for itself.
Parties = tuple[frozenset[int], ...] | None


class AnswerMemo:
    """What a game's answers remember between questions: the fixed parts of the answers by
    (lang, deck) and their word-free twins, the cards of ``detail=ids`` answers and the
    one-card tricks. Nothing written into an answer once made, so they are shared."""

    __slots__ = ("id_cards", "led_states", "muted", "wordings")

    def __init__(self) -> None:
        # By (lang, deck), (lang, None) with the language's own deck.
        self.wordings: dict[tuple[str, str | None], Wording] = {}
        # The word-free twin by the identity of the worded one (kept as long as the game).
        self.muted: dict[int, Wording] = {}
        # A card as a ``detail=ids`` answer shows it, by (ordinal, legal, rule id): bounded
        # by the deck and the catalogue.
        self.id_cards: dict[tuple[int, bool, str], JsonObject] = {}
        # The trick so far holding the led card alone, by (contract, ordinal); capped.
        self.led_states: dict[tuple[object, int], JsonObject] = {}


ContractT = TypeVar("ContractT", bound=Contract)
PositionT = TypeVar("PositionT")
JudgementT = TypeVar("JudgementT", bound=Judged)


class GameApi(Generic[ContractT, PositionT, JudgementT]):
    """One game as the API asks and answers it (see the module's docstring), typed by its
    contract, position and judgement."""

    # What the game's folder declares.
    game: Game[ContractT, PositionT, JudgementT]
    # The game's operations under ``/api/v1/<id>``; a game whose folder adds its own
    # (``routes``) declares it where those import it, else it is made from ``summary``.
    blueprint: Blueprint
    summary: ClassVar[str] = ""
    legal_examples: ClassVar[Mapping[str, Body]]  # name → body; the first is the sample
    trick_example: ClassVar[Body]
    example_rule: ClassVar[str]  # the rule the document's ``/rules/{rule_id}`` shows
    example_card: ClassVar[str]  # the card the document's picture shows
    legal_description: ClassVar[str]
    # The answers' schemas, where a game's answers say more (Skat's deck: Augen).
    legal_response: type[LegalCardsResponse] = LegalCardsResponse
    trick_response: type[TrickResponse] = TrickResponse
    deck_response: type[DeckResponse] = DeckResponse
    own_pages: ClassVar[tuple[str, ...]] = ()  # own GET operations a browser gets as a page
    query_tricks: ClassVar[tuple[str, ...]] = ()  # query parameters holding tricks "a,b;c,d"
    # The problem types only this game answers with (its ``problems.PROBLEM_TYPES``).
    problem_types: ClassVar[tuple[ProblemType, ...]] = ()
    # Whether a ruleset changes the game's pack or contracts (``game_for``).
    ruled: ClassVar[bool] = False
    # The round check: name → body (none: the game has no ``/rounds/check``).
    round_examples: ClassVar[Mapping[str, Body]] = MappingProxyType({})
    round_description: ClassVar[str] = ""
    # The JSON Schema of the fields ``trick_fields`` adds to a round's tricks (the OpenAPI
    # document types each game's round tricks with them).
    round_trick_properties: ClassVar[Mapping[str, JsonObject]] = MappingProxyType({})
    # The rule that gives a revoke's consequence, applied by ``round_score``; None: the
    # texts are silent and the round is counted as played.
    revoke_rule: str | None = None

    def __init__(self) -> None:
        game = self.game
        if not hasattr(self, "blueprint"):
            self.blueprint = Blueprint(game.id, type(self).__module__,
                                       url_prefix=f"/api/v1/{game.id}", description=self.summary)
        self.memo = AnswerMemo()
        self.contract_reader = ContractReader(game)
        self.codes: Mapping[int, str] = card_codes(game.deck)  # each card's code by ordinal
        # The trick of a position already judged (its cards checked with the hand's).
        self.judge_checked_trick: TrickJudge = checked_trick_judge(game)
        self.schemas: Mapping[str, type[RequestSchema]] = self.request_schemas()
        for lang in LANGUAGES:
            for deck in game.name_decks:
                said = self.memo.wordings[lang, deck] = self._wording(lang, deck)
                self.memo.muted[id(said)] = said.muted()
        for lang in LANGUAGES:  # a question that names no deck: the language's own
            self.memo.wordings[lang, None] = self.memo.wordings[
                lang, default_name_deck(game, lang)]

    # The operations' shapes.

    def add_own_routes(self) -> None:
        """The game's own operations added to its blueprint, besides those its folder's
        ``routes`` module adds when imported (``api.games.registry``)."""

    def request_schemas(self) -> Mapping[str, type[RequestSchema]]:
        """The request schemas of legal cards and trick (``legal_body``, ``legal_query``,
        ``trick_body``, ``trick_query``)."""
        return position_schemas(self.game, legal_example=self.legal_example,
                                trick_example=dict(self.trick_example))

    @property
    def legal_example(self) -> Body:
        return dict(next(iter(self.legal_examples.values())))

    # Reading a question.

    def game_for(self, body: Body) -> AnyGame:
        """The game under the request's ruleset, where ``ruled``; else the game itself."""
        return self.game

    def read_contract(self, body: Body) -> ContractT:
        """The question's contract; a game whose tricks need more of the body than the
        contract (a ruleset, the trick's number) puts it on the contract here."""
        game = self.game_for(body) if self.ruled else self.game
        return (self.contract_reader if game is self.game else reader_of(game)).read(body)

    def position(self, body: Body, contract: ContractT, hand: tuple[Card, ...],
                 trick: tuple[Card, ...]) -> PositionT:
        """The position of a legal-cards question."""
        raise NotImplementedError

    def from_query(self, query: Body) -> dict[str, Any]:
        """A permalink's parameters as the JSON body of the same question."""
        body = dict(query)
        for name in ("hand", "trick"):  # each as ``split_list`` reads it, in place
            if name in body:
                value = body[name]
                body[name] = list(map(str.strip, value.split(","))) if value.strip() else []
        for name in self.query_tricks:
            if body.get(name) is not None:
                body[name] = [part.split(",") for part in body[name].split(";")] \
                    if body[name] else []
        return body

    # Words.

    def speaker(self, lang: str, deck: str) -> Speaker:
        """The game's speaker in a language, naming cards by a deck ("": the game's)."""
        raise NotImplementedError

    def contract_out(self, contract: ContractT, speaker: Speaker) -> Answer:
        """The contract as every answer shows it."""
        raise NotImplementedError

    def _wording(self, lang: str, deck: str) -> Wording:
        return wording(self.speaker(lang, deck), self.game.catalogue, self.game.contracts,
                       self.contract_out)

    def wording_for(self, body: Body) -> Wording:
        lang = language(body.get("lang"))
        known = self.memo.wordings.get((lang, body.get("deck") or None))
        if known is None:
            known = self._wording(lang, body.get("deck") or default_name_deck(self.game, lang))
        return known

    def muted_for(self, said: Wording) -> Wording:
        """``said`` without words (the answers sized ``facts`` and ``ids``), made once."""
        return self.memo.muted.get(id(said)) or said.muted()

    def speaker_for(self, body: Body) -> Speaker:
        return self.wording_for(body).speaker

    # What the answers add.

    def legal_extras(self, position: PositionT, judgement: JudgementT,
                     said: Wording) -> Answer:
        """Fields the legal-cards answer adds (Schnapsen's leader actions); ``said`` is
        word-free below ``detail=full``."""
        return {}

    def trick_extras(self, body: Body, contract: ContractT, outcome: TrickOutcome,
                     said: Wording) -> Answer:
        """Fields the trick answer adds."""
        return {}

    def deck_answer(self, ruleset: str | None = None) -> Answer:
        """``GET /deck``: the pack under a ruleset (None: the game's own), each card with its
        points by ``card_points``, in the German-suited answer's shape."""
        game = self.game if ruleset is None else self.game_for({"ruleset": ruleset})
        return german_deck_answer(self.game.id, game.deck, self.speaker, self.card_points)

    def card_points(self, card: Card) -> int:
        """A card's points in the deck answer."""
        raise NotImplementedError

    def own_questions(self) -> Mapping[str, tuple[type[RequestSchema], Callable[[Body], Answer]]]:
        """The game's own operations that a batch may ask too: question kind → its request
        schema and its answer to a loaded body (none by default)."""
        return {}

    # The round check.

    @property
    def has_rounds(self) -> bool:
        return bool(self.round_examples)

    def round_fields(self) -> Fields:
        """The round request's own fields, made fresh."""
        return {}

    def round_leader(self, body: Body, contract: ContractT) -> int:
        """The seat that leads the first trick: the body's ``leader``."""
        return int(body.get("leader", 0))

    def round_positions(self, body: Body, contract: ContractT) -> PositionFor:
        """How the walk makes a seat's position from its hand, the trick and the earlier
        tricks."""
        raise NotImplementedError

    def round_walk(self, body: Body, contract: ContractT, leader: int, plays: tuple[Card, ...],
                   hands: list[tuple[Card, ...] | None] | None) -> RoundCheck:
        """The round walked once by the engine, the pack under the request's ruleset
        dealt."""
        return check_round(self.game_for(body), contract, leader, plays, hands,
                           self.round_positions(body, contract))

    def round_score(self, body: Body, contract: ContractT, check: RoundCheck,
                    speaker: Speaker) -> Answer | None:
        """A finished round's count as the game's score answer; None: no count."""
        return None

    def round_parties(self, body: Body, contract: ContractT, check: RoundCheck) -> Parties:
        """The parties whose points the answer adds up: by default the game's fixed
        partnerships of more than one seat, if it has any."""
        teams = self.game.partnerships
        return tuple(frozenset(team) for team in teams) if any(
            len(team) > 1 for team in teams) else None

    def round_extras(self, body: Body, check: RoundCheck,
                     speaker: Speaker) -> Answer:
        """Fields the round answer adds."""
        return {}

    def judged_under(self, contract: ContractT, position: PositionT) -> ContractT:
        """The contract the next seat's trick so far is judged under."""
        return contract

    def trick_fields(self, contract: ContractT, trick: CheckedTrick) -> Answer:
        """Fields each trick of the round answer adds."""
        return {}


# The registry holds every game's class, each typed by its own contract and position.
AnyGameApi = GameApi[Any, Any, Any]

"""The Schnapsen family in the API: a talon game built for one game of the family from its
rules object: the position (talon, leader's actions), the answers, the score and Bummerl
routes, and the round check. A game's folder subclasses ``TalonApi`` with what only it has:
its game, blueprint, examples and descriptions."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import ClassVar

from api.games.game_api import Answer, Body, Fields, GameApi
from api.games.talon import round as talon_round
from api.games.talon.answers import TalonAnswers
from api.games.talon.closing import Closing, add_closing_route
from api.games.talon.routes import add_talon_routes
from api.games.talon.schemas import talon_schemas
from api.http.negotiation import language
from api.schemas.base import RequestSchema
from api.schemas.game import position_schemas
from api.words.fixed_wording import Wording
from api.words.speaker import Speaker
from rules.cards import Card
from rules.round_check import RoundCheck
from rules.schnapsen.contract import SchnapsenContract
from rules.schnapsen.game import SchnapsenGame, SchnapsenJudgement, SchnapsenPosition
from rules.schnapsen.ranking import points


class TalonApi(GameApi[SchnapsenContract, SchnapsenPosition, SchnapsenJudgement]):
    """A game of the Schnapsen family; the subclass gives the class attributes below and
    those of ``GameApi`` without a default."""

    game: SchnapsenGame
    score_example: ClassVar[Body]
    bummerl_example: ClassVar[Body]
    score_description: ClassVar[str]
    closing_example: ClassVar[Body]
    own_pages = ("closing",)  # the closing calculator's permalink, a page for a browser
    schema_prefix: ClassVar[str]  # the request schemas' names begin with it
    prefix_parts: ClassVar[bool] = True  # the contract's parts schema is prefixed too

    def __init__(self) -> None:
        self.answers = TalonAnswers(talon_schemas(self.game, self.schema_prefix,
                                                  self.prefix_parts))
        self.legal_response = self.answers.schemas.legal_response
        self.revoke_rule = self.game.rules.ids.renonce
        self.closing = Closing(self.game, self.schema_prefix, self.closing_example)
        super().__init__()

    def add_own_routes(self) -> None:
        add_talon_routes(self.blueprint, self.answers, self.score_example,
                         self.bummerl_example, self.score_description)
        add_closing_route(self.blueprint, self.closing, self.closing_example,
                          self.closing_answer)

    def own_questions(self) -> Mapping[str, tuple[type[RequestSchema],
                                                  Callable[[Body], Answer]]]:
        return {"closing": (self.closing.schemas.request, self.closing_answer)}

    def closing_answer(self, body: Body) -> Answer:
        """Should the player on lead close? (``api.games.talon.closing``)"""
        contract = self.read_contract(body)
        speaker = self.answers.speaker(language(body.get("lang")), "")
        return self.closing.answer(body, contract, self.contract_out(contract, speaker),
                                   speaker)

    def request_schemas(self) -> Mapping[str, type[RequestSchema]]:
        return position_schemas(self.game, legal_example=self.legal_example,
                                trick_example=dict(self.trick_example),
                                body_extras=self.answers.body_extras(True),
                                query_extras=self.answers.body_extras(False))

    def speaker(self, lang: str, deck: str) -> Speaker:
        return self.answers.speaker(lang, deck)

    def contract_out(self, contract: SchnapsenContract, speaker: Speaker) -> Answer:
        return self.answers.contract_out(contract, speaker)

    def position(self, body: Body, contract: SchnapsenContract, hand: tuple[Card, ...],
                 trick: tuple[Card, ...]) -> SchnapsenPosition:
        return self.answers.position(body, contract, hand, trick)

    def legal_extras(self, position: SchnapsenPosition, judgement: SchnapsenJudgement,
                     said: Wording) -> Answer:
        return self.answers.extras(position, judgement, said)

    def card_points(self, card: Card) -> int:
        return points(card, self.game.rules)

    def round_fields(self) -> Fields:
        return talon_round.round_fields(self.answers)

    def round_walk(self, body: Body, contract: SchnapsenContract, leader: int,
                   plays: tuple[Card, ...], hands: list[tuple[Card, ...] | None] | None
                   ) -> RoundCheck:
        return talon_round.walk(self.game, body, contract, leader, plays, hands)

    def round_score(self, body: Body, contract: SchnapsenContract, check: RoundCheck,
                    speaker: Speaker) -> Answer:
        return talon_round.score(self.answers, body, check, speaker)

    def round_parties(self, body: Body, contract: SchnapsenContract,
                      check: RoundCheck) -> None:
        return None  # two players, each for themselves

    def round_extras(self, body: Body, check: RoundCheck,
                     speaker: Speaker) -> Answer:
        return talon_round.actions_out(self.game, check, speaker)

"""Schafkopf in the API: how a position (with the earlier tricks as history) is read and
shown, the game under each ruleset (the Kurzes Blatt, more Tout forms), its examples, and
its part of the round check (``api.games.schafkopf.round``)."""

from __future__ import annotations

from types import MappingProxyType

from api.games.game_api import Answer, Body, Fields, GameApi, Parties
from api.games.schafkopf import answers, round
from api.games.schafkopf.answers import FARBWENZ_EXAMPLE, SEARCH_EXAMPLE, TRICK_EXAMPLE
from api.games.schafkopf.schemas import (
    SchafkopfLegalCardsResponse,
    SchafkopfTrickResponse,
    history_field,
    history_param,
)
from api.schemas.base import RequestSchema
from api.schemas.game import position_schemas
from api.words.fixed_wording import Wording
from api.words.speaker import Speaker
from rules.cards import Card
from rules.game import PositionFor
from rules.round_check import RoundCheck
from rules.schafkopf.contract import SchafkopfContract
from rules.schafkopf.game import SCHAFKOPF, SchafkopfGame, SchafkopfPosition
from rules.schafkopf.legality import Judgement
from rules.schafkopf.ranking import points

DEALT = SCHAFKOPF.players * SCHAFKOPF.hand_size  # every card of a round in the long pack


class SchafkopfApi(GameApi[SchafkopfContract, SchafkopfPosition, Judgement]):
    game = SCHAFKOPF
    summary = ("Schafkopf: every standard contract, the called-ace duties, "
               "tricks, bidding and the reckoning.")
    legal_examples = MappingProxyType({
        "Rufspiel: the called Sau is searched": SEARCH_EXAMPLE,
        "Farbwenz: a plain Ober follows its suit": FARBWENZ_EXAMPLE})
    trick_example = TRICK_EXAMPLE
    example_rule = "K-9"
    own_pages = ("callable-aces", "contracts")
    example_card = "AO"
    legal_description = (
        "Every card with legal or not and the rule that decided it: following trump or suit "
        "(K-6) in every contract, and in a Rufspiel the duties of the called Sau (K-9, R10), "
        "decided from history (R11). In GET, history is the earlier tricks, cards "
        "comma-separated, tricks separated by ';'.")
    legal_response = SchafkopfLegalCardsResponse
    trick_response = SchafkopfTrickResponse
    query_tricks = ("history",)
    ruled = True
    round_examples = MappingProxyType({
        "Rufspiel: the searched Sau kept back, a revoke": round.ROUND_EXAMPLE,
        "Sie (house rule +sie): every trick, a Tout doubled": round.SIE_ROUND_EXAMPLE})
    round_description = (
        f"Every play of a Schafkopf round (any prefix, up to its {DEALT} cards) judged for "
        "the hand its seat held, with the earlier tricks as history (the called Sau "
        "searched or free, R10, R11), every trick with its winner, the revokes, the Augen "
        "after each trick (with a declarer: declarer party and opponents), the reckoning of "
        "a finished round as /score gives it, and for an unfinished round the next seat's "
        "legal cards.")

    def request_schemas(self) -> dict[str, type[RequestSchema]]:
        return position_schemas(SCHAFKOPF, legal_example=SEARCH_EXAMPLE,
                                trick_example=TRICK_EXAMPLE,
                                body_extras={"history": history_field()},
                                query_extras={"history": history_param()})

    def game_for(self, body: Body) -> SchafkopfGame:
        """The game under the request's ruleset: its pack (the Kurzes Blatt or the long)
        and its Tout forms."""
        return SCHAFKOPF.under(SCHAFKOPF.ruleset(body.get("ruleset",
                                                          SCHAFKOPF.default_ruleset)))

    def speaker(self, lang: str, deck: str) -> Speaker:
        return answers.speaker(lang, deck)

    def contract_out(self, contract: SchafkopfContract, speaker: Speaker) -> Answer:
        return answers.contract_out(contract, speaker)

    def position(self, body: Body, contract: SchafkopfContract, hand: tuple[Card, ...],
                 trick: tuple[Card, ...]) -> SchafkopfPosition:
        return answers.position(body, contract, hand, trick)

    def legal_extras(self, position: SchafkopfPosition, judgement: Judgement,
                     said: Wording) -> Answer:
        return answers.extras(position, judgement, said)

    def card_points(self, card: Card) -> int:
        return points(card)

    def round_fields(self) -> Fields:
        return round.round_fields()

    def round_positions(self, body: Body, contract: SchafkopfContract) -> PositionFor:
        return SCHAFKOPF.round_positions(contract)

    def round_score(self, body: Body, contract: SchafkopfContract, check: RoundCheck,
                    speaker: Speaker) -> Answer:
        return round.round_score(body, contract, check, speaker)

    def round_parties(self, body: Body, contract: SchafkopfContract,
                      check: RoundCheck) -> Parties:
        return round.round_parties(body, contract, check)


GAME_API = SchafkopfApi()

"""Doppelkopf in the API: how a position (the ruleset and the trick's number on the
contract) is read and shown, its examples, and its part of the round check
(``api.games.doppelkopf.round``)."""

from __future__ import annotations

from types import MappingProxyType

from api.games.doppelkopf import answers, round
from api.games.doppelkopf.answers import DAMENSOLO_EXAMPLE, LEGAL_EXAMPLE, TRICK_EXAMPLE
from api.games.doppelkopf.problems import PROBLEM_TYPES
from api.games.doppelkopf.schemas import (
    DoppelkopfDeckResponse,
    DoppelkopfLegalCardsResponse,
    DoppelkopfTrickResponse,
    history_field,
    history_param,
    trick_number_field,
    trick_number_param,
)
from api.games.doppelkopf.score import leader_of
from api.games.game_api import Answer, Body, Fields, GameApi, Parties
from api.schemas.base import RequestSchema
from api.schemas.game import position_schemas
from api.words.fixed_wording import Wording
from api.words.speaker import Speaker
from rules.cards import Card
from rules.doppelkopf.contract import DoppelkopfContract
from rules.doppelkopf.game import DOPPELKOPF, DoppelkopfPosition
from rules.doppelkopf.legality import Judgement
from rules.game import TrickOutcome
from rules.round_check import CheckedTrick, RoundCheck

DEALT = DOPPELKOPF.players * DOPPELKOPF.hand_size  # every card of a round


class DoppelkopfApi(GameApi[DoppelkopfContract, DoppelkopfPosition, Judgement]):
    game = DOPPELKOPF
    summary = ("Doppelkopf by the DDV's Turnier-Spielregeln: every card twice, "
               "three rulesets for the Dullen, tricks, announcements, the score "
               "line by line and the Vorbehalt.")
    legal_examples = MappingProxyType({
        "Normal game: the Kreuz Dame is trump and does not follow Kreuz": LEGAL_EXAMPLE,
        "Damensolo: the Herz 10 is a Herz card": DAMENSOLO_EXAMPLE})
    trick_example = TRICK_EXAMPLE
    example_rule = "D-22"
    example_card = "H10"
    legal_description = (
        "Every card of the hand with legal or not and the rule that decided it (D-18 … "
        "D-20): the trumps are one suit of their own, so a Dame, a Bube or the Herz 10 that "
        "is trump never follows its printed suit. A card held twice is listed twice, with "
        f"the same verdict (RD14). The trick number is {DOPPELKOPF.hand_size + 1} − cards "
        "in hand (RD2).")
    legal_response = DoppelkopfLegalCardsResponse
    trick_response = DoppelkopfTrickResponse
    deck_response = DoppelkopfDeckResponse
    query_tricks = ("history",)
    problem_types = PROBLEM_TYPES
    round_examples = MappingProxyType({
        "Normal game: the two Dullen and an early Re": round.ROUND_EXAMPLE})
    round_description = (
        f"Every play of a Doppelkopf round (any prefix, up to its {DEALT} cards) judged for "
        "the hand its seat held (a card held twice twice), every trick with its winner by "
        "position and the Dullen rule of the ruleset (trick 12 as the last, RD2), the "
        "parties as they become known (Hochzeit: the Klärungsstich), the announcements with "
        "their timing (untimely ones in violations, RD10), the score of a finished round, "
        "and for an unfinished round the next seat's legal cards and the calls each seat "
        "could still make.")

    def request_schemas(self) -> dict[str, type[RequestSchema]]:
        return position_schemas(DOPPELKOPF, legal_example=LEGAL_EXAMPLE,
                                trick_example=TRICK_EXAMPLE,
                                trick_extras={"trick_number": trick_number_field(),
                                              "history": history_field()},
                                trick_query_extras={"trick_number": trick_number_param(),
                                                    "history": history_param()})

    def speaker(self, lang: str, deck: str) -> Speaker:
        return answers.speaker(lang, deck)

    def contract_out(self, contract: DoppelkopfContract, speaker: Speaker) -> Answer:
        return answers.contract_out(contract, speaker)

    def read_contract(self, body: Body) -> DoppelkopfContract:
        """The contract as the question plays it: the ruleset's Dullen rule and the trick's
        number on it."""
        return answers.playing(body, super().read_contract(body))

    def position(self, body: Body, contract: DoppelkopfContract, hand: tuple[Card, ...],
                 trick: tuple[Card, ...]) -> DoppelkopfPosition:
        return answers.position(body, contract, hand, trick)

    def legal_extras(self, position: DoppelkopfPosition, judgement: Judgement,
                     said: Wording) -> Answer:
        return answers.extras(position, judgement, said)

    def trick_extras(self, body: Body, contract: DoppelkopfContract, outcome: TrickOutcome,
                     said: Wording) -> Answer:
        return answers.trick_extras(body, contract, outcome, said)

    def deck_answer(self, ruleset: str | None = None) -> Answer:
        return answers.deck_answer()

    def round_fields(self) -> Fields:
        return round.round_fields()

    def round_leader(self, body: Body, contract: DoppelkopfContract) -> int:
        return leader_of(body, contract)

    def round_walk(self, body: Body, contract: DoppelkopfContract, leader: int,
                   plays: tuple[Card, ...], hands: list[tuple[Card, ...] | None] | None
                   ) -> RoundCheck:
        return round.walk(body, contract, leader, plays, hands)

    def round_score(self, body: Body, contract: DoppelkopfContract, check: RoundCheck,
                    speaker: Speaker) -> Answer | None:
        return round.round_score(body, contract, check, speaker)

    def round_parties(self, body: Body, contract: DoppelkopfContract,
                      check: RoundCheck) -> Parties:
        return round.round_parties(body, contract, check)

    def round_extras(self, body: Body, check: RoundCheck,
                     speaker: Speaker) -> Answer:
        return round.round_extras(body, check, speaker)

    def judged_under(self, contract: DoppelkopfContract,
                     position: DoppelkopfPosition) -> DoppelkopfContract:
        """The next seat's trick is judged under its own number's contract (RD2)."""
        return position.contract

    round_trick_properties = MappingProxyType({"facts": {
        "$ref": "#/components/schemas/TrickFactsOut",
        "description": "The trick's facts for the Sonderpunkte, as the trick answer gives them."}})

    def trick_fields(self, contract: DoppelkopfContract,
                     trick: CheckedTrick) -> Answer:
        """The trick's facts for the Sonderpunkte, as the trick answer gives them."""
        return {"facts": answers.trick_facts(contract.playing(trick_number=trick.number),
                                             trick.outcome)}


GAME_API = DoppelkopfApi()

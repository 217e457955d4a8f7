"""Skat in the API: how a position is read and shown, its deck in both decks, its examples,
and its part of the round check (``api.games.skat.round``)."""

from __future__ import annotations

from types import MappingProxyType

from api.games.game_api import Answer, Body, Fields, GameApi, Parties
from api.games.skat import answers, round
from api.games.skat.answers import LEGAL_EXAMPLE, NULL_EXAMPLE, TRICK_EXAMPLE
from api.games.skat.problems import PROBLEM_TYPES
from api.games.skat.schemas import (
    DECIDES,
    SkatDeckResponse,
    SkatLegalCardsResponse,
    SkatTrickResponse,
)
from api.words.fixed_wording import Wording
from api.words.speaker import Speaker
from rules.cards import Card
from rules.game import TrickOutcome
from rules.round_check import CheckedTrick, RoundCheck
from rules.skat.contract import SkatContract
from rules.skat.game import SKAT, SkatPosition
from rules.skat.legality import Judgement


class SkatApi(GameApi[SkatContract, SkatPosition, Judgement]):
    game = SKAT
    summary = ("Skat by the Internationale Skatordnung: legal cards (the Jacks "
               "are trumps), tricks with Augen, the 63 bids and the score of a "
               "game with every level named.")
    legal_examples = MappingProxyType({
        "Kreuz game: the Herz-Bube led is a trump lead": LEGAL_EXAMPLE,
        "Null: the Jack follows its own suit": NULL_EXAMPLE})
    trick_example = TRICK_EXAMPLE
    example_rule = "S-14"
    example_card = "CJ"
    legal_description = (
        "Every card with legal or not and the rule that decided it: leading (S-12), following "
        "suit or trump (S-13), the Jacks as trumps and not cards of their printed suits in "
        "suit and grand games (S-14), no duty to trump (S-15), the Jacks back in their suits "
        "in Null (S-10). The announcements (JSON flags; in GET `announced`) do not change "
        "legality.")
    legal_response = SkatLegalCardsResponse
    trick_response = SkatTrickResponse
    deck_response = SkatDeckResponse
    problem_types = PROBLEM_TYPES
    round_examples = MappingProxyType({"Pik game: a Jack trumps a led Ace": round.ROUND_EXAMPLE})
    round_description = (
        "Every play of a Skat game (Vorhand leads; the declarer's hand after discarding, the "
        "Skat set apart) judged by S-13 … S-15, every trick with its winner and Augen, the "
        "revokes (a revoke is named and not scored, RS12), the score as /score gives it for "
        "a finished round or one decided early (RS12), and for an unfinished round the next "
        "seat's legal cards.")
    revoke_rule = "S-17"
    round_trick_properties = MappingProxyType({"decides": {
        "type": "boolean", "description": DECIDES}})

    def speaker(self, lang: str, deck: str) -> Speaker:
        return answers.speaker(lang, deck)

    def contract_out(self, contract: SkatContract, speaker: Speaker) -> Answer:
        return answers.contract_out(contract, speaker)

    def position(self, body: Body, contract: SkatContract, hand: tuple[Card, ...],
                 trick: tuple[Card, ...]) -> SkatPosition:
        return answers.position(body, contract, hand, trick)

    def legal_extras(self, position: SkatPosition, judgement: Judgement,
                     said: Wording) -> Answer:
        return answers.extras(position, judgement, said)

    def trick_extras(self, body: Body, contract: SkatContract, outcome: TrickOutcome,
                     said: Wording) -> Answer:
        return {"decides": answers.points_decide(contract)}

    def trick_fields(self, contract: SkatContract, trick: CheckedTrick) -> Answer:
        return {"decides": answers.points_decide(contract)}

    def deck_answer(self, ruleset: str | None = None) -> Answer:
        return answers.deck_answer()

    def round_fields(self) -> Fields:
        return round.round_fields()

    def round_walk(self, body: Body, contract: SkatContract, leader: int,
                   plays: tuple[Card, ...], hands: list[tuple[Card, ...] | None] | None
                   ) -> RoundCheck:
        return round.walk(body, contract, leader, plays, hands)

    def round_score(self, body: Body, contract: SkatContract, check: RoundCheck,
                    speaker: Speaker) -> Answer | None:
        return round.round_score(body, contract, check, speaker)

    def round_parties(self, body: Body, contract: SkatContract, check: RoundCheck) -> Parties:
        return round.round_parties(body, contract, check)

    def round_extras(self, body: Body, check: RoundCheck,
                     speaker: Speaker) -> Answer:
        return round.round_extras(body, check, speaker)


GAME_API = SkatApi()

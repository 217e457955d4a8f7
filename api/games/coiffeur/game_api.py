"""Coiffeur in the API: the Schieber's positions under the Coiffeur's contracts, each trick
in its own direction (the trick's number on the contract), its deck, its round's count and
the examples. The round's count and the sheet have their own operations (``routes``)."""

from __future__ import annotations

from types import MappingProxyType

from api.errors.problems import ProblemType
from api.games.answer_parts import deck_cards
from api.games.coiffeur import answers
from api.games.coiffeur.schemas import (
    CoiffeurLegalCardsResponse,
    CoiffeurTrickResponse,
    _team,
    trick_number_field,
    trick_number_param,
)
from api.games.coiffeur.speaker import CoiffeurSpeaker
from api.games.game_api import Answer, Body, Fields, GameApi
from api.games.schieber.trick_number import contradicts, hand_trick_number
from api.games.schieber.trick_number import trick_number_field as hand_number_field
from api.games.schieber.trick_number import trick_number_param as hand_number_param
from api.schemas.base import RequestSchema
from api.schemas.game import position_schemas
from api.words.fixed_wording import Wording
from api.words.speaker import Speaker
from rules.cards import Card
from rules.coiffeur.contract import CoiffeurContract
from rules.coiffeur.game import COIFFEUR
from rules.coiffeur.play import CoiffeurJudgement, CoiffeurPosition
from rules.coiffeur.score import count
from rules.errors import PositionError
from rules.game import PositionFor, TrickOutcome
from rules.jass.contract import OBENABE, UNDENUFE, trump_contract
from rules.jass.deck import FRENCH_RANK, FRENCH_SUIT
from rules.jass.legality import MAX_HAND
from rules.jass.ranking import points
from rules.jass.round import PlayedTrick
from rules.round_check import CheckedTrick, RoundCheck, check_round

LEGAL_CARDS_EXAMPLE: Body = {
    "contract": {"type": "slalom", "start": "obenabe"}, "hand": ["B6", "R9", "A7", "BA"],
    "trick": ["B10", "BK"], "lang": "de"}
TRUMP_ROW_EXAMPLE: Body = {
    "contract": {"type": "trump", "trump": "bells"}, "hand": ["BU", "AK"], "trick": ["R6"],
    "ruleset": "jasvel", "lang": "en"}
TRICK_EXAMPLE: Body = {
    "contract": {"type": "slalom", "start": "obenabe"}, "trick": ["BK", "B6", "BA", "AK"],
    "trick_number": 2, "lang": "en"}
# A whole round of Slalom Obenabe, Vorhand seat 0, every card legal: tricks 1, 3, 5, 7, 9
# Obenabe, 2, 4, 6, 8 Undenufe (JC-4), each counted in its own direction (RJ5).
ROUND_EXAMPLE: Body = {
    "contract": {"type": "slalom", "start": "obenabe"}, "leader": 0, "declarer_team": 0,
    "hands": [["AU", "AA", "B7", "BU", "RU", "RO", "S6", "S8", "S10"],
              ["A6", "AK", "B9", "BO", "R7", "R10", "S7", "S9", "SK"],
              ["A7", "A8", "AO", "B10", "BK", "R6", "R9", "SO", "SA"],
              ["A9", "A10", "B6", "B8", "BA", "R8", "RK", "RA", "SU"]],
    "plays": ["B7", "B9", "BK", "BA", "B6", "BU", "BO", "B10", "A9", "AU", "A6", "AO", "A8",
              "A10", "AA", "AK", "SO", "SU", "S8", "S9", "R6", "R8", "RU", "R7", "SA", "RK",
              "S10", "SK", "R9", "RA", "RO", "R10", "A7", "B8", "S6", "S7"],
    "lang": "en"}
DEALT = COIFFEUR.players * COIFFEUR.hand_size  # every card of a round


class CoiffeurApi(GameApi[CoiffeurContract, CoiffeurPosition, CoiffeurJudgement]):
    game = COIFFEUR
    legal_examples = MappingProxyType({
        "Slalom: follow suit in every trick": LEGAL_CARDS_EXAMPLE,
        "A trump row: the Puur may be kept back": TRUMP_ROW_EXAMPLE})
    trick_example = TRICK_EXAMPLE
    example_rule = "JC-W1"
    example_card = "B6"
    legal_description = (
        "Every card of the hand with legal or not and the rule that decided it: the "
        "Schieber's rules (J-…) for trump, Obenabe and Undenufe, under the ruleset chosen "
        "(JC-L1); following suit only (JC-L2) for Slalom, Guschti and Misère. The trick "
        f"number is {MAX_HAND + 1} − cards in hand (a `trick_number` sent must agree), and "
        "the answer names the trick's direction.")
    problem_types = (ProblemType("invalid-sheet-entry", 422, "Invalid sheet entry",
                                 "An entry the Coiffeur sheet cannot hold: an unknown row, a "
                                 "row a team has already played, points out of range, or a "
                                 "Joker's contract the sheet does not allow (JC-1, RJ8)."),)
    legal_response = CoiffeurLegalCardsResponse
    trick_response = CoiffeurTrickResponse
    round_examples = MappingProxyType({"A whole round of Slalom Obenabe": ROUND_EXAMPLE})
    round_description = (
        f"Every play of a Coiffeur round (any prefix, up to its {DEALT} cards) judged for "
        "the hand its seat held, every trick with its winner in its own direction (Slalom, "
        "Guschti: JC-4, JC-5, JC-W1), the revokes, the card points after each trick "
        "(team 0 = seats 0 and 2), the count of a finished round as /score gives it "
        "(the row's points for `declarer_team`; none after a revoke, RJ9), and for an "
        "unfinished round the next seat's legal cards.")

    def request_schemas(self) -> dict[str, type[RequestSchema]]:
        return position_schemas(COIFFEUR, legal_example=LEGAL_CARDS_EXAMPLE,
                                trick_example=TRICK_EXAMPLE,
                                body_extras={"trick_number": hand_number_field()},
                                query_extras={"trick_number": hand_number_param()},
                                trick_extras={"trick_number": trick_number_field()},
                                trick_query_extras={"trick_number": trick_number_param()})

    def speaker(self, lang: str, deck: str) -> CoiffeurSpeaker:
        return CoiffeurSpeaker(lang=lang, deck=deck or "swiss")

    def contract_out(self, contract: CoiffeurContract, speaker: Speaker) -> Answer:
        return answers.contract_out(contract, speaker)

    def read_contract(self, body: Body) -> CoiffeurContract:
        """The contract in the question's trick: a hand's number is 10 − its cards (a
        ``trick_number`` sent must agree); a trick's is ``trick_number``, which Slalom and
        Guschti need (without it the trick is judged as the first, and the answer says so);
        a round's tricks are numbered by the walk."""
        contract = super().read_contract(body)
        if "plays" in body:
            return contract
        hand = body.get("hand")
        if isinstance(hand, list):
            size = len(hand)
            if not 1 <= size <= MAX_HAND:
                return contract
            if contradicts(body, size):
                raise PositionError("coiffeur.trick-number", field="trick_number",
                                    sent=body["trick_number"],
                                    number=hand_trick_number(size), cards=size)
            return contract.in_trick(hand_trick_number(size))
        return contract.in_trick(body.get("trick_number"))

    def position(self, body: Body, contract: CoiffeurContract, hand: tuple[Card, ...],
                 trick: tuple[Card, ...]) -> CoiffeurPosition:
        return CoiffeurPosition(contract, hand, trick,
                                COIFFEUR.ruleset(body.get("ruleset", COIFFEUR.default_ruleset)))

    def legal_extras(self, position: CoiffeurPosition, judgement: CoiffeurJudgement,
                     said: Wording) -> Answer:
        direction = position.contract.direction(judgement.trick_number)
        return {"trick_number": judgement.trick_number,
                "direction": direction.value if direction else "trump"}

    def trick_extras(self, body: Body, contract: CoiffeurContract, outcome: TrickOutcome,
                     said: Wording) -> Answer:
        direction = contract.direction()
        assumed = []
        if contract.changes_direction and contract.trick_number is None:
            assumed.append({"rule": "JC-W1", "text": said.speaker.say("note.assumed_first")})
        return {"trick_number": contract.trick_number,
                "direction": direction.value if direction else "trump", "assumed": assumed}

    def deck_answer(self, ruleset: str | None = None) -> Answer:
        """Each card's points as trump, plain, Obenabe and Undenufe (a Slalom or Guschti
        trick counts as its direction, RJ5)."""
        deck = COIFFEUR.deck
        cards, suits = deck_cards(deck, self.speaker, FRENCH_SUIT, FRENCH_RANK, "swiss")
        for card_out, card in zip(cards, deck.cards, strict=True):
            plain = trump_contract(next(s for s in deck.suits if s is not card.suit))
            card_out["points"] = {
                "trump": points(card, trump_contract(card.suit)),
                "plain": points(card, plain),
                "obenabe": points(card, OBENABE), "undenufe": points(card, UNDENUFE)}
        return {"game": COIFFEUR.id, "size": len(deck), "copies": deck.copies,
                "suits": suits, "ranks": [r.value for r in deck.ranks], "cards": cards}

    def round_fields(self) -> Fields:
        return {"declarer_team": _team("The declaring team, whose row the round fills "
                                       "(team 0 = seats 0 and 2).", load_default=0)}

    def round_positions(self, body: Body, contract: CoiffeurContract) -> PositionFor:
        return COIFFEUR.round_positions(contract, body.get("ruleset",
                                                           COIFFEUR.default_ruleset))

    def round_walk(self, body: Body, contract: CoiffeurContract, leader: int,
                   plays: tuple[Card, ...], hands: list[tuple[Card, ...] | None] | None
                   ) -> RoundCheck:
        """Each trick judged in its own direction (JC-W1)."""
        return check_round(COIFFEUR, contract, leader, plays, hands,
                           self.round_positions(body, contract),
                           trick_contract=contract.in_trick)

    def round_score(self, body: Body, contract: CoiffeurContract, check: RoundCheck,
                    speaker: Speaker) -> Answer | None:
        """The round's count as ``/score`` gives it, from the walk's judged tricks; none
        after a revoke (RJ9: the revoke is reported, the round not counted)."""
        if check.revokes:
            return None
        played = tuple(PlayedTrick(t.cards, t.leader, t.winner, t.outcome.points)
                       for t in check.tricks)
        score = count(contract, int(body.get("declarer_team", 0)), played)
        return answers.score_out(score, speaker)

    def judged_under(self, contract: CoiffeurContract,
                     position: CoiffeurPosition) -> CoiffeurContract:
        return position.contract

    round_trick_properties = MappingProxyType({"direction": {
        "type": "string",
        "description": "The direction this trick is played in: obenabe, undenufe or trump."}})

    def trick_fields(self, contract: CoiffeurContract, trick: CheckedTrick) -> Answer:
        direction = contract.direction(trick.number)
        return {"direction": direction.value if direction else "trump"}


GAME_API = CoiffeurApi()

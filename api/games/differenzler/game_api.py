"""Differenzler in the API: the Schieber's cards and tricks with the Differenzler's duties,
each player's estimate and difference (``POST /score``), a match of rounds (``POST /match``)
and the round check, which counts a round only when it is complete, clean and estimated
(RJ9)."""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType
from typing import Any

from flask.views import MethodView

from api.errors.messages import joined
from api.errors.problems import ProblemType
from api.games.answer_parts import deck_cards, read_cards, rule_ref
from api.games.differenzler.schemas import (
    DifferenzlerLegalCardsResponse,
    DifferenzlerMatchRequest,
    DifferenzlerMatchResponse,
    DifferenzlerScoreRequest,
    DifferenzlerScoreResponse,
    DifferenzlerTrickResponse,
    estimates_field,
)
from api.games.differenzler.speaker import DifferenzlerSpeaker
from api.games.game_api import Answer, Body, Fields, GameApi
from api.games.schieber.trick_number import (
    contradicts,
    hand_trick_number,
    trick_number_field,
    trick_number_param,
)
from api.http.negotiation import language
from api.schemas.base import RequestSchema
from api.schemas.game import position_schemas
from api.words.fixed_wording import Wording
from api.words.speaker import Speaker
from rules.cards import Card
from rules.differenzler.game import DIFFERENZLER, DifferenzlerPosition
from rules.differenzler.score import (
    InvalidRoundError,
    PlayedTrick,
    RoundScore,
    play_tricks,
    points_of,
    score_match,
    score_round,
)
from rules.errors import PositionError, UnknownContractError
from rules.game import PositionFor, TrickOutcome, default_name_deck
from rules.jass.contract import JassContract, trump_contract
from rules.jass.deck import FRENCH_RANK, FRENCH_SUIT
from rules.jass.game import JassJudgement
from rules.jass.ranking import points
from rules.round_check import RoundCheck

ROSES = {"trump": "roses"}  # the games list's JSON form: one contract form, no type
# Rosen trump, Schellen led, a Rosen trump already in: holding Schellen, seat 3 may still
# play a lower trump under swisslos (JD-V1), never discard the Eichel (JD-L2).
LEGAL_CARDS_EXAMPLE: Body = {"contract": ROSES, "hand": ["B7", "R6", "RA", "A10"],
                             "trick": ["BK", "R8", "B9"], "ruleset": "swisslos", "lang": "de"}
JASSVERZEICHNIS_EXAMPLE: Body = {**LEGAL_CARDS_EXAMPLE, "ruleset": "jassverzeichnis",
                                 "lang": "en"}
TRICK_EXAMPLE: Body = {"contract": ROSES, "trick": ["BK", "R8", "B9", "RU"], "lang": "en"}
HANDS = [["RU", "R9", "RA", "AA", "AK", "BA", "BK", "SA", "SK"],
         ["R6", "R7", "R8", "A6", "A7", "B6", "B7", "S6", "S7"],
         ["RK", "RO", "R10", "A8", "A9", "B8", "B9", "S8", "S9"],
         ["AU", "AO", "A10", "BU", "BO", "B10", "SU", "SO", "S10"]]
# Seat 1 holds Schilten and trumps instead (JD-L2 allows it); on the trump lead of trick 2
# seat 3 holds no trump and may play any card (JD-L4).
ROUND_EXAMPLE: Body = {"contract": ROSES, "leader": 0, "hands": HANDS,
                       "plays": ["SA", "R6", "S8", "S10", "R7", "R10", "AU", "RU"],
                       "estimates": [80, 20, 30, 27], "lang": "en"}
SCORE_EXAMPLE: Body = {"contract": ROSES, "estimates": [40, 30, 50, 37],
                       "points": [45, 30, 60, 22], "lang": "de"}
MATCH_EXAMPLE: Body = {"rounds": [{"estimates": [40, 30, 50, 37], "points": [45, 30, 60, 22]},
                                  {"estimates": [20, 60, 40, 37], "points": [25, 55, 40, 37]}],
                       "lang": "en"}
PROBLEM_TYPES = (
    ProblemType("invalid-estimate", 422, "Invalid estimate",
                "An estimate outside 0 … 157, or not one per player (JD-S3)."),
    ProblemType("points-total", 422, "Points not adding up to 157",
                "The four players' points must add up to 157, a Match included (JD-S2)."),
    ProblemType("invalid-round", 422, "Invalid round",
                "The tricks are not nine tricks of four holding the 36 cards once."),
)
SCORE_DESCRIPTION = (
    "Each player's points (sent, or derived from the nine tricks: the card points of the "
    "tricks he won and 5 for the last, JD-S1), his difference to his estimate (JD-S3), and "
    "the ranking: the lowest difference first, equal differences sharing a rank (RJ3). No "
    "bonus for an exact estimate (RJ4).")


class DifferenzlerApi(GameApi[JassContract, DifferenzlerPosition, JassJudgement]):
    game = DIFFERENZLER
    summary = ("Differenzler: four players each for himself estimate their points; the "
               "Schieber's cards with the Differenzler's duties, the difference and the "
               "ranking.")
    legal_examples = MappingProxyType({
        "swisslos: a lower trump instead of following": LEGAL_CARDS_EXAMPLE,
        "jassverzeichnis: no lower trump while holding the led suit":
            JASSVERZEICHNIS_EXAMPLE})
    trick_example = TRICK_EXAMPLE
    example_rule = "JD-L2"
    example_card = "RU"
    legal_description = (
        "Every card of the hand with legal or not and the rule that decided it: holding the "
        "led suit, follow or play any trump (JD-L2; jassverzeichnis: not a lower one, "
        "JD-V1), void any card (JD-L3), trump led a trump unless the Puur is the only one "
        "(JD-L4). The trick's number is 10 − cards in hand (a `trick_number` sent must "
        "agree); every trick is played in trump (JD-3).")
    problem_types = PROBLEM_TYPES
    legal_response = DifferenzlerLegalCardsResponse
    trick_response = DifferenzlerTrickResponse
    round_examples = MappingProxyType({"Trumping instead of following": ROUND_EXAMPLE})
    round_description = (
        "Every play of a Differenzler round judged for the hand its seat held, every trick "
        "with its winner, the revokes (reported; the trick still counts), each seat's card "
        "points so far, and for a complete round without revoke whose estimates are sent the "
        "count as /score gives it (RJ9); for an unfinished round the next seat's legal "
        "cards.")

    def add_own_routes(self) -> None:
        blp, api = self.blueprint, self

        @blp.route("/score")
        class Score(MethodView):
            @blp.doc(operationId="differenzlerScore",
                     summary="Differenzler: each player's difference and the ranking",
                     description=SCORE_DESCRIPTION)
            @blp.arguments(DifferenzlerScoreRequest(), example=SCORE_EXAMPLE)
            @blp.problems(400, 413, 415, 422)
            @blp.response(200, DifferenzlerScoreResponse(),
                          example=api.score_answer(SCORE_EXAMPLE))
            def post(self, body: dict[str, Any]) -> Answer:
                return api.score_answer(body)

        @blp.route("/match")
        class Match(MethodView):
            @blp.doc(operationId="differenzlerMatch",
                     summary="Differenzler: the differences summed over the rounds",
                     description="Each round's differences, each player's total, the ranks "
                                 "and every leader: the lowest total wins (JD-S4, RJ3).")
            @blp.arguments(DifferenzlerMatchRequest(), example=MATCH_EXAMPLE)
            @blp.problems(400, 413, 415, 422)
            @blp.response(200, DifferenzlerMatchResponse(),
                          example=api.match_answer(MATCH_EXAMPLE))
            def post(self, body: dict[str, Any]) -> Answer:
                return api.match_answer(body)

    def request_schemas(self) -> dict[str, type[RequestSchema]]:
        return position_schemas(DIFFERENZLER, legal_example=LEGAL_CARDS_EXAMPLE,
                                trick_example=TRICK_EXAMPLE,
                                body_extras={"trick_number": trick_number_field()},
                                query_extras={"trick_number": trick_number_param()},
                                trick_extras={"trick_number": trick_number_field()},
                                trick_query_extras={"trick_number": trick_number_param()})

    def speaker(self, lang: str, deck: str) -> DifferenzlerSpeaker:
        return DifferenzlerSpeaker(lang=lang, deck=deck or "swiss")

    def contract_out(self, contract: JassContract, speaker: Speaker) -> Answer:
        return {"type": contract.mode.value,
                "trump": contract.trump.value if contract.trump else None,
                "slug": contract.slug, "name": speaker.contract(contract)}

    def position(self, body: Body, contract: JassContract, hand: tuple[Card, ...],
                 trick: tuple[Card, ...]) -> DifferenzlerPosition:
        if contradicts(body, len(hand)):
            raise PositionError("differenzler.trick-number", field="trick_number",
                                sent=body["trick_number"],
                                number=hand_trick_number(len(hand)), cards=len(hand))
        ruleset = DIFFERENZLER.ruleset(body.get("ruleset") or DIFFERENZLER.default_ruleset)
        return DifferenzlerPosition(contract, hand, trick, ruleset)

    def legal_extras(self, position: DifferenzlerPosition, judgement: JassJudgement,
                     said: Wording) -> Answer:
        """Every Differenzler trick is a trump trick (JD-3)."""
        return {"trick_number": hand_trick_number(len(position.hand)),
                "direction": "trump"}

    def trick_extras(self, body: Body, contract: JassContract, outcome: TrickOutcome,
                     said: Wording) -> Answer:
        return {"trick_number": body.get("trick_number"), "direction": "trump"}

    def deck_answer(self, ruleset: str | None = None) -> Answer:
        """Each card's points as trump and in a plain suit (J-10, J-11)."""
        deck = DIFFERENZLER.deck
        cards, suits = deck_cards(deck, self.speaker, FRENCH_SUIT, FRENCH_RANK, "swiss")
        for card_out, card in zip(cards, deck.cards, strict=True):
            plain = trump_contract(next(s for s in deck.suits if s is not card.suit))
            card_out["points"] = {"trump": points(card, trump_contract(card.suit)),
                                  "plain": points(card, plain)}
        return {"game": DIFFERENZLER.id, "size": len(deck), "copies": deck.copies,
                "suits": suits, "ranks": [r.value for r in deck.ranks], "cards": cards}

    def card_points(self, card: Card) -> int:
        return points(card, trump_contract(card.suit))

    # The count.

    def score_answer(self, body: Body, played: Sequence[PlayedTrick] | None = None) -> Answer:
        """``POST /score``: from the points, the nine tricks, or a round walked already."""
        lang = language(body.get("lang"))
        speaker = self.speaker(lang, body.get("deck") or default_name_deck(self.game, lang))
        ruleset = DIFFERENZLER.ruleset(body.get("ruleset") or DIFFERENZLER.default_ruleset)
        contract = self.read_contract(body) if body.get("contract") is not None else None
        if played is None and body.get("tricks") is not None:
            if contract is None:
                raise UnknownContractError("differenzler.tricks-need-contract",
                                           field="contract")
            lists = {f"tricks/{at}": trick for at, trick in enumerate(body["tricks"])}
            read = read_cards(DIFFERENZLER.deck, lists)
            played = play_tricks([read[name] for name in lists], body.get("leader", 0),
                                 contract)
        if played is not None:
            seat_points: Sequence[int] = points_of(played)
        elif body.get("points") is not None:
            seat_points = body["points"]
        else:
            raise InvalidRoundError("differenzler.points-or-tricks", field="points")
        score = score_round(body["estimates"], seat_points, ruleset)
        code = DIFFERENZLER.deck.code
        answer: Answer = {
            "game": DIFFERENZLER.id, "ruleset": ruleset.id, "lang": speaker.lang,
            "contract": self.contract_out(contract, speaker) if contract else None,
            "players": [{"seat": p.seat, "estimate": p.estimate, "points": p.points,
                         "difference": p.difference, "rank": p.rank, "exact": p.exact,
                         "explanation": speaker.difference(p)} for p in score.players],
            "ranking": list(score.ranking), "total_points": score.total_points,
            "rule": rule_ref(DIFFERENZLER.catalogue, "JD-S3", self.ranking(score, speaker),
                             speaker)}
        if played is not None:
            answer["tricks"] = [{"number": t.number, "leader": t.leader,
                                 "cards": [code(c) for c in t.cards], "winner": t.winner,
                                 "points": t.points} for t in played]
        return answer

    @staticmethod
    def ranking(score: RoundScore, speaker: DifferenzlerSpeaker) -> str:
        """RJ3: a tie for the smallest difference names every player who shares it."""
        first = [speaker.player(p.seat) for p in score.players if p.rank == 1]
        key = "result.ranking" if len(first) == 1 else "result.ranking_tie"
        return speaker.say(key, first=joined(speaker.lang, first))

    def match_answer(self, body: Body) -> Answer:
        """``POST /match``: JD-S4, the lowest total wins; RJ3, a tie lists every leader."""
        speaker = self.speaker(language(body.get("lang")), "")
        ruleset = DIFFERENZLER.ruleset(body.get("ruleset") or DIFFERENZLER.default_ruleset)
        match = score_match([(r["estimates"], r["points"]) for r in body["rounds"]], ruleset)
        leaders = [speaker.player(seat) for seat in match.leaders]
        key = "match.tie" if match.tie else "match.leader"
        return {"game": DIFFERENZLER.id, "ruleset": ruleset.id, "lang": speaker.lang,
                "rounds": [{"differences": list(row)} for row in match.differences],
                "totals": list(match.totals), "ranks": list(match.ranks),
                "leaders": list(match.leaders), "tie": match.tie,
                "rule": rule_ref(DIFFERENZLER.catalogue, "JD-S4", speaker.say(
                    key, leaders=joined(speaker.lang, leaders), total=min(match.totals)), speaker)}

    # The round check.

    def round_fields(self) -> Fields:
        return {"estimates": estimates_field(False)}

    def round_positions(self, body: Body, contract: JassContract) -> PositionFor:
        return DIFFERENZLER.round_positions(
            contract, body.get("ruleset") or DIFFERENZLER.default_ruleset)

    def round_score(self, body: Body, contract: JassContract, check: RoundCheck,
                    speaker: Speaker) -> Answer | None:
        """RJ9: a count only for a complete round without revoke, with estimates."""
        if check.revokes or body.get("estimates") is None:
            return None
        played = play_tricks([t.cards for t in check.tricks], check.tricks[0].leader,
                             contract)
        return self.score_answer({**body, "lang": speaker.lang, "deck": speaker.deck},
                                 played)


GAME_API = DifferenzlerApi()

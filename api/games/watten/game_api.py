"""Watten in the API: the contract as Schlag and Trumpf with its special cards, the game under
each ruleset (the Weli's pack or the 32 cards), the trump duty in the trick's answer, each
card's part in a trick, the 33- or 32-card deck, and the round walked by the engine up to the
third won trick with its score (``api.games.watten.routes``: the score and the state)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from marshmallow import fields, validate

from api.errors.problems import ProblemType
from api.games.answer_parts import deck_cards, read_cards
from api.games.answers import trick_state
from api.games.game_api import Answer, Body, Fields, GameApi
from api.games.own_routes import add_get, add_post
from api.games.watten import schemas
from api.games.watten.schemas import (
    WattenDeckResponse,
    WattenLegalCardsResponse,
    WattenScoreRequest,
    WattenScoreResponse,
    WattenStateQuery,
    WattenStateResponse,
    WattenTrickResponse,
    contract_schema,
    raise_list,
    scores_field,
    target_field,
)
from api.games.watten.speaker import WattenSpeaker, named
from api.http.negotiation import language
from api.schemas.base import RequestSchema, StrictBoolean, strict_int
from api.schemas.game import position_schemas
from api.words.fixed_wording import Wording
from api.words.speaker import Speaker
from rules.cards import Card, Rank
from rules.errors import UnknownContractError
from rules.game import TrickOutcome
from rules.german_deck import FRENCH_RANK, FRENCH_SUIT
from rules.round_check import RoundCheck
from rules.watten.contract import WattenContract
from rules.watten.game import PLAYERS, WATTEN, WattenGame, game_for
from rules.watten.legality import Judgement, WattenPosition
from rules.watten.score import Raise, RoundScore, score_round

UNDER_HEARTS = {"schlag": "under", "trump": "hearts"}
# Tirol, Schlag Unter, Trumpf Herz, the Herz-Neun led: a trump must follow, the Rechter need
# not (W-14, W-15).
LEGAL_CARDS_EXAMPLE: Body = {"contract": UNDER_HEARTS, "hand": ["HU", "H8", "LK"],
                             "trick": ["H9"], "lang": "en"}
# Bayern, Schlag Sieben, Trumpf Eichel: the Rechter is the Spitz, a Kritischer; led, it demands
# trump (RW5), and the Blinde does not answer the duty (RW4).
BAYERN_EXAMPLE: Body = {"contract": {"schlag": "7", "trump": "acorns"}, "ruleset": "bayern",
                        "hand": ["L7", "A9", "HA"], "trick": ["A7"], "lang": "de"}
TRICK_EXAMPLE: Body = {"contract": UNDER_HEARTS, "trick": ["LU", "HA", "AU", "L10"],
                       "lang": "en"}
# Four players, Tirol, Schlag Ober, Trumpf Laub: seat 0 leads the Rechter; the side of seats
# 0 and 2 takes three tricks and the round ends (W-18), the raise held making it 3 (W-21).
ROUND_EXAMPLE: Body = {
    # The contract as GET /games writes its body (``type``: the Schlag), as a client sends it.
    "contract": {"type": "ober", "trump": "leaves"}, "ruleset": "tirol", "players": 4,
    "hands": [["LO", "AO", "L7", "HA", "B9"], ["L8", "H7", "A8", "BK", "B6"],
              ["HO", "LA", "H9", "AK", "B10"], ["L9", "HK", "A10", "BA", "LU"]],
    "plays": ["LO", "L8", "LA", "L9", "AO", "H7", "HO", "HK", "HA", "A8", "H9", "A10"],
    "raises": [{"team": 1, "at": 1, "response": "hold"}], "scores": [4, 7], "target": 11,
    "lang": "en"}
DEFAULT_PLAYERS = 4
# The table a trick is judged at: its cards up to ``players`` (W-3), as the round check's.
PLAYERS_TEXT = ("2 or 4 (W-3; 3 is not supported, RW11): a trick of as many cards is whole, "
                "fewer a trick so far.")
# The problem types only Watten answers with (their titles in its words files).
PROBLEM_TYPES = (
    ProblemType("invalid-raise", 422, "Invalid raise",
                "A raise by the same side twice in a row, after the round ended, or answered "
                "otherwise than hold or go (W-21, W-22, RW10)."),
    ProblemType("invalid-tricks", 422, "Invalid tricks",
                "The tricks do not make a finished round: no side has three, or tricks follow "
                "the third (W-18)."),
    ProblemType("invalid-target", 422, "Invalid target",
                "The game is played to 11, 13, 15 or 18 (W-24)."),
    ProblemType("invalid-scores", 422, "Invalid scores",
                "Both sides' game points before a round, each below the target."),
    ProblemType("unsupported-players", 422, "Unsupported number of players",
                "Watten is answered for two or four players; three are not supported (RW11)."),
)
# Tirol to 11, 9 : 4: team 1 raises and team 0 holds; team 0 takes three tricks, scoring 3
# and winning the game (W-21, W-23, W-24).
SCORE_EXAMPLE: Body = {"ruleset": "tirol", "target": 11, "scores": [9, 4],
                       "raises": [{"team": 1, "at": 0, "response": "hold"}],
                       "tricks": [0, 1, 0, 0], "lang": "de"}
STATE_EXAMPLE: Body = {"scores": "9,4", "target": 11, "lang": "en"}
SCORE_DESCRIPTION = (
    "Who scores and how much: 2 points (W-20) and one more per raise held (W-21); a side "
    "that goes gives the raiser the value before the raise (W-22); a gespannt side's raise "
    "gives the raised value to the other side (W-27). The tricks as the winning side of each "
    "(0 = the Schlag announcer's) or as cards with the contract; the scores after the round, "
    "who is gespannt and may raise next, and whether the game is over (W-24).")


class WattenApi(GameApi[WattenContract, WattenPosition, Judgement]):
    game: WattenGame = WATTEN
    summary = ("Watten: the trump duty and its exemptions, tricks by Rechter, Blinde and "
               "Trumpf, the 33-card pack with the Weli, raising and the game to 11 or 15.")
    legal_examples = MappingProxyType({
        "Tirol: trump led, the Rechter exempt": LEGAL_CARDS_EXAMPLE,
        "Bayern: the Rechter led, a Blinde is no trump": BAYERN_EXAMPLE})
    trick_example = TRICK_EXAMPLE
    example_rule = "W-14"
    example_card = "B6"
    legal_description = (
        "Every card with legal or not and the rule that decided it: no duty to follow suit "
        "(W-12), the trump duty when a trump is led (W-14; bayern: the Rechter, W-14B), the "
        "exempt cards (W-15), the Weli (RW3), the Blinde that are no trumps (RW4), and the "
        "blind player (W-16, announcer=false). The trick tells the led card's role and "
        "whether the duty applies; no history is needed (RW8).")
    problem_types = PROBLEM_TYPES
    legal_response = WattenLegalCardsResponse
    trick_response = WattenTrickResponse
    deck_response = WattenDeckResponse
    ruled = True
    round_examples = MappingProxyType({"Three tricks end the round, a raise held":
                                       ROUND_EXAMPLE})
    round_description = (
        "Every play of a Watten round (two or four players, seat 0 announces the Schlag and "
        "leads, the dealer is the last seat) judged for the hand its seat held, every trick "
        "with its winner (W-17), the revokes (W-14: reported, not settled), the tricks each "
        "side won, and once a side has three tricks (W-18) the round's score with its raises "
        "(W-20 … W-27); plays after the third won trick are refused (RW9).")

    def add_own_routes(self) -> None:
        """``POST /score`` of one round and ``GET /state`` of a game (W-18 … W-27)."""
        blp, api = self.blueprint, self

        add_post(blp, "/score", "Score", operation_id="wattenScore",
                 summary="Watten: the score of one round", description=SCORE_DESCRIPTION,
                 request=WattenScoreRequest, response=WattenScoreResponse,
                 example=SCORE_EXAMPLE, answer=api.score_answer)
        add_get(blp, "/state", "State", operation_id="wattenState",
                summary="Watten: who is gespannt, who may raise",
                description="From both sides' game points and the target: a side is gespannt "
                            "from two points short of the target (W-26) and may then not "
                            "raise (W-27).",
                query=WattenStateQuery, response=WattenStateResponse, example=STATE_EXAMPLE,
                answer=api.state_answer)

    def score_answer(self, body: Body) -> Answer:
        game = self.game_for(body)
        speaker = self.speaker(language(body.get("lang")), "")
        with named():
            return self._score_answer(body, game, speaker)

    def _score_answer(self, body: Body, game: WattenGame, speaker: Speaker) -> Answer:
        tricks = body.get("tricks") or []
        if body.get("trick_cards") is not None:
            if body.get("contract") is None:
                raise UnknownContractError("watten.score-contract", field="contract")
            contract = self.read_contract(body)
            lists = {f"trick_cards/{i}": t for i, t in enumerate(body["trick_cards"])}
            read = read_cards(game.deck, lists)
            tricks = list(game.trick_teams([read[name] for name in lists], contract))
        target = game.target(body.get("target"))
        score = game.score(tricks, read_raises(body), body.get("scores") or (0, 0), target)
        return {"game": game.id, "ruleset": game.rules.id, "lang": speaker.lang,
                "target": target, **score_out(score, speaker)}

    def state_answer(self, query: Body) -> Answer:
        game = self.game_for(query)
        speaker = self.speaker(language(query.get("lang")), "")
        scores = [int(part) for part in str(query["scores"]).split(",")]
        target = game.target(query.get("target"))
        state = game.state(scores, target)
        which = ("both" if all(state.gespannt) else "team0" if state.gespannt[0]
                 else "team1" if state.gespannt[1] else "none")
        return {"scores": scores, "target": target, "gespannt": list(state.gespannt),
                "may_raise": list(state.may_raise),
                "explanation": speaker.say(f"state.{which}", target=target,
                                           below=target - 2)}

    def request_schemas(self) -> Mapping[str, type[RequestSchema]]:
        seats = validate.Range(0, max(PLAYERS) - 1)
        leader = {"description": "The seat (0 to 3) that played the trick's first card, for "
                                 "the explanations, which name it counted from 1."}
        announcer: Fields = {"announcer": StrictBoolean(load_default=True, metadata={
            "description": "Whether the player to move is one of the two announcers; read "
                           "only in a blind game (W-16, RW7)."}),
            "leader": strict_int(validate=seats, metadata=leader)}
        query: Fields = {"announcer": fields.Boolean(load_default=True, metadata={
            "description": announcer["announcer"].metadata["description"]}),
            "leader": fields.Integer(validate=seats, metadata=leader),
            "blind": fields.Boolean(load_default=False, metadata={
                "description": "Blindwatten: only the two announcers know the contract "
                               "(W-16)."})}
        table: dict[str, Any] = {"validate": validate.Range(2, 4), "load_default": DEFAULT_PLAYERS,
                 "metadata": {"description": PLAYERS_TEXT}}
        found = position_schemas(self.game, legal_example=self.legal_example,
                                 trick_example=dict(self.trick_example),
                                 body_extras=announcer, query_extras=query,
                                 trick_extras={"players": strict_int(**table)},
                                 trick_query_extras={"blind": query["blind"],
                                                     "players": fields.Integer(**table)})
        return {name: schemas.with_contract(schema, self.game)
                for name, schema in found.items()}

    def game_for(self, body: Body) -> WattenGame:
        return game_for(body.get("ruleset") or self.game.default_ruleset,
                        int(body.get("players") or DEFAULT_PLAYERS))

    def read_contract(self, body: Body) -> WattenContract:
        with named():
            contract = super().read_contract(body)
        if isinstance(body.get("contract"), str) and body.get("blind") and not contract.blind:
            return WattenContract(contract.schlag, contract.trump, True, contract.ruleset)
        return contract

    def position(self, body: Body, contract: WattenContract, hand: tuple[Card, ...],
                 trick: tuple[Card, ...]) -> WattenPosition:
        return WattenPosition(contract, hand, trick, bool(body.get("announcer", True)),
                              DEFAULT_PLAYERS, body.get("leader"))

    def speaker(self, lang: str, deck: str) -> WattenSpeaker:
        return WattenSpeaker(lang=lang, deck=deck or "german")

    def contract_out(self, contract: WattenContract, speaker: Speaker) -> Answer:
        special = contract.cards
        code = contract.ruleset.deck.code
        return {"type": contract.schlag_value, "schlag": contract.schlag_value,
                "trump": contract.trump.value, "blind": contract.blind, "slug": contract.slug,
                "name": speaker.contract(contract),
                "cards": {"rechter": code(special.rechter),
                          "guate": code(special.guate) if special.guate else None,
                          "blinde": [code(c) for c in special.blinde],
                          "kritische": [code(c) for c in special.kritische],
                          "weli": special.weli.value if special.weli else None}}

    def legal_extras(self, position: WattenPosition, judgement: Judgement,
                     said: Wording) -> Answer:
        lead = judgement.lead
        return {"leader": position.leader,
                "trick": {**trick_state(self, position.contract, position.trick),
                          "led_role": lead.led_role.value if lead.led_role else None,
                          "duty": judgement.duty,
                          "covered_by": self.codes[lead.covered_by.ordinal]
                          if lead.covered_by else None}}

    def trick_extras(self, body: Body, contract: WattenContract, outcome: TrickOutcome,
                     said: Wording) -> Answer:
        """Each card's Watten role (W-5 … W-11) and, in full, its part in Watten's words; the
        trick is judged at the table of ``players`` (W-3): as many cards are whole, fewer a
        trick so far."""
        table = self.game_for(body)
        trick = table.watten_trick(outcome_cards(outcome), contract)
        outcome = table.judge_trick(trick.cards, contract)
        worded = body.get("detail", "full") == "full"
        speaker = said.speaker
        extras: Answer = {"players": table.players, "complete": outcome.complete,
                          "led_role": trick.led_role.value}
        if worded:
            name = str(said.contract_out(contract, self.contract_out)["name"])
            extras["rule"] = said.rule_ref(outcome.rule_id,
                                           speaker.trick_winner(outcome, name))
        cards = []
        for place, (c, role) in enumerate(zip(outcome.cards, trick.roles, strict=True)):
            card: Answer = {"card": self.codes[c.card.ordinal], "role": c.role.value,
                            "watten_role": role.value, "rank_in_trick": c.rank_in_trick,
                            "points": 0, "points_rule": c.points_rule}
            if worded and isinstance(speaker, WattenSpeaker):
                card["explanation"] = speaker.watten_card(
                    c.card, role, outcome.complete, place == outcome.winner, trick.cards[0],
                    trick.led_role)
            cards.append(card)
        return {**extras, "cards": cards}

    def deck_answer(self, ruleset: str | None = None) -> Answer:
        game = self.game_for({"ruleset": ruleset})
        cards, suits = deck_cards(game.deck, self.speaker, FRENCH_SUIT,
                                  {**FRENCH_RANK, Rank.SIX: "6"}, "german")
        for card_out in cards:
            card_out["points"] = {"all": 0}  # W-19
        return {"game": game.id, "ruleset": game.rules.id, "size": len(game.deck),
                "copies": game.deck.copies, "suits": suits,
                "ranks": [r.value for r in game.deck.ranks], "cards": cards}

    def card_points(self, card: Card) -> int:
        return 0  # W-19

    # The round check.

    def round_fields(self) -> Fields:
        return {
            "contract": fields.Nested(contract_schema(self.game), required=True),
            "players": strict_int(load_default=DEFAULT_PLAYERS,
                                  validate=validate.Range(2, 4), metadata={
                                      "description": "2 or 4 (W-3); 3 is not supported "
                                                     "(RW11)."}),
            "hands": fields.List(
                fields.List(fields.String(validate=validate.Length(min=1, max=40)),
                            validate=validate.Length(max=self.game.hand_size), allow_none=True),
                validate=validate.Length(min=2, max=4),
                metadata={"description": "Each seat's five cards, as many hands as players; "
                                         "the rest of the pack is not dealt (W-3); null for a "
                                         "hand not known."}),
            "raises": raise_list(), "scores": scores_field(), "target": target_field()}

    def round_leader(self, body: Body, contract: WattenContract) -> int:
        return 0  # W-4: the Schlag announcer leads the first trick

    def round_walk(self, body: Body, contract: WattenContract, leader: int,
                   plays: tuple[Card, ...], hands: list[tuple[Card, ...] | None] | None
                   ) -> RoundCheck:
        with named():
            return self.game_for(body).check_round(
                contract, hands, plays, read_raises(body), body.get("scores") or (0, 0),
                body.get("target")).check

    def round_score(self, body: Body, contract: WattenContract, check: RoundCheck,
                    speaker: Speaker) -> Answer:
        game = self.game_for(body)
        teams = [game.team_of(trick.winner) for trick in check.tricks]
        with named():
            return score_out(score_round(teams, read_raises(body), body.get("scores") or (0, 0),
                                         game.target(body.get("target"))), speaker)

    def round_extras(self, body: Body, check: RoundCheck, speaker: Speaker) -> Answer:
        game = self.game_for(body)
        teams = [game.team_of(trick.winner) for trick in check.tricks]
        won = [teams.count(0), teams.count(1)]
        return {"players": game.players, "teams": teams, "tricks_won": won,
                "winner": next((team for team in (0, 1) if won[team] >= 3), None)}


def outcome_cards(outcome: TrickOutcome) -> tuple[Card, ...]:
    return tuple(c.card for c in outcome.cards)


def read_raises(body: Body) -> tuple[Raise, ...]:
    return tuple(Raise(r["team"], r["at"], r["response"]) for r in body.get("raises") or ())


def score_out(score: RoundScore, speaker: Speaker) -> dict[str, Any]:
    """A round's score as ``/score`` and the round check give it (W-18 … W-27)."""
    line = speaker.score_line if isinstance(speaker, WattenSpeaker) else None
    return {
        "winner": score.winner, "points": score.points, "ended_by": score.ended_by.value,
        "value": score.value, "scores": list(score.scores), "game_over": score.game_over,
        "game_winner": score.game_winner, "gespannt": list(score.gespannt),
        "may_raise": list(score.may_raise), "tricks_won": list(score.tricks_won),
        "breakdown": [{"item": item.item, "rule": item.rule, "amount": item.amount,
                       "team": item.team,
                       "explanation": line(item) if line else ""} for item in score.breakdown]}


GAME_API = WattenApi()

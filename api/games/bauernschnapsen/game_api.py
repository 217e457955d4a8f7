"""Bauernschnapsen in the API: the Schnapsen pack at a table of four, the contract with its
declarer and ruleset, the marriage announced with a lead, the card to beat in the trick so
far, tricks of three in a Bettler, and the hand walked to its decision; its own operations
score a hand, add up the Bummerl and list the contracts."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from types import MappingProxyType

from api.errors.problems import ProblemType
from api.games.answer_parts import rule_ref
from api.games.bauernschnapsen import schemas
from api.games.bauernschnapsen.speaker import BauernSpeaker
from api.games.game_api import Answer, Body, Fields, GameApi
from api.games.own_routes import add_get, add_post
from api.http.negotiation import language
from api.schemas.base import RequestSchema
from api.schemas.game import position_schemas
from api.words.speaker import Speaker
from rules.bauernschnapsen.contract import (
    DECK,
    POINTS,
    TYPES,
    BauernContract,
    Goal,
    ruleset_by_id,
)
from rules.bauernschnapsen.game import BAUERNSCHNAPSEN, BauernRound, BauernschnapsenGame
from rules.bauernschnapsen.legality import BauernPosition, Judgement
from rules.bauernschnapsen.score import (
    BUMMERL,
    ContractResult,
    Hand,
    InvalidHandError,
    Marriage,
    NormalResult,
    TeamCount,
    Trick,
    bummerl,
    score_contract,
    score_normal,
)
from rules.cards import Card, Suit
from rules.errors import RulesInputError
from rules.round_check import RoundCheck

LEGAL_CARDS_EXAMPLE: Body = {
    "contract": {"type": "normal", "trump": "hearts"}, "hand": ["AK", "AU", "HU", "LA", "B10"],
    "trick": ["AO", "A10"], "lang": "de"}
HEAD_PARTNER_EXAMPLE: Body = {
    "contract": {"type": "normal", "trump": "bells"}, "hand": ["LA", "LU", "HK", "BO"],
    "trick": ["LO", "LK"], "lang": "en"}
VOID_EXAMPLE: Body = {
    "contract": {"type": "normal", "trump": "hearts"}, "hand": ["HK", "HU", "BA"],
    "trick": ["LA", "HO"], "lang": "fr"}
TRICK_EXAMPLE: Body = {"contract": {"type": "normal", "trump": "hearts"},
                       "trick": ["AK", "A10", "HU", "AA"], "lang": "en"}
# A Bettler by seat 1: seat 3 sits out, tricks of three; seat 1 takes none (B-13, B-24).
ROUND_EXAMPLE: Body = {
    "contract": {"type": "bettler"}, "declarer": 1,
    "hands": [["AA", "A10", "LA", "HA", "BA"], ["AU", "LU", "HU", "BU", "LO"],
              ["AK", "AO", "LK", "HK", "H10"], []],
    "plays": ["AU", "AK", "AA", "LA", "LU", "LK"], "lang": "en"}
SCORE_EXAMPLE: Body = {
    "contract": {"type": "normal", "trump": "hearts"}, "first_to_66": 0,
    "teams": [{"card_points": 58, "marriages": [40], "tricks": 3},
              {"card_points": 30, "tricks": 1}], "lang": "de"}
SCHNAPSER_SCORE_EXAMPLE: Body = {
    "contract": {"type": "schnapser", "trump": "acorns"}, "declarer": 0,
    "tricks": [{"winner": 0, "points": 25}, {"winner": 0, "points": 24},
               {"winner": 0, "points": 20}], "lang": "en"}
BUMMERL_EXAMPLE: Body = {"hands": [{"team": 0, "game_points": 12}, {"team": 1, "game_points": 3},
                                   {"team": 0, "game_points": 9}, {"team": 0, "game_points": 4}],
                         "count": "up", "lang": "de"}
PROBLEM_TYPES = (
    ProblemType("invalid-declarer", 422, "Invalid declarer",
                "The contract needs a declarer who may announce it, or has none "
                "(B-12 … B-19)."),
    ProblemType("unsupported-contract", 422, "Unsupported contract",
                "A contract the texts name but do not describe alike (B-20)."),
    ProblemType("marriage-not-allowed", 422, "Marriage not allowed",
                "A marriage announced by a player not on lead or in a contract without "
                "marriages (RB6)."),
    ProblemType("invalid-marriage", 422, "Invalid marriage",
                "A marriage without its King and Ober in the hand (B-10)."),
    ProblemType("invalid-hand", 422, "Invalid hand",
                "A normal game's count that no hand ends with (B-22, B-23, RB4)."),
    ProblemType("invalid-hands", 422, "Invalid hands",
                "Hands after the Bummerl is complete, or worth no contract's points (RB9)."),
)


class UnsupportedHouseRuleError(RulesInputError):
    kind = "unsupported-house-rule"


class BauernschnapsenApi(GameApi[BauernContract, BauernPosition, Judgement]):
    game: BauernschnapsenGame = BAUERNSCHNAPSEN
    summary = ("Bauernschnapsen: four players in two teams, Farbzwang und Stichzwang from the "
               "first trick, the contracts from Bettler to Kontrabauernschnapser, the Bummerl "
               "to 24.")
    legal_examples = MappingProxyType({
        "Follow suit and beat the winning card": LEGAL_CARDS_EXAMPLE,
        "Beat your own partner": HEAD_PARTNER_EXAMPLE,
        "Void: a trump only where it wins": VOID_EXAMPLE})
    trick_example = TRICK_EXAMPLE
    example_rule = "B-9"
    example_card = "HA"
    legal_description = (
        "Every card with legal or not and the rule that decided it: the lead is free (B-8) "
        "unless a marriage is announced (B-10); holding the led suit, follow it and beat the "
        "card now winning, also the partner's (B-9; stichzwang_ansagen: not in the normal "
        "game, RB3); void, a trump only where it wins (B-11, RB10). The trick so far gives "
        "winning_card and winning_index, the card to beat; no history is needed.")
    problem_types = PROBLEM_TYPES
    round_examples = MappingProxyType({"A Bettler, the partner sitting out": ROUND_EXAMPLE})
    round_description = (
        "Every play of a Bauernschnapsen hand judged for the hand its seat held, from the "
        "first trick (B-9 … B-11); the leader from the contract (B-21), tricks of three in a "
        "Bettler with the partner's seat skipped (RB11; his hand may be []), the marriages "
        "by seat and trick; the hand stops at its decision (RB4, B-24 … B-26) and refuses "
        "later plays; the score as /score gives it, null after a revoke or while undecided.")

    # Reading a question.

    def request_schemas(self) -> Mapping[str, type[RequestSchema]]:
        house = schemas.house_rule_fields()
        return position_schemas(
            self.game, legal_example=self.legal_example, trick_example=dict(self.trick_example),
            body_extras={"marriage": schemas.marriage_field(), **house},
            query_extras={"marriage": schemas.marriage_field()}, trick_extras=house)

    def read_contract(self, body: Body) -> BauernContract:
        refused = [name for name in schemas.HOUSE_RULES if body.get(name) is not None]
        if refused:
            raise UnsupportedHouseRuleError("bauernschnapsen.unsupported-house-rule",
                                            field=refused[0], rule=refused[0])
        contract = super().read_contract(body)
        ruleset = body.get("ruleset") or self.game.default_ruleset
        if ruleset != contract.ruleset.id:
            contract = contract.under(ruleset_by_id(ruleset))
        if body.get("declarer") is not None:
            contract = contract.with_declarer(body["declarer"])
        return contract

    def position(self, body: Body, contract: BauernContract, hand: tuple[Card, ...],
                 trick: tuple[Card, ...]) -> BauernPosition:
        marriage = body.get("marriage")
        return BauernPosition(contract, hand, trick,
                              DECK.suit_words[marriage] if marriage else None)

    # Words.

    def speaker(self, lang: str, deck: str) -> BauernSpeaker:
        return BauernSpeaker(lang=lang, deck=deck or "german")

    def contract_out(self, contract: BauernContract, speaker: Speaker) -> Answer:
        kind = contract.type
        return {"type": kind.id, "trump": contract.trump.value if contract.trump else None,
                "slug": contract.slug, "name": speaker.contract(contract),
                "declarer": contract.declarer, "value": kind.value,
                "partner_sits_out": kind.partner_sits_out}

    def card_points(self, card: Card) -> int:
        return POINTS[card.rank]

    # The game's own operations.

    def add_own_routes(self) -> None:
        """``POST /score``, ``POST /bummerl``, ``GET /contracts`` (B-12 … B-28)."""
        blp, api = self.blueprint, self

        add_post(blp, "/score", "Score", operation_id="bauernschnapsenScore",
                 summary="Bauernschnapsen: the score of one hand",
                 description="The normal game from both teams' count: 1, 2 or 3 game points "
                             "(B-22) or 1 for the last trick (B-23, RB4); another contract "
                             "from its tricks as far as played: won or lost at which trick, "
                             "for which team, its value (B-24 … B-26, RB8).",
                 request=schemas.BauernschnapsenScoreRequest,
                 response=schemas.BauernschnapsenScoreResponse, example=SCORE_EXAMPLE,
                 answer=api.score_answer)
        add_post(blp, "/bummerl", "Bummerl", operation_id="bauernschnapsenBummerl",
                 summary="Bauernschnapsen: the Bummerl to 24",
                 description="Game points added per team; the first to 24 wins, the others "
                             "get a Bummerl, a Schneider at 0 (two), a Retourschneider after "
                             "leading 23 : 0 (four); B-27, B-28, RB9.",
                 request=schemas.BauernschnapsenBummerlRequest,
                 response=schemas.BauernschnapsenBummerlResponse, example=BUMMERL_EXAMPLE,
                 answer=api.bummerl_answer)
        add_get(blp, "/contracts", "Contracts", operation_id="bauernschnapsenContracts",
                summary="Bauernschnapsen: the contracts",
                description="Each contract's value, trump, leader, who may announce it, its "
                            "goal and whether the partner sits out (B-12 … B-19).",
                query=schemas.BauernschnapsenContractsQuery,
                response=schemas.BauernschnapsenContractsResponse, example={"lang": "en"},
                answer=api.contracts_answer)

    def contracts_answer(self, query: Body) -> Answer:
        speaker = self.speaker(language(query.get("lang")), "")
        chosen = speaker.say("trump_of_choice")  # the listed contracts name no suit yet
        return {"contracts": [
            {"type": t.id, "name": speaker.say(f"contract.{t.id}", trump=chosen),
             "rule": t.rule, "value": t.value, "trump": t.trumps, "leader": t.leads.value,
             "announcers": list(t.announcers), "goal": t.goal.value,
             "partner_sits_out": t.partner_sits_out, "marriages": t.marriages,
             "aliases": list(t.aliases)} for t in TYPES]}

    def score_answer(self, body: Body) -> Answer:
        contract = self.read_contract(body)
        speaker = self.speaker(language(body.get("lang")), "")
        head = {"game": self.game.id, "lang": speaker.lang,
                "contract": self.contract_out(contract, speaker)}
        if contract.type.goal is Goal.SIXTY_SIX:
            if not body.get("teams"):
                raise InvalidHandError("bauernschnapsen.invalid-hand.teams", field="teams")
            teams = [TeamCount(t["card_points"], tuple(t.get("marriages") or ()), t["tricks"])
                     for t in body["teams"]]
            return {**head, **normal_out(score_normal(body.get("first_to_66"), teams,
                                                     body.get("last_trick_by")), speaker)}
        contract = contract.with_declarer(body.get("declarer"))
        tricks = [Trick(t["winner"], t["points"]) for t in body.get("tricks") or ()]
        result = score_contract(contract, tricks, read_marriages(body))
        return {**head, **contract_result_out(contract, result, speaker)}

    def bummerl_answer(self, body: Body) -> Answer:
        speaker = self.speaker(language(body.get("lang")), "")
        state = bummerl([Hand(h["team"], h["game_points"]) for h in body["hands"]])
        remaining = [max(0, BUMMERL - total) for total in state.totals]
        if state.complete and state.winner is not None and state.kind is not None:
            said = speaker.say(f"bummerl.{state.kind}", winner=speaker.team(state.winner),
                               hand=state.after_hand)
        else:
            said = speaker.say("bummerl.open", left=speaker.team(0), right=speaker.team(1),
                               remaining_0=remaining[0], remaining_1=remaining[1])
        return {"totals": list(state.totals), "remaining": remaining,
                "shown": remaining if body.get("count") == "down" else list(state.totals),
                "complete": state.complete, "winner": state.winner,
                "after_hand": state.after_hand, "kind": state.kind, "bummerl": state.bummerl,
                "explanation": said}

    # The round check.

    def round_fields(self) -> Fields:
        return {"declarer": schemas.declarer_field(), "marriages": schemas.marriages_field(),
                **schemas.house_rule_fields()}

    def round_leader(self, body: Body, contract: BauernContract) -> int:
        return contract.with_declarer(body.get("declarer")).leader  # B-21

    def round_walk(self, body: Body, contract: BauernContract, leader: int,
                   plays: tuple[Card, ...], hands: list[tuple[Card, ...] | None] | None
                   ) -> RoundCheck:
        contract = contract.with_declarer(body.get("declarer"))
        walked = self.game.check_round(contract, hands, plays, read_marriages(body))
        return replace(walked.check, extra=walked)

    def round_score(self, body: Body, contract: BauernContract, check: RoundCheck,
                    speaker: Speaker) -> Answer | None:
        walked: BauernRound = check.extra
        if check.revokes:
            return None  # the contract's answer: no score after a revoke
        if walked.normal is not None:
            return normal_out(walked.normal, speaker)
        if walked.contract is not None and walked.contract.won is not None:
            return contract_result_out(contract.with_declarer(body.get("declarer")),
                                       walked.contract, speaker)
        return None

    def round_extras(self, body: Body, check: RoundCheck, speaker: Speaker) -> Answer:
        walked: BauernRound = check.extra
        decided = walked.normal is not None or (
            walked.contract is not None and walked.contract.won is not None)
        return {"declarer": body.get("declarer"), "decided": decided}


def read_marriages(body: Body) -> tuple[Marriage, ...]:
    return tuple(Marriage(m["seat"], suit_of(m["suit"]), m["trick"])
                 for m in body.get("marriages") or ())


def suit_of(word: str) -> Suit:
    return DECK.suit_words[word]


def normal_out(result: NormalResult, speaker: Speaker) -> Answer:
    team = speaker.team(result.winner) if isinstance(speaker, BauernSpeaker) else ""
    said = speaker.say(f"score.{result.rule}.{result.case}", team=team,
                       winner_points=result.points[result.winner],
                       loser_points=result.points[1 - result.winner])
    return {"winner": result.winner, "scoring_team": result.winner,
            "game_points": result.game_points, "points": list(result.points),
            "rule": rule_ref(BAUERNSCHNAPSEN.catalogue, result.rule, said, speaker),
            "explanation": said}


def contract_result_out(contract: BauernContract, result: ContractResult,
                        speaker: Speaker) -> Answer:
    team = result.scoring_team if result.scoring_team is not None else 0
    named = speaker.team(team) if isinstance(speaker, BauernSpeaker) else ""
    said = speaker.say(f"score.{result.rule}.{result.case}", contract=speaker.contract(contract),
                       trick=result.decided_at, team=named, points=result.game_points,
                       declarer_points=result.declarer_points or 0)
    return {"won": result.won, "decided_at": result.decided_at,
            "scoring_team": result.scoring_team, "game_points": result.game_points,
            "declarer_points": result.declarer_points,
            "rule": rule_ref(BAUERNSCHNAPSEN.catalogue, result.rule, said, speaker),
            "explanation": said}


GAME_API = BauernschnapsenApi()

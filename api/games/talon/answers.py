"""A talon game's answers (Schnapsen and its family): the talon's state and the leader's
actions in a position, the score of a hand and the Bummerl, for the game it is built for.
The operations every game has come from ``api.games.routes``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, cast

from marshmallow import fields, validate

from api.games.answer_parts import read_card, rule_ref
from api.games.game_api import Body
from api.games.talon.schemas import TalonSchemas
from api.games.talon.speaker import TalonSpeaker
from api.request.json_value import JsonObject
from api.schemas.base import StrictBoolean
from api.words.fixed_wording import Wording
from api.words.speaker import Speaker
from rules.cards import Card
from rules.errors import PositionError
from rules.schnapsen.contract import SchnapsenContract, Talon
from rules.schnapsen.game import SchnapsenJudgement, SchnapsenPosition
from rules.schnapsen.score import AtClosing, HandFacts, PlayerTally, bummerl, score_hand


class TalonAnswers:
    def __init__(self, schemas: TalonSchemas) -> None:
        self.schemas = schemas
        self.game = schemas.game
        self.rules = schemas.game.rules

    def speaker(self, lang: str, deck: str) -> TalonSpeaker:
        return TalonSpeaker(game=self.game.id, lang=lang, deck=deck or "german")

    def ref(self, rule_id: str, explanation: str, speaker: Speaker) -> JsonObject:
        return rule_ref(self.game.catalogue, rule_id, explanation, speaker)

    def position(self, body: Body, contract: SchnapsenContract, hand: tuple[Card, ...],
                 trick: tuple[Card, ...]) -> SchnapsenPosition:
        marriage = body.get("marriage")
        trump_card = body.get("trump_card")
        deck = self.game.deck
        talon = Talon(body["talon"])
        # RM13: a marriage announced with the talon open, then the talon closed, same lead.
        before_closing = bool(body.get("marriage_before_closing"))
        if before_closing and (talon is not Talon.CLOSED or not marriage):
            raise PositionError("talon.before-closing-needs-closed",
                                field="marriage_before_closing")
        return SchnapsenPosition(
            contract, hand, trick, talon,
            deck.suit_words[marriage] if marriage else None, body.get("talon_cards"),
            read_card(deck, trump_card, "trump_card") if trump_card else None,
            body.get("won_a_trick"), Talon.OPEN if before_closing else None)

    @staticmethod
    def contract_out(contract: SchnapsenContract, speaker: Speaker) -> JsonObject:
        return {"type": "trump", "trump": contract.trump.value, "slug": contract.slug,
                "name": speaker.contract(contract)}

    def extras(self, position: SchnapsenPosition, judgement: SchnapsenJudgement,
               said: Wording) -> JsonObject:
        """The talon's state, and what the player on lead may do besides leading a card."""
        code, speaker = self.game.deck.code, cast(TalonSpeaker, said.speaker)
        return {"talon": position.talon.value, "actions": [
            {"action": a.action.value, "allowed": a.allowed,
             "suit": a.suit.value if a.suit else None, "points": a.points,
             "cards": [code(c) for c in a.cards],
             "rule": said.rule_ref(a.rule_id, speaker.action(a, position.talon_cards))
             if said.worded else {"id": a.rule_id}}
            for a in judgement.actions]}

    def body_extras(self, strict: bool) -> dict[str, fields.Field[Any]]:
        won = (StrictBoolean if strict else fields.Boolean)(
            metadata={"description": "Has the player on lead won a trick yet? Decides when a "
                                     f"marriage counts ({self.rules.ids.marriage})."})
        schemas = self.schemas
        return {"talon": schemas.talon_field(),
                "talon_cards": schemas.talon_cards_field(strict=strict),
                "trump_card": fields.String(validate=validate.Length(min=1, max=40),
                                            metadata={"description": "The turned-up trump "
                                                                     "card, named in the "
                                                                     "trump exchange."}),
                "won_a_trick": won, "marriage": schemas.marriage_field(),
                "marriage_before_closing": (StrictBoolean if strict else fields.Boolean)(
                    metadata={"description": "The marriage was announced with the talon open, "
                                             "and the talon closed after it, before this lead: "
                                             "it stands and still obliges the lead of its King "
                                             "or Ober (each action judged in the talon it was "
                                             "made in). Without it, a marriage with a closed "
                                             "talon is read as announced after the closing."})}

    def score_answer(self, request: Mapping[str, Any], speaker: TalonSpeaker
                     ) -> JsonObject:
        players = tuple(PlayerTally(p["card_points"], p["tricks"],
                                    tuple(p.get("marriages", ())))
                        for p in request["players"])
        at_closing = request.get("at_closing")
        return self.hand_answer(HandFacts(
            (players[0], players[1]),
            closed_by=request.get("closed_by"),
            at_closing=AtClosing(at_closing["opponent_points"], at_closing["opponent_tricks"])
            if at_closing else None,
            claimed_66_by=request.get("claimed_66_by"),
            last_trick_by=request.get("last_trick_by"),
            renonce_by=request.get("renonce_by")), speaker)

    def hand_answer(self, facts: HandFacts, speaker: TalonSpeaker) -> JsonObject:
        """The hand's result from its facts: as /score gives it, and a round check's
        score."""
        result = score_hand(facts, self.rules)
        why, worth = speaker.hand_result(result)
        return {
            "game": self.game.id, "lang": speaker.lang, "winner": result.winner,
            "winning_side": None if result.winner is None else f"player-{result.winner}",
            "game_points": result.game_points, "rule": self.ref(result.rule_id, why, speaker),
            "points_rule": self.ref(result.points_rule_id, worth, speaker),
            # R17: the claim and who had the points, as facts beside the sentence.
            "claimed_66_by": facts.claimed_66_by,
            "players": [{"points": p.points, "card_points": p.card_points,
                         "marriage_points": sum(p.marriages),
                         "marriages_counted": p.marriage_points == sum(p.marriages),
                         "tricks": p.tricks,
                         "reached_66": total >= self.rules.winning_points}
                        for p, total in zip(facts.players, result.totals, strict=True)],
        }

    def bummerl_answer(self, hands: Sequence[Mapping[str, Any]],
                       speaker: TalonSpeaker) -> JsonObject:
        standings = bummerl([(h["winner"], h["game_points"]) for h in hands], self.rules)
        last = standings[-1]
        if last.winner is not None:
            explanation = speaker.say("bummerl.won", winner=speaker.player(last.winner))
        else:
            explanation = speaker.say("bummerl.running", player0=speaker.player(0),
                                      player1=speaker.player(1), remaining0=last.remaining[0],
                                      remaining1=last.remaining[1])
            if last.carry:  # a Ständer's point waits for the next winner (66, RM11)
                explanation += " " + speaker.say("bummerl.carry", carry=last.carry)
        return {
            "game": self.game.id, "lang": speaker.lang, "remaining": list(last.remaining),
            "complete": last.winner is not None, "winner": last.winner,
            "winning_side": None if last.winner is None else f"player-{last.winner}",
            "hands": [{"winner": h["winner"], "game_points": h["game_points"],
                       "remaining": list(s.remaining)} for h, s in zip(hands, standings,
                                                                       strict=True)],
            "rule": self.ref(self.rules.ids.bummerl, explanation, speaker),
        }

"""Schnapsen sentences: verdicts with their stage, leader actions, tricks and hand results."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from api.explain import Speaker
from rules.cards import Card
from rules.schnapsen.contract import SchnapsenContract
from rules.schnapsen.leader import LeaderAction
from rules.schnapsen.ranking import is_trump, points
from rules.schnapsen.score import HandResult
from rules.schnapsen.trick import SchnapsenTrick
from rules.verdict import Verdict


@dataclass(frozen=True, slots=True)
class SchnapsenSpeaker(Speaker):
    game: str = "schnapsen"
    lang: str = "de"
    deck: str = "german"

    def contract(self, contract: SchnapsenContract) -> str:
        return self.say("contract.trump", trump=self.suit(contract.trump))

    def player(self, index: int) -> str:
        return self.say("player", index=index)

    def verdicts(self, verdicts: Sequence[Verdict], led: Card | None) -> list[str]:
        """Each verdict's sentence; the words of the led card are looked up once per hand."""
        shared = {"led": self.card(led) if led else "",
                  "led_suit": self.suit(led.suit) if led else ""}
        return self.verdict_sentences(verdicts, shared)

    def action(self, action: LeaderAction, talon_cards: int | None) -> str:
        exchanged = action.cards[1] if len(action.cards) > 1 else None
        return self.say(
            f"action.{action.rule_id}.{action.case}",
            suit=self.suit(action.suit) if action.suit else "", points=action.points or "",
            evidence=self.card(action.evidence) if action.evidence else "",
            talon_cards=talon_cards if talon_cards is not None else "",
            trump_card=self.card(exchanged) if exchanged else self.say("trump_card.unknown"))

    def trick_winner(self, trick: SchnapsenTrick) -> str:
        return self.say(f"trick.N-3.{trick.case}", card=self.card(trick.winning_card),
                        led_suit=self.suit(trick.led_suit))

    def trick_card(self, card: Card, trick: SchnapsenTrick, contract: SchnapsenContract) -> str:
        role = ("trump" if is_trump(card, contract)
                else "led_suit" if card.suit is trick.led_suit else "off_suit")
        sentence = self.say(f"trick_card.{role}", card=self.card(card),
                            led_suit=self.suit(trick.led_suit), points=points(card))
        if trick.complete and card == trick.winning_card:
            sentence += " " + self.say("trick_card.winner")
        return sentence

    def hand_result(self, result: HandResult) -> tuple[str, str]:
        """Why the winner won, and why it is worth this many game points."""
        values = {"winner": self.player(result.winner), "loser": self.player(1 - result.winner),
                  "winner_points": result.totals[result.winner],
                  "loser_points": result.loser_points}
        return (self.say(f"score.{result.rule_id}.{result.case}", **values),
                self.say(f"points.{result.points_rule_id}.{result.points_case}", **values))

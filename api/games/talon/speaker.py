"""The sentences of the talon games (Schnapsen and its family): verdicts with their stage,
leader actions, tricks and hand results, in the words of the game's own texts."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from api.words.speaker import Speaker
from rules.cards import Card, Suit
from rules.schnapsen.contract import SchnapsenContract
from rules.schnapsen.leader import LeaderAction
from rules.schnapsen.score import HandResult
from rules.verdict import Facts, Verdict


@dataclass(frozen=True, slots=True)
class TalonSpeaker(Speaker):
    game: str
    lang: str = "de"
    deck: str = "german"

    def name_contract(self, contract: SchnapsenContract) -> str:
        return self.say("contract.trump", trump=self.suit(contract.trump))

    def nouns(self) -> Iterable[str]:
        yield from Speaker.nouns(self)
        # The 20er and the 40er in every suit.
        yield from (self.say(f"marriage_name.{points}", suit=name)
                    for points in (20, 40) for name in self.words.suits.values())

    def player(self, seat: int) -> str:
        """The seat as people count it: seat 0 is player 1."""
        return self.say("player", number=seat + 1)

    def shared_words(self, facts: Facts, contract: str) -> dict[str, object]:
        led, suit, points = facts["led_card"], facts["marriage_suit"], facts["marriage_points"]
        return {"contract": contract,
                "led": self.the_card(led) if isinstance(led, Card) else "",
                "led_suit": self.suit(led.suit) if isinstance(led, Card) else "",
                # The 20er or the 40er: a marriage is named by its worth (N-10).
                "marriage": self.say(f"marriage_name.{points}", suit=self.suit(suit))
                if isinstance(suit, Suit) else ""}

    def variants(self, verdict: Verdict, facts: Facts) -> tuple[str, ...]:
        # with the talon open nobody has the duties yet, not only the second player
        if verdict.case == "lead" and facts["talon"] == "open":
            return ("open",)
        # RM13: the sentence names the order read, the marriage before the closing
        return ("before_closing",) if facts["marriage_before_closing"] else ()

    def action(self, action: LeaderAction, talon_cards: int | None) -> str:
        exchanged = action.cards[1] if len(action.cards) > 1 else None
        return self.say(
            f"action.{action.rule_id}.{action.case}",
            suit=self.suit(action.suit) if action.suit else "", points=action.points or "",
            evidence=self.card(action.evidence) if action.evidence else "",
            talon_cards=talon_cards if talon_cards is not None else "",
            trump_card=self.card(exchanged) if exchanged else self.say("trump_card.unknown"))

    def hand_result(self, result: HandResult) -> tuple[str, str]:
        """Why the winner won, and why it is worth this many game points."""
        if result.winner is None:  # a Ständer: nobody wins (66, M-19)
            values: dict[str, object] = {"winner": self.player(0), "loser": self.player(1),
                                         "winner_points": result.totals[0],
                                         "loser_points": result.loser_points}
        else:
            values = {"winner": self.player(result.winner),
                      "loser": self.player(1 - result.winner),
                      "winner_points": result.totals[result.winner],
                      "loser_points": result.loser_points}
        key = f"score.{result.rule_id}.{result.case}"
        if result.loser_points == 0 and f"{key}.no_points" in self.words.templates:
            key += ".no_points"  # a claim with no points at all: not "only 0 points"
        worth = f"points.{result.points_rule_id}.{result.points_case}"
        if result.loser_points == 0 and f"{worth}.no_points" in self.words.templates:
            worth += ".no_points"  # a trick of two Nines: no points, not "only 0 points"
        return self.say(key, **values), self.say(worth, **values)

"""Bauernschnapsen sentences: the contracts by their Austrian names, the verdicts of Farbzwang
and Stichzwang with the card to beat, the marriages as 20 or 40, the teams, and the lines of
a hand's score and of the Bummerl."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from api.words.speaker import Speaker
from rules.bauernschnapsen.contract import BauernContract
from rules.cards import Card, Suit
from rules.verdict import Facts, Verdict


@dataclass(frozen=True, slots=True)
class BauernSpeaker(Speaker):
    game: str = "bauernschnapsen"
    lang: str = "de"
    deck: str = "german"

    def name_contract(self, contract: BauernContract) -> str:
        key = f"contract.{contract.type.id}"
        if contract.trump is None:
            return self.say(key)
        return self.say(key, trump=self.suit(contract.trump))

    def nouns(self) -> Iterable[str]:
        yield from Speaker.nouns(self)
        yield from (self.say(f"marriage_name.{points}", suit=name)
                    for points in (20, 40) for name in self.words.suits.values())
        yield from (self.say(f"team.{team}") for team in (0, 1))

    def variants(self, verdict: Verdict, facts: Facts) -> tuple[str, ...]:
        # the led card still ahead is named once, not as the led card and the card to beat
        return ("led_ahead",) if facts["led_card"] == facts["to_beat"] else ()

    def shared_words(self, facts: Facts, contract: str) -> dict[str, object]:
        led, best = facts["led_card"], facts["to_beat"]
        suit, points = facts["marriage_suit"], facts["marriage_points"]
        return {"contract": contract,
                "led": self.the_card(led) if isinstance(led, Card) else "",
                "to_beat": self.the_card(best) if isinstance(best, Card) else "",
                "marriage": self.say(f"marriage_name.{points}", suit=self.suit(suit))
                if isinstance(suit, Suit) else ""}

    def team(self, team: int) -> str:
        return self.say(f"team.{team}")

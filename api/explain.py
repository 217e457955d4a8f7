"""Turns the engine's verdicts and trick results into sentences in the requested language."""

from __future__ import annotations

from dataclasses import dataclass

from api.i18n import text
from rules.cards import Card, Suit
from rules.jass.contract import JassContract
from rules.jass.trick import Role, TrickCard, TrickResult
from rules.verdict import Verdict

DECKS = ("swiss", "french")


@dataclass(frozen=True, slots=True)
class Speaker:
    """Names cards, suits and contracts in one language and one deck's words."""

    lang: str
    deck: str = "swiss"

    def _key(self, key: str) -> str:
        return f"french.{key}" if self.deck == "french" else key

    def suit(self, suit: Suit) -> str:
        return text(self.lang, self._key(f"suit.{suit.value}"))

    def card(self, card: Card) -> str:
        return text(self.lang, self._key("card"), suit=self.suit(card.suit),
                    rank=text(self.lang, self._key(f"rank.{card.rank.value}")))

    def contract(self, contract: JassContract) -> str:
        if contract.trump is None:
            return text(self.lang, f"contract.{contract.mode.value}")
        return text(self.lang, "contract.trump", trump=self.suit(contract.trump))

    def rule_title(self, rule_id: str) -> str:
        return text(self.lang, f"rule.{rule_id}.title")

    def rule_text(self, rule_id: str) -> str:
        return text(self.lang, f"rule.{rule_id}.text")

    def verdict(self, verdict: Verdict, contract: JassContract, led_suit: Suit | None,
                highest_trump: Card | None) -> str:
        return text(
            self.lang, f"explain.{verdict.rule_id}.{verdict.case}",
            card=self.card(verdict.card),
            led_suit=self.suit(led_suit) if led_suit else "",
            highest_trump=self.card(highest_trump) if highest_trump else "",
            evidence=self.card(verdict.evidence) if verdict.evidence else "",
            contract=self.contract(contract))

    def trick_winner(self, result: TrickResult) -> str:
        return text(self.lang, f"trick.{result.rule_id}.{result.case}",
                    card=self.card(result.winning_card), led_suit=self.suit(result.led_suit))

    def trick_card(self, trick_card: TrickCard, result: TrickResult,
                   contract: JassContract) -> str:
        role = trick_card.role.value
        if trick_card.role is Role.OFF_SUIT and not contract.has_trump:
            role = "off_suit_no_trump"
        sentence = text(self.lang, f"trick_card.{role}", card=self.card(trick_card.card),
                        led_suit=self.suit(result.led_suit), points=trick_card.points)
        if trick_card.card == result.winning_card:
            sentence += " " + text(self.lang, "trick_card.winner")
        return sentence

"""Names cards and renders rule texts in one language: the part every game shares."""

from __future__ import annotations

from dataclasses import dataclass

from api.i18n import text
from rules.cards import Card, Suit


@dataclass(frozen=True, slots=True)
class Speaker:
    """One game's words in one language; ``deck`` picks the French deck's names."""

    game: str
    lang: str
    deck: str = "native"

    def say(self, key: str, **values: object) -> str:
        return text(self.game, self.lang, key, **values)

    def _deck_key(self, key: str) -> str:
        return f"french.{key}" if self.deck == "french" else key

    def suit(self, suit: Suit) -> str:
        return self.say(self._deck_key(f"suit.{suit.value}"))

    def card(self, card: Card) -> str:
        return self.say(self._deck_key("card"), suit=self.suit(card.suit),
                        rank=self.say(self._deck_key(f"rank.{card.rank.value}")))

    def rule_title(self, rule_id: str) -> str:
        return self.say(f"rule.{rule_id}.title")

    def rule_text(self, rule_id: str) -> str:
        return self.say(f"rule.{rule_id}.text")

"""Names cards and renders rule texts in one language: the part every game shares."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from api.i18n import text
from rules.cards import Card, Suit

# Keys whose texts are whole sentences (an explanation may open with "player 0 …").
SENTENCES = ("explain.", "action.", "score.", "points.", "trick.", "trick_card.", "weis.listed",
             "weis.none", "weis_compare.", "stoeck.", "stoeck_timing.", "round.", "target.",
             "schieben.", "bummerl.", "call.", "bid.", "ramsch.", "line.", "assumption.")


@dataclass(frozen=True, slots=True)
class Speaker:
    """One game's words in one language; ``deck`` picks the French deck's names."""

    game: str
    lang: str
    deck: str = "native"

    def say(self, key: str, **values: object) -> str:
        template, sentence = _template(self.game, self.lang, key)
        said = template.format(**values) if values else template
        if sentence and said[:1].islower():
            return said[0].upper() + said[1:]  # a sentence that opens with a name
        return said

    def _deck_key(self, key: str) -> str:
        return f"french.{key}" if self.deck == "french" else key

    def suit(self, suit: Suit) -> str:
        return _suit_name(self.game, self.lang, self.deck == "french", suit)

    def card(self, card: Card) -> str:
        return _card_name(self.game, self.lang, self.deck == "french", card)

    def rule_title(self, rule_id: str) -> str:
        return self.say(f"rule.{rule_id}.title")

    def rule_text(self, rule_id: str) -> str:
        return self.say(f"rule.{rule_id}.text")


# Texts and names are asked for many times per answer and never change: keep them.
@functools.cache
def _template(game: str, lang: str, key: str) -> tuple[str, bool]:
    """The text of ``key`` with its placeholders, and whether it is a whole sentence."""
    return text(game, lang, key), key.startswith(SENTENCES)


@functools.cache
def _suit_name(game: str, lang: str, french: bool, suit: Suit) -> str:
    prefix = "french." if french else ""
    return text(game, lang, f"{prefix}suit.{suit.value}")


@functools.cache
def _card_name(game: str, lang: str, french: bool, card: Card) -> str:
    prefix = "french." if french else ""
    return text(game, lang, f"{prefix}card", suit=_suit_name(game, lang, french, card.suit),
                rank=text(game, lang, f"{prefix}rank.{card.rank.value}"))

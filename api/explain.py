"""Names cards and renders rule texts in one language: the part every game shares."""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from api.i18n import CATALOGUES
from rules.cards import Card, Rank, Suit
from rules.verdict import Verdict

# Keys whose texts are whole sentences (an explanation may open with "player 0 …").
SENTENCES = ("explain.", "action.", "score.", "points.", "trick.", "trick_card.", "weis.listed",
             "weis.none", "weis_compare.", "stoeck.", "stoeck_timing.", "round.", "target.",
             "schieben.", "bummerl.", "call.", "bid.", "ramsch.", "line.", "assumption.")


@dataclass(frozen=True, slots=True)
class Voice:
    """One game's texts in one language with one deck's names, looked up once and kept: an
    answer asks for a dozen texts and names per card, and they never change."""

    templates: Mapping[str, tuple[str, bool]]  # key → (text, whether it is a whole sentence)
    suits: Mapping[Suit, str]
    ranks: Mapping[Rank, str]
    cards: Mapping[Card, str]


@functools.cache
def voice(game: str, lang: str, french: bool) -> Voice:
    texts = CATALOGUES[game][lang]
    prefix = "french." if french else ""
    suits = {s: texts[f"{prefix}suit.{s.value}"] for s in Suit
             if f"{prefix}suit.{s.value}" in texts}
    ranks = {r: texts[f"{prefix}rank.{r.value}"] for r in Rank
             if f"{prefix}rank.{r.value}" in texts}
    cards = {Card(s, r): texts[f"{prefix}card"].format(suit=suit, rank=rank)
             for s, suit in suits.items() for r, rank in ranks.items()}
    return Voice(MappingProxyType({key: (template, key.startswith(SENTENCES))
                                   for key, template in texts.items()}),
                 MappingProxyType(suits), MappingProxyType(ranks), MappingProxyType(cards))


@dataclass(frozen=True, slots=True)
class Speaker:
    """One game's words in one language; ``deck`` picks the French deck's names."""

    game: str
    lang: str
    deck: str = "native"
    words: Voice = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "words", voice(self.game, self.lang, self.deck == "french"))

    def say(self, key: str, **values: object) -> str:
        template, sentence = self.words.templates[key]
        said = template.format(**values) if values else template
        if sentence and said[:1].islower():
            return said[0].upper() + said[1:]  # a sentence that opens with a name
        return said

    def suit(self, suit: Suit) -> str:
        return self.words.suits[suit]

    def rank(self, rank: Rank) -> str:
        return self.words.ranks[rank]

    def card(self, card: Card) -> str:
        return self.words.cards[card]

    def verdict_sentences(self, verdicts: Sequence[Verdict],
                          shared: Mapping[str, object]) -> list[str]:
        """Each verdict's sentence: its card, the card that decided it (``evidence``) and that
        card's suit, with the words every verdict of the hand shares."""
        return [self.say(f"explain.{v.rule_id}.{v.case}", card=self.card(v.card),
                         evidence=self.card(v.evidence) if v.evidence else "",
                         evidence_suit=self.suit(v.evidence.suit) if v.evidence else "",
                         **shared)
                for v in verdicts]

    def rule_title(self, rule_id: str) -> str:
        return self.say(f"rule.{rule_id}.title")

    def rule_text(self, rule_id: str) -> str:
        return self.say(f"rule.{rule_id}.text")

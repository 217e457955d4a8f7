"""Names cards and renders rule texts in one language: the part every game shares."""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from api.i18n import CATALOGUES
from api.naming import card_name, in_prose, polish
from rules.cards import Card, Rank, Suit
from rules.game import TRUMP_LED, Role, TrickCard, TrickOutcome
from rules.verdict import Facts, PositionFacts, Verdict

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
    cards: Mapping[Card, str]  # as a sentence names them ("l'As d'Écus")
    names: Mapping[Card, str]  # as a deck lists them ("As d'Écus")


@functools.cache
def voice(game: str, lang: str, french: bool) -> Voice:
    texts = CATALOGUES[game][lang]
    prefix = "french." if french else ""
    suits = {s: texts[f"{prefix}suit.{s.value}"] for s in Suit
             if f"{prefix}suit.{s.value}" in texts}
    ranks = {r: texts[f"{prefix}rank.{r.value}"] for r in Rank
             if f"{prefix}rank.{r.value}" in texts}
    names = {Card(s, r): card_name(lang, texts[f"{prefix}card"], suit, rank)
             for s, suit in suits.items() for r, rank in ranks.items()}
    cards = {card: in_prose(lang, name, ranks[card.rank]) for card, name in names.items()}
    return Voice(MappingProxyType({key: (template, key.startswith(SENTENCES))
                                   for key, template in texts.items()}),
                 MappingProxyType(suits), MappingProxyType(ranks), MappingProxyType(cards),
                 MappingProxyType(names))


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
        said = polish(self.lang, template.format(**values)) if values else template
        if sentence and said[:1].islower():
            return said[0].upper() + said[1:]  # a sentence that opens with a name
        return said

    def suit(self, suit: Suit) -> str:
        return self.words.suits[suit]

    def rank(self, rank: Rank) -> str:
        return self.words.ranks[rank]

    def card(self, card: Card) -> str:
        """The card as a sentence names it (with its article in French)."""
        return self.words.cards[card]

    def card_name(self, card: Card) -> str:
        """The card's bare name, as a deck or a picture lists it."""
        return self.words.names[card]

    def verdict_sentences(self, verdicts: Sequence[Verdict], facts: PositionFacts,
                          contract: Any) -> list[str]:
        """Each verdict's sentence, rendered from the facts its ruling used and nothing else:
        the template is the ruling's (``explain.<rule>.<case>``), or its variant for facts
        that change what may be said (another card that is illegal, an exception that the
        same answer allows); the words are the facts' cards and suits, named. The words of
        the position's facts are looked up once for the hand."""
        shared = self.shared_words(facts.shared, self.contract(contract))
        return [self.say(self.template(v, facts.shared),
                         **{**shared, **self.own_words(v, own, facts.shared)})
                for v, own in zip(verdicts, facts.own, strict=True)]

    def template(self, verdict: Verdict, facts: Facts) -> str:
        """The ruling's template, or the first variant (``<key>.<variant>``) the game's
        speaker picks from the facts and the catalogue has."""
        key = f"explain.{verdict.rule_id}.{verdict.case}"
        for variant in self.variants(verdict, facts):
            if f"{key}.{variant}" in self.words.templates:
                return f"{key}.{variant}"
        return key

    def variants(self, verdict: Verdict, facts: Facts) -> tuple[str, ...]:
        """The variants of a ruling's sentence that the position's facts call for, most
        specific first."""
        return ()

    def shared_words(self, facts: Facts, contract: str) -> dict[str, object]:
        """The words of the position's facts, the same for every verdict of the hand."""
        return {"contract": contract}

    def own_words(self, verdict: Verdict, own: Facts, shared: Facts) -> dict[str, object]:
        """The words of one verdict: its card and the card that decided it."""
        obliging = own["obliging_card"]
        return {"card": self.the_card(verdict.card),
                "evidence": self.the_card(obliging) if isinstance(obliging, Card) else ""}

    def the_card(self, card: Card) -> str:
        """A card with its article where French needs one (« le 6 de Roses », « l'As de
        Glands », « la Bannière de Roses »); the name alone in German and English."""
        return self.words.cards[card]

    def contract(self, contract: Any) -> str:
        """The contract's name; each game's speaker knows its contracts."""
        raise NotImplementedError

    def led_name(self, led: str) -> str:
        """What the lead counts as: a suit, or trump where a led trump is its own suit."""
        return self.say("trump") if led == TRUMP_LED else self.suit(Suit(led))

    def trick_winner(self, outcome: TrickOutcome, contract_name: str) -> str:
        return self.say(f"trick.{outcome.rule_id}.{outcome.case}",
                        card=self.card(outcome.winning_card), contract=contract_name,
                        led_suit=self.led_name(outcome.led))

    def trick_card(self, trick_card: TrickCard, outcome: TrickOutcome, has_trumps: bool) -> str:
        """The card's role and worth; only a complete trick has a card that wins it."""
        role = trick_card.role.value
        if trick_card.role is Role.OFF_SUIT and not has_trumps:
            role = "off_suit_no_trump"  # "neither X nor trump" is wrong without trumps
        sentence = self.say(f"trick_card.{role}", card=self.card(trick_card.card),
                            led_suit=self.led_name(outcome.led), points=trick_card.points)
        if outcome.complete and trick_card.card == outcome.winning_card:
            sentence += " " + self.say("trick_card.winner")
        return sentence

    def rule_title(self, rule_id: str) -> str:
        return self.say(f"rule.{rule_id}.title")

    def rule_text(self, rule_id: str) -> str:
        return self.say(f"rule.{rule_id}.text")

"""Königrufen sentences: the Tarocks by their own names (Pagat, Uhu, Kakadu, Quapil, Mond,
Sküs, the others by their numerals), the contracts, the verdicts of Farb-, Tarock- and
Stichzwang, each card's part in a trick, the count in Punkte and Blatt, and the score."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from types import MappingProxyType

from api.words.card_names import in_prose
from api.words.speaker import Speaker, Voice
from rules.cards import Card, Rank, Suit
from rules.game import Role, TrickCard, TrickOutcome
from rules.koenigrufen.contract import KoenigrufenContract
from rules.koenigrufen.pack import TAROCKS, is_tarock, roman
from rules.koenigrufen.score import ScoreItem
from rules.verdict import Facts, Verdict

# Each voice with the Tarocks named as players name them, made once per voice.
_TAROCK_VOICES: dict[int, tuple[Voice, Voice]] = {}


@dataclass(frozen=True, slots=True)
class KoenigrufenSpeaker(Speaker):
    game: str = "koenigrufen"
    lang: str = "de"
    deck: str = "tarock"

    def __post_init__(self) -> None:
        Speaker.__post_init__(self)
        object.__setattr__(self, "words", _with_tarocks(self.words, self.lang))

    def nouns(self) -> Iterable[str]:
        yield from Speaker.nouns(self)
        names = tarock_names(self.words)
        yield from (*names.values(), *(in_prose(self.lang, n, n) for n in names.values()))
        yield from (self.say(f"family.{family}") for family in ("tarock", "farben",
                                                                "negative"))

    def name_contract(self, contract: KoenigrufenContract) -> str:
        key = f"contract.{contract.type.id}"
        if contract.called_king is None:
            return self.say(key)
        return self.say(f"{key}.called",
                        king=self.card(Card(contract.called_king, Rank.KING)))

    def variants(self, verdict: Verdict, facts: Facts) -> tuple[str, ...]:
        return ("tarock_led",) if facts.get("led_suit") is Suit.TAROCK else ()

    def shared_words(self, facts: Facts, contract: str) -> dict[str, object]:
        led, top = facts["led_suit"], facts["heading_card"]
        return {"contract": contract,
                "led_suit": self.suit(led) if isinstance(led, Suit) else "",
                "heading": self.card(top) if isinstance(top, Card) else "",
                "family": self.say(f"family.{facts['family']}")}

    def trick_card(self, trick_card: TrickCard, outcome: TrickOutcome, has_trumps: bool) -> str:
        card = trick_card.card
        if trick_card.role is Role.TRUMP:
            key = "tarock"
        elif trick_card.role is Role.LED_SUIT:
            key = "led_suit"
        else:
            key = "tarock_powerless" if is_tarock(card) else "off_suit"
        sentence = self.say(f"trick_card.{key}", card=self.card(card),
                            led_suit=self.led_name(outcome.led), points=trick_card.points)
        if outcome.complete and trick_card.rank_in_trick == 1:
            sentence += " " + self.say("trick_card.winner")
        return sentence

    def count_display(self, points: int, blatt: int) -> str:
        """"41 Punkte 2 Blatt", as players announce a count (T-8)."""
        return self.say("count.display" if blatt else "count.display_even", points=points,
                        blatt=blatt)

    def score_line(self, item: ScoreItem) -> str:
        name = self.say(f"premium.{item.id}") if item.id not in ("game", "valat") else ""
        return self.say(f"line.{item.id if item.id in ('game', 'valat') else 'premium'}."
                        f"{item.case}", value=item.value, premium=name,
                        party=self.say(f"party.{item.party}"))


def _with_tarocks(words: Voice, lang: str) -> Voice:
    """The voice with every Tarock's own name: "Pagat", "Mond", "Sküs", "Tarock XVI"."""
    known = _TAROCK_VOICES.get(id(words))
    if known is not None and known[0] is words:
        return known[1]
    names = tarock_names(words)
    prose = {card: in_prose(lang, name, name) for card, name in names.items()}
    named = replace(words, names=MappingProxyType({**words.names, **names}),
                    cards=MappingProxyType({**words.cards, **prose}),
                    prose=MappingProxyType({**words.prose,
                                            **{c.ordinal: p for c, p in prose.items()}}))
    _TAROCK_VOICES[id(words)] = (words, named)
    return named


def tarock_names(words: Voice) -> dict[Card, str]:
    """Each Tarock's name: its own (``tarock.<rank>``) or "Tarock" and its numeral."""
    names: dict[Card, str] = {}
    for card in TAROCKS:
        own = words.phrases.get(f"tarock.{card.rank.value}")
        names[card] = own.bare if own is not None else \
            words.phrases["tarock.card"].render({"numeral": roman(card)})
    return names

"""Reads a legal-cards answer's sentences and checks each against the answer it sits in.

It reads the text, not the templates' keys: per language it knows the phrases that claim
something (every card is allowed; you must follow a suit, play a trump, overtrump, play the
called Sau; this card is allowed or forbidden) and the words that name an exception, and it
checks each claim against the legal flags of the same answer. Card and suit names are the
catalogue's (``Speaker.card``/``Speaker.suit``): a sentence may name only cards and suits of
the position, and only rules of the catalogue; no API field names.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from api.games.registry import GAME_APIS
from rules.cards import Card, Rank, Suit
from rules.registry import GAMES

# Claims that every card of the hand may be played.
ANY_CARD = {"de": ("jede karte", "beliebige karte", "alle karten"),
            "en": ("any card", "every card", "all cards"),
            "fr": ("toute carte", "n'importe quelle carte", "toutes les cartes")}
# Words that bring an exception or a condition into a sentence.
EXCEPTION = {"de": (" oder", " statt", "außer", "ausser", "nur wenn", " nicht."),
             "en": (" or,", " or ", "instead", "except", "only if", "only not"),
             "fr": (" ou,", " ou ", "au lieu", "sauf", "seulement si", "mais pas")}
# Words that make an obligation conditional ("if you lead the called suit, …").
CONDITION = {"de": ("nur wenn", "spielst du"), "en": ("only if", "if you lead"),
             "fr": ("seulement si", "si tu entames")}
# An exception that lets a trump be played instead.
TRUMP_EXCEPTION = {"de": ("trumpfen", "überstechen"), "en": ("trump",),
                   "fr": ("couper", "surcouper")}
# Obligations: (pattern, kind). A named group ``suit`` is a suit's name; without it the led
# suit is meant. Kinds: follow (the named or led suit), trump, overtrump, called_ace.
OBLIGATIONS: Mapping[str, tuple[tuple[str, str], ...]] = {
    "de": ((r"musst (?:du )?trumpf (?:bedienen|zugeben)", "trump"),
           (r"musst (?:du )?(?P<suit>\w+) bedienen", "follow"),
           (r"musst (?:du )?bedienen", "follow"),
           (r"musst (?:du )?trumpfen", "trump"),
           (r"überstechen musst du(?! nicht)", "overtrump"),
           (r"musst (?:du )?(?:höher )?stechen", "overtrump"),
           (r"musst (?:du )?(?:sie|die ruf-sau\b[^:;,.]*) zugeben", "called_ace")),
    "en": ((r"must (?:follow with|play) a trump", "trump"),
           (r"must follow (?P<suit>[a-zé]+)\b", "follow"),
           (r"must follow suit", "follow"),
           (r"must trump", "trump"),
           (r"must (?:overtrump|win)", "overtrump"),
           (r"must play it\b", "called_ace")),
    "fr": ((r"dois fournir atout", "trump"),
           (r"dois fournir (?P<suit>[a-zéœ]+)\b", "follow"),
           (r"dois (?:donc )?fournir\b", "follow"),
           (r"il faut fournir\b", "follow"),
           (r"dois couper", "trump"),
           (r"dois (?:surcouper|prendre)", "overtrump"),
           (r"dois le jouer", "called_ace")),
}
NOT_SUITS = {"de": {"trumpf"}, "en": {"suit", "with"},
             "fr": {"atout", "plus", "donc", "avec"}}
# Sentences that say a card is allowed or forbidden; {c} is the card's name.
ALLOWS = {"de": (r"{c} ist erlaubt", r"darfst (?:du )?(?:auch |mit )?{c}", r"auch {c}",
                 r"{c} darfst du spielen", r"{c} tiefer zu legen ist erlaubt"),
          "en": (r"{c} is allowed", r"may (?:play|discard|lead|trump with) {c}",
                 r"{c} included", r"may play {c}", r"lead {c} too"),
          "fr": (r"{c} est permis", r"peux (?:jouer|défausser|couper avec|entamer) {c}",
                 r"{c} aussi", r"aussi entamer {c}",
                 r"peux (?:fournir (?:atout )?avec|sous-couper avec) {c}",
                 r"et {c} (?:prend|fournit|en est une)\b", r"{c} bat [^,;:]*: tu peux surcouper")}
FORBIDS = {"de": (r"{c} ist verboten", r"{c} abzuwerfen ist verboten",
                  r"mit {c} freiwillig zu trumpfen ist verboten", r"nicht {c}", r"{c} nicht\b"),
           "en": (r"{c} is not allowed", r"discarding {c} is not allowed", r"not {c}",
                  r"with {c} is not allowed", r"only not [^,;:]*{c}"),
           "fr": (r"{c} est interdit", r"défausser {c} est interdit", r"pas {c}",
                  r"avec {c} est interdit", r"mais pas [^,;:]*{c}",
                  r"ne peux pas (?:jouer|défausser|couper avec|entamer) {c}")}
ARTICLE = r"(?:(?:le|la|l'|les|the) )?"  # an article: « le 6 de Roses », "the 6 of Roses"
SUFFIX = r"(?: \([^)]*\))?"  # a name's role: « (Puur) », « (le bour) »
RULE_ID = re.compile(r"(?<![\w-])(?:[JKN]-[A-Z]*\d+|R\d+)(?![\w-])")
FIELD_NAME = re.compile(r"\b[a-z]+_[a-z_]+\b|\bhistory\b")
FIELD_NAME_NON_EN = re.compile(r"\b(?:hand|trick|talon_cards|trump_card)\b")


@dataclass(frozen=True)
class Position:
    """What the checker knows of the question: the game, the language, the cards."""

    game: str
    lang: str
    hand: tuple[Card, ...]
    trick: tuple[Card, ...]
    deck: str = ""


@functools.cache
def _names(game: str, lang: str, deck: str) -> tuple[dict[Card, str], dict[Suit, str]]:
    speaker = GAME_APIS[game].speaker(lang, deck or "")
    deck_cards = GAMES[game].deck.cards
    return ({card: speaker.card(card) for card in deck_cards},
            {card.suit: speaker.suit(card.suit) for card in deck_cards})


@functools.cache
def _card_patterns(lang: str, name: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    named = ARTICLE + re.escape(name.lower()) + SUFFIX
    allow = "|".join(p.format(c=named) for p in ALLOWS[lang])
    forbid = "|".join(p.format(c=named) for p in FORBIDS[lang])
    return re.compile(allow), re.compile(forbid)


def _mentions(text: str, name: str) -> bool:
    lowered = name.lower()
    return lowered in text and _name_pattern(lowered).search(text) is not None


@functools.cache
def _name_pattern(lowered: str) -> re.Pattern[str]:
    return re.compile(r"(?<![\w-])" + re.escape(lowered) + r"(?![\w-])")


@dataclass(frozen=True)
class Answer:
    """What every sentence of one answer is checked against, found once for the answer."""

    legal: Mapping[Card, bool]
    trumps: frozenset[Card]
    called: Card | None
    known: frozenset[Card]  # the cards of the position: hand, trick, the called Sau
    suits: frozenset[Suit]  # the suits of the position (its cards, trump, called suit)


def read_answer(position: Position, answer: Mapping[str, Any]) -> Answer:
    deck = GAMES[position.game].deck
    contract = answer["contract"]
    called = _called_ace(contract)
    known = frozenset({*position.hand, *position.trick, *([called] if called else [])})
    suits = {c.suit for c in known} | {s for s in (_suit(contract.get("trump")),
                                                   _suit(contract.get("called_suit"))) if s}
    return Answer({deck.parse(e["card"]): e["legal"] for e in answer["cards"]},
                  _trumps(position, contract), called, known, frozenset(suits))


def check_answer(position: Position, answer: Mapping[str, Any]) -> list[str]:
    """Every sentence of a legal-cards answer checked; the problems found, as text."""
    problems: list[str] = []
    read = read_answer(position, answer)
    for entry in answer["cards"]:
        problems += check_sentence(position, answer, entry["rule"]["explanation"],
                                   entry["card"], entry["rule"]["id"], read)
    for assumption in answer.get("assumptions", []):
        problems += check_sentence(position, answer, assumption["text"], None,
                                   assumption["rule"], read)
    return problems


def check_sentence(position: Position, answer: Mapping[str, Any], sentence: str,
                   card_code: str | None, rule_id: str, read: Answer | None = None
                   ) -> list[str]:
    game, lang = GAMES[position.game], position.lang
    cards, suits = _names(position.game, lang, position.deck)
    text = sentence.lower()
    read = read or read_answer(position, answer)
    legal, trumps, called = read.legal, read.trumps, read.called
    problems: list[str] = []

    def fail(why: str) -> None:
        problems.append(f"{position.game}/{lang} {card_code} {rule_id}: {why}: {sentence!r}")

    # Rules named: in the catalogue. No API field names in prose.
    for named in {rule_id, *RULE_ID.findall(sentence)}:
        if named not in game.catalogue:
            fail(f"rule {named} is not in the catalogue")
    if FIELD_NAME.search(sentence) or (lang != "en" and FIELD_NAME_NON_EN.search(sentence)):
        fail("an API field name in prose")
    # Cards and suits named: of the position (hand, trick, the called Sau).
    named_cards = [card for card, name in cards.items() if _mentions(text, name)]
    for card in named_cards:
        if card not in read.known:
            fail(f"names {cards[card]}, which is not in the position")
    for suit, name in suits.items():
        if suit not in read.suits and _mentions(text, name):
            fail(f"names the suit {name}, which is not in the position")
    # "Any card" only when every card of the hand is legal, or with the exception named.
    illegal = [card for card, is_legal in legal.items() if not is_legal]
    if illegal and any(phrase in text for phrase in ANY_CARD[lang]):
        excepted = any(word in text for word in EXCEPTION[lang])
        if not excepted or any(not _mentions(text, cards[c]) for c in illegal):
            fail("claims every card is allowed while "
                 f"{', '.join(cards[c] for c in illegal)} is not")
    # A card named as allowed is legal; named as forbidden, illegal.
    for card in named_cards:
        if card not in legal:
            continue
        allow, forbid = _card_patterns(lang, cards[card])
        if legal[card] and forbid.search(text):
            fail(f"calls {cards[card]} forbidden, but it is legal")
        if not legal[card] and allow.search(text):
            fail(f"calls {cards[card]} allowed, but it is illegal")
    # An obligation that a legal card of the same answer breaks needs its exception named.
    for why in _broken_obligations(position, text, legal, trumps, suits, called):
        fail(why)
    # The rule cited fits the position (Schafkopf: the called suit of the Sau's holder).
    if card_code is not None:
        why = _rule_fit(position, game.deck.parse(card_code), rule_id, trumps, called)
        if why:
            fail(why)
    return problems


def _suit(value: object) -> Suit | None:
    if not isinstance(value, str):
        return None
    try:
        return Suit(value)
    except ValueError:
        return None


def _called_ace(contract: Mapping[str, Any]) -> Card | None:
    suit = _suit(contract.get("called_suit"))
    return Card(suit, Rank.ACE) if suit else None


def _trumps(position: Position, contract: Mapping[str, Any]) -> frozenset[Card]:
    """The trumps of the contract as the answer states it."""
    deck = GAMES[position.game].deck
    if "trumps" in contract:  # Schafkopf lists them
        return frozenset(deck.parse(code) for code in contract["trumps"])
    trump = _suit(contract.get("trump"))
    return frozenset(c for c in deck.cards if trump is not None and c.suit is trump)


def _lane(card: Card, trumps: frozenset[Card]) -> Suit | str:
    return "trump" if card in trumps else card.suit


def _broken_obligations(position: Position, text: str, legal: Mapping[Card, bool],
                        trumps: frozenset[Card], suits: Mapping[Suit, str],
                        called: Card | None) -> Iterable[str]:
    lang = position.lang
    led = position.trick[0] if position.trick else None
    by_name = {name.lower(): suit for suit, name in suits.items()}
    allowed = [card for card, is_legal in legal.items() if is_legal]
    excepted = any(word in text for word in EXCEPTION[lang])
    trump_excepted = excepted and any(word in text for word in TRUMP_EXCEPTION[lang])
    conditional = any(word in text for word in CONDITION[lang])
    seen: set[tuple[str, object]] = set()
    for pattern, kind in OBLIGATIONS[lang]:
        for match in re.finditer(pattern, text):
            suit_word = match.groupdict().get("suit")
            if suit_word in NOT_SUITS[lang]:
                continue
            target: object = None
            if kind == "follow":
                target = by_name.get(suit_word) if suit_word else (
                    _lane(led, trumps) if led else None)
                if target is None:
                    continue
            if (kind, target) in seen:
                continue
            seen.add((kind, target))
            if conditional:
                continue
            for card in allowed:
                lane = _lane(card, trumps)
                if trump_excepted and lane == "trump":
                    continue
                ok = {"follow": lane == target, "trump": lane == "trump",
                      "overtrump": lane == "trump" or (led is not None
                                                       and lane == _lane(led, trumps)),
                      "called_ace": card == called}[kind]
                if not ok:
                    yield (f"says '{match.group(0)}' but "
                           f"{_names(position.game, lang, position.deck)[0][card]} is legal "
                           "and no exception is named")
                    break


def _rule_fit(position: Position, card: Card, rule_id: str, trumps: frozenset[Card],
              called: Card | None) -> str | None:
    """Schafkopf: on a lead, the Sau's holder's other cards of the called suit are decided
    by the Sau's duties (K-9) or their end (R10), never by K-6 alone."""
    if (position.game != "schafkopf" or called is None or position.trick
            or called not in position.hand or card == called):
        return None
    if _lane(card, trumps) is called.suit and rule_id not in ("K-9", "R10"):
        return f"a card of the called suit led by the Sau's holder cites {rule_id}"
    return None


def names_of(position: Position, codes: Sequence[str]) -> list[str]:
    """The names of cards, as the checker reads them (for the report's tables)."""
    deck = GAMES[position.game].deck
    cards, _ = _names(position.game, position.lang, position.deck)
    return [cards[deck.parse(code)] for code in codes]

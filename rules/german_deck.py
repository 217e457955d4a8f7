"""Notation of the German-suited deck shared by Schnapsen and Schafkopf (R16).

Codes are a suit letter and a rank: ``A`` acorns (Eichel/Kreuz), ``L`` leaves (Gras, Laub/Pik),
``H`` hearts (Herz), ``B`` bells (Schellen/Karo); ranks ``7 8 9 10 U O K A``. German ↔ French:
Eichel ↔ Kreuz, Gras/Laub ↔ Pik, Herz ↔ Herz, Schellen ↔ Karo.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from rules.cards import Card, Rank, Suit
from rules.deck import Deck

SUITS = (Suit.ACORNS, Suit.LEAVES, Suit.HEARTS, Suit.BELLS)  # Eichel, Gras, Herz, Schellen

FRENCH_SUIT = MappingProxyType({
    Suit.ACORNS: "clubs", Suit.LEAVES: "spades", Suit.HEARTS: "hearts", Suit.BELLS: "diamonds",
})  # fmt: skip
FRENCH_RANK = MappingProxyType({
    Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "10", Rank.UNDER: "jack",
    Rank.OBER: "queen", Rank.KING: "king", Rank.ACE: "ace",
})  # fmt: skip

_SUIT_WORDS = {
    Suit.ACORNS: ("acorns", "acorn", "clubs", "club", "eichel", "eicheln", "kreuz", "trefle"),
    Suit.LEAVES: ("leaves", "leaf", "spades", "spade", "gras", "laub", "gruen", "blatt", "pik",
                  "pique"),
    Suit.HEARTS: ("hearts", "heart", "herz", "rot", "coeur", "cœur"),
    Suit.BELLS: ("bells", "bell", "diamonds", "diamond", "schellen", "schelle", "karo",
                 "carreau"),
}  # fmt: skip
_RANK_WORDS = {
    Rank.SIX: ("6", "six", "sechs"),
    Rank.SEVEN: ("7", "seven", "sieben"),
    Rank.EIGHT: ("8", "eight", "acht"),
    Rank.NINE: ("9", "nine", "neun"),
    Rank.TEN: ("10", "ten", "zehn", "zehner"),
    Rank.UNDER: ("under", "unter", "u", "jack", "j", "bube", "valet"),
    Rank.OBER: ("ober", "o", "queen", "q", "dame"),
    Rank.KING: ("king", "k", "koenig", "roi"),
    Rank.ACE: ("ace", "a", "ass", "as", "daus", "sau"),
}  # fmt: skip
_SUIT_LETTERS = {Suit.ACORNS: "A", Suit.LEAVES: "L", Suit.HEARTS: "H", Suit.BELLS: "B"}
_RANK_CODES = {Rank.SIX: "6", Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "10",
               Rank.UNDER: "U", Rank.OBER: "O", Rank.KING: "K", Rank.ACE: "A"}


def german_deck(game: str, display_name: str, ranks: tuple[Rank, ...],
                copies: int = 1, extra: tuple[Card, ...] = (),
                card_words: Mapping[str, Card] | None = None) -> Deck:
    """The German-suited deck restricted to ``ranks`` (weakest printed rank first), each card
    ``copies`` times in the pack; ``extra`` cards follow the grid (a card of a rank no other
    suit has), named also by ``card_words``."""
    listed = None
    if extra:
        listed = (*(Card(suit, rank) for suit in SUITS for rank in ranks), *extra)
        ranks = tuple(sorted({*ranks, *(card.rank for card in extra)},
                             key=list(_RANK_CODES).index))
    return Deck(
        game=game,
        display_name=display_name,
        suits=SUITS,
        ranks=ranks,
        suit_letters=MappingProxyType(dict(_SUIT_LETTERS)),
        rank_codes=MappingProxyType({r: _RANK_CODES[r] for r in ranks}),
        suit_words=MappingProxyType(
            {word: suit for suit, words in _SUIT_WORDS.items() for word in words}),
        rank_words=MappingProxyType(
            {word: rank for rank, words in _RANK_WORDS.items() if rank in ranks
             for word in words}),
        copies=copies,
        listed=listed,
        card_words=MappingProxyType(dict(card_words or {})),
    )

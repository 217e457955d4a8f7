"""The 32-card Skat deck (S-1, S-2): French suits by default, the German deck's names
accepted (RS13), and the Augen of each rank."""

from __future__ import annotations

from types import MappingProxyType

from rules.cards import Card, Rank, Suit
from rules.deck import Deck

# The suits in the ISkO's order (S-1): Kreuz, Pik, Herz, Karo; it orders the Jacks and the
# base values, nothing else.
SUITS = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
# Printed ranks, weakest first; the Bube is Rank.UNDER and the Dame Rank.OBER (the German
# deck's Unter and Ober are the same cards, RS13).
RANKS = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.UNDER, Rank.OBER, Rank.KING,
         Rank.ACE)

GERMAN_SUIT = MappingProxyType({
    Suit.CLUBS: "acorns", Suit.SPADES: "leaves", Suit.HEARTS: "hearts", Suit.DIAMONDS: "bells",
})  # fmt: skip
API_RANK = MappingProxyType({
    Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "10", Rank.UNDER: "jack",
    Rank.OBER: "queen", Rank.KING: "king", Rank.ACE: "ace",
})  # fmt: skip

_SUIT_WORDS = {
    Suit.CLUBS: ("clubs", "club", "kreuz", "treff", "trefle", "acorns", "acorn", "eichel",
                 "eicheln"),
    Suit.SPADES: ("spades", "spade", "pik", "pique", "leaves", "leaf", "gruen", "gras", "laub",
                  "blatt"),
    Suit.HEARTS: ("hearts", "heart", "herz", "rot", "coeur", "cœur"),
    Suit.DIAMONDS: ("diamonds", "diamond", "karo", "carreau", "bells", "bell", "schellen",
                    "schelle"),
}  # fmt: skip
_RANK_WORDS = {
    Rank.SEVEN: ("7", "seven", "sieben", "sept"),
    Rank.EIGHT: ("8", "eight", "acht", "huit"),
    Rank.NINE: ("9", "nine", "neun", "neuf"),
    Rank.TEN: ("10", "ten", "zehn", "dix"),
    Rank.UNDER: ("jack", "j", "bube", "b", "under", "unter", "u", "valet"),
    Rank.OBER: ("queen", "q", "dame", "d", "ober", "o"),
    Rank.KING: ("king", "k", "koenig", "roi"),
    Rank.ACE: ("ace", "a", "ass", "as", "daus"),
}  # fmt: skip

SKAT_DECK = Deck(
    game="skat", display_name="Skat", suits=SUITS, ranks=RANKS,
    suit_letters=MappingProxyType(
        {Suit.CLUBS: "C", Suit.SPADES: "S", Suit.HEARTS: "H", Suit.DIAMONDS: "D"}),
    rank_codes=MappingProxyType({
        Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "10", Rank.UNDER: "J",
        Rank.OBER: "Q", Rank.KING: "K", Rank.ACE: "A"}),
    suit_words=MappingProxyType({w: s for s, words in _SUIT_WORDS.items() for w in words}),
    rank_words=MappingProxyType({w: r for r, words in _RANK_WORDS.items() for w in words}),
)

# S-2: Ass 11, Zehn 10, König 4, Dame 3, Bube 2, Neun/Acht/Sieben 0 — 120 in the deck.
AUGEN_BY_RANK = MappingProxyType({
    Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.OBER: 3, Rank.UNDER: 2, Rank.NINE: 0,
    Rank.EIGHT: 0, Rank.SEVEN: 0,
})  # fmt: skip
_AUGEN = {card.ordinal: AUGEN_BY_RANK[card.rank] for card in SKAT_DECK.cards}

# The four Jacks, highest first (S-8): Kreuz-, Pik-, Herz-, Karo-Bube.
JACKS = tuple(Card(suit, Rank.UNDER) for suit in SUITS)


def augen(card: Card) -> int:
    return _AUGEN[card.ordinal]

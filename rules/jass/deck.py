"""The 36-card Jass deck (J-1) and its notation, for the Swiss-German and the French deck (R16).

Codes are a suit letter and a rank: ``A`` acorns (Eicheln/Kreuz), ``B`` bells (Schellen/Ecken),
``R`` roses (Rosen/Herz), ``S`` shields (Schilten/Schaufel); ranks ``6 7 8 9 10 U O K A``.
"""

from __future__ import annotations

from types import MappingProxyType

from rules.cards import Rank, Suit
from rules.deck import Deck

SUITS = (Suit.ACORNS, Suit.BELLS, Suit.ROSES, Suit.SHIELDS)
RANKS = (Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN,
         Rank.UNDER, Rank.OBER, Rank.KING, Rank.ACE)  # fmt: skip

# French-deck suit for each Jass suit (R16): Eicheln ↔ Kreuz, Schellen ↔ Ecken/Karo,
# Rosen ↔ Herz, Schilten ↔ Schaufel/Pik.
FRENCH_SUIT = MappingProxyType({
    Suit.ACORNS: "clubs", Suit.BELLS: "diamonds", Suit.ROSES: "hearts", Suit.SHIELDS: "spades",
})  # fmt: skip
FRENCH_RANK = MappingProxyType({
    Rank.SIX: "6", Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "10",
    Rank.UNDER: "jack", Rank.OBER: "queen", Rank.KING: "king", Rank.ACE: "ace",
})  # fmt: skip

_SUIT_WORDS = {
    Suit.ACORNS: ("acorns", "acorn", "clubs", "club", "eicheln", "eichel", "kreuz", "trefle"),
    Suit.BELLS: ("bells", "bell", "diamonds", "diamond", "schellen", "schelle", "ecken",
                 "egge", "karo", "carreau", "grelots"),
    Suit.ROSES: ("roses", "rose", "hearts", "heart", "rosen", "herz", "coeur", "cœur"),
    Suit.SHIELDS: ("shields", "shield", "spades", "spade", "schilten", "schilte", "schaufel",
                   "schaufeln", "pik", "pique", "ecus"),
}  # fmt: skip
_RANK_WORDS = {
    Rank.SIX: ("6", "six", "sechs"),
    Rank.SEVEN: ("7", "seven", "sieben"),
    Rank.EIGHT: ("8", "eight", "acht"),
    Rank.NINE: ("9", "nine", "neun", "nell", "naell"),
    Rank.TEN: ("10", "ten", "zehn", "zehner", "banner"),
    Rank.UNDER: ("under", "u", "jack", "j", "bube", "buur", "puur", "valet"),
    Rank.OBER: ("ober", "o", "queen", "q", "dame"),
    Rank.KING: ("king", "k", "koenig", "roi"),
    Rank.ACE: ("ace", "a", "ass", "as", "daus"),
}  # fmt: skip

JASS_DECK = Deck(
    game="jass",
    display_name="Jass",
    suits=SUITS,
    ranks=RANKS,
    suit_letters=MappingProxyType(
        {Suit.ACORNS: "A", Suit.BELLS: "B", Suit.ROSES: "R", Suit.SHIELDS: "S"}),
    rank_codes=MappingProxyType({
        Rank.SIX: "6", Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "10",
        Rank.UNDER: "U", Rank.OBER: "O", Rank.KING: "K", Rank.ACE: "A",
    }),
    suit_words=MappingProxyType(
        {word: suit for suit, words in _SUIT_WORDS.items() for word in words}),
    rank_words=MappingProxyType(
        {word: rank for rank, words in _RANK_WORDS.items() for word in words}),
)

"""The Doppelkopf pack (D-1, D-2): 9, 10, Bube, Dame, König, Ass in Kreuz, Pik, Herz, Karo,
every card twice, French suits with the German-deck names accepted (RD15)."""

from __future__ import annotations

from types import MappingProxyType

from rules.cards import Card, Rank, Suit
from rules.deck import Deck

SUITS = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)  # Kreuz, Pik, Herz, Karo
RANKS = (Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)  # printed order
COPIES = 2  # D-1: "Jede Karte ist doppelt im Spiel."
HAND_SIZE = 12  # D-3
PLAYERS = 4
TRICKS = 12

_SUIT_WORDS = {
    Suit.CLUBS: ("clubs", "club", "kreuz", "eichel", "eicheln", "acorns", "acorn", "trefle"),
    Suit.SPADES: ("spades", "spade", "pik", "gruen", "gras", "leaves", "leaf", "laub",
                  "pique", "schippe"),
    Suit.HEARTS: ("hearts", "heart", "herz", "rot", "coeur", "cœur"),
    Suit.DIAMONDS: ("diamonds", "diamond", "karo", "schellen", "schelle", "bells", "bell",
                    "carreau"),
}  # fmt: skip
_RANK_WORDS = {
    Rank.NINE: ("9", "nine", "neun"),
    Rank.TEN: ("10", "ten", "zehn"),
    Rank.JACK: ("jack", "j", "bube", "b", "under", "unter", "u", "valet"),
    Rank.QUEEN: ("queen", "q", "dame", "d", "ober", "o"),
    Rank.KING: ("king", "k", "koenig", "roi"),
    Rank.ACE: ("ace", "a", "ass", "as", "daus"),
}  # fmt: skip
# RD15: the German deck's names, accepted wherever a suit is asked, answered by the id.
GERMAN_SUIT_ALIASES = {"acorns": Suit.CLUBS, "eichel": Suit.CLUBS, "leaves": Suit.SPADES,
                       "gruen": Suit.SPADES, "grün": Suit.SPADES, "gras": Suit.SPADES,
                       "bells": Suit.DIAMONDS, "schellen": Suit.DIAMONDS}
GERMAN_SUIT_NOTE = ("the German deck's names are accepted as aliases (RD15): " + ", ".join(
    f"{alias} for {suit.value}" for alias, suit in GERMAN_SUIT_ALIASES.items())
    + "; answers name the suit by its id.")
SUIT_LETTERS = {Suit.CLUBS: "C", Suit.SPADES: "S", Suit.HEARTS: "H", Suit.DIAMONDS: "D"}
RANK_CODES = {Rank.NINE: "9", Rank.TEN: "10", Rank.JACK: "J", Rank.QUEEN: "Q",
              Rank.KING: "K", Rank.ACE: "A"}

DOPPELKOPF_DECK = Deck(
    game="doppelkopf", display_name="Doppelkopf", suits=SUITS, ranks=RANKS,
    suit_letters=MappingProxyType(dict(SUIT_LETTERS)),
    rank_codes=MappingProxyType(dict(RANK_CODES)),
    suit_words=MappingProxyType({w: s for s, words in _SUIT_WORDS.items() for w in words}),
    rank_words=MappingProxyType({w: r for r, words in _RANK_WORDS.items() for w in words}),
    copies=COPIES)

# D-2: Augen of each rank; 60 a suit, 240 the pack.
AUGEN = MappingProxyType({Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3,
                          Rank.JACK: 2, Rank.NINE: 0})
DECK_AUGEN = 240
_AUGEN_BY_ORDINAL = {card.ordinal: AUGEN[card.rank] for card in DOPPELKOPF_DECK.cards}

DULLE = Card(Suit.HEARTS, Rank.TEN)  # the Herz 10
KREUZ_DAME = Card(Suit.CLUBS, Rank.QUEEN)  # "die Alte": whose holders are Re (D-4)
FUCHS = Card(Suit.DIAMONDS, Rank.ACE)  # the Karo Ass (D-35)
KARLCHEN = Card(Suit.CLUBS, Rank.JACK)  # the Kreuz Bube (D-35, RD11)


def augen(card: Card) -> int:
    return _AUGEN_BY_ORDINAL[card.ordinal]

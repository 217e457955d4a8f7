"""The Tarock pack (T-1 … T-3, T-6, RT13): 22 Tarocks and four suits of eight, the red
suits' pips reversed; codes, the words players use for its cards, strength and Zählwert."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from rules.cards import Card, Rank, Suit
from rules.deck import Deck

TAROCK = Suit.TAROCK
# T-3: the Tarocks weakest first, I (Pagat) … XXI (Mond), the Sküs.
TAROCK_RANKS = (Rank.ONE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN,
                Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.ELEVEN, Rank.TWELVE, Rank.THIRTEEN,
                Rank.FOURTEEN, Rank.FIFTEEN, Rank.SIXTEEN, Rank.SEVENTEEN, Rank.EIGHTEEN,
                Rank.NINETEEN, Rank.TWENTY, Rank.TWENTY_ONE, Rank.SKUS)
RED = (Suit.HEARTS, Suit.DIAMONDS)  # Herz, Karo
BLACK = (Suit.SPADES, Suit.CLUBS)  # Pik, Treff
SUITS = (*RED, *BLACK)  # the four suits of eight (RT13: H D S C)
COURTS = (Rank.KING, Rank.QUEEN, Rank.KNIGHT, Rank.JACK)
# T-2: each suit's ranks strongest first; the red pips run 1 > 2 > 3 > 4.
RED_ORDER = (*COURTS, Rank.ONE, Rank.TWO, Rank.THREE, Rank.FOUR)
BLACK_ORDER = (*COURTS, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN)
ORDER: Mapping[Suit, tuple[Rank, ...]] = MappingProxyType({
    Suit.HEARTS: RED_ORDER, Suit.DIAMONDS: RED_ORDER, Suit.SPADES: BLACK_ORDER,
    Suit.CLUBS: BLACK_ORDER, TAROCK: tuple(reversed(TAROCK_RANKS))})

PAGAT, UHU, KAKADU, QUAPIL = (Card(TAROCK, rank) for rank in TAROCK_RANKS[:4])
MOND, SKUS = Card(TAROCK, Rank.TWENTY_ONE), Card(TAROCK, Rank.SKUS)
TRULL = (SKUS, MOND, PAGAT)  # T-5
KINGS = tuple(Card(suit, Rank.KING) for suit in SUITS)

ROMAN = ("I", "II", "III", "IIII", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII",
         "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI")
TAROCKS = tuple(Card(TAROCK, rank) for rank in TAROCK_RANKS)
CARDS = (*TAROCKS, *(Card(suit, rank) for suit in SUITS for rank in ORDER[suit]))

_RANK_CODES = {**{rank: rank.value for rank in TAROCK_RANKS[:-1]}, Rank.SKUS: "S",
               Rank.KING: "K", Rank.QUEEN: "Q", Rank.KNIGHT: "N", Rank.JACK: "J"}
_SUIT_WORDS = {
    TAROCK: ("tarock", "tarok", "tarot", "t"),
    Suit.HEARTS: ("hearts", "heart", "herz", "coeur", "cœur", "h"),
    Suit.DIAMONDS: ("diamonds", "diamond", "karo", "carreau", "d"),
    Suit.SPADES: ("spades", "spade", "pik", "pique", "s"),
    Suit.CLUBS: ("clubs", "club", "treff", "kreuz", "trefle", "c"),
}
_RANK_WORDS = {
    **{rank: (rank.value, roman.lower()) for rank, roman in
       zip(TAROCK_RANKS, ROMAN, strict=False)},
    Rank.FOUR: ("4", "iiii", "iv"),
    Rank.SKUS: ("skus", "skues", "sküs", "gstiess", "gstieß", "sckus", "s"),
    Rank.KING: ("king", "k", "koenig", "roi"),
    Rank.QUEEN: ("queen", "q", "dame", "d"),
    Rank.KNIGHT: ("knight", "n", "reiter", "cavall", "caval", "cavalier", "r"),
    Rank.JACK: ("jack", "j", "bube", "b", "valet"),
}
# Whole-card words (normalised): the Tarocks' own names and the roman numerals.
CARD_WORDS: Mapping[str, Card] = MappingProxyType({
    "pagat": PAGAT, "uhu": UHU, "kakadu": KAKADU, "quapil": QUAPIL, "mond": MOND,
    "skus": SKUS, "skues": SKUS, "sküs": SKUS, "gstiess": SKUS, "gstieß": SKUS,
    "sckus": SKUS, "xxii": SKUS, "iv": QUAPIL,
    **{roman.lower(): card for roman, card in zip(ROMAN, TAROCKS, strict=False)},
    **{f"tarock-{roman.lower()}": card for roman, card in zip(ROMAN, TAROCKS, strict=False)},
})

DECK = Deck(
    game="koenigrufen",
    display_name="Tarock (54)",
    suits=(TAROCK, *SUITS),
    ranks=tuple(dict.fromkeys([*TAROCK_RANKS, *COURTS, Rank.TEN, Rank.NINE, Rank.EIGHT,
                               Rank.SEVEN])),
    suit_letters=MappingProxyType({TAROCK: "T", Suit.HEARTS: "H", Suit.DIAMONDS: "D",
                                   Suit.SPADES: "S", Suit.CLUBS: "C"}),
    rank_codes=MappingProxyType(_RANK_CODES),
    suit_words=MappingProxyType({w: s for s, words in _SUIT_WORDS.items() for w in words}),
    rank_words=MappingProxyType({w: r for r, words in _RANK_WORDS.items() for w in words}),
    listed=CARDS,
    card_words=CARD_WORDS,
)

# T-6: Zählwert. The Trull and the Kings 5, Damen 4, Reiter 3, Buben 2, every other card 1.
_COURT_VALUE = {Rank.KING: 5, Rank.QUEEN: 4, Rank.KNIGHT: 3, Rank.JACK: 2}
ZAEHLWERT: Mapping[int, int] = MappingProxyType({
    card.ordinal: 5 if card in TRULL else _COURT_VALUE.get(card.rank, 1)
    if card.suit is not TAROCK else 1 for card in CARDS})
# Strength within a suit (T-2, T-3): higher is stronger.
STRENGTH: Mapping[int, int] = MappingProxyType({
    card.ordinal: len(ORDER[card.suit]) - ORDER[card.suit].index(card.rank) for card in CARDS})


def is_tarock(card: Card) -> bool:
    return card.suit is TAROCK


def zaehlwert(card: Card) -> int:
    return ZAEHLWERT[card.ordinal]


def stronger(card: Card, than: Card) -> bool:
    """Whether ``card`` beats ``than`` of the same suit (T-2, T-3)."""
    return card.suit is than.suit and STRENGTH[card.ordinal] > STRENGTH[than.ordinal]


def roman(card: Card) -> str:
    """The Tarock's numeral, I … XXI; the Sküs has none."""
    return ROMAN[TAROCK_RANKS.index(card.rank)] if card != SKUS else ""

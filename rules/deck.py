"""A game's deck and its card notation: canonical compact codes and ``suit-rank`` input.

Notation is data: each deck lists its suit letters, rank codes and the words it accepts for
suits and ranks. Words that belong to some other deck are recognised, so that a card from the
wrong game gets its own error instead of a generic "unknown card".
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from rules.cards import Card, Rank, Suit
from rules.errors import ForeignCardError, UnknownCardError

# Words people use for suits and ranks in any deck we know; used only to tell "wrong deck"
# from "not a card at all".
_ANY_DECK_SUIT_WORDS = frozenset(
    {s.value for s in Suit}
    | {
        "clubs", "diamonds", "spades", "eicheln", "eichel", "schellen", "rosen", "schilten",
        "gras", "laub", "herz", "kreuz", "karo", "ecken", "schaufel", "pik", "grün", "gruen",
    }
)  # fmt: skip
_ANY_DECK_RANK_WORDS = frozenset(
    {r.value for r in Rank}
    | {"2", "3", "4", "5", "jack", "queen", "knave", "bube", "dame", "koenig", "ass", "daus",
       "sau", "banner", "unter", "zehner"}
)  # fmt: skip


def normalise(text: str) -> str:
    """Lower-case, umlauts spelled out, separators unified: ``Rosen König`` → ``rosen-koenig``.
    Composed first (NFKC), so that ``o`` + combining diaeresis is the same ``ö``."""
    folded = unicodedata.normalize("NFKC", text).strip().lower()
    for umlaut, spelled in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("é", "e"), ("è", "e")):
        folded = folded.replace(umlaut, spelled)
    for separator in ("_", " ", ":", "/"):
        folded = folded.replace(separator, "-")
    return folded


@dataclass(frozen=True, slots=True)
class Deck:
    """The cards of one game, in canonical order, with their notation.

    The pack is a list of cards: every suit × every rank unless ``listed`` gives the cards
    (an irregular pack: the grid with a card added or left out). ``suits`` and ``ranks`` are
    then the suits and ranks its cards have, for codes and words. A pack may hold each card
    more than once (``copies``: Doppelkopf plays with two of every card). ``cards`` lists
    every distinct card once, in canonical order, so that codes stay unique; two copies are
    equal values and are told apart only by counting. ``len(deck)`` is the number of cards in
    the pack, copies counted (48 for Doppelkopf)."""

    game: str
    display_name: str
    suits: tuple[Suit, ...]
    ranks: tuple[Rank, ...]  # weakest printed rank first
    suit_letters: Mapping[Suit, str]
    rank_codes: Mapping[Rank, str]
    suit_words: Mapping[str, Suit]  # normalised word → suit (ids, aliases, German names)
    rank_words: Mapping[str, Rank]
    copies: int = 1  # of every card in the pack
    # The pack's distinct cards in canonical order, where they are not suits × ranks.
    listed: tuple[Card, ...] | None = None
    # Words that name one card as a whole (normalised), beside codes and ``suit-rank``; a
    # word may name a card this pack lacks, which is then a card of another deck.
    card_words: Mapping[str, Card] = field(default_factory=dict)
    # Tables worked out once per deck: its cards, their set and their ordinals, and codes in
    # both directions.
    cards: tuple[Card, ...] = field(init=False, compare=False)
    card_set: frozenset[Card] = field(init=False, repr=False, compare=False)
    ordinals: frozenset[int] = field(init=False, repr=False, compare=False)
    # Every card of the pack by ordinal, each copy, sorted: a deal that sorts to it is the pack.
    pack_ordinals: tuple[int, ...] = field(init=False, repr=False, compare=False)
    # By ordinal, the card's own bit (its place in ``cards``), 0 for a card of another deck:
    # a hand is checked as a mask, one integer operation a card (rules/position.py).
    bits: tuple[int, ...] = field(init=False, repr=False, compare=False)
    # By ordinal: an answer writes every card's code, and an int key hashes at C speed.
    _codes: Mapping[int, str] = field(init=False, repr=False, compare=False)
    _by_code: Mapping[str, Card] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.copies < 1:
            raise ValueError(f"a deck holds every card at least once, not {self.copies} times")
        cards = (tuple(Card(suit, rank) for suit in self.suits for rank in self.ranks)
                 if self.listed is None else self.listed)
        if len(set(cards)) != len(cards):
            raise ValueError("a deck lists every distinct card once; copies say how often")
        codes = {card: self.suit_letters[card.suit] + self.rank_codes[card.rank]
                 for card in cards}
        by_code = {code: card for card, code in codes.items()}
        by_code |= {code.lower(): card for code, card in by_code.items()}
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "card_set", frozenset(cards))
        object.__setattr__(self, "ordinals", frozenset(card.ordinal for card in cards))
        object.__setattr__(self, "pack_ordinals", tuple(sorted(
            card.ordinal for card in cards for _ in range(self.copies))))
        bits = [0] * (max(card.ordinal for card in cards) + 1)
        for place, card in enumerate(cards):
            bits[card.ordinal] = 1 << place
        object.__setattr__(self, "bits", tuple(bits))
        object.__setattr__(self, "_codes", {card.ordinal: code for card, code in codes.items()})
        object.__setattr__(self, "_by_code", by_code)

    def __len__(self) -> int:
        """The cards in the pack, copies counted."""
        return len(self.cards) * self.copies

    def copies_of(self, card: Card) -> int:
        """How often ``card`` is in the pack: ``copies``, or 0 for a card of another deck."""
        return self.copies if card in self.card_set else 0

    def __contains__(self, card: object) -> bool:
        return card in self.card_set

    def code(self, card: Card) -> str:
        """The canonical compact code, e.g. ``RU`` for the Under of Roses."""
        return self._codes[card.ordinal]

    def codes(self, cards: Iterable[Card]) -> list[str]:
        """``code`` of every card of a list, in one call: an answer writes whole hands."""
        table = self._codes
        return [table[card.ordinal] for card in cards]

    def parse(self, text: str) -> Card:
        """A card from its code or ``suit-rank`` (ids, aliases, German names; any case)."""
        known = self._by_code.get(text)  # the common case: a code as the API writes it
        if known is not None:
            return known
        word = normalise(text)
        if not word:
            raise UnknownCardError("card.empty", example=self.code(self.cards[0]))
        named = self.card_words.get(word)
        if named is None and "-" in word:
            suit_word, _, rank_word = word.partition("-")
            named = Card(self._suit(suit_word, text), self._rank(rank_word, text))
        elif named is None:
            named = self._parse_code(word, text)
        if named not in self.card_set:  # a suit and a rank of the pack, not a card of it
            raise ForeignCardError("card.not-in-pack", text=text, card=named,
                                   deck=self.display_name)
        return named

    def parse_all(self, texts: Iterable[str]) -> tuple[Card, ...]:
        """Every card of a list, each read as ``parse`` reads it. Codes as the API writes them
        (nearly every list asked) are looked up all at once; any other spelling is parsed."""
        if type(texts) is not list and type(texts) is not tuple:
            texts = tuple(texts)
        by_code = self._by_code
        try:
            return tuple([by_code[text] for text in texts])
        except KeyError:
            return tuple(map(self.parse, texts))

    def _parse_code(self, word: str, original: str) -> Card:
        for suit, letter in self.suit_letters.items():
            if word.startswith(letter.lower()):
                rank_code = word[len(letter):]
                for rank, code in self.rank_codes.items():
                    if rank_code == code.lower():
                        return Card(suit, rank)
                if rank_code in _ANY_DECK_RANK_WORDS or rank_code in {"j", "q", "d", "b", "t"}:
                    raise ForeignCardError("card.foreign-rank-code", card=original, rank=rank_code,
                                           deck=self.display_name, ranks=self._rank_list())
        raise UnknownCardError("card.not-a-code", card=original, deck=self.display_name,
                               letters=self._letter_list(), ranks=self._rank_code_list(),
                               example=self.code(self.cards[-1]), long=str(self.cards[-1]))

    def _suit(self, word: str, original: str) -> Suit:
        if word in self.suit_words:
            return self.suit_words[word]
        if word in _ANY_DECK_SUIT_WORDS:
            raise ForeignCardError("card.foreign-suit", card=original, suit=word,
                                   deck=self.display_name, suits=self._suit_list())
        raise UnknownCardError("card.not-a-suit", card=original, suit=word, suits=self._suit_list())

    def _rank(self, word: str, original: str) -> Rank:
        if word in self.rank_words:
            return self.rank_words[word]
        if word in _ANY_DECK_RANK_WORDS:
            raise ForeignCardError("card.foreign-rank", card=original, rank=word,
                                   deck=self.display_name, ranks=self._rank_list())
        raise UnknownCardError("card.not-a-rank", card=original, rank=word, ranks=self._rank_list())

    def _suit_list(self) -> str:
        return ", ".join(s.value for s in self.suits)

    def _rank_list(self) -> str:
        return ", ".join(r.value for r in self.ranks)

    def _letter_list(self) -> str:
        return ", ".join(self.suit_letters[s] for s in self.suits)

    def _rank_code_list(self) -> str:
        return ", ".join(self.rank_codes[r] for r in self.ranks)

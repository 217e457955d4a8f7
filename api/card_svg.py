"""Card pictures as SVG, drawn from plain shapes so that no font or file is needed: the
Swiss-German suits (Eicheln, Schellen, Rosen, Schilten), the German suits (Eichel, Gras/Laub,
Herz, Schellen) and the French suits (Kreuz, Karo, Herz, Pik)."""

from __future__ import annotations

from api.templating import render
from rules.cards import Card, Rank, Suit

# Shapes in a 100 × 100 box.
HEART = ("M50 88 C22 66 6 48 14 30 C22 12 44 14 50 32 C56 14 78 12 86 30 C94 48 78 66 50 88Z",
         "#c62828")
DIAMOND = ("M50 8 L86 50 L50 92 L14 50Z", "#c62828")
SPADE = ("M50 8 C78 34 94 50 86 66 C80 78 62 78 54 68 L60 92 L40 92 L46 68 C38 78 20 78 14 66"
         " C6 50 22 34 50 8Z", "#212121")
CLUB = ("M50 10 A16 16 0 1 1 49.9 10Z M28 44 A16 16 0 1 1 27.9 44Z M72 44 A16 16 0 1 1 71.9 44Z"
        " M44 56 L40 92 L60 92 L56 56Z", "#212121")
ACORN = ("M50 92 C30 88 24 64 30 48 L70 48 C76 64 70 88 50 92Z M24 50 C24 30 76 30 76 50Z"
         " M47 18 L53 18 L53 32 L47 32Z", "#8d5524")
BELL = ("M50 12 C66 12 74 26 74 44 L80 76 L20 76 L26 44 C26 26 34 12 50 12Z"
        " M42 80 A8 8 0 1 0 58 80Z", "#f9a825")
ROSE = ("M50 14 A36 36 0 1 1 49.9 14Z M50 36 A14 14 0 1 0 50.1 36Z", "#d81b60")
SHIELD = ("M18 14 L82 14 L82 48 C82 72 66 86 50 94 C34 86 18 72 18 48Z", "#455a64")
LEAF = ("M50 8 C82 26 86 62 54 86 L54 96 L46 96 L46 86 C14 62 18 26 50 8Z", "#2e7d32")

SHAPES = {
    "swiss": {Suit.ACORNS: ACORN, Suit.BELLS: BELL, Suit.ROSES: ROSE, Suit.SHIELDS: SHIELD},
    "german": {Suit.ACORNS: ACORN, Suit.LEAVES: LEAF, Suit.HEARTS: HEART, Suit.BELLS: BELL},
    "french": {Suit.ACORNS: CLUB, Suit.BELLS: DIAMOND, Suit.ROSES: HEART, Suit.SHIELDS: SPADE,
               Suit.LEAVES: SPADE, Suit.HEARTS: HEART},
}
LABELS = {
    "swiss": {Rank.UNDER: "U", Rank.OBER: "O", Rank.KING: "K", Rank.ACE: "A"},
    "german": {Rank.UNDER: "U", Rank.OBER: "O", Rank.KING: "K", Rank.ACE: "A"},
    "french": {Rank.UNDER: "J", Rank.OBER: "Q", Rank.KING: "K", Rank.ACE: "A"},
}


def card_svg(card: Card, deck: str, title: str) -> str:
    """A 200 × 300 card: rank in two corners, the suit large in the middle."""
    path, colour = SHAPES[deck][card.suit]
    label = LABELS[deck].get(card.rank, card.rank.value)
    return render("card.svg", path=path, colour=colour, label=label, title=title)

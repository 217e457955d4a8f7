"""Card pictures as SVG, drawn from plain shapes so that no font or file is needed: the
Swiss-German suits (Eicheln, Schellen, Rosen, Schilten), the German suits (Eichel, Gras/Laub,
Herz, Schellen) and the French suits (Kreuz, Karo, Herz, Pik); the Tarock pack's suit cards in
the French suits, and its Tarocks as a numeral on a picture card (``templates/tarock.svg``).

Here is where things go; ``templates/card.svg`` draws them. Each suit symbol is drawn once
(in ``<defs>``) and placed with ``<use>``: number cards show their pips in the deck's usual
layout (the Swiss 10 is the Banner, a flag carrying one symbol), the ace one large symbol,
court cards a figure in a frame with their title. In the Swiss and German decks the Ober holds
his symbol high and the Unter low, as on the printed cards; French court cards are
double-headed."""

from __future__ import annotations

from dataclasses import dataclass

from api.pictures.templating import PICTURES
from rules.cards import Card, Rank, Suit
from rules.koenigrufen.pack import roman

# Each symbol's dark colour: its outline and the corner index are drawn in it, so both keep a
# contrast of at least 4.5:1 on the card whatever the symbol's fill (gold bells, green leaves).
INK = {"acorn": "#4e2a12", "bell": "#5d3a00", "rose": "#8e1b1b", "shield": "#1a1a1a",
       "leaf": "#1b5e20", "heart": "#b71c1c", "diamond": "#b71c1c", "spade": "#1a1a1a",
       "club": "#1a1a1a"}
SYMBOLS = {
    "swiss": {Suit.ACORNS: "acorn", Suit.BELLS: "bell", Suit.ROSES: "rose",
              Suit.SHIELDS: "shield"},
    "german": {Suit.ACORNS: "acorn", Suit.LEAVES: "leaf", Suit.HEARTS: "heart",
               Suit.BELLS: "bell", Suit.CLUBS: "acorn", Suit.SPADES: "leaf",
               Suit.DIAMONDS: "bell"},
    "french": {Suit.ACORNS: "club", Suit.BELLS: "diamond", Suit.ROSES: "heart",
               Suit.SHIELDS: "spade", Suit.LEAVES: "spade", Suit.HEARTS: "heart",
               Suit.CLUBS: "club", Suit.SPADES: "spade", Suit.DIAMONDS: "diamond"},
    "tarock": {Suit.HEARTS: "heart", Suit.DIAMONDS: "diamond", Suit.SPADES: "spade",
               Suit.CLUBS: "club"},
}
# The court titles when the caller names none (the route passes the name in the asked
# language, which also gives the French deck's index letter: J, B or V for the Jack).
COURT_TITLES = {
    "swiss": {Rank.UNDER: "Under", Rank.OBER: "Ober", Rank.KING: "König"},
    "german": {Rank.UNDER: "Unter", Rank.OBER: "Ober", Rank.KING: "König",
               Rank.JACK: "Unter", Rank.QUEEN: "Ober"},
    "french": {Rank.UNDER: "Jack", Rank.OBER: "Queen", Rank.KING: "King",
               Rank.JACK: "Jack", Rank.QUEEN: "Queen"},
    "tarock": {Rank.KING: "König", Rank.QUEEN: "Dame", Rank.KNIGHT: "Reiter",
               Rank.JACK: "Bube"},
}
# The figure a court card is drawn as: the Bube as the Unter, the Dame as the Ober.
FIGURES = {Rank.JACK: "under", Rank.QUEEN: "ober", Rank.KNIGHT: "ober"}
ROBES = {Rank.UNDER: "#2e5c8a", Rank.OBER: "#9c2a2a", Rank.KING: "#5e3a87",
         Rank.JACK: "#2e5c8a", Rank.QUEEN: "#9c2a2a", Rank.KNIGHT: "#2e6b3a"}

Pip = tuple[float, float, bool]  # centre x, centre y, upside down
Layout = dict[Rank, tuple[list[Pip], float]]  # rank → pips and their size

# Pip centres on the 200 × 300 card. Columns keep clear of the corner index (x < 40).
_ROWS3, _ROWS4 = (85.0, 150.0, 215.0), (70.0, 123.0, 177.0, 230.0)


def _columns(rows: tuple[float, ...], left: float = 66, right: float = 134) -> list[Pip]:
    return [(x, y, False) for x in (left, right) for y in rows]


def _middle(*rows: float) -> list[Pip]:
    return [(100.0, y, False) for y in rows]


def _reversible(layout: Layout) -> Layout:
    """French number cards read both ways up: the pips of the lower half stand on their head."""
    return {rank: ([(x, y, y > 150) for x, y, _ in pips], size)
            for rank, (pips, size) in layout.items()}


# French: the Anglo-French layouts (the 7 and 8 with middle pips between the rows).
FRENCH = _reversible({
    Rank.SIX: (_columns(_ROWS3), 40), Rank.SEVEN: (_columns(_ROWS3) + _middle(117), 40),
    Rank.EIGHT: (_columns(_ROWS3) + _middle(117, 183), 40),
    Rank.NINE: (_columns(_ROWS4, 62, 138) + _middle(150), 36),
    Rank.TEN: (_columns(_ROWS4, 62, 138) + _middle(96, 204), 34)})
# Swiss and German: upright pips in two columns, one more in the middle for the odd numbers;
# the German 10 has two in the middle (the Swiss 10 is the Banner).
SWISS: Layout = {
    Rank.SIX: (_columns(_ROWS3), 40), Rank.SEVEN: (_columns(_ROWS3, 60, 140) + _middle(117), 38),
    Rank.EIGHT: (_columns(_ROWS4), 38), Rank.NINE: (_columns(_ROWS4, 60, 140) + _middle(150), 36)}
GERMAN: Layout = {**SWISS, Rank.TEN: (_columns(_ROWS4, 60, 140) + _middle(96, 204), 34)}
# Tarock: the French layouts, and the red suits' pips 1 … 4.
TAROCK_PIPS: Layout = {**FRENCH, **_reversible({
    Rank.ONE: (_middle(150), 64), Rank.TWO: (_middle(90, 210), 46),
    Rank.THREE: (_middle(80, 150, 220), 44), Rank.FOUR: (_columns((95.0, 205.0)), 44)})}
LAYOUTS: dict[str, Layout] = {"swiss": SWISS, "german": GERMAN, "french": FRENCH,
                              "tarock": TAROCK_PIPS}


@dataclass(frozen=True, slots=True)
class Face:
    """What the middle of the card shows: ``pips`` (number cards), ``banner`` (the Swiss 10),
    ``ace`` or ``court``."""

    kind: str
    pips: tuple[Pip, ...] = ()
    pip_size: float = 0
    court_title: str = ""
    double_headed: bool = False
    robe: str = ""


def _face(card: Card, deck: str, rank_name: str) -> Face:
    if card.rank in COURT_TITLES[deck]:
        return Face("court", court_title=rank_name, double_headed=deck == "french",
                    robe=ROBES[card.rank])
    if card.rank is Rank.ACE:
        return Face("ace")
    if deck == "swiss" and card.rank is Rank.TEN:
        return Face("banner")
    pips, size = LAYOUTS[deck][card.rank]
    return Face("pips", tuple(pips), size)


def card_svg(card: Card, deck: str, title: str, rank_name: str | None = None) -> str:
    """A 200 × 300 card in ``deck`` (swiss, german, french) titled ``title``; ``rank_name``
    is the court card's title in the caller's language (its first letter is the index)."""
    if card.suit is Suit.TAROCK:  # a numeral on a picture card, no suit symbol
        return tarock_svg(card, title)
    symbol = SYMBOLS[deck][card.suit]
    name = rank_name or COURT_TITLES[deck].get(card.rank, "")
    index = (name[:1].upper() if card.rank in COURT_TITLES[deck]
             else "A" if card.rank is Rank.ACE else card.rank.value)
    return PICTURES.render("card.svg", symbol=symbol, ink=INK[symbol], index=index, title=title,
                  face=_face(card, deck, name), rank=FIGURES.get(card.rank, card.rank.value))


def tarock_svg(card: Card, title: str) -> str:
    """A Tarock: its numeral large in a framed field and in the corners; the Sküs a star."""
    numeral = roman(card)
    return PICTURES.render("tarock.svg", numeral=numeral, title=title,
                           size=64 if len(numeral) <= 3 else 48 if len(numeral) <= 4 else 38)

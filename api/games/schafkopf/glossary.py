"""Schafkopf in the players' words: Bavarian German, French, English. See
``api/i18n/glossary/__init__.py`` for the shape."""

from __future__ import annotations

SPRACHE = "https://www.sauspiel.de/schafkopf-lernen/schafkopf-sprache"
DAVONLAUFEN = "https://schafkopfen.net/allgemein/das-davonlaufen-beim-schafkopfen.html"
SPIELARTEN = "https://www.sauspiel.de/schafkopf-lernen/die-spielarten"

TERMS: dict[str, dict[str, tuple[str, str | None]]] = {
    "de": {
        "ace": ("Sau", DAVONLAUFEN),
        "searched": ("gesucht", DAVONLAUFEN),
        "run_away": ("davonlaufen", DAVONLAUFEN),
        "smear": ("schmieren", SPRACHE),
        "points": ("Augen", SPRACHE),
        "schneider": ("Schneider", SPRACHE),
        "schwarz": ("Schwarz", SPRACHE),
        "rufspiel": ("Rufspiel", SPIELARTEN),
        "wenz": ("Wenz", SPIELARTEN),
        "solo": ("Solo", SPIELARTEN),
        "ramsch": ("Ramsch", SPIELARTEN),
        "leaves": ("Gras", DAVONLAUFEN),
        "opponents": ("Gegenspieler", SPRACHE),
        "jack": ("Unter", None),
    },
    "fr": {
        "ace": ("As", None),
        "called_ace": ("As appelé", None),
        "rufspiel": ("Rufspiel", None),
        "wenz": ("Wenz", None),
        "solo": ("Solo", None),
        "ramsch": ("Ramsch", None),
        "trump": ("atout", None),
        "follow_suit": ("fournir", None),
    },
    "en": {
        "ace": ("Ace", None),
        "called_ace": ("called Ace", None),
        "rufspiel": ("Rufspiel", None),
        "wenz": ("Wenz", None),
        "solo": ("Solo", None),
        "ramsch": ("Ramsch", None),
        "run_away": ("run away", None),
        "trump": ("trump", None),
        "revoke": ("revoke", None),
        "declarers": ("declarers", None),
    },
}

FORBIDDEN: dict[str, tuple[tuple[str, str], ...]] = {
    "de": (
        (r"\bUnder\b", "the Bavarian card is the Unter"),
        (r"\bRuf-?[Aa]ss\b", "Bavarian players call the Sau"),
        (r"\bAtout\b", "Schafkopf says Trumpf"),
        (r"Ruf-Sau \{(?:card|evidence|called_ace)\}", "„die gerufene Eichel-Sau\", never „die "
         "Ruf-Sau Eichel-Sau\""),
        (r"(?:war|ist) schon gesucht", "a called suit led before may have been run away from: "
         "„schon angespielt\""),
    ),
    "fr": (
        (r"\bUnder\b", "the German card is the Unter"),
        (r"\bSau\b", "French says « As »"),
    ),
    "en": (
        (r"\brenonce\b", "English players say revoke"),
        (r"\bUnder\b", "the German card is the Unter"),
    ),
}

REQUIRED: tuple[tuple[str, str, str, str], ...] = (
    ("de", r"^rule\.K-9\.text$", r"gesucht.*davon", "the called Sau is searched, or run away from"),
    ("de", r"^rule\.K-6\.text$", r"schmieren", "a void player may smear"),
    ("de", r"^(rule\.K-(8|9)\.text|rule\.R10\.|contract\.rufspiel|call\.)", r"Sau",
     "Bavarian players call the Sau"),
    ("en", r"^rule\.K-9\.text$", r"run away", "the holder of four may run away"),
    ("en", r"^round\.as_played$", r"revoke", "an illegal card is a revoke"),
)

"""Skat in the players' words: German as the ISkO writes it, English as the ISPA
translations say (Jack, Queen, matadors, "with 2, game 3"), French as written in Alsace, where
Skat keeps its German terms (Hand, Schneider, Schwarz) beside the French card names. See
``api/words/glossary.py`` for the shape."""

from __future__ import annotations

ISKO = "http://skat-online.com/de/regeln-hilfe/regelwerk/internationale-skatordnung.html"
ISKO_EN = "http://weddslist.com/skat/ordnung/skatordnung3.html"

TERMS: dict[str, dict[str, tuple[str, str | None]]] = {
    "de": {
        "jack": ("Bube", ISKO), "queen": ("Dame", ISKO), "clubs": ("Kreuz", ISKO),
        "spades": ("Pik", ISKO), "hearts": ("Herz", ISKO), "diamonds": ("Karo", ISKO),
        "matadors": ("Spitzen", ISKO), "bidding": ("Reizwert", ISKO), "hand": ("Hand", ISKO),
        "schneider": ("Schneider", ISKO), "schwarz": ("Schwarz", ISKO),
        "ouvert": ("ouvert", ISKO), "overbid": ("Überreizt", ISKO),
        "declarer": ("Alleinspieler", ISKO), "opponents": ("Gegenspieler", ISKO),
        "points": ("Augen", ISKO), "with": ("mit", ISKO), "game": ("Spiel", ISKO),
    },
    "en": {
        "jack": ("Jack", ISKO_EN), "queen": ("Queen", ISKO_EN), "matadors": ("matadors", ISKO_EN),
        "with": ("with", ISKO_EN), "game": ("game", ISKO_EN), "hand": ("hand", ISKO_EN),
        "schneider": ("schneider", ISKO_EN), "schwarz": ("schwarz", ISKO_EN),
        "declarer": ("declarer", ISKO_EN), "opponents": ("opponents", ISKO_EN),
        "overbid": ("Overbid", ISKO_EN), "points": ("card points", ISKO_EN),
        "open": ("open", ISKO_EN),
    },
    "fr": {
        "jack": ("Valet", None), "queen": ("Dame", None), "trump": ("atout", None),
        "follow_suit": ("fournir", None), "hand": ("Hand", None),
        "schneider": ("Schneider", None), "schwarz": ("Schwarz", None),
        "ouvert": ("ouvert", None), "declarer": ("déclarant", None),
        "opponents": ("adversaires", None), "matadors": ("matadors", None),
    },
}

FORBIDDEN: dict[str, tuple[tuple[str, str], ...]] = {
    "de": ((r"\bSau\b", "Schafkopf's word: Skat says Ass (Daus in the German deck)"),),
    "en": ((r"\bknave\b", "the ISPA translation says Jack"),),
    "fr": ((r"\bbouts?\b", "a Tarot word"),),
}

REQUIRED: tuple[tuple[str, str, str, str], ...] = (
    ("de", r"^explain\.S-14\.", r"Trumpf", "an S-14 sentence says the Jack is a trump"),
    ("en", r"^explain\.S-14\.", r"trump", "an S-14 sentence says the Jack is a trump"),
    ("fr", r"^explain\.S-14\.", r"atout", "an S-14 sentence says the Jack is a trump"),
)

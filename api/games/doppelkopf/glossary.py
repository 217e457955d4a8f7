"""Doppelkopf in the players' words: German as the DDV writes it; English and French keep the
German words the clubs keep (Re, Kontra, Dulle, Fuchs, Karlchen, Doppelkopf, Hochzeit,
schwarz) and give pagat.com's English beside them. See ``api/words/glossary.py`` for the
shape."""

from __future__ import annotations

TSR = "https://doko-verband.de/shared-files/11534/?Turnierspielregeln-Stand-2026-02-21.pdf"
PAGAT = "https://www.pagat.com/marriage/doko.html"

TERMS: dict[str, dict[str, tuple[str, str | None]]] = {
    "de": {
        "re": ("Re", TSR), "kontra": ("Kontra", TSR), "dulle": ("Dulle", TSR),
        "fuchs": ("Fuchs", TSR), "karlchen": ("Karlchen", TSR),
        "doppelkopf": ("Doppelkopf", TSR), "hochzeit": ("Hochzeit", TSR),
        "solo": ("Solo", TSR), "fleischloser": ("Fleischloser", TSR),
        "absage": ("Absage", TSR), "keine_90": ("keine 90", TSR), "schwarz": ("schwarz", TSR),
        "augen": ("Augen", TSR), "trump": ("Trumpf", None), "follow": ("bedienen", TSR),
        "klaerungsstich": ("Klärungsstich", TSR),
    },
    "en": {
        "re": ("Re", PAGAT), "kontra": ("Kontra", PAGAT), "dulle": ("Dulle", PAGAT),
        "fuchs": ("Fuchs", PAGAT), "fox": ("fox", PAGAT), "karlchen": ("Karlchen", PAGAT),
        "charlie": ("Charlie", PAGAT), "doppelkopf": ("Doppelkopf", PAGAT),
        "hochzeit": ("Hochzeit", PAGAT), "marriage": ("marriage", PAGAT),
        "solo": ("solo", PAGAT), "fleischloser": ("Fleischloser", None),
        "keine_90": ("no 90", PAGAT), "schwarz": ("schwarz", None), "augen": ("Augen", None),
        "trump": ("trump", None),
    },
    "fr": {
        "re": ("Re", None), "kontra": ("Kontra", None), "dulle": ("Dulle", None),
        "fuchs": ("Fuchs", None), "karlchen": ("Karlchen", None),
        "doppelkopf": ("Doppelkopf", None), "hochzeit": ("Hochzeit", None),
        "solo": ("solo", None), "fleischloser": ("Fleischloser", None),
        "absage": ("Absage", None), "keine_90": ("pas 90", None),
        "schwarz": ("schwarz", None), "augen": ("Augen", None), "trump": ("atout", None),
        "follow_suit": ("fournir", None),
    },
}

FORBIDDEN: dict[str, tuple[tuple[str, str], ...]] = {
    "de": (
        (r"\bKönigin\b", "the card is the Dame"),
        (r"\bAtout\b", "Doppelkopf says Trumpf"),
        (r"\bBauer\b", "Doppelkopf says Bube"),
    ),
    "fr": (
        (r"\bSau\b", "French says « As »"),
        (r"\bReine\b", "the French card is the Dame"),
    ),
    "en": (
        (r"\brenonce\b", "English players say revoke"),
        (r"\bknave\b", "the card is the Jack"),
    ),
}

REQUIRED: tuple[tuple[str, str, str, str], ...] = (
    ("de", r"^rule\.D-13\.text$", r"Dulle.*Fuchs", "the Herz 10 is the Dulle, the Karo Ass "
                                                   "the Fuchs"),
    ("de", r"^rule\.D-19\.text$", r"bedient", "a trump never follows its printed suit"),
    ("de", r"^explain\.D-19\.trump_is_not_led_suit$", r"Trumpf und bedient",
     "the Dame is trump and does not follow (API-doppelkopf.md)"),
    ("en", r"^round\.as_played$", r"revoke", "an illegal card is a revoke"),
)

"""Schnapsen in the players' words: Austrian German, French, English. See
``api/i18n/glossary/__init__.py`` for the shape."""

from __future__ import annotations

SNWEB = "http://www.schnapsen.website/hilfe.html"
BUMMERL = "https://bummerl.at"
PAGAT = "https://pagat.com/marriage/schnaps.html"
BRITANNICA = "https://www.britannica.com/topic/sixty-six"

TERMS: dict[str, dict[str, tuple[str, str | None]]] = {
    "de": {
        "close": ("zudrehen", SNWEB),
        "marriage_20": ("20er", BUMMERL),
        "marriage_40": ("40er", BUMMERL),
        "marriage": ("Ansage", SNWEB),
        "bummerl": ("Bummerl", BUMMERL),
        "talon": ("Talon", BUMMERL),
        "trump": ("Atout", SNWEB),
        "revoke": ("Renonce", None),
        "jack": ("Unter", None),
        "leaves": ("Laub", None),
    },
    "fr": {
        "close": ("fermer", None),
        "marriage": ("mariage", None),
        "talon": ("talon", None),
        "trump": ("atout", None),
        "revoke": ("renonce", None),
        "follow_suit": ("fournir", None),
    },
    "en": {
        "close": ("close", PAGAT),
        "marriage": ("marriage", PAGAT),
        "royal_marriage": ("royal marriage", BRITANNICA),
        "talon": ("talon", PAGAT),
        "trump": ("trump", None),
        "revoke": ("revoke", None),
        "bummerl": ("Bummerl", PAGAT),
        "follow_suit": ("follow suit", None),
    },
}

FORBIDDEN: dict[str, tuple[tuple[str, str], ...]] = {
    "de": (
        (r"\bUnder\b", "the Austrian card is the Unter"),
        (r"\bSau\b", "Schnapsen says Ass"),
        (r"\bMariage\b", "Austrian players say Ansage, 20er, 40er"),
        (r"\bdie Ansage in\b", "name the 20er or 40er"),
    ),
    "fr": (
        (r"\bUnder\b", "the German card is the Unter"),
        (r"\bZudrehen\b", "French says « fermer le talon »"),
    ),
    "en": (
        (r"\brenonce\b", "English players say revoke"),
        (r"\bUnder\b", "the German card is the Unter"),
    ),
}

REQUIRED: tuple[tuple[str, str, str, str], ...] = (
    # explain.N-10.* name it through {marriage}: marriage_name.20 / .40, checked here too.
    ("de", r"^(rule\.N-10\.text|action\.N-1[01]\.|explain\.N-10\.|marriage_name\.)",
     r"20er|40er|\{points\}er|\{marriage\}", "a marriage is a 20er or a 40er"),
    ("fr", r"^(rule\.N-10\.text|action\.N-1[01]\.|explain\.N-10\.)", r"mariage",
     "a King and Ober pair is a « mariage »"),
    ("en", r"^(rule\.N-10\.text|action\.N-1[01]\.|explain\.N-10\.)", r"marriage",
     "a King and Ober pair is a marriage"),
    ("en", r"^rule\.N-10\.text$", r"royal marriage", "the trump marriage is the royal one"),
    ("de", r"^rule\.N-(13|15)\.text$|^action\.N-13\.allowed$", r"(?i)zudreh|zugedreht",
     "closing is zudrehen"),
    ("en", r"^(rule\.N-9\.text|score\.N-9\.|points\.N-9\.)", r"revoke",
     "a breach of the duties is a revoke"),
)

"""Schieber Jass in the players' words: Swiss German, Romandie French, English as English
writers on Jass name things. See ``api/i18n/glossary/__init__.py`` for the shape."""

from __future__ import annotations

JASVEL = "https://jasvel.org/de/regeln/"
JASSEN_CH = "https://jassen.ch/jassen-lernen/einfehrung/spielfarben.html"
# « Puur Näll Ass », the title of the official Swiss Jass rules (Egg/Hagenbucher), cited here.
JASSWELT = "https://www.jasswelt.ch/blogs/neuigkeiten/die-stoecke-jassregel"
# Romandie: the trump Jack is the « bour » (bepopcorn.ch: « appelé Bour »; jassvalais.ch writes
# « bourg »), the trump Nine the « nell » (Musée national suisse; the Swiss army's magazine).
BOUR = "https://bepopcorn.ch/collections/recettes/products/jeu-de-carte"
JASS_VALAIS = "https://jassvalais.ch/regles-du-jass"
NELL = "https://blog.nationalmuseum.ch/fr/2017/10/avant-le-jass/"
ARMY = ("https://www.vtg.admin.ch/fr/organisation/cdmt-op.detail.news.html/vtg-internet/miliz/"
        "2023/23-01/cuminaivel/01-09/23-01-09-gschobe.html")
# « sans annonces ni stöck »: a Jura tournament, as Romandie players write it.
ARCINFO = "https://www.arcinfo.ch/jura/ca-va-jasser-dans-tout-le-jura-707530"
FR_SUITS = "https://fr.wikipedia.org/wiki/Jeu_de_cartes_suisse"
EN_SUITS = "https://en.wikipedia.org/wiki/Swiss-suited_playing_cards"

TERMS: dict[str, dict[str, tuple[str, str | None]]] = {
    "de": {
        "trump_jack": ("Puur", JASVEL),
        "trump_nine": ("Näll", JASSWELT),
        "king_and_ober_of_trumps": ("Stöck", JASVEL),
        "declaration": ("Weis", JASVEL),
        "top_down": ("Obenabe", JASVEL),
        "bottom_up": ("Undenufe", JASVEL),
        "push": ("schiebt", JASVEL),
        "jack": ("Under", JASSEN_CH),
        "ten": ("Banner", JASSEN_CH),
        "acorns": ("Eicheln", JASSEN_CH),
        "bells": ("Schellen", JASSEN_CH),
        "roses": ("Rosen", JASSEN_CH),
        "shields": ("Schilten", JASSEN_CH),
        "trump": ("Trumpf", None),
        "follow_suit": ("bedienen", None),
        "undertrump": ("Untertrumpfen", JASVEL),
        "match": ("Match", JASVEL),
        "forehand": ("Vorhand", JASVEL),
    },
    "fr": {
        "trump_jack": ("bour", BOUR),
        "trump_nine": ("nell", NELL),
        "king_and_ober_of_trumps": ("stöck", ARCINFO),
        "declaration": ("annonce", ARCINFO),
        "top_down": ("Obenabe", ARMY),
        "bottom_up": ("Undenufe", ARMY),
        "push": ("chibre", ARMY),
        "jack": ("Valet", JASS_VALAIS),
        "acorns": ("Gland", FR_SUITS),
        "bells": ("Grelot", FR_SUITS),
        "roses": ("Rose", FR_SUITS),
        "shields": ("Écu", NELL),
        "clubs": ("Trèfle", JASS_VALAIS),
        "diamonds": ("Carreau", JASS_VALAIS),
        "hearts": ("Cœur", JASS_VALAIS),
        "spades": ("Pique", JASS_VALAIS),
        "trump": ("atout", None),
        "follow_suit": ("fournir", None),
        "trump_in": ("couper", None),
        "undertrump": ("sous-couper", None),
        "overtrump": ("surcouper", None),
        "match": ("match", JASS_VALAIS),
    },
    "en": {
        "trump_jack": ("Puur", JASVEL),
        "trump_nine": ("Nell", JASVEL),
        "jack_of_trumps": ("Jack of trumps", EN_SUITS),
        "king_and_ober_of_trumps": ("Stöck", JASVEL),
        "declaration": ("Weis", JASVEL),
        "top_down": ("Obenabe", JASVEL),
        "bottom_up": ("Undenufe", JASVEL),
        "ten": ("Banner (Ten)", EN_SUITS),
        "jack": ("Under", EN_SUITS),
        "acorns": ("Acorns", EN_SUITS),
        "bells": ("Bells", EN_SUITS),
        "roses": ("Roses", EN_SUITS),
        "shields": ("Shields", EN_SUITS),
        "trump": ("trump", None),
        "follow_suit": ("follow suit", None),
        "revoke": ("revoke", None),
        "undertrump": ("undertrump", None),
        "overtrump": ("overtrump", None),
    },
}

FORBIDDEN: dict[str, tuple[tuple[str, str], ...]] = {
    "de": (
        (r"\bNell\b", "Swiss German players say Näll"),
        (r"\bUnter\b", "the Swiss card is the Under (Unter is Bavarian and Austrian)"),
        (r"\bBauer\b", "the trump Under is the Puur"),
        (r"\bAtout\b", "Jass says Trumpf"),
        (r"\bRegelwerk (?:standard|jasvel)\b", "a ruleset by its name in words, not its id"),
        (r"Karten in Folge", "Swiss players say Dreiblatt, Vierblatt, Fünfblatt …"),
    ),
    "fr": (
        (r"\bPuur\b", "Romandie players say « bour »"),
        (r"\bN[äe]ll\b", "Romandie players write « nell »"),
        (r"\bUnder\b", "Romandie players say « valet »"),
        (r"\bWeis\b", "Romandie players say « annonces »"),
        (r"\bStöck\b", "Romandie players write « stöck » in lower case"),
        (r"\bBannière\b", "the Ten is « le 10 »"),
        (r"\bschieb", "Romandie players « chibrent »"),
        (r"\brègles (?:standard|jasvel)\b", "a ruleset by its name in words, not its id"),
    ),
    "en": (
        (r"\brenonce\b", "English players say revoke"),
        (r"\bBanner\b(?! \(Ten\))", "'Banner' alone means nothing to an English reader"),
        (r"\bNäll\b", "English writers on Jass spell it Nell"),
        (r"\bUnter\b", "the Swiss card is the Under"),
        (r"\bschieb", "English says push"),
        (r"\b(?:standard|jasvel) ruleset\b", "a ruleset by its name in words, not its id"),
    ),
}

REQUIRED: tuple[tuple[str, str, str, str], ...] = (
    ("de", r"^rule\.J-(4|10)\.text$", r"Puur.*Näll", "the trump order names the Puur and the Näll"),
    ("fr", r"^rule\.J-(4|10)\.text$", r"bour.*nell", "the trump order names the bour and the nell"),
    ("en", r"^rule\.J-(4|10)\.text$", r"Puur.*Nell", "the trump order names the Puur and the Nell"),
    ("en", r"^rule\.J-7\.text$", r"Jack of trumps", "English readers know the Jack of trumps"),
    ("de", r"^rule\.J-L(6|7|10)\.text$", r"Puur", "the exception is the Puur's"),
    ("fr", r"^rule\.J-L(6|7|10)\.text$", r"bour", "the exception is the bour's"),
    ("en", r"^rule\.J-L(6|7|10)\.text$", r"Puur", "the exception is the Puur's"),
    ("de", r"^(rule\.J-S1|stoeck)\.", r"Stöck", "König and Ober of trumps are the Stöck"),
    ("fr", r"^(rule\.J-S1\.|stoeck\.)", r"stöck", "King and Ober of trumps are the stöck"),
    ("fr", r"^(rule\.J-S2\.text|weis\.none)$", r"annonce", "the Weis is an « annonce »"),
    ("fr", r"^schieben\.pushed$", r"chibre", "pushing is « chibrer »"),
    ("fr", r"^explain\.J-L6\.puur_may_be_kept$", r"tant qu",
     "the bour is never forced *while another legal card remains*, as de and en say"),
    ("en", r"^round\.as_played$", r"revoke", "an illegal card is a revoke"),
)

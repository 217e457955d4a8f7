"""Sechsundsechzig in the players' words: German as the German 66 texts write it, French, and
English as the English rule books on Sixty-six do. See ``api/words/glossary.py`` for the shape;
the sources are those of shared/RULES-66.md."""

from __future__ import annotations

KSNET = "http://www.kartenspiele.net/spiele/66.htm"
KS66INFO = "http://www.kartenspiel66.info/"
MEYERS = "http://zeno.org/Meyers-1905/A/Sechsundsechzig"
BICYCLE4 = "https://bicyclecards.com/how-to-play/four-hand-sixty-six"
FOSTER4 = ("https://bitlit.ru/chapter/en/r-f-foster/fosters-complete-hoyle-an-encyclopedia-of-"
           "games-including-all-indoor-games-played-to-day-with-suggestions-for-good-play-"
           "illustrative-hands-and-all-off/four-handed-sixty-six-99")
BRITANNICA = "https://www.britannica.com/topic/sixty-six"

TERMS: dict[str, dict[str, tuple[str, str | None]]] = {
    "de": {
        "trump": ("Trumpf", KSNET),  # "muss man eine Trumpfkarte spielen"; not Austrian Atout
        "talon": ("Talon", KSNET),  # "Nach dem sechsten Stich ist der Talon aufgebraucht"
        "exhausted": ("aufgebraucht", KSNET),
        "follow_suit": ("bedienen", KSNET),
        "ten": ("Zehn", KSNET),  # "As 11, Zehn 10, König 4, Dame 3, Bube 2, Neun 0"
        "nine": ("Neun", KSNET),
        "close": ("zudecken", MEYERS),  # "doch kann auch vorher »gedeckt« werden"
        "marriage": ("melden", KS66INFO),  # "so kann man beim Ausspielen 20 melden"
        "marriage_20": ("20 melden", KS66INFO),
        "card_points": ("Augen", KS66INFO),  # "muß man … 66 Augen zählen"
        "staender": ("Ständer", KS66INFO),  # "so ist dies ein Ständer"
        "schneider": ("Schneider", MEYERS),
        "schwarz": ("schwarz", MEYERS),
        "farbzwang": ("Farbzwang", None),
        "trumpfzwang": ("Trumpfzwang", None),
        "stichzwang": ("Stichzwang", None),
        "game": ("Partie", None),
    },
    "fr": {
        "close": ("fermer", None),
        "marriage": ("mariage", None),
        "talon": ("talon", None),
        "trump": ("atout", None),
        "nine_of_trumps": ("Neuf d'atout", None),
        "follow_suit": ("fournir", None),
        "ruff": ("couper", None),
        "last_trick": ("dix de der", None),
        "game": ("partie", None),
    },
    "en": {
        "stock": ("stock", BICYCLE4),  # "unless the nine is the last card in the stock"
        "close": ("close", BICYCLE4),  # "Either player may close (end the game)"
        "nine_of_trumps": ("Nine of trumps", BICYCLE4),  # "holding the nine of trumps"
        "game_points": ("game points", BICYCLE4),  # "The side that scores 7 game points"
        "marriage": ("marriage", BRITANNICA),
        "royal_marriage": ("royal marriage", BRITANNICA),
        "schneider": ("schneider", FOSTER4),  # "The scores for schneider and schwartz …"
        "trump": ("trump", None),
        "follow_suit": ("follow suit", None),
    },
}

FORBIDDEN: dict[str, tuple[tuple[str, str], ...]] = {
    "de": (
        (r"\bAtout\b", "the German 66 texts say Trumpf; Atout is Schnapsen's Austrian word"),
        (r"\bAnsage\b(?! von 66)|\bangesagte[nr]?\b|\bsagst\b", "a marriage is gemeldet "
         "(20, 40 melden), not an Austrian Ansage; only 66 is angesagt"),
        (r"\b20er\b|\b40er\b", "these texts say 20 and 40 melden, as KS66INFO"),
        (r"Trumpf-Unter", "66 exchanges the trump Nine, not Schnapsen's Unter"),
        (r"\b20 Karten\b|\b[Ff]ünf Karten\b|\bzehn Stiche\b", "66: 24 cards, six each, twelve "
         "tricks"),
        (r"\bRenonce\b", "section M sets no penalty for a revoke"),
        (r"\bZehner\b", "the German 66 texts say Zehn (KSNET)"),
        (r"\bzugedreht\b|\bZudrehen\b", "these texts say zudecken, zugedeckt (MEYERS); zudrehen "
         "is named once beside it"),
        (r"(?<!Österreich ein )\bBummerl\b", "German 66 players play a Partie; Bummerl is "
         "named once, as the Austrian word"),
        (r"\bSau\b", "the Ace is the Ass"),
    ),
    "fr": (
        (r"\bUnder\b", "the German card is the Unter"),
        (r"\bZudrehen\b|\bzugedeckt\b|\bBummerl\b|\bStänder\b", "a German word in French "
         "prose"),
        (r"Unter d'atout", "66 exchanges the Neuf d'atout"),
        (r"\b20 cartes\b|\bcinq cartes\b|\bdix plis\b", "66: 24 cards, six each, twelve tricks"),
        (r"\brenonce\b", "section M sets no penalty for a revoke"),
    ),
    "en": (
        (r"\bUnder\b", "the German card is the Unter"),
        (r"\b[Tt]alon\b", "English rule books on Sixty-six say stock"),
        (r"\bBummerl\b|\bStänder\b", "a German word where English says game, tie"),
        (r"\btrump Unter\b|\bUnter of trumps\b", "66 exchanges the Nine of trumps"),
        (r"\b20 cards\b|\bfive cards\b|\bten tricks\b", "66: 24 cards, six each, twelve tricks"),
        (r"\brevoke\b|\brenonce\b", "section M sets no penalty for a revoke"),
    ),
}

REQUIRED: tuple[tuple[str, str, str, str], ...] = (
    # explain.M-10.* name it through {marriage}: marriage_name.20 / .40, checked here too.
    ("de", r"^(rule\.M-9\.text|action\.M-(9|12)\.|explain\.M-10\.|marriage_name\.)",
     r"20|40|\{points\}|\{marriage\}", "a marriage is 20 or 40"),
    ("de", r"^(rule\.M-9\.text|action\.M-9\.(counts|pending)|explain\.M-10\.)", r"meld",
     "a marriage is gemeldet"),
    ("fr", r"^(rule\.M-9\.text|action\.M-(9|12)\.|explain\.M-10\.)", r"mariage",
     "a King and Ober pair is a « mariage »"),
    ("en", r"^(rule\.M-9\.text|action\.M-(9|12)\.|explain\.M-10\.)", r"marriage",
     "a King and Ober pair is a marriage"),
    ("en", r"^rule\.M-9\.text$", r"royal marriage", "the trump marriage is the royal one"),
    ("de", r"^rule\.M-1[48]\.text$|^action\.M-14\.allowed$", r"(?i)zudeck|zugedeckt",
     "closing is zudecken"),
    ("de", r"^rule\.M-13\.text$|^action\.M-13\.(allowed|no_trick_won|talon_closed)$",
     r"Trumpf-Neun", "66 exchanges the trump Nine"),
    ("en", r"^rule\.M-13\.text$|^action\.M-13\.(allowed|no_trick_won|talon_closed)$",
     r"Nine of trumps", "66 exchanges the Nine of trumps"),
    ("fr", r"^rule\.M-13\.text$|^action\.M-13\.(allowed|no_trick_won|talon_closed)$",
     r"Neuf d'atout", "66 exchanges the Neuf d'atout"),
    ("de", r"^(rule\.M-19\.text|score\.M-19\.staender|points\.M-19\.staender)$", r"Ständer",
     "65 : 65 is a Ständer"),
    ("de", r"^rule\.M-17\.text$", r"Schneider.*schwarz", "below 33 is Schneider, no trick "
     "schwarz"),
    ("de", r"^rule\.M-15\.text$|^score\.M-19\.most_points$", r"\b10\b",
     "the last trick counts 10"),
    ("en", r"^rule\.M-15\.text$|^score\.M-19\.most_points$", r"\b10\b",
     "the last trick counts 10"),
    ("fr", r"^rule\.M-15\.text$|^score\.M-19\.most_points$", r"\b10\b|dix de der",
     "the last trick counts 10"),
    # Where a ruling of RULES-66.md decides what the texts leave open, the text says so.
    ("de", r"^rule\.M-(5|10|12|13|14|16|18)\.text$", r"unsere Lesart",
     "a ruling's reading says it is ours"),
    ("en", r"^rule\.M-(5|10|12|13|14|16|18)\.text$", r"our reading",
     "a ruling's reading says it is ours"),
    ("fr", r"^rule\.M-(5|10|12|13|14|16|18)\.text$", r"notre lecture",
     "a ruling's reading says it is ours"),
)

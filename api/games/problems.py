"""The messages of the generic game layer in de, en and fr (batch, rule lookup), and every
game folder's own (the ``[problems]`` table of ``api/games/<folder>/<lang>.toml``, found by
looking, so that a new game's messages come with its folder)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import api.games
from api.errors.messages import Tables
from api.http.negotiation import LANGUAGES
from api.words.catalogues import problems_of

EN = {
    "batch.size": "a batch holds 1 to {limit} questions",
    "batch.question": "{game} answers the questions {questions}",
    "batch.not-a-question": "not a question of this game",
    "rules.unknown-rule": "no {game} rule '{rule}'; see /api/v1/{name}/rules",
    "rules.unknown-rule-id": "unknown rule id",
    "hand.card-twice": "a card appears twice in the hand",
    "field.missing-short": "missing",
    "hand.duplicate-card": "duplicate card",
}

DE = {
    "batch.size": "eine Sammelanfrage umfasst 1 bis {limit} Fragen",
    "batch.question": "{game} beantwortet die Fragen {questions}",
    "batch.not-a-question": "keine Frage dieses Spiels",
    "rules.unknown-rule": "keine {game}-Regel '{rule}'; siehe /api/v1/{name}/rules",
    "rules.unknown-rule-id": "unbekannte Regel-ID",
    "hand.card-twice": "eine Karte steht zweimal in der Hand",
    "field.missing-short": "fehlt",
    "hand.duplicate-card": "doppelte Karte",
}

FR = {
    "batch.size": "un lot contient de 1 à {limit} questions",
    "batch.question": "{game} répond aux questions {questions}",
    "batch.not-a-question": "pas une question de ce jeu",
    "rules.unknown-rule": "aucune règle de {game} « {rule} » ; voir /api/v1/{name}/rules",
    "rules.unknown-rule-id": "identifiant de règle inconnu",
    "hand.card-twice": "une carte figure deux fois dans la main",
    "field.missing-short": "manquant",
    "hand.duplicate-card": "carte en double",
}

TEXTS = {"de": DE, "en": EN, "fr": FR}


def folder_messages() -> Iterator[Tables]:
    """Each game folder's ``[problems]`` tables, in the folders' order."""
    # Every folder with words: a game's, or the talon games' shared ones.
    for folder in sorted({path.parent.name for root in api.games.__path__
                          for path in Path(root).glob("*/??.toml")}):
        tables = {lang: problems_of(folder, lang) for lang in LANGUAGES}
        if any(tables.values()):
            yield tables

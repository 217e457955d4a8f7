"""The messages of the service endpoints in de, en and fr (examples, problem types)."""

from __future__ import annotations

EN = {
    "examples.unknown": "no example '{example}'; see /api/v1/examples",
    "examples.unknown-short": "unknown example",
    "query.unknown-language": "unknown language",
    "query.unknown-game": "unknown game",
    "problems.unknown-type": "no problem type '{slug}'",
}

DE = {
    "examples.unknown": "kein Beispiel '{example}'; siehe /api/v1/examples",
    "examples.unknown-short": "unbekanntes Beispiel",
    "query.unknown-language": "unbekannte Sprache",
    "query.unknown-game": "unbekanntes Spiel",
    "problems.unknown-type": "kein Problemtyp '{slug}'",
}

FR = {
    "examples.unknown": "aucun exemple « {example} » ; voir /api/v1/examples",
    "examples.unknown-short": "exemple inconnu",
    "query.unknown-language": "langue inconnue",
    "query.unknown-game": "jeu inconnu",
    "problems.unknown-type": "aucun type de problème « {slug} »",
}

TEXTS = {"de": DE, "en": EN, "fr": FR}

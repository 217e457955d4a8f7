"""The messages of the service endpoints in de, en and fr (examples, problem types)."""

from __future__ import annotations

from api.errors.messages import Message

MESSAGES = (
    Message("examples.unknown", "no example '{example}'; see /api/v1/examples",
            "kein Beispiel '{example}'; siehe /api/v1/examples",
            "aucun exemple « {example} » ; voir /api/v1/examples"),
    Message("examples.unknown-short", "unknown example", "unbekanntes Beispiel",
            "exemple inconnu"),
    Message("query.unknown-language", "unknown language", "unbekannte Sprache",
            "langue inconnue"),
    Message("query.unknown-game", "unknown game", "unbekanntes Spiel", "jeu inconnu"),
    Message("problems.unknown-type", "no problem type '{slug}'", "kein Problemtyp '{slug}'",
            "aucun type de problème « {slug} »"),
)

"""The title of every problem type in de, en and fr (code ``title.<type>``; the English one is
``PROBLEM_TYPES``' own title, which the test of the catalogue holds them to)."""

from __future__ import annotations

from api.errors.messages import Message

MESSAGES = (
    Message("title.validation-error", "The request does not match the schema",
            "Die Anfrage passt nicht zum Schema", "La requête ne correspond pas au schéma"),
    Message("title.unknown-card", "Unknown card", "Unbekannte Karte", "Carte inconnue"),
    Message("title.card-not-in-deck", "Card not in this game's deck",
            "Karte nicht im Blatt dieses Spiels", "Carte absente du jeu de cartes de ce jeu"),
    Message("title.duplicate-card", "The same card twice", "Dieselbe Karte zweimal",
            "La même carte deux fois"),
    Message("title.impossible-position", "Impossible position", "Unmögliche Stellung",
            "Position impossible"),
    Message("title.unknown-contract", "Unknown contract", "Unbekanntes Spiel",
            "Contrat inconnu"),
    Message("title.unknown-ruleset", "Unknown ruleset", "Unbekanntes Regelwerk",
            "Règles inconnues"),
    Message("title.unknown-parameter", "Unknown or repeated query parameter",
            "Unbekannter oder wiederholter Abfrageparameter",
            "Paramètre de requête inconnu ou répété"),
    Message("title.malformed-json", "Malformed JSON", "Fehlerhaftes JSON", "JSON mal formé"),
    Message("title.unsupported-media-type", "Unsupported media type",
            "Nicht unterstützter Medientyp", "Type de média non pris en charge"),
    Message("title.payload-too-large", "Request body too large", "Anfragekörper zu groß",
            "Corps de requête trop grand"),
    Message("title.nesting-too-deep", "JSON nested too deeply", "JSON zu tief verschachtelt",
            "JSON imbriqué trop profondément"),
    Message("title.invalid-unicode", "Not a Unicode string", "Keine Unicode-Zeichenkette",
            "Pas une chaîne Unicode"),
    Message("title.over-budget", "Batch over its budget", "Sammelanfrage über ihrem Budget",
            "Lot au-delà de son budget"),
    Message("title.uri-too-long", "Request target too long", "Anfrageziel zu lang",
            "Cible de requête trop longue"),
    Message("title.headers-too-large", "Request header fields too large",
            "Kopfzeilen der Anfrage zu groß", "En-têtes de requête trop grands"),
    Message("title.untrusted-host", "Unknown host", "Unbekannter Host", "Hôte inconnu"),
    Message("title.not-found", "Not found", "Nicht gefunden", "Introuvable"),
    Message("title.method-not-allowed", "Method not allowed", "Methode nicht erlaubt",
            "Méthode non autorisée"),
    Message("title.bad-request", "Bad request", "Ungültige Anfrage", "Requête invalide"),
    Message("title.rate-limited", "Too many requests", "Zu viele Anfragen",
            "Trop de requêtes"),
    Message("title.internal-error", "Internal server error", "Interner Serverfehler",
            "Erreur interne du serveur"),
)

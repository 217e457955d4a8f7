"""The messages of the generic game layer in de, en and fr (batch, rule lookup), and every
game folder's own (``api/games/<folder>/problems.py``, found by looking, so that a new game's
messages come with its folder)."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from pathlib import Path

import api.games
from api.errors.messages import Message

MESSAGES = (
    Message("batch.size", "a batch holds 1 to {limit} questions", "eine Sammelanfrage umfasst "
            "1 bis {limit} Fragen", "un lot contient de 1 à {limit} questions"),
    Message("batch.question", "{game} answers the questions {questions}", "{game} beantwortet "
            "die Fragen {questions}", "{game} répond aux questions {questions}"),
    Message("batch.not-a-question", "not a question of this game", "keine Frage dieses "
            "Spiels", "pas une question de ce jeu"),
    Message("rules.unknown-rule", "no {game} rule '{rule}'; see /api/v1/{name}/rules",
            "keine {game}-Regel '{rule}'; siehe /api/v1/{name}/rules",
            "aucune règle de {game} « {rule} » ; voir /api/v1/{name}/rules"),
    Message("rules.unknown-rule-id", "unknown rule id", "unbekannte Regel-ID",
            "identifiant de règle inconnu"),
    Message("hand.card-twice", "a card appears twice in the hand", "eine Karte steht zweimal "
            "in der Hand", "une carte figure deux fois dans la main"),
    Message("field.missing-short", "missing", "fehlt", "manquant"),
    Message("hand.duplicate-card", "duplicate card", "doppelte Karte", "carte en double"),
)


def folder_messages() -> Iterator[Message]:
    """Each game folder's ``problems.MESSAGES``, in the folders' order."""
    # Every folder, with or without ``__init__.py`` (the talon games' is a namespace).
    for folder in sorted(path.parent.name for root in api.games.__path__
                         for path in Path(root).glob("*/problems.py")):
        yield from importlib.import_module(f"api.games.{folder}.problems").MESSAGES

"""The messages of the embed's options in de, en and fr (``api.pages.embed``)."""

from __future__ import annotations

from api.errors.messages import Message

MESSAGES = (
    Message("embed.different-cards", "at most {most} different cards",
            "höchstens {most} verschiedene Karten", "au plus {most} cartes différentes"),
    Message("embed.cards", "at most {most} cards", "höchstens {most} Karten",
            "au plus {most} cartes"),
    Message("embed.copies", "{card} appears {count} times; the deck has {copies}",
            "{card} steht {count}-mal da; das Blatt hat sie {copies}-mal",
            "{card} figure {count} fois ; le jeu l'a {copies} fois"),
)

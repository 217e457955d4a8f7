"""The messages of the embed's options in de, en and fr (``api.pages.embed``)."""

from __future__ import annotations

EN = {
    "embed.different-cards": "at most {most} different cards",
    "embed.cards": "at most {most} cards",
    "embed.copies": "{card} appears {count} times; the deck has {copies}",
}

DE = {
    "embed.different-cards": "höchstens {most} verschiedene Karten",
    "embed.cards": "höchstens {most} Karten",
    "embed.copies": "{card} steht {count}-mal da; das Blatt hat sie {copies}-mal",
}

FR = {
    "embed.different-cards": "au plus {most} cartes différentes",
    "embed.cards": "au plus {most} cartes",
    "embed.copies": "{card} figure {count} fois ; le jeu l'a {copies} fois",
}

TEXTS = {"de": DE, "en": EN, "fr": FR}

"""The messages of the embed's options and of oEmbed in de, en and fr (``api.pages.embed``,
``api.pages.oembed``)."""

from __future__ import annotations

EN = {
    "oembed.format": "oEmbed is answered as json only; format={format} is not implemented",
    "oembed.format-short": "only json",
    "oembed.url-missing": "the URL of a page to embed is missing",
    "oembed.not-embedded": "{url} is not a page of this server that holds a position: a "
                           "legal-cards or trick permalink, a named example or the checker's frame",
    "oembed.not-embedded-short": "not a position of this server",
    "oembed.size": "{name} must be a whole number of pixels, at least {least}",
    "oembed.size-short": "a whole number, at least {least}",
    "embed.different-cards": "at most {most} different cards",
    "embed.cards": "at most {most} cards",
    "embed.copies": "{card} appears {count} times; the deck has {copies}",
}

DE = {
    "oembed.format": "oEmbed wird nur als json beantwortet; format={format} gibt es nicht",
    "oembed.format-short": "nur json",
    "oembed.url-missing": "die Adresse einer Seite zum Einbetten fehlt",
    "oembed.not-embedded": "{url} ist keine Seite dieses Servers mit einer Stellung: ein "
                           "Permalink legal-cards oder trick, ein benanntes Beispiel oder der "
                           "Rahmen des Prüfers",
    "oembed.not-embedded-short": "keine Stellung dieses Servers",
    "oembed.size": "{name} muss eine ganze Zahl von Pixeln sein, mindestens {least}",
    "oembed.size-short": "eine ganze Zahl, mindestens {least}",
    "embed.different-cards": "höchstens {most} verschiedene Karten",
    "embed.cards": "höchstens {most} Karten",
    "embed.copies": "{card} steht {count}-mal da; das Blatt hat sie {copies}-mal",
}

FR = {
    "oembed.format": "oEmbed ne répond qu'en json ; format={format} n'est pas pris en charge",
    "oembed.format-short": "json seulement",
    "oembed.url-missing": "l'adresse d'une page à intégrer manque",
    "oembed.not-embedded": "{url} n'est pas une page de ce serveur qui montre une position : "
                           "un permalien legal-cards ou trick, un exemple nommé ou le cadre du "
                           "vérificateur",
    "oembed.not-embedded-short": "pas une position de ce serveur",
    "oembed.size": "{name} doit être un nombre entier de pixels, au moins {least}",
    "oembed.size-short": "un nombre entier, au moins {least}",
    "embed.different-cards": "au plus {most} cartes différentes",
    "embed.cards": "au plus {most} cartes",
    "embed.copies": "{card} figure {count} fois ; le jeu l'a {copies} fois",
}

TEXTS = {"de": DE, "en": EN, "fr": FR}

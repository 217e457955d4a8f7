"""The words around an answer on its page (headings, labels), in every language of the API.
The answer's own sentences (rule titles, explanations) come from the answer itself; a game's
own words (Weis, Ruf-Sau, Zudrehen, …) from its language catalogue (``page.*`` keys)."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from types import MappingProxyType

from api.words.catalogues import CATALOGUES

_TEXTS: dict[str, dict[str, str]] = {
    "de": {
        "points_so_far": "bisher {points}",
        "allowed_cards": "Erlaubte Karten", "colon": ": ",
        "legal": "Welche Karten darf ich spielen?", "trick": "Wer macht den Stich?",
        "round": "Eine ganze Runde geprüft",
        "contracts": "Die Rangfolge der Spiele", "examples": "Beispiele mit Regeln",
        "hand": "Hand", "trick_so_far": "Stich bisher", "the_trick": "Der Stich",
        "allowed": "erlaubt", "not_allowed": "nicht erlaubt", "verdicts": "Jede Karte",
        "wins": "macht den Stich", "leading": "liegt vorne", "points": "Punkte",
        "incomplete": "Der Stich ist noch nicht vollständig.", "rule": "Regel",
        "source": "Quelle", "json": "JSON-Antwort", "example_json": "Beispiel als JSON",
        "permalink": "Permalink", "deal": "Die Hände beim Geben", "plays": "Jede gespielte Karte",
        "tricks": "Die Stiche", "seat": "Spieler", "sections": "Abschnitte",
        "rules_used": "Regeln", "cards_used": "Karten", "switch_to": "Wechseln: {name}",
        "deck.swiss": "Deutschschweizer Karten", "deck.german": "Deutsche Karten",
        "deck.french": "Französische Karten", "trick_no": "Stich", "play": "Zug",
        "revokes": "Regelverstösse", "first_revoke": "Erster Regelverstoss",
        "no_revoke": "Kein Regelverstoss: jede Karte war erlaubt.", "next": "Als Nächstes am Zug",
        "leader": "Vorhand", "score": "Abrechnung",
        "games": "Spiele", "actions": "Ansagen und Handlungen",
        "assumptions": "Annahmen", "total": "Total",
        "from_rule_text": "Aus dem Regeltext", "example": "Beispiel", "running": "Stand",
        "not_held": "nicht in der Hand", "contract": "Spiel", "rank": "Rang",
        "trumps": "Trümpfe", "tout": "Tout", "finished": "Die Runde ist zu Ende.",
        "unfinished": "Die Runde ist noch nicht zu Ende.", "languages": "Sprache",
        "all_examples": "Alle Beispiele", "winning_card": "Siegerkarte",
        "yes": "ja", "no": "nein",
    },
    "en": {
        "points_so_far": "{points} so far",
        "allowed_cards": "Allowed cards", "colon": ": ",
        "legal": "Which cards may I play?", "trick": "Who wins the trick?",
        "round": "A whole round checked", "contracts": "The order of the contracts",
        "examples": "Examples with their rules", "hand": "Hand",
        "trick_so_far": "Trick so far", "the_trick": "The trick", "allowed": "allowed",
        "not_allowed": "not allowed", "verdicts": "Every card", "wins": "wins the trick",
        "leading": "is winning so far", "points": "points",
        "incomplete": "The trick is not complete yet.", "rule": "Rule", "source": "Source",
        "json": "JSON answer", "example_json": "Example as JSON", "permalink": "Permalink",
        "deal": "The hands at the deal", "plays": "Every play", "tricks": "The tricks",
        "seat": "Player", "sections": "Sections",
        "rules_used": "Rules", "cards_used": "Cards", "switch_to": "Switch to {name}",
        "deck.swiss": "Swiss-German cards", "deck.german": "German cards",
        "deck.french": "French cards", "trick_no": "Trick", "play": "Play", "revokes": "Revokes",
        "first_revoke": "First revoke", "no_revoke": "No revoke: every play was allowed.",
        "next": "Next to play", "leader": "Leads", "score": "Score",
        "games": "Games",
        "actions": "Announcements and actions", "assumptions": "Assumptions", "total": "Total",
        "from_rule_text": "From the rule text",
        "example": "Example", "running": "Running score", "not_held": "not held",
        "contract": "Contract", "rank": "Rank", "trumps": "Trumps", "tout": "Tout",
        "finished": "The round is over.", "unfinished": "The round is not over yet.",
        "languages": "Language", "all_examples": "All examples",
        "winning_card": "Winning card", "yes": "yes", "no": "no",
    },
    "fr": {
        "points_so_far": "{points} pour l'instant",
        "allowed_cards": "Cartes autorisées", "colon": " : ",
        "legal": "Quelles cartes puis-je jouer ?", "trick": "Qui remporte le pli ?",
        "round": "Une donne entière vérifiée",
        "contracts": "L'ordre des contrats", "examples": "Exemples avec leurs règles",
        "hand": "Main", "trick_so_far": "Pli en cours", "the_trick": "Le pli",
        "allowed": "autorisée", "not_allowed": "interdite", "verdicts": "Chaque carte",
        "wins": "remporte le pli", "leading": "tient le pli pour l'instant", "points": "points",
        "incomplete": "Le pli n'est pas encore complet.", "rule": "Règle",
        "source": "Source", "json": "Réponse JSON", "example_json": "L'exemple en JSON",
        "permalink": "Permalien", "deal": "Les mains à la donne",
        "plays": "Chaque carte jouée", "tricks": "Les plis", "seat": "Joueur",
        "sections": "Sections",
        "rules_used": "Règles", "cards_used": "Cartes", "switch_to": "Passer aux {name}",
        "deck.swiss": "cartes suisses alémaniques", "deck.german": "cartes allemandes",
        "deck.french": "cartes françaises",
        "trick_no": "Pli", "play": "Coup", "revokes": "Renonces",
        "first_revoke": "Première renonce",
        "no_revoke": "Aucune renonce : chaque carte était autorisée.", "next": "À jouer",
        "leader": "Entame", "score": "Décompte",
        "games": "Jeux", "actions": "Annonces et actions",
        "assumptions": "Hypothèses", "total": "Total",
        "from_rule_text": "Du texte de la règle", "example": "Exemple",
        "running": "Score courant", "not_held": "pas en main", "contract": "Contrat",
        "rank": "Rang", "trumps": "Atouts", "tout": "Tout",
        "finished": "La donne est terminée.", "unfinished": "La donne n'est pas terminée.",
        "languages": "Langue", "all_examples": "Tous les exemples",
        "winning_card": "Carte gagnante", "yes": "oui", "no": "non",
    },
}

TEXTS: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {lang: MappingProxyType(texts) for lang, texts in _TEXTS.items()})


@functools.cache
def page_words(lang: str, game: str | None = None) -> Mapping[str, str]:
    """The page's words in ``lang``, with the game's own where the page is about a game."""
    if game is None:
        return TEXTS[lang]
    own = {key.removeprefix("page."): text for key, text in CATALOGUES[game][lang].items()
           if key.startswith("page.")}
    return MappingProxyType({**TEXTS[lang], **own})

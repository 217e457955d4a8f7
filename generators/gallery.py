"""The explanation gallery: ``docs/explanations/{de,en,fr}.md``, what the service says about the
positions of ``docs/explanations/positions.toml``, for a reviewer, a translator or a club's rules
officer.

Every position is asked of the app itself (Flask's test client, GET permalinks), so the gallery is
the service's own answer. Regenerate after a change of wording or rules::

    python -m generators.gallery

``tests/api/test_gallery.py`` renders it in memory and fails when a committed file differs, and
checks that every rule id of each catalogue is shown here or listed in ``NOT_SHOWN`` with why."""

from __future__ import annotations

import sys
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from flask.testing import FlaskClient
from jinja2 import Environment, FileSystemLoader, StrictUndefined

from api.http.negotiation import LANGUAGES

DOCS = Path(__file__).resolve().parents[1] / "docs" / "explanations"
TEMPLATES = Path(__file__).resolve().parent / "templates"

Query = dict[str, str]


def _positions() -> dict[str, tuple[tuple[str, Query], ...]]:
    """Per game, (operation, query) as positions.toml lists them; data, so that no API module
    names a game's contracts."""
    with (DOCS / "positions.toml").open("rb") as file:
        listed = tomllib.load(file)
    return {game: tuple((entry["operation"], {k: v for k, v in entry.items()
                                              if k != "operation"}) for entry in entries)
            for game, entries in listed.items()}


POSITIONS = _positions()

# Catalogue rules no gallery answer cites, and why (a test keeps this list honest both ways).
NOT_SHOWN: Mapping[str, Mapping[str, str]] = {
    "jass": {
        "J-1": "the deck and the players: every position presumes them",
        "J-2": "dealing, the forehand and the order of play: a round's matter (rounds/check)",
        "J-3": "the contracts: each position names its contract",
        "J-4": "the trump order: stated in the trick winners' sentences (J-8)",
        "J-5": "the plain order: stated in the trick winners' sentences (J-8, J-9)",
        "J-6": "the Undenufe order: stated in the trick winners' sentences (J-9)",
        "J-7": "only the trump Under is the Puur: the verdicts cite J-L6, J-L10 and J-L2",
        "J-14": "the round's total of 157 and 257: rounds/check",
        "J-15": "last trick and match: rounds/check",
        "J-V3": "the scoring order of the standard ruleset: rounds/check",
        "J-S1": "Stöck: the stoeck and rounds/check operations",
        "J-S2": "Weis: the weis and rounds/check operations",
        "J-S3": "the scoring order: rounds/check",
        "J-S4": "target and multiplier: rounds/check",
        "J-D1": "both teams at the target in one block: rounds/check",
        "R1": "the two rulesets: every answer names its ruleset, shown with each position",
        "R2": "the Puur alone on a trump lead: decided and cited as J-L6",
        "R3": "discarding over a trump: decided and cited as J-L9",
        "R4": "the Puur in the undertrump check: decided and cited as J-L10",
        "R5": "card values: cited as J-10 to J-13 with each card of a trick",
        "R6": "Weis values: the weis operation",
        "R7": "multipliers: rounds/check",
        "R16": "Swiss and French names: shown by the positions asked with deck=french",
    },
    "schnapsen": {
        "N-2": "deal and talon: each position gives the state of the talon",
        "N-9": "a revoke loses the hand: the score operation",
        "N-14": "game points: the score operation",
        "N-15": "the outcome after closing: the score operation",
        "N-16": "last trick and Bummerl: the score and bummerl operations",
        "R9": "talon exhausted without 66: the score operation",
        "R16": "German and French names: shown by the positions asked with deck=french",
        "N-D1": "a wrong claim of 66: the score operation",
    },
    "schafkopf": {
        "K-2": "the order of the Obers and Unters: the trick winners cite K-7",
        "K-3": "players and tricks: every position presumes them",
        "K-4": "61 points win: the score operation",
        "K-5": "Schneider and Schwarz: the score operation",
        "K-8": "which Sau may be called: the callable-aces operation",
        "K-10": "the Wenz's trumps: shown in each answer's trump list, cited as K-6 and K-7",
        "K-11": "the Farbwenz's trumps: shown in each answer's trump list, cited as K-6, K-7",
        "K-12": "the Solo's trumps: shown in each answer's trump list, cited as K-6 and K-7",
        "K-13": "the Geier's trumps: shown in each answer's trump list, cited as K-6 and K-7",
        "K-14": "Ramsch's trumps: shown in each answer's trump list, cited as K-6 and K-7",
        "K-15": "the Farbwenz as a standard game: the contracts operation",
        "K-16": "Laufende: the score operation",
        "K-17": "from how many Laufende count: the score operation",
        "K-18": "at most eight Laufende in the Farbwenz: the score operation",
        "K-19": "Tout: the score operation (a Tout position here plays by K-6 like any other)",
        "K-S1": "Stoss and Retour: the score operation",
        "R12": "Schwarz: the score operation",
        "R13": "Ramsch's loser: the score operation",
        "R14": "Laufende in the Farbwenz: the score operation",
        "R15": "Laufende in Wenz and Geier: the score operation",
        "R16": "German and French names: shown by the positions asked with deck=french",
        "K-D1": "the rank of Geier and Farbgeier: the compare operation",
        "K-D2": "a tie in Ramsch: the score operation",
        "K-20": "our reading of the game without a trick: its win and price are the score"
                 " operation's; its play is cited as K-6 and K-7",
    },
}

LABELS: Mapping[str, Mapping[str, str]] = {
    "de": {
        "title": "Stichfest: die Erklärungen zum Nachlesen", "colon": ":",
        "intro": "Was der Dienst zu {count} Stellungen sagt: jede Frage ist eine echte Anfrage an "
                 "die API, jede Antwort steht so da, wie der Dienst sie gibt. Für Prüfer, "
                 "Übersetzer und Regelverantwortliche eines Clubs.",
        "regenerate": "Erzeugt mit `python -m generators.gallery`; nicht von Hand bearbeiten.",
        "shown": "Regeln in diesen Antworten", "position": "Stellung", "question": "Frage",
        "contract": "Vertrag", "ruleset": "Regelwerk", "deck": "Karten", "hand": "Hand",
        "trick": "Stich", "history": "Frühere Stiche", "none": "keine", "talon": "Talon",
        "talon_cards": "Karten im Talon", "trump_card": "Trumpfkarte",
        "won_a_trick": "Schon einen Stich gemacht", "marriage": "Angesagt wird in",
        "card": "Karte", "verdict": "Urteil", "rule": "Regel", "explanation": "Erklärung",
        "legal": "erlaubt", "illegal": "verboten", "open": "offen", "yes": "ja", "no": "nein",
        "actions": "Am Ausspiel", "action": "Handlung", "assumptions": "Annahmen",
        "winner": "Wer sticht", "points": "Punkte", "trick_points": "Punkte im Stich",
        "action.marriage": "Ansage", "action.exchange_trump": "Trumpf tauschen",
        "action.close": "Zudrehen", "deck.swiss": "Schweizer Karten",
        "deck.german": "Deutsche Karten", "deck.french": "Französische Karten",
    },
    "en": {
        "title": "Stichfest: the explanations to read", "colon": ":",
        "intro": "What the service says about {count} positions: every question is a real API "
                 "request, every answer is shown as the service gives it. For reviewers, "
                 "translators and a club's rules officer.",
        "regenerate": "Generated by `python -m generators.gallery`; do not edit by hand.",
        "shown": "Rules in these answers", "position": "Position", "question": "Question",
        "contract": "Contract", "ruleset": "Ruleset", "deck": "Cards", "hand": "Hand",
        "trick": "Trick", "history": "Earlier tricks", "none": "none", "talon": "Talon",
        "talon_cards": "Cards in the talon", "trump_card": "Trump card",
        "won_a_trick": "Has won a trick", "marriage": "Marriage announced in",
        "card": "Card", "verdict": "Verdict", "rule": "Rule", "explanation": "Explanation",
        "legal": "legal", "illegal": "illegal", "open": "open", "yes": "yes", "no": "no",
        "actions": "On lead", "action": "Action", "assumptions": "Assumptions",
        "winner": "Who wins", "points": "Points", "trick_points": "Points in the trick",
        "action.marriage": "Marriage", "action.exchange_trump": "Exchange the trump",
        "action.close": "Close the talon", "deck.swiss": "Swiss cards",
        "deck.german": "German cards", "deck.french": "French cards",
    },
    "fr": {
        "title": "Stichfest : les explications à lire", "colon": " :",
        "intro": "Ce que dit le service sur {count} positions : chaque question est une vraie "
                 "requête à l'API, chaque réponse figure telle que le service la donne. Pour "
                 "les relecteurs, les traducteurs et l'arbitre d'un club.",
        "regenerate": "Produit par `python -m generators.gallery` ; ne pas modifier à la main.",
        "shown": "Règles dans ces réponses", "position": "Position", "question": "Question",
        "contract": "Contrat", "ruleset": "Règles", "deck": "Cartes", "hand": "Main",
        "trick": "Pli", "history": "Plis précédents", "none": "aucun", "talon": "Talon",
        "talon_cards": "Cartes au talon", "trump_card": "Carte d'atout",
        "won_a_trick": "A déjà fait un pli", "marriage": "Mariage annoncé en",
        "card": "Carte", "verdict": "Verdict", "rule": "Règle", "explanation": "Explication",
        "legal": "permise", "illegal": "interdite", "open": "ouvert", "yes": "oui",
        "no": "non", "actions": "À l'entame", "action": "Action",
        "assumptions": "Hypothèses", "winner": "Qui remporte le pli", "points": "Points",
        "trick_points": "Points du pli", "action.marriage": "Mariage",
        "action.exchange_trump": "Échanger l'atout", "action.close": "Fermer le talon",
        "deck.swiss": "Cartes suisses", "deck.german": "Cartes allemandes",
        "deck.french": "Cartes françaises",
    },
}


def _client() -> FlaskClient:
    from api import create_app  # the app is built only when the gallery is made

    return create_app({"ACCESS_LOG": False}).test_client()


def ask(client: FlaskClient, path: str) -> Any:
    response = client.get(path)
    if response.status_code != 200:
        raise RuntimeError(f"{path}: {response.status_code} {response.get_json()}")
    return response.get_json()


def permalink(game: str, operation: str, query: Query, lang: str) -> str:
    return f"/api/v1/{game}/{operation}?" + urlencode({**query, "lang": lang}, safe=",:;")


def cited_rules(answer: Mapping[str, Any]) -> set[str]:
    """Every rule id an answer cites: verdicts, actions, assumptions, trick winner, points."""
    cited = {card["rule"]["id"] for card in answer.get("cards", ()) if "rule" in card}
    cited |= {card["points_rule"] for card in answer.get("cards", ()) if "points_rule" in card}
    cited |= {action["rule"]["id"] for action in answer.get("actions", ())}
    cited |= {assumption["rule"] for assumption in answer.get("assumptions", ())}
    if "rule" in answer:
        cited.add(answer["rule"]["id"])
    return cited


def _names(client: FlaskClient, game: str, lang: str) -> dict[str, dict[str, str]]:
    """Card code or suit → name in each deck, from the game's deck answer."""
    deck = ask(client, f"/api/v1/{game}/deck")
    return {"native": {c["code"]: c["names"][lang] for c in deck["cards"]}
            | {s["id"]: s["names"][lang] for s in deck["suits"]},
            "french": {c["code"]: c["french"]["names"][lang] for c in deck["cards"]}
            | {s["id"]: s["french_names"][lang] for s in deck["suits"]}}


def _entry(client: FlaskClient, game: dict[str, Any], operation: str, query: Query, lang: str,
           names: Mapping[str, Mapping[str, str]]) -> dict[str, Any]:
    path = permalink(game["id"], operation, query, lang)
    answer = ask(client, path)
    deck = query.get("deck", game["decks"][0])
    named = names["french" if deck == "french" else "native"]

    def cards(codes: str) -> list[str]:
        return [named[code] for code in codes.split(",") if code]

    talon_names = {value["value"]: value["names"][lang]
                   for option in game["options"] if option["name"] == "talon"
                   for value in option["values"]}
    return {"operation": operation, "path": path, "answer": answer, "deck": deck,
            "hand": cards(query.get("hand", "")), "trick": cards(query.get("trick", "")),
            "history": [cards(t) for t in query["history"].split(";") if t]
            if "history" in query else None,
            "talon": talon_names.get(query.get("talon", "")),
            "talon_cards": query.get("talon_cards"),
            "trump_card": named[query["trump_card"]] if "trump_card" in query else None,
            "won_a_trick": query.get("won_a_trick"),
            "marriage": named[query["marriage"]] if "marriage" in query else None,
            "names": named, "cited": cited_rules(answer)}


def gallery(lang: str, client: FlaskClient | None = None) -> str:
    """The gallery in one language, as the committed Markdown file holds it."""
    client = client or _client()
    games = {g["id"]: g for g in ask(client, "/api/v1/games")["games"]}
    sections = []
    for game_id, positions in POSITIONS.items():
        game = games[game_id]
        names = _names(client, game_id, lang)
        entries = [_entry(client, game, operation, query, lang, names)
                   for operation, query in positions]
        titles = {rule["id"]: rule["title"][lang]
                  for rule in ask(client, f"/api/v1/{game_id}/rules")["rules"]}
        cited = {rule for entry in entries for rule in entry["cited"]}
        shown = [rule for rule in titles if rule in cited]  # in the catalogue's order
        sections.append({"game": game, "name": game["names"][lang], "entries": entries,
                         "shown": [(rule, titles[rule]) for rule in shown], "titles": titles,
                         "rulesets": len(game["rulesets"]) > 1})
    environment = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=False,
                              undefined=StrictUndefined, keep_trailing_newline=True,
                              trim_blocks=True, lstrip_blocks=True)
    environment.filters["cell"] = lambda text: str(text).replace("|", "\\|")
    environment.filters["extract"] = lambda key, mapping: mapping[key]
    count = sum(len(positions) for positions in POSITIONS.values())
    return environment.get_template("gallery.md").render(
        sections=sections, words=LABELS[lang], count=count, lang=lang)


def main() -> None:
    client = _client()
    DOCS.mkdir(parents=True, exist_ok=True)
    for lang in LANGUAGES:
        path = DOCS / f"{lang}.md"
        path.write_text(gallery(lang, client), encoding="utf-8")
        sys.stdout.write(f"{path}\n")


if __name__ == "__main__":
    main()

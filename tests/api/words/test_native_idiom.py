"""Sentences a native player would not sign, read on the answers a user gets: each pattern
once found in seeded random answers (or a score's summary form), now a negative check. Each
check failed on the code before its fix."""

from __future__ import annotations

import random
import re

import pytest
from flask.testing import FlaskClient

from api.games.registry import GAME_APIS
from tests.api.words.test_sentence_classes import (
    TALON_GAMES,
    _answer,
    coded_bodies,
    legal_bodies,
    random_tricks,
)

LANGS = ("de", "en", "fr")

# A trick number in a Sonderpunkt's sentence: the summary form gives no tricks.
TRICK_NAMED = {"de": re.compile(r"\d+\. Stich"), "en": re.compile(r"trick \d"),
               "fr": re.compile(r"levée \d")}
# With the talon open nobody has the duties: "they bind only the second player" is near false.
ONLY_THE_OTHER = {"de": re.compile(r"(?:nur|höchstens) (?:für )?deinen Gegner"),
                  "en": re.compile(r"bind only"), "fr": re.compile(r"ne valent que")}
# Free play said of any card: "without having to", never "without following" (it may follow).
WITHOUT_FOLLOWING = {"de": re.compile(r"ohne zu bedienen"),
                     "en": re.compile(r"without following"),
                     "fr": re.compile(r"sans fournir")}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", ["fuchs_gefangen", "doppelkopf"])
def test_a_summary_score_places_no_sonderpunkt_in_a_trick(
        client: FlaskClient, lang: str, kind: str) -> None:
    """RD12, D-35: "Fuchs gefangen", "Doppelkopf" … without tricks, the sentence names none."""
    answer = client.post("/api/v1/doppelkopf/score", json={
        "contract": {"type": "normal"}, "augen": {"re": 151, "kontra": 89},
        "tricks_won": {"re": 9, "kontra": 3}, "sonderpunkte": [{"kind": kind, "party": "re"}],
        "lang": lang}).json
    said = [s["rule"]["explanation"] for s in answer["sonderpunkte"]]
    assert len(said) == 1
    assert not TRICK_NAMED[lang].search(said[0]), said[0]


@pytest.mark.parametrize("game_id", TALON_GAMES)
def test_the_talon_open_says_nobody_has_the_duties_yet(
        client: FlaskClient, game_id: str) -> None:
    """N-4, M-4, N-8, M-8 with the talon open: a lead binds nobody (not "only the second
    player"), and free play is "without having to follow", true of a card that follows."""
    bodies, problems, read = legal_bodies(game_id, random.Random(401)), [], 0
    for _ in range(300):
        body = next(bodies)
        if body["talon"] != "open":
            continue
        for lang in LANGS:
            answer = _answer(client, game_id, body, lang, "german")
            if answer is None:
                break
            for entry in answer["cards"]:
                said = entry["rule"]["explanation"]
                read += 1
                for pattern in (ONLY_THE_OTHER[lang], WITHOUT_FOLLOWING[lang]):
                    if pattern.search(said):
                        problems.append(f"{lang}: {said}")
    assert read >= 600, read
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:10])


# In a trick's sentences: "kein Trumpf liegt, und …" (es liegt kein Trumpf im Stich); a card's
# sentence without its subject (« Remporte le pli. », « ; vaut 3 points »); "Sie gewinnt"
# after a Bube or a König; the German deck's Ace called "Deuce" (a deuce is a two); "the
# same card lies twice"; a Ten above a King no trick holds.
IN_A_TRICK = {"de": re.compile(r"kein Trumpf liegt,|(?:^|\. )Macht den Stich|Sie gewinnt|"
                               r"; sie zählt|die Zehn ist höher als der König\)"),
              "en": re.compile(r"\bDeuce\b|lies twice|taken not to be|\bdenied\b"),
              "fr": re.compile(r"(?:^|\. )Remporte le pli|; vaut \d")}
SIX = ("jass", "schnapsen", "schafkopf", "sechsundsechzig", "skat", "doppelkopf")


@pytest.mark.parametrize("game_id", SIX)
def test_a_trick_is_told_in_whole_sentences_and_the_players_words(
        client: FlaskClient, game_id: str) -> None:
    problems: list[str] = []
    decks = GAME_APIS[game_id].game.name_decks
    tricks = random_tricks(game_id, random.Random(402))
    for number in range(150):
        contract, trick = next(tricks)
        deck = decks[number % len(decks)]
        for lang in LANGS:
            answer = client.get(f"/api/v1/{game_id}/trick?contract={contract.slug}"
                                f"&trick={','.join(trick)}&lang={lang}&deck={deck}").json
            for said in (answer["rule"]["explanation"],
                         *(c["explanation"] for c in answer["cards"])):
                if IN_A_TRICK[lang].search(said):
                    problems.append(f"{deck} {lang}: {said}")
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:10])


# A verdict that says a thing twice ("überstechen musst du nicht, es gibt keinen Stichzwang"),
# or « la Dame de Trèfle n'est pas permis »: a card's gender decides the agreement.
IN_A_VERDICT = {"de": re.compile(r"musst du nicht, es gibt keinen Stichzwang"),
                "en": re.compile(r"\bdenial|taken not to be"),
                "fr": re.compile(r"n'est pas permis\b")}


@pytest.mark.parametrize("game_id", ["schafkopf", "doppelkopf"])
def test_a_verdict_says_it_once_and_agrees_with_its_card(
        client: FlaskClient, game_id: str) -> None:
    generic = game_id == "doppelkopf"
    bodies = (coded_bodies if generic else legal_bodies)(game_id, random.Random(403))
    problems: list[str] = []
    for _ in range(400):
        body = next(bodies)
        for lang in LANGS:
            answer = _answer(client, game_id, body, lang, "german")
            if answer is None:
                break
            problems += [f"{lang}: {e['rule']['explanation']}" for e in answer["cards"]
                         if IN_A_VERDICT[lang].search(e["rule"]["explanation"])]
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:10])


@pytest.mark.parametrize(("game_id", "lang", "pattern"), [
    ("skat", "fr", "Perdu compte double"), ("doppelkopf", "en", "denial")])
def test_the_rules_are_named_in_the_players_words(
        client: FlaskClient, game_id: str, lang: str, pattern: str) -> None:
    """S-28 « une partie perdue compte double »; D-25 the Absagen, never "denials"."""
    listing = client.get(f"/api/v1/{game_id}/rules?lang={lang}").get_data(as_text=True)
    assert pattern not in listing


def test_swiss_players_call_the_french_jack_bauer(client: FlaskClient) -> None:
    """Jass with French cards in Swiss German: Bauer and Dame (Bube is the German word), and
    rank lists in the French cards' names, not Under and Ober."""
    problems: list[str] = []
    tricks = random_tricks("jass", random.Random(404))
    for _ in range(150):
        contract, trick = next(tricks)
        answer = client.get(f"/api/v1/jass/trick?contract={contract.slug}"
                            f"&trick={','.join(trick)}&lang=de&deck=french").json
        problems += [said for said in (answer["rule"]["explanation"],
                                       *(c["explanation"] for c in answer["cards"]))
                     if re.search(r"\bBuben?\b|\bOber\b|\bUnder\b", said)]
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:10])

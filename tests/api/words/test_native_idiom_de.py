"""German sentences a native player would not sign, read on answers asked afresh in German:
each pattern found by a native reading of seeded random answers, now a negative check. Each
check failed on the words before their fix."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from flask.testing import FlaskClient

from api.games.examples import EXAMPLES
from api.games.registry import GAME_APIS
from tests.api.words.test_sentence_classes import (
    TALON_GAMES,
    _answer,
    coded_bodies,
    legal_bodies,
    random_tricks,
    score_bodies,
    talon_bodies,
)

TRUMP_GAMES = ("jass", "differenzler", "coiffeur", "schnapsen", "sechsundsechzig", "schafkopf",
               "skat", "doppelkopf")


def trick_sentences(client: FlaskClient, game_id: str, seed: int) -> Iterator[str]:
    """The winner's and each card's sentence of 200 random tricks, both name decks."""
    decks = GAME_APIS[game_id].game.name_decks
    tricks = random_tricks(game_id, random.Random(seed))
    for number in range(200):
        contract, trick = next(tricks)
        answer = client.get(f"/api/v1/{game_id}/trick?contract={contract.slug}"
                            f"&trick={','.join(trick)}&lang=de"
                            f"&deck={decks[number % len(decks)]}").json
        yield answer["rule"]["explanation"]
        yield from (card["explanation"] for card in answer["cards"])


# Each: what a player says instead, the games it was found in, what marks the sentence class
# (so the check reads enough of them), and the pattern no sentence may hold.
IN_A_TRICK = {
    # "Pik-Zehn ist kein Trumpf, …; Trumpf wurde angespielt.": the lead comes first.
    "trump led told first": (TRUMP_GAMES, r"ist kein Trumpf, kann",
                             r"; Trumpf wurde \w+gespielt\.$"),
    # "…und kann den Stich nicht machen; zählt 10 Augen.": a clause without its subject.
    "a card's points in the same clause": (("doppelkopf", "skat"), r"zählt \d+ Augen",
                                           r"; (?:die Karte )?zählt \d"),
    # "der höchste Trumpf im Stich bisher": German puts "bisher" before the superlative.
    "bisher before the superlative": (("doppelkopf", "skat"), r"\bbisher\b",
                                      r"(?:im Stich|Trumpf) bisher"),
    # "und es ist die höchste Grün-Karte" of a Ober; "der angespielten Farbe, Kreuz, im Stich".
    "the card named, not 'es'": (("skat",), r"im Null|noch kein Trumpf",
                                 r"und es ist\b|Farbe, \w+, im Stich"),
    # "kann nicht gewinnen" of a card: a card takes the trick or not; a game is won.
    "a card cannot take the trick": (("skat",), r"ist (?:weder|kein) ",
                                     r"kann nicht gewinnen"),
    # "liegt bisher vorne: es liegt noch kein Trumpf, und …": where it lies, "im Stich".
    "no trump in the trick so far": (("jass", "schafkopf", "doppelkopf"), r"liegt bisher vorne",
                                     r"vorne: es liegt noch kein Trumpf"),
}


@pytest.mark.parametrize(("name", "game_id"), [
    (name, game_id) for name, (games, _, _) in IN_A_TRICK.items() for game_id in games])
def test_a_trick_is_told_as_a_german_player_tells_it(
        client: FlaskClient, name: str, game_id: str) -> None:
    _, marks, pattern = IN_A_TRICK[name]
    read, problems = 0, []
    for said in trick_sentences(client, game_id, 501):
        read += bool(re.search(marks, said))
        if re.search(pattern, said):
            problems.append(said)
    assert read >= 5, read  # the class is asked, not only the easy tricks
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:8])


def test_a_discard_over_a_trump_names_it_a_trump(client: FlaskClient) -> None:
    """J-L9: "obwohl Rosen-Banner im Stich liegt, darfst du abwerfen" does not say why it
    matters; the card in the trick is named as the trump it is."""
    read, problems = 0, []
    for game_id in ("jass", "coiffeur"):
        generic = game_id == "coiffeur"
        bodies = (coded_bodies if generic else legal_bodies)(game_id, random.Random(502))
        for _ in range(600):
            answer = _answer(client, game_id, next(bodies), "de", "swiss")
            for entry in answer["cards"] if answer else ():
                said = entry["rule"]["explanation"]
                if "obwohl" in said:
                    read += 1
                    if not re.search(r"obwohl (?:mit \S+(?: \(\w+\))? schon ein )?Trumpf", said):
                        problems.append(said)
    assert read >= 10, read
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:8])


@pytest.mark.parametrize("game_id", TALON_GAMES)
def test_the_talon_games_say_the_duties_apply_to_a_player(
        client: FlaskClient, game_id: str) -> None:
    """N-8, M-8: duties "gelten für" the opponent ("treffen deinen Gegner" is not said); an
    unknown talon size "lässt sich entscheiden" once given (not "wird es entschieden")."""
    bodies, read, problems = talon_bodies(game_id, random.Random(503)), 0, []
    for _ in range(400):
        body = next(bodies)
        query = "&".join(f"{k}={v}" for k, v in {**body, "lang": "de"}.items())
        response = client.get(f"/api/v1/{game_id}/legal-cards?{query}")
        if response.status_code != 200:
            continue
        text = response.get_data(as_text=True)
        read += "Du spielst aus und bist frei" in text
        problems += re.findall(r"[^.\"]*(?:treffen \w+ deinen|wird es entschieden)[^.]*",
                               text)
    assert read >= 20, read
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:8])


def test_a_schneider_loser_is_told_in_one_clause(client: FlaskClient) -> None:
    """M-17: "aber nur 25 Augen, unter 33, er ist Schneider" is two sentences spliced."""
    bodies, read, problems = score_bodies("sechsundsechzig", random.Random(504)), 0, []
    for _ in range(1500):
        response = client.post("/api/v1/sechsundsechzig/score",
                               json={**next(bodies), "lang": "de"})
        said = response.json["points_rule"]["explanation"] if response.status_code == 200 else ""
        if "Schneider" in said:
            read += 1
            if re.search(r"33, er ist Schneider|\), unter 33", said):
                problems.append(said)
    assert read >= 5, read
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:8])


SKAT_SCORE: dict[str, Any] = {
    "contract": {"type": "suit", "trump": "diamonds"}, "bid": 18,
    "declarer_cards": ["HJ", "DJ", "DA", "D10", "DK", "D9", "SA", "S7", "H7", "H8"],
    "skat": ["C7", "C8"], "lang": "de"}


@pytest.mark.parametrize("points", [31, 50, 60, 61, 75, 89])
def test_a_skat_score_says_with_the_skat_where_it_counts(
        client: FlaskClient, points: int) -> None:
    """S-21: "hat nur 50 Augen, mit dem Skat; 61 braucht er": "mit dem Skat" belongs to the
    Augen it counts."""
    said = client.post("/api/v1/skat/score", json={
        **SKAT_SCORE, "declarer_points": points, "declarer_trick_count": 5}
    ).json["rule"]["explanation"]
    assert "mit dem Skat" in said
    assert not re.search(r"Augen, mit dem Skat|braucht er\.", said), said


def test_an_unknown_parameter_names_what_the_operation_knows(client: FlaskClient) -> None:
    """A problem in German: "diese Operation nimmt …" is the English "takes"."""
    detail = client.get("/api/v1/skat/trick?contract=grand&trick=CJ&ruleset=x&lang=de"
                        ).json["detail"]
    assert "ruleset" in detail
    assert "nimmt" not in detail, detail


def test_a_void_in_the_led_suit_is_told_as_no_card_of_it(client: FlaskClient) -> None:
    """S-15: "du hast kein Eichel" is not said of a suit; "keine Eichel-Karte" is."""
    bodies, read, problems = coded_bodies("skat", random.Random(505)), 0, []
    read_jack = 0
    for number in range(600):
        answer = _answer(client, "skat", next(bodies), "de", ("german", "french")[number % 2])
        for entry in answer["cards"] if answer else ():
            said = entry["rule"]["explanation"]
            if "stechen musst du nicht" in said:
                read += 1
                if re.search(r"du hast kein \w+:", said):
                    problems.append(said)
            # "ist im Pik-Spiel Trumpf und keine Herz-Karte, du hast also kein Herz"
            if re.search(r"Trumpf und keine \w+-Karte", said):
                read_jack += 1
                if re.search(r"du hast also kein \w+ ", said):
                    problems.append(said)
    assert read >= 10, read
    assert read_jack >= 3, read_jack
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:8])


# The games whose round is judged with a hand not given (not the talon games, Doppelkopf and
# Bauernschnapsen, which need every hand: tests/api/games/test_rounds_known.py).
ROUND_GAMES = ("jass", "differenzler", "coiffeur", "schafkopf", "skat", "watten", "koenigrufen")


@pytest.mark.parametrize("game_id", ROUND_GAMES)
def test_a_round_with_a_hand_not_known_names_the_seat_as_players_do(
        client: FlaskClient, game_id: str) -> None:
    """One hand not given: "(Plätze 4)" names one seat in the plural, "Mit den Karten, die
    Platz 4 spielt, ist dieser Zug erlaubt" judges *with* the cards, "eine ungesehene Karte";
    a card played twice "ist zweimal gespielt" (it was)."""
    example = next(body for body in GAME_APIS[game_id].round_examples.values()
                   if "hands" in body)
    hands = [*example["hands"][:-1], None]
    response = client.post(f"/api/v1/{game_id}/rounds/check",
                           json={**example, "hands": hands, "lang": "de"})
    twice = client.post(f"/api/v1/{game_id}/rounds/check", json={
        **example, "plays": [*example["plays"][:2], example["plays"][0]], "lang": "de"})
    text = twice.get_data(as_text=True)
    assert twice.status_code == 422, text
    assert "zweimal" in text, text
    assert response.status_code == 200, response.json
    text += response.get_data(as_text=True)
    assert "nicht bekannt" in text
    problems = re.findall(r"[^.\"]*(?:\(Plätze \d+\)|Mit den Karten, die Platz|ungesehene|"
                          r"ist zweimal gespielt)[^.]*", text)
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:8])


@pytest.mark.parametrize("game_id", TALON_GAMES)
def test_the_closing_calculator_speaks_as_a_player(client: FlaskClient, game_id: str) -> None:
    """"als sähest du seine Karten" is a grammar book's form, "Die Zahlen nehmen an" the
    English "assume"; "nicht von der Trumpffarbe hearts" an English code said bare."""
    example = GAME_APIS[game_id].closing_example  # type: ignore[attr-defined]
    text = client.post(f"/api/v1/{game_id}/closing",
                       json={**example, "lang": "de"}).get_data(as_text=True)
    seen = {*example["hand"], *(card for trick in example["tricks"] for card in trick)}
    turned = next(c for c in ("AA", "A10", "AK", "AO", "AU", "A9") if c not in seen)
    text += client.post(f"/api/v1/{game_id}/closing", json={
        **example, "trump_card": turned, "lang": "de"}).get_data(as_text=True)
    assert "seine Karten" in text, text
    assert "aufgedeckte Karte" in text, text
    assert not re.findall(r"sähest|nehmen an, dass|Trumpffarbe [a-z]+\b", text), text


def test_a_tarock_led_is_followed_by_a_tarock_not_a_suit(client: FlaskClient) -> None:
    """"Tarock XIII ist von der ausgespielten Farbe Tarock": a Tarock is no Farbe."""
    answer = client.get("/api/v1/koenigrufen/trick?contract=farbendreier&trick=T13,T5"
                        "&lang=de").json
    said = [card["explanation"] for card in answer["cards"]]
    assert all("Tarock" in s for s in said), said
    assert not [s for s in said if "Farbe Tarock" in s], said


@pytest.mark.parametrize(("contract", "hand", "trick"), [
    ("10:leaves", "L10,L7,H7", "LU"), ("10:leaves", "L10,H7", "LU"), ("7:acorns", "B6,H9", "A8")])
def test_watten_says_an_exempt_trump_and_the_weli_as_players_do(
        client: FlaskClient, contract: str, hand: str, trick: str) -> None:
    """W-15, RW3: the Rechte (Laub-Zehn) is exempt from the trump duty: "muss nicht zugegeben
    werden, darf es aber" leaves "es" without a verb; "deine einzigen Trümpfe" is said of one
    card; "Weli ist hier der niedrigste Trumpf": players say "der Weli"."""
    answer = client.get(f"/api/v1/watten/legal-cards?contract={contract}&hand={hand}"
                        f"&trick={trick}&lang=de").json
    said = [card["rule"]["explanation"] for card in answer["cards"]]
    assert any(re.search(r"ausgenommen|Weli der", s) for s in said), said
    assert not [s for s in said
                if re.search(r"darf es aber|einzigen Trümpfe|: Weli ist", s)], said


ROUND_PAGES = [e.id for e in EXAMPLES if e.permalink.endswith("/rounds/check")
               and e.game not in ("jass", "differenzler", "coiffeur")]


@pytest.mark.parametrize("example_id", ROUND_PAGES)
def test_a_round_page_spells_as_germany_and_austria_spell(
        client: FlaskClient, example_id: str) -> None:
    """"Erster Regelverstoss" is Swiss spelling, wrong in a Skat, Schafkopf or Schnapsen
    round's page and its link preview; the label says what the reader looks for."""
    page = client.get(f"/api/v1/examples/{example_id}?lang=de&format=html")
    text = page.get_data(as_text=True)
    assert page.status_code == 200
    assert "jede Karte war erlaubt" in text or "Erste unerlaubte Karte" in text
    assert not re.findall(r"\w*verstoss\w*", text)

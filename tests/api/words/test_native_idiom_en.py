"""English sentences a native player would not say so, read on the answers a user gets: each
pattern once found by a native reading of fresh random answers (verdicts, tricks, scores and
problems), now a negative check. Each check failed on the words before their fix."""

from __future__ import annotations

import json
import random
import re
from importlib.resources import files
from typing import Any

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
from tests.api.words.test_sentences import GENERATORS

# A pattern per game, each with the sentence a player would say instead.
IN_PLAY = {
    # "Watten has no duty to follow suit" (a game does not "know" a duty); "is not a trump".
    "watten": r"knows no duty|(?<![Tt]here )\bis no trump\b",
    # "is not a trump"; "the highest card of the suit led, Hearts, in the trick so far";
    # "with any card of that suit".
    "bauernschnapsen": r"(?<![Tt]here )\bis no trump\b|is so far the highest card"
                       r"|in the trick, \w+, and wins|any card of it\b",
    # "in Differenzler" (a game's name takes no article in English); "undertrumping is allowed".
    "differenzler": r"\bin the Differenzler\b|to undertrump is allowed",
    # "in Slalom Obenabe, too, you must follow suit" (a contract does not "keep" a duty).
    "coiffeur": r"keeps the duty",
    # "so the 7 of Hearts is not allowed" (no comma splice); "the 7 of Hearts included";
    # "highest … in the trick" ("in the trick yet" is no English).
    "skat": r"you must (?:follow \w+|play a trump), the |allowed, the [^,;:]+ too\.$"
            r"|in the trick yet",
    # "any card is allowed, the 7 of Hearts included"; "the highest card of the led suit,
    # Hearts;" (not "Hearts, yet;"); "this game has no trumps, so you may discard".
    "doppelkopf": r"allowed, the [^,;:]+ too\.$|, yet;|no trumps, you may|does not apply, the",
    # "nobody has to lead Tarocks": "nobody must lead" forbids what the sentence then allows.
    "koenigrufen": r"nobody must lead",
}


def _sentences(answer: dict[str, Any]) -> list[str]:
    said = [c["explanation"] if "explanation" in c else c["rule"]["explanation"]
            for c in answer["cards"]]
    return [answer["rule"]["explanation"], *said] if "rule" in answer else said


@pytest.mark.parametrize("game_id", sorted(IN_PLAY))
def test_verdicts_and_tricks_are_said_as_a_native_player_says_them(
        client: FlaskClient, game_id: str) -> None:
    pattern, problems, read = re.compile(IN_PLAY[game_id]), [], 0
    generic = game_id not in GENERATORS and game_id not in TALON_GAMES
    bodies = (coded_bodies if generic else legal_bodies)(game_id, random.Random(501))
    decks = GAME_APIS[game_id].game.name_decks
    for number in range(250):
        answer = _answer(client, game_id, next(bodies), "en", decks[number % len(decks)])
        if answer is not None:
            read += len(answer["cards"])
            problems += [s for s in _sentences(answer) if pattern.search(s)]
    tricks = random_tricks(game_id, random.Random(502))
    for number in range(150):
        contract, trick = next(tricks)
        answer = client.get(f"/api/v1/{game_id}/trick?contract={contract.slug}&lang=en"
                            f"&trick={','.join(trick)}&deck={decks[number % len(decks)]}").json
        read += len(answer["cards"])
        problems += [s for s in _sentences(answer) if pattern.search(s)]
    assert read >= 500, read
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:10])


SKAT_LOST = {"contract": {"type": "suit", "trump": "clubs"}, "bid": 18,
             "declarer_cards": ["CJ", "SJ", "CA", "C10", "CK", "CQ", "C9", "C8", "C7", "HA"],
             "skat": ["H7", "H8"], "declarer_points": 40, "declarer_trick_count": 3}


@pytest.mark.parametrize("outcome", [{}, {"declarer_points": 90, "declarer_trick_count": 8}])
def test_a_skat_reckoning_reads_as_english_players_reckon(
        client: FlaskClient, outcome: dict[str, int]) -> None:
    """S-19, S-28: "Base value for Clubs: 12" (not "of the Clubs"), "A lost game counts double"
    (not "Lost counts double"), matadors "in hand and Skat" (not "over")."""
    answer = client.post("/api/v1/skat/score", json={**SKAT_LOST, **outcome, "lang": "en"}).json
    said = [line["explanation"] for line in answer["breakdown"]]
    assert said[0] == "Base value for Clubs: 12"
    assert not [s for s in said if re.search(r"^Lost counts|matadors over|of the Clubs", s)]
    assert any(s.startswith("A lost game counts double") for s in said) == (not outcome)


@pytest.mark.parametrize("form", ["all_tricks", "open"])
def test_skat_says_card_points_in_english(client: FlaskClient, form: str) -> None:
    """RS11 in English Skat: card points, as every other Skat sentence says, never "Augen"; an
    open game the declarer "may not lose a trick"."""
    body = {**SKAT_LOST, "declarer_points": 115, "declarer_trick_count": 10, "lang": "en"}
    if form == "open":
        body = {**SKAT_LOST, "contract": {"type": "suit", "trump": "clubs", "ouvert": True},
                "bid": 108, "declarer_points": 100, "declarer_trick_count": 9, "lang": "en"}
    answer = client.post("/api/v1/skat/score", json=body).json
    said = answer.get("detail") or answer["rule"]["explanation"]
    assert "Augen" not in said, said
    assert "lose no trick" not in said, said


@pytest.mark.parametrize("game_id", TALON_GAMES)
def test_a_running_bummerl_gives_each_player_his_own_verb(client: FlaskClient,
                                                          game_id: str) -> None:
    """N-16, M-20: "player 2 needs 7", never "player 2 7 game points" (two numbers abutting)."""
    said = client.post(f"/api/v1/{game_id}/bummerl", json={
        "hands": [{"winner": 0, "game_points": 2}], "lang": "en"}).json["rule"]["explanation"]
    assert re.search(r"player 2 needs \d", said), said


@pytest.mark.parametrize(("path", "body", "bad"), [
    # A lone Wenz player is no party, and "wenz" is the API's value, quoted as such.
    ("schafkopf/score", {"contract": {"type": "wenz"}, "declarer_cards": [
        "AA", "AK", "AO", "AU", "A10", "A9", "A8", "A7", "LA", "LK", "LO", "LU", "L10", "L9",
        "L8", "L7"], "declarer_tricks": [], "opponent_tricks": []}, r"party of a wenz"),
    ("doppelkopf/score", {"contract": {"type": "normal"}, "augen": {"re": 30, "kontra": 210},
                          "tricks_won": {"re": 0, "kontra": 12}}, r"^re has"),
])
def test_a_problem_names_a_side_in_a_sentence(client: FlaskClient, path: str,
                                              body: dict[str, Any], bad: str) -> None:
    answer = client.post(f"/api/v1/{path}", json={**body, "lang": "en"})
    assert answer.status_code == 422
    assert not re.search(bad, answer.json["detail"]), answer.json["detail"]


def test_a_schlag_is_named_as_a_watten_player_names_it(client: FlaskClient) -> None:
    """W-3 Bavarian Watten has no Weli: "'weli' is not a Schlag", not "is no Schlag"."""
    answer = client.get("/api/v1/watten/legal-cards?contract=weli:acorns&ruleset=bayern"
                        "&hand=A7,L8&lang=en")
    assert answer.status_code == 422
    assert "is not a Schlag" in answer.json["detail"], answer.json["detail"]


def test_a_coiffeur_row_is_written_down(client: FlaskClient) -> None:
    """JC-6 on the sheet: a team "writes down" its points (Swiss "schreibt"), never "writes 57
    points"; the named example's round, asked in English."""
    examples = json.loads(files("api.service").joinpath("data/examples.json").read_text())
    example = next(e for e in examples if e["permalink"] == "/api/v1/coiffeur/rounds/check")
    answer = client.post(example["permalink"], json={**example["body"], "lang": "en"}).json
    said = json.dumps(answer, ensure_ascii=False)
    assert "declared" in said
    assert not re.search(r"and writes \d", said)


def test_the_last_trick_under_the_dulle_house_rule_is_told_in_two_clauses(
        client: FlaskClient) -> None:
    """D-V1 in the last trick: "the house rule does not apply, so the Dulle played first stays
    the higher", not two sentences spliced with a comma."""
    answer = client.get("/api/v1/doppelkopf/trick?contract=normal&ruleset=dulle&lang=en"
                        "&trick=H10,CA,H10,DA&trick_number=12").json
    said = answer["rule"]["explanation"]
    assert answer["winner"] == 0
    assert "house rule" in said, said
    assert "does not apply, so the Dulle" in said, said


def _example(example_id: str) -> dict[str, Any]:
    examples = json.loads(files("api.service").joinpath("data/examples.json").read_text())
    return next(e for e in examples if e["id"] == example_id)


def _strings(answer: Any) -> list[str]:
    if isinstance(answer, dict):
        return [s for value in answer.values() for s in _strings(value)]
    if isinstance(answer, list):
        return [s for value in answer for s in _strings(value)]
    return [answer] if isinstance(answer, str) and " " in answer else []


# The example's deal played to its end, one revoke among the plays: the round is counted.
REVOKED_ROUND = ["AO", "HO", "BU", "H7", "HU", "AU", "HA", "H9", "A8", "AA", "BA", "A7", "LU",
                 "H8", "H10", "BO", "B8", "B9", "B10", "B7", "AK", "L7", "LK", "A9", "A10", "HK",
                 "L10", "L9", "LO", "LA", "L8", "BK"]


@pytest.mark.parametrize("unknown", [(1,), (1, 2)])
def test_a_partial_round_names_the_unknown_seats_as_a_player_would(
        client: FlaskClient, unknown: tuple[int, ...]) -> None:
    """A round asked with hands missing: "Seats whose hand is not known: 2", never "(seats 2)";
    "has been seen to play" (not "is seen to play … decide"); which cards a seat "may play"
    (allowed cards are not "told"); revokes counted without "play(s)"."""
    example = _example("schafkopf-round-sau-kept-back")
    hands = [None if seat in unknown else hand
             for seat, hand in enumerate(example["body"]["hands"])]
    body = {**example["body"], "hands": hands, "lang": "en"}
    said = _strings(client.post(example["permalink"], json=body).json)
    whole = _strings(client.post(example["permalink"], json={
        **example["body"], "plays": REVOKED_ROUND, "lang": "en"}).json)
    assert any("Seats whose hand is not known" in s for s in said), said
    bad = r"\(seats? \d|is seen to play|cannot be told|\(s\)"
    assert not [s for s in said + whole if re.search(bad, s)]


def test_the_closing_sentence_names_its_figures(client: FlaskClient) -> None:
    """N-13 closing: "On average: +0.48 game points", "closing would win against 162 of those
    hands", "(he has only 14 points)"; never a bare "On average +0.48." or "it would be 162"."""
    from api.games.talon.closing_schemas import closing_query_form
    api = GAME_APIS["schnapsen"]
    query = {**closing_query_form(api.game, api.closing_example), "lang": "en"}  # type: ignore[attr-defined]
    said = client.get("/api/v1/schnapsen/closing", query_string=query).json["sentence"]
    assert "game points." in said, said
    assert "of those hands" in said, said
    assert not re.search(r"On average [+-]|it would be \d|has only \d+\)", said), said
    page = client.get("/api/v1/schnapsen/closing", query_string={**query, "format": "html"})
    assert "Hands won by closing" in page.get_data(as_text=True)


def test_a_score_refused_for_too_few_card_points_has_no_plural_after_one(
        client: FlaskClient) -> None:
    """Schnapsen's score with one trick and 2 card points: never "1 tricks hold"."""
    answer = client.post("/api/v1/schnapsen/score", json={"lang": "en", "claimed_66_by": 0,
        "players": [{"card_points": 2, "tricks": 1}, {"card_points": 0, "tricks": 0}]})
    assert answer.status_code == 422
    assert not re.search(r"\b1 tricks\b", answer.json["detail"]), answer.json["detail"]


def test_english_skat_counts_card_points_in_every_trick_sentence(client: FlaskClient) -> None:
    """S-2: a card that cannot beat a led trump "is worth 10 card points", as every other
    English Skat sentence says; and one must follow "for instance with" a card."""
    answer = client.get("/api/v1/skat/trick?contract=suit:clubs&trick=CJ,H10&lang=en").json
    assert answer["cards"][1]["explanation"].endswith("worth 10 card points."), answer
    legal = client.get("/api/v1/skat/legal-cards?contract=suit:hearts&hand=DJ,D9&trick=DA"
                       "&lang=en").json
    said = " ".join(_strings(legal))
    assert "such as with" not in said, said


def test_english_example_titles_name_cards_in_english(client: FlaskClient) -> None:
    """A link preview's and oEmbed's title in English: "the Jack of Hearts", "the Queen of Clubs",
    "the Ace" (never "the Ass", "Kreuz", "Herz" or "Damen" as English words)."""
    titles = [e["title"] for e in client.get("/api/v1/examples").json["examples"]]
    said = _strings(client.post("/api/v1/doppelkopf/rounds/check", json={
        "contract": {"type": "normal"}, "hands": [None] * 4, "plays": ["CQ"],
        "lang": "en"}).json)
    assert any("Queens of Clubs" in s for s in said), said  # the parties not known yet
    german = r"\b(?:Kreuz|Herz|Karo|Pik|Ass|Asse|Dame|Damen)\b|Herz-|Kreuz-"
    assert not [t for t in [*titles, *said] if re.search(german, t)]


def test_doppelkopf_and_schafkopf_reckon_in_plain_english(client: FlaskClient) -> None:
    """D-24: "Re announced with 11 cards in hand" (the announcement is past when the round is
    read); K-4: "61 are needed (at 60 : 60 the opponents win)", no comma splice."""
    example = _example("doppelkopf-round")
    said = _strings(client.post(example["permalink"], json={**example["body"], "lang": "en"}).json)
    assert any(re.search(r"^Re announced with \d+ cards", s) for s in said), said
    assert not [s for s in said if re.search(r"announces with", s)]
    lost = client.post("/api/v1/schafkopf/score", json={
        "contract": {"type": "solo", "trump": "bells"}, "lang": "en",
        "declarer_cards": ["AO", "LO", "HO", "BO", "AU", "LU", "HU", "BU"],
        "declarer_tricks": [["AA", "A10", "AK", "A9"]], "opponent_tricks": [
            ["A8", "A7", "L8", "L7"], ["LA", "L10", "LK", "L9"], ["HA", "H10", "HK", "H9"],
            ["BA", "B10", "BK", "B9"], ["H8", "H7", "B8", "B7"],
            ["AO", "LO", "HO", "BO"], ["AU", "LU", "HU", "BU"]]}).json
    said = [s for s in _strings(lost) if "61 are needed" in s]
    assert said, _strings(lost)
    assert not [s for s in said if "needed, at 60" in s], said


def test_a_won_bettler_names_the_declarers_team_by_its_seats(client: FlaskClient) -> None:
    """B-24: a Bettler announced from seat 2 and won scores for "the team of seats 2 and 4",
    never for "the other team", which reads as the declarer's opponents."""
    answer = client.post("/api/v1/bauernschnapsen/rounds/check", json={
        "contract": {"type": "bettler"}, "declarer": 1, "lang": "en",
        "hands": [["AA", "A10", "LA", "HA", "BA"], ["AU", "LU", "HU", "BU", "LO"],
                  ["AK", "AO", "LK", "HK", "H10"], []],
        "plays": ["HU", "H10", "HA", "BA", "BU", "HK", "AA", "AU", "AK", "A10", "LO", "AO",
                  "LA", "LU", "LK"]}).json
    said = answer["score"]["rule"]["explanation"]
    assert said.startswith("The Bettler is won"), said
    assert "the other team" not in said, said


def test_a_page_names_its_ruleset_without_a_colon_inside_a_label(client: FlaskClient) -> None:
    """A page's "Rules: …" line: "Standard rules (Stichzwang in every contract)", never
    "Rules: Standard: Stichzwang …" (two colons in one label)."""
    page = client.get("/api/v1/bauernschnapsen/legal-cards?contract=bettler&hand=AU,LU"
                      "&trick=AK&lang=en&format=html").get_data(as_text=True)
    assert "Stichzwang in every contract" in page
    assert "Standard: Stichzwang" not in page

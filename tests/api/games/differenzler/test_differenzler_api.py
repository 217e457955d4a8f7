"""The Differenzler through the API as API-jass-variants.md documents it: legality under both
rulesets with its rule ids and sentences in de, en and fr, only trump contracts, the trick,
the count (from points or tricks) with the ranking, the match, the round check that counts
only a complete clean round with estimates (RJ9), and problems naming the field in the
asker's language."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from api.games.differenzler.game_api import HANDS, ROUND_EXAMPLE

API = "/api/v1/differenzler"
LEGAL = "contract=trump:roses&hand=B7,R6,RA,A10&trick=BK,R8,B9"
ROSES = {"type": "trump", "trump": "roses"}


def verdicts(answer: dict[str, Any]) -> dict[str, tuple[bool, str]]:
    return {c["card"]: (c["legal"], c["rule"]["id"]) for c in answer["cards"]}


def test_swisslos_lets_a_lower_trump_replace_following(client: FlaskClient) -> None:
    answer = client.get(f"{API}/legal-cards?{LEGAL}&lang=en").json
    assert answer["ruleset"] == "swisslos"
    assert verdicts(answer) == {"B7": (True, "JD-L2"), "R6": (True, "JD-V1"),
                                "RA": (True, "JD-L2"), "A10": (False, "JD-L2")}
    said = {c["card"]: c["rule"]["explanation"] for c in answer["cards"]}
    assert "the 8 of Roses" in said["R6"]
    assert "the 7 of Bells" in said["A10"]


def test_jassverzeichnis_refuses_it_in_every_language(client: FlaskClient) -> None:
    words = {"de": "Jassverzeichnis", "en": "Jassverzeichnis", "fr": "Jassverzeichnis"}
    for lang, word in words.items():
        answer = client.get(f"{API}/legal-cards?{LEGAL}&ruleset=jassverzeichnis"
                            f"&lang={lang}").json
        assert answer["legal"] == ["B7", "RA"]
        r6 = next(c for c in answer["cards"] if c["card"] == "R6")
        assert r6["rule"]["id"] == "JD-V1"
        assert word in r6["rule"]["explanation"]
    fr = client.get(f"{API}/legal-cards?{LEGAL}&ruleset=jassverzeichnis&lang=fr").json
    assert "6 de Cœur" in fr["cards"][1]["rule"]["explanation"]  # the Romandie's deck


def test_post_and_get_answer_alike_and_type_may_be_left_out(client: FlaskClient) -> None:
    body = {"contract": ROSES, "hand": ["B7", "R6", "RA", "A10"], "trick": ["BK", "R8", "B9"],
            "lang": "fr"}
    posted = client.post(f"{API}/legal-cards", json=body)
    bare = client.post(f"{API}/legal-cards", json={**body, "contract": {"trump": "roses"}})
    got = client.get(f"{API}/legal-cards?{LEGAL}&lang=fr")
    assert posted.status_code == bare.status_code == got.status_code == 200
    assert posted.json == got.json == bare.json


@pytest.mark.parametrize("contract", [{"type": "obenabe"}, {"type": "undenufe"}])
def test_jd_3_no_obenabe_or_undenufe(client: FlaskClient, contract: dict[str, str]) -> None:
    response = client.post(f"{API}/legal-cards", json={"contract": contract, "hand": ["B7"],
                                                      "lang": "en"})
    assert response.status_code == 422
    assert response.json["errors"][0]["pointer"].startswith("/contract")


def test_the_trick_is_the_schiebers(client: FlaskClient) -> None:
    answer = client.get(f"{API}/trick?contract=trump:roses&trick=BK,R8,B9,RU&lang=de").json
    assert (answer["winner"], answer["rule"]["id"], answer["points"]) == (3, "J-8", 24)
    assert "Puur" in answer["rule"]["explanation"]


@pytest.mark.parametrize(("deck", "order"), [
    ("swiss", "bour, nell, As, Roi, Ober, 10"), ("french", "bour, nell, As, Roi, Dame, 10")])
def test_the_trump_order_in_french_names_the_decks_own_ranks(
        client: FlaskClient, deck: str, order: str) -> None:
    """J-8: the trump order is said with the ranks of the asker's cards, never « Ober ou
    Dame »."""
    said = client.get(f"{API}/trick?contract=trump:roses&trick=RK,RO&deck={deck}"
                      "&lang=fr").json["rule"]["explanation"]
    assert order in said
    assert " ou " not in said


def test_score_from_points_ranks_with_ties(client: FlaskClient) -> None:
    answer = client.post(f"{API}/score", json={"estimates": [50, 40, 30, 37],
                                               "points": [57, 33, 30, 37], "lang": "de"}).json
    assert [p["difference"] for p in answer["players"]] == [7, 7, 0, 0]
    assert [p["rank"] for p in answer["players"]] == [3, 3, 1, 1]
    assert answer["ranking"] == [2, 3, 0, 1]
    assert answer["players"][2]["explanation"].startswith("Spieler 3: Ansage 30 genau")
    assert answer["rule"]["id"] == "JD-S3"


@pytest.mark.parametrize(("lang", "opening"), [
    ("de", "Die kleinste Differenz haben Spieler 3 und Spieler 4 gemeinsam;"),
    ("en", "Player 3 and player 4 share the smallest difference;"),
    ("fr", "Le joueur 3 et le joueur 4 se partagent la plus petite différence ;")])
def test_rj3_a_tie_for_the_smallest_difference_names_everyone_sharing_it(
        client: FlaskClient, lang: str, opening: str) -> None:
    """RJ3: "bei Gleichstand an der Spitze werden alle Führenden genannt", in the round's
    count as in the match; a sentence opens with a capital even when it opens with a seat."""
    answer = client.post(f"{API}/score", json={"estimates": [50, 40, 30, 37],
                                               "points": [57, 33, 30, 37], "lang": lang}).json
    assert answer["rule"]["explanation"].startswith(opening)
    alone = client.post(f"{API}/score", json={"estimates": [40, 30, 50, 37],
                                              "points": [45, 30, 60, 22], "lang": lang}).json
    assert alone["rule"]["explanation"][0].isupper()
    assert all(p["explanation"][0].isupper() for p in alone["players"])


def test_jd_v1_a_lower_trump_is_named_without_a_wrong_article(client: FlaskClient) -> None:
    """JD-V1 (Swisslos): any trump may replace following, "auch ein tieferer"; the card's
    own gender (die Rosen-6, der Eicheln-Under) is never guessed with « das tiefere »."""
    answer = client.get(f"{API}/legal-cards?{LEGAL}&lang=de").json
    r6 = next(c for c in answer["cards"] if c["card"] == "R6")["rule"]["explanation"]
    assert r6.endswith("jeden Trumpf legen, auch einen tieferen: Rosen-6 ist erlaubt.")
    assert "das tiefere" not in r6


def test_score_from_tricks_counts_the_last_trick(client: FlaskClient) -> None:
    check = client.post(f"{API}/rounds/check", json={**FINISHED, "lang": "en"}).json
    tricks = [t["cards"] for t in check["tricks"]]
    answer = client.post(f"{API}/score", json={"contract": ROSES, "tricks": tricks,
                                               "estimates": [40, 30, 50, 37],
                                               "lang": "en"}).json
    assert answer["total_points"] == 157
    assert answer["tricks"][-1]["points"] == check["tricks"][-1]["points"] + 5
    assert answer["players"] == check["score"]["players"]
    assert answer["tricks"] == check["score"]["tricks"]


@pytest.mark.parametrize(("body", "kind", "pointer"), [
    ({"estimates": [40, 30, 50, 37], "points": [100, 57, 10, 0]}, "points-total", "/points"),
    ({"estimates": [40, 30, 158, 37], "points": [45, 30, 60, 22]}, "invalid-estimate",
     "/estimates/2"),
    ({"estimates": [40, 30, 50, 37]}, "invalid-round", "/points"),
    ({"estimates": [40, 30, 50, 37], "tricks": [["R6"]]}, "unknown-contract", "/contract"),
])
def test_refusals_name_the_field_in_every_language(client: FlaskClient, body: dict[str, Any],
                                                   kind: str, pointer: str) -> None:
    details = set()
    for lang in ("de", "en", "fr"):
        response = client.post(f"{API}/score", json={**body, "lang": lang})
        assert response.status_code == 422
        problem = response.json
        assert problem["type"].endswith(kind)
        assert problem["errors"][0]["pointer"] == pointer
        details.add(problem["detail"])
    assert len(details) == 3  # worded in each language


def test_the_match_names_every_leader_of_a_tie(client: FlaskClient) -> None:
    answer = client.post(f"{API}/match", json={"rounds": [
        {"estimates": [40, 30, 50, 37], "points": [45, 30, 60, 22]},
        {"estimates": [20, 60, 40, 37], "points": [25, 60, 40, 32]}], "lang": "en"}).json
    assert answer["totals"] == [10, 0, 10, 20]
    assert (answer["leaders"], answer["tie"]) == ([1], False)
    tied = client.post(f"{API}/match", json={"rounds": [
        {"estimates": [40, 30, 50, 37], "points": [41, 30, 50, 36]}], "lang": "fr"}).json
    assert (tied["leaders"], tied["tie"], tied["ranks"]) == ([1, 2], True, [3, 1, 1, 3])
    assert "joueur 2 et le joueur 3" in tied["rule"]["explanation"]


# A whole round: each seat plays its first legal card; with ``revoke``, the first seat that
# can play an illegal card does so once.
def _finished(revoke: bool = False) -> dict[str, Any]:
    from rules.differenzler.game import DIFFERENZLER
    from rules.differenzler.legality import judge_hand

    deck, roses = DIFFERENZLER.deck, DIFFERENZLER.parse_contract("trump:roses")
    hands = [[deck.parse(c) for c in hand] for hand in HANDS]
    plays, leader = [], 0
    for _ in range(9):
        trick: list[Any] = []
        for at in range(4):
            seat = (leader + at) % 4
            judged = judge_hand(tuple(hands[seat]), tuple(trick), roses)
            illegal = [v.card for v in judged if not v.legal]
            card = next(v.card for v in judged if v.legal)
            if revoke and illegal:
                card, revoke = illegal[0], False
            hands[seat].remove(card)
            trick.append(card)
        leader = (leader + DIFFERENZLER.judge_trick(trick, roses).winner) % 4
        plays += [deck.code(c) for c in trick]
    return {"contract": ROSES, "leader": 0, "hands": HANDS, "plays": plays,
            "estimates": [40, 30, 50, 37]}


FINISHED = _finished()
REVOKED = _finished(revoke=True)


def test_rj9_a_complete_clean_round_with_estimates_is_counted(client: FlaskClient) -> None:
    answer = client.post(f"{API}/rounds/check", json=FINISHED).json
    assert answer["finished"]
    assert answer["revokes"] == []
    score = answer["score"]
    assert sum(p["points"] for p in score["players"]) == 157
    assert [p["estimate"] for p in score["players"]] == [40, 30, 50, 37]
    unestimated = client.post(f"{API}/rounds/check",
                              json={k: v for k, v in FINISHED.items() if k != "estimates"})
    assert unestimated.json["score"] is None


def test_rj9_a_revoke_is_reported_and_the_round_not_counted(client: FlaskClient) -> None:
    # Seat 0 leads Schilten; seat 1 discards an Eichel while holding Schilten (JD-L2).
    hands = [list(h) for h in HANDS]
    plays = ["SA", "A6", "S8", "S10"]
    partial = client.post(f"{API}/rounds/check", json={
        "contract": ROSES, "hands": hands, "plays": plays, "lang": "en"}).json
    assert [(r["seat"], r["card"], r["rule"]["id"]) for r in partial["revokes"]] == [
        (1, "A6", "JD-L2")]
    assert partial["score"] is None
    assert partial["next"]["seat"] == 0  # the Ace of Shields won; the trick still counts
    whole = client.post(f"{API}/rounds/check", json=REVOKED).json
    assert whole["finished"]
    assert len(whole["revokes"]) == 1
    assert whole["score"] is None


def test_the_documented_round_example(client: FlaskClient) -> None:
    answer = client.post(f"{API}/rounds/check", json=ROUND_EXAMPLE).json
    assert answer["revokes"] == []
    assert [t["winner"] for t in answer["tricks"]] == [1, 0]
    assert answer["plays"][1]["rule"]["id"] == "JD-L2"


@pytest.mark.parametrize(("lang", "word"), [("de", "Karten"), ("en", "cards"),
                                             ("fr", "cartes")])
def test_legal_cards_and_trick_name_the_trick_and_its_direction(
        client: FlaskClient, lang: str, word: str) -> None:
    """API-jass-variants: legal-cards derives the trick's number from the hand (10 − cards
    in hand) and refuses a contradicting one; the Differenzler plays trump only (JD-3)."""
    answer = client.get(f"{API}/legal-cards?{LEGAL}&lang={lang}").json
    assert (answer["trick_number"], answer["direction"]) == (6, "trump")
    same = client.get(f"{API}/legal-cards?{LEGAL}&trick_number=6&lang={lang}").json
    assert same["legal"] == answer["legal"]
    body = {"contract": ROSES, "hand": ["B7", "R6", "RA", "A10"], "trick": ["BK", "R8", "B9"],
            "trick_number": 3, "lang": lang}
    for response in (client.post(f"{API}/legal-cards", json=body),
                     client.get(f"{API}/legal-cards?{LEGAL}&trick_number=3&lang={lang}")):
        assert response.status_code == 422
        problem = response.json
        assert (problem["type"].endswith("impossible-position"), problem["code"]) == (
            True, "differenzler.trick-number")
        assert [e.get("pointer") or e["parameter"] for e in problem["errors"]] in (
            ["/trick_number"], ["trick_number"])  # POST names a pointer, GET a parameter
        assert word in problem["detail"]
        assert "6" in problem["detail"]
    trick = client.post(f"{API}/trick", json={"contract": ROSES, "trick": ["BK", "R8", "B9"],
                                             "trick_number": 4, "lang": lang}).json
    assert (trick["trick_number"], trick["direction"]) == (4, "trump")
    unnumbered = client.get(f"{API}/trick?contract=trump:roses&trick=BK,R8&lang={lang}").json
    assert (unnumbered["trick_number"], unnumbered["direction"]) == (None, "trump")


def test_jd_l4_the_rule_text_speaks_to_nobody_in_particular(client: FlaskClient) -> None:
    """JD-L4 as a rule states it ("Wird Trumpf ausgespielt, muss ein Trumpf gelegt werden"):
    the French text stays impersonal like its « il faut », without a sudden « ton »."""
    text = client.get(f"{API}/rules/JD-L4").json["text"]["fr"]
    assert text.endswith("si le seul atout en main est le bour, toute carte est permise.")
    assert " ton " not in text

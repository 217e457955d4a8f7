"""What a client gets of the Schafkopf rulesets' forms: each ruleset's contracts in
``GET /api/v1/games``, the Bettel forms and the settlement of a thrown-in deal."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from flask.testing import FlaskClient

from api.games.schafkopf.speaker import SchafkopfSpeaker
from rules.schafkopf.deck import SCHAFKOPF_DECK
from rules.schafkopf.game import SCHAFKOPF, SchafkopfPosition
from rules.schafkopf.ruleset import STANDARD


def _schafkopf(client: FlaskClient) -> dict[str, Any]:
    answer = client.get("/api/v1/games").json
    assert answer is not None
    return next(g for g in answer["games"] if g["id"] == "schafkopf")


def test_the_games_list_names_each_rulesets_contracts(client: FlaskClient) -> None:
    # K-H9 "A Geier may be played Tout" holds under sauspiel: its list has the Geier-Tout,
    # standard's does not; the Kurzes Blatt's hand is six cards.
    game = _schafkopf(client)
    by_ruleset = {r["ruleset"]: r for r in game["ruleset_contracts"]}
    assert set(by_ruleset) == set(game["rulesets"])

    def touts(ruleset: str) -> set[str]:
        return {c["slug"] for c in by_ruleset[ruleset]["contracts"] if c["tout"]}

    assert "geier" in touts("sauspiel")
    assert "geier" in touts("sauspiel-kurz")
    assert "geier" not in touts("standard")
    assert "geier" not in touts("default")
    geier_tout = next(c for c in by_ruleset["sauspiel"]["contracts"]
                      if c["slug"] == "geier" and c["tout"])
    assert geier_tout["body"] == {"type": "geier", "tout": True}
    assert geier_tout["names"]["de"]
    assert geier_tout["names"]["fr"]
    assert by_ruleset["sauspiel-kurz"]["hand_size"] == 6
    assert by_ruleset["standard"]["hand_size"] == 8


def test_a_contract_the_games_list_names_is_accepted_under_its_ruleset(
        client: FlaskClient) -> None:
    game = _schafkopf(client)
    for entry in game["ruleset_contracts"]:
        if entry["ruleset"] not in ("sauspiel", "standard"):
            continue
        for contract in entry["contracts"]:
            # A hand of one card in the last trick: every contract accepts it.
            answer = client.post("/api/v1/schafkopf/legal-cards", json={
                "contract": contract["body"], "hand": ["AO"], "ruleset": entry["ruleset"]})
            assert answer.status_code == 200, (entry["ruleset"], contract, answer.json)


def test_other_games_keep_one_list_of_contracts(client: FlaskClient) -> None:
    """A game lists contracts per ruleset only where a ruleset's differ from the game's own
    (its pack's hand size or its contracts)."""
    answer = client.get("/api/v1/games").json
    assert answer is not None
    for game in answer["games"]:
        own = (game["hand_size"], sorted((c["slug"], c["tout"]) for c in game["contracts"]))
        ruled = [(r["hand_size"], sorted((c["slug"], c["tout"]) for c in r["contracts"]))
                 for r in game["ruleset_contracts"]]
        assert not ruled or any(forms != own for forms in ruled), game["id"]


THROWN_IN = "/api/v1/schafkopf/score/thrown-in"


def test_a_thrown_in_deal_with_a_stock_feeds_it(client: FlaskClient) -> None:
    # K-H12 "where a Stock is kept each player pays the Rufspiel's base price into it"; K-H1
    # "Sauspiel 20".
    answer = client.post(THROWN_IN, json={"ruleset": "sauspiel", "stock": 40, "lang": "de"}).json
    assert answer is not None
    assert answer["rule"]["id"] == "K-H12"
    assert answer["payments"] == [-20, -20, -20, -20]
    assert answer["stock"]["pot"] == 40
    assert answer["stock"]["per_player"] == -20
    assert answer["stock"]["pot_after"] == 120
    assert [(line["item"], line["rule"], line["amount"]) for line in answer["breakdown"]] == [
        ("stake", "K-H12", 20)]
    # The sentence says what the payments say: everyone pays in, nobody wins.
    assert "keiner zahlt" not in answer["rule"]["explanation"]
    assert "20" in answer["stock"]["rule"]["explanation"]
    assert "120" in answer["stock"]["rule"]["explanation"]


def test_a_thrown_in_deal_without_a_stock_costs_nothing(client: FlaskClient) -> None:
    # K-H12 "nobody wins or pays".
    answer = client.post(THROWN_IN, json={"lang": "en"}).json
    assert answer is not None
    assert answer["payments"] == [0, 0, 0, 0]
    assert answer["breakdown"] == []
    assert "stock" not in answer
    assert "nobody wins or pays" in answer["rule"]["explanation"]


def test_a_thrown_in_request_names_its_bad_field(client: FlaskClient) -> None:
    for body, pointer in (({"stock": -1}, "/stock"), ({"ruleset": "skat"}, "/ruleset"),
                          ({"tariff": {"base": {"rufspiel": "x"}}},
                           "/tariff/base/rufspiel/value")):
        answer = client.post(THROWN_IN, json=body)
        assert answer.status_code == 422, body
        assert answer.json is not None
        assert [e["pointer"] for e in answer.json["errors"]] == [pointer]


def test_the_sauspiel_list_has_the_farbgeier_tout(client: FlaskClient) -> None:
    # K-H9 "a Farbgeier-Tout with the Farbwenz-Tout" under sauspiel (our reading).
    game = _schafkopf(client)
    sauspiel = next(r for r in game["ruleset_contracts"] if r["ruleset"] == "sauspiel")
    touts = [c for c in sauspiel["contracts"] if c["tout"] and c["slug"].startswith("farbgeier")]
    assert len(touts) == 4
    assert touts[0]["names"]["de"].endswith("-Tout")


@pytest.mark.parametrize(("lang", "beats", "must"), [
    ("de", "Eichel-König sticht über", "du hältst Eichel-König und kannst überstechen"),
    ("en", "the King of Acorns beats the trick", "you hold the King of Acorns, which beats"),
    ("fr", "tu peux jouer le Roi de Gland, qui bat le pli",
     "tu as le Roi de Gland, qui bat le pli")])
def test_the_stichzwang_sentences_say_what_the_verdicts_say(lang: str, beats: str,
                                                            must: str) -> None:
    # K-H10 is held by no named ruleset (no API request reaches it, so the gallery cannot show
    # it): its sentences are rendered here from the verdicts and facts of the game itself.
    ruleset = replace(STANDARD, id="stichzwang", bettel_stichzwang=True)
    game = SCHAFKOPF.under(ruleset)
    hand = SCHAFKOPF_DECK.parse_all(["AK", "A7"])
    position = SchafkopfPosition(game.parse_contract("bettel"), hand,
                                 SCHAFKOPF_DECK.parse_all(["AO"]))
    verdicts = game.judge(position).verdicts
    assert [(v.legal, v.rule_id) for v in verdicts] == [(True, "K-H10"), (False, "K-H10")]
    speaker = SchafkopfSpeaker(lang=lang)
    said = speaker.verdict_sentences(verdicts, game.facts(position, verdicts),
                                     position.contract)
    assert beats in said[0]
    assert must in said[1]
    assert said[1].rstrip(".").endswith(speaker.card(hand[1]) + (" ist verboten" if lang == "de"
                                        else "" if lang == "fr" else " is not allowed"))


@pytest.mark.parametrize(("lang", "vorhand", "dealer", "takes"), [
    ("de", "Die Vorhand (Spieler 1) zahlt 50", "Der Geber (Spieler 4) zahlt 50",
     "Spieler 2 bekommt 50."),
    ("en", "The Vorhand (player 1) pays 50", "The dealer (player 4) pays 50",
     "50 goes to player 2."),
    ("fr", "La Vorhand (le joueur 1) paie 50", "Le donneur (le joueur 4) paie 50",
     "Gain de 50 pour le joueur 2."),
])
def test_a_thrown_in_deal_at_netschafkopf_is_paid_by_the_first_and_the_last(
        client: FlaskClient, lang: str, vorhand: str, dealer: str, takes: str) -> None:
    # K-H14 "Der Erste und der Letzte zahlen an die beiden anderen Spieler 50 Punkte, weil sie
    # nicht gespielt haben." (the protocol's table: "Das Einzelspiel kostet 50 Punkte.")
    answer = client.post(THROWN_IN, json={"ruleset": "netschafkopf", "lang": lang,
                                          "tariff": {"base": {"solo": 50}}}).json
    assert answer is not None
    assert answer["rule"]["id"] == "K-H14"
    assert answer["payments"] == [-50, 50, 50, -50]
    lines = answer["breakdown"]
    assert [(line["item"], line["seat"], line["amount"]) for line in lines] == [
        ("pays", 0, 50), ("takes", 1, 50), ("takes", 2, 50), ("pays", 3, 50)]
    assert lines[0]["explanation"].startswith(vorhand)
    assert lines[3]["explanation"].startswith(dealer)
    assert lines[1]["explanation"] == takes
    assert "50" in answer["rule"]["explanation"]

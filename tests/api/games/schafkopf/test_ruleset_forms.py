"""What issue 25's second part adds for a client: each ruleset's contracts in
``GET /api/v1/games``, the Bettel forms and the settlement of a thrown-in deal."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient


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
    answer = client.get("/api/v1/games").json
    assert answer is not None
    assert all(g["ruleset_contracts"] == [] for g in answer["games"] if g["id"] != "schafkopf")

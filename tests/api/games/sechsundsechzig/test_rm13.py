"""RM13 as the API answers it: "A marriage announced before the closing stands and still
obliges the lead of its King or Ober; a marriage asked after the closing is refused (RM4), and
the answer names the order it read." A closed talon with a marriage is read as closed first;
``marriage_before_closing`` says the marriage came first."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

BODY = {"contract": {"trump": "hearts"}, "hand": ["HK", "HO", "AA", "A10", "LA", "L9"],
        "trick": [], "talon": "closed", "talon_cards": 8, "marriage": "hearts"}
ORDER_READ = {"de": "gelesen als: erst zugedreht, dann gemeldet",
              "en": "read as: closed first, then the marriage announced",
              "fr": "lu ainsi : d'abord fermé, puis le mariage annoncé"}
BEFORE_CLOSING = {"de": "bevor du zugedeckt hast", "en": "before closing the stock",
                  "fr": "avant de fermer le talon"}


@pytest.mark.parametrize("lang", ["de", "en", "fr"])
def test_a_marriage_with_a_closed_talon_is_refused_naming_the_order_read(
        client: FlaskClient, lang: str) -> None:
    answer = client.post("/api/v1/sechsundsechzig/legal-cards", json={**BODY, "lang": lang})
    assert answer.status_code == 422
    problem = answer.json
    assert problem is not None
    assert problem["code"] == "talon.no-marriage-closed"
    assert problem["errors"][0]["pointer"] == "/marriage"
    assert ORDER_READ[lang] in problem["detail"]


@pytest.mark.parametrize("game_id", ["sechsundsechzig", "schnapsen"])
@pytest.mark.parametrize("lang", ["de", "en", "fr"])
def test_a_marriage_before_the_closing_stands_and_obliges_its_lead(
        client: FlaskClient, game_id: str, lang: str) -> None:
    hand = BODY["hand"] if game_id == "sechsundsechzig" else BODY["hand"][:5]
    answer = client.post(f"/api/v1/{game_id}/legal-cards", json={
        **BODY, "hand": hand, "marriage_before_closing": True, "lang": lang}).json
    assert answer is not None
    assert answer["legal"] == ["HK", "HO"]
    assert answer["talon"] == "closed"
    said = [c["rule"]["explanation"] for c in answer["cards"]]
    if game_id == "sechsundsechzig":
        assert all(BEFORE_CLOSING[lang] in s for s in said), said
    assert all(c["rule"]["facts"]["marriage_before_closing"] for c in answer["cards"])


@pytest.mark.parametrize("body", [{"talon": "open"}, {"marriage": None}])
def test_before_the_closing_needs_a_closed_talon_and_a_marriage(
        client: FlaskClient, body: dict[str, object]) -> None:
    asked = {**BODY, "marriage_before_closing": True, **body}
    asked = {k: v for k, v in asked.items() if v is not None}
    if asked["talon"] == "open":
        asked["talon_cards"] = 12
    answer = client.post("/api/v1/sechsundsechzig/legal-cards", json=asked)
    assert answer.status_code == 422
    assert answer.json is not None
    assert answer.json["code"] == "talon.before-closing-needs-closed"
    assert answer.json["errors"][0]["pointer"] == "/marriage_before_closing"

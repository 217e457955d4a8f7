"""Permalinks survive the web: the tracking parameters that sites and mailers append are
ignored; any other unknown parameter is still refused, by name."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

# A few permalinks of each game, and the service pages that are linked to.
PERMALINKS = (
    "/api/v1/jass/legal-cards?contract=trump:roses&hand=B6,R9,A7&trick=B10,BK",
    "/api/v1/jass/legal-cards?contract=obenabe&hand=R7,AA,SU&trick=R6&lang=en",
    "/api/v1/jass/trick?contract=trump:roses&trick=BA,R6,BK,B10",
    "/api/v1/jass/weis?hand=R6,R7,R8,R9,AU,BU,RU,SU,SA",
    "/api/v1/jass/stoeck?contract=trump:roses&hand=RK,RO,A6",
    "/api/v1/jass/deck",
    "/api/v1/jass/rules?ruleset=standard",
    "/api/v1/jass/cards/RU.svg?lang=fr",
    "/api/v1/jass/jasstafel.svg?team1=1284&team2=957",
    "/api/v1/schnapsen/legal-cards?contract=hearts&hand=AK,HU,LA,BU,BO&trick=AA&talon=closed",
    "/api/v1/schnapsen/trick?contract=hearts&trick=AA,HU&lang=fr",
    "/api/v1/schnapsen/rules/N-5",
    "/api/v1/schafkopf/legal-cards?contract=rufspiel:acorns&hand=AA,A7,HO,LU,B9,L10,HK,B8"
    "&trick=A9",
    "/api/v1/schafkopf/trick?contract=farbwenz:hearts&trick=L9,LO,HU,LA",
    "/api/v1/schafkopf/callable-aces?hand=A7,A9,LA,L8,HO,HU,B10,BK",
    "/api/v1/schafkopf/contracts",
    "/api/v1/examples?game=schafkopf",
    "/api/v1/examples/jass-farbzwang",
    "/api/v1/embed?lang=fr",
    "/llms.txt",
)
TRACKING = (
    "utm_source=newsletter", "utm_medium=email", "utm_campaign=spring-2026", "utm_term=jass",
    "utm_content=link2", "utm_id=42", "fbclid=IwAR2xyz", "gclid=Cj0KCQ", "mc_cid=4b1c9e",
    "mc_eid=9f00aa",
    # The ones readers' shared links carried, each refused before it was listed.
    "igshid=MzRlODBiNWFlZA==", "msclkid=3c1f", "_ga=2.1.2-3.4", "si=AbC_dE", "ref_src=twsrc",
    "twclid=2xyz", "ttclid=E.C.P", "dclid=CJ9", "yclid=4711", "ref=producthunt",
)


def _with(permalink: str, extra: str) -> str:
    return permalink + ("&" if "?" in permalink else "?") + extra


@pytest.mark.parametrize("permalink", PERMALINKS)
@pytest.mark.parametrize("tracking", TRACKING)
def test_a_tracking_parameter_is_ignored(client: FlaskClient, permalink: str,
                                         tracking: str) -> None:
    plain = client.get(permalink)
    assert plain.status_code == 200, plain.get_data(as_text=True)
    tracked = client.get(_with(permalink, tracking))
    assert tracked.status_code == 200, tracked.get_data(as_text=True)
    assert tracked.get_data() == plain.get_data()


@pytest.mark.parametrize("permalink", PERMALINKS)
def test_tracking_parameters_repeated_and_combined_are_ignored(client: FlaskClient,
                                                               permalink: str) -> None:
    plain = client.get(permalink).get_data()
    tracked = client.get(_with(permalink, "utm_source=a&utm_source=b&fbclid=x&gclid=y"))
    assert tracked.status_code == 200, tracked.get_data(as_text=True)
    assert tracked.get_data() == plain


@pytest.mark.parametrize("permalink", PERMALINKS)
def test_any_other_unknown_parameter_is_refused_by_name(client: FlaskClient,
                                                         permalink: str) -> None:
    response = client.get(_with(permalink, "utm_source=a&foo=1"))
    assert response.status_code == 400
    assert response.mimetype == "application/problem+json"
    problem = response.json
    assert problem["type"] == "/api/v1/problems/unknown-parameter"
    named = "« foo »" if "lang=fr" in permalink else "'foo'"  # French quotes as French does
    assert named in problem["detail"]
    assert [error["parameter"] for error in problem["errors"]] == ["foo"]


@pytest.mark.parametrize("lookalike", ["utm=1", "utmsource=1", "fbclid_x=1", "gclid2=1"])
def test_a_name_that_only_resembles_a_tracking_parameter_is_refused(
        client: FlaskClient, lookalike: str) -> None:
    response = client.get(_with(PERMALINKS[0], lookalike))
    assert response.status_code == 400
    assert [e["parameter"] for e in response.json["errors"]] == [lookalike.split("=")[0]]


def test_a_real_parameter_given_twice_is_still_refused(client: FlaskClient) -> None:
    response = client.get(_with(PERMALINKS[0], "utm_source=a&hand=R6"))
    assert response.status_code == 400
    assert [e["parameter"] for e in response.json["errors"]] == ["hand"]


POSTED = (
    ("/api/v1/jass/legal-cards", {"contract": {"type": "obenabe"}, "hand": ["R7", "AA"]}),
    ("/api/v1/batch", {"questions": [{"game": "jass", "question": "trick",
                                      "body": {"contract": {"type": "obenabe"},
                                               "trick": ["R6"]}}]}),
)


@pytest.mark.parametrize(("path", "body"), POSTED)
@pytest.mark.parametrize("query", ["lang=fr", "format=html", "hand=R6", "lang=fr&foo=1"])
def test_a_post_refuses_query_parameters_by_name(client: FlaskClient, path: str,
                                                 body: dict[str, object], query: str) -> None:
    """A POST takes its question from the body: ``?lang=fr`` was dropped unread and the
    answer came in another language (a silent guess)."""
    response = client.post(f"{path}?{query}", json=body)
    assert response.status_code == 400
    assert response.mimetype == "application/problem+json"
    assert response.json["type"] == "/api/v1/problems/unknown-parameter"
    assert [e["parameter"] for e in response.json["errors"]] == [
        pair.split("=")[0] for pair in query.split("&")]


@pytest.mark.parametrize(("path", "body"), POSTED)
def test_a_post_ignores_tracking_parameters(client: FlaskClient, path: str,
                                            body: dict[str, object]) -> None:
    tracked = client.post(f"{path}?utm_source=a&fbclid=b&utm_source=c", json=body)
    assert tracked.status_code == 200
    assert tracked.get_data() == client.post(path, json=body).get_data()


@pytest.mark.parametrize("path", ["/api/v1/games", "/healthz", "/llms.txt"])
def test_an_operation_without_parameters_says_so(client: FlaskClient, path: str) -> None:
    """The detail ended "this operation takes " and then nothing."""
    response = client.get(f"{path}?foo=1", headers={"Accept-Language": "en"})
    assert response.status_code == 400
    assert response.json["detail"] == ("unknown query parameter 'foo'; this operation takes "
                                       "no query parameters")

"""A browser asks every documented GET example of every game with ``Accept: text/html``: the
answer is a page where the operation has one, else the JSON, never a server error (a game's
own operation that shares a name with another game's paged one once rendered that one's page
and failed)."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from api import create_app

APP = create_app({"TESTING": True, "ACCESS_LOG": False})
DOCUMENT: dict[str, Any] = APP.test_client().get("/api/v1/openapi.json").get_json()


def _get_examples() -> list[tuple[str, dict[str, str]]]:
    """Each GET operation without path parameters, with its documented parameter examples."""
    found = []
    for path, item in DOCUMENT["paths"].items():
        operation = item.get("get")
        if operation is None or "{" in path or not path.startswith("/api/v1/"):
            continue
        query = {p["name"]: str(p["example"]) for p in operation.get("parameters", [])
                 if p.get("in") == "query" and "example" in p and p["name"] != "format"}
        found.append((path, query))
    return sorted(found, key=lambda case: case[0])


CASES = _get_examples()


def test_every_game_operation_is_asked() -> None:
    paths = {path for path, _ in CASES}
    assert "/api/v1/bauernschnapsen/contracts" in paths
    assert "/api/v1/schafkopf/contracts" in paths


@pytest.mark.parametrize(("path", "query"), CASES, ids=[path for path, _ in CASES])
def test_a_browser_gets_a_page_or_the_json_never_a_server_error(path: str,
                                                               query: dict[str, str]) -> None:
    client: FlaskClient = APP.test_client()
    got = client.get(path, query_string=query, headers={"Accept": "text/html"})
    assert got.status_code < 500, got.get_data(as_text=True)[:300]
    if got.status_code == 200 and got.mimetype == "text/html":
        assert "<html" in got.get_data(as_text=True)

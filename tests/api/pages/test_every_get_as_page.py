"""A browser asks every documented GET example of every game with ``Accept: text/html``: the
answer is a page where the operation has one, else the JSON, never a server error (a game's
own operation that shares a name with another game's paged one once rendered that one's page
and failed). Each page is also an operation of its own, ``{path}.{representation}``, which
answers the same page; the JSON operation's 200 documents JSON only, so that a generated
client's answer type stays one type."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from api import create_app
from rules.registry import GAMES

APP = create_app({"TESTING": True, "ACCESS_LOG": False})
DOCUMENT: dict[str, Any] = APP.test_client().get("/api/v1/openapi.json").get_json()
PAGE_PATH = ".{representation}"
MEDIA = {"html": "text/html", "svg": "image/svg+xml", "png": "image/png"}


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
        if "application/json" not in DOCUMENT["paths"][path]["get"]["responses"]["200"].get(
                "content", {}):
            return  # a page only (the checker's frame, the builder)
        assert path + PAGE_PATH in DOCUMENT["paths"], "the page is not documented"
        own = client.get(path + ".html", query_string=query)
        assert (own.status_code, own.mimetype) == (200, "text/html")
        assert own.data == got.data


def test_a_json_operation_documents_json_only_and_its_page_and_pictures_their_own() -> None:
    pages = {path.removesuffix(PAGE_PATH): item["get"] for path, item in DOCUMENT["paths"].items()
             if path.endswith(PAGE_PATH)}
    assert len(pages) >= 2 * len(GAMES)  # every game's legal-cards and trick at least
    for path, page in pages.items():
        ok = DOCUMENT["paths"][path]["get"]["responses"]["200"]
        assert list(ok["content"]) == ["application/json"], path
        assert "x-representations" not in ok
        assert not [p for p in page["parameters"] if p.get("name") == "format"]
        ref = page["responses"]["200"]["$ref"]
        shared = DOCUMENT["components"]["responses"][ref.rsplit("/", 1)[1]]
        assert list(shared["content"]) == ["text/html", "image/svg+xml", "image/png"]


@pytest.mark.parametrize("ending", ["html", "svg", "png"])
@pytest.mark.parametrize(("path", "query"), [
    ("/api/v1/jass/legal-cards", {"contract": "trump:acorns", "hand": "R6,RK,AU,A8,B10",
                                  "trick": "R9,A7", "lang": "fr"}),
    ("/api/v1/examples", {"lang": "en"})], ids=["legal-cards", "examples"])
def test_a_page_path_answers_its_representation_and_takes_no_format(
        path: str, query: dict[str, str], ending: str) -> None:
    client: FlaskClient = APP.test_client()
    got = client.get(f"{path}.{ending}", query_string=query)
    assert got.status_code == 200, got.get_data(as_text=True)[:300]
    assert got.mimetype == MEDIA[ending]
    assert got.data == client.get(path, query_string={**query, "format": ending}).data
    refused = client.get(f"{path}.{ending}", query_string={**query, "format": "json"})
    assert refused.status_code == 400
    assert refused.json["errors"][0]["parameter"] == "format"

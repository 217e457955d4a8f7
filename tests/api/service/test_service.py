"""The OpenAPI document (committed = generated, valid 3.1, examples everywhere), offline docs,
llms.txt and the health probe."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient
from openapi_spec_validator import validate

from api import create_app
from api.service import examples
from api.service.examples import EXAMPLES_FILE
from api.service.openapi_document import openapi_document
from generators.openapi import REPOSITORY_COPY
from rules.registry import GAMES, AnyGame


def test_committed_openapi_document_equals_the_generated_one(app: Flask) -> None:
    committed = json.loads(REPOSITORY_COPY.read_text(encoding="utf-8"))
    assert committed == openapi_document(app), (
        f"{REPOSITORY_COPY} is out of date: run `python -m generators.openapi`")


def test_the_served_document_is_the_committed_file_to_the_byte(client: FlaskClient) -> None:
    """One document: what a client downloads is openapi/openapi.json as committed."""
    served = client.get("/api/v1/openapi.json").get_data(as_text=True)
    assert served == REPOSITORY_COPY.read_text(encoding="utf-8")


def test_openapi_document_is_valid_3_1(app: Flask, client: FlaskClient) -> None:
    response = client.get("/api/v1/openapi.json")
    assert response.status_code == 200
    assert response.mimetype == "application/json"
    document = response.json
    assert document["openapi"] == "3.1.0"
    validate(document)
    # What a client downloads is the document of the running code, not some other file.
    assert document == openapi_document(app)


def test_a_missing_packaged_examples_file_stops_the_start(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "data").mkdir()
    monkeypatch.setattr(examples, "files", lambda package: tmp_path)
    with pytest.raises(RuntimeError, match=r"api/service/data/examples\.json is missing"):
        create_app({"TESTING": True})
    shutil.copy(EXAMPLES_FILE, tmp_path / "data" / EXAMPLES_FILE.name)
    assert create_app({"TESTING": True}).config["EXAMPLES"]


def test_every_operation_has_example_request_and_response(client: FlaskClient) -> None:
    document = client.get("/api/v1/openapi.json").json
    for path, item in document["paths"].items():
        for method, operation in item.items():
            if method not in {"get", "post", "put", "patch", "delete"}:
                continue
            ok = operation["responses"]["200"]
            if "$ref" in ok:  # a shared response (the pages')
                ok = document["components"]["responses"][ok["$ref"].rsplit("/", 1)[1]]
            ok = ok["content"]
            assert all("example" in media or "examples" in media for media in ok.values()), (
                method, path)
            if "requestBody" in operation:
                media = operation["requestBody"]["content"]["application/json"]
                assert "example" in media or "examples" in media, (method, path)
            for parameter in operation.get("parameters", []):
                if parameter.get("required"):
                    assert "example" in parameter["schema"] or "example" in parameter, (
                        method, path, parameter["name"])


def test_error_responses_are_documented_as_problems(client: FlaskClient) -> None:
    document = client.get("/api/v1/openapi.json").json
    unprocessable = document["components"]["responses"]["UNPROCESSABLE_ENTITY"]
    assert list(unprocessable["content"]) == ["application/problem+json"]


def test_docs_are_served_without_a_cdn(client: FlaskClient) -> None:
    page = client.get("/api/v1/docs")
    assert page.status_code == 200
    assert page.mimetype == "text/html"
    html = page.get_data(as_text=True)
    assert not re.search(r"(src|href)=\"https?://", html)
    for asset in re.findall(r"(?:src|href)=\"(/[^\"]+)\"", html):
        served = client.get(asset)
        assert served.status_code == 200, asset
        assert served.content_length or served.get_data()
    bundle = client.get("/api/v1/docs/assets/swagger-ui-bundle.js").get_data(as_text=True)
    assert "SwaggerUIBundle" in bundle
    init = client.get("/api/v1/docs/init.js").get_data(as_text=True)
    assert "/api/v1/openapi.json" in init


def test_llms_txt_describes_endpoints_and_notation(client: FlaskClient) -> None:
    response = client.get("/llms.txt")
    assert response.status_code == 200
    assert response.mimetype == "text/plain"
    text = response.get_data(as_text=True)
    assert text.startswith("# Stichfest")
    for needle in ("/api/v1/openapi.json", "/api/v1/jass/legal-cards", "/api/v1/jass/trick",
                   "/api/v1/jass/deck", "/api/v1/jass/rules", "Card notation"):
        assert needle in text
    for link in re.findall(r"\]\((/[^)]+)\)", text):
        assert client.get(link).status_code == 200, link


@pytest.mark.parametrize("game", GAMES.values(), ids=list(GAMES))
def test_llms_txt_gives_every_games_notation(client: FlaskClient, game: AnyGame) -> None:
    """Every game of the registry has its section and its card notation: each suit letter with
    its suit id and each rank code of its deck, and each contract form, in its own paragraph
    (a new game must not need llms.txt edited by hand)."""
    text = client.get("/llms.txt").get_data(as_text=True)
    assert f"### {game.title}\n" in text
    notation = text.split("## Card notation", 1)[1]
    start = notation.index(f"{game.title} (`{game.id}`, {len(game.deck)} cards")
    paragraph = notation[start:].split("\n\n", 1)[0]
    for suit in game.deck.suits:
        assert f"`{game.deck.suit_letters[suit]}` {suit.value} (" in paragraph, suit
    for rank in game.deck.ranks:
        assert f"`{game.deck.rank_codes[rank]}` (" in paragraph, rank
    for form in game.contract_forms:
        assert f"`{form.slug('SUIT') if form.suit_field else form.slug()}`" in paragraph



def test_healthz(client: FlaskClient) -> None:
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json == {"status": "ok"}
    assert response.headers["X-Content-Type-Options"] == "nosniff"

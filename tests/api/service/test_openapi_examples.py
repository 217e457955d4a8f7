"""Every example of the served OpenAPI document, asked of the server: the documented request
gets exactly the documented answer, and both fit the operation's response schema.

A GET's request is its parameters' examples (path parameters too; optional ones without an
example are left out). A body's request is its ``example``, or each of its named
``examples`` paired with the response example of the same name. An example marked
``x-truncated`` may leave out list items and object members; what it shows must be as
answered.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import pytest
from flask.testing import FlaskClient
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from generators.openapi import REPOSITORY_COPY

DOCUMENT_URI = "urn:stichfest:openapi"
METHODS = ("get", "post")
# The served document is the packaged one (test_service proves it equals the generated one).
DOCUMENT: dict[str, Any] = json.loads(REPOSITORY_COPY.read_text(encoding="utf-8"))


def resolve(node: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in node:
        node = pointer(node["$ref"])
    return node


def pointer(ref: str) -> Any:
    assert ref.startswith("#/"), ref
    node: Any = DOCUMENT
    for part in ref[2:].split("/"):
        node = node[part.replace("~1", "/").replace("~0", "~")]
    return node


def escape(part: str) -> str:
    return part.replace("~", "~0").replace("/", "~1")


class Case:
    def __init__(self, path: str, method: str, name: str | None) -> None:
        self.path, self.method, self.name = path, method, name
        self.operation = DOCUMENT["paths"][path][method]

    @property
    def id(self) -> str:
        return f"{self.operation['operationId']}" + (f"[{self.name}]" if self.name else "")


def cases() -> Iterator[Case]:
    for path, item in DOCUMENT["paths"].items():
        for method in METHODS:
            if method not in item:
                continue
            body = item[method].get("requestBody", {}).get("content", {}).get(
                "application/json", {})
            names = list(body.get("examples", {})) or [None]
            for name in names:
                yield Case(path, method, name)


CASES = list(cases())


def parameter_example(parameter: dict[str, Any]) -> Any:
    if "example" in parameter:
        return parameter["example"]
    return resolve(parameter.get("schema", {})).get("example", parameter.get("schema", {}).get(
        "example"))


def request_of(case: Case) -> tuple[str, dict[str, str], Any]:
    """The documented request: URL, query and JSON body."""
    url, query = case.path, {}
    item = DOCUMENT["paths"][case.path]
    # An operation's parameter overrides the path's of the same name and location.
    parameters = {(p["in"], p["name"]): p for p in map(resolve, [
        *item.get("parameters", []), *case.operation.get("parameters", [])])}
    for parameter in parameters.values():
        value = parameter_example(parameter)
        if value is None:
            assert not parameter.get("required"), f"{case.id}: {parameter['name']} has no example"
            continue
        text = ("true" if value else "false") if isinstance(value, bool) else str(value)
        if parameter["in"] == "path":
            url = url.replace("{" + parameter["name"] + "}", quote(text, safe=""))
        else:
            query[parameter["name"]] = text
    body = None
    if "requestBody" in case.operation:
        media = case.operation["requestBody"]["content"]["application/json"]
        body = media["examples"][case.name]["value"] if case.name else media["example"]
    return url, query, body


# A page's or picture's path ending (its ``representation`` parameter) → its media type.
ENDINGS = {"html": "text/html", "svg": "image/svg+xml", "png": "image/png"}


def documented_answer(case: Case) -> tuple[str, dict[str, Any], str]:
    """The 200 response's media type, its media object and the JSON pointer to it: the only
    one, or for a page's operation the one its documented path ending asks."""
    location = f"#/paths/{escape(case.path)}/{case.method}/responses/200"
    ok = case.operation["responses"]["200"]
    if "$ref" in ok:
        location, ok = ok["$ref"], resolve(ok)
    content = ok["content"]
    if len(content) > 1:
        ending = next(parameter_example(p) for p in map(resolve, case.operation["parameters"])
                      if p["name"] == "representation")
        content = {ENDINGS[ending]: content[ENDINGS[ending]]}
    (media_type, media), = content.items()
    return media_type, media, f"{location}/content/{escape(media_type)}"


def example_of(case: Case, media: dict[str, Any]) -> dict[str, Any]:
    """The documented answer as an Example Object: the one named as the request's, or the
    only one."""
    if "examples" not in media:
        return {"value": media["example"]}
    if case.name is None:
        (example,) = media["examples"].values()
        return dict(example)
    assert case.name in media["examples"], f"{case.id}: no response example of that name"
    return dict(media["examples"][case.name])


def shown_in(shown: Any, answered: Any) -> bool:
    """A truncated example: lists may be cut short, objects may leave members out."""
    if isinstance(shown, dict):
        return isinstance(answered, dict) and all(
            key in answered and shown_in(value, answered[key]) for key, value in shown.items())
    if isinstance(shown, list):
        return (isinstance(answered, list) and 0 < len(shown) <= len(answered)
                and all(shown_in(a, b) for a, b in zip(shown, answered, strict=False)))
    return bool(shown == answered)


def validator(location: str) -> Draft202012Validator:
    """A validator of the schema at ``location`` (a JSON pointer into the document) whose
    ``$ref``s resolve in the document."""
    registry: Registry[Any] = Registry().with_resource(
        DOCUMENT_URI, Resource.from_contents(DOCUMENT, default_specification=DRAFT202012))
    return Draft202012Validator({"$ref": f"{DOCUMENT_URI}{location}"},
                                registry=registry)


def errors(location: str, instance: Any) -> list[str]:
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}"[:300]
            for e in validator(f"{location}/schema").iter_errors(instance)]


def test_every_operation_is_replayed() -> None:
    operations = {(path, method) for path, item in DOCUMENT["paths"].items()
                  for method in item if method in METHODS}
    assert {(case.path, case.method) for case in CASES} == operations
    assert len(operations) >= 40


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_the_documented_request_gets_the_documented_answer(
        client: FlaskClient, case: Case) -> None:
    url, query, body = request_of(case)
    if body is not None:
        location = f"#/paths/{escape(case.path)}/{case.method}/requestBody/content/" \
                   "application~1json"
        assert errors(location, body) == [], f"{case.id}: the documented request"
    response = client.open(url, method=case.method.upper(), query_string=query, json=body)
    assert response.status_code == 200, (case.id, url, query, response.get_data(as_text=True))
    media_type, media, location = documented_answer(case)
    assert response.mimetype == media_type
    if media_type != "application/json":
        # Pages and pictures: the beginning their example shows (other text: the media type).
        example = example_of(case, media) if "examples" in media else {}
        if example.get("x-truncated"):
            shown = example["value"].encode("latin-1" if media_type == "image/png" else "utf-8")
            assert response.data.startswith(shown), case.id
        return
    example, answered = example_of(case, media), response.json
    documented = example["value"]
    assert errors(location, documented) == [], f"{case.id}: the documented example"
    assert errors(location, answered) == [], f"{case.id}: the server's answer"
    if example.get("x-truncated"):
        assert shown_in(documented, answered), case.id
    else:
        assert answered == documented, case.id


def test_a_schema_error_is_found() -> None:
    """The validation above can fail: a legal-cards answer without its verdicts does not fit."""
    case = next(c for c in CASES if c.operation["operationId"] == "jassLegalCardsPermalink")
    _, media, location = documented_answer(case)
    broken = {key: value for key, value in example_of(case, media)["value"].items()
              if key != "cards"}
    assert errors(location, broken) == [": 'cards' is a required property"]



@pytest.mark.parametrize(("game", "question", "fits"), [
    ("jass", "trick", True), ("jass", "legal-cards", False), ("schnapsen", "trick", False)])
def test_a_batch_question_is_typed_by_game_and_question(
        game: str, question: str, fits: bool) -> None:
    """A batch question's body is the request schema of its game's question: the Jass trick
    example fits a Jass trick question only."""
    trick = DOCUMENT["paths"]["/api/v1/jass/trick"]["post"]["requestBody"]["content"][
        "application/json"]["examples"]["trick"]["value"]  # the full size's example
    batch_question = validator("#/components/schemas/BatchQuestion")
    assert batch_question.is_valid({"game": game, "question": question, "body": trick}) is fits

"""The README's curl commands, as a new user copies them: each is asked of the app and answers
200 with the kind of answer the README says (JSON, a page, a picture), never a problem. The
sample card the README prints is the answer its first command gives."""

from __future__ import annotations

import json
import re
import shlex
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

README = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
HOST = "localhost:8000"


@dataclass
class Curl:
    line: str
    url: str = ""
    headers: dict[str, str] = field(default_factory=dict)
    body: str | None = None


def curl_commands(text: str) -> Iterator[Curl]:
    """Every curl command of the README's shell blocks, continuation lines joined; a comment
    or an output redirection ends it, as in the shell."""
    for block in re.findall(r"```sh\n(.*?)\n```", text, re.S):
        for line in block.replace("\\\n", " ").splitlines():
            if not line.startswith("curl "):
                continue
            words = iter(shlex.split(line, comments=True))
            curl = Curl(line)
            for word in words:
                if word == ">":
                    break
                if word == "-H":
                    name, _, value = next(words).partition(":")
                    curl.headers[name] = value.strip()
                elif word == "-d":
                    curl.body = next(words)
                elif word.startswith(HOST):
                    curl.url = word.removeprefix(HOST)
            yield curl


COMMANDS = list(curl_commands(README))


def expected_type(curl: Curl) -> str:
    if "format=svg" in curl.url or ".svg?" in curl.url:
        return "image/svg+xml"
    if "format=html" in curl.url or "text/html" in curl.headers.get("Accept", ""):
        return "text/html"
    return "application/json"


def ask(client: FlaskClient, curl: Curl) -> TestResponse:
    method = "POST" if curl.body is not None else "GET"
    return client.open(curl.url, method=method, headers=curl.headers, data=curl.body)


def test_the_readme_has_its_examples() -> None:
    assert len(COMMANDS) >= 15
    assert all(curl.url.startswith("/") for curl in COMMANDS), [c.line for c in COMMANDS]


@pytest.mark.parametrize("curl", COMMANDS, ids=[c.url.split("?")[0] for c in COMMANDS])
def test_every_readme_command_answers(client: FlaskClient, curl: Curl) -> None:
    answer = ask(client, curl)
    assert answer.status_code == 200, (curl.line, answer.get_data(as_text=True)[:500])
    assert answer.mimetype == expected_type(curl), curl.line


def test_the_sample_card_is_the_first_commands_answer(client: FlaskClient) -> None:
    """The README prints one card of its first request's answer, its explanation cut short."""
    sample = re.search(r"Each card of the hand comes back as\n`(.*?)`", README, re.S)
    assert sample is not None
    text = sample.group(1).replace("\n", " ")
    card = re.search(r'"card": "(\w+)", "legal": (true|false)', text)
    rule = dict(re.findall(r'"(id|title|source)": "([^"]+)"', text))
    shown = re.search(r'"explanation": "([^"]*?)…"', text)
    assert card is not None, text
    assert shown is not None, text
    assert rule.keys() == {"id", "title", "source"}, text
    answer = ask(client, COMMANDS[0]).json
    entry = next(c for c in answer["cards"] if c["card"] == card.group(1))
    assert entry["legal"] is json.loads(card.group(2))
    assert {key: entry["rule"][key] for key in rule} == rule
    assert entry["rule"]["explanation"].startswith(shown.group(1).strip())
    assert "facts" in entry["rule"]


def test_the_layout_lists_every_module() -> None:
    """README, "Layout": a line for every module of rules/, api/ and generators/, under its
    folder, so that a module added without a word about it fails here."""
    root = Path(__file__).resolve().parents[2]
    layout = README[README.index("## Layout\n"):]
    sections = {heading: body for heading, body in
                re.findall(r"^`([\w/]+/)`\n\n((?:- .*\n)+)", layout, re.MULTILINE)}
    missing = []
    for top in ("rules", "api", "generators"):
        for path in sorted((root / top).rglob("*.py")):
            folder = path.parent.relative_to(root).as_posix() + "/"
            if f"- `{path.name}`: " not in sections.get(folder, ""):
                missing.append(path.relative_to(root).as_posix())
    assert missing == []

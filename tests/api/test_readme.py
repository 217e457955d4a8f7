"""The README's curl commands, as a new user copies them: each is asked of the app and answers
200 with the kind of answer the README says (JSON, a page, a picture), or the problem status it
names (``# → 422``). The sample card and the problem the README print are what their commands
answer. No user document carries an issue number or a dated measurement."""

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
    status: int = 200
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
            named = re.search(r"# → (\d{3})$", line)
            curl = Curl(line, int(named.group(1)) if named else 200)
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
    if curl.status != 200:
        return "application/problem+json"
    if "format=svg" in curl.url or ".svg?" in curl.url:
        return "image/svg+xml"
    if ".png?" in curl.url:
        return "image/png"
    if ("format=html" in curl.url or ".html?" in curl.url
            or "text/html" in curl.headers.get("Accept", "")):
        return "text/html"
    return "application/json"


def ask(client: FlaskClient, curl: Curl) -> TestResponse:
    method = "POST" if curl.body is not None else "GET"
    return client.open(curl.url, method=method, headers=curl.headers, data=curl.body)


def test_the_readme_has_its_examples() -> None:
    assert len(COMMANDS) >= 15
    assert all(curl.url.startswith("/") for curl in COMMANDS), [c.line for c in COMMANDS]
    assert [c for c in COMMANDS if c.status != 200], "the README shows no problem"


@pytest.mark.parametrize("curl", COMMANDS, ids=[c.url.split("?")[0] for c in COMMANDS])
def test_every_readme_command_answers(client: FlaskClient, curl: Curl) -> None:
    answer = ask(client, curl)
    assert answer.status_code == curl.status, (curl.line, answer.get_data(as_text=True)[:500])
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


def test_the_problem_shown_is_the_commands_answer(client: FlaskClient) -> None:
    """The README prints the members of the problem its failing command gets, each as answered
    (the texts left out, since they follow the language)."""
    block = re.search(r"# → \d{3}\n```\n\n```json\n(.*?)\n```", README, re.S)
    assert block is not None
    shown = json.loads(block.group(1))
    failing = next(c for c in COMMANDS if c.status != 200)
    answer = ask(client, failing).json
    assert shown["status"] == failing.status
    assert {key: answer[key] for key in shown if key != "errors"} == {
        key: value for key, value in shown.items() if key != "errors"}
    assert len(shown["errors"]) == len(answer["errors"])
    for entry, answered in zip(shown["errors"], answer["errors"], strict=True):
        assert {key: answered[key] for key in entry} == entry


USER_DOCS = [Path(__file__).resolve().parents[2] / "README.md",
             *sorted((Path(__file__).resolve().parents[2] / "docs").rglob("*.md"))]


@pytest.mark.parametrize("path", USER_DOCS, ids=[p.name for p in USER_DOCS])
def test_user_docs_carry_no_issue_numbers_or_dates(path: Path) -> None:
    """Readers of the README and docs/ get what the service does; issue numbers and dated
    figures belong to the tracker and to bench/README.md."""
    text = path.read_text(encoding="utf-8")
    found = re.findall(r"[Ii]ssue #?\d+|\b20\d\d-\d\d-\d\d\b|\d\d:\d\d UTC", text)
    assert found == []


def test_the_readme_links_documents_that_exist() -> None:
    root = Path(__file__).resolve().parents[2]
    linked = re.findall(r"\]\(((?!https?:)[^)#]+)\)", README)
    assert linked, "the README links no document"
    assert [link for link in linked if not (root / link).exists()] == []


def test_the_client_commands_use_the_projects_settings_and_tested_versions() -> None:
    """The README's client generation names the generator settings the client test uses, and
    the generator versions .ci/run pins for that test."""
    root = Path(__file__).resolve().parents[2]
    section = README.split("## Use it from an app", 1)[1].split("\n## ", 1)[0]
    config = re.search(r"--config (\S+)", section)
    assert config is not None
    assert (root / config.group(1)).is_file()
    script = (root / ".ci" / "run").read_text(encoding="utf-8")
    pinned = set(re.findall(r"(openapi-(?:typescript|fetch)@[\d.]+)", script))
    named = set(re.findall(r"(openapi-(?:typescript|fetch)@[\d.]+)", section))
    assert named == pinned
    assert len(named) == 2

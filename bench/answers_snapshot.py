"""The answers of many requests, recorded once and compared with another checkout's: a
refactor that must not change what the API says shows 0 changed.

The requests are read from the recording checkout's own documents: every example body of
every POST operation in ``openapi/openapi.json`` (with each ``lang`` and, where the operation
has sized answers, each ``detail``), every position of every game's ``gallery.toml`` (its GET
permalink, each ``lang`` and ``detail``), every prefix of every round example's plays, the GET
operations that need no parameter (deck, rules, each rule, the games list, the documents),
each in every language, and as a browser's page (``PAGE``). The requests are stored with
their answers, so that ``compare`` asks exactly the same questions:

    .venv/bin/python bench/answers_snapshot.py record /tmp/answers.json.gz   # before
    .venv/bin/python bench/answers_snapshot.py compare /tmp/answers.json.gz  # after

``compare`` prints each request whose status or body differs and exits 1 if any does.
"""

from __future__ import annotations

import gzip
import json
import sys
import tomllib
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

LANGS = ("de", "en", "fr")
DETAILS = ("full", "facts", "ids")
SIZED = ("legal-cards", "trick", "rounds/check")  # the operations that take ``detail``

Request = tuple[str, str, Any]  # method, path with query, JSON body or None


def _requests() -> list[Request]:
    document = json.loads((ROOT / "openapi" / "openapi.json").read_text())
    asked: list[Request] = []
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            if method == "post":
                asked += _post(path, operation)
            elif method == "get" and "{" not in path and not any(
                    p.get("required") for p in operation.get("parameters", [])):
                asked += [("GET", f"{path}?lang={lang}", None) for lang in LANGS]
                asked.append(("GET", path, None))
                asked.append(("PAGE", f"{path}?lang=en", None))
    for gallery in sorted((ROOT / "api" / "games").glob("*/gallery.toml")):
        game = gallery.parent.name
        for position in tomllib.loads(gallery.read_text()).get("position", []):
            query = {k: v for k, v in position.items() if k != "operation"}
            for lang in LANGS:
                for detail in DETAILS:
                    asked.append(("GET", f"/api/v1/{game}/{position['operation']}?"
                                  + urlencode({**query, "lang": lang, "detail": detail}),
                                  None))
            asked.append(("PAGE", f"/api/v1/{game}/{position['operation']}?"
                          + urlencode({**query, "lang": "de"}), None))
    asked += [("GET", "/llms.txt", None), ("GET", "/api/v1/openapi.json", None)]
    rules = [p for p in document["paths"] if p.endswith("/rules/{rule_id}")]
    for path in rules:
        listing = path.rsplit("/", 1)[0]
        asked += [("GET", f"{path.replace('{rule_id}', rule)}?lang={lang}", None)
                  for rule in _rule_ids(listing) for lang in LANGS]
    return asked


def _post(path: str, operation: dict[str, Any]) -> list[Request]:
    content = operation.get("requestBody", {}).get("content", {}).get("application/json", {})
    bodies = [e["value"] for e in content.get("examples", {}).values()]
    if "example" in content:
        bodies.append(content["example"])
    asked: list[Request] = []
    sized = path.endswith(SIZED)
    for body in bodies:
        if not isinstance(body, dict):
            asked.append(("POST", path, body))
            continue
        for lang in LANGS:
            for detail in (DETAILS if sized else (None,)):
                varied = {**body, "lang": lang}
                if detail is not None:
                    varied["detail"] = detail
                asked.append(("POST", path, varied))
        if path.endswith("rounds/check") and "plays" in body:
            for n in range(len(body["plays"])):
                asked.append(("POST", path, {**body, "plays": body["plays"][:n]}))
    return asked


_CLIENT: Any = None


def _client() -> Any:
    global _CLIENT
    if _CLIENT is None:
        import api

        _CLIENT = api.create_app({"TESTING": True, "ACCESS_LOG": False,
                                  "RATE_LIMIT": None}).test_client()
    return _CLIENT


def _rule_ids(listing: str) -> list[str]:
    answer = _client().get(f"{listing}?lang=en").get_json()
    rules = answer.get("rules", answer) if isinstance(answer, dict) else answer
    return [rule["id"] for rule in rules]


def _ask(request: Request) -> dict[str, Any]:
    method, path, body = request
    client = _client()
    response = (client.get(path) if method == "GET"
                else client.get(path, headers={"Accept": "text/html"}) if method == "PAGE"
                else client.post(path, data=json.dumps(body),
                                 content_type="application/json"))
    return {"status": response.status_code, "type": response.content_type,
            "body": response.get_data(as_text=True)}


def _key(request: Request) -> str:
    return json.dumps(request, sort_keys=True, ensure_ascii=False)


def record(target: Path) -> None:
    answers = {_key(r): _ask(r) for r in _requests()}
    with gzip.open(target, "wt") as out:
        json.dump(answers, out)
    print(f"{len(answers)} answers recorded in {target}")


def compare(source: Path) -> int:
    with gzip.open(source, "rt") as stored:
        answers = json.load(stored)
    changed = 0
    for key, before in answers.items():
        after = _ask(tuple(json.loads(key)))  # type: ignore[arg-type]
        if after != before:
            changed += 1
            print(f"CHANGED {key[:200]}\n  before {str(before)[:300]}\n  after  {str(after)[:300]}")
    print(f"{len(answers)} answers compared, {changed} changed")
    return 1 if changed else 0


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ("record", "compare"):
        sys.exit(__doc__)
    path = Path(sys.argv[2])
    sys.exit(record(path) if sys.argv[1] == "record" else compare(path))

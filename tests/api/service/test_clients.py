"""Clients that compile: the served OpenAPI document generated into a Python client
(openapi-python-client, with openapi/openapi-python-client.yaml) and TypeScript types
(openapi-typescript with its defaults, used through openapi-fetch), and a short app in each
that asks every game's legality (POST and the GET permalink), a trick and a whole round,
checked by mypy --strict and tsc --noEmit --strict without a cast. The Python app also runs
against the app (httpx's WSGI transport), so that the generated models read real answers.

The npm packages come from build/npm-tools (``.ci/run`` installs them there with Debian's
node and npm); the Python generator is a test dependency."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from api.games.registry import GAME_APIS
from api.schemas.game import query_form
from rules.registry import GAMES

ROOT = Path(__file__).resolve().parents[3]
NPM_TOOLS = ROOT / "build" / "npm-tools" / "node_modules"
PY_CONFIG = ROOT / "openapi" / "openapi-python-client.yaml"
ROUND_GAMES = [g for g, a in GAME_APIS.items() if a.has_rounds]


# Score fields each game's app reads, nested ones first (they were untyped objects): per
# operation, each as (path, its TypeScript type, its Python type); "round" is the round
# check's score.
N, S = ("number", "int"), ("string", "str")
SCORE_READS: dict[str, dict[str, list[tuple[str, str, str]]]] = {
    "jass": {"score": [("check.card_points", *N), ("teams[0].total", *N)],
             "target": [("running[0].totals[1]", *N), ("running[0].step", *S)],
             "round": [("check.with_match", *N)]},
    "schnapsen": {"closing": [("contract.type", *S), ("stakes.win", *N)],
                  "score": [("players[0].card_points", *N), ("winner", *N)],
                  "round": [("winner", *N)]},
    "schafkopf": {"score": [("tariff.laufende", *N), ("tariff.base.solo", *N),
                            ("tariff.schwarz", *N)],
                  "contracts": [("contracts[0].rank", *N)],
                  "round": [("tariff.schneider", *N)]},
    "sechsundsechzig": {"closing": [("contract.type", *S), ("points_at_closing.me", *N)],
                        "score": [("players[0].tricks", *N)],
                        "round": [("winner", "number | null", "int | None")]},
    "skat": {"score": [("augen.declarer", *N), ("tricks.opponents", *N), ("winner", *S)],
             "round": [("augen.skat", *N)]},
    "doppelkopf": {"score": [("augen.re", *N), ("targets.re.needs", *S),
                             ("per_player.kontra", *N), ("parties.re", "number[]", "list[int]"),
                             ("winner", "string | null", "str | None")],
                   "round": [("tricks_won.re", *N)]},
    "watten": {"score": [("scores[0]", *N), ("winner", *N)], "round": [("winner", *N)]},
    "bauernschnapsen": {"score": [("contract.partner_sits_out", "boolean", "bool"),
                                  ("scoring_team", *N)],
                        "round": [("contract.value", *N)]},
    "differenzler": {"score": [("players[0].difference", *N)], "round": [("total_points", *N)]},
    "coiffeur": {"score": [("teams[0].points", *N)], "round": [("row_points", *N)]},
    "koenigrufen": {"score": [("per_seat.declarer", *N)], "round": [("net_per_player", *N)]},
}
# Where the Python client spells a member otherwise (a keyword; a map's values by key).
PY_SPELLING = {".type": ".type_", ".base.solo": '.base["solo"]'}


def _py_path(path: str) -> str:
    for ts, py in PY_SPELLING.items():
        path = path.replace(ts, py)
    return path


def _score_operations(document: dict[str, Any], game: str
                      ) -> list[tuple[str, str, str | None, Any]]:
    """Each operation the game's reads ask but the round check: (kind, method, its request
    schema's name or None, the documented request body)."""
    out = []
    for kind in SCORE_READS[game]:
        if kind == "round":
            continue
        item = document["paths"][f"/api/v1/{game}/{kind}"]
        method = "post" if "post" in item else "get"
        media = item[method].get("requestBody", {}).get("content", {}).get("application/json")
        if media is None:
            out.append((kind, method, None, None))
            continue
        body = media["example"] if "example" in media else next(
            iter(media["examples"].values()))["value"]
        out.append((kind, method, media["schema"]["$ref"].rsplit("/", 1)[1], body))
    return out


def _title(game: str) -> str:
    return "".join(part.title() for part in game.split("-"))


def _snake(game: str) -> str:
    return game.replace("-", "_")


def _questions(game: str) -> dict[str, Any]:
    adapter = GAME_APIS[game]
    legal = dict(next(iter(adapter.legal_examples.values())))
    out = {"legal": legal, "trick": dict(adapter.trick_example),
           "query": query_form(GAMES[game], legal)}
    if adapter.has_rounds:
        out["round"] = dict(next(iter(adapter.round_examples.values())))
    return out


@pytest.fixture(scope="module")
def document(tmp_path_factory: pytest.TempPathFactory, app: Flask) -> Path:
    served = app.test_client().get("/api/v1/openapi.json")
    assert served.status_code == 200
    path = tmp_path_factory.mktemp("openapi") / "openapi.json"
    path.write_bytes(served.data)
    return path


def _run(command: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}:{os.environ['PATH']}"}
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, env=env,
                          timeout=600, check=False)


def _query_arguments(document: dict[str, Any], game: str, query: dict[str, str]
                     ) -> tuple[str, set[str]]:
    """The permalink's parameters as Python arguments: an enum's value by its generated class
    (``Lang("en")``), a flag as a bool, the rest as strings; and the classes named."""
    parameters = document["components"]["parameters"]
    declared = {}
    for parameter in document["paths"][f"/api/v1/{game}/legal-cards"]["get"]["parameters"]:
        if "$ref" in parameter:
            parameter = parameters[parameter["$ref"].rsplit("/", 1)[1]]
        declared[parameter["name"]] = parameter["schema"]
    arguments, classes = [], set()
    for name, value in query.items():
        schema = declared[name]
        if "$ref" in schema:
            enum = schema["$ref"].rsplit("/", 1)[1]
            classes.add(enum)
            arguments.append(f"{name}={enum}({value!r})")
        elif schema.get("type") == "boolean":
            arguments.append(f"{name}={value == 'true'}")
        else:
            arguments.append(f"{name}={value!r}")
    return ", ".join(arguments), classes


def python_app(document: dict[str, Any]) -> str:
    lines = ["from __future__ import annotations", "",
             "from stichfest_client import Client",
             "from stichfest_client.models import ProblemOut"]
    body = []
    for game in GAMES:
        title, snake, asked = _title(game), _snake(game), _questions(game)
        modules = [f"{snake}_legal_cards", f"{snake}_legal_cards_permalink", f"{snake}_trick"]
        models = [f"{title}LegalCardsRequest", f"{title}TrickRequest"]
        if "round" in asked:
            modules.append(f"{snake}_round_check")
            models.append(f"{title}RoundCheckRequest")
        scored = _score_operations(document, game)
        modules += [f"{snake}_{kind}" for kind, *_ in scored]
        models += [name for _, _, name, _ in scored if name and name not in models]
        lines.append(f"from stichfest_client.api.{snake} import {', '.join(modules)}")
        query, enums = _query_arguments(document, game, asked["query"])
        models += sorted(enums - set(models))
        lines.append(f"from stichfest_client.models import {', '.join(models)}")
        body += [
            f"def ask_{snake}(client: Client) -> list[str]:",
            f"    legal = {snake}_legal_cards.sync(client=client, body={title}LegalCardsRequest"
            f".from_dict({asked['legal']!r}))",
            "    if legal is None or isinstance(legal, ProblemOut):",
            "        raise SystemExit('legal-cards failed')",
            "    codes: list[str] = legal.legal",
            "    rule_id: str = legal.cards[0].rule.id",
            f"    link = {snake}_legal_cards_permalink.sync(client=client, {query})",
            "    if link is None or isinstance(link, ProblemOut):",
            "        raise SystemExit('the permalink failed')",
            "    assert link.legal == codes",
            f"    trick = {snake}_trick.sync(client=client, body={title}TrickRequest"
            f".from_dict({asked['trick']!r}))",
            "    if trick is None or isinstance(trick, ProblemOut):",
            "        raise SystemExit('trick failed')",
            "    winner: int = trick.winner",
            "    said = [rule_id, str(winner)]"]
        for number, (kind, _method, name, example) in enumerate(scored):
            asking = (f"client=client, body={name}.from_dict({example!r})" if name
                      else "client=client")
            body += [f"    counted_{number} = {snake}_{kind}.sync({asking})",
                     f"    if counted_{number} is None or isinstance(counted_{number}, "
                     "ProblemOut):",
                     f"        raise SystemExit('{kind} failed')"]
            body += [f"    read_{number}_{i}: {py_type} = counted_{number}.{_py_path(path)}"
                     for i, (path, _, py_type) in enumerate(SCORE_READS[game][kind])]
            body += [f"    said.append(str(read_{number}_{i}))"
                     for i in range(len(SCORE_READS[game][kind]))]
        if "round" in asked:
            body += [
                f"    whole = {snake}_round_check.sync(client=client, body="
                f"{title}RoundCheckRequest.from_dict({asked['round']!r}))",
                "    if whole is None or isinstance(whole, ProblemOut):",
                "        raise SystemExit('round check failed')",
                "    finished: bool = whole.finished",
                "    if whole.score is not None:",
                "        revoked: bool = whole.score.revoked",
                "        said.append(str(revoked))",
                *[line for i, (path, _, py_type) in enumerate(SCORE_READS[game]["round"])
                  for line in (f"        round_{i}: {py_type} = whole.score.{_py_path(path)}",
                               f"        said.append(str(round_{i}))")],
                "    said.append(str(finished))"]
        body += ["    return said", "", ""]
    body += ["def ask_all(client: Client) -> list[list[str]]:",
             f"    return [{', '.join(f'ask_{_snake(g)}(client)' for g in GAMES)}]", ""]
    return "\n".join([*lines, "", "", *body])


def ts_app(document: dict[str, Any]) -> str:
    lines = ['import createClient from "openapi-fetch";', 'import type { paths } from "./api";',
             "", 'const client = createClient<paths>({ baseUrl: "http://localhost:8000" });', ""]
    for game in GAMES:
        asked, base = _questions(game), f"/api/v1/{game}"
        lines += [
            f"export async function ask{_title(game)}(): Promise<string[]> {{",
            f'  const legal = await client.POST("{base}/legal-cards", '
            f"{{ body: {json.dumps(asked['legal'])} }});",
            "  if (!legal.data) throw new Error(legal.error?.detail);",
            "  const codes: string[] = legal.data.legal;",
            "  const ruleId: string = legal.data.cards[0].rule.id;",
            f'  const link = await client.GET("{base}/legal-cards", '
            f"{{ params: {{ query: {json.dumps(asked['query'])} }} }});",
            "  if (!link.data) throw new Error(link.error?.detail);",
            "  const linked: string[] = link.data.legal;",
            f'  const trick = await client.POST("{base}/trick", '
            f"{{ body: {json.dumps(asked['trick'])} }});",
            "  if (!trick.data) throw new Error(trick.error?.detail);",
            "  const winner: number = trick.data.winner;",
            "  const said: string[] = [...codes, ...linked, ruleId, String(winner)];"]
        for number, (kind, method, _name, example) in enumerate(_score_operations(document,
                                                                                  game)):
            asking = f", {{ body: {json.dumps(example)} }}" if example is not None else ""
            lines += [f'  const counted{number} = await client.{method.upper()}("{base}/{kind}"'
                      f"{asking});",
                      f"  if (!counted{number}.data) throw new Error(counted{number}.error?."
                      "detail);"]
            lines += [f"  const read{number}_{i}: {ts_type} = counted{number}.data.{path};"
                      f" said.push(String(read{number}_{i}));"
                      for i, (path, ts_type, _) in enumerate(SCORE_READS[game][kind])]
        if "round" in asked:
            lines += [
                f'  const whole = await client.POST("{base}/rounds/check", '
                f"{{ body: {json.dumps(asked['round'])} }});",
                "  if (!whole.data) throw new Error(whole.error?.detail);",
                "  const finished: boolean = whole.data.finished;",
                "  if (whole.data.score) { const revoked: boolean = whole.data.score.revoked; "
                "said.push(String(revoked));",
                *[f"    const round{i}: {ts_type} = whole.data.score.{path}; "
                  f"said.push(String(round{i}));"
                  for i, (path, ts_type, _) in enumerate(SCORE_READS[game]["round"])],
                "  }",
                "  said.push(String(finished));"]
        lines += ["  return said;", "}", ""]
    return "\n".join(lines)


def test_the_python_client_compiles_and_reads_every_game(document: Path, tmp_path: Path,
                                                         app: Flask) -> None:
    generator = Path(sys.executable).parent / "openapi-python-client"
    made = _run([str(generator), "generate", "--path", str(document), "--output-path",
                 "stichfest_client", "--meta", "none", "--config", str(PY_CONFIG)], tmp_path)
    assert made.returncode == 0, made.stdout + made.stderr
    assert "Warning" not in made.stdout, made.stdout  # nothing left out of the client
    (tmp_path / "app.py").write_text(python_app(json.loads(document.read_text())),
                                     encoding="utf-8")
    # The app strictly; the generated package as imported (its own code is the generator's)
    typed = _run([sys.executable, "-m", "mypy", "--strict", "--no-incremental",
                  "--follow-imports", "silent", "app.py"], tmp_path)
    assert typed.returncode == 0, typed.stdout + typed.stderr
    sys.path.insert(0, str(tmp_path))
    try:
        import httpx
        from app import ask_all  # type: ignore[import-not-found]
        from stichfest_client import Client  # type: ignore[import-not-found]

        client = Client(base_url="http://test",
                        httpx_args={"transport": httpx.WSGITransport(app=app)})
        answers = ask_all(client)
    finally:
        sys.path.remove(str(tmp_path))
        for name in [n for n in sys.modules if n == "app" or n.startswith("stichfest_client")]:
            del sys.modules[name]
    assert len(answers) == len(GAMES)
    assert all(len(said) >= 2 for said in answers)


def test_the_typescript_types_compile_an_app_without_a_cast(document: Path,
                                                            tmp_path: Path) -> None:
    """The app compiles without a cast, and the check can fail: beside it, one compile (tsc
    is the costliest step) holds a file that reads a permalink answer as a string, and that
    file's error is the only one."""
    node = shutil.which("node")
    assert node is not None, "node missing: .ci/run installs Debian's nodejs and npm"
    assert NPM_TOOLS.is_dir(), f"{NPM_TOOLS} missing: .ci/run installs the npm packages there"
    (tmp_path / "node_modules").symlink_to(NPM_TOOLS)
    made = _run([node, str(NPM_TOOLS / "openapi-typescript" / "bin" / "cli.js"),
                 str(document), "-o", "api.d.ts"], tmp_path)
    assert made.returncode == 0, made.stdout + made.stderr
    app_text = ts_app(json.loads(document.read_text()))
    assert " as " not in app_text
    assert "<any>" not in app_text
    (tmp_path / "app.ts").write_text(app_text, encoding="utf-8")
    query = json.dumps(_questions("jass")["query"])
    (tmp_path / "wrong.ts").write_text(
        'import createClient from "openapi-fetch";\nimport type { paths } from "./api";\n'
        'const client = createClient<paths>({ baseUrl: "http://localhost:8000" });\n'
        "export async function f(): Promise<string> {\n"
        f'  const link = await client.GET("/api/v1/jass/legal-cards", '
        f"{{ params: {{ query: {query} }} }});\n"
        "  const text: string = link.data ?? '';\n  return text;\n}\n", encoding="utf-8")
    (tmp_path / "tsconfig.json").write_text(json.dumps({"compilerOptions": {
        "strict": True, "noEmit": True, "target": "es2022", "module": "esnext",
        "moduleResolution": "bundler", "lib": ["es2022", "dom"], "types": [],
        "skipLibCheck": False}, "files": ["app.ts", "wrong.ts"]}), encoding="utf-8")
    checked = _run([node, str(NPM_TOOLS / "typescript" / "bin" / "tsc"), "-p", "."], tmp_path)
    errors = [line for line in checked.stdout.splitlines() if ": error TS" in line]
    assert checked.returncode != 0
    assert errors, checked.stdout + checked.stderr
    assert all(line.startswith("wrong.ts(") for line in errors), checked.stdout
    assert all("not assignable to type 'string'" in line for line in errors), checked.stdout


def test_every_pattern_is_plain(client: FlaskClient) -> None:
    """Patterns without Python-only syntax (lookarounds, ``\\Z``): RE2 (Go, Rust) and ECMA
    read them alike."""
    patterns: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("pattern"), str):
                patterns.append(node["pattern"])
            for key, value in node.items():
                if key not in ("example", "examples"):
                    walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(client.get("/api/v1/openapi.json").json)
    assert len(patterns) >= 10
    assert [p for p in patterns if "(?!" in p or "(?=" in p or "(?<" in p or "\\Z" in p] == []

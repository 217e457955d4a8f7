"""Debian's Chromium driven by Playwright (never a browser download), and served apps: the
API on one origin, and a club's page on another origin that carries the README's snippets as
a site owner pastes them. Nothing is skipped: without Chromium the tests fail."""

from __future__ import annotations

import os
import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
import requests
from axe_playwright_python.base import AxeResults
from axe_playwright_python.sync_playwright import Axe as BundledAxe
from flask import Flask
from playwright.sync_api import Browser, sync_playwright
from werkzeug.serving import make_server
from werkzeug.wrappers import Request, Response

from api import create_app
from api.pages.embed import snippets
from tests.samples import SAMPLES

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"width": 360, "height": 800}
DESKTOP = {"width": 1280, "height": 900}
# Written by the tests, described in docs/design.md; build/ is not committed.
SCREENSHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"
# axe-core as .ci/run pins it from npm: the copy bundled with the Python package is older and
# lacks rules the current release runs (label-content-name-mismatch among them).
AXE_JS = (Path(__file__).resolve().parents[2] / "build" / "npm-tools" / "node_modules"
          / "axe-core" / "axe.min.js")
AXE_VERSION = "4.14.1"

HOST_PAGE = """<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Jassclub Beispiel</title></head>
<body><main><h1>Jassclub Beispiel</h1>
{snippet}
</main></body></html>"""


@contextmanager
def serving(app: Flask) -> Iterator[str]:
    """The app on a free port of this machine, for the test's duration: its base URL."""
    httpd = make_server("127.0.0.1", 0, app)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_port}"
    finally:
        httpd.shutdown()


def serve(app: Any) -> tuple[Any, str]:
    # Threaded: the checker's page keeps connections open, and shutting down must not wait.
    httpd = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, str(httpd.server_port)


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield chromium
        chromium.close()


@pytest.fixture(scope="session")
def server() -> Iterator[str]:
    httpd, port = serve(create_app({"ACCESS_LOG": False}))
    yield f"http://127.0.0.1:{port}"
    httpd.shutdown()


@pytest.fixture(scope="session")
def host(server: str) -> Iterator[str]:
    """A club's page on another origin (another host name and port): ``/frame`` and
    ``/element`` with ``lang`` and ``game``, each holding one of the README's snippets, and
    ``/frame-unallowed``: the frame's snippet as a host that dropped its ``allow`` pasted it."""

    @Request.application  # type: ignore[arg-type]
    def page(request: Request) -> Response:
        lang, game = request.args.get("lang", "de"), request.args.get("game", "jass")
        frame, element = snippets(server, lang, game)
        snippet = frame if request.path.startswith("/frame") else element
        if request.path == "/frame-unallowed":
            snippet, dropped = re.subn(r' allow="[^"]*"', "", snippet)
            assert dropped == 1
        return Response(HOST_PAGE.format(lang=lang, snippet=snippet), mimetype="text/html")

    httpd, port = serve(page)
    yield f"http://localhost:{port}"
    httpd.shutdown()


@pytest.fixture(scope="session")
def screenshots() -> Path | None:
    """Where the tests draw what a visitor sees, with ``STICHFEST_SCREENSHOTS=1``; None (no
    pictures) otherwise: a full-page picture per game costs CI a minute it has not got."""
    if os.environ.get("STICHFEST_SCREENSHOTS", "") in ("", "0"):
        return None
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS


def api(server: str, path: str, body: dict[str, Any] | None = None, **params: str) -> Any:
    if body is not None:
        response = requests.post(server + path, json=body, timeout=10)
    else:
        response = requests.get(server + path, params=params, timeout=10)
    assert response.status_code == 200, response.text
    return response.json()



class Axe(BundledAxe):
    """The pinned axe-core from npm; without it the tests fail (never the bundled one)."""

    def __init__(self) -> None:
        assert AXE_JS.is_file(), f"{AXE_JS} is missing: run the npm install in .ci/run"
        super().__init__(axe_script=AXE_JS.read_text(encoding="utf-8"))

    def run(self, page: Any, context: Any = None, options: Any = None) -> AxeResults:
        results = super().run(page, context, options or {"resultTypes": ["violations"]})
        assert results.response["testEngine"]["version"] == AXE_VERSION
        return results


def taking_turns(case: int) -> list[str]:
    """Half of the games for a test's ``case``-th case, the other half for the next: cases that
    alternate width and embed (or theme) show every game at every width and in both, at half
    the cost of every game in every case (the browser tests are most of CI's 15 minutes)."""
    return [game for number, game in enumerate(SAMPLES) if (number + case) % 2 == 0]

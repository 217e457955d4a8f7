"""The built wheel carries everything the server serves: installed into a fresh virtualenv
outside the checkout, the app lists every named example and answers each permalink, and the
wheel's console script (``stichfest serve``, the Procfile's command) serves the README's
examples with the package's gunicorn settings, its metrics added up across the workers."""

from __future__ import annotations

import http.client
import json
import os
import re
import shutil
import site
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from api.games.examples import EXAMPLES
from api.service.examples import EXAMPLES_FILE
from tests.api.test_readme import COMMANDS, expected_type
from tests.ops.servers import METRICS, METRICS_TOKEN, free_port, stop, wait_for_port

ROOT = Path(__file__).resolve().parents[2]
# Only what the build reads; the checkout's own build/ and *.egg-info are left behind, since a
# stale build/lib would put files in the wheel that the sources no longer have.
BUILD_INPUTS = ("pyproject.toml", "setup.py", "README.md", "api", "rules", "stichfest")

# Run by the new virtualenv's interpreter: the app from the installed wheel, asked in-process.
PROBE = """
import json, sys
import api, rules
from api import create_app

# The JSON access log writes to stdout, where this probe writes its findings.
client = create_app({"TESTING": True, "ACCESS_LOG": False}).test_client()
listed = client.get("/api/v1/examples")
examples = listed.get_json()["examples"] if listed.status_code == 200 else []
json.dump({
    "api": api.__file__, "rules": rules.__file__,
    "examples_status": listed.status_code,
    "ids": [e["id"] for e in examples],
    "permalinks": {e["permalink"]: (client.post(e["permalink"], json=e["body"])
                                    if e.get("method") == "POST"
                                    else client.get(e["permalink"])).status_code
                   for e in examples},
    "one_by_one": {e["id"]: client.get("/api/v1/examples/" + e["id"]).status_code
                   for e in examples},
    "openapi": client.get("/api/v1/openapi.json").status_code,
    "embed_js": client.get("/api/v1/embed.js").status_code,
    "pages": {url: [(r.status_code, r.mimetype, r.get_data(as_text=True)) for r in [
                 client.get(url, headers={"Accept": "text/html,*/*;q=0.8"})]][0]
              for url in ("/api/v1/examples/schafkopf-round-sau-kept-back?format=html",
                          "/api/v1/examples",
                          "/api/v1/jass/trick?contract=trump:roses&trick=BA,R6,BK,B10&format=svg")},
}, sys.stdout)
"""


def _run(*command: str | Path, cwd: Path, pure: str = "0") -> subprocess.CompletedProcess[str]:
    # No PYTHONPATH: the package must come from the wheel, never from the checkout.
    env = {"PATH": "/usr/bin:/bin", "PIP_DISABLE_PIP_VERSION_CHECK": "1", "STICHFEST_PURE": pure}
    return subprocess.run([str(c) for c in command], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=300, check=False)


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The python of a fresh virtualenv holding the wheel built from a copy of the sources."""
    work = tmp_path_factory.mktemp("wheel")
    assert not work.is_relative_to(ROOT)
    source = work / "source"
    for name in BUILD_INPUTS:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            source.mkdir(exist_ok=True)
            shutil.copy2(ROOT / name, source / name)
    # Built as a machine without a C compiler builds it: the sources alone (the compiled core
    # costs a minute of CI; .ci/run builds it in place and test_compiled_core.py checks it).
    built = _run(sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", work / "dist",
                 source, cwd=work, pure="1")
    assert built.returncode == 0, built.stderr
    wheel = next((work / "dist").glob("stichfest-*-py3-none-any.whl"))  # pure: no platform

    venv = work / "venv"
    made = _run(sys.executable, "-m", "venv", "--without-pip", venv, cwd=work)
    assert made.returncode == 0, made.stderr
    python = venv / "bin" / "python"
    # The dependencies (Flask, flask-smorest, ...) are borrowed from the test environment by a
    # path line: a .pth line only adds a directory, it does not run that directory's own .pth
    # files, so the checkout's editable install stays out of the new environment.
    new_site = Path(_run(python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))",
                         cwd=work).stdout.strip())
    borrowed = {sysconfig.get_path("purelib"), sysconfig.get_path("platlib"),
                *site.getsitepackages()}
    (new_site / "test-dependencies.pth").write_text(
        "".join(f"{path}\n" for path in sorted(borrowed)), encoding="utf-8")
    done = _run(sys.executable, "-m", "pip", "--python", python, "install", "--no-deps",
                "--no-index", "-q", wheel, cwd=work)
    assert done.returncode == 0, done.stderr
    return python


def test_installed_wheel_serves_every_example(installed: Path) -> None:
    venv = installed.parent.parent
    probe = _run(installed, "-c", PROBE, cwd=venv.parent)
    assert probe.returncode == 0, probe.stderr
    seen = json.loads(probe.stdout)
    assert Path(seen["api"]).is_relative_to(venv), seen["api"]
    assert Path(seen["rules"]).is_relative_to(venv), seen["rules"]
    assert seen["examples_status"] == 200
    committed = json.loads(EXAMPLES_FILE.read_text(encoding="utf-8"))
    assert seen["ids"] == [entry["id"] for entry in committed] == [e.id for e in EXAMPLES]
    assert seen["permalinks"] == {example.permalink: 200 for example in EXAMPLES}
    assert seen["one_by_one"] == {example.id: 200 for example in EXAMPLES}
    assert seen["openapi"] == 200
    assert seen["embed_js"] == 200
    # The pages for people: their templates ship in the wheel.
    pages = seen["pages"]
    status, mimetype, page = pages["/api/v1/examples/schafkopf-round-sau-kept-back?format=html"]
    assert (status, mimetype) == (200, "text/html")
    assert '<ol class="verdicts plays"' in page
    assert page.count('data-index="') >= 12  # every play of the round, and its revoke
    status, mimetype, page = pages["/api/v1/examples"]
    assert (status, mimetype) == (200, "text/html")
    assert all(f'data-id="{example.id}"' in page for example in EXAMPLES)
    status, mimetype, picture = pages[
        "/api/v1/jass/trick?contract=trump:roses&trick=BA,R6,BK,B10&format=svg"]
    assert (status, mimetype) == (200, "image/svg+xml")
    assert picture.startswith("<svg")


def _ask(port: int, method: str, path: str, body: str | None = None,
         headers: dict[str, str] | None = None) -> tuple[int, str, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        return response.status, response.getheader("Content-Type", ""), response.read()
    finally:
        connection.close()


def _deck_requests(metrics: str) -> float:
    pattern = re.compile(r'^stichfest_requests_total\{([^}]*)\} (\S+)$', re.M)
    return sum(float(value) for labels, value in pattern.findall(metrics)
               if 'operation="/api/v1/jass/deck"' in labels and 'status="2xx"' in labels)


def test_the_console_script_serves_the_readme_as_the_procfile_does(installed: Path) -> None:
    venv = installed.parent.parent
    script = venv / "bin" / "stichfest"
    assert script.is_file()
    work = venv.parent
    port, metrics_dir, log = free_port(), work / "metrics", work / "serve.log"
    env = {"PATH": "/usr/bin:/bin", "HOST": "127.0.0.1", "PORT": str(port),
           "WEB_CONCURRENCY": "2", "PROMETHEUS_MULTIPROC_DIR": str(metrics_dir),
           "STICHFEST_METRICS_TOKEN": METRICS_TOKEN}
    with log.open("wb") as out:
        server = subprocess.Popen([str(script), "serve"], cwd=work, env=env, stdout=out,
                                  stderr=out, start_new_session=True)
    try:
        wait_for_port(port, server, 60)
        answers = [(curl, _ask(port, "POST" if curl.body is not None else "GET", curl.url,
                               curl.body, curl.headers)) for curl in COMMANDS]
        assert [(status, kind.split(";")[0]) for _, (status, kind, _) in answers] == [
            (curl.status, expected_type(curl)) for curl in COMMANDS]
        before = _deck_requests(_ask(port, "GET", "/metrics", headers=METRICS)[2].decode())
        sent = 40
        for _ in range(sent):  # a new connection each: both workers take some
            assert _ask(port, "GET", "/api/v1/jass/deck")[0] == 200
        after = _deck_requests(_ask(port, "GET", "/metrics", headers=METRICS)[2].decode())
    finally:
        stop(server)
    text = log.read_text(encoding="utf-8", errors="replace")
    assert after - before == sent, text
    assert len(list(metrics_dir.glob("counter_*.db"))) >= 2, os.listdir(metrics_dir)
    # The package's settings, read from the installed wheel: this project's worker.
    assert "Using worker: api.http.worker.BufferingWorker" in text

"""The container's health check (deploy/Dockerfile's HEALTHCHECK), run as the container runs
it against the Procfile's gunicorn: healthy with and without a list of trusted hosts, and
unhealthy when nothing answers. No container runtime here: the command is read from the
Dockerfile and run in the checkout, as WORKDIR /app holds it in the image."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from tests.ops.servers import BIN, ROOT, free_port, gunicorn


def healthcheck_command() -> list[str]:
    """The HEALTHCHECK's command, in exec form as it is or through the shell."""
    text = (ROOT / "deploy" / "Dockerfile").read_text().replace("\\\n", " ")
    lines = [line for line in text.splitlines() if line.startswith("HEALTHCHECK ")]
    assert len(lines) == 1, "the Dockerfile has one HEALTHCHECK"
    command = lines[0].split(" CMD ", 1)[1].strip()
    return json.loads(command) if command.startswith("[") else ["/bin/sh", "-c", command]


def probe(port: int, env: dict[str, str]) -> int:
    environment = {**os.environ, "PATH": f"{BIN}:/usr/bin:/bin", "PORT": str(port), **env}
    return subprocess.run(healthcheck_command(), cwd=ROOT, env=environment, timeout=30,
                          capture_output=True).returncode


@pytest.mark.parametrize("env", [
    {},
    {"STICHFEST_TRUSTED_HOSTS": "cards.example.org"},
    {"STICHFEST_TRUSTED_HOSTS": ".example.org, api.example.net"},
], ids=["no host list", "one trusted host", "a domain and a host"])
def test_a_serving_instance_is_healthy(tmp_path: Path, env: dict[str, str]) -> None:
    """compose.yaml passes STICHFEST_TRUSTED_HOSTS on; with a list, a request for
    127.0.0.1 is refused 400, so a probe that names the address marks a healthy container
    unhealthy."""
    with gunicorn(tmp_path / "gunicorn.log", env) as (port, _):
        assert probe(port, env) == 0


def test_nothing_answering_is_unhealthy() -> None:
    assert probe(free_port(), {"STICHFEST_TRUSTED_HOSTS": "cards.example.org"}) != 0


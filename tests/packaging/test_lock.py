"""The lock files: every serving and test install takes exact versions with their hashes,
the locks agree with the ranges of pyproject.toml, and the server runs what was tested."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[2]
PIN = re.compile(r"^([A-Za-z0-9._-]+)==(\S+) \\$", re.M)


def locked(name: str) -> dict[str, str]:
    text = (ROOT / "requirements" / name).read_text()
    entries = re.split(r"\n(?=\S)", text.strip())
    pins = {}
    for entry in entries:
        if entry.startswith("#"):
            continue
        match = PIN.match(entry)
        assert match, f"{name}: not an exact pin: {entry.splitlines()[0]}"
        assert "--hash=sha256:" in entry, f"{name}: {match[1]} has no hash"
        pins[canonicalize_name(match[1])] = match[2]
    return pins


def declared(extra: str | None) -> list[Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    wanted = [*project["dependencies"], *(project["optional-dependencies"][extra]
                                          if extra else [])]
    return [Requirement(line) for line in wanted]


@pytest.mark.parametrize(("lock", "extra"), [("serve.lock", None), ("test.lock", "test")])
def test_each_lock_pins_every_declared_dependency_within_its_range(lock: str,
                                                                    extra: str | None) -> None:
    pins = locked(lock)
    outside = [f"{req} locked at {pins.get(canonicalize_name(req.name))}"
               for req in declared(extra)
               if pins.get(canonicalize_name(req.name)) not in req.specifier]
    assert outside == []


def test_the_tests_run_the_versions_that_serve() -> None:
    serve, test = locked("serve.lock"), locked("test.lock")
    assert {name: test.get(name) for name in serve} == serve


def test_every_install_takes_the_lock_with_its_hashes() -> None:
    readme = (ROOT / "README.md").read_text()
    serve_command = next(line for line in readme.splitlines()
                         if line.startswith("python3 -m venv") and "serve" in line)
    assert "--require-hashes -r requirements/serve.lock" in serve_command
    assert "--no-deps -e ." in serve_command
    script = (ROOT / ".ci" / "run").read_text()
    assert "--require-hashes -r requirements/test.lock" in script
    assert re.findall(r"pip install (?:--quiet )?(?:-e|\.)\S*", script) == []  # no resolving
    dockerfile = (ROOT / "deploy" / "Dockerfile").read_text()
    assert "RUN pip install --require-hashes -r requirements/serve.lock" in dockerfile
    assert "RUN pip install --no-deps -e ." in dockerfile

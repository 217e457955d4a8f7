"""Every ``pattern`` of the served document is one a browser compiles: Swagger UI and
generated clients run them as JavaScript regular expressions with the ``u`` flag, where an
escape of anything but a syntax character (``\\-``, which Python's ``re.escape`` writes) is an
error, and the docs page then stopped drawing after its first operations."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from api import create_app

DOCUMENT: dict[str, Any] = create_app({"TESTING": True, "ACCESS_LOG": False}).test_client().get(
    "/api/v1/openapi.json").get_json()
# What JavaScript's ``u`` flag allows after a backslash: syntax characters and the escapes.
ALLOWED = set("^$\\.*+?()[]{}|/") | set("dDwWsSbBnrtfv0xu")


def _patterns(node: object) -> Iterator[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "pattern" and isinstance(value, str):
                yield value
            else:
                yield from _patterns(value)
    elif isinstance(node, list):
        for value in node:
            yield from _patterns(value)


def test_the_document_has_patterns_to_read() -> None:
    assert len(set(_patterns(DOCUMENT))) >= 10


def test_every_pattern_escapes_only_what_a_browser_allows() -> None:
    wrong = {pattern: escape for pattern in set(_patterns(DOCUMENT))
             for escape in re.findall(r"\\(.)", pattern) if escape not in ALLOWED}
    assert wrong == {}
    for pattern in _patterns(DOCUMENT):
        re.compile(pattern)  # and Python still reads it as the server does

"""Writes every named example (``api.games.examples``) with the response the app gives it
into ``api/service/data/examples.json``: ``python -m generators.examples``. A test fails when
the committed file drifts."""

from __future__ import annotations

import json
import sys
from typing import Any

from api.games.examples import EXAMPLES
from api.service.examples import EXAMPLES_FILE, example_entry


def generate() -> list[dict[str, Any]]:
    """Every example with the response its permalink gives, asked of the app in-process."""
    from api import create_app

    client = create_app({"TESTING": True, "LOAD_PACKAGED_DATA": False,
                         "ACCESS_LOG": False}).test_client()
    return [example_entry(client, example) for example in EXAMPLES]


def render() -> str:
    return json.dumps(generate(), indent=1, ensure_ascii=False) + "\n"


def main() -> int:
    EXAMPLES_FILE.parent.mkdir(exist_ok=True)
    EXAMPLES_FILE.write_text(render(), encoding="utf-8")
    print(f"wrote {EXAMPLES_FILE} ({len(EXAMPLES)} examples)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

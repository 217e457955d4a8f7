"""Writes the OpenAPI document generated from the code to ``openapi/openapi.json``, the copy
the API contract names (the server serves the document it generates, equal to it).

Run ``python -m generators.openapi`` after changing an endpoint or schema; a test fails while
the committed copy and the generated document differ.
"""

from __future__ import annotations

import sys
from pathlib import Path

from api import create_app
from api.service.openapi_document import document_text

# The API contract (API.md) names this path for the committed document.
REPOSITORY_COPY = Path(__file__).resolve().parents[1] / "openapi" / "openapi.json"


def render() -> str:
    # No access log on the generator's output.
    app = create_app({"LOAD_PACKAGED_DATA": False, "ACCESS_LOG": False})
    return document_text(app)


def main() -> int:
    REPOSITORY_COPY.write_text(render(), encoding="utf-8")
    print(f"wrote {REPOSITORY_COPY}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Writes the OpenAPI document generated from the code to ``api/data/openapi.json`` (the
copy the installed server serves) and to ``openapi/openapi.json`` (the copy the API contract
names, for readers of the repository).

Run ``python -m api.openapi_export`` after changing an endpoint or schema; a test fails while
either committed copy and the generated document differ.
"""

from __future__ import annotations

import json
import sys

from api import create_app, openapi_document
from api.service import OPENAPI_FILE

# The API contract (API.md) names this path for the committed document.
REPOSITORY_COPY = OPENAPI_FILE.parent.parent.parent / "openapi" / "openapi.json"


def render() -> str:
    # It writes the file the app would read; no access log on the generator's output.
    app = create_app({"LOAD_PACKAGED_DATA": False, "ACCESS_LOG": False})
    return json.dumps(openapi_document(app), indent=2, ensure_ascii=False) + "\n"


def main() -> int:
    text = render()
    for path in (OPENAPI_FILE, REPOSITORY_COPY):
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Writes the OpenAPI document generated from the code to ``api/data/openapi.json``.

Run ``python -m api.openapi_export`` after changing an endpoint or schema; a test fails while
the committed document and the generated one differ.
"""

from __future__ import annotations

import json
import sys

from api import create_app, openapi_document
from api.service import OPENAPI_FILE


def render() -> str:
    # It writes the file the app would read; no access log on the generator's output.
    app = create_app({"LOAD_PACKAGED_DATA": False, "ACCESS_LOG": False})
    return json.dumps(openapi_document(app), indent=2, ensure_ascii=False) + "\n"


def main() -> int:
    OPENAPI_FILE.parent.mkdir(exist_ok=True)
    OPENAPI_FILE.write_text(render(), encoding="utf-8")
    print(f"wrote {OPENAPI_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

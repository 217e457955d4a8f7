"""The JSON provider's writers (api.seam.json_provider): a listing written item by item is the
very answer ``jsonify`` gives for the whole object, in production and in debug mode."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask, jsonify

from api import create_app
from api.seam.json_provider import listing_response

ITEMS: list[dict[str, Any]] = [
    {"index": 0, "status": 200, "body": {"legal": ["B6"], "é": "ü", "nested": [1, None, True]}},
    {"index": 1, "status": 422, "problem": {"title": "Ungültige Eingabe"}},
]


@pytest.mark.parametrize("items", [ITEMS, ITEMS[:1], []], ids=["two", "one", "none"])
@pytest.mark.parametrize("debug", [False, True], ids=["production", "debug"])
def test_a_listing_is_the_bytes_jsonify_writes_for_the_whole_object(
        items: list[dict[str, Any]], debug: bool) -> None:
    app = create_app({"ACCESS_LOG": False, "DEBUG": debug})
    seen: list[int] = []

    def head() -> dict[str, Any]:  # asked after the last item, as a batch counts its answers
        return {"count": len(seen), "failed": sum(i["status"] != 200 for i in items)}

    def listed() -> Any:
        for item in items:
            seen.append(1)
            yield item

    with app.test_request_context():
        written = listing_response(listed(), "answers", head)
        whole = jsonify({"count": len(items), "failed": head()["failed"], "answers": items})
    assert written.get_data() == whole.get_data()
    assert written.mimetype == whole.mimetype == "application/json"
    assert written.status_code == 200


def test_a_listing_key_that_is_not_the_last_member_is_refused(app: Flask) -> None:
    with app.test_request_context(), pytest.raises(ValueError, match="last member"):
        listing_response(iter(ITEMS), "answers", lambda: {"answers": 1, "count": 2})

"""/metrics behind a token (``STICHFEST_METRICS_TOKEN``), and its labels from fixed sets."""

from __future__ import annotations

from api import create_app
from api.http.metrics import labels


def test_metrics_answer_only_the_token_when_one_is_set() -> None:
    client = create_app({"TESTING": True, "METRICS_TOKEN": "s3cret"}).test_client()
    refused = client.get("/metrics")
    assert refused.status_code == 401
    assert refused.headers["WWW-Authenticate"] == 'Bearer realm="metrics"'
    assert refused.json["type"] == "/api/v1/problems/unauthorized"
    assert refused.json["errors"] == [{"parameter": "Authorization", "detail": "ein Bearer-Token",
                                       "code": "metrics.bearer"}]
    assert client.get("/metrics", headers={"Authorization": "Bearer wrong"}).status_code == 401
    allowed = client.get("/metrics", headers={"Authorization": "Bearer s3cret"})
    assert allowed.status_code == 200
    assert b"stichfest_requests_total" in allowed.data


def test_metrics_are_open_without_a_token(client) -> None:  # type: ignore[no-untyped-def]
    assert client.get("/metrics").status_code == 200


def test_labels_come_from_fixed_sets() -> None:
    assert labels("/healthz", "GET", 200) == ("/healthz", "GET", "2xx")
    assert labels("unmatched", "X0001", 405) == ("unmatched", "other", "4xx")
    assert labels("/healthz", "get", 999) == ("/healthz", "other", "other")

"""/metrics private by default, behind a token (``STICHFEST_METRICS_TOKEN``), and its labels
from fixed sets."""

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


def test_metrics_are_private_without_a_token_or_a_port(client) -> None:  # type: ignore[no-untyped-def]
    refused = client.get("/metrics", headers={"Accept-Language": "fr"})
    assert (refused.status_code, refused.mimetype) == (404, "application/problem+json")
    assert refused.json["type"] == "/api/v1/problems/not-found"
    assert refused.json["detail"] == ("aucune ressource à cette URL ; les métriques sont "
                                      "réservées à l'exploitant de l'instance")
    assert b"stichfest_requests_total" not in refused.data


def test_labels_come_from_fixed_sets() -> None:
    assert labels("/healthz", "GET", 200) == ("/healthz", "GET", "2xx")
    assert labels("unmatched", "X0001", 405) == ("unmatched", "other", "4xx")
    assert labels("/healthz", "get", 999) == ("/healthz", "other", "other")

"""Every label of the metrics from a fixed set, whatever a client sends
(each invented HTTP method was a new series: 80,000 of them took a worker from 57 to 223 MiB
and /metrics to 6.4 MB), and /metrics on a port of its own by configuration."""

from __future__ import annotations

import http.client
import json
import re
from pathlib import Path

from api.http.metrics import METHODS
from tests.ops.servers import METRICS, free_port, get, gunicorn

INVENTED = 1000
SERIES = re.compile(r"^(stichfest_requests_total)\{([^}]*)\} (\S+)$", re.M)


def _labels(text: str) -> list[dict[str, str]]:
    return [dict(re.findall(r'(\w+)="([^"]*)"', labels)) for _, labels, _ in
            SERIES.findall(text)]


def test_invented_methods_make_no_new_series(tmp_path: Path) -> None:
    with gunicorn(tmp_path / "server.log") as (port, _):
        for path in ("/healthz", "/api/v1/jass/deck", "/nowhere"):
            get(port, path)
        before = get(port, "/metrics", METRICS)[2].decode()
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        for i in range(INVENTED):
            connection.request(f"X{i:04X}", "/healthz" if i % 2 else "/api/v1/jass/deck")
            response = connection.getresponse()
            response.read()
            if response.will_close:
                connection.close()
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        connection.close()
        after = get(port, "/metrics", METRICS)[2].decode()
    series_before, series_after = _labels(before), _labels(after)
    print(f"{INVENTED} invented methods: {len(series_before)} -> {len(series_after)} request "
          f"series, /metrics {len(before)} -> {len(after)} bytes")
    assert {s["method"] for s in series_after} <= METHODS | {"other"}
    assert {s["status"] for s in series_after} <= {"1xx", "2xx", "3xx", "4xx", "5xx", "other"}
    assert "other" in {s["method"] for s in series_after}
    # At most one new series per operation and status class: not one per method.
    assert len(series_after) - len(series_before) <= 6
    assert len(after) - len(before) < 5000


def test_metrics_on_a_port_of_their_own(tmp_path: Path) -> None:
    metrics_port = free_port()
    env = {"STICHFEST_METRICS_PORT": str(metrics_port)}
    with gunicorn(tmp_path / "server.log", env) as (port, _):
        for _ in range(20):
            assert get(port, "/api/v1/jass/deck")[0] == 200
        status, headers, body = get(port, "/metrics", METRICS)
        assert (status, headers["content-type"]) == (404, "application/problem+json")
        assert json.loads(body)["type"] == "/api/v1/problems/not-found"
        status, _, body = get(metrics_port, "/metrics")
        assert status == 200
        deck = [s for s in _labels(body.decode()) if s["operation"] == "/api/v1/jass/deck"]
        assert deck == [{"operation": "/api/v1/jass/deck", "method": "GET", "status": "2xx"}]
        counts = [float(value) for _, labels, value in SERIES.findall(body.decode())
                  if 'operation="/api/v1/jass/deck"' in labels]
        assert counts == [20]  # both workers added up

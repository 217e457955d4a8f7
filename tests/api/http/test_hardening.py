"""Hardening cases that need no server of their own, one table row each: every
bad input gets a 4xx problem+json that points at what is wrong (the server-level ones, D1
and D4, are in tests/ops/)."""

from __future__ import annotations

import json
import tracemalloc
from dataclasses import dataclass, field
from typing import Any

import pytest
from flask.testing import FlaskClient

from api import create_app

LEGAL = "/api/v1/jass/legal-cards"
TRICK = "/api/v1/jass/trick"
BATCH = "/api/v1/batch"
OBENABE = {"type": "obenabe"}


def legal_body(hand: list[str]) -> dict[str, Any]:
    return {"contract": {"type": "trump", "trump": "acorns"}, "hand": hand, "trick": []}


def batch_of(*bodies: dict[str, Any]) -> dict[str, Any]:
    return {"questions": [{"game": "jass", "question": "legal-cards", "body": b}
                          for b in bodies]}


@dataclass(frozen=True)
class Bad:
    """A request and the problem it must get."""

    name: str
    path: str
    data: bytes
    status: int
    problem: str
    pointer: str | None  # the first error's pointer (None: no field to name)
    headers: dict[str, str] = field(default_factory=dict)


def nested(levels: int) -> list[Any]:
    value: list[Any] = []
    for _ in range(levels - 1):
        value = [value]
    return value


def raw(value: Any) -> bytes:
    return json.dumps(value).encode()


CASES = [
    # D5: nesting beyond what the parser (and everything after it) can take, and just over
    # the documented depth.
    Bad("D5 deep nesting", TRICK, b"[" * 1000 + b"]" * 1000, 400, "nesting-too-deep", ""),
    Bad("D5 30 000 levels", TRICK, b"[" * 30_000 + b"]" * 30_000, 400, "nesting-too-deep", ""),
    Bad("nesting over 32 in a field", LEGAL, raw({**legal_body(["R6"]), "trick": nested(32)}),
        400, "nesting-too-deep", "/trick" + "/0" * 31),
    # D6: a lone surrogate is valid JSON but no character.
    Bad("D6 lone surrogate", LEGAL,
        b'{"contract":{"type":"trump","trump":"acorns"},"hand":["\\ud800"],"trick":[]}',
        400, "invalid-unicode", "/hand/0"),
    Bad("D6 low surrogate in a key", LEGAL,
        b'{"contract":{"type":"obenabe"},"hand":["R6"],"\\uDC00x":1}',
        400, "invalid-unicode", ""),
    Bad("D6 in a batch", BATCH,
        raw(batch_of(legal_body(["R6"]))).replace(b'"R6"', b'"R6", "\\ud83d"'),
        400, "invalid-unicode", "/questions/0/body/hand/1"),
    Bad("raw surrogate bytes are not UTF-8", LEGAL,
        b'{"contract":{"type":"obenabe"},"hand":["\xed\xa0\x80"]}', 400, "malformed-json", ""),
    Bad("a number with too many digits", LEGAL,
        b'{"contract":{"type":"obenabe"},"hand":["R6"],"x":' + b"9" * 5000 + b"}",
        400, "malformed-json", ""),
    # Bodies over the limit are refused, never cut.
    Bad("body over 64 KiB", LEGAL, raw({**legal_body(["R6"]), "pad": "x" * 70_000}), 413,
        "payload-too-large", None),
    # A batch costs at most its budget of JSON values.
    Bad("batch over its budget", BATCH,
        raw(batch_of(*[{**legal_body(["R6"]), "x": list(range(60))}] * 900)), 413,
        "over-budget", "/questions"),
]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_bad_bodies_get_a_problem(client: FlaskClient, case: Bad) -> None:
    response = client.post(case.path, data=case.data, content_type="application/json",
                           headers=case.headers)
    assert response.status_code == case.status, response.data[:300]
    assert response.mimetype == "application/problem+json"
    problem = response.json
    assert problem["type"] == f"/api/v1/problems/{case.problem}"
    assert problem["detail"]
    if case.pointer is None:
        assert problem["errors"] == [] or problem["errors"][0]["pointer"] == ""
    else:
        assert problem["errors"][0]["pointer"] == case.pointer
    assert client.get(problem["type"]).status_code == 200  # the type is documented


def test_a_batch_within_its_budget_is_answered(client: FlaskClient) -> None:
    """The budget leaves room for 1,000 questions of a late Schafkopf position."""
    history = [["A7", "A8", "A9", "A10"], ["L7", "L8", "L9", "L10"], ["H7", "H8", "H9", "H10"],
               ["B7", "B8", "B9", "B10"], ["AK", "LK", "HK", "BK"], ["AU", "LU", "HU", "BU"]]
    question = {"game": "schafkopf", "question": "legal-cards", "body": {
        "contract": {"type": "rufspiel", "called_suit": "acorns"}, "hand": ["AA", "AO"],
        "trick": ["LO"], "history": history}}
    response = client.post(BATCH, json={"questions": [question] * 1000})
    assert response.status_code == 200
    assert response.json["answered"] == 1000


@pytest.mark.parametrize("name", ["Rosen-Ko\u0308nig", "ROSEN-KO\u0308NIG", "Rosen-König"])
def test_decomposed_umlauts_name_the_same_card(client: FlaskClient, name: str) -> None:
    response = client.post(LEGAL, json={"contract": OBENABE, "hand": [name, "R6"]})
    assert response.status_code == 200
    assert response.json["legal"] == ["RK", "R6"]


def test_host_header_never_reaches_the_page(client: FlaskClient) -> None:
    """D3: the snippets name the configured public URL; requests for another host first."""
    for _ in range(6):
        client.get("/api/v1/embed/demo?lang=fr", headers={"Host": "attacker.example"})
    page = client.get("/api/v1/embed/demo?lang=fr").get_data(as_text=True)
    assert "attacker.example" not in page
    assert 'src="http://localhost:8000/api/v1/embed.js"' in page.replace("&#34;", '"')
    configured = create_app({"TESTING": True, "PUBLIC_URL": "https://cards.example.org/"})
    page = configured.test_client().get("/api/v1/embed/demo",
                                        headers={"Host": "attacker.example"}).get_data(True)
    assert "https://cards.example.org/api/v1/embed.js" in page
    assert "attacker.example" not in page


def test_public_url_must_be_a_plain_url() -> None:
    for bad in ("javascript:alert(1)", "https://x.example/\"><script>", "//x.example",
                "https://x.example/?a=1"):
        with pytest.raises(ValueError, match="STICHFEST_PUBLIC_URL"):
            create_app({"PUBLIC_URL": bad})


def test_unknown_hosts_can_be_refused() -> None:
    client = create_app({"TESTING": True, "TRUSTED_HOSTS": ["cards.example.org",
                                                           ".stichfest.example"]}).test_client()
    assert client.get("/healthz", headers={"Host": "cards.example.org"}).status_code == 200
    assert client.get("/healthz", headers={"Host": "eu.stichfest.example:8443"}
                      ).status_code == 200
    refused = client.get("/healthz", headers={"Host": "attacker.example"})
    assert refused.status_code == 400
    assert refused.mimetype == "application/problem+json"
    assert refused.json["type"] == "/api/v1/problems/untrusted-host"
    assert refused.json["errors"][0]["parameter"] == "Host"


def test_long_request_target_and_headers_get_problems(client: FlaskClient) -> None:
    long_query = client.get("/api/v1/jass/legal-cards?contract=obenabe&hand=" + "R6," * 2000)
    assert long_query.status_code == 414
    assert long_query.json["type"] == "/api/v1/problems/uri-too-long"
    big_header = client.get("/healthz", headers={"Accept-Language": "de," * 5000})
    assert big_header.status_code == 431
    assert big_header.json["errors"][0]["parameter"] == "Accept-Language"
    many = client.get("/healthz", headers={f"X-N{i}": "1" for i in range(120)})
    assert many.status_code == 431
    assert many.mimetype == "application/problem+json"


def test_rate_limit_counts_the_client_behind_trusted_proxies() -> None:
    """Also: behind a proxy every user shared one limit (the socket's address)."""
    def limited(proxies: str) -> FlaskClient:
        return create_app({"RATE_LIMIT": "2/minute", "TRUSTED_PROXIES": proxies}).test_client()

    def statuses(client: FlaskClient, forwarded_for: str) -> list[int]:
        return [client.get("/llms.txt", headers={"X-Forwarded-For": forwarded_for},
                           environ_base={"REMOTE_ADDR": "10.0.0.1"}).status_code
                for _ in range(3)]

    behind_proxy = limited("10.0.0.1")
    assert statuses(behind_proxy, "198.51.100.7") == [200, 200, 429]
    assert statuses(behind_proxy, "198.51.100.8") == [200, 200, 429]
    # Without a trusted proxy the header is the client's word: ignored.
    direct = limited("")
    assert statuses(direct, "198.51.100.7") == [200, 200, 429]
    assert statuses(direct, "198.51.100.8") == [429, 429, 429]
    # A proxy is trusted by its address: from any other the header is ignored too.
    other_proxy = limited("10.0.0.9, 192.168.0.0/16")
    assert statuses(other_proxy, "198.51.100.7") == [200, 200, 429]
    assert statuses(other_proxy, "198.51.100.8") == [429, 429, 429]


def test_accept_language_values_do_not_grow_memory() -> None:
    """D2: every distinct Accept-Language kept an answer. 300 of them must not add up: after
    the first 30, 270 more keep (almost) nothing, whatever the document's own size (the last
    answer, about the document's size, is alive either way). The access log is off here:
    pytest's log capture keeps each line's record, which is the test's memory, not the app's."""
    client = create_app({"TESTING": True, "ACCESS_LOG": False}).test_client()
    for i in range(20):  # warm up: imports, template and schema caches
        client.get("/api/v1/openapi.json", headers={"Accept-Language": f"de-x-w{i}"})
    tracemalloc.start()
    try:
        for i in range(300):
            if i == 30:
                before = tracemalloc.get_traced_memory()[0]
            response = client.get("/api/v1/openapi.json",
                                  headers={"Accept-Language": f"de-x-{i}"})
            assert response.status_code == 200
        grown = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert grown < 2**20, f"{grown / 2**20:.1f} MiB kept by 270 more languages"


def test_trusted_proxies_are_addresses_not_a_count() -> None:
    """A count trusted the header from anyone who reached the instance:
    refused at start, with the reason."""
    with pytest.raises(ValueError, match="not '1'"):
        create_app({"TRUSTED_PROXIES": "1"})
    with pytest.raises(ValueError, match="not 'nginx'"):
        create_app({"TRUSTED_PROXIES": "nginx"})


def test_the_client_is_the_last_address_that_is_no_trusted_proxy() -> None:
    client = create_app({"TRUSTED_PROXIES": "10.0.0.0/8", "RATE_LIMIT": "1/minute"}
                        ).test_client()

    def status(forwarded_for: str) -> int:
        return client.get("/llms.txt", headers={"X-Forwarded-For": forwarded_for},
                          environ_base={"REMOTE_ADDR": "10.0.0.1"}).status_code

    # Two proxies in front: the client's own claim (the first address) is not believed.
    assert status("1.2.3.4, 198.51.100.7, 10.0.0.2") == 200
    assert status("5.6.7.8, 198.51.100.7, 10.0.0.3") == 429  # the same client, 198.51.100.7
    assert status("198.51.100.9") == 200
    assert status("not-an-address, 198.51.100.10") == 200
    assert status("198.51.100.10") == 429

"""Against the server as the Procfile starts it: a request whose head gunicorn's parser
refuses is answered with a 4xx problem document, never gunicorn's HTML page, and a transfer
coding other than chunked is refused (it was a 501, or taken as chunked and answered 200)."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from tests.ops.servers import gunicorn
from tests.ops.test_framing import ask

QUESTION = b'{"contract":{"type":"obenabe"},"hand":["R6","R7"]}'
CHUNKED = b"%x\r\n" % len(QUESTION) + QUESTION + b"\r\n0\r\n\r\n"
POST = (b"POST /api/v1/jass/legal-cards HTTP/1.1\r\nHost: x\r\nAccept-Language: fr\r\n"
        b"Content-Type: application/json\r\n")
# name: (the request, the status, the problem type)
HEADS = {
    "two Content-Type": (POST + b"Content-Type: text/plain\r\nContent-Length: %d\r\n\r\n"
                         % len(QUESTION) + QUESTION, 400, "bad-request"),
    "a control byte in a header": (b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-A: a\x01b\r\n\r\n",
                                   400, "bad-request"),
    "a lower-case method": (b"get /healthz HTTP/1.1\r\nHost: x\r\n\r\n", 400, "bad-request"),
    "non-ASCII in the path": ("GET /api/v1/jass/deck\u00e9 HTTP/1.1\r\nHost: x\r\n\r\n".encode(),
                              400, "bad-request"),
    "Content-Length and chunked": (POST + b"Content-Length: 5\r\nTransfer-Encoding: chunked"
                                   b"\r\n\r\n" + CHUNKED, 400, "bad-request"),
    "two Content-Length": (POST + b"Content-Length: 5\r\nContent-Length: 6\r\n\r\n123456",
                           400, "bad-request"),
    "Transfer-Encoding xchunked": (POST + b"Transfer-Encoding: xchunked\r\n\r\n" + QUESTION,
                                   400, "bad-framing"),
    "Transfer-Encoding gzip, chunked": (POST + b"Transfer-Encoding: gzip, chunked\r\n\r\n"
                                        + CHUNKED, 400, "bad-framing"),
    "HTTP/9.9": (b"GET /healthz HTTP/9.9\r\nHost: x\r\n\r\n", 400, "bad-request"),
    "two spaces in the request line": (b"GET  /healthz HTTP/1.1\r\nHost: x\r\n\r\n",
                                       400, "bad-request"),
    "a folded header": (b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-A: a\r\n b\r\n\r\n",
                        400, "bad-request"),
    "Expect other than 100-continue": (b"GET /healthz HTTP/1.1\r\nHost: x\r\nExpect: 200-ok"
                                       b"\r\n\r\n", 400, "bad-request"),
    "a request line over the limit": (b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
                                      414, "uri-too-long"),
    "too many header fields": (b"GET /healthz HTTP/1.1\r\nHost: x\r\n" + b"".join(
        b"X-%d: a\r\n" % i for i in range(200)) + b"\r\n", 431, "headers-too-large"),
    "Host twice": (b"GET /healthz HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n", 400, "bad-request"),
    "NUL in the path": (b"GET /heal\x00thz HTTP/1.1\r\nHost: x\r\n\r\n", 400, "bad-request"),
}


@pytest.fixture(scope="module")
def port(tmp_path_factory: pytest.TempPathFactory) -> Iterator[int]:
    log = tmp_path_factory.mktemp("heads") / "server.log"
    with gunicorn(log) as (server_port, _):
        yield server_port
    assert "Traceback" not in log.read_text()


@pytest.mark.parametrize(("data", "status", "kind"), HEADS.values(), ids=HEADS.keys())
def test_a_refused_head_is_a_problem_not_a_page(port: int, data: bytes, status: int,
                                                  kind: str) -> None:
    answered, headers, body, _ = ask(port, data)
    assert (answered, headers["content-type"]) == (status, "application/problem+json")
    problem = json.loads(body)
    assert (problem["type"], problem["status"]) == (f"/api/v1/problems/{kind}", status)
    assert problem["code"].startswith("parse.")
    assert problem["detail"]
    assert "<html" not in body.decode()


def test_the_problem_is_in_the_asker_language_once_the_fields_are_read(port: int) -> None:
    problem = json.loads(ask(port, HEADS["two Content-Length"][0])[2])
    assert problem["title"] == "Requête invalide"
    assert problem["detail"].startswith("un en-tête est illisible : son nom ou sa valeur")


def test_a_transfer_coding_names_its_field(port: int) -> None:
    problem = json.loads(ask(port, HEADS["Transfer-Encoding xchunked"][0])[2])
    assert problem["detail"] == ("Transfer-Encoding darf nur chunked sein: sende den Körper "
                                 "mit Content-Length oder in Chunks, nie beides")
    assert problem["errors"] == [{"parameter": "Transfer-Encoding",
                                  "detail": "chunked, oder weglassen",
                                  "code": "parse.transfer-coding.field"}]


def test_a_request_line_over_the_limit_names_the_limit(port: int) -> None:
    problem = json.loads(ask(port, HEADS["a request line over the limit"][0])[2])
    assert problem["detail"] == "die Anfragezeile ist länger als 8190 Bytes"

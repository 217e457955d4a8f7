"""Against the server as the Procfile starts it: every malformed
chunked body is a 400 problem (it was a 500 with a traceback in the log), a path with ``//``
is never redirected to a URL built from ``Host`` (it was a 308 to ``http://<Host>/…``), and a
body of exactly the limit is answered (it was a 413 saying it was over the limit)."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator

import pytest

from api.http.json_body import BATCH_BODY_BYTES, MAX_BODY_BYTES
from tests.ops.servers import gunicorn

QUESTION = b'{"contract":{"type":"obenabe"},"hand":["R6","R7"]}'
SIZE = b"%x" % len(QUESTION)
END = b"\r\n0\r\n\r\n"
# Chunked bodies whose framing is broken (RFC 9112 section 7.1: chunk-size = 1*HEXDIG,
# each chunk's data followed by CRLF, a last chunk of size 0, then the trailer section).
MALFORMED = {
    "size with a plus sign": b"+" + SIZE + b"\r\n" + QUESTION + END,
    "negative size": b"-" + SIZE + b"\r\n" + QUESTION + END,
    "space before the size": b" " + SIZE + b"\r\n" + QUESTION + END,
    "space after the size": SIZE + b" \r\n" + QUESTION + END,
    "size with 0x": b"0x" + SIZE + b"\r\n" + QUESTION + END,
    "size not hex": b"zz\r\n" + QUESTION + END,
    "size with an underscore": SIZE[:1] + b"_" + SIZE[1:] + b"\r\n" + QUESTION + END,
    "empty size": b"\r\n" + QUESTION + END,
    "size of 20 digits": b"1" * 20 + b"\r\n" + QUESTION + END,
    "a non-ASCII digit": "\u0661".encode() + b"\r\n" + QUESTION + END,
    "no CRLF after the data": SIZE + b"\r\n" + QUESTION + b"0\r\n\r\n",
    "data longer than its size": SIZE + b"\r\n" + QUESTION + b"XX" + END,
    "bare LF after the size": SIZE + b"\n" + QUESTION + END,
    "bare LF after the data": SIZE + b"\r\n" + QUESTION + b"\n0\r\n\r\n",
    "bare CR in an extension": SIZE + b";a\rb\r\n" + QUESTION + END,
    "NUL in an extension": SIZE + b";a\x00\r\n" + QUESTION + END,
    "trailer without a colon": SIZE + b"\r\n" + QUESTION + b"\r\n0\r\nnocolon\r\n\r\n",
    "no last chunk": SIZE + b"\r\n" + QUESTION + b"\r\n",
    "cut in the data": SIZE + b"\r\n" + QUESTION[:10],
}


@pytest.fixture(scope="module")
def port(tmp_path_factory: pytest.TempPathFactory) -> Iterator[int]:
    log = tmp_path_factory.mktemp("framing") / "server.log"
    with gunicorn(log) as (server_port, _):
        yield server_port
    assert "Traceback" not in log.read_text()


def ask(port: int, data: bytes) -> tuple[int, dict[str, str], bytes, int]:
    """Bytes in (the client then says it sends no more), the first answer out: status,
    headers, body, and how many answers came back on the connection."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as conn:
        try:
            conn.sendall(data)
            conn.shutdown(socket.SHUT_WR)
        except OSError:  # answered (413) and closed before the whole body was sent
            pass
        received = b""
        try:
            while chunk := conn.recv(65536):
                received += chunk
        except ConnectionResetError:
            pass
    head, _, body = received.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {k.lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
    length = int(headers.get("content-length", len(body)))
    return int(lines[0].split()[1]), headers, body[:length], received.count(b"HTTP/1.1 ")


def post(path: str, body: bytes, *, chunked: bool = False, host: str = "x") -> bytes:
    framing = b"Transfer-Encoding: chunked" if chunked else b"Content-Length: %d" % len(body)
    # Accept-Language: the problems asserted here are read in English (German without it).
    return (b"POST %s HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\n"
            b"Accept-Language: en\r\n%s\r\n\r\n"
            % (path.encode(), host.encode(), framing)) + body


@pytest.mark.parametrize("framing", MALFORMED.values(), ids=MALFORMED.keys())
@pytest.mark.parametrize("path", ["/api/v1/jass/legal-cards", "/api/v1/batch"])
def test_every_malformed_chunked_body_is_a_400_problem(port: int, path: str,
                                                       framing: bytes) -> None:
    status, headers, body, answers = ask(port, post(path, framing, chunked=True))
    problem = json.loads(body)
    assert (status, headers["content-type"]) == (400, "application/problem+json")
    assert problem["type"] == "/api/v1/problems/bad-framing"
    assert problem["errors"] == [{"pointer": "", "detail": "unreadable framing",
                                  "code": "request.unreadable-framing"}]
    assert answers == 1  # nothing of gunicorn's own after it


def test_a_well_formed_chunked_body_is_answered(port: int) -> None:
    status, _, body, _ = ask(port, post("/api/v1/jass/legal-cards", SIZE + b"\r\n" + QUESTION
                                        + END, chunked=True))
    assert status == 200
    assert json.loads(body)["legal"] == ["R6", "R7"]


@pytest.mark.parametrize("path", ["/api/v1//jass/deck", "//api/v1/jass/deck",
                                  "/api/v1/jass//deck", "/api/v1/jass/deck/",
                                  "/api/v1/docs", "//healthz"])
def test_no_redirect_takes_its_url_from_host(port: int, path: str) -> None:
    request = (f"GET {path} HTTP/1.1\r\nHost: attacker.example\r\n\r\n").encode()
    status, headers, body, _ = ask(port, request)
    assert status in (200, 404), (status, headers)
    assert "location" not in headers
    assert "attacker.example" not in body.decode()
    if status == 404:
        assert headers["content-type"] == "application/problem+json"


def _padded(prefix: bytes, suffix: bytes, size: int) -> bytes:
    return prefix + b" " * (size - len(prefix) - len(suffix)) + suffix


@pytest.mark.parametrize("chunked", [False, True], ids=["content-length", "chunked"])
def test_a_body_of_exactly_the_limit_is_answered_and_one_more_byte_refused(
        port: int, chunked: bool) -> None:
    def framed(body: bytes) -> bytes:
        if not chunked:
            return body
        return b"".join(b"%x\r\n%s\r\n" % (len(body[i:i + 8192]), body[i:i + 8192])
                        for i in range(0, len(body), 8192)) + b"0\r\n\r\n"

    single = _padded(QUESTION[:-1], b"}", MAX_BODY_BYTES)
    status, _, body, _ = ask(port, post("/api/v1/jass/legal-cards", framed(single),
                                        chunked=chunked))
    assert (status, json.loads(body)["legal"]) == (200, ["R6", "R7"])
    status, _, body, _ = ask(port, post("/api/v1/jass/legal-cards", framed(single + b" "),
                                        chunked=chunked))
    assert (status, json.loads(body)["errors"]) == (413, [
        {"pointer": "", "detail": f"at most {MAX_BODY_BYTES} bytes",
         "code": "request.at-most-bytes"}])
    batch = _padded(b'{"questions":[{"game":"jass","question":"legal-cards","body":'
                    + QUESTION + b"}]", b"}", BATCH_BODY_BYTES)
    status, _, body, _ = ask(port, post("/api/v1/batch", framed(batch), chunked=chunked))
    assert (status, json.loads(body)["answered"]) == (200, 1)
    status, _, body, _ = ask(port, post("/api/v1/batch", framed(batch + b" "), chunked=chunked))
    assert status == 413

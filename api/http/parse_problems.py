"""The answers to requests gunicorn's parser refuses, as problem documents in the asker's
language where its header fields could be read (gunicorn's own answers are HTML pages)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from gunicorn.http import errors

from api.errors.problems import PROBLEM_BASE, PROBLEM_MIMETYPE, PROBLEM_TYPES
from api.errors.texts.requests import TEXTS
from api.errors.texts.titles import TEXTS as TITLES
from api.request.languages import DEFAULT_LANGUAGE, LANGUAGES

# gunicorn's exception → the code of its text (a table the catalogue's test reads).
_KIND_CODES: dict[type[Exception], str] = {
    errors.LimitRequestLine: "parse.line-too-long",
    errors.LimitRequestHeaders: "parse.headers-too-large",
    errors.UnsupportedTransferCoding: "parse.transfer-coding",
    errors.InvalidChunkSize: "parse.chunks",
    errors.ChunkMissingTerminator: "parse.chunks",
    errors.InvalidChunkExtension: "parse.chunks",
    errors.InvalidRequestMethod: "parse.method",
    errors.InvalidHTTPVersion: "parse.version",
    errors.InvalidRequestLine: "parse.request-line",
    errors.ExpectationFailed: "parse.expect",
    errors.InvalidHeaderName: "parse.header",
    errors.InvalidHeader: "parse.header",
    errors.ObsoleteFolding: "parse.header",
    errors.InvalidSchemeHeaders: "parse.header",
    errors.InvalidProxyLine: "parse.unreadable",
    errors.ForbiddenProxyRequest: "parse.unreadable",
    errors.InvalidH2CPreface: "parse.unreadable",
}
_SLUGS = {"parse.line-too-long": "uri-too-long", "parse.headers-too-large": "headers-too-large",
          "parse.transfer-coding": "bad-framing", "parse.chunks": "bad-framing",
          "request.body-over-limit": "payload-too-large"}
# The header field a text names, with the code of what it may be.
_FIELDS = {"parse.transfer-coding": "Transfer-Encoding", "parse.expect": "Expect"}
_FIELD_CODES = {"parse.transfer-coding": "parse.transfer-coding.field",
                "parse.expect": "parse.expect.field"}


def client_error(exc: BaseException) -> bool:
    """Whether the request, not the server, is at fault."""
    return isinstance(exc, tuple(_KIND_CODES))


def answer(exc: BaseException, req: Any, limits: dict[str, int]) -> bytes:
    """The whole HTTP answer to a request the parser refused (``internal-error`` for a fault
    of the server's), closing the connection."""
    code = next((c for kind, c in _KIND_CODES.items() if isinstance(exc, kind)),
                "request.not-processed")
    req = req if req is not None else getattr(exc, "req", None)
    return _problem(code, _language(getattr(req, "headers", None) or ()), limits)


def refusal(code: str, head: bytes, limits: dict[str, int]) -> bytes:
    """The whole HTTP answer to a request the worker cannot frame from what it buffered
    (api/http/framing.py), in the language its head asks for as far as it came."""
    fields = []
    for line in head.split(b"\r\n")[1:]:
        name, colon, value = line.partition(b":")
        if colon:
            fields.append((name.strip().upper().decode("latin-1"),
                           value.strip().decode("latin-1")))
    return _problem(code, _language(fields), limits)


def _problem(code: str, lang: str, limits: dict[str, int]) -> bytes:
    slug = _SLUGS.get(code, "bad-request" if code != "request.not-processed" else "internal-error")
    table, kind = TEXTS[lang], PROBLEM_TYPES[slug]
    detail = table[code].format(**limits)
    named = [{"parameter": _FIELDS[code], "detail": table[_FIELD_CODES[code]],
              "code": _FIELD_CODES[code]}] if code in _FIELDS else []
    body = json.dumps({"type": PROBLEM_BASE + slug, "title": TITLES[lang]["title." + slug],
                       "status": kind.status, "detail": detail, "code": code, "errors": named},
                      ensure_ascii=False).encode()
    head = (f"HTTP/1.1 {kind.status} {kind.title}\r\nContent-Type: {PROBLEM_MIMETYPE}\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n")
    return head.encode() + body


def _language(fields: Iterable[tuple[str, str]]) -> str:
    """Accept-Language's first language we speak, if the head got as far as the fields."""
    for name, value in fields:
        if name == "ACCEPT-LANGUAGE":
            for part in value.split(","):
                primary = part.split(";")[0].strip()[:2].lower()
                if primary in LANGUAGES:
                    return primary
    return DEFAULT_LANGUAGE

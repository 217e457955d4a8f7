"""What a request must be before anything else looks at it, and where the app stands on the web:

* ``STICHFEST_PUBLIC_URL`` (default ``http://localhost:8000``): the absolute URL the service
  is reached at; pages that print absolute URLs (the embed snippets) take it from here, never
  from the ``Host`` header, which any client can set.
* ``STICHFEST_TRUSTED_HOSTS``: comma-separated host names (``.example.org`` also matches its
  subdomains); a request for any other ``Host`` gets 400. Unset: every host is served.
* ``STICHFEST_TRUSTED_PROXIES``: the addresses of the reverse proxies in front of the app,
  comma-separated, each an address or a network (``127.0.0.1``, ``10.0.0.0/8``, ``::1``).
  ``X-Forwarded-For`` and ``X-Forwarded-Proto`` are read only from a connection that comes
  from one of them; from anyone else they are the client's word and ignored (default: no
  proxy, the headers are always ignored). A hop count (``1``) is refused at start: it trusted
  the header from whoever reached the instance directly, so a forged address passed the rate
  limit.
* The request target and header fields have limits of their own (414 and 431 as
  problem+json). gunicorn's limits are set above these (stichfest/gunicorn_conf.py), so that
  a request between the two gets an answer in this API's format instead of gunicorn's HTML page.
"""

from __future__ import annotations

import ipaddress
import os
from collections.abc import Callable, Iterable, Mapping
from typing import Any
from urllib.parse import urlsplit

from flask import Flask
from werkzeug.exceptions import SecurityError

from api.errors.messages import text
from api.errors.problems import Problem
from api.request.flask_classes import QueryRequest

MAX_TARGET_BYTES = 4096
MAX_HEADER_BYTES = 8192
MAX_HEADER_FIELDS = 100
DEFAULT_PUBLIC_URL = "http://localhost:8000"


def settings_from_environment(env: Mapping[str, str] = os.environ) -> dict[str, Any]:
    hosts = [h.strip() for h in env.get("STICHFEST_TRUSTED_HOSTS", "").split(",") if h.strip()]
    return {
        "PUBLIC_URL": env.get("STICHFEST_PUBLIC_URL", DEFAULT_PUBLIC_URL),
        "TRUSTED_HOSTS": hosts or None,
        "TRUSTED_PROXIES": env.get("STICHFEST_TRUSTED_PROXIES", ""),
    }


def public_url(value: str) -> str:
    """The configured URL, checked once at start: a scheme and host, no query or fragment."""
    parts = urlsplit(value)
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.query \
            or parts.fragment or any(c in value for c in "\"'<> \\"):
        raise ValueError(f"STICHFEST_PUBLIC_URL must be an http(s) URL such as "
                         f"https://stichfest.example.org, not {value!r}")
    return value.rstrip("/")


def without_redirects(app: Flask) -> None:
    """Routing never redirects: werkzeug's redirects (``//`` merged into ``/``, a missing
    trailing slash added) build their ``Location`` from the ``Host`` header, which any client
    sets. A path with ``//`` is no resource (404); ``/api/v1/docs`` is the same page as
    ``/api/v1/docs/``. Set before any rule is added: a rule takes the map's settings then."""
    app.url_map.merge_slashes = False
    app.url_map.strict_slashes = False


def install(app: Flask) -> None:
    app.config["PUBLIC_URL"] = public_url(app.config["PUBLIC_URL"])
    proxies = trusted_networks(app.config["TRUSTED_PROXIES"])
    if proxies:
        app.wsgi_app = TrustedProxies(app.wsgi_app, proxies)  # type: ignore[method-assign]


Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def trusted_networks(value: str | Iterable[str]) -> tuple[Network, ...]:
    """The proxies' addresses, checked once at start."""
    names = [n.strip() for n in value.split(",")] if isinstance(value, str) else list(value)
    names = [n for n in names if n and n != "0"]  # 0: the old default, no proxy
    networks = []
    for name in names:
        try:
            if name.isdigit():
                raise ValueError(name)
            networks.append(ipaddress.ip_network(name, strict=False))
        except ValueError:
            raise ValueError(
                "STICHFEST_TRUSTED_PROXIES names the proxies' addresses, comma-separated "
                f"(such as 127.0.0.1 or 10.0.0.0/8), not {name!r}: a count of proxies would "
                "trust X-Forwarded-For from anyone who reaches the instance directly") from None
    return tuple(networks)


class TrustedProxies:
    """``X-Forwarded-For`` and ``X-Forwarded-Proto`` from a trusted proxy only. The client
    is the last address of ``X-Forwarded-For`` that is not itself a trusted proxy (each proxy
    appends the address it was reached from); a value that is no address ends the walk."""

    def __init__(self, app: Callable[..., Any], networks: tuple[Network, ...]) -> None:
        self.app, self.networks = app, networks

    def trusted(self, address: str) -> bool:
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            return False
        return any(ip in network for network in self.networks)

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        remote = environ.get("REMOTE_ADDR", "")
        if self.trusted(remote):
            client = remote
            for hop in reversed(environ.get("HTTP_X_FORWARDED_FOR", "").split(",")):
                hop = hop.strip()
                try:
                    ipaddress.ip_address(hop)
                except ValueError:
                    break
                client = hop
                if not self.trusted(hop):
                    break
            environ["REMOTE_ADDR"] = client
            proto = environ.get("HTTP_X_FORWARDED_PROTO", "").rsplit(",", 1)[-1].strip()
            if proto in ("http", "https"):
                environ["wsgi.url_scheme"] = proto
        return self.app(environ, start_response)


def check_request(req: QueryRequest) -> None:
    """The host first (Flask checks ``Host`` against ``TRUSTED_HOSTS`` when it is read),
    then the sizes of the request target and the header fields."""
    try:
        req.host  # noqa: B018 (reading it is the check)
    except SecurityError:
        raise Problem("untrusted-host", text("request.untrusted-host"),
                      [{"parameter": "Host", "detail": text("request.not-trusted-host")}]
                      ) from None
    environ = req.environ
    target = environ.get("RAW_URI") or environ.get("REQUEST_URI") or req.full_path
    if len(target) > MAX_TARGET_BYTES:
        raise Problem("uri-too-long",
                      text("request.target-too-long", length=len(target), limit=MAX_TARGET_BYTES),
                      [])
    if not _headers_fit(environ):
        _refuse_headers(req)
    coding = environ.get("HTTP_TRANSFER_ENCODING")
    if coding is not None and coding.strip().lower() != "chunked":  # e.g. "gzip, chunked"
        raise Problem("bad-framing", text("parse.transfer-coding"),
                      [{"parameter": "Transfer-Encoding",
                        "detail": text("parse.transfer-coding.field")}])


def _headers_fit(environ: Mapping[str, Any]) -> bool:
    """Whether the header fields are within the limits, counted in the WSGI environ as
    werkzeug lists them (``request.headers``) without building their names."""
    count = 0
    for key, value in environ.items():
        if key.startswith("HTTP_"):
            if key in _BODY_HEADERS_AS_HTTP:
                continue
            size = len(key) - 5 + len(value)
        elif key in _BODY_HEADERS and value:
            size = len(key) + len(value)
        else:
            continue
        count += 1
        if size > MAX_HEADER_BYTES:
            return False
    return count <= MAX_HEADER_FIELDS


_BODY_HEADERS = frozenset({"CONTENT_TYPE", "CONTENT_LENGTH"})
_BODY_HEADERS_AS_HTTP = frozenset({"HTTP_CONTENT_TYPE", "HTTP_CONTENT_LENGTH"})


def _refuse_headers(req: QueryRequest) -> None:
    """The problem for header fields over a limit, naming the first field too long."""
    if len(req.headers) > MAX_HEADER_FIELDS:
        raise Problem(
            "headers-too-large",
            text("request.too-many-headers", count=len(req.headers), limit=MAX_HEADER_FIELDS), [])
    for name, value in req.headers.items():
        if len(name) + len(value) > MAX_HEADER_BYTES:
            raise Problem("headers-too-large",
                          text("request.header-too-long", name=name, limit=MAX_HEADER_BYTES),
                          [{"parameter": name,
                            "detail": text("request.at-most-bytes", limit=MAX_HEADER_BYTES)}])

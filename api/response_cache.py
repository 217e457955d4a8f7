"""An in-process cache of GET answers. A permalink's answer is a function of its URL and the
client's Accept-Language alone, so a worker keeps the last answers it built (a bounded LRU)
and sends them again without asking the engine. ``STICHFEST_RESPONSE_CACHE`` sets the number
of entries; 0 switches it off."""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

from flask import Flask, Response, g, request

# Headers that belong to the answer itself; per-request headers (CORS, rate limit, Date) are
# added again by the after-request hooks.
KEPT = ("Content-Type", "Content-Language", "Content-Security-Policy", "Cache-Control", "ETag",
        "Vary")
NOT_CACHED = ("/healthz",)


@dataclass(frozen=True, slots=True)
class Entry:
    body: bytes
    headers: tuple[tuple[str, str], ...]


class ResponseCache:
    def __init__(self, size: int) -> None:
        self.size = size
        self.entries: OrderedDict[tuple[str, str], Entry] = OrderedDict()
        self.lock = threading.Lock()

    def get(self, key: tuple[str, str]) -> Entry | None:
        with self.lock:
            entry = self.entries.get(key)
            if entry is not None:
                self.entries.move_to_end(key)
            return entry

    def put(self, key: tuple[str, str], entry: Entry) -> None:
        with self.lock:
            self.entries[key] = entry
            self.entries.move_to_end(key)
            while len(self.entries) > self.size:
                self.entries.popitem(last=False)


def _key() -> tuple[str, str]:
    return request.full_path, request.headers.get("Accept-Language", "")


def install(app: Flask, size: int) -> None:
    if size <= 0:
        return
    cache = ResponseCache(size)
    app.extensions["stichfest_response_cache"] = cache

    def lookup() -> Response | None:
        if request.method != "GET" or request.path in NOT_CACHED:
            return None
        entry = cache.get(_key())
        if entry is None:
            g.cache_miss = True
            return None
        return Response(entry.body, headers=list(entry.headers))

    app.before_request(lookup)
    app.extensions["stichfest_cache_store"] = lambda response: _store(cache, response)


def store(app: Flask, response: Response) -> None:
    """Called last among the answer's own headers: keep a fresh 200 answer to a GET."""
    save = app.extensions.get("stichfest_cache_store")
    if save is not None and g.get("cache_miss") and response.status_code == 200 \
            and not response.direct_passthrough:
        save(response)


def _store(cache: ResponseCache, response: Response) -> None:
    headers = tuple((name, response.headers[name]) for name in KEPT if name in response.headers)
    # A copy of exactly the body's size: orjson's buffer has room to spare (about 8 KiB held
    # for a 3 KiB answer), which 4,096 kept answers would hold for as long as they stay.
    cache.put(_key(), Entry(bytes(memoryview(response.get_data())), headers))

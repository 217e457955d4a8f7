"""Flask's JSON provider with orjson for writing: the same JSON, several times faster to
encode. An answer with nine explained cards took longer to encode with the standard library
than to judge. Request bodies are read by api.http.json_body (orjson, and the standard library for
whatever orjson refuses, whose error messages the malformed-JSON problem quotes)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, cast

import orjson
from flask import Response, current_app
from flask.json.provider import DefaultJSONProvider

from api.request.json_value import Json

# Non-string keys as JSON strings, as the standard library writes them. The option costs
# nearly as much again as the writing itself, and the answers have string keys: it is asked
# for only when orjson refuses a key without it (it refuses every key that is not a str).
_OPTIONS = orjson.OPT_NON_STR_KEYS


def _dumps(obj: Any, default: Any) -> bytes:
    try:
        return orjson.dumps(obj, default=default)
    except orjson.JSONEncodeError:
        return orjson.dumps(obj, default=default, option=_OPTIONS)


class OrjsonProvider(DefaultJSONProvider):
    sort_keys = False

    def dumps(self, obj: Any, **kwargs: Any) -> str:
        if kwargs:  # indent, sort_keys and the like: the standard library's own options
            return super().dumps(obj, **kwargs)
        return _dumps(obj, self.default).decode()

    def response(self, *args: Any, **kwargs: Any) -> Response:
        # orjson's bytes as is; the library's encodes a str again, at 0.94 of the throughput.
        if current_app.debug:  # pretty-printed, as Flask does it in debug mode
            return cast(Response, super().response(*args, **kwargs))
        if args and kwargs:  # as ``jsonify`` documents it: one or the other
            raise TypeError("jsonify() behavior undefined when passed both args and kwargs")
        obj = (args[0] if len(args) == 1 else args) if args else kwargs
        return current_app.response_class(_dumps(obj, self.default), mimetype=self.mimetype)


def listing_response(items: Iterable[Any], key: str,
                     head: Callable[[], Mapping[str, Json]]) -> Response:
    """The JSON object ``{**head(), key: list(items)}`` as ``response`` writes it, byte for
    byte, with each item written as it comes and let go: a batch's thousand answers are not
    all held until the end. ``head`` is asked after the last item (it may count them).

    It pays for itself: 8.5 % of a full batch's time per question (bench/README.md), since
    the answers made whole and then written kept some 2 MB alive, more than a core's cache."""
    if current_app.debug:  # pretty-printed, as Flask does it in debug mode
        listed = list(items)
        return cast(Response, current_app.json.response({**head(), key: listed}))
    provider = cast(OrjsonProvider, current_app.json)
    default = provider.default
    parts = [_dumps(item, default) for item in items]
    opened = _dumps({**head(), key: []}, default)
    if not opened.endswith(b"[]}"):  # ``key`` is the object's last member, written empty
        raise ValueError(f"{key!r} must be the last member of the listing")
    return current_app.response_class(
        b"".join((opened[:-2], b",".join(parts), b"]}")), mimetype=provider.mimetype)

"""JSON as a request carries it and an answer returns it: a recursive value type, so that
answers are built and bodies read without ``Any``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypeAlias

# Read-only containers: a ``list[str]`` or a ``dict[str, int]`` is a JSON value as it is.
Json: TypeAlias = "bool | int | float | str | Sequence[Json] | Mapping[str, Json] | None"
# An answer being built: its members may still be set, each a JSON value.
JsonObject: TypeAlias = dict[str, Json]

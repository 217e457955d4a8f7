"""Reading a JSON body: orjson reads it where it can, and the answer is the one the standard
library's reading gives, value for value (types and member order too) and problem for problem;
the walk over a body is skipped only where no fault can hide."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from api.errors.problems import Problem
from api.http.json_body import (
    _SURROGATE_ESCAPE,
    BATCH_VALUE_BUDGET,
    MAX_DEPTH,
    check_values,
    checked_json,
    standard_json,
)
from api.service.problem_texts import catalogue


def outcome(read: Any, raw: bytes, budget: int | None) -> tuple[Any, ...]:
    """What a reading gives: the value as repr (1 and 1.0, member order), or the problem."""
    try:
        value = read(raw, budget)
    except Problem as problem:
        return ("problem", problem.slug, problem.detail, problem.errors)
    return ("value", repr(value))


def standard(raw: bytes, budget: int | None) -> Any:
    """The standard library's reading alone, checked the same way."""
    value = standard_json(raw)
    check_values(value, raw, check_strings=_SURROGATE_ESCAPE.search(raw) is not None,
                 budget=budget)
    return value


def fast(raw: bytes, budget: int | None) -> Any:
    return checked_json(raw, check_strings=_SURROGATE_ESCAPE.search(raw) is not None,
                        budget=budget)


# Pieces of JSON text where readers part ways: long and signed numbers, exponents out of
# range, NaN, escapes (lone and paired surrogates), control characters, a byte order mark,
# invalid UTF-8, duplicate members, trailing data.
TOKENS = [
    b"0", b"-0", b"1", b"-1", b"1.5", b"-0.0", b"1e5", b"1E-5", b"1e400", b"-1e400", b"1e-400",
    b"9223372036854775807", b"9223372036854775808", b"18446744073709551615",
    b"18446744073709551616", b"-9223372036854775809", b"123456789012345678901234567890",
    b"0.1234567890123456789", b"1.7976931348623159e308", b"4.9e-324", b"01", b"1.", b".5",
    b"NaN", b"Infinity", b"-Infinity", b"true", b"false", b"null", b'"a"', b'"\\ud800"',
    b'"\\udc00"', b'"\\ud83d\\ude00"', b'"\\u00e9"', b'"\\u0000"', b'"\x01"', b'"\xed\xa0\x80"',
    b'"\xc3\xa9"', b'"\xff"', b'"\\/"', b'"\\x41"', b"\xef\xbb\xbf", b" ", b"\t", b"\n",
    b"\x0c", b"\x00",
]
STRUCTURE = [b"[", b"]", b"{", b"}", b",", b":", b'"k":', b'"k":1,"k":2']

pieces = st.lists(st.sampled_from(TOKENS + STRUCTURE), max_size=12).map(b"".join)
# Well-formed bodies with the awkward tokens as values and members.
scalar_texts = st.sampled_from([t for t in TOKENS if t.strip()])


@st.composite
def documents(draw: st.DrawFn, depth: int = 0) -> bytes:
    if depth > 3 or draw(st.booleans()):
        return draw(scalar_texts)
    items = draw(st.lists(documents(depth + 1), max_size=4))  # type: ignore[no-untyped-call]
    if draw(st.booleans()):
        return b"[" + b",".join(items) + b"]"
    keys = draw(st.lists(st.sampled_from([b'"a"', b'"b"', b'"\\ud800"', b'"\xc3\xa9"']),
                         min_size=len(items), max_size=len(items)))
    return b"{" + b",".join(k + b":" + v for k, v in zip(keys, items, strict=True)) + b"}"


@settings(max_examples=1000, deadline=None)
@given(st.one_of(pieces, documents()), st.sampled_from([None, 3]))
def test_any_body_reads_as_the_standard_library_reads_it(raw: bytes, budget: int | None) -> None:
    assert outcome(fast, raw, budget) == outcome(standard, raw, budget)


@pytest.mark.parametrize("raw", [
    b'{"hand": 123456789012345678901234567890}', b"[18446744073709551616]",
    b"-9223372036854775809", b'{"a": NaN}', b"[1e400]", b'"\\ud800"', b'{"\\udc00": 1}',
    b"[" * 1000 + b"]" * 1000, b"[" * 40 + b"]" * 40, b'{"a": 1, "a": 2, "b": 3}',
])
def test_the_bodies_where_orjson_parts_ways(raw: bytes) -> None:
    assert outcome(fast, raw, None) == outcome(standard, raw, None)


def depth_and_count(value: Any) -> tuple[int, int]:
    """How deep arrays and objects nest, and how many values there are (by recursion)."""
    if isinstance(value, dict | list):
        members = list(value.values()) if isinstance(value, dict) else value
        found = [depth_and_count(member) for member in members]
        return 1 + max((d for d, _ in found), default=0), 1 + sum(c for _, c in found)
    return 0, 1


values = st.recursive(st.none() | st.integers(-5, 5) | st.text(",[]{}\"\\", max_size=3),
                      lambda inner: st.lists(inner, max_size=3)
                      | st.dictionaries(st.text("[{,", max_size=2), inner, max_size=3),
                      max_leaves=60)


def wrapped(value: Any, levels: int) -> Any:
    for _ in range(levels):
        value = [value]
    return value


@settings(max_examples=600, deadline=None)
@given(values, st.integers(0, MAX_DEPTH + 2), st.integers(1, 60))
def test_depth_and_budget_faults_are_found_whatever_the_body_looks_like(
        value: Any, levels: int, budget: int) -> None:
    value = wrapped(value, levels)
    raw = json.dumps(value).encode()
    depth, count = depth_and_count(value)
    too_deep = "nesting-too-deep" if depth > MAX_DEPTH else None
    over_budget = "over-budget" if count > budget else None
    assert refusal(value, raw, budget) == (too_deep or over_budget)
    assert refusal(value, raw, None) == too_deep


def refusal(value: Any, raw: bytes, budget: int | None) -> str | None:
    try:
        check_values(value, raw, check_strings=False, budget=budget)
    except Problem as problem:
        return problem.slug
    return None


def test_a_batch_over_its_budget_is_counted_exactly() -> None:
    value = {"questions": [None] * BATCH_VALUE_BUDGET}
    raw = json.dumps(value).encode()
    with pytest.raises(Problem) as refused:
        check_values(value, raw, check_strings=False, budget=BATCH_VALUE_BUDGET)
    [error] = refused.value.errors
    assert error["pointer"] == "/questions"
    assert catalogue().word(error["detail"], "en") == (f"{BATCH_VALUE_BUDGET + 2} values, more "
                                                       f"than {BATCH_VALUE_BUDGET}")


def gives_a_member_twice(raw: bytes) -> bool:
    """Whether any object of the body gives a name twice (the standard library's reading,
    which shows every member to the hook)."""
    found = False

    def hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        nonlocal found
        found = found or len({name for name, _ in pairs}) < len(pairs)
        return dict(pairs)

    json.loads(raw, object_pairs_hook=hook)
    return found


@st.composite
def objects(draw: st.DrawFn, depth: int = 0) -> bytes:
    """Bodies whose names repeat, also escaped ("\\u0061" is "a"), among colons in strings."""
    if depth > 2 or draw(st.booleans()):
        return draw(st.sampled_from([b"1", b'":"', b'"a:b"', b'"\\u003a"', b"[]", b"{}"]))
    items = draw(st.lists(objects(depth + 1), max_size=4))  # type: ignore[no-untyped-call]
    if draw(st.booleans()):
        return b"[" + b",".join(items) + b"]"
    names = draw(st.lists(st.sampled_from([b'"a"', b'"\\u0061"', b'"b"', b'"a:"', b'":"']),
                          min_size=len(items), max_size=len(items)))
    return b"{" + b",".join(k + b" : " + v for k, v in zip(names, items, strict=True)) + b"}"


@settings(max_examples=1000, deadline=None)
@given(objects())
def test_a_member_given_twice_is_refused_wherever_it_is(raw: bytes) -> None:
    """The count of colons that skips the second reading never hides a name given twice,
    and a colon in a string never makes one up."""
    refused = outcome(fast, raw, None)
    assert (refused[0] == "problem") == gives_a_member_twice(raw), refused
    assert refused == outcome(standard, raw, None)

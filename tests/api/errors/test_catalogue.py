"""The catalogue of problem messages: every message the source writes has its entry, every
entry its three languages with the same varying parts and a code, marshmallow's and webargs'
messages too, and French with its spaces."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from marshmallow import Schema, ValidationError, fields, validate

from api.errors.messages import COMPOSITIONS, Message
from api.errors.problems import TITLE_CODE
from api.schemas.base import RequestSchema
from api.service.problem_texts import catalogue, problem_types
from tests.api.errors.message_sites import VARYING, sites

MESSAGES = list(catalogue().messages.values())
CODE = re.compile(r"[a-z0-9]+(\.[a-z0-9]+(-[a-z0-9]+)*)+")


def test_every_message_written_in_the_source_has_its_entry() -> None:
    """An entry whose English text the site's message can be (its fixed parts where the
    entry varies, or the other way round: ``no marriage once the talon is closed``)."""
    english = [m.en for m in MESSAGES]
    missing = sorted(f"{site.where}: {site.fixed()!r}" for site in sites()
                     if not any(site.pattern().fullmatch(text) for text in english)
                     and catalogue().find(site.shape.replace(VARYING, "x")) is None)
    assert missing == []


@pytest.mark.parametrize("message", [*MESSAGES, *COMPOSITIONS], ids=lambda m: m.code)
def test_each_entry_has_its_three_languages_and_the_same_varying_parts(message: Message) -> None:
    for lang in ("de", "en", "fr"):
        assert message.text(lang).strip()
        assert message.names(lang) == message.names("en"), lang
    if message not in COMPOSITIONS:
        assert CODE.fullmatch(message.code)
        assert message.de != message.en
        assert message.fr != message.en


def _words(text: str) -> str:
    """A text without its varying parts, quotes and the ids and field names it names."""
    return re.sub(r"\{[^}]*\}|«[^»]*»|'[^']*'|\([^)]*\)|\b\w*_\w*\b", " ", text)


@pytest.mark.parametrize("message", MESSAGES, ids=lambda m: m.code)
def test_french_has_its_spaces_before_colons_semicolons_and_in_guillemets(
        message: Message) -> None:
    text = _words(message.fr)
    assert re.search(r"\S[:;!?](\s|$)", text) is None, message.fr
    assert re.search(r"«\S|\S»", message.fr) is None, message.fr


def test_every_problem_type_has_its_title_in_each_language() -> None:
    titles = catalogue().messages
    for slug, kind in problem_types().items():
        assert titles[TITLE_CODE + slug].en == kind.title


def test_a_code_is_never_a_problem_type() -> None:
    assert not set(catalogue().messages) & set(problem_types())


def _request_schemas() -> Iterator[Schema]:
    stack: list[type[Schema]] = [RequestSchema]
    seen: set[type[Schema]] = set()
    while stack:
        kind = stack.pop()
        stack.extend(kind.__subclasses__())
        if kind not in seen:
            seen.add(kind)
            yield kind()


def _fields(field: fields.Field[Any]) -> Iterator[fields.Field[Any]]:
    yield field
    if isinstance(field, fields.List):
        yield from _fields(field.inner)
    if isinstance(field, fields.Nested) and isinstance(field.schema, Schema):
        for inner in field.schema.fields.values():
            yield from _fields(inner)


def _refusals(validator: Any) -> Iterator[str]:
    """The messages a validator gives, asked with values it refuses."""
    if isinstance(validator, validate.Length):
        low, high = validator.min, validator.max
        tries = [[0] * (validator.equal + 1)] if validator.equal is not None else []
        tries += [[0] * (low - 1)] if low else []
        tries += [[0] * (high + 1)] if high is not None else []
    elif isinstance(validator, validate.Range):
        tries = [x for x in ((validator.min - 1) if validator.min is not None else None,
                             (validator.max + 1) if validator.max is not None else None)
                 if x is not None]
    elif isinstance(validator, (validate.OneOf, validate.Equal)):
        tries = [object()]
    elif isinstance(validator, validate.Regexp):
        tries = ["\x00,\n" * 50]
    else:
        tries = []
    for value in tries:
        try:
            validator(value)
        except ValidationError as error:
            yield from map(str, error.messages)


def test_every_message_of_marshmallow_and_webargs_in_the_request_schemas_has_its_entry(
        app: Flask) -> None:
    found = catalogue()
    unknown: set[str] = set()
    for schema in _request_schemas():
        unknown |= {message for message in schema.error_messages.values()
                    if found.find(message) is None}
        for top in schema.fields.values():
            for field in _fields(top):
                unknown |= {str(m) for m in field.error_messages.values()
                            if "{" not in str(m) and found.find(str(m)) is None}
                unknown |= {m for v in field.validators for m in _refusals(v)
                            if found.find(m) is None}
    assert unknown == set()


def test_marshmallow_messages_are_said_in_each_language() -> None:
    found = catalogue()
    for english, german, french in (
            ("Missing data for required field.", "Pflichtfeld fehlt.",
             "Champ obligatoire manquant."),
            ("Not a valid string.", "Keine gültige Zeichenkette.",
             "Chaîne de caractères invalide."),
            ("Unknown field.", "Unbekanntes Feld.", "Champ inconnu.")):
        assert found.say(english, "de", "x").text == german
        assert found.say(english, "fr", "x").text == french
        assert found.say(english, "en", "x").text == english

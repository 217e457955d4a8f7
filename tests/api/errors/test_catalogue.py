"""The catalogue of problem messages: every code the source can raise has its entry in de, en
and fr with the same placeholders, every entry is used, each site gives the values its
templates name, marshmallow's and webargs' messages carry their codes, and French has its
spaces."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from marshmallow import Schema, ValidationError, fields, validate

from api.errors.messages import COMPOSITIONS, Coded, placeholders
from api.errors.problems import TITLE_CODE
from api.schemas.base import RequestSchema
from api.schemas.coded import FIELD_CODES, SCHEMA_MESSAGES, VALIDATOR_CODES
from api.service.problem_texts import catalogue, problem_types
from tests.api.errors.message_sites import CODE, named_codes, prose, sites

TABLES = catalogue().tables
CODES = catalogue().codes
SITES = sites()


def test_every_code_the_source_raises_has_its_entry() -> None:
    missing = sorted(f"{site.where}: {site.code}" for site in SITES
                     if (site.code not in TABLES["en"] if not site.prefix
                         else not any(code.startswith(site.code) for code in CODES)))
    assert missing == []
    assert len(SITES) > 250  # the walk found the engine's and the API's sites


def test_no_message_is_written_as_a_sentence_where_it_is_raised() -> None:
    """Messages travel by code: the engine's errors, the problems and their entries, the
    validators' own messages."""
    assert prose() == []


def test_every_code_named_in_the_source_has_its_entry() -> None:
    """A code kept in a table of the code's own (the JSON parser's, marshmallow's) or handed
    to a function that makes its message."""
    assert sorted(named_codes() - set(CODES)) == []
    assert {*FIELD_CODES.values(), *VALIDATOR_CODES.values()} <= set(CODES)
    assert {message.code for message in SCHEMA_MESSAGES.values()} <= set(CODES)


def test_each_site_gives_every_value_its_templates_name() -> None:
    short = sorted(f"{site.where}: {site.code} lacks {needed - site.keywords}"
                   for site in SITES if site.keywords is not None and not site.prefix
                   and site.code in TABLES["en"]
                   and not (needed := placeholders(TABLES["en"][site.code])) <= site.keywords)
    assert short == []


def test_every_entry_is_used() -> None:
    raised = {site.code for site in SITES if not site.prefix}
    prefixes = tuple(site.code for site in SITES if site.prefix)
    named = named_codes()
    unused = sorted(code for code in CODES if not code.startswith(TITLE_CODE)
                    and code not in raised and code not in named
                    and not code.startswith(prefixes))
    assert unused == []


@pytest.mark.parametrize("code", [*CODES, *COMPOSITIONS["en"]])
def test_each_entry_has_its_three_languages_and_the_same_placeholders(code: str) -> None:
    english = TABLES["en"][code]
    for lang in ("de", "en", "fr"):
        assert TABLES[lang][code].strip(), lang
        assert placeholders(TABLES[lang][code]) == placeholders(english), lang
    if code not in COMPOSITIONS["en"]:
        assert CODE.fullmatch(code)
        assert TABLES["de"][code] != english
        assert TABLES["fr"][code] != english


def test_every_language_has_the_same_codes() -> None:
    assert set(TABLES["de"]) == set(TABLES["en"]) == set(TABLES["fr"])


def _words(text: str) -> str:
    """A text without its varying parts, quotes and the ids and field names it names."""
    return re.sub(r"\{[^}]*\}|«[^»]*»|'[^']*'|\([^)]*\)|\b\w*_\w*\b", " ", text)


@pytest.mark.parametrize("code", CODES)
def test_french_has_its_spaces_before_colons_semicolons_and_in_guillemets(code: str) -> None:
    french = TABLES["fr"][code]
    assert re.search(r"\S[:;!?](\s|$)", _words(french)) is None, french
    assert re.search(r"«\S|\S»", french) is None, french


def test_every_problem_type_has_its_title_in_each_language() -> None:
    for slug, kind in problem_types().items():
        assert TABLES["en"][TITLE_CODE + slug] == kind.title


def test_a_code_is_never_a_problem_type() -> None:
    assert not set(CODES) & set(problem_types())


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


def _refusals(validator: Any) -> Iterator[Any]:
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
            yield from error.messages


def _uncoded(message: Any, *, formatted: bool) -> bool:
    """Not a ``Coded`` message of the catalogue whose English template gives marshmallow's
    own words (formatted with the values it carries, or, unformatted, as the template)."""
    if not isinstance(message, Coded) or message.code not in TABLES["en"]:
        return True
    english = catalogue().word(message, "en") if formatted else TABLES["en"][message.code]
    return english != str(message)


def test_every_message_of_marshmallow_in_the_request_schemas_has_its_code(app: Flask) -> None:
    unknown: set[str] = set()
    for schema in _request_schemas():
        unknown |= {str(m) for m in schema.error_messages.values()
                    if _uncoded(m, formatted=False)}
        for top in schema.fields.values():
            for field in _fields(top):
                unknown |= {str(m) for m in field.error_messages.values()
                            if _uncoded(m, formatted="{" not in str(m))}
                unknown |= {str(m) for v in field.validators for m in _refusals(v)
                            if _uncoded(m, formatted=True)}
    assert unknown == set()


def test_marshmallow_messages_are_said_in_each_language() -> None:
    found = catalogue()
    for field, value, english, german, french in (
            (fields.String(required=True), None, "Field may not be null.",
             "Das Feld darf nicht null sein.", "Le champ ne peut pas être null."),
            (fields.String(), 5, "Not a valid string.", "Keine gültige Zeichenkette.",
             "Chaîne de caractères invalide."),
            (fields.String(validate=validate.OneOf(("de", "en"))), "it",
             "Must be one of: de, en.", "Muss einer dieser Werte sein: de, en.",
             "Doit être l'une de ces valeurs : de, en.")):
        with pytest.raises(ValidationError) as refused:
            field.deserialize(value)
        message = refused.value.messages[0]
        assert str(message) == english
        assert [found.word(message, lang) for lang in ("en", "de", "fr")] == [
            english, german, french]

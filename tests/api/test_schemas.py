"""The schemas' fast paths for well-formed lists must answer exactly as marshmallow's own item
by item checking does: the same values for good input, the same messages for bad input."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from marshmallow import ValidationError, fields, validate

from api.batch import BatchQuestion, QuestionList
from api.schemas import CardList

JSON_SCALARS = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(
    max_size=45)
JSON_VALUES = st.recursive(JSON_SCALARS, lambda inner: st.lists(inner, max_size=3)
                           | st.dictionaries(st.text(max_size=8), inner, max_size=3),
                           max_leaves=8)
CARD_TEXTS = st.lists(st.text(min_size=0, max_size=42) | JSON_VALUES, max_size=10) | JSON_VALUES
QUESTIONS = st.lists(
    st.fixed_dictionaries(
        {"game": st.sampled_from(["jass", "schnapsen", "schafkopf", "skat"]) | JSON_VALUES,
         "question": st.sampled_from(["legal-cards", "trick", "score"]) | JSON_VALUES,
         "body": st.dictionaries(st.text(max_size=8), JSON_VALUES, max_size=3) | JSON_VALUES},
        optional={"extra": JSON_VALUES}),
    max_size=5) | JSON_VALUES


def _outcome(field: fields.Field[Any], value: object) -> tuple[str, object]:
    try:
        return "value", field.deserialize(value)
    except ValidationError as error:
        return "error", error.messages


@settings(max_examples=300)
@given(CARD_TEXTS)
def test_card_list_answers_as_marshmallows_list_does(value: object) -> None:
    item = fields.String(validate=validate.Length(min=1, max=40))
    limits = validate.Length(min=0, max=9)
    assert (_outcome(CardList(item, validate=limits), value)
            == _outcome(fields.List(item, validate=limits), value))


@settings(max_examples=300)
@given(QUESTIONS)
def test_question_list_answers_as_marshmallows_list_does(value: object) -> None:
    assert (_outcome(QuestionList(fields.Nested(BatchQuestion)), value)
            == _outcome(fields.List(fields.Nested(BatchQuestion)), value))


def test_a_well_formed_question_list_is_taken_as_it_is() -> None:
    question = {"game": "jass", "question": "trick", "body": {"trick": ["R6"]}}
    assert QuestionList(fields.Nested(BatchQuestion)).deserialize([question]) == [question]


def test_a_card_list_with_an_empty_card_names_its_index() -> None:
    item = fields.String(validate=validate.Length(min=1, max=40))
    with pytest.raises(ValidationError) as raised:
        CardList(item).deserialize(["R6", ""])
    assert raised.value.messages == {1: ["Length must be between 1 and 40."]}

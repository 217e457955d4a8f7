"""An engine error as the API says it in English (its code's template filled with its values,
cards by their codes), for tests that read what an error says."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from api.errors.rules_errors import said
from api.service.problem_texts import catalogue
from rules.errors import RulesInputError


def english(error: BaseException) -> str:
    if isinstance(error, RulesInputError):
        return catalogue().word(said(error), "en")
    return str(error)


@contextmanager
def raises_said(kind: type[BaseException], match: str
                ) -> Iterator[pytest.ExceptionInfo[BaseException]]:
    """``pytest.raises(kind, match=match)``, matched against what the error says."""
    with pytest.raises(kind) as raised:
        yield raised
    assert re.search(match, english(raised.value)), english(raised.value)

"""How a contract is written in a request, from the game's contract forms: the GET form's
pattern and its refusal listing every valid form, the JSON ``type``'s choice, and the
documented aliases (another spelling of a type) that both accept."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from marshmallow import ValidationError, validate

from rules.game import Contract, ContractForm


def literal(word: str) -> str:
    """A word as a pattern that Python and a browser's JavaScript (``u`` flag, as Swagger UI
    and the checker compile it) both read: ``re.escape``'s ``\\-`` is an error there."""
    return re.escape(word).replace("\\-", "-")


def contract_pattern(forms: tuple[ContractForm, ...]) -> str:
    """The GET form of every contract, e.g. ``trump:roses``, ``obenabe``, ``hearts``, and of
    its aliases (another spelling of a type, a whole other form)."""
    parts = []
    for form in forms:
        suits = "|".join(literal(s) for s in form.suits)
        word = "|".join(literal(w) for w in (form.type, *form.spellings))
        word = f"({word})" if form.spellings else word
        if form.suit_field is None:
            parts.append(word)
        elif form.typed_slug:
            parts.append(rf"{word}:({suits})")
        else:
            parts.append(rf"({suits})")
        parts.extend(literal(alias) for alias in form.aliases)
    return rf"^({'|'.join(parts)})$"


class WholePattern(validate.Regexp):
    """A pattern the whole value must match. The documented pattern is plain ``^(…)$``,
    which every mainstream validator reads alike (RE2 in Go and Rust refuses Python's
    ``(?!\n)``); the test here is ``fullmatch``, since Python's ``$`` alone also matches
    before a final line break."""

    def __call__(self, value: Any) -> Any:
        if self.regex.fullmatch(value) is None:
            raise ValidationError(self._format_error(value))
        return value


def get_forms(contracts: Iterable[Contract]) -> tuple[str, ...]:
    """Every contract's GET form in its one spelling (``trump:acorns``, ``obenabe``; the
    suits by their ids, not the French deck's names the form also takes)."""
    return tuple(dict.fromkeys(contract.slug for contract in contracts))


def spelling_note(forms: tuple[ContractForm, ...]) -> str:
    """The documented aliases of the types (other spellings, accepted as the type)."""
    pairs = [f"{word} for {form.type}" for form in forms for word in form.spellings]
    return f" Also accepted, as aliases: {', '.join(pairs)}." if pairs else ""


class ContractPattern(WholePattern):
    """A contract's GET form. Refused, it is answered as the JSON form's unknown ``type`` is
    (``field.one-of``, in the asker's language), with every valid GET form listed."""

    def __init__(self, forms: tuple[ContractForm, ...], contracts: Iterable[Contract]) -> None:
        super().__init__(contract_pattern(forms))
        self.forms = ", ".join(get_forms(contracts))

    def __call__(self, value: Any) -> Any:
        if self.regex.fullmatch(value) is None:
            raise ValidationError(validate.OneOf.default_message.format(
                input=value, choices=self.forms, labels=""))
        return value


class TypeChoice(validate.OneOf):
    """A contract's JSON ``type``: one of the types (the documented enum), or one of their
    documented aliases, which the game reads as the type."""

    passes_its_choices = True  # every type passes as it is (quick_load); an alias is asked

    def __init__(self, forms: tuple[ContractForm, ...]) -> None:
        super().__init__([f.type for f in forms])
        self.spellings = frozenset(word for form in forms for word in form.spellings)

    def __call__(self, value: Any) -> Any:
        if value in self.spellings:
            return value
        return super().__call__(value)


def json_form(forms: tuple[ContractForm, ...], slug: str) -> dict[str, Any] | None:
    """A contract's GET form (``trump:roses``, ``obenabe``, ``hearts``) as its JSON object,
    for a body that sends the GET form (None if it is not a contract of the game)."""
    kind, _, suit = slug.strip().lower().partition(":")
    for form in forms:
        kind = form.type if kind in form.spellings else kind
        if form.suit_field is None and kind == form.type and not suit:
            found: dict[str, Any] = {"type": form.type}
        elif form.suit_field is not None and form.typed_slug and kind == form.type \
                and suit in form.suits:
            found = {"type": form.type, form.suit_field: suit}
        elif form.suit_field is not None and not form.typed_slug and not suit \
                and kind in form.suits:
            found = {"type": form.type, form.suit_field: kind}
        else:
            continue
        return found if len(forms) > 1 else {k: v for k, v in found.items() if k != "type"}
    return None

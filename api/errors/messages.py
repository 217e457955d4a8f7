"""Every problem text in de, en and fr, each with a stable ``code``: the catalogue that says a
problem's ``detail`` and each ``errors[].detail`` in the asker's language.

The engine and the request steps write their messages in English (``rules`` is plain data and
knows no language); each message has one ``Message`` here, its English text a template of
the message (``{name}`` for what varies), beside its German and French. A message is matched
against the templates, its varying parts carried over into the other language. An English
answer is the message itself, byte for byte: only its ``code`` is looked up.

Where the messages live: the request steps' and the shared engine's in ``api/errors/texts/``,
each game's in ``api/games/<game>/problems.py``, the pages' and the service's beside them;
``api.service.problem_texts`` collects them all. A message without an entry keeps its English text
and the code of its problem type (``tests/api/errors/test_catalogue.py`` fails on any).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from string import Formatter
from typing import NamedTuple

LANGUAGE_NAMES = ("de", "en", "fr")
# A field path before a message (``hand/1: Not a valid string.``): names, indices, slashes.
_FIELD_PATH = re.compile(r"[\w.\-/\[\]]+")
_MORE = re.compile(r"(.*) \(and (\d+) more\)", re.DOTALL)


@dataclass(frozen=True, slots=True)
class Message:
    """One message in the three languages; ``{name}`` parts are carried over as they are."""

    code: str
    en: str
    de: str
    fr: str
    _regex: re.Pattern[str] = field(init=False, repr=False, compare=False)
    _anchor: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        pattern, seen, literals = [], set(), []
        for literal, name, _, _ in Formatter().parse(self.en):
            pattern.append(re.escape(literal))
            literals.append(literal)
            if name is None:
                continue
            if name in seen:
                pattern.append(f"(?P={name})")
            else:
                seen.add(name)
                pattern.append(f"(?P<{name}>.*?)")
        object.__setattr__(self, "_regex", re.compile("".join(pattern), re.DOTALL))
        # The longest fixed part, looked for before the pattern is tried.
        object.__setattr__(self, "_anchor", max(literals, key=len, default=""))

    def text(self, lang: str) -> str:
        return str(getattr(self, lang if lang in LANGUAGE_NAMES else "en"))

    def names(self, lang: str) -> set[str]:
        return {name for _, name, _, _ in Formatter().parse(self.text(lang)) if name}

    def match(self, text: str) -> dict[str, str] | None:
        if self._anchor not in text:
            return None
        found = self._regex.fullmatch(text)
        return found.groupdict() if found else None


class Said(NamedTuple):
    code: str
    text: str


# How one message is put into another: the first of several errors, a field before its message.
MORE = Message("more", "{message} (and {count} more)", "{message} (und {count} weitere)",
               "{message} (et {count} autres)")
MORE_ONE = Message("more-one", "{message} (and 1 more)", "{message} (und 1 weiterer)",
                   "{message} (et 1 autre)")
FIELD = Message("field", "{where}: {message}", "{where}: {message}", "{where} : {message}")


COMPOSITIONS = (MORE, MORE_ONE, FIELD)


class Catalogue:
    """The messages of the whole app, by code; ``say`` puts one into a language."""

    def __init__(self, messages: Iterable[Message]) -> None:
        self.messages: dict[str, Message] = {}
        for message in messages:
            known = self.messages.get(message.code)
            if known is not None and known != message:
                raise ValueError(f"two messages have the code {message.code}")
            self.messages[message.code] = message
        # Longer templates first: the more a template fixes, the surer its match.
        self._ordered = sorted(self.messages.values(), key=lambda m: -len(m._anchor))

    def find(self, text: str) -> tuple[Message, dict[str, str]] | None:
        for message in self._ordered:
            values = message.match(text)
            if values is not None:
                return message, values
        return None

    def say(self, text: str, lang: str, fallback: str) -> Said:
        """``text`` in ``lang`` with its code; an unknown text as it is, with ``fallback``."""
        said = self._say(text, lang)
        if said is None:
            return Said(fallback, text)
        return Said(said.code, text if lang == "en" else said.text)

    def _say(self, text: str, lang: str) -> Said | None:
        found = self.find(text)
        if found is not None:
            message, values = found
            for name, value in values.items():  # ``{message…}``: a message in a message
                inner = self._say(value, lang) if name.startswith("message") else None
                if inner is not None:
                    values[name] = inner.text
            return Said(message.code, message.text(lang).format_map(values))
        more = _MORE.fullmatch(text)
        if more is not None:
            inner = self._say(more[1], lang)
            if inner is not None:
                how = MORE_ONE if more[2] == "1" else MORE
                return Said(inner.code, how.text(lang).format(message=inner.text,
                                                              count=more[2]))
        start = text.find(": ")
        while start > 0:  # ``where: message``, at the first split that leaves a message
            where = text[:start]
            if _FIELD_PATH.fullmatch(where) is None:
                break
            inner = self._say(text[start + 2:], lang)
            if inner is not None:
                return Said(inner.code, FIELD.text(lang).format(where=where,
                                                                message=inner.text))
            start = text.find(": ", start + 2)
        return None


def catalogue_of(groups: Iterable[Iterable[Message]]) -> Catalogue:
    return Catalogue(message for group in groups for message in group)


def by_code(messages: Iterable[Message]) -> Mapping[str, Message]:
    return {message.code: message for message in messages}

"""Every problem text in de, en and fr, keyed by a stable ``code``: the catalogue that words a
problem's ``detail`` and each ``errors[].detail`` in the asker's language.

A message travels as data, a ``Text``: its code and its values (cards as ``Card``, places
counted from 1 as ``Counted``, lists as tuples, the asker's own text as ``str``). Each
language has one table, code → template (``{name}`` for a value); the catalogue fills the
template of the asker's language, English included, naming each value in that language.
A library's message that is a string (marshmallow's) is a ``Coded`` string: the library
formats and passes it on as it always does, and it keeps its code and values.

Where the tables live: the request steps' and the shared engine's in ``api/errors/texts/``,
each game's in ``api/games/<game>/problems.py``, the pages' and the service's beside them;
``api.service.problem_texts`` collects them all. Each of those modules has ``EN``, ``DE`` and
``FR`` (code → template) and ``TEXTS``, the three by language.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from string import Formatter
from types import MappingProxyType

from rules.cards import Card
from rules.errors import Counted

LANGUAGE_NAMES = ("de", "en", "fr")
Table = Mapping[str, str]  # code → template, in one language
Tables = Mapping[str, Table]  # language → its table
CardNames = Callable[[Card], str]  # a card's name in the asker's language and deck

# How one message is put into another: the first of several errors, a field before its message.
# A composed text has the code of the message inside it.
COMPOSITIONS: Tables = MappingProxyType({
    "en": {"more": "{message} (and {count} more)", "more-one": "{message} (and 1 more)",
           "field": "{where}: {message}"},
    "de": {"more": "{message} (und {count} weitere)", "more-one": "{message} (und 1 weiterer)",
           "field": "{where}: {message}"},
    "fr": {"more": "{message} (et {count} autres)", "more-one": "{message} (et 1 autre)",
           "field": "{where} : {message}"},
})
# The last two of a list: "A, B and C", "A, B und C", "A, B et C".
_AND = {"en": " and ", "de": " und ", "fr": " et "}


@dataclass(frozen=True, slots=True)
class Text:
    """A message as data: its code and the values its templates name."""

    code: str
    values: Mapping[str, object] = field(default_factory=dict)


def text(code: str, /, **values: object) -> Text:
    return Text(code, values)


def with_field(where: str, message: Text | str) -> Text:
    """``where: message`` (``lang: Must be one of: de, en, fr.``)."""
    return Text("field", {"where": where, "message": message})


def with_more(message: Text | str, more: int) -> Text | str:
    """The first of several messages, with how many more there are."""
    if more < 1:
        return message
    if more == 1:
        return Text("more-one", {"message": message})
    return Text("more", {"message": message, "count": more})


def code_of(said: Text | str, fallback: str) -> str:
    """A message's code: a composed one's is its inner message's."""
    inner: object = said
    while isinstance(inner, Text) and inner.code in COMPOSITIONS["en"]:
        inner = inner.values["message"]
    return inner.code if isinstance(inner, (Text, Coded)) else fallback


class Coded(str):
    """A library's English message that keeps its code and the values it was formatted with:
    marshmallow formats a field's or a validator's message with ``str.format`` and passes it
    on as a string, and this one stays itself through both."""

    code: str
    values: Mapping[str, object]

    def __new__(cls, code: str, english: str, values: Mapping[str, object] | None = None
                ) -> Coded:
        made = super().__new__(cls, english)
        made.code = code
        made.values = MappingProxyType(dict(values or {}))
        return made

    def format(self, *args: object, **kwargs: object) -> Coded:
        return Coded(self.code, str.format(self, *args, **kwargs),
                     {**self.values, **kwargs})

    def __reduce__(self) -> tuple[object, ...]:
        return Coded, (self.code, str(self), dict(self.values))

    @property
    def said(self) -> Text:
        return Text(self.code, self.values)


def joined(lang: str, words: Sequence[str]) -> str:
    """A list in the language's words: "A, B and C", "A, B und C", "A, B et C"."""
    if len(words) < 2:
        return "".join(words)
    return ", ".join(words[:-1]) + _AND.get(lang, _AND["en"]) + words[-1]


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(template) if name}


class Catalogue:
    """The templates of the whole app, by language and code; ``word`` says a message."""

    def __init__(self, tables: Iterable[Tables]) -> None:
        self.tables: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGE_NAMES}
        for group in (COMPOSITIONS, *tables):
            for lang, table in group.items():
                known = self.tables[lang]
                for code, template in table.items():
                    if known.setdefault(code, template) != template:
                        raise ValueError(f"two {lang} templates have the code {code}")

    @property
    def codes(self) -> list[str]:
        """Every code of a message (not of a composition)."""
        return [code for code in self.tables["en"] if code not in COMPOSITIONS["en"]]

    def template(self, code: str, lang: str) -> str | None:
        return self.tables.get(lang, self.tables["en"]).get(code)

    def word(self, said: Text | str, lang: str, names: CardNames | None = None) -> str:
        """The message in ``lang``: a ``Text`` (or ``Coded``) by its template, a plain string
        (a message no table has) as it is."""
        if isinstance(said, Coded):  # a code no table has: the library's own words
            if self.template(said.code, "en") is None:
                return str(said)
            said = said.said
        if not isinstance(said, Text):
            return str(said)
        lang = lang if lang in self.tables else "en"
        template = self.template(said.code, lang)
        if template is None:  # a code no table has: its English words, else its code
            template = self.template(said.code, "en")
            if template is None:
                return said.code
        values = {name: self.value(said.values.get(name, ""), lang, names)
                  for name in placeholders(template)}
        return template.format_map(values)

    def value(self, value: object, lang: str, names: CardNames | None) -> str:
        """One value in the language: a card by its name, a place counted from 1, a list
        joined in the language's words, a message in a message worded, anything else as it
        is."""
        if isinstance(value, (Text, Coded)):
            return self.word(value, lang, names)
        if isinstance(value, Card):
            return _card_name(value, names)
        if isinstance(value, Counted):
            return str(value.index + 1)
        if isinstance(value, (tuple, list)):
            return joined(lang, [self.value(v, lang, names) for v in value])
        return str(value)


def _card_name(card: Card, names: CardNames | None) -> str:
    """The card's name in the asker's words; a card the deck's names leave out (another
    deck's) by its code."""
    if names is not None:
        try:
            return names(card)
        except KeyError:
            pass
    return str(card)


def catalogue_of(groups: Iterable[Tables]) -> Catalogue:
    return Catalogue(groups)

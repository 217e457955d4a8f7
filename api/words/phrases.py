"""Catalogue templates compiled once into literal text and slots, so that saying a sentence is
a few lookups and a join.

The reference for every sentence stays ``polish(lang, template.format(**values))``
(``api.words.card_names``). Its rules rewrite only short stretches of words and spaces (« de le » →
« du », « de É » → « d'É », « 1 points » → « 1 point », "a A" → "an A") and look one character
(English: three) past them. Between two characters where no rule can reach across (a *safe
cut*, ``safe_cut``), polishing the whole text is polishing each side: so the literal text
between safe cuts is polished once, here, and each slot keeps only the few literal characters
that can join with its value (``Join``). A slot looks its value up in a table of that join for
the words the game puts into slots (names, suits, contracts), made once per game, language and
deck; numbers and other values are joined by the same safe-cut rule or, where a rule could reach
across, by the reference on those few characters."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from string import Formatter

from api.words.card_names import POLISHED, VOWELS, polish

# The characters a rule may have just before a space it rewrites or needs: « de », « le »,
# « la », « à », « 0 »/« 1 » before « points »; English "a".
_BEFORE_SPACE = {"fr": frozenset("eaàÀ01"), "en": frozenset("Aa")}
# The characters a rule may need just after a space: a capital or a digit after « de le »,
# a vowel after an elided word, « le » and « points » themselves; English "an" before a capital
# vowel, 8, 11 and 18.
_AFTER_SPACE = {"fr": frozenset("lp" + VOWELS), "en": frozenset("AEIOU18")}
# Numbers whose own digits a rule reads ("0 point", "an 8", "an 11", "an 18"); every other
# number is joined as any number is.
SPOKEN_NUMBERS = ("0", "1", "8", "11", "18")


def _word(char: str) -> bool:
    """A word character as ``re``'s ``\\w`` reads it."""
    return char.isalnum() or char == "_"


def _capital_or_digit(char: str) -> bool:
    """What may follow « de le » for it to become « du » (``[A-ZÀ-Ý0-9]``)."""
    return "A" <= char <= "Z" or "À" <= char <= "Ý" or "0" <= char <= "9"


def safe_before_any(lang: str, x: str) -> bool:
    """A cut after ``x`` that is safe whatever follows: no rule reads or rewrites punctuation
    (an apostrophe, a colon); only « , » and « . » keep « 0 points » plural after them."""
    return lang not in POLISHED or (not _word(x) and x != " " and x not in ",.")


def safe_after_any(lang: str, y: str) -> bool:
    """A cut before ``y`` that is safe whatever comes before: punctuation, except the
    capitals that are no letters for ``\\w`` (×) yet would make « de le » a « du »."""
    return lang not in POLISHED or (not _word(y) and y != " " and not _capital_or_digit(y))


def safe_cut(lang: str, x: str, y: str) -> bool:
    """Whether no rule of ``polish`` can reach across the cut between ``x`` and ``y``: then
    ``polish(a + b) == polish(a) + polish(b)`` for every ``a`` ending in ``x`` and ``b``
    starting with ``y`` (tests/api/test_phrases.py checks it on random texts)."""
    if lang not in POLISHED:
        return True
    if not _word(x) and x != " " and not (x in ",." and y in "01"):
        return True
    if safe_after_any(lang, y):
        return True
    if y == " ":
        return x not in _BEFORE_SPACE[lang]
    if x == " ":
        return y not in _AFTER_SPACE[lang] and not _capital_or_digit(y)
    return False


class Join:
    """One slot's literal neighbours up to the nearest safe cuts (« de », « est ») and how
    each value joins them: ``forms`` for the words the game puts into slots, the rest worked
    out by the safe-cut rule, by the digits, or by the reference on these few characters."""

    __slots__ = ("after", "before", "digits", "forms", "lang", "polished")

    def __init__(self, lang: str, before: str, after: str, nouns: Iterable[str]) -> None:
        self.lang, self.before, self.after = lang, before, after
        self.forms = {noun: polish(lang, before + noun + after) for noun in nouns}
        self.polished = (polish(lang, before), polish(lang, after))
        # Every number other than the spoken ones reads like any digit no rule names: join
        # one such digit and keep what stands on either side of it.
        digit = next(d for d in "234567" if d not in before + after)
        joined = polish(lang, before + digit + after)
        if joined.count(digit) != 1:
            raise AssertionError(f"a rule rewrote a digit joining {before!r} and {after!r}")
        at = joined.index(digit)
        self.digits = (joined[:at], joined[at + 1:])

    def join(self, text: str) -> str:
        """A value that is none of the ``forms``."""
        if self.lang not in POLISHED:
            return text
        if text.isdigit() and text.isascii() and text not in SPOKEN_NUMBERS:
            return self.digits[0] + text + self.digits[1]
        before, after = self.before, self.after
        # Every rule rewrites a space: a value without one is polished as it is.
        if text and " " not in text and (not before or safe_cut(self.lang, before[-1], text[0])) \
                and (not after or safe_cut(self.lang, text[-1], after[0])):
            return self.polished[0] + text + self.polished[1]
        return polish(self.lang, before + text + after)


# A slot as a phrase says it: its name, its join's forms and join, and the literal text after
# it up to the next slot.
Slot = tuple[str, dict[str, str], Callable[[str], str], str]


class Phrase:
    """One catalogue text, ready to be said: ``bare`` as it is said without values (as the
    catalogue has it), ``render`` with values: the literal ``head``, then each slot's value
    joined with its neighbours, then its literal tail; a sentence opens with a capital."""

    __slots__ = ("bare", "capital", "head", "lang", "sentence", "slots", "text")

    def __init__(self, lang: str, text: str, sentence: bool,
                 compiled: tuple[str, tuple[Slot, ...]] | None = None) -> None:
        self.lang, self.text, self.sentence = lang, text, sentence
        self.bare = capitalised(text) if sentence else text
        head, slots = compiled if compiled is not None else ("", None)
        self.slots: tuple[Slot, ...] | None = slots
        # A literal opening decides the capital once; a slot's value, when it is said.
        self.head = capitalised(head) if sentence else head
        self.capital = sentence and not head

    def render(self, values: Mapping[str, object]) -> str:
        if self.slots is None:
            said = polish(self.lang, self.text.format(**values))
            return capitalised(said) if self.sentence else said
        said = self.head
        for name, forms, join, tail in self.slots:
            value = values[name]
            text = value if value.__class__ is str else format(value, "")
            form = forms.get(text)
            said += (join(text) if form is None else form) + tail
        return capitalised(said) if self.capital else said


def capitalised(said: str) -> str:
    """A sentence that opens with a name (« atout Gland ») opens with its capital."""
    if said[:1].islower():
        return said[0].upper() + said[1:]  # a sentence that opens with a name
    return said


def _fields(text: str) -> tuple[list[str], list[str]] | None:
    """The literal texts and the slot names between them; None for a template with anything
    but plain named slots (a format spec, a conversion, a position), said by the reference."""
    literals, names = [""], []
    try:
        parsed = list(Formatter().parse(text))
    except ValueError:  # a stray brace: str.format names it when the text is said
        return None
    for literal, name, spec, conversion in parsed:
        literals[-1] += literal
        if name is not None:
            if spec or conversion or not name.isidentifier():
                return None
            names.append(name)
            literals.append("")
    return literals, names


def _cuts(lang: str, literal: str, after_slot: bool, before_slot: bool
          ) -> tuple[int, int] | None:
    """The first and the last safe cut in a literal text between slots (its ends count where
    no slot stands there), or None if no cut is safe."""
    ends = len(literal)

    def safe(at: int) -> bool:
        if 0 < at < ends:
            return safe_cut(lang, literal[at - 1], literal[at])
        # An end of the literal: the template's own end, or a slot's value next to it.
        if at == 0 and (not after_slot or (literal and safe_after_any(lang, literal[0]))):
            return True
        return at == ends and (not before_slot
                               or (bool(literal) and safe_before_any(lang, literal[-1])))

    first = next((at for at in range(ends + 1) if safe(at)), None)
    if first is None:
        return None
    return first, next(at for at in range(ends, first - 1, -1) if safe(at))


class Compiler:
    """Compiles one voice's templates; slots with the same neighbours share one ``Join``."""

    def __init__(self, lang: str, nouns: Iterable[str]) -> None:
        self.lang = lang
        self.nouns = tuple(dict.fromkeys(("", *SPOKEN_NUMBERS, *nouns)))
        self.joins: dict[tuple[str, str], Join] = {}

    def phrase(self, text: str, sentence: bool) -> Phrase:
        fields = _fields(text)
        if fields is None:
            return Phrase(self.lang, text, sentence)
        literals, names = fields
        # Each literal text cut at its first and last safe cut: (what joins the slot before
        # it, what is polished on its own, what joins the slot after it).
        cut: list[tuple[str, str, str]] = []
        for index, literal in enumerate(literals):
            cuts = _cuts(self.lang, literal, index > 0, index < len(names))
            if cuts is None:  # two slots no safe cut parts: said by the reference (rare)
                return Phrase(self.lang, text, sentence)
            first, last = cuts
            cut.append((literal[:first], polish(self.lang, literal[first:last]), literal[last:]))
        slots = []
        for index, name in enumerate(names):
            before, after = cut[index][2], cut[index + 1][0]
            join = self.joins.get((before, after))
            if join is None:
                join = self.joins[before, after] = Join(self.lang, before, after, self.nouns)
            slots.append((name, join.forms, join.join, cut[index + 1][1]))
        return Phrase(self.lang, text, sentence, (cut[0][1], tuple(slots)))

"""Card names as players write them: the bare name a deck lists ("As d'Écu"), the name in a
sentence ("l'As d'Écu", "la Dame de Cœur") and the small rules of each language that filling a
template can break: French elision and contraction ("de Écu" → "d'Écu", "de le 6" → "du 6")
and the singular of 0 and 1 ("0 point"), English "an" before a vowel ("an Acorns card")."""

from __future__ import annotations

import re

# French card words that take "la"; every other rank takes "le" (elided to "l'" before a vowel).
FEMININE = frozenset({"Dame", "Bannière"})

VOWELS = "AEIOUYÉÈÊËÀÂÎÏÔÛÙaeiouyéèêëàâîïôûù"
# The languages ``polish`` changes anything in (api/words/phrases.py reads its rules from them).
POLISHED = frozenset({"fr", "en"})
# "de le Roi" → "du Roi", "à le 6" → "au 6": only before a card name (a capital or a digit),
# never before a pronoun's verb ("obligé de le jouer" stays).
_FR_CONTRACT = re.compile(r"\b([Dd]e|[Àà]) le (?=[A-ZÀ-Ý0-9])")
# de, le, la, que, ne, jusque, lorsque, puisque elide before a vowel (not before a digit: "le 8").
_FR_ELIDE = re.compile(r"\b([Dd]|[Ll]|[Qq]u|[Nn]|[Jj]usqu|[Ll]orsqu|[Pp]uisqu)(?:e|a) "
                       rf"(?=[{VOWELS}])")
# French counts 0 and 1 in the singular: "0 point", "1 point".
_FR_SINGULAR = re.compile(r"(?<![\d,.])\b([01]) points\b")
# "a" before a capitalised vowel word or the numbers said with a vowel (8, 11, 18).
_EN_AN = re.compile(r"\b([Aa]) (?=[AEIOU][a-z]|(?:8|11|18)\b)")


def _contract(match: re.Match[str]) -> str:
    first = match.group(1)
    if first in "Àà":
        return ("Au" if first == "À" else "au") + " "
    return first[0] + "u "


def polish(lang: str, text: str) -> str:
    """The sentence as the language writes it once every name is in place: the reference
    definition of every sentence, which api/words/phrases.py applies ahead of time."""
    if lang == "fr":
        text = _FR_CONTRACT.sub(_contract, text)
        text = _FR_SINGULAR.sub(r"\1 point", text)
        return _FR_ELIDE.sub(lambda m: m.group(1) + "'", text)
    if lang == "en":
        return _EN_AN.sub(lambda m: m.group(1) + "n ", text)
    return text


def card_name(lang: str, template: str, suit: str, rank: str) -> str:
    """The bare name a deck lists: "6 de Rose", "As d'Écu", "Ace of Acorns", "Rosen-6"."""
    return polish(lang, template.format(suit=suit, rank=rank))


def in_prose(lang: str, name: str, rank: str) -> str:
    """The name inside a sentence: French gives every card its article ("le 6 de Rose",
    "l'As d'Écu", "la Dame de Cœur"); German and English name it bare."""
    if lang != "fr":
        return name
    return polish(lang, ("la " if rank in FEMININE else "le ") + name)

"""Compiled sentences (api/words/phrases.py) say exactly what the reference says: every catalogue
template of every game, language and deck, filled with every word the game puts into slots,
with numbers and with random text, against ``polish(lang, template.format(...))``; the safe
cuts they rest on, against ``polish`` on random texts; and every verdict's sentence of random
positions, against the ruling's template picked by ``Speaker.template``."""

from __future__ import annotations

import random
import string
from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from api.games.answer_parts import read_cards
from api.games.registry import GAME_APIS
from api.http.negotiation import LANGUAGES
from api.words.card_names import polish
from api.words.phrases import safe_after_any, safe_before_any, safe_cut
from api.words.speaker import Speaker
from tests.api.words.test_sentences import GENERATORS, _coded

# Pieces of text the rules of ``polish`` read: elided and contracted words, the numbers that
# are said (0 point, an 8, an 11), capitals and vowels, punctuation, « × » (a capital for the
# French rule, no letter for ``\w``), a no-break space.
TOKENS = ("de", "De", "le", "la", "La", "à", "À", "a", "A", "que", "Qu", "lorsque", "jusque",
          "ne", "l", "d", "0", "1", "8", "11", "18", "2", "10", "points", "point", "Écus", "As",
          "Ace", "Eichel", "un", "e", "×", "Ý", "É", "é", "u", "x", "s", "p", " ", " ", " ",
          " ", ",", ".", ":", "'", "(", ")", "-", "_", "Z", "y", "Y", "\xa0", "ü", "²")
NUMBERS = (*range(0, 22), 80, 99, 100, 101, 110, 111, 118, 180, 257, 1000, -1, -8)


def _text(rng: random.Random, most: int) -> str:
    return "".join(rng.choice(TOKENS) for _ in range(rng.randint(1, most)))


def _speakers() -> Iterator[Speaker]:
    """Every game's speaker in every language and deck, and the plain one (the Jasstafel's)."""
    for game, adapter in GAME_APIS.items():
        for lang in LANGUAGES:
            for deck in adapter.game.name_decks:
                yield adapter.speaker(lang, deck)
            yield Speaker(game, lang)


def _reference(lang: str, text: str, sentence: bool, values: Mapping[str, object]) -> str:
    """``Speaker.say`` as it was: the template filled by ``str.format``, then polished."""
    said = polish(lang, text.format(**values)) if values else text
    if sentence and said[:1].islower():
        return said[0].upper() + said[1:]
    return said


def _fillings(rng: random.Random, names: list[str], pool: list[object]
              ) -> Iterator[dict[str, object]]:
    """Each slot in turn with values of the pool, the others with random ones of it."""
    for name in dict.fromkeys(names):
        for value in pool:
            filling = {other: rng.choice(pool) for other in names}
            filling[name] = value
            yield filling


def test_every_template_says_what_the_reference_says() -> None:
    rng = random.Random(11)
    wrong: list[str] = []
    said = 0
    for speaker in _speakers():
        nouns = list(dict.fromkeys(speaker.nouns()))
        for key, (text, sentence) in speaker.words.templates.items():
            names = [n for _, n, _, _ in string.Formatter().parse(text) if n is not None]
            # Without values the catalogue's text as it is; with values none of it uses,
            # polished.
            cases: list[dict[str, object]] = [{}] if names else [{}, {"unused": 1}]
            if names:
                pool: list[object] = [*rng.sample(nouns, min(30, len(nouns))), "", *NUMBERS,
                                      *(_text(rng, 6) for _ in range(8))]
                cases += _fillings(rng, names, pool)
            for values in cases:
                expected = _reference(speaker.lang, text, sentence, values)
                said += 1
                if speaker.say(key, **values) != expected:
                    wrong.append(f"{speaker.game}/{speaker.lang}/{speaker.deck} {key} {values}: "
                                 f"{speaker.say(key, **values)!r}, not {expected!r}")
    assert said > 100_000
    assert wrong == [], "\n".join(wrong[:10])


def test_every_word_a_game_says_in_a_slot_says_what_the_reference_says() -> None:
    """The words looked up in each slot's table (every card, suit, contract, Puur and
    marriage name) in every slot of every template."""
    wrong = []
    for speaker in _speakers():
        nouns = list(dict.fromkeys(speaker.nouns()))
        for key, (text, sentence) in speaker.words.templates.items():
            names = {n for _, n, _, _ in string.Formatter().parse(text) if n is not None}
            for noun in nouns if names else ():
                values = dict.fromkeys(names, noun)
                expected = _reference(speaker.lang, text, sentence, values)
                if speaker.say(key, **values) != expected:
                    wrong.append(f"{speaker.game}/{speaker.lang} {key} {noun!r}: {expected!r}")
    assert wrong == [], "\n".join(wrong[:10])


def test_a_missing_value_is_refused_as_format_refuses_it() -> None:
    speaker = GAME_APIS["jass"].speaker("fr", "swiss")
    with pytest.raises(KeyError, match="card"):
        speaker.say("explain.J-L1.lead", led_suit="Roses")
    with pytest.raises(KeyError, match=r"no\.such\.key"):
        speaker.say("no.such.key", card="x")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_polish_of_a_text_cut_where_it_is_safe_is_polish_of_each_side(lang: str) -> None:
    rng = random.Random(7)
    checked, wrong = 0, []
    for _ in range(60_000):
        left, right = _text(rng, 6), _text(rng, 6)
        x, y = left[-1], right[0]
        if safe_cut(lang, x, y) or safe_before_any(lang, x) or safe_after_any(lang, y):
            checked += 1
            if polish(lang, left + right) != polish(lang, left) + polish(lang, right):
                wrong.append((left, right))
    assert checked > 15_000
    assert wrong == [], wrong[:10]


def test_the_safe_cuts_are_not_everywhere() -> None:
    """Where a rule reaches across, the cut is refused: « de | le 6 », « de | Écus »,
    « 1 | points », "a | Ace"."""
    assert not safe_cut("fr", " ", "l")
    assert not safe_cut("fr", "e", " ")
    assert not safe_cut("fr", " ", "É")
    assert not safe_cut("fr", "1", " ")
    assert not safe_cut("fr", ",", "1")
    assert not safe_after_any("fr", "×")
    assert not safe_cut("en", "a", " ")
    assert not safe_cut("en", " ", "A")
    assert safe_cut("de", "e", " ")


def _reference_sentences(speaker: Speaker, verdicts: Any, facts: Any,
                         contract: Any) -> list[str]:
    """``Speaker.verdict_sentences`` as it was: the key by ``template``, said by reference."""
    shared = speaker.shared_words(facts.shared, speaker.contract(contract))
    said = []
    for v, own in zip(verdicts, facts.own, strict=True):
        text, sentence = speaker.words.templates[speaker.template(v, facts.shared)]
        values = {**shared, **speaker.own_words(v, own, facts.shared)}
        said.append(_reference(speaker.lang, text, sentence, values))
    return said


@pytest.mark.parametrize("game", sorted(GENERATORS))
def test_verdict_sentences_say_what_the_reference_says(game: str) -> None:
    adapter = GAME_APIS[game]
    rules = adapter.game
    bodies = GENERATORS[game](random.Random(41))
    compared = 0
    for _ in range(400):
        body = _coded(game, next(bodies))
        contract = adapter.read_contract(body)
        cards = read_cards(rules.deck, {"hand": body["hand"], "trick": body["trick"]})
        position = adapter.position(body, contract, cards["hand"], cards["trick"])
        verdicts = rules.judge(position).verdicts
        facts = rules.facts(position, verdicts)
        for lang in LANGUAGES:
            for deck in rules.name_decks:
                speaker = adapter.speaker(lang, deck)
                assert speaker.verdict_sentences(verdicts, facts, contract) == \
                    _reference_sentences(speaker, verdicts, facts, contract)
                compared += len(verdicts)
    assert compared > 5000

"""Language catalogues: every language has every key and the same placeholders; every rule id
and every explanation the engine can produce has a text in de, en and fr."""

from __future__ import annotations

import string

import pytest
from hypothesis import given, settings

from api.explain import Speaker
from api.i18n import CATALOGUES, LANGUAGES
from rules.jass.catalogue import JASS_RULES
from rules.jass.legality import judge_hand, situation
from tests.rules.jass.test_properties import positions


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_language_has_every_key() -> None:
    keys = {lang: set(texts) for lang, texts in CATALOGUES.items()}
    assert set(keys) == set(LANGUAGES)
    assert keys["en"] == keys["de"] == keys["fr"]


@pytest.mark.parametrize("key", sorted(CATALOGUES["de"]))
def test_same_placeholders_in_every_language(key: str) -> None:
    expected = placeholders(CATALOGUES["de"][key])
    for lang in LANGUAGES:
        assert CATALOGUES[lang][key].strip()
        assert placeholders(CATALOGUES[lang][key]) == expected, (lang, key)


def test_every_rule_has_a_title_and_text_in_every_language() -> None:
    for rule_id in JASS_RULES:
        for lang in LANGUAGES:
            assert CATALOGUES[lang][f"rule.{rule_id}.title"]
            assert CATALOGUES[lang][f"rule.{rule_id}.text"]


def test_every_explanation_names_a_catalogue_rule() -> None:
    for key in CATALOGUES["de"]:
        if key.startswith(("explain.", "trick.")):
            assert key.split(".")[1] in JASS_RULES, key


@settings(max_examples=300, deadline=None)
@given(positions())
def test_every_verdict_can_be_explained_in_every_language(position: tuple) -> None:  # type: ignore[type-arg]
    hand, trick, contract, ruleset = position
    state = situation(trick, contract)
    for verdict in judge_hand(hand, trick, contract, ruleset):
        for lang in LANGUAGES:
            sentence = Speaker(lang).verdict(verdict, contract, state.led_suit,
                                             state.highest_trump)
            assert sentence
            assert "{" not in sentence
            assert Speaker(lang).card(verdict.card) in sentence

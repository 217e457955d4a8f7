"""Language catalogues: every language has every key and the same placeholders; every rule id
and every explanation the engine can produce has a text in de, en and fr."""

from __future__ import annotations

import string

import pytest
from hypothesis import given, settings

from api.games.jass.speaker import JassSpeaker
from api.games.schafkopf.speaker import SchafkopfSpeaker
from api.games.schnapsen.game_api import GAME_API as SCHNAPSEN_API
from api.http.negotiation import LANGUAGES
from api.words.catalogues import CATALOGUES
from rules.jass.game import JASS, JassPosition
from rules.jass.legality import judge_hand
from rules.registry import GAMES
from rules.schafkopf.game import SCHAFKOPF, SchafkopfPosition
from rules.schafkopf.legality import judge_hand as schafkopf_judge_hand
from rules.schnapsen.game import SCHNAPSEN, SchnapsenPosition
from rules.schnapsen.legality import judge_hand as schnapsen_judge_hand
from tests.rules.jass.test_properties import positions
from tests.rules.schafkopf.test_properties import positions as schafkopf_positions
from tests.rules.schnapsen.test_properties import positions as schnapsen_positions


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


RULE_CATALOGUES = {game_id: game.catalogue for game_id, game in GAMES.items()}
KEYS = [(game, key) for game, texts in CATALOGUES.items() for key in sorted(texts["de"])]


@pytest.mark.parametrize("game", sorted(CATALOGUES))
def test_every_language_has_every_key(game: str) -> None:
    keys = {lang: set(texts) for lang, texts in CATALOGUES[game].items()}
    assert set(keys) == set(LANGUAGES)
    assert keys["en"] == keys["de"] == keys["fr"]


@pytest.mark.parametrize(("game", "key"), KEYS, ids=[f"{g}:{k}" for g, k in KEYS])
def test_same_placeholders_in_every_language(game: str, key: str) -> None:
    expected = placeholders(CATALOGUES[game]["de"][key])
    for lang in LANGUAGES:
        assert CATALOGUES[game][lang][key].strip()
        assert placeholders(CATALOGUES[game][lang][key]) == expected, (lang, key)


@pytest.mark.parametrize("game", sorted(RULE_CATALOGUES))
def test_every_rule_has_a_title_and_text_in_every_language(game: str) -> None:
    for rule_id in RULE_CATALOGUES[game]:
        for lang in LANGUAGES:
            assert CATALOGUES[game][lang][f"rule.{rule_id}.title"]
            assert CATALOGUES[game][lang][f"rule.{rule_id}.text"]


@pytest.mark.parametrize("game", sorted(RULE_CATALOGUES))
def test_every_explanation_names_a_catalogue_rule(game: str) -> None:
    for key in CATALOGUES[game]["de"]:
        if key.startswith(("explain.", "trick.", "action.", "score.", "points.", "call.",
                           "ramsch.")):
            assert key.split(".")[1] in RULE_CATALOGUES[game], key


@settings(max_examples=300, deadline=None)
@given(positions())
def test_every_jass_verdict_can_be_explained_in_every_language(position: tuple) -> None:  # type: ignore[type-arg]
    hand, trick, contract, ruleset = position
    verdicts = judge_hand(hand, trick, contract, ruleset)
    for lang in LANGUAGES:
        speaker = JassSpeaker(lang=lang)
        position = JassPosition(contract, hand, trick, ruleset)
        sentences = speaker.verdict_sentences(verdicts, JASS.facts(position, verdicts),
                                              contract)
        for verdict, sentence in zip(verdicts, sentences, strict=True):
            assert verdict.rule_id in JASS.catalogue
            assert sentence
            assert "{" not in sentence
            assert JassSpeaker(lang=lang).card_name(verdict.card) in sentence


@settings(max_examples=300, deadline=None)
@given(schnapsen_positions())
def test_every_schnapsen_verdict_can_be_explained_in_every_language(
        position: tuple) -> None:  # type: ignore[type-arg]
    hand, trick, contract, talon = position
    verdicts = schnapsen_judge_hand(hand, trick, contract, talon)
    for lang in LANGUAGES:
        speaker = SCHNAPSEN_API.speaker(lang, "")
        position = SchnapsenPosition(contract, hand, trick, talon)
        sentences = speaker.verdict_sentences(verdicts, SCHNAPSEN.facts(position, verdicts),
                                              contract)
        for verdict, sentence in zip(verdicts, sentences, strict=True):
            assert verdict.rule_id in SCHNAPSEN.catalogue
            assert sentence
            assert "{" not in sentence
            assert SCHNAPSEN_API.speaker(lang, "").card_name(verdict.card) in sentence


@settings(max_examples=300, deadline=None)
@given(schafkopf_positions())
def test_every_schafkopf_verdict_can_be_explained_in_every_language(
        position: tuple) -> None:  # type: ignore[type-arg]
    hand, trick, contract = position
    verdicts = schafkopf_judge_hand(hand, trick, contract).verdicts
    for lang in LANGUAGES:
        speaker = SchafkopfSpeaker(lang=lang)
        position = SchafkopfPosition(contract, hand, trick)
        sentences = speaker.verdict_sentences(verdicts, SCHAFKOPF.facts(position, verdicts),
                                              contract)
        for verdict, sentence in zip(verdicts, sentences, strict=True):
            assert verdict.rule_id in SCHAFKOPF.catalogue
            assert sentence
            assert "{" not in sentence
            assert speaker.card_name(verdict.card) in sentence

"""``GameApi``'s defaults serve a game that overrides only what differs: a class that gives
Skat's position, speaker and contract answers its questions as Skat's own class does, less
the fields Skat adds, and has no round check; the parties default to the game's fixed
partnerships; the answers' memo belongs to each class."""

from __future__ import annotations

from typing import Any

import pytest

from api.games.answer_parts import hand_and_trick
from api.games.answers import legal_cards_answer, trick_answer
from api.games.game_api import Body, GameApi
from api.games.registry import GAME_APIS
from api.words.speaker import Speaker
from rules.cards import Card
from rules.game import PositionFor
from rules.registry import GAMES
from rules.skat.contract import SkatContract
from rules.skat.game import SKAT, SkatPosition
from rules.skat.legality import Judgement

SKAT_API = GAME_APIS["skat"]


class PlainSkat(GameApi[SkatContract, SkatPosition, Judgement]):
    """Skat with only what every game must say: its blueprint made from ``summary``."""

    game = SKAT
    summary = "Skat asked through the defaults"
    legal_examples = SKAT_API.legal_examples
    trick_example = SKAT_API.trick_example
    example_rule = "S-14"
    example_card = "CJ"
    legal_description = "Every card with its verdict."

    def speaker(self, lang: str, deck: str) -> Speaker:
        return SKAT_API.speaker(lang, deck)

    def contract_out(self, contract: SkatContract, speaker: Speaker) -> dict[str, Any]:
        return SKAT_API.contract_out(contract, speaker)

    def position(self, body: Body, contract: SkatContract, hand: tuple[Card, ...],
                 trick: tuple[Card, ...]) -> SkatPosition:
        return SkatPosition(contract, hand, trick)

    def round_positions(self, body: Body, contract: SkatContract) -> PositionFor:
        return SKAT.round_positions(contract)


PLAIN = PlainSkat()


@pytest.mark.parametrize("detail", ["full", "facts", "ids"])
def test_a_class_of_defaults_answers_as_the_games_own(detail: str) -> None:
    """The same answer but for the fields Skat's class adds (``legal_extras``)."""
    for body in SKAT_API.legal_examples.values():
        asked = {**body, "detail": detail}
        contract = SKAT_API.read_contract(asked)
        hand, trick = hand_and_trick(SKAT.deck, asked)
        position = SKAT_API.position(asked, contract, hand, trick)
        own = SKAT_API.legal_extras(position, SKAT.judge(position), SKAT_API.wording_for(asked))
        assert own  # else the comparison below would not see the default at work
        answer = legal_cards_answer(SKAT_API, asked)
        assert legal_cards_answer(PLAIN, asked) == {
            key: value for key, value in answer.items() if key not in own}
    asked = {**SKAT_API.trick_example, "detail": detail}
    answer = trick_answer(SKAT_API, asked)
    assert answer["decides"] is True  # Skat's own trick field (trick_extras), not a default's
    assert trick_answer(PLAIN, asked) == {
        key: value for key, value in answer.items() if key != "decides"}


def test_the_default_blueprint_is_the_games_path() -> None:
    assert PLAIN.blueprint.url_prefix == f"/api/v1/{SKAT.id}"
    assert PLAIN.blueprint.description == PlainSkat.summary
    assert SKAT_API.blueprint is not PLAIN.blueprint


def test_a_class_without_round_examples_has_no_round_check_and_no_count() -> None:
    body = dict(next(iter(SKAT_API.round_examples.values())))
    contract = PLAIN.read_contract(body)
    plays = tuple(SKAT.deck.parse(c) for c in body["plays"])
    hands = [tuple(SKAT.deck.parse(c) for c in hand) for hand in body["hands"]]
    check = SKAT_API.round_walk(body, contract, 0, plays, hands)
    assert not PLAIN.has_rounds
    assert SKAT_API.has_rounds
    assert PLAIN.round_score(body, contract, check, PLAIN.speaker("en", "")) is None
    assert PLAIN.round_extras(body, check, PLAIN.speaker("en", "")) == {}
    assert PLAIN.round_leader({"leader": 2}, contract) == 2


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_parties_default_to_the_fixed_partnerships(game_id: str) -> None:
    game = GAMES[game_id]
    teams = GameApi.round_parties(GAME_APIS[game_id], {}, None, None)  # type: ignore[arg-type]
    if any(len(team) > 1 for team in game.partnerships):
        assert teams == tuple(frozenset(team) for team in game.partnerships)
    else:
        assert teams is None


def test_each_class_keeps_its_own_memo() -> None:
    PLAIN.memo.id_cards.clear()
    legal_cards_answer(PLAIN, {**next(iter(SKAT_API.legal_examples.values())),
                               "detail": "ids"})
    assert PLAIN.memo.id_cards
    assert PLAIN.memo is not SKAT_API.memo
    assert all(SKAT_API.memo.id_cards.get(key) is not card
               for key, card in PLAIN.memo.id_cards.items())

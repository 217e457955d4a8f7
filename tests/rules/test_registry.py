"""The Game protocol as the registry's games answer it: contracts round-trip through both of
their written forms, every card of a hand gets one verdict, tricks name one winner."""

from __future__ import annotations

import random

import pytest

from rules.doppelkopf.game import DoppelkopfPosition
from rules.game import Role, cards_in_trick, legal_cards
from rules.jass.game import JassPosition
from rules.registry import GAMES, game_by_id
from rules.schafkopf.game import SchafkopfPosition
from rules.schnapsen.contract import Talon
from rules.schnapsen.game import SchnapsenPosition
from rules.skat.game import SkatPosition

POSITION = {"jass": lambda c, h, t: JassPosition(c, h, t),
            "schnapsen": lambda c, h, t: SchnapsenPosition(c, h, t, Talon.CLOSED),
            "schafkopf": lambda c, h, t: SchafkopfPosition(c, h, t),
            "sechsundsechzig": lambda c, h, t: SchnapsenPosition(c, h, t, Talon.CLOSED),
            "skat": lambda c, h, t: SkatPosition(c, h, t),
            "doppelkopf": lambda c, h, t: DoppelkopfPosition(c, h, t)}


def test_the_registry_holds_the_games() -> None:
    """The six games first, in their order; a game added later follows them; the refusal
    names every game."""
    assert list(GAMES)[:6] == ["jass", "schnapsen", "schafkopf", "sechsundsechzig", "skat",
                               "doppelkopf"]
    assert all(game.id == game_id for game_id, game in GAMES.items())
    with pytest.raises(KeyError, match=f"games: {', '.join(GAMES)}\"$"):
        game_by_id("tarock")


def _position(game_id: str, contract: object, hand: tuple[object, ...],
              trick: tuple[object, ...]) -> object:
    """A position of a game listed above, or one the game makes itself (its ``position``)."""
    known = POSITION.get(game_id)
    if known is not None:
        return known(contract, hand, trick)
    return getattr(GAMES[game_id], "position")(contract, hand, trick)  # noqa: B009


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_contract_reads_back_from_its_get_and_json_forms(game_id: str) -> None:
    game = GAMES[game_id]
    forms = {form.type: form for form in game.contract_forms}
    for contract in game.contracts:
        tout = contract.tout
        assert game.parse_contract(contract.slug, tout) == contract
        kind, _, suit = contract.slug.rpartition(":") if ":" in contract.slug else (
            contract.slug, "", "")
        form = forms.get(kind) or next(f for f in game.contract_forms if not f.typed_slug)
        parts: dict[str, object] = {"type": form.type}
        if form.suit_field:
            parts[form.suit_field] = suit or contract.slug
        if tout:
            parts["tout"] = True
        assert game.contract_from_parts(parts) == contract
    assert {form.type for form in game.contract_forms} == set(game.contract_types)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_hand_gets_one_verdict_per_card_and_a_trick_one_winner(game_id: str) -> None:
    game, deal = GAMES[game_id], random.Random(game_id)
    for _ in range(300):
        contract = deal.choice(game.contracts)
        cards = list(game.deck.cards)
        deal.shuffle(cards)
        size = game.hand_size if game_id == "schnapsen" else deal.randint(1, game.hand_size)
        hand = tuple(cards[:size])
        trick = tuple(cards[size:size + deal.randint(0, cards_in_trick(game, contract) - 1)])
        judgement = game.judge(_position(game_id, contract, hand, trick))
        assert [v.card for v in judgement.verdicts] == list(hand)
        legal = legal_cards(judgement)
        assert legal, "some card is always legal"
        assert all(v.rule_id in game.catalogue for v in judgement.verdicts)
        whole = (*trick, legal[0])
        outcome = game.judge_trick(whole, contract)
        assert [c.card for c in outcome.cards] == list(whole)
        assert sorted(c.rank_in_trick for c in outcome.cards) == list(
            range(1, len(whole) + 1))
        assert outcome.cards[outcome.winner].rank_in_trick == 1
        assert outcome.complete == (len(whole) == cards_in_trick(game, contract))
        if not game.has_trumps(contract):
            assert all(c.role is not Role.TRUMP for c in outcome.cards)
        assert outcome.points == sum(game.points(c, contract) for c in whole)

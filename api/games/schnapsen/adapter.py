"""Schnapsen's adapter: how a position (the talon, the leader's actions) is read and shown,
its examples, and its part of the round check."""

from __future__ import annotations

from api.games.adapter import GameAdapter
from api.games.answer_parts import german_deck_answer
from api.games.schnapsen.answers import (
    LEADER_EXAMPLE,
    LEGAL_CARDS_EXAMPLE,
    TRICK_EXAMPLE,
    body_extras,
    contract_out,
    extras,
    position,
    speaker,
)
from api.games.schnapsen.blueprint import blp
from api.games.schnapsen.round import ROUND_SUPPORT
from api.games.schnapsen.schemas import SchnapsenLegalCardsResponse
from api.schemas.game import position_schemas
from rules.schnapsen.game import SCHNAPSEN
from rules.schnapsen.ranking import points

ADAPTER = GameAdapter(
    game=SCHNAPSEN, blueprint=blp, speaker=speaker,
    schemas=position_schemas(SCHNAPSEN, legal_example=LEGAL_CARDS_EXAMPLE,
                             trick_example=TRICK_EXAMPLE, body_extras=body_extras(True),
                             query_extras=body_extras(False)),
    position=position, contract_out=contract_out, extras=extras,
    legal_examples={"second player, talon closed": LEGAL_CARDS_EXAMPLE,
                    "player on lead": LEADER_EXAMPLE},
    trick_example=TRICK_EXAMPLE,
    deck_answer=lambda: german_deck_answer(SCHNAPSEN.id, SCHNAPSEN.deck, speaker, points),
    example_rule="N-5", example_card="HA",
    legal_description="For the second player: every card with the stage of Farb- and "
                      "Stichzwang that decided it (talon closed or exhausted) or free play "
                      "(talon open). For the player on lead: every card, and the marriages, "
                      "the trump exchange and closing, each allowed or refused with its rule.",
    legal_response=SchnapsenLegalCardsResponse, rounds=ROUND_SUPPORT)

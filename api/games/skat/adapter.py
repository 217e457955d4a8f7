"""Skat's adapter: how a position is read and shown, its deck in both decks, its examples,
and its part of the round check."""

from __future__ import annotations

from api.games.adapter import GameAdapter
from api.games.skat.answers import (
    LEGAL_EXAMPLE,
    NULL_EXAMPLE,
    TRICK_EXAMPLE,
    contract_out,
    deck_answer,
    extras,
    position,
    speaker,
)
from api.games.skat.blueprint import blp
from api.games.skat.problems import PROBLEM_TYPES
from api.games.skat.round import ROUND_SUPPORT
from api.games.skat.schemas import (
    SkatDeckResponse,
    SkatLegalCardsResponse,
    SkatTrickResponse,
)
from api.schemas.game import position_schemas
from rules.skat.game import SKAT

ADAPTER = GameAdapter(
    game=SKAT, blueprint=blp, speaker=speaker,
    schemas=position_schemas(SKAT, legal_example=LEGAL_EXAMPLE, trick_example=TRICK_EXAMPLE),
    position=position, contract_out=contract_out, extras=extras,
    legal_examples={"Kreuz game: the Herz-Bube led is a trump lead": LEGAL_EXAMPLE,
                    "Null: the Jack follows its own suit": NULL_EXAMPLE},
    trick_example=TRICK_EXAMPLE, deck_answer=deck_answer,
    example_rule="S-14", example_card="CJ",
    legal_description="Every card with legal or not and the rule that decided it: leading "
                      "(S-12), following suit or trump (S-13), the Jacks as trumps and not "
                      "cards of their printed suits in suit and grand games (S-14), no duty to "
                      "trump (S-15), the Jacks back in their suits in Null (S-10). The "
                      "announcements (JSON flags; in GET `announced`) do not change legality.",
    legal_response=SkatLegalCardsResponse, trick_response=SkatTrickResponse,
    deck_response=SkatDeckResponse, rounds=ROUND_SUPPORT,
    problem_types=PROBLEM_TYPES)

"""Doppelkopf's adapter: how a position (the ruleset and the trick's number on the contract)
is read and shown, its examples, and its part of the round check."""

from __future__ import annotations

from api.games.adapter import GameAdapter
from api.games.doppelkopf.answers import (
    DAMENSOLO_EXAMPLE,
    LEGAL_EXAMPLE,
    TRICK_EXAMPLE,
    contract_out,
    deck_answer,
    extras,
    playing,
    position,
    speaker,
    trick_extras,
)
from api.games.doppelkopf.blueprint import blp
from api.games.doppelkopf.problems import PROBLEM_TYPES
from api.games.doppelkopf.round import ROUND_SUPPORT
from api.games.doppelkopf.schemas import (
    DoppelkopfDeckResponse,
    DoppelkopfLegalCardsResponse,
    DoppelkopfTrickResponse,
    history_field,
    history_param,
    trick_number_field,
    trick_number_param,
)
from api.schemas.game import position_schemas
from rules.doppelkopf.game import DOPPELKOPF

ADAPTER = GameAdapter(
    game=DOPPELKOPF, blueprint=blp, speaker=speaker,
    schemas=position_schemas(DOPPELKOPF, legal_example=LEGAL_EXAMPLE,
                             trick_example=TRICK_EXAMPLE,
                             trick_extras={"trick_number": trick_number_field(),
                                           "history": history_field()},
                             trick_query_extras={"trick_number": trick_number_param(),
                                                 "history": history_param()}),
    position=position, contract_out=contract_out, extras=extras,
    legal_examples={"Normal game: the Kreuz Dame is trump and does not follow Kreuz":
                    LEGAL_EXAMPLE,
                    "Damensolo: the Herz 10 is a Herz card": DAMENSOLO_EXAMPLE},
    trick_example=TRICK_EXAMPLE, deck_answer=deck_answer,
    example_rule="D-22", example_card="H10",
    legal_description="Every card of the hand with legal or not and the rule that decided it "
                      "(D-18 … D-20): the trumps are one suit of their own, so a Dame, a Bube "
                      "or the Herz 10 that is trump never follows its printed suit. A card "
                      "held twice is listed twice, with the same verdict (RD14). The trick "
                      "number is 13 − cards in hand (RD2).",
    legal_response=DoppelkopfLegalCardsResponse, trick_response=DoppelkopfTrickResponse,
    query_tricks=("history",), rounds=ROUND_SUPPORT, playing=playing,
    trick_extras=trick_extras,
    deck_response=DoppelkopfDeckResponse, problem_types=PROBLEM_TYPES)

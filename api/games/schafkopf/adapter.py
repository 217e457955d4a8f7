"""Schafkopf's adapter: how a position (with the earlier tricks as history) is read and
shown, its examples, and its part of the round check."""

from __future__ import annotations

from api.games.adapter import Body, GameAdapter
from api.games.answer_parts import german_deck_answer
from api.games.schafkopf.answers import (
    FARBWENZ_EXAMPLE,
    SEARCH_EXAMPLE,
    TRICK_EXAMPLE,
    contract_out,
    extras,
    position,
    speaker,
)
from api.games.schafkopf.blueprint import blp
from api.games.schafkopf.round import ROUND_SUPPORT
from api.games.schafkopf.schemas import (
    SchafkopfLegalCardsResponse,
    SchafkopfTrickResponse,
    history_field,
    history_param,
)
from api.schemas.game import position_schemas
from rules.schafkopf.game import SCHAFKOPF, SchafkopfGame
from rules.schafkopf.ranking import points


def ruled(body: Body) -> SchafkopfGame:
    """The game under the request's ruleset: its pack (the Kurzes Blatt or the long) and its
    Tout forms."""
    return SCHAFKOPF.under(SCHAFKOPF.ruleset(body.get("ruleset", SCHAFKOPF.default_ruleset)))


ADAPTER = GameAdapter(
    game=SCHAFKOPF, blueprint=blp, speaker=speaker,
    schemas=position_schemas(SCHAFKOPF, legal_example=SEARCH_EXAMPLE,
                             trick_example=TRICK_EXAMPLE,
                             body_extras={"history": history_field()},
                             query_extras={"history": history_param()}),
    position=position, contract_out=contract_out, extras=extras,
    legal_examples={"Rufspiel: the called Sau is searched": SEARCH_EXAMPLE,
                    "Farbwenz: a plain Ober follows its suit": FARBWENZ_EXAMPLE},
    trick_example=TRICK_EXAMPLE,
    deck_answer=lambda: german_deck_answer(SCHAFKOPF.id, SCHAFKOPF.deck, speaker, points),
    example_rule="K-9", example_card="AO",
    legal_description="Every card with legal or not and the rule that decided it: following "
                      "trump or suit (K-6) in every contract, and in a Rufspiel the duties of "
                      "the called Sau (K-9, R10), decided from history (R11). In GET, "
                      "history is the earlier tricks, cards comma-separated, tricks "
                      "separated by ';'.",
    legal_response=SchafkopfLegalCardsResponse, trick_response=SchafkopfTrickResponse,
    query_tricks=("history",), rounds=ROUND_SUPPORT, ruled=ruled,
    ruleset_deck=lambda ruleset_id: german_deck_answer(
        SCHAFKOPF.id, SCHAFKOPF.under(SCHAFKOPF.ruleset(ruleset_id)).deck, speaker, points))

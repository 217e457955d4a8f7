"""Schieber Jass in the API: how a position is read and shown, and the examples. The
operations every game has come from ``api.routes``; the round's (Weis, Stöck, the count, …)
from ``api.jass_round``."""

from __future__ import annotations

from typing import Any

from api.adapter import Body, GameAdapter
from api.common import deck_cards
from api.jass_explain import JassSpeaker
from api.schemas.game import position_schemas
from api.smorest import Blueprint
from rules.cards import Card
from rules.jass.contract import OBENABE, UNDENUFE, JassContract, trump_contract
from rules.jass.deck import FRENCH_RANK, FRENCH_SUIT
from rules.jass.game import JASS, JassPosition
from rules.jass.ranking import points

blp = Blueprint("jass", __name__, url_prefix="/api/v1/jass",
                description="Schieber Jass: legal cards, tricks, deck and rules, and the "
                            "round: Weis, Stöck, the count, the target, the Schieben.")

LEGAL_CARDS_EXAMPLE: dict[str, Any] = {
    "contract": {"type": "trump", "trump": "acorns"}, "hand": ["R6", "RK", "AU", "A8", "B10"],
    "trick": ["R9", "A7"], "ruleset": "jasvel", "lang": "de"}
TRICK_EXAMPLE: dict[str, Any] = {
    "contract": {"type": "trump", "trump": "acorns"}, "trick": ["R9", "A7", "RA", "AU"],
    "lang": "en"}


def speaker(lang: str, deck: str) -> JassSpeaker:
    return JassSpeaker(lang=lang, deck=deck or "swiss")


def position(body: Body, contract: JassContract, hand: tuple[Card, ...],
             trick: tuple[Card, ...]) -> JassPosition:
    return JassPosition(contract, hand, trick, JASS.ruleset(body.get("ruleset",
                                                                      JASS.default_ruleset)))


def contract_out(contract: JassContract, speaker: Any) -> dict[str, Any]:
    return {"type": contract.mode.value,
            "trump": contract.trump.value if contract.trump else None,
            "slug": contract.slug, "name": speaker.contract(contract)}


def deck_answer() -> dict[str, Any]:
    cards, suits = deck_cards(JASS.deck, speaker, FRENCH_SUIT, FRENCH_RANK, "swiss")
    for card_out, card in zip(cards, JASS.deck.cards, strict=True):
        plain = trump_contract(next(s for s in JASS.deck.suits if s is not card.suit))
        card_out["points"] = {
            "trump": points(card, trump_contract(card.suit)), "plain": points(card, plain),
            "obenabe": points(card, OBENABE), "undenufe": points(card, UNDENUFE)}
    return {"game": JASS.id, "size": len(JASS.deck), "suits": suits,
            "ranks": [r.value for r in JASS.deck.ranks], "cards": cards}


ADAPTER = GameAdapter(
    game=JASS, blueprint=blp, speaker=speaker,
    schemas=position_schemas(JASS, legal_example=LEGAL_CARDS_EXAMPLE,
                             trick_example=TRICK_EXAMPLE),
    position=position, contract_out=contract_out, extras=lambda *_: {},
    legal_examples={"Eicheln trump, Rosen led, trumped in": LEGAL_CARDS_EXAMPLE},
    trick_example=TRICK_EXAMPLE, deck_answer=deck_answer, example_rule="J-L6",
    example_card="RU",
    legal_description="Every card of the hand with legal or not and the rule that decided "
                      "it, with an explanation about this card in this situation.")

# The round's operations (Weis, Stöck, the count, …) add themselves to this blueprint.
from api import jass_round  # noqa: E402, F401

"""Schieber Jass in the API: how a position is read and shown, its deck with the points in
each contract, its round's count, and the examples. The operations every game has come from
``api.games.routes``; the round's (Weis, Stöck, the count, …) from ``api.games.jass.routes``."""

from __future__ import annotations

from types import MappingProxyType

from marshmallow import fields, validate

from api.games.answer_parts import deck_cards
from api.games.game_api import Answer, Body, Fields, GameApi
from api.games.jass.answers import contract_out, score_answer
from api.games.jass.speaker import JassSpeaker
from api.schemas.base import strict_int
from api.words.speaker import Speaker
from rules.cards import Card
from rules.game import PositionFor
from rules.jass.contract import OBENABE, UNDENUFE, JassContract, trump_contract
from rules.jass.deck import FRENCH_RANK, FRENCH_SUIT
from rules.jass.game import JASS, JassJudgement, JassPosition
from rules.jass.ranking import points
from rules.jass.round import PlayedTrick
from rules.round_check import RoundCheck

LEGAL_CARDS_EXAMPLE: Body = {
    "contract": {"type": "trump", "trump": "acorns"}, "hand": ["R6", "RK", "AU", "A8", "B10"],
    "trick": ["R9", "A7"], "ruleset": "jasvel", "lang": "de"}
TRICK_EXAMPLE: Body = {
    "contract": {"type": "trump", "trump": "acorns"}, "trick": ["R9", "A7", "RA", "AU"],
    "lang": "en"}


# A whole round: Rosen trump, Vorhand seat 0; in trick 2 seat 2 trumps while holding Schilten
# (J-L2: "Du darfst dann weder eine andere Farbe abwerfen noch freiwillig trumpfen.").
ROUND_EXAMPLE: Body = {
    "contract": {"type": "trump", "trump": "roses"}, "leader": 0,
    "hands": [["RU", "R9", "RA", "AA", "AK", "BA", "BK", "SA", "SK"],
              ["R6", "R7", "R8", "A6", "A7", "B6", "B7", "S6", "S7"],
              ["RK", "RO", "R10", "A8", "A9", "B8", "B9", "S8", "S9"],
              ["AU", "AO", "A10", "BU", "BO", "B10", "SU", "SO", "S10"]],
    "plays": ["RU", "R6", "R10", "AU", "SA", "S6", "RO", "SU"],
    "ruleset": "jasvel", "lang": "en"}
# The plays so far and no hands: seat 2 discards on the Schilten lead and plays a Schilten in
# the next trick, which proves it held one (J-L2); seat 3's Rosen could be forbidden by a card
# not seen, so its verdict is open.
SEEN_ROUND_EXAMPLE: Body = {
    "contract": {"type": "trump", "trump": "roses"},
    "plays": ["S6", "A6", "R6", "S8", "R7", "SK", "S9", "SA"], "lang": "en"}
DEALT = JASS.players * JASS.hand_size  # every card of a round


class JassApi(GameApi[JassContract, JassPosition, JassJudgement]):
    game = JASS
    summary = ("Schieber Jass: legal cards, tricks, deck and rules, and the "
               "round: Weis, Stöck, the count, the target, the Schieben.")
    legal_examples = MappingProxyType(
        {"Eicheln trump, Rosen led, trumped in": LEGAL_CARDS_EXAMPLE})
    trick_example = TRICK_EXAMPLE
    example_rule = "J-L6"
    own_pages = ("weis", "stoeck")
    example_card = "RU"
    legal_description = ("Every card of the hand with legal or not and the rule that decided "
                         "it, with an explanation about this card in this situation.")
    round_examples = MappingProxyType({"A revoke in trick 2, seat 2 to lead": ROUND_EXAMPLE,
                                       "The plays so far, no hands": SEEN_ROUND_EXAMPLE})
    round_description = (
        f"Every play of a Schieber round (any prefix, up to its {DEALT} cards) "
        "judged for the hand its seat held, every trick with its winner, the revokes, the "
        "card points after each trick (team 0 = seats 0 and 2), the count of a finished "
        "round as /score gives it (Weis and Stöck as declared), and for an unfinished round "
        "the next seat's legal cards.")

    def speaker(self, lang: str, deck: str) -> JassSpeaker:
        return JassSpeaker(lang=lang, deck=deck or "swiss")

    def contract_out(self, contract: JassContract, speaker: Speaker) -> Answer:
        return contract_out(contract, speaker)

    def position(self, body: Body, contract: JassContract, hand: tuple[Card, ...],
                 trick: tuple[Card, ...]) -> JassPosition:
        return JassPosition(contract, hand, trick,
                            JASS.ruleset(body.get("ruleset", JASS.default_ruleset)))

    def deck_answer(self, ruleset: str | None = None) -> Answer:
        """Each card's points as trump, plain, Obenabe and Undenufe."""
        cards, suits = deck_cards(JASS.deck, self.speaker, FRENCH_SUIT, FRENCH_RANK, "swiss")
        for card_out, card in zip(cards, JASS.deck.cards, strict=True):
            plain = trump_contract(next(s for s in JASS.deck.suits if s is not card.suit))
            card_out["points"] = {
                "trump": points(card, trump_contract(card.suit)),
                "plain": points(card, plain),
                "obenabe": points(card, OBENABE), "undenufe": points(card, UNDENUFE)}
        return {"game": JASS.id, "size": len(JASS.deck), "copies": JASS.deck.copies,
                "suits": suits, "ranks": [r.value for r in JASS.deck.ranks], "cards": cards}

    def round_positions(self, body: Body, contract: JassContract) -> PositionFor:
        return JASS.round_positions(contract, body.get("ruleset", JASS.default_ruleset))

    def round_score(self, body: Body, contract: JassContract, check: RoundCheck,
                    speaker: Speaker) -> Answer:
        """The count of the nine tricks as ``/score`` gives it (J-14, J-15), with the Weis
        and Stöck the request declares."""
        code = JASS.deck.code
        # The walk's tricks, judged already: the count does not judge them again.
        played = tuple(PlayedTrick(t.cards, t.leader, t.winner, t.outcome.points)
                       for t in check.tricks)
        return score_answer({
            "contract": body["contract"], "ruleset": body.get("ruleset", JASS.default_ruleset),
            "tricks": [{"cards": [code(c) for c in t.cards]} for t in check.tricks],
            "first_leader": body.get("leader", 0), "declarations": body.get("declarations", []),
            "stoeck_seat": body.get("stoeck_seat"), "multiplier": body.get("multiplier", 1),
            "lang": speaker.lang, "deck": speaker.deck}, played)

    def round_fields(self) -> Fields:
        from api.games.jass.schemas import DeclarationIn

        return {
            "declarations": fields.List(
                fields.Nested(DeclarationIn), load_default=list,
                validate=validate.Length(max=4),
                metadata={"description": "Each seat's Weis (R6), for the count of a "
                                         "finished round."}),
            "stoeck_seat": strict_int(
                allow_none=True, load_default=None, validate=validate.Range(0, 3),
                metadata={"description": "The seat that announced Stöck in time (J-S1)."}),
            "multiplier": strict_int(
                load_default=1, validate=validate.Range(1, 12),
                metadata={"description": "R7: the contract's multiplier."})}


GAME_API = JassApi()

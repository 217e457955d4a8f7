"""The settlement of a thrown-in deal (everyone passed, "zusammengeworfen", K-H12): nobody
pays, and where a Stock is kept each player's stake goes into it."""

from __future__ import annotations

from api.games.answer_parts import rule_ref
from api.games.contract_reader import Body
from api.games.schafkopf.answers import Reckoning
from api.games.schafkopf.speaker import SchafkopfSpeaker
from api.request.json_value import JsonObject
from rules.schafkopf.game import SCHAFKOPF
from rules.schafkopf.score import thrown_in

THROWN_IN_EXAMPLE: JsonObject = {"ruleset": "sauspiel", "stock": 40, "lang": "en"}


def thrown_in_answer(body: Body, speaker: SchafkopfSpeaker) -> JsonObject:
    reckoning = Reckoning(body)
    settled = thrown_in(reckoning.ruleset, reckoning.tariff, reckoning.stock)
    catalogue = SCHAFKOPF.catalogue
    answer: JsonObject = {
        "game": SCHAFKOPF.id, "lang": speaker.lang,
        "ruleset": body.get("ruleset", SCHAFKOPF.default_ruleset),
        # With a Stock each player pays: the sentence says so, never "nobody pays".
        "rule": rule_ref(catalogue, "K-H12", speaker.say(
            "thrown_in.K-H12" if settled.stock is None else "thrown_in.K-H12.stock"), speaker),
        "payments": list(settled.payments), "breakdown": [],
    }
    if settled.stock is not None:
        answer["breakdown"] = [{
            "item": "stake", "rule": "K-H12", "amount": settled.stake, "factor": 1, "count": 4,
            "explanation": speaker.say("thrown_in.stake", amount=settled.stake)}]
        move = settled.stock
        answer["stock"] = {"pot": move.pot, "per_player": move.per_declarer,
                           "pot_after": move.pot_after,
                           "rule": rule_ref(catalogue, "K-H12", speaker.say(
                               "stock.thrown_in", share=settled.stake, pot=move.pot_after),
                               speaker)}
    return answer

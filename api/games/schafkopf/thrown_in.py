"""The settlement of a thrown-in deal (everyone passed, "zusammengeworfen"): nobody pays
(K-H12) unless the ruleset makes the Vorhand and the dealer pay the others (K-H14), and where a
Stock is kept each player's stake goes into it; one line per seat that pays or takes."""

from __future__ import annotations

from api.games.answer_parts import rule_ref
from api.games.contract_reader import Body
from api.games.schafkopf.answers import Reckoning
from api.games.schafkopf.speaker import SchafkopfSpeaker
from api.request.json_value import JsonObject
from rules.schafkopf.game import SCHAFKOPF
from rules.schafkopf.thrown_in import ThrownIn, thrown_in

THROWN_IN_EXAMPLE: JsonObject = {"ruleset": "sauspiel", "stock": 40, "lang": "en"}


def _seat_lines(settled: ThrownIn, speaker: SchafkopfSpeaker) -> list[JsonObject]:
    """K-H14 line by line: who pays and who takes, the seat as people count it."""
    lines: list[JsonObject] = []
    for seat in range(len(settled.payments)):
        pays = seat in settled.payers
        key = f"thrown_in.pays.{seat}" if pays else "thrown_in.takes"
        if key not in speaker.words.templates:
            key = "thrown_in.pays"
        amount = settled.fine if pays else settled.takes
        lines.append({"item": "pays" if pays else "takes", "rule": settled.rule_id,
                      "amount": amount, "factor": 1, "count": 1, "seat": seat,
                      "explanation": speaker.say(key, amount=amount, player=speaker.say(
                          "player", number=seat + 1))})
    return lines


def thrown_in_answer(body: Body, speaker: SchafkopfSpeaker) -> JsonObject:
    reckoning = Reckoning(body)
    settled = thrown_in(reckoning.ruleset, reckoning.tariff, reckoning.stock)
    catalogue = SCHAFKOPF.catalogue
    # With a Stock each player pays: the sentence says so, never "nobody pays".
    key = f"thrown_in.{settled.rule_id}" + ("" if settled.stock is None else ".stock")
    answer: JsonObject = {
        "game": SCHAFKOPF.id, "lang": speaker.lang,
        "ruleset": body.get("ruleset", SCHAFKOPF.default_ruleset),
        "rule": rule_ref(catalogue, settled.rule_id, speaker.say(key, fine=settled.fine),
                         speaker),
        "payments": list(settled.payments),
        "breakdown": _seat_lines(settled, speaker) if settled.payers else [],
    }
    if settled.stock is not None:
        answer["breakdown"].append({  # type: ignore[union-attr]
            "item": "stake", "rule": "K-H12", "amount": settled.stake, "factor": 1, "count": 4,
            "explanation": speaker.say("thrown_in.stake", amount=settled.stake)})
        move = settled.stock
        answer["stock"] = {"pot": move.pot, "per_player": move.per_declarer,
                           "pot_after": move.pot_after,
                           "rule": rule_ref(catalogue, "K-H12", speaker.say(
                               "stock.thrown_in", share=settled.stake, pot=move.pot_after),
                               speaker)}
    return answer

"""``POST /api/v1/{game}/rounds/check``: a whole round (or any prefix of it) checked play by
play, the same for every game with round support (``GameApi.round_examples``); the
game's class says how its position is built, how its round is counted and which fields it adds.

The round is walked once by ``rules.round_check``; each play's rule is the one legal-cards
names for that seat's hand at that moment, each trick's the one ``/trick`` names, and an
unfinished round's ``next`` is the legal-cards answer for the seat to play.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask.views import MethodView
from marshmallow import fields, validate

from api.errors.messages import joined
from api.games.answer_parts import read_cards, rule_ref
from api.games.answers import judged_answer, sized
from api.games.game_api import Answer, AnyGameApi, Body
from api.request.json_value import JsonObject
from api.schemas.base import (
    CARD_TEXT,
    DETAILS,
    ContractOut,
    LegalCardsResponse,
    RequestSchema,
    ResponseSchema,
    SizedRuleRef,
    VerdictRuleRef,
    detail_field,
    strict_int,
)
from api.schemas.game import common_fields, contract_schema
from api.words.fixed_wording import Wording, fact_values
from api.words.speaker import Speaker
from rules.registry import AnyGame
from rules.round_check import CheckedPlay, RoundCheck
from rules.verdict import OwnFacts, PositionFacts

_SCHEMAS: dict[str, type[RequestSchema]] = {}


def doc_examples(named: Mapping[str, object]) -> Answer:
    """One example as ``example``, several as named ``examples``."""
    if len(named) == 1:
        return {"example": next(iter(named.values()))}
    return {"examples": {name: {"value": value} for name, value in named.items()}}


def with_sizes(named: Mapping[str, Body]) -> dict[str, Body]:
    """The named questions, and the first asked again at the two smaller sizes
    (``detail=facts``, ``detail=ids``), so that the document shows and replays each size."""
    label, first = next(iter(named.items()))
    return {**named, **{f"{label}-{detail}": {**first, "detail": detail}
                        for detail in DETAILS if detail != "full"}}


def round_request_schema(api: AnyGameApi) -> type[RequestSchema]:
    """The request schema of a game's round check (made once: the route and the batch share
    it)."""
    game = api.game
    if game.id not in _SCHEMAS:
        _SCHEMAS[game.id] = _request_schema(game, api)
    return _SCHEMAS[game.id]


def _request_schema(game: AnyGame, api: AnyGameApi) -> type[RequestSchema]:
    whole = game.players * game.hand_size
    card = fields.String(validate=validate.Length(min=1, max=40), metadata=CARD_TEXT)
    declared: dict[str, Any] = {
        "contract": fields.Nested(contract_schema(game), required=True),
        "leader": strict_int(load_default=0, validate=validate.Range(0, game.players - 1),
                             metadata={"description": "The seat that leads the first trick; "
                                                      "seats are numbered in the order of "
                                                      "play."}),
        "plays": fields.List(card, required=True, validate=validate.Length(max=2 * whole),
                             metadata={"description": f"Every card in the order of play: any "
                                                      f"prefix of the round, up to its "
                                                      f"{whole} cards."}),
        "hands": fields.List(
            fields.List(card, validate=validate.Length(max=game.hand_size), allow_none=True),
            validate=validate.Length(equal=game.players),
            metadata={"description": "Each seat's cards at the deal, the deck between them; "
                                     "null for a seat whose hand is not known. Left out, "
                                     "each seat's hand is the cards it plays: a whole round "
                                     "is then checked in full, the plays so far from what "
                                     "is seen (`unknown_hands`)."}),
        **api.round_fields(), **common_fields(game), "detail": detail_field()}
    title = game.id.title()
    return type(f"{title}RoundCheckRequest", (RequestSchema,), declared)


class RoundPlayOut(ResponseSchema):
    index = fields.Integer(required=True, metadata={"description": "0-based in plays."})
    seat = fields.Integer(required=True)
    trick = fields.Integer(required=True, metadata={"description": "1-based trick number."})
    card = fields.String(required=True)
    legal = fields.Boolean(required=True, allow_none=True, metadata={
        "description": "null where the seat's hand is not known and a card not seen could "
                       "decide otherwise."})
    rule = fields.Nested(VerdictRuleRef, required=True, metadata={
        "description": "The rule legal-cards names for this card of the hand the seat held, "
                       "with the facts it used (a hand not known: the cards it is seen to "
                       "play)."})
    not_known = fields.String(metadata={
        "description": "A seat whose hand is not known: what its play is judged by, and "
                       "whether a card not seen could change the verdict."})


class RoundRunningOut(ResponseSchema):
    seats = fields.List(fields.Integer(), required=True,
                        metadata={"description": "Each seat's card points so far."})
    parties = fields.List(fields.Integer(), metadata={
        "description": "Each party's card points so far, in the order the game lists its "
                       "parties (a fixed partnership: its seats in order, team 0 first)."})


class RoundTrickOut(ResponseSchema):
    number = fields.Integer(required=True)
    leader = fields.Integer(required=True)
    cards = fields.List(fields.String(), required=True)
    winner = fields.Integer(required=True, metadata={"description": "The seat that won."})
    winning_card = fields.String(required=True)
    points = fields.Integer(required=True)
    rule = fields.Nested(SizedRuleRef, required=True)
    running = fields.Nested(RoundRunningOut, required=True)


class NextPlayOut(LegalCardsResponse):
    seat = fields.Integer(required=True)


class UnknownHandsOut(ResponseSchema):
    seats = fields.List(fields.Integer(), required=True,
                        metadata={"description": "The seats whose hands are not known."})
    to_play = fields.Integer(required=True, allow_none=True, metadata={
        "description": "The seat to play next, where its hand is not known (then `next` is "
                       "null)."})
    explanation = fields.String()
    waiting = fields.String(metadata={"description": "Why `next` is null, when `to_play` is "
                                                     "a seat."})


class RoundCheckResponse(ResponseSchema):
    game = fields.String(required=True)
    ruleset = fields.String(required=True)
    lang = fields.String(required=True)
    contract = fields.Nested(ContractOut, required=True)
    leader = fields.Integer(required=True)
    finished = fields.Boolean(required=True)
    hands = fields.List(fields.List(fields.String()), required=True,
                        metadata={"description": "Each seat's cards at the deal."})
    plays = fields.List(fields.Nested(RoundPlayOut), required=True)
    tricks = fields.List(fields.Nested(RoundTrickOut), required=True)
    revokes = fields.List(fields.Nested(RoundPlayOut), required=True,
                          metadata={"description": "Every play proven illegal."})
    first_revoke = fields.Nested(RoundPlayOut, allow_none=True, required=True)
    score = fields.Dict(allow_none=True, required=True, metadata={
        "description": "A finished round's count, as the game's score answer, with "
                       "`revoked` and a note on what a revoke changes."})
    next = fields.Nested(NextPlayOut, allow_none=True, required=True, metadata={
        "description": "An unfinished round: the seat to play and its legal-cards answer."})
    unknown_hands = fields.Nested(UnknownHandsOut, allow_none=True, required=True, metadata={
        "description": "Where some hand is not known: which, and who plays next; null when "
                       "every hand is known."})


def round_answer(api: AnyGameApi, body: Body) -> Answer:
    game = api.game
    contract = api.read_contract(body)
    plays = read_cards(game.deck, {"plays": body["plays"]})["plays"]
    hands = None
    if body.get("hands") is not None:
        hands = [None if hand is None
                 else read_cards(game.deck, {f"hands/{seat}": hand})[f"hands/{seat}"]
                 for seat, hand in enumerate(body["hands"])]
    leader = api.round_leader(body, contract)
    check = api.round_walk(body, contract, leader, plays, hands)
    said = api.wording_for(body)  # the language negotiated once, for the whole answer
    speaker = said.speaker
    code = game.deck.code
    detail = body.get("detail", "full")
    played = [_play(api, p, said, detail) for p in check.plays]
    if check.unknown:
        for out, play in zip(played, check.plays, strict=True):
            _judged_from_seen(out, play, check, speaker if detail == "full" else None)
    revokes = [played[p.index] for p in check.revokes]
    name = speaker.contract(contract)
    tricks = []
    parties = api.round_parties(body, contract, check)
    for trick, seat_points in zip(check.tricks, check.running(game.players), strict=True):
        running: JsonObject = {"seats": list(seat_points)}
        if parties is not None:
            running["parties"] = [sum([seat_points[s] for s in party]) for party in parties]
        tricks.append({
            "number": trick.number, "leader": trick.leader,
            "cards": game.deck.codes(trick.cards), "winner": trick.winner,
            "winning_card": code(trick.outcome.winning_card), "points": trick.outcome.points,
            "rule": rule_ref(game.catalogue, trick.outcome.rule_id,
                             speaker.trick_winner(trick.outcome, name), speaker)
            if detail == "full" else {"id": trick.outcome.rule_id},
            "running": running, **api.trick_fields(contract, trick)})
    extras = api.round_extras(body, check, speaker)
    following = None
    if check.next is not None:
        position = check.next.position
        following = {"seat": check.next.seat, **judged_answer(
            api, body, api.judged_under(contract, position), position,
            check.next.judgement, position.trick, said)}
    return {
        "game": game.id, "ruleset": body.get("ruleset", game.default_ruleset),
        "lang": speaker.lang, "contract": api.contract_out(contract, speaker),
        "leader": leader, "finished": check.finished,
        "hands": [game.deck.codes(hand) for hand in check.hands],
        "plays": played, "tricks": tricks, "revokes": revokes,
        "first_revoke": revokes[0] if revokes else None,
        "score": _score(api, body, contract, check, speaker)
        if check.finished and not check.unknown else None,
        "next": following, "unknown_hands": _unknown_hands(check, speaker, detail),
        **(extras if detail == "full" else sized(extras))}


def _play(api: AnyGameApi, play: CheckedPlay, said: Wording, detail: str) -> JsonObject:
    """The play with the sentence legal-cards writes for this card of that hand (and its
    facts), as much of it as ``detail`` asks."""
    codes = api.codes
    out: JsonObject = {"index": play.index, "seat": play.seat, "trick": play.trick,
                       "card": codes[play.card.ordinal], "legal": play.verdict.legal,
                       "rule": {"id": play.verdict.rule_id}}
    if detail == "ids":
        return out
    # This card's place in the hand, by identity: no verdicts (nor cards) compared.
    place = [v is play.verdict for v in play.verdicts].index(True)
    # The hand's facts; of the verdicts' own (made when read) only this card's are made.
    found = api.game.facts(play.position, play.verdicts)
    mine = found.own
    own = mine.one(place) if isinstance(mine, OwnFacts) else mine[place]
    values = fact_values({**found.shared, **own}, codes)
    if detail == "facts":
        out["rule"] = {"id": play.verdict.rule_id, "facts": values}
        return out
    sentence = said.speaker.verdict_sentences(
        [play.verdict], PositionFacts(found.shared, (own,)), play.position.contract)[0]
    # The rule as ``rule_ref`` cites it, its title and source looked up once per wording.
    title, source = said.rules[play.verdict.rule_id]
    out["rule"] = {"id": play.verdict.rule_id, "title": title, "explanation": sentence,
                   "source": source, "facts": values}
    return out


def _judged_from_seen(out: JsonObject, play: CheckedPlay, check: RoundCheck,
                     speaker: Speaker | None) -> None:
    """A play of a seat whose hand is not known: what it is judged by (in words where the
    answer has words); its verdict null where a card not seen could change it."""
    if play.seat not in check.unknown:
        return
    if not play.certain:
        out["legal"] = None
    if speaker is None:
        return
    if play.certain:
        out["not_known"] = speaker.say("round.seen_decides", seat=play.seat + 1)
        return
    out["not_known"] = speaker.say("round.undecided_legal" if play.verdict.legal
                                 else "round.undecided_illegal", seat=play.seat + 1)
    # The sentence of the cards seen would speak of the whole hand: the rule says no more.
    if isinstance(out["rule"], dict) and "explanation" in out["rule"]:
        out["rule"]["explanation"] = out["not_known"]


def _unknown_hands(check: RoundCheck, speaker: Speaker, detail: str) -> JsonObject | None:
    """Which hands are not known, and the seat to play where its hand is one of them."""
    if not check.unknown:
        return None
    out: JsonObject = {"seats": list(check.unknown), "to_play": check.waiting}
    if detail != "full":
        return out
    out |= {
        "explanation": speaker.say("round.partial", seats=joined(
            speaker.lang, [str(seat + 1) for seat in check.unknown]))}
    if check.waiting is not None:
        out["waiting"] = speaker.say("round.waiting", seat=check.waiting + 1)
    return out


def _score(api: AnyGameApi, body: Body, contract: object, check: RoundCheck,
           speaker: Speaker) -> Answer | None:
    """The game's count of the round as played; with revokes, a note that the rule texts
    give no consequence and the round is counted as played."""
    count = api.round_score(body, contract, check, speaker)
    if count is None:  # the game gives no count for this round (Skat after a revoke, RS12)
        return None
    revokes = len(check.revokes)
    count["revoked"] = bool(revokes)
    if revokes and api.revoke_rule is None:
        count["note"] = speaker.say("round.as_played", revokes=revokes)
    return count


def add_round_routes(api: AnyGameApi) -> None:
    """``POST /{game}/rounds/check`` on the game's blueprint."""
    if not api.has_rounds:
        return
    blp, game = api.blueprint, api.game
    request_schema = round_request_schema(api)
    examples = with_sizes(api.round_examples)
    answers = {label: round_answer(api, body) for label, body in examples.items()}
    description = api.round_description

    class RoundCheckView(MethodView):
        @blp.doc(operationId=f"{game.id}RoundCheck",
                 summary=f"{game.title}: check a whole round, play by play",
                 description=description)
        @blp.arguments(request_schema(), **doc_examples(examples))
        @blp.problems(400, 413, 415)
        @blp.response(200, RoundCheckResponse(), **doc_examples(answers))
        def post(self, body: Body) -> Answer:
            return round_answer(api, body)

    blp.route("/rounds/check")(RoundCheckView)

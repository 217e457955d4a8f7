"""``POST /api/v1/<game>/closing`` and its permalink ``GET``: should the player on lead close
the talon? The position read from the request, solved by ``rules.schnapsen.closing``, and the
answer worded: the figures first, then one sentence in the players' words and what the
figures assume; on request the same after exchanging first, and the hands that beat the
best lead.

One computation at a time per worker (a search is seconds of one core at worst), and a small
cache of answers keyed by the canonical position: the answer is a pure function of it."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

from flask.views import MethodView

from api.errors.messages import Text, joined, text
from api.errors.problems import Problem, field_error
from api.errors.rules_errors import location
from api.games.answer_parts import read_cards, rule_ref
from api.games.talon.closing_schemas import ClosingSchemas, closing_schemas
from api.games.talon.speaker import TalonSpeaker
from api.request.json_value import JsonObject
from api.schemas.base import LANG_EXAMPLE
from api.schemas.blueprint import Blueprint
from api.seam.parser import reject_unknown_query_parameters
from rules.cards import Suit
from rules.schnapsen.closed_play import ClosedPlay
from rules.schnapsen.closing import (
    Announced,
    ClosingAnswer,
    ClosingPosition,
    Exchange,
    Lead,
    Tally,
    Who,
    deals_of,
    exchanged,
    solve_closing,
)
from rules.schnapsen.contract import SchnapsenContract
from rules.schnapsen.game import SchnapsenGame

MODEL = "double_dummy_after_first_lead"
CACHED = 256  # answers kept per game
WAIT = 1.0  # seconds a question waits for the search in flight
LOSING_HANDS = 252  # the most deals whose losing hands an answer lists (C(10, 5))
# What ``with_exchange`` repeats of the answer, for the position after the exchange.
EXCHANGE_FIGURES = ("deals", "known_opponent_cards", "wins", "probability",
                    "expected_game_points", "expected_game_points_exact", "wins_double_dummy",
                    "best_leads", "leads", "marriages_lost")


class Closing:
    """One game's closing calculator: reads, solves (one at a time), words."""

    def __init__(self, game: SchnapsenGame, prefix: str, example: Mapping[str, Any]) -> None:
        self.game = game
        self.schemas: ClosingSchemas = closing_schemas(game, prefix, example)
        self._lock = threading.Lock()
        self._solved: OrderedDict[tuple[Any, ...], ClosingAnswer] = OrderedDict()
        self._plays: dict[Suit, ClosedPlay] = {}

    def position(self, body: Mapping[str, Any], contract: SchnapsenContract
                 ) -> ClosingPosition:
        deck = self.game.deck
        exchange = body.get("exchange")
        lists: dict[str, list[str]] = {"hand": body["hand"], "trump_card": [body["trump_card"]]}
        for n, trick in enumerate(body.get("tricks", [])):
            lists[f"tricks/{n}"] = trick
        if exchange:
            lists["exchange/card"] = [exchange["card"]]
        read = read_cards(deck, lists)
        tricks = tuple((read[f"tricks/{n}"][0], read[f"tricks/{n}"][1])
                       for n in range(len(body.get("tricks", []))))
        return ClosingPosition(
            contract, read["hand"], body["talon_cards"], read["trump_card"][0], tricks,
            Exchange(Who(exchange["by"]), read["exchange/card"][0]) if exchange else None,
            tuple(Announced(Who(m["by"]), deck.suit_words[m["suit"]])
                  for m in body.get("marriages", [])),
            Tally(body["me"]["card_points"], body["me"]["tricks"]),
            Tally(body["opponent"]["card_points"], body["opponent"]["tricks"]))

    def solve(self, position: ClosingPosition, keep: bool = False) -> ClosingAnswer:
        """``keep``: the answer holds every deal's outcome (``include=losing_hands``)."""
        key = (position.contract, position.hand, position.talon_cards, position.trump_card,
               position.tricks, position.exchange, frozenset(position.marriages), position.me,
               position.opponent, keep)
        found = self._solved.get(key)
        if found is not None:
            return found
        # One search at a time in this worker; a question that waits more than a second
        # is told to come back rather than stall the worker's other requests.
        if not self._lock.acquire(timeout=WAIT):
            raise Problem("server-busy", text("talon.closing-busy"), status=503,
                          headers={"Retry-After": "1"})
        try:
            found = self._solved.get(key)
            if found is None:
                trump = position.contract.trump
                play = self._plays.get(trump)
                if play is None:
                    play = self._plays[trump] = ClosedPlay(self.game.rules, position.contract)
                try:
                    found = solve_closing(position, self.game.rules, play, keep)
                finally:
                    play.table.clear()  # a table per question: some 6 MB for 66's hardest
                self._solved[key] = found
                if len(self._solved) > CACHED:
                    self._solved.popitem(last=False)
            return found
        finally:
            self._lock.release()

    def answer(self, body: Mapping[str, Any], contract: SchnapsenContract,
               contract_out: dict[str, Any], speaker: TalonSpeaker) -> dict[str, Any]:
        position = self.position(body, contract)
        rules, code, detail = self.game.rules, self.game.deck.code, body.get("detail", "full")
        after = exchanged(position, rules) if body.get("with_exchange") else None
        listed = "losing_hands" in (body.get("include") or ())
        if listed and (deals := deals_of(position, rules)) > LOSING_HANDS:
            too_many = Text("talon.closing-losing-hands", {"deals": deals, "most": LOSING_HANDS})
            raise Problem("validation-error", too_many,
                          [field_error(location(), ["include"], too_many)])
        solved = self.solve(position, listed)
        answer = self.worded(position, solved, contract_out, speaker, detail)
        if listed:
            best = solved.best_leads[0]
            answer["losing_hands"] = {
                "lead": code(best.card),
                "hands": [[code(c) for c in hand]
                          for hand in solved.losing_hands(solved.leads.index(best))]}
        if after is not None:
            then = self.solve(after)
            figures = self.worded(after, then, contract_out, speaker, detail)
            answer["with_exchange"] = {
                "card": code(after.trump_card), "taken": code(position.trump_card),
                **{name: figures[name] for name in EXCHANGE_FIGURES}}
            if detail == "full":
                answer["with_exchange"]["sentence"] = " ".join(filter(None, (
                    speaker.say("closing.exchange_first", own=speaker.the_card(after.trump_card),
                                card=speaker.the_card(position.trump_card)),
                    self._headline(after, then, then.best_leads, speaker),
                    speaker.say("closing.average", average=_signed(then.expected(then.wins),
                                                                   speaker.lang))
                    if 0 < then.wins < then.deals else "")))
        return answer

    def worded(self, position: ClosingPosition, solved: ClosingAnswer,
               contract_out: dict[str, Any], speaker: TalonSpeaker,
               detail: str = "full") -> dict[str, Any]:
        code, ids, lang = self.game.deck.code, self.game.rules.ids, speaker.lang
        deals, wins = solved.deals, solved.wins
        best = solved.best_leads
        expected = solved.expected(wins)
        stakes = self._stakes(solved, speaker)
        sentence = " ".join(filter(None, (
            self._headline(position, solved, best, speaker),
            speaker.say("closing.lead_marriage", card=speaker.the_card(best[0].card),
                        marriage=self._marriage_name(best[0].marriage, position, speaker))
            if best[0].marriage and not best[0].claims_at_once and solved.wins else "",
            stakes,
            speaker.say("closing.average", average=_signed(expected, lang))
            if 0 < wins < deals else "",
            speaker.say("closing.double_dummy", wins=solved.wins_double_dummy)
            if solved.wins_double_dummy > wins else "",
            speaker.say("closing.marriages_lost", marriages=joined(lang, [
                self._marriage_name(s, position, speaker) for s in solved.marriages_lost]))
            if solved.marriages_lost else "")))
        explanation = " ".join((speaker.say("closing.assumption"),
                                speaker.say("closing.not_compared")))
        mine, his = solved.me, solved.opponent
        answer: dict[str, Any] = {
            "game": self.game.id, "lang": lang, "contract": contract_out,
            "closing": {"allowed": True, "rule": self._ref(ids.close, speaker.say(
                "closing.rule", talon_cards=position.talon_cards), speaker)},
            "deals": deals, "unseen": solved.unseen,
            "known_opponent_cards": [code(c) for c in solved.known],
            "stakes": {"win": solved.stake_win, "lose": solved.stake_lose,
                       "rule": self._ref(ids.closing, stakes, speaker)},
            "points_at_closing": {"me": mine.counted, "opponent": his.counted,
                                  "me_pending": mine.pending,
                                  "opponent_pending": his.pending},
            "model": MODEL, "wins": wins, "probability": round(wins / deals, 6),
            "expected_game_points": round(float(expected), 6),
            "expected_game_points_exact": str(expected),
            "wins_double_dummy": solved.wins_double_dummy,
            "best_leads": [code(lead.card) for lead in best],
            "leads": [{"card": code(lead.card), "wins": lead.wins,
                       "probability": round(lead.wins / deals, 6),
                       "expected_game_points": round(float(solved.expected(lead.wins)), 6),
                       "marriage": lead.marriage.value if lead.marriage else None,
                       "claims_at_once": lead.claims_at_once} for lead in solved.leads],
            "marriages_lost": [s.value for s in solved.marriages_lost],
            "not_compared": "play_on", "sentence": sentence, "explanation": explanation}
        if detail != "full":  # the figures alone: each rule by its id, no sentence
            del answer["sentence"], answer["explanation"]
            for part in ("closing", "stakes"):
                answer[part]["rule"] = {"id": answer[part]["rule"]["id"]}
        return answer

    def _headline(self, position: ClosingPosition, solved: ClosingAnswer,
                  best: tuple[Lead, ...], speaker: TalonSpeaker) -> str:
        deals, wins = solved.deals, solved.wins
        if wins == 0:
            return speaker.say("closing.certain_loss", deals=deals)
        lead = best[0]
        if lead.claims_at_once and lead.marriage is not None:
            worth = self._worth(lead.marriage, position)
            return speaker.say("closing.claims_at_once", card=speaker.the_card(lead.card),
                               marriage=self._marriage_name(lead.marriage, position,
                                                            speaker),
                               points=solved.me.counted + worth, worth=worth)
        any_lead = len(best) == len(solved.leads)
        key = "closing.certain_win" if wins == deals else "closing.wins"
        return speaker.say(key + (".any_lead" if any_lead else ""), wins=wins, deals=deals,
                           percent=_percent(Fraction(wins, deals), speaker.lang),
                           card=speaker.the_card(lead.card))

    def _stakes(self, solved: ClosingAnswer, speaker: TalonSpeaker) -> str:
        return speaker.say(f"closing.stakes.{solved.stake_win_case}", win=solved.stake_win,
                           lose=solved.stake_lose, points=solved.opponent.counted)

    def _worth(self, suit: Suit, position: ClosingPosition) -> int:
        rules = self.game.rules
        return (rules.trump_marriage_points if suit is position.contract.trump
                else rules.marriage_points)

    def _marriage_name(self, suit: Suit, position: ClosingPosition,
                       speaker: TalonSpeaker) -> str:
        return speaker.say(f"marriage_name.{self._worth(suit, position)}",
                           suit=speaker.suit(suit))

    def _ref(self, rule_id: str, explanation: str, speaker: TalonSpeaker) -> JsonObject:
        return rule_ref(self.game.catalogue, rule_id, explanation, speaker)


def from_query(query: Mapping[str, Any]) -> dict[str, Any]:
    """A permalink's parameters (their patterns checked) as the JSON body of the question."""
    body = {name: value for name, value in query.items()
            if name not in ("hand", "tricks", "exchange", "marriages", "me", "opponent",
                            "include", "format")}
    body["hand"] = [card.strip() for card in query["hand"].split(",")]
    body["tricks"] = [trick.split(",") for trick in query["tricks"].split(";")] \
        if query["tricks"] else []
    if query.get("exchange"):
        by, card = query["exchange"].split(",")
        body["exchange"] = {"by": by, "card": card}
    body["marriages"] = [dict(zip(("by", "suit"), m.split(","), strict=True))
                         for m in query["marriages"].split(";")] if query["marriages"] else []
    if query.get("include"):
        body["include"] = query["include"].split(",")
    for side in ("me", "opponent"):
        points, tricks = query[side].split(",")
        body[side] = {"card_points": int(points), "tricks": int(tricks)}
    return body


def _percent(share: Fraction, lang: str) -> str:
    number = f"{float(share) * 100:.1f}"
    return f"{number}%" if lang == "en" else f"{number.replace('.', ',')}\u00a0%"


def _signed(value: Fraction, lang: str) -> str:
    number = f"{float(value):+.2f}"
    return number if lang == "en" else number.replace(".", ",")


def add_closing_route(blp: Blueprint, closing: Closing, example: Mapping[str, Any],
                      answer: Callable[[dict[str, Any]], dict[str, Any]]) -> None:
    """``answer(body)``: the answer to one request body (the game's contract and speaker)."""
    game = closing.game

    @blp.route("/closing")
    class ClosingView(MethodView):
        @blp.doc(operationId=f"{game.id}Closing", summary="Should I close the talon?",
                 description="Over every hand the opponent can hold, each equally likely: "
                             "against how many closing now wins, what it is worth in game "
                             "points, and which card to lead first; each deal solved after "
                             "the first lead as if both hands were open. One search at a "
                             "time per worker: a question that waits over a second gets 503 "
                             "server-busy with Retry-After.")
        @blp.arguments(closing.schemas.request, example=example)
        @blp.problems(400, 413, 415)
        @blp.response(200, closing.schemas.response, example=answer(dict(example)))
        def post(self, body: dict[str, Any]) -> dict[str, Any]:
            return answer(body)

        @blp.doc(operationId=f"{game.id}ClosingPermalink",
                 summary="Should I close the talon? (permalink form)",
                 description="The same question and answer as the POST form, its fields as "
                             "parameters: lists comma-separated, tricks and marriages as "
                             "pairs separated by ';', each tally as card_points,tricks.")
        @blp.arguments(closing.schemas.query, location="query")
        @blp.problems(400)
        # The documented query asks in the shared ``lang`` parameter's example language.
        @blp.response(200, closing.schemas.response,
                      example=answer({**example, "lang": LANG_EXAMPLE}))
        def get(self, query: dict[str, Any]) -> dict[str, Any]:
            reject_unknown_query_parameters(closing.schemas.query)
            return answer(from_query(query))

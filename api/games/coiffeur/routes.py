"""The operations Coiffeur adds to the common ones (``api.games.routes``): a round's count,
the sheet and its row sets, on the Coiffeur blueprint."""

from __future__ import annotations

from typing import Any

from flask import Response
from flask.views import MethodView

from api.errors.rules_errors import within
from api.games.answer_parts import read_cards
from api.games.coiffeur.answers import score_out, sheet_out
from api.games.coiffeur.game_api import GAME_API
from api.games.coiffeur.schemas import (
    CoiffeurScoreResponse,
    CoiffeurSheetResponse,
    SheetListOut,
    score_request,
    sheet_request,
)
from api.games.coiffeur.sheet_picture import sheet_svg
from rules.coiffeur.game import COIFFEUR
from rules.coiffeur.score import score_round
from rules.coiffeur.sheet import SHEETS, Entry, SheetState, fill, sheet_by_id
from rules.errors import RulesInputError

blp = GAME_API.blueprint  # the game's own operations first, then every game's

SCORE_EXAMPLE: dict[str, Any] = {
    "contract": {"type": "misere", "direction": "obenabe"}, "declarer_team": 1, "leader": 1,
    "tricks": [["R8", "R6", "RO", "R9"], ["AA", "A6", "A10", "A7"], ["S9", "SA", "S6", "SU"],
               ["B6", "B7", "BA", "B9"], ["RK", "RA", "R7", "RU"], ["A8", "AO", "AK", "AU"],
               ["S10", "SK", "S8", "S7"], ["B8", "BO", "B10", "BK"], ["R10", "A9", "SO", "BU"]],
    "lang": "de"}
SHEET_EXAMPLE: dict[str, Any] = {
    "sheet": "jassreglement-8",
    "entries": [{"team": 0, "row": "acorns", "points": 100},
                {"team": 1, "row": "obenabe", "points": 120},
                {"team": 0, "row": "joker-7", "points": 90, "contract": {"type": "undenufe"}}],
    "names": ["Team Anna", "Team Beat"], "lang": "de"}


def score_answer(body: dict[str, Any]) -> dict[str, Any]:
    contract = GAME_API.contract_reader.read(body)
    tricks = read_cards(COIFFEUR.deck, {f"tricks/{n}": t for n, t in enumerate(body["tricks"])})
    with within():
        score = score_round(contract, body["declarer_team"],
                            [tricks[f"tricks/{n}"] for n in range(len(body["tricks"]))],
                            body.get("leader", 0))
    return score_out(score, GAME_API.speaker_for(body))


SHEET_REQUEST = sheet_request()
SVG_POLICY = "default-src 'none'"  # a picture: nothing to load, nothing to run


def sheet_answer(body: dict[str, Any]) -> dict[str, Any]:
    return sheet_out(sheet_state(body), body.get("names"), GAME_API.speaker_for(body))


def sheet_picture(body: dict[str, Any]) -> str:
    speaker = GAME_API.speaker_for(body)
    # Teams are counted from 1 where people read them.
    names = body.get("names") or [speaker.say("team", team=team) for team in (1, 2)]
    return sheet_svg(sheet_state(body), names, speaker)


def sheet_state(body: dict[str, Any]) -> SheetState:
    with within():
        sheet = sheet_by_id(body.get("sheet", "jassreglement-8"))
    entries = []
    for at, raw in enumerate(body.get("entries", [])):
        contract = None
        if raw.get("contract") is not None:
            with within("entries", at):
                contract = GAME_API.contract_reader.read(raw)
        entries.append(Entry(raw["team"], raw["row"], raw["points"], contract))
    try:
        return fill(sheet, entries)
    except RulesInputError as error:  # the entry's field, as the request nests it
        if error.index is not None:
            error.field, error.index = f"entries/{error.index}/{error.field}", None
        raise


def sheets_answer() -> list[dict[str, Any]]:
    return [{"id": sheet.id, "source": sheet.source,
             "rows": [{"row": row.id, "multiplier": row.multiplier,
                       "contracts": sorted(kind.value for kind in row.kinds)}
                      for row in sheet.rows],
             "joker_choices": sorted(kind.value for kind in sheet.joker_kinds)}
            for sheet in SHEETS.values()]


@blp.route("/score")
class ScoreView(MethodView):
    @blp.doc(operationId="coiffeurScore", summary="The count of a Coiffeur round",
             description="From the nine tricks in order: who won each in its own direction "
                         "(Slalom, Guschti: JC-W1), each team's points with 5 for the last "
                         "trick and 100 for a match (JC-S2), and the row's points: the "
                         "declaring team's, a Misère's its opponents' (JC-6).")
    @blp.arguments(score_request()(), example=SCORE_EXAMPLE)
    @blp.problems(400, 413, 415)
    @blp.response(200, CoiffeurScoreResponse(), example=score_answer(SCORE_EXAMPLE))
    def post(self, body: dict[str, Any]) -> dict[str, Any]:
        return score_answer(body)


@blp.route("/sheet")
class SheetView(MethodView):
    @blp.doc(operationId="coiffeurSheet", summary="The Coiffeur sheet: totals and open rows",
             description="The rows played so far (each team plays each row once, JC-1): each "
                         "row's points × its multiplier (JC-S2), each team's total, the rows "
                         "still open, the difference, the leader, and the winner once every "
                         "row is played (JC-S3). A Joker names the contract played (RJ8).")
    @blp.arguments(SHEET_REQUEST(), example=SHEET_EXAMPLE)
    @blp.problems(400, 413, 415)
    @blp.response(200, CoiffeurSheetResponse(), example=sheet_answer(SHEET_EXAMPLE))
    def post(self, body: dict[str, Any]) -> dict[str, Any]:
        return sheet_answer(body)


@blp.route("/sheets")
class SheetsView(MethodView):
    @blp.doc(operationId="coiffeurSheets", summary="The Coiffeur's row sets (JC-S1)")
    @blp.response(200, SheetListOut(many=True), example=sheets_answer())
    def get(self) -> list[dict[str, Any]]:
        return sheets_answer()


@blp.route("/sheet.svg")
class SheetPictureView(MethodView):
    @blp.doc(operationId="coiffeurSheetPicture", summary="The Coiffeur sheet as a picture",
             description="The body of /sheet drawn like a Jasstafel: each row with its "
                         "multiplier, each team's points and value, the totals.",
             responses={"200": {"description": "An SVG picture", "content": {
                 "image/svg+xml": {"schema": {"type": "string"},
                                   "example": sheet_picture(SHEET_EXAMPLE)[:200]}}}})
    @blp.arguments(SHEET_REQUEST(), example=SHEET_EXAMPLE)
    @blp.problems(400, 413, 415)
    def post(self, body: dict[str, Any]) -> Response:
        response = Response(sheet_picture(body), mimetype="image/svg+xml")
        response.headers["Content-Security-Policy"] = SVG_POLICY
        return response

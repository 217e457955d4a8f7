"""Coiffeur's answers beyond the single trick: a round's count and the sheet."""

from __future__ import annotations

from typing import Any

from api.games.answer_parts import rule_ref
from api.words.phrases import capitalised
from api.words.speaker import Speaker
from rules.coiffeur.catalogue import COIFFEUR_RULES
from rules.coiffeur.contract import CoiffeurContract, Kind
from rules.coiffeur.score import RoundScore
from rules.coiffeur.sheet import SheetState
from rules.jass.deck import JASS_DECK

code = JASS_DECK.code


def contract_out(contract: CoiffeurContract, speaker: Speaker) -> dict[str, Any]:
    plain = contract.plain
    return {"type": contract.kind.value,
            "trump": contract.trump.value if contract.trump else None,
            "start": contract.start.value if contract.start is not None
            and (contract.kind is not Kind.MISERE or contract.alternating) else None,
            "direction": contract.direction_word if contract.kind is Kind.MISERE else None,
            "slug": plain.slug, "name": speaker.contract(plain)}


def score_out(score: RoundScore, speaker: Speaker) -> dict[str, Any]:
    """The count of a round (JC-S2): both teams' points, the Match, the row's points."""
    rule = "JC-6" if score.contract.opponents_count else "JC-S2"
    text = capitalised(speaker.say(
        "row.written", team=speaker.say("team", team=score.declarer_team + 1),
        points=score.row_points, contract=speaker.contract(score.contract.plain)))
    teams = [{"team": team, "tricks": tricks, "points": points,
              "explanation": capitalised(speaker.say(
                  "count.team_one" if tricks == 1 else "count.team",
                  team=speaker.say("team", team=team + 1), tricks=tricks, points=points))}
             for team, (tricks, points) in enumerate(zip(score.tricks_won, score.team_points,
                                                         strict=True))]
    return {
        "contract": contract_out(score.contract, speaker),
        "declarer_team": score.declarer_team,
        "team_points": list(score.team_points), "tricks": list(score.tricks_won),
        "match": score.match, "row_points": score.row_points, "teams": teams,
        "tricks_detail": [{"number": t.number,
                           "direction": t.direction.value if t.direction else "trump",
                           "leader": t.trick.leader, "cards": [code(c) for c in t.trick.cards],
                           "winner": t.trick.winner, "points": t.trick.points}
                          for t in score.tricks],
        "rule": rule_ref(COIFFEUR_RULES, rule, text, speaker)}


def sheet_out(state: SheetState, names: list[str] | None, speaker: Speaker) -> dict[str, Any]:
    """The sheet as data (JC-S3): each row's points and value per team, the open rows, the
    totals, the leader and the winner."""
    rows = []
    for row, cells in zip(state.sheet.rows, state.cells, strict=True):
        rows.append({"row": row.id, "multiplier": row.multiplier, "teams": [
            {"points": None, "value": None, "contract": None} if cell is None else
            {"points": cell.points, "value": cell.value,
             "contract": contract_out(cell.contract, speaker) if cell.contract else None}
            for cell in cells]})
    teams = names or [speaker.say("team", team=team) for team in (1, 2)]  # counted from 1
    if state.winner is not None:
        text = speaker.say("sheet.winner", team=teams[state.winner],
                           difference=state.difference)
    elif state.leader is not None:
        text = speaker.say("sheet.leader", team=teams[state.leader],
                           difference=state.difference)
    else:
        text = speaker.say("sheet.level")
    return {"sheet": state.sheet.id, "rows": rows, "totals": list(state.totals),
            "open": [list(rows_open) for rows_open in state.open],
            "complete": state.complete, "leader": state.leader,
            "difference": state.difference, "winner": state.winner, "names": teams,
            "rule": rule_ref(COIFFEUR_RULES, "JC-S3", text, speaker)}

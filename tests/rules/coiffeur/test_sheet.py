"""The Coiffeur sheet (JC-S1 … JC-S3, RJ8): rows and multipliers as data, each team's
entries, the totals, the open rows and the winner; a hypothesis property for the total."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.coiffeur.contract import parse_contract
from rules.coiffeur.sheet import JASSEN_10, JASSREGLEMENT_8, SHEETS, Entry, fill, sheet_by_id
from rules.errors import RulesInputError


@pytest.mark.parametrize(("rule", "quote", "sheet", "rows"), [
    ("JC-S1", "Gemäss Jassregelement sind dies folgende Varianten:", JASSREGLEMENT_8,
     ["acorns", "roses", "shields", "bells", "obenabe", "undenufe", "joker-7", "joker-8"]),
    ("JC-S1", "Rose zählt einfach, Eichel doppelt, Schilte dreifach, Schelle vierfach, "
     "Obenabe fünffach, Undenufe sechsfach, Slalom … siebenfach, «Guschti» … achtfach sowie "
     "neunfach und zehnfach nach freier Wahl.", JASSEN_10,
     ["roses", "acorns", "shields", "bells", "obenabe", "undenufe", "slalom", "guschti",
      "joker-9", "joker-10"]),
])
def test_the_rows_and_their_multipliers(rule: str, quote: str, sheet: object,
                                        rows: list[str]) -> None:
    listed = sheet.rows  # type: ignore[attr-defined]
    assert [row.id for row in listed] == rows, (rule, quote)
    assert [row.multiplier for row in listed] == list(range(1, len(rows) + 1))


def test_the_sheet_adds_rows_times_multipliers_and_names_the_open_rows() -> None:
    """JC-S2 (SL-C): "Jedem Trumpf ist ein Multiplikator zugeteilt, mit welchem am Ende der
    Runde die erzielten Punkte multipliziert werden." """
    state = fill(JASSREGLEMENT_8, [
        Entry(0, "acorns", 100), Entry(1, "obenabe", 120),
        Entry(0, "joker-7", 90, parse_contract("undenufe"))])
    assert state.totals == (100 * 1 + 90 * 7, 120 * 5)
    assert state.open[0] == ("roses", "shields", "bells", "obenabe", "undenufe", "joker-8")
    assert (state.leader, state.difference, state.winner, state.complete) == (0, 130, None,
                                                                            False)


def test_the_winner_once_every_row_is_played() -> None:
    """JC-S3 (SL-C): "Das Team, welches nach Beendigung aller Runden am meisten Punkte
    aufweist, gewinnt." """
    entries = [Entry(team, row.id, 50 + team,
                     parse_contract("obenabe") if row.joker else None)
               for row in JASSREGLEMENT_8.rows for team in (0, 1)]
    state = fill(JASSREGLEMENT_8, entries)
    assert state.complete
    assert state.winner == 1
    assert state.difference == 36


@pytest.mark.parametrize(("rule", "sheet", "entry", "code", "field"), [
    ("JC-1", "jassreglement-8", Entry(0, "slalom", 80), "coiffeur.unknown-row", "row"),
    ("RJ8", "jassreglement-8", Entry(0, "joker-7", 80, parse_contract("slalom:obenabe")),
     "coiffeur.invalid-joker-contract", "contract"),
    ("RJ8", "jassreglement-8", Entry(0, "joker-8", 80), "coiffeur.joker-needs-contract",
     "contract"),
    ("RJ6", "jassen-10", Entry(0, "joker-9", 80, parse_contract("misere:obenabe")),
     "coiffeur.invalid-joker-contract", "contract"),
    ("JC-S2", "jassreglement-8", Entry(0, "roses", 258), "coiffeur.invalid-points", "points"),
    ("J-14", "jassreglement-8", Entry(0, "roses", 200), "coiffeur.invalid-points", "points"),
    ("JC-1", "jassreglement-8", Entry(2, "roses", 10), "coiffeur.invalid-team", "team"),
    ("JC-1", "jassreglement-8", Entry(0, "roses", 10, parse_contract("trump:bells")),
     "coiffeur.row-contract", "contract"),
])
def test_refused_entries(rule: str, sheet: str, entry: Entry, code: str, field: str) -> None:
    with pytest.raises(RulesInputError) as refused:
        fill(sheet_by_id(sheet), [entry])
    assert (refused.value.code, refused.value.field, refused.value.index) == (code, field, 0)


def test_a_team_plays_each_row_once() -> None:
    """JC-1 (SL-C, anzeigervonsaanen): each variant "kann von jedem Team nur einmal gewählt
    werden"."""
    with pytest.raises(RulesInputError) as refused:
        fill(JASSREGLEMENT_8, [Entry(0, "roses", 10), Entry(1, "roses", 20),
                               Entry(0, "roses", 30)])
    assert (refused.value.code, refused.value.index) == ("coiffeur.row-already-played", 2)


def test_a_jassen_10_joker_may_be_a_slalom_and_slalom_rows_hold_up_to_301() -> None:
    """RJ8: "nach freier Wahl" on the ten-row sheet; RJ5: Slalom rounds may exceed 257."""
    state = fill(JASSEN_10, [Entry(0, "joker-10", 301, parse_contract("slalom:undenufe")),
                             Entry(1, "guschti", 200)])
    assert state.totals == (3010, 1600)


@st.composite
def entries(draw: st.DrawFn) -> tuple[str, list[Entry]]:
    sheet = SHEETS[draw(st.sampled_from(sorted(SHEETS)))]
    cells = draw(st.lists(st.tuples(st.sampled_from(sheet.rows), st.integers(0, 1)),
                          unique=True, max_size=2 * len(sheet.rows)))
    made = []
    for row, team in cells:
        kinds = sorted(kind.value for kind in row.kinds)
        contract = None
        if row.joker:
            kind = draw(st.sampled_from(kinds))
            contract = parse_contract({"trump": "trump:acorns", "slalom": "slalom:obenabe",
                                       "guschti": "guschti:undenufe"}.get(kind, kind))
        points = draw(st.integers(0, row.max_points(contract)).filter(
            lambda p, row=row, contract=contract: row.takes(p, contract)))
        made.append(Entry(team, row.id, points, contract))
    return sheet.id, made


@settings(max_examples=300, deadline=None)
@given(entries())
def test_a_sheets_total_is_the_sum_of_rows_times_multipliers(case: tuple[str, list[Entry]]
                                                             ) -> None:
    sheet_id, made = case
    sheet = sheet_by_id(sheet_id)
    state = fill(sheet, made)
    multiplier = {row.id: row.multiplier for row in sheet.rows}
    for team in (0, 1):
        assert state.totals[team] == sum(e.points * multiplier[e.row] for e in made
                                         if e.team == team)
        assert len(state.open[team]) == len(sheet.rows) - sum(e.team == team for e in made)
    assert state.difference == abs(state.totals[0] - state.totals[1])

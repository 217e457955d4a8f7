"""The Coiffeur sheet (JC-S1 … JC-S3, RJ8): its rows with their multipliers as data, each
team's entries checked against them, and the totals, open rows, leader and winner."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from rules.coiffeur.contract import CoiffeurContract, Kind
from rules.errors import Counted, RulesInputError, UnknownRulesetError
from rules.jass.deck import SUITS
from rules.jass.ranking import LAST_TRICK_BONUS, MATCH_BONUS

TEAMS = 2


class SheetError(RulesInputError):
    """An entry the sheet cannot hold: an unknown row, a row played twice, points out of
    range, a Joker's contract the sheet does not allow."""

    kind = "invalid-sheet-entry"



ROUND_POINTS = 152 + LAST_TRICK_BONUS  # J-14
MATCH_POINTS = ROUND_POINTS + MATCH_BONUS  # 257, RJ7
# RJ5: a Slalom or Guschti trick counts in its own direction, so a round may hold more.
MOVING_MAX = 301


@dataclass(frozen=True, slots=True)
class Row:
    id: str  # a suit id, obenabe, undenufe, slalom, guschti, or joker-<multiplier>
    multiplier: int
    kinds: frozenset[Kind]  # the contract types the row may be played as
    trump: str | None = None  # a suit row: its suit (RJ10: keyed by the Swiss suit)

    @property
    def joker(self) -> bool:
        return self.id.startswith("joker-")

    def allows(self, contract: CoiffeurContract) -> bool:
        if contract.kind not in self.kinds:
            return False
        return self.trump is None or (contract.trump is not None
                                      and contract.trump.value == self.trump)

    def max_points(self, contract: CoiffeurContract | None) -> int:
        moving = contract.changes_direction if contract is not None else bool(
            self.kinds & {Kind.SLALOM, Kind.GUSCHTI})
        return MOVING_MAX if moving else MATCH_POINTS

    def takes(self, points: int, contract: CoiffeurContract | None) -> bool:
        """0 … 157 or a Match's 257 (J-14, RJ7); a Slalom or Guschti 0 … 301 (RJ5)."""
        most = self.max_points(contract)
        if most == MATCH_POINTS:
            return 0 <= points <= ROUND_POINTS or points == MATCH_POINTS
        return 0 <= points <= most

    def allowed(self, contract: CoiffeurContract | None) -> str:
        most = self.max_points(contract)
        return f"0–{ROUND_POINTS}, {MATCH_POINTS}" if most == MATCH_POINTS else f"0–{most}"


@dataclass(frozen=True, slots=True)
class Sheet:
    id: str
    rows: tuple[Row, ...]
    joker_kinds: frozenset[Kind]  # RJ8: what a Joker row may be played as
    source: str

    def row(self, row_id: str, index: int | None = None) -> Row:
        for row in self.rows:
            if row.id == row_id:
                return row
        raise SheetError("coiffeur.unknown-row", field="row", index=index, row=row_id,
                         rows=", ".join(r.id for r in self.rows))


_SCHIEBER = frozenset({Kind.TRUMP, Kind.OBENABE, Kind.UNDENUFE})
_TEN = _SCHIEBER | {Kind.SLALOM, Kind.GUSCHTI}


def _sheet(sheet_id: str, order: Sequence[str], jokers: frozenset[Kind], source: str) -> Sheet:
    suits = {suit.value for suit in SUITS}
    rows = []
    for multiplier, row_id in enumerate(order, start=1):
        if row_id in suits:
            rows.append(Row(row_id, multiplier, frozenset({Kind.TRUMP}), row_id))
        elif row_id == "joker":
            rows.append(Row(f"joker-{multiplier}", multiplier, jokers))
        else:
            rows.append(Row(row_id, multiplier, frozenset({Kind(row_id)})))
    return Sheet(sheet_id, tuple(rows), jokers, source)


JASSREGLEMENT_8 = _sheet(
    "jassreglement-8", ("acorns", "roses", "shields", "bells", "obenabe", "undenufe", "joker",
                        "joker"), _SCHIEBER, "JV-C")
JASSEN_10 = _sheet(
    "jassen-10", ("roses", "acorns", "shields", "bells", "obenabe", "undenufe", "slalom",
                  "guschti", "joker", "joker"), _TEN, "JC-C")
SHEETS: Mapping[str, Sheet] = MappingProxyType({s.id: s for s in (JASSREGLEMENT_8, JASSEN_10)})
DEFAULT_SHEET = JASSREGLEMENT_8


def sheet_by_id(sheet_id: str) -> Sheet:
    try:
        return SHEETS[sheet_id.strip().lower()]
    except KeyError:
        raise UnknownRulesetError("coiffeur.unknown-sheet", field="sheet", sheet=sheet_id,
                                  sheets=", ".join(SHEETS)) from None


@dataclass(frozen=True, slots=True)
class Entry:
    team: int
    row: str
    points: int  # the points written: the declaring team's (a Misère's: its opponents')
    contract: CoiffeurContract | None = None  # the contract played: needed on a Joker row


@dataclass(frozen=True, slots=True)
class Cell:
    points: int
    value: int  # points × the row's multiplier (JC-S2)
    contract: CoiffeurContract | None


@dataclass(frozen=True, slots=True)
class SheetState:
    sheet: Sheet
    cells: tuple[tuple[Cell | None, ...], ...]  # by row, then team
    totals: tuple[int, ...]
    open: tuple[tuple[str, ...], ...]  # by team, in the sheet's order

    @property
    def complete(self) -> bool:
        return not any(self.open)

    @property
    def leader(self) -> int | None:
        """The team ahead (JC-S3); None on equal totals."""
        first, second = self.totals
        return None if first == second else (0 if first > second else 1)

    @property
    def difference(self) -> int:
        return abs(self.totals[0] - self.totals[1])

    @property
    def winner(self) -> int | None:
        """The team with the higher total once every row is played; None before or on a tie."""
        return self.leader if self.complete else None


def fill(sheet: Sheet, entries: Sequence[Entry]) -> SheetState:
    """The sheet after ``entries``; each team plays each row once (JC-1)."""
    cells: list[list[Cell | None]] = [[None] * TEAMS for _ in sheet.rows]
    index = {row.id: at for at, row in enumerate(sheet.rows)}
    for at, entry in enumerate(entries):
        if entry.team not in range(TEAMS):
            raise SheetError("coiffeur.invalid-team", field="team", index=at,
                             team=entry.team)
        row = sheet.row(entry.row, at)
        _check_contract(row, entry.contract, at)
        if not row.takes(entry.points, entry.contract):
            raise SheetError("coiffeur.invalid-points", field="points", index=at,
                             points=entry.points, allowed=row.allowed(entry.contract))
        if cells[index[row.id]][entry.team] is not None:
            raise SheetError("coiffeur.row-already-played", field="row", index=at,
                             row=row.id, team=Counted(entry.team))
        cells[index[row.id]][entry.team] = Cell(entry.points, entry.points * row.multiplier,
                                                entry.contract)
    totals = tuple(sum(cell.value for row_cells in cells
                       if (cell := row_cells[team]) is not None) for team in range(TEAMS))
    open_rows = tuple(tuple(row.id for row, c in zip(sheet.rows, cells, strict=True)
                            if c[team] is None) for team in range(TEAMS))
    return SheetState(sheet, tuple(tuple(c) for c in cells), totals, open_rows)


def _check_contract(row: Row, contract: CoiffeurContract | None, at: int) -> None:
    """RJ8: a Joker names the contract played, one the sheet allows; another row's contract,
    where given, is the row's own."""
    if contract is None:
        if row.joker:
            raise SheetError("coiffeur.joker-needs-contract", field="contract", index=at,
                             row=row.id)
        return
    if not row.allows(contract):
        raise SheetError("coiffeur.invalid-joker-contract" if row.joker
                         else "coiffeur.row-contract", field="contract", index=at,
                         row=row.id, contract=contract.slug)

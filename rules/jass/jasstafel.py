"""How a score stands on the Jasstafel: strokes for hundreds, fifties and twenties on the Z,
and the remainder written out ([S001]: "mit Hundertern, Fünfzigern, Zwanzigern, grossen
Zeichen und einer Restzahl"). Every fifth hundred is drawn as a big mark across four."""

from __future__ import annotations

from dataclasses import dataclass

from rules.errors import PositionError


@dataclass(frozen=True, slots=True)
class Tally:
    score: int
    hundreds: int  # strokes on the top bar of the Z
    fifties: int  # strokes across the diagonal
    twenties: int  # strokes on the bottom bar
    rest: int  # written out, 0 … 19

    @property
    def big_marks(self) -> int:
        """Groups of five hundreds, drawn as four strokes crossed by a fifth."""
        return self.hundreds // 5


def tally(score: int) -> Tally:
    if score < 0:
        raise PositionError("jass.jasstafel-negative", field="score")
    hundreds, rest = divmod(score, 100)
    fifties, rest = divmod(rest, 50)
    twenties, rest = divmod(rest, 20)
    return Tally(score, hundreds, fifties, twenties, rest)

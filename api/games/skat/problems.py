"""Skat's own problem types (its messages are in its words files, api/games/skat/<lang>.toml)."""

from __future__ import annotations

from api.errors.problems import ProblemType

# Skat's own problem types (API-skat.md), registered with its adapter.
PROBLEM_TYPES = (
    ProblemType("unsupported-house-rule", 400, "House rule not supported",
                "The request names a house rule the Skat ruleset does not contain (RS1: "
                "Kontra, Re, Ramsch, Bock are not in the ISkO)."),
    ProblemType("invalid-bid", 400, "Not a valid bid",
                "The bid is not one of the 63 Reizwerte (RS11, GET /api/v1/skat/bids)."),
    ProblemType("invalid-announcement", 400, "Announcement below the bid",
                "The game announced cannot reach the bid where the declarer knows it (RS9)."),
)

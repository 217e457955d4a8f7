"""Doppelkopf's own problem types (its messages are in its words files,
``api/games/doppelkopf/<lang>.toml``)."""

from __future__ import annotations

from api.errors.problems import ProblemType

# Doppelkopf's own problem types (API-doppelkopf.md), registered with its adapter.
PROBLEM_TYPES = (
    ProblemType("invalid-call", 422, "Invalid call",
                "A call that is not one of Doppelkopf's calls (re, kontra, keine_90, "
                "keine_60, keine_30, schwarz), or made for the other party (RD5)."),
    ProblemType("invalid-vorbehalt", 422, "Invalid Vorbehalt",
                "A declaration that is not one of the Vorbehalte of TSR 4.1.2 (gesund, "
                "hochzeit, lustsolo, pflichtsolo; RD9)."),
)

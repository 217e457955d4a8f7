"""Doppelkopf by the DDV's Turnier-Spielregeln (RULES-doppelkopf.md, section D)."""

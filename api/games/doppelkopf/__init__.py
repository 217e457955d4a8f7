"""Doppelkopf in the API: the two-copy deck, the rulesets, announcements and the score."""

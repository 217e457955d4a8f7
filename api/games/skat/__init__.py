"""Skat in the API (issue 26)."""

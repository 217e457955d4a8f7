"""Skat by the Internationale Skatordnung (RULES-skat.md, section S)."""

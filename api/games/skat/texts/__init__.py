"""Skat texts in de, en, fr."""

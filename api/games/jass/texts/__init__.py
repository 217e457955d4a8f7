"""Jass texts in de, en, fr."""

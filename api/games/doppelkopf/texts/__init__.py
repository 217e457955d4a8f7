"""Doppelkopf texts in de, en, fr (one module per language, the same keys)."""

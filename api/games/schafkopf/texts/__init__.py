"""Schafkopf texts in de, en, fr."""

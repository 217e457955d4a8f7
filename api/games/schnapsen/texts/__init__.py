"""Schnapsen texts in de, en, fr."""

"""Skat in the API."""

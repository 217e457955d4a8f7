"""Coiffeur in the API (its folder holds the templates of its sheet picture)."""

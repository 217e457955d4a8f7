"""Königrufen in the API: its class, words, examples and gallery."""

"""Schnapsen in the API: adapter, its routes, speaker, schemas, texts, glossary, examples."""

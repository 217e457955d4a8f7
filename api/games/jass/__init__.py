"""Schieber Jass in the API: adapter, its round routes, speaker, schemas, texts, glossary,
examples."""

"""Stichfest rules engine: pure, typed answers to "which card may I play, who wins the trick".

No web framework, no I/O. Cards, decks, contracts and rulesets are small immutable values; the
API in ``api/`` is a thin adapter around this package.
"""

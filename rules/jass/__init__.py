"""Schieber Jass: deck, contracts, rulesets, card ranking, legality and tricks."""

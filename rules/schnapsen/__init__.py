"""Schnapsen: deck, contract and talon, ranking, legality, leader actions, tricks, scoring."""

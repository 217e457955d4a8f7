"""Königrufen: Austrian Tarock for four, the 54-card pack, a called King and counting in threes."""

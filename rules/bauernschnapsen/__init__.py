"""Bauernschnapsen: four-handed Schnapsen with partners and announced contracts."""

"""Watten: the Tyrolean, South Tyrolean and Bavarian trick game of Schlag and Trumpf."""

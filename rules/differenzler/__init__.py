"""Differenzler: the Jass where each of four players estimates his own points."""

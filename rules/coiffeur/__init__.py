"""Coiffeur: the Schieber played as a whole evening, every row of a sheet once."""

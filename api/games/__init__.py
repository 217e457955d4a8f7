"""The generic game layer built from ``rules.registry.GAMES``, never naming a game (adapter,
answers, route factory, rounds, batch, ``GET /games``), and one folder per game with everything
that game adds to the API."""

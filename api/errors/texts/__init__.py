"""Problem texts in de, en and fr for the request steps, validation and the engine's shared
checks."""

"""Request and response schemas: the shared building blocks (``base``), the schemas built
from each game object (``game``), and the game-specific ones of the scoring endpoints."""

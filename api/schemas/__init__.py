"""Request and response schemas: the shared building blocks (``base``), the schemas built
from each game object (``game``), and the game-specific ones of the scoring endpoints."""

from api.schemas import coded

coded.install()  # before any schema's field is made: each reads its messages when made

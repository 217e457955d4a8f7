"""Request and response schemas: the shared building blocks (``base``), the schemas built
from each game object (``game``), the game-specific ones of the scoring endpoints, and
flask-smorest's blueprint, which documents them and sends problems (``blueprint``)."""

from api.schemas import coded

coded.install()  # before any schema's field is made: each reads its messages when made

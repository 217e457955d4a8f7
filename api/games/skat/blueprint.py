"""The Skat blueprint: the common operations (``api.games.routes``) and Skat's own
(``api.games.skat.routes``) are added to it."""

from __future__ import annotations

from api.schemas.blueprint import Blueprint

blp = Blueprint("skat", __name__, url_prefix="/api/v1/skat",
                description="Skat by the Internationale Skatordnung: legal cards (the Jacks "
                            "are trumps), tricks with Augen, the 63 bids and the score of a "
                            "game with every level named.")

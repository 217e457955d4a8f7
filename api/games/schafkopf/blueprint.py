"""The Schafkopf blueprint: the common operations (``api.games.routes``) and Schafkopf's own
(``api.games.schafkopf.routes``) are added to it."""

from __future__ import annotations

from api.schemas.blueprint import Blueprint

blp = Blueprint("schafkopf", __name__, url_prefix="/api/v1/schafkopf",
                description="Schafkopf: every standard contract, the called-ace duties, "
                            "tricks, bidding and the reckoning.")

"""The Jass blueprint: the common operations (``api.games.routes``) and Jass's own
(``api.games.jass.routes``) are added to it."""

from __future__ import annotations

from api.schemas.blueprint import Blueprint

blp = Blueprint("jass", __name__, url_prefix="/api/v1/jass",
                description="Schieber Jass: legal cards, tricks, deck and rules, and the "
                            "round: Weis, Stöck, the count, the target, the Schieben.")

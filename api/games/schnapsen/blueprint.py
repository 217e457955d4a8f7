"""The Schnapsen blueprint: the common operations (``api.games.routes``) and Schnapsen's own
(``api.games.schnapsen.routes``) are added to it."""

from __future__ import annotations

from api.smorest.blueprint import Blueprint

blp = Blueprint("schnapsen", __name__, url_prefix="/api/v1/schnapsen",
                description="Schnapsen: legal cards and leader actions, tricks, scores.")

"""The Doppelkopf blueprint: the common operations (``api.games.routes``) and Doppelkopf's own
(``api.games.doppelkopf.routes``) are added to it."""

from __future__ import annotations

from api.schemas.blueprint import Blueprint

blp = Blueprint("doppelkopf", __name__, url_prefix="/api/v1/doppelkopf",
                description="Doppelkopf by the DDV's Turnier-Spielregeln: every card twice, "
                            "three rulesets for the Dullen, tricks, announcements, the score "
                            "line by line and the Vorbehalt.")

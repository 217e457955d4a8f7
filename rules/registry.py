"""Every game the library knows, by id: the one list adapters are built from."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from rules.bauernschnapsen.game import BAUERNSCHNAPSEN
from rules.coiffeur.game import COIFFEUR
from rules.differenzler.game import DIFFERENZLER
from rules.doppelkopf.game import DOPPELKOPF
from rules.game import AnyGame as AnyGame  # where the API finds it
from rules.jass.game import JASS
from rules.koenigrufen.game import KOENIGRUFEN
from rules.schafkopf.game import SCHAFKOPF
from rules.schnapsen.game import SCHNAPSEN
from rules.sechsundsechzig.game import SECHSUNDSECHZIG
from rules.skat.game import SKAT
from rules.watten.game import WATTEN

GAMES: Mapping[str, AnyGame] = MappingProxyType(
    {game.id: game for game in (
        JASS, SCHNAPSEN, SCHAFKOPF, SECHSUNDSECHZIG, SKAT, DOPPELKOPF,
        WATTEN, BAUERNSCHNAPSEN, DIFFERENZLER, COIFFEUR, KOENIGRUFEN)})


def game_by_id(game_id: str) -> AnyGame:
    """The game, or KeyError naming the games there are."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"no game '{game_id}'; games: {', '.join(GAMES)}") from None

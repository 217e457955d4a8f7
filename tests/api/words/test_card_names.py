"""Card names in the players' grammar: French articles, elisions, contractions and the singular
of 0 and 1; English "an". As the answers show them, and the rules one by one."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from api.words.card_names import polish


def test_french_answers_elide_and_give_cards_their_article(client: FlaskClient) -> None:
    # The Swiss deck named (French answers default to the French deck).
    trick = client.get("/api/v1/jass/trick?contract=trump:roses&trick=SA,S6,S10,SK&lang=fr"
                       "&deck=swiss").json
    assert trick["rule"]["explanation"].startswith("L'As d'Écu remporte le pli")
    assert trick["cards"][1]["explanation"].startswith("Le 6 d'Écu est de la couleur demandée")
    assert "vaut 0 point." in trick["cards"][1]["explanation"]
    deck = client.get("/api/v1/jass/deck").json["cards"]
    assert next(c for c in deck if c["code"] == "SA")["names"]["fr"] == "As d'Écu"
    french = client.get("/api/v1/jass/trick?contract=obenabe&trick=RO,RK&deck=french&lang=fr").json
    assert french["cards"][0]["explanation"].startswith("La Dame de Cœur")


@pytest.mark.parametrize(("lang", "raw", "said"), [
    ("fr", "tu n'as pas de Écus", "tu n'as pas d'Écus"),
    ("fr", "le As de Écus", "l'As d'Écus"),
    ("fr", "défausser de le Roi de Roses", "défausser du Roi de Roses"),
    ("fr", "jouer à le 6 de Roses", "jouer au 6 de Roses"),
    ("fr", "tu n'es pas obligé de le jouer", "tu n'es pas obligé de le jouer"),
    ("fr", "le 8 de Roses", "le 8 de Roses"),
    ("fr", "plus faible que un atout", "plus faible qu'un atout"),
    ("fr", "vaut 0 points, 1 points, 10 points", "vaut 0 point, 1 point, 10 points"),
    ("en", "a Acorns card", "an Acorns card"),
    ("en", "a 8 of Roses", "an 8 of Roses"),
    ("en", "a trump, a 10 of Roses", "a trump, a 10 of Roses"),
    ("de", "de Écus", "de Écus"),
])
def test_polish(lang: str, raw: str, said: str) -> None:
    assert polish(lang, raw) == said

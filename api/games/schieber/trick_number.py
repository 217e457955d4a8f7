"""The trick's number of a Schieber game's legal-cards question: the hand tells it (10 − cards
in hand), and a ``trick_number`` sent with it must agree."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from marshmallow import fields, validate

from api.schemas.base import strict_int
from rules.errors import PositionError
from rules.jass.legality import MAX_HAND

TRICKS = MAX_HAND
TEXT = (f"The trick's number, 1 to {TRICKS}; on legal-cards optional, as the hand tells it "
        f"({TRICKS + 1} − cards in hand), and refused when it contradicts the hand.")


def trick_number_field(text: str = TEXT) -> fields.Integer:
    return strict_int(validate=validate.Range(1, TRICKS), metadata={"description": text})


def trick_number_param(text: str = TEXT) -> fields.Integer:
    return fields.Integer(validate=validate.Range(1, TRICKS), metadata={"description": text})


def hand_trick_number(game: str, body: Mapping[str, Any], cards: int) -> int:
    """The trick a hand of ``cards`` plays; a contradicting ``trick_number`` is refused
    (``<game>.trick-number``, an impossible position)."""
    number = TRICKS + 1 - cards
    sent = body.get("trick_number")
    if sent is not None and sent != number:
        raise PositionError(f"{game}.trick-number", field="trick_number", sent=sent,
                            number=number, cards=cards)
    return number

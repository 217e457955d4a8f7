"""The trick's number of a Schieber game's legal-cards question: the hand tells it (10 − cards
in hand), and a ``trick_number`` sent with it must agree (each game refuses it in its
own words)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from marshmallow import fields, validate

from api.schemas.base import strict_int
from rules.jass.legality import MAX_HAND

TRICKS = MAX_HAND
TEXT = (f"The trick's number, 1 to {TRICKS}; on legal-cards optional, as the hand tells it "
        f"({TRICKS + 1} − cards in hand), and refused when it contradicts the hand.")


def trick_number_field(text: str = TEXT) -> fields.Integer:
    return strict_int(validate=validate.Range(1, TRICKS), metadata={"description": text})


def trick_number_param(text: str = TEXT) -> fields.Integer:
    return fields.Integer(validate=validate.Range(1, TRICKS), metadata={"description": text})


def hand_trick_number(cards: int) -> int:
    """The trick a hand of ``cards`` plays."""
    return TRICKS + 1 - cards


def contradicts(body: Mapping[str, Any], cards: int) -> bool:
    """Whether the ``trick_number`` sent is not the trick the hand plays."""
    sent = body.get("trick_number")
    return sent is not None and sent != hand_trick_number(cards)

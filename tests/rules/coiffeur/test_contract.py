"""Coiffeur's contracts in their written forms (API-jass-variants.md): what is read, and
what is refused with a stable code naming the field."""

from __future__ import annotations

import pytest

from rules.coiffeur.game import COIFFEUR
from rules.errors import RulesInputError


@pytest.mark.parametrize(("parts", "slug"), [
    ({"type": "trump", "trump": "hearts"}, "trump:roses"),  # R16: the French alias
    ({"type": "obenabe"}, "obenabe"),
    ({"type": "slalom", "start": "undenufe"}, "slalom:undenufe"),
    ({"type": "guschti", "start": "obenabe"}, "guschti:obenabe"),
    ({"type": "misere", "direction": "undenufe"}, "misere:undenufe"),
    ({"type": "misere", "direction": "slalom-obenabe"}, "misere:slalom-obenabe"),
])
def test_json_forms(parts: dict[str, object], slug: str) -> None:
    assert COIFFEUR.contract_from_parts(parts).slug == slug


@pytest.mark.parametrize(("parts", "code", "field"), [
    # API draft: "start is required (no default: Slalom-Obenabe and Slalom-Undenufe are
    # different games)".
    ({"type": "slalom"}, "coiffeur.needs-start", "start"),
    ({"type": "guschti", "start": "sideways"}, "coiffeur.start", "start"),
    ({"type": "misere"}, "coiffeur.needs-direction", "direction"),
    ({"type": "misere", "direction": "slalom"}, "coiffeur.needs-start", "start"),
    ({"type": "misere", "direction": "trump"}, "coiffeur.direction", "direction"),
    ({"type": "slalom", "start": "obenabe", "trump": "roses"}, "jass.no-trump-leave-out",
     "trump"),
    ({"type": "obenabe", "start": "obenabe"}, "coiffeur.no-field", "start"),
    ({"type": "trump"}, "jass.needs-trump", "trump"),
    ({"type": "schieber"}, "coiffeur.contract-type", "type"),
])
def test_refusals_name_their_field(parts: dict[str, object], code: str, field: str) -> None:
    with pytest.raises(RulesInputError) as refused:
        COIFFEUR.contract_from_parts(parts)
    assert (refused.value.code, refused.value.field) == (code, field)


def test_every_contract_is_listed_once_and_no_misere_is_tout() -> None:
    slugs = [contract.slug for contract in COIFFEUR.contracts]
    assert len(slugs) == len(set(slugs)) == 4 + 2 + 4 + 4
    with pytest.raises(RulesInputError):
        COIFFEUR.parse_contract("misere:obenabe", tout=True)

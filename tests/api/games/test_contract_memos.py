"""The contracts remembered beyond a game's tables (issue 22: work done once) are keyed by what
a client sends, so they stay bounded however many spellings arrive, and a remembered contract
answers exactly as a freshly parsed one."""

from __future__ import annotations

from flask.testing import FlaskClient

from api.games import contract_reader as reader_module
from api.games.registry import ADAPTERS
from rules.errors import RulesInputError


def test_announced_skat_contracts_are_parsed_once_and_answer_alike(client: FlaskClient) -> None:
    reader = ADAPTERS["skat"].contract_reader
    body = {"contract": {"type": "grand", "hand": True, "ouvert": True}, "hand": ["CJ", "SA"],
            "lang": "en"}
    first = client.post("/api/v1/skat/legal-cards", json=body)
    key = frozenset(body["contract"].items())
    assert first.status_code == 200, first.get_data(as_text=True)
    assert key in reader.parsed  # not in the table of plain forms: remembered
    assert client.post("/api/v1/skat/legal-cards", json=body).data == first.data


def test_the_memo_stops_growing_at_its_cap(monkeypatch: object) -> None:
    """The request schema already bounds the forms (enums and booleans); the cap holds even
    so, for forms asked in any number of ways."""
    reader = ADAPTERS["skat"].contract_reader
    cap = len(reader.parsed) + 3
    monkeypatch.setattr(reader_module, "PARSED_CONTRACTS", cap)  # type: ignore[attr-defined]
    read = 0
    for hand in (True, False, None):
        for schneider in (True, False, None):
            for ouvert in (True, False, None):
                form = {"type": "grand", "hand": hand, "schneider": schneider,
                        "ouvert": ouvert}
                try:
                    reader.read({"contract": {k: v for k, v in form.items() if v is not None}})
                except RulesInputError:  # a combination RS5 refuses is not remembered
                    continue
                read += 1
    assert read > 3
    assert len(reader.parsed) == cap

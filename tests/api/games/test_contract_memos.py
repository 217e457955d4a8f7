"""The contracts remembered beyond a game's tables (work done once) are keyed by what
a client sends, so they stay bounded however many spellings arrive, and a remembered contract
answers exactly as a freshly parsed one."""

from __future__ import annotations

from flask.testing import FlaskClient

from api.games import contract_reader as reader_module
from api.games.registry import GAME_APIS
from rules.errors import RulesInputError


def test_announced_skat_contracts_are_parsed_once_and_answer_alike(client: FlaskClient) -> None:
    reader = GAME_APIS["skat"].contract_reader
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
    reader = GAME_APIS["skat"].contract_reader
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


def test_a_one_card_trick_is_remembered_per_contract_and_answers_alike(
        client: FlaskClient) -> None:
    """The trick so far of one card is judged once per contract and card
    (``GameApi.memo.led_states``): the same card led under another trump is another state."""
    led = {"hand": ["AK", "HU", "LA", "BU", "BO"], "trick": ["AU"], "talon": "closed",
           "lang": "en"}
    answers = {}
    for trump in ("acorns", "leaves"):
        body = {**led, "contract": {"trump": trump}}
        first = client.post("/api/v1/schnapsen/legal-cards", json=body)
        assert first.status_code == 200, first.get_data(as_text=True)
        again = client.post("/api/v1/schnapsen/legal-cards", json=body)
        assert again.data == first.data
        answers[trump] = first.json["trick"]
    assert answers["acorns"]["highest_trump"] == "AU"  # the acorns Unter led under acorns
    assert answers["leaves"]["highest_trump"] is None
    schnapsen = GAME_APIS["schnapsen"]
    acorns = schnapsen.contract_reader.read({"contract": {"trump": "acorns"}})
    assert (acorns, schnapsen.game.deck.parse("AU").ordinal) in schnapsen.memo.led_states


def test_the_one_card_tricks_stop_at_their_cap(client: FlaskClient, monkeypatch: object) -> None:
    from api.games import answers as answers_module
    states = GAME_APIS["jass"].memo.led_states
    monkeypatch.setattr(answers_module, "LED_STATES", len(states) + 1)  # type: ignore[attr-defined]
    for card in ("S6", "S7", "S8"):
        answer = client.post("/api/v1/jass/legal-cards", json={
            "contract": {"type": "trump", "trump": "bells"}, "hand": ["R9"], "trick": [card]})
        assert answer.status_code == 200, answer.get_data(as_text=True)
        assert answer.json["trick"]["led_card"] == card
    assert len(states) <= answers_module.LED_STATES


def test_a_listed_contract_read_from_json_is_the_listed_object_in_every_field() -> None:
    """The JSON forms read as the game's listed contracts themselves (the answers' tables
    find them by identity); a form that differs in a field left out of comparisons (how a
    Skat game was announced) stays its own object."""
    for game_id, adapter in GAME_APIS.items():
        listed = {id(c) for c in adapter.game.contracts}
        read = list(adapter.contract_reader.parts_table.values())
        equal = [c for c in read if c in adapter.game.contracts]
        assert equal, game_id
        assert all(id(c) in listed for c in equal), game_id
        for contract in read:
            twin = next(c for c in adapter.game.contracts if c == contract) \
                if contract in adapter.game.contracts else contract
            assert repr(twin) == repr(contract), game_id

"""A game's contract read from a request: the GET form (with Tout as its own parameter) or
the JSON form, through tables of the game's contracts made once, and the game's parser for
any other spelling."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from api.errors.rules_errors import within
from api.words.fixed_wording import contract_key
from rules.errors import RulesInputError
from rules.registry import AnyGame

Body = Mapping[str, Any]

PARSED_CONTRACTS = 4096  # JSON contract forms remembered per game beyond its table


class ContractReader:
    """A game's contract read from a request: the GET form (with Tout as its own parameter)
    or the JSON form. Every contract's canonical forms are keys of two tables of the game's
    contracts; other spellings (aliases, case) go through the game's parser."""

    def __init__(self, game: AnyGame) -> None:
        self.game = game
        # Each contract by its canonical GET form and Tout.
        self.slug_table: Mapping[tuple[str, bool], Any] = {
            (c.slug, c.tout): c for c in game.contracts}
        # Each contract by the fields of its JSON form as the request schema loads them.
        self.parts_table = contracts_by_parts(game)
        # JSON forms the table lacks (Skat's announcements), parsed once each: the contracts
        # a game accepts are few, but a key is the client's spelling, so the memo is capped.
        self.parsed: dict[frozenset[tuple[str, object]], Any] = {}

    def read(self, body: Body) -> Any:
        value = body["contract"]
        if isinstance(value, str):
            tout = bool(body.get("tout", False))
            announced = body.get("announced")
            if announced:  # the GET form's flags (Skat's announcements), applied by the game
                with within("contract"):
                    contract = self.game.parse_contract(value, tout)
                announce = self.game.announce  # type: ignore[attr-defined]  # a game with flags
                with within():
                    return announce(contract, split_list(announced))
            known = self.slug_table.get((value, tout))
            if known is not None:
                return known
            with within("contract"):
                return self.game.parse_contract(value, tout)
        key = None
        if type(value) is dict:  # every well-formed JSON form is a key of a table
            try:
                key = frozenset(value.items())
                known = self.parts_table.get(key)
                if known is None:
                    known = self.parsed.get(key)
            except TypeError:  # a value that is no string or boolean: the parser says so
                known = key = None
            if known is not None:
                return known
        with within("contract"):
            contract = self.game.contract_from_parts(value)
        if key is not None and len(self.parsed) < PARSED_CONTRACTS:
            self.parsed[key] = contract
        return contract


_READERS: dict[int, tuple[AnyGame, ContractReader]] = {}


def reader_of(game: AnyGame) -> ContractReader:
    """The contract reader of a game object (one per ruleset: a fixed few, made once each;
    the game is kept with it, so its id is never another's)."""
    known = _READERS.get(id(game))
    if known is None:
        known = _READERS[id(game)] = (game, ContractReader(game))
    return known[1]


def contracts_by_parts(game: AnyGame) -> dict[frozenset[tuple[str, object]], Any]:
    """Every contract of the game by the fields of its JSON form, as the request schema
    loads them (``type`` where the game has several, the suit field, ``tout`` where any
    type may be Tout; the French suit names too), each parsed once by the game."""
    forms = game.contract_forms
    typed, any_tout = len(forms) > 1, any(form.tout for form in forms)
    # A contract of the game's list is that very object where it equals it in every field,
    # those left out of comparisons too, so that the answers' tables (``Wording.contracts``)
    # find it by identity.
    listed = {contract_key(contract): contract for contract in game.contracts}
    table: dict[frozenset[tuple[str, object]], Any] = {}
    for form in forms:
        for suit in form.suits if form.suit_field else (None,):
            for tout in ((False, True) if form.tout else (False,)) if any_tout else (None,):
                parts: dict[str, object] = {}
                if typed:
                    parts["type"] = form.type
                if form.suit_field is not None:
                    parts[form.suit_field] = suit
                if tout is not None:
                    parts["tout"] = tout
                try:
                    parsed = game.contract_from_parts(parts)
                    table[frozenset(parts.items())] = listed.get(contract_key(parsed), parsed)
                except RulesInputError:  # not a contract (the parser refuses it each time)
                    continue
    return table


def split_list(value: str) -> list[str]:
    """A comma-separated query parameter as a list; empty means none."""
    return list(map(str.strip, value.split(","))) if value.strip() else []

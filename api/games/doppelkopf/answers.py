"""Doppelkopf in the API: how a position is read (the ruleset and the trick's number ride on
the contract, RD1, RD2), the contract and the trick as shown, the deck with its copies."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from api.errors.rules_errors import within
from api.games.answer_parts import deck_cards, read_cards
from api.games.doppelkopf.speaker import DoppelkopfSpeaker
from api.games.game_api import Body
from api.request.json_value import JsonObject
from api.words.fixed_wording import Wording
from api.words.speaker import Speaker
from rules.cards import Card
from rules.doppelkopf.contract import ContractType, DoppelkopfContract
from rules.doppelkopf.deck import (
    DOPPELKOPF_DECK,
    FUCHS,
    HAND_SIZE,
    KARLCHEN,
    augen,
)
from rules.doppelkopf.game import DOPPELKOPF, DoppelkopfPosition
from rules.doppelkopf.legality import Judgement
from rules.doppelkopf.ranking import trump_order
from rules.doppelkopf.ruleset import LAST_TRICK, ruleset_by_id
from rules.errors import Counted, PositionError
from rules.game import TrickOutcome
from rules.position import check_no_duplicates

CODE = DOPPELKOPF_DECK.code
# German-deck names per French suit and rank, for the deck answer's "french" block (the
# French deck is the native one here; the block names the other deck).
GERMAN_SUIT = {s: w for s, w in zip(DOPPELKOPF_DECK.suits,
                                    ("acorns", "leaves", "hearts", "bells"), strict=True)}
GERMAN_RANK = {r: {"jack": "under", "queen": "ober"}.get(r.value, r.value)
               for r in DOPPELKOPF_DECK.ranks}

LEGAL_EXAMPLE: JsonObject = {
    "contract": {"type": "normal"},
    "hand": ["CQ", "H10", "CA", "C9", "C9", "HA", "SK", "DJ", "D10", "S10", "HK"],
    "trick": ["CK"], "lang": "de"}
DAMENSOLO_EXAMPLE: JsonObject = {
    "contract": {"type": "damensolo"},
    "hand": ["H10", "HQ", "HJ", "CA", "DQ"], "trick": ["HK"], "lang": "en"}
TRICK_EXAMPLE: JsonObject = {"contract": {"type": "normal"},
                                 "trick": ["H10", "CQ", "H10", "DA"], "ruleset": "dulle",
                                 "trick_number": 12, "lang": "en"}


def speaker(lang: str, deck: str) -> DoppelkopfSpeaker:
    return DoppelkopfSpeaker(lang=lang, deck=deck or "french")


def read_tricks(tricks: Sequence[Sequence[str]], field: str) -> tuple[tuple[Card, ...], ...]:
    read = read_cards(DOPPELKOPF_DECK, {f"{field}/{i}": list(t) for i, t in enumerate(tricks)})
    return tuple(read[f"{field}/{i}"] for i in range(len(tricks)))


def trick_number_of(body: Body) -> int | None:
    """RD2: legal-cards counts 13 − cards in hand; the trick endpoint takes ``trick_number``
    or ``history`` (which must agree), else none."""
    hand = body.get("hand")
    if isinstance(hand, list):
        return HAND_SIZE + 1 - len(hand) if 1 <= len(hand) <= HAND_SIZE else None
    number = body.get("trick_number")
    history = body.get("history")
    if history is None:
        return number if isinstance(number, int) else None
    earlier = read_tricks(history, "history")
    trick = read_cards(DOPPELKOPF_DECK, {"trick": body.get("trick", [])})["trick"]
    check_no_duplicates([*trick, *(c for t in earlier for c in t)], "history",
                        DOPPELKOPF_DECK.copies)
    if number is not None and number != len(earlier) + 1:
        raise PositionError("doppelkopf.trick-number", field="trick_number", number=number,
                            earlier=len(earlier), trick=Counted(len(earlier)))
    return len(earlier) + 1


def playing(body: Body, contract: DoppelkopfContract) -> DoppelkopfContract:
    with within():
        ruleset = ruleset_by_id(str(body.get("ruleset", "ddv")))
    return contract.playing(ruleset, trick_number_of(body))


def position(body: Body, contract: DoppelkopfContract, hand: tuple[Card, ...],
             trick: tuple[Card, ...]) -> DoppelkopfPosition:
    return DoppelkopfPosition(contract, hand, trick)


def contract_out(contract: DoppelkopfContract, speaker: Speaker) -> JsonObject:
    return {"type": contract.type.value,
            "trump": contract.trump.value if contract.trump else None,
            "slug": contract.slug, "name": speaker.contract(contract),
            "solo": contract.solo,
            "trumps": [CODE(c) for c in trump_order(contract)]}


def _assumed(contract: DoppelkopfContract, speaker: Speaker) -> list[dict[str, str]]:
    if contract.trick_number is not None:
        return []
    return [{"rule": "RD2", "text": speaker.say("note.assumed_not_last")}]


def extras(position: DoppelkopfPosition, judgement: Judgement,
           said: Wording) -> JsonObject:
    contract = position.contract
    return {"trick_number": judgement.trick_number, "options": contract.ruleset.options,
            "assumed": []}


def trick_facts(contract: DoppelkopfContract, outcome: TrickOutcome) -> JsonObject:
    """What the trick holds for the Sonderpunkte (D-35, RD11, RD12); whether a fact earns a
    point depends on the parties, which the score knows."""
    cards = [c.card for c in outcome.cards]
    sonder = contract.type in (ContractType.NORMAL, ContractType.HOCHZEIT)
    return {"doppelkopf": outcome.complete and sum(augen(c) for c in cards) >= 40,
            "fuechse": [i for i, c in enumerate(cards) if c == FUCHS] if sonder else [],
            "karlchen": outcome.complete and contract.trick_number == LAST_TRICK
            and outcome.winning_card == KARLCHEN}


def trick_extras(body: Body, contract: DoppelkopfContract, outcome: TrickOutcome,
                 said: Wording) -> JsonObject:
    return {"trick_number": contract.trick_number, "options": contract.ruleset.options,
            "led": outcome.led, "assumed": _assumed(contract, said.speaker),
            "winning_index": outcome.winner, "facts": trick_facts(contract, outcome)}


def deck_answer() -> JsonObject:
    cards, suits = deck_cards(DOPPELKOPF_DECK, speaker, GERMAN_SUIT, GERMAN_RANK, "french")
    # The "french" block of the shared shape names the other deck: here the German one. It
    # stays for v1; "german" says the same under the deck's own name (as in Skat).
    cards, suits = _other_deck_names(cards, suits)
    for card_out in cards:
        card_out["german"] = dict(card_out["french"])
    for suit_out in suits:
        suit_out["german"] = suit_out["french"]
        suit_out["german_names"] = suit_out["french_names"]
    for card_out, card in zip(cards, DOPPELKOPF_DECK.cards, strict=True):
        card_out["points"] = {"all": augen(card)}
        card_out["augen"] = augen(card)
        card_out["copies"] = DOPPELKOPF_DECK.copies
    return {"game": DOPPELKOPF.id, "size": len(DOPPELKOPF_DECK),
            "copies": DOPPELKOPF_DECK.copies, "suits": suits,
            "ranks": [r.value for r in DOPPELKOPF_DECK.ranks], "cards": cards}


def _other_deck_names(cards: list[dict[str, Any]], suits: list[dict[str, Any]]
                      ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    for card_out, card in zip(cards, DOPPELKOPF_DECK.cards, strict=True):
        card_out["french"]["names"] = {lang: speaker(lang, "german").card_name(card)
                                       for lang in ("de", "en", "fr")}
    for suit_out, suit in zip(suits, DOPPELKOPF_DECK.suits, strict=True):
        suit_out["french_names"] = {lang: speaker(lang, "german").suit(suit)
                                    for lang in ("de", "en", "fr")}
    return cards, suits


def codes(cards: Sequence[Card]) -> list[str]:
    return [CODE(c) for c in cards]

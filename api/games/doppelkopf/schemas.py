"""Doppelkopf requests and answers beyond the common ones: the trick's number and history,
the contract with its seats, the score in both forms, the Vorbehalt."""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from api.schemas.base import (
    ContractOut,
    DeckCard,
    DeckResponse,
    DeckSuit,
    FrenchDeckCard,
    LegalCardsResponse,
    Names,
    RequestSchema,
    ResponseSchema,
    RuleRef,
    StrictBoolean,
    TrickResponse,
    lang_field,
    shared,
    strict_int,
)
from api.schemas.game import contract_schema, ruleset_field
from rules.doppelkopf.announcements import CALLS
from rules.doppelkopf.vorbehalt import DECLARATIONS, PRECEDENCE
from rules.registry import GAMES

DOPPELKOPF = GAMES["doppelkopf"]
PLAYERS, HAND = DOPPELKOPF.players, DOPPELKOPF.hand_size
CARD = fields.String(validate=validate.Length(min=1, max=40))
_TRICK_RE = rf"[^,;]{{1,40}}(,[^,;]{{1,40}}){{{PLAYERS - 1}}}"
HISTORY_PATTERN = rf"^({_TRICK_RE}(;{_TRICK_RE}){{0,{HAND - 2}}})?$"
HISTORY_TEXT = ("The earlier tricks, each four cards, first = led (RD2): they give the trick's "
                "number and count toward the two copies of every card.")
NUMBER_TEXT = ("The trick's number, 1 to 12 (RD2): only the dulle ruleset's last trick and "
               "the Karlchen need it; without it (or history) the trick is taken as not the "
               "last.")


def history_field() -> fields.List[Any]:
    return fields.List(fields.List(CARD, validate=validate.Length(equal=PLAYERS)),
                       validate=validate.Length(max=HAND - 1),
                       metadata={"description": HISTORY_TEXT})


def history_param() -> fields.String:
    return fields.String(validate=validate.Regexp(HISTORY_PATTERN),
                         metadata={"description": HISTORY_TEXT + " Cards comma-separated, "
                                                  "tricks separated by ';'."})


def trick_number_field() -> fields.Integer:
    return strict_int(validate=validate.Range(1, HAND), metadata={"description": NUMBER_TEXT})


def trick_number_param() -> fields.Integer:
    return fields.Integer(validate=validate.Range(1, HAND),
                          metadata={"description": NUMBER_TEXT})


class DoppelkopfContractOut(ContractOut):
    solo = fields.Boolean(required=True, metadata={"description": "Scored as a solo."})
    trumps = fields.List(fields.String(), required=True,
                         metadata={"description": "Every distinct trump, strongest first; "
                                                  "each is in the pack twice."})


class AssumedOut(ResponseSchema):
    rule = fields.String(required=True)
    text = fields.String(required=True)


class RulesetOptions(ResponseSchema):
    dulle = fields.String(required=True, metadata={
        "enum": ["first", "second_except_last", "second"],
        "description": "Which of two Herz 10s wins (RD1, D-V1)."})


class DoppelkopfLegalCardsResponse(LegalCardsResponse):
    contract = fields.Nested(DoppelkopfContractOut, required=True)
    trick_number = fields.Integer(required=True, metadata={"description": "13 − cards in "
                                                                          "hand (RD2)."})
    options = fields.Nested(RulesetOptions, required=True)
    assumed = fields.List(fields.Nested(AssumedOut), required=True)


class TrickFactsOut(ResponseSchema):
    doppelkopf = fields.Boolean(required=True, metadata={"description": "≥ 40 Augen."})
    fuechse = fields.List(fields.Integer(), required=True, metadata={
        "description": "Places of the Karo Asse (normal game and Hochzeit only)."})
    karlchen = fields.Boolean(required=True, metadata={
        "description": "Trick 12, won by a Kreuz Bube (RD11)."})


class DoppelkopfTrickResponse(TrickResponse):
    contract = fields.Nested(DoppelkopfContractOut, required=True)
    trick_number = fields.Integer(allow_none=True, required=True)
    options = fields.Nested(RulesetOptions, required=True)
    led = fields.String(required=True)
    winning_index = fields.Integer(required=True)
    assumed = fields.List(fields.Nested(AssumedOut), required=True)
    facts = fields.Nested(TrickFactsOut, required=True)


def _seat(description: str) -> Any:
    return strict_int(validate=validate.Range(0, PLAYERS - 1),
                      metadata={"description": description})


def seated_contract() -> type[RequestSchema]:
    """The contract of a score or round body, with the seats it cannot derive."""
    return type("DoppelkopfSeatedContract", (contract_schema(DOPPELKOPF),), {
        "soloist": _seat("A solo's soloist (D-5)."),
        "hochzeiter": _seat("The Hochzeiter; must hold both Kreuz Damen."),
        "pflicht": StrictBoolean(load_default=False, metadata={
            "description": "A Pflichtsolo: the soloist leads (D-9)."})})


SEATED_CONTRACT = seated_contract()


def leader_field() -> Any:
    """``leader`` of a score or round body: no default in the schema, so that a Pflichtsolo
    can tell a leader given from one left out (D-9)."""
    return strict_int(validate=validate.Range(0, PLAYERS - 1), metadata={
        "description": "The seat that leads the first trick (D-9); seats in the order of "
                       "play. Left out: seat 0, the dealer's left neighbour (RD13); in a "
                       "Pflichtsolo the soloist, and a leader given must be the soloist."})


class AnnouncementIn(RequestSchema):
    seat = _seat("The caller's seat (tricks form and round check).")
    party = fields.String(validate=validate.OneOf(["re", "kontra"]),
                          metadata={"description": "The caller's party (summary form).",
                                    **shared("DoppelkopfParty")})
    call = fields.String(required=True, validate=validate.OneOf(CALLS))
    at = strict_int(validate=validate.Range(0, PLAYERS * HAND), metadata={
        "description": "Cards played before the call: 0 = before the first card."})


class PartiesIn(RequestSchema):
    re = fields.List(_seat("A Re seat."), validate=validate.Length(1, 2))


class Counts(RequestSchema):
    re = strict_int(required=True, validate=validate.Range(0, 240))
    kontra = strict_int(required=True, validate=validate.Range(0, 240))


class SonderpunktIn(RequestSchema):
    kind = fields.String(required=True,
                         validate=validate.OneOf(["doppelkopf", "fuchs_gefangen", "karlchen"]))
    party = fields.String(required=True, validate=validate.OneOf(["re", "kontra"]),
                          metadata={"description": "The party the point counts for.",
                                    **shared("DoppelkopfParty")})


class HochzeitIn(RequestSchema):
    partner_found = StrictBoolean(required=True)
    klaerungsstich = strict_int(validate=validate.Range(1, 3))


class DoppelkopfScoreRequest(RequestSchema):
    contract = fields.Nested(SEATED_CONTRACT, required=True)
    ruleset = ruleset_field(DOPPELKOPF)
    leader = leader_field()
    hands = fields.List(fields.List(CARD, validate=validate.Length(equal=HAND)),
                        validate=validate.Length(equal=PLAYERS))
    parties = fields.Nested(PartiesIn)
    tricks = fields.List(fields.List(CARD, validate=validate.Length(equal=PLAYERS)),
                         validate=validate.Length(equal=HAND),
                         metadata={"description": "Tricks form: the 12 tricks in order, cards "
                                                  "in playing order."})
    augen = fields.Nested(Counts, metadata={"description": "Summary form; sums to 240."})
    tricks_won = fields.Nested(Counts, metadata={"description": "Summary form; sums to 12."})
    announcements = fields.List(fields.Nested(AnnouncementIn), load_default=list,
                                validate=validate.Length(max=24))
    sonderpunkte = fields.List(fields.Nested(SonderpunktIn), load_default=list,
                               validate=validate.Length(max=40))
    hochzeit = fields.Nested(HochzeitIn)
    lang = lang_field()


class PointOut(ResponseSchema):
    id = fields.String(required=True)
    party = fields.String(required=True)
    points = fields.Integer(required=True)
    trick = fields.Integer()
    rule = fields.Nested(RuleRef, required=True)


class CallOut(ResponseSchema):
    index = fields.Integer(required=True)
    seat = fields.Integer(allow_none=True, required=True)
    party = fields.String(required=True)
    call = fields.String(required=True)
    at = fields.Integer(allow_none=True, required=True)
    counts = fields.List(fields.String(), required=True)
    cards_in_hand = fields.Integer(allow_none=True, required=True)
    in_time = fields.Boolean(allow_none=True, required=True)
    rule = fields.Nested(RuleRef, required=True)


class DoppelkopfPartiesOut(ResponseSchema):
    re = fields.List(fields.Integer(), required=True, metadata={"description": "The Re "
                                                                "party's seats."})
    kontra = fields.List(fields.Integer(), required=True)


class DoppelkopfHochzeitOut(ResponseSchema):
    klaerungsstich = fields.Integer(allow_none=True, required=True, metadata={
        "description": "The Klärungsstich, where a Hochzeit found its partner, or null."})
    partner = fields.Integer(allow_none=True, required=True)


class DoppelkopfPartyCountOut(ResponseSchema):
    re = fields.Integer(required=True)
    kontra = fields.Integer(required=True)


class DoppelkopfTargetOut(ResponseSchema):
    needs = fields.String(required=True, metadata={"description": "What the party needs to "
                                                   "win, in words."})
    augen = fields.Integer(allow_none=True, required=True, metadata={
        "description": "The Augen it needs, or null where tricks decide."})
    tricks = fields.Integer(allow_none=True, required=True, metadata={
        "description": "The tricks it needs (12, or 1 against schwarz), or null."})
    rule = fields.String(required=True)


class DoppelkopfTargetsOut(ResponseSchema):
    re = fields.Nested(DoppelkopfTargetOut, required=True)
    kontra = fields.Nested(DoppelkopfTargetOut, required=True)


class DoppelkopfChecksOut(ResponseSchema):
    sum_zero = fields.Boolean(required=True, metadata={"description": "D-37: the seats' "
                                                       "results sum to 0."})
    parity = fields.String(required=True, metadata={"description": "even, odd or mixed (D-37: "
                                                    "all even or all odd)."})


class DoppelkopfScoredTrickOut(ResponseSchema):
    number = fields.Integer(required=True)
    leader = fields.Integer(required=True)
    winner = fields.Integer(required=True)
    cards = fields.List(fields.String(), required=True)
    points = fields.Integer(required=True)


class DoppelkopfScoreResponse(ResponseSchema):
    game = fields.String(required=True)
    ruleset = fields.String(required=True)
    options = fields.Nested(RulesetOptions, required=True)
    lang = fields.String(required=True)
    contract = fields.Nested(DoppelkopfContractOut, required=True)
    parties = fields.Nested(DoppelkopfPartiesOut, required=True)
    hochzeit = fields.Nested(DoppelkopfHochzeitOut, allow_none=True, required=True)
    augen = fields.Nested(DoppelkopfPartyCountOut, required=True)
    tricks_won = fields.Nested(DoppelkopfPartyCountOut, required=True)
    announcements = fields.List(fields.Nested(CallOut), required=True)
    targets = fields.Nested(DoppelkopfTargetsOut, required=True)
    winner = fields.String(allow_none=True, required=True, metadata={
        "description": "The winning party, re or kontra; null where neither reached its "
                       "target (D-33)."})
    rule = fields.Nested(RuleRef, required=True)
    breakdown = fields.List(fields.Nested(PointOut), required=True)
    game_value = fields.Integer(allow_none=True, required=True)
    value_re = fields.Integer(required=True)
    sonderpunkte = fields.List(fields.Nested(PointOut), required=True)
    sonderpunkte_re = fields.Integer(required=True)
    solo = fields.Boolean(required=True)
    multiplier = fields.Integer(required=True)
    per_player = fields.Nested(DoppelkopfPartyCountOut, required=True, metadata={
        "description": "What each player of a party scores."})
    per_seat = fields.List(fields.Integer(), allow_none=True, required=True)
    checks = fields.Nested(DoppelkopfChecksOut, allow_none=True, required=True)
    tricks = fields.List(fields.Nested(DoppelkopfScoredTrickOut), metadata={
        "description": "Where the tricks were given: each as counted."})


class VorbehaltRequest(RequestSchema):
    declared = fields.List(fields.String(validate=validate.OneOf(DECLARATIONS)),
                           required=True, validate=validate.Length(equal=PLAYERS),
                           metadata={"description": "One per seat, from the dealer's left."})
    lang = lang_field()


class IgnoredOut(ResponseSchema):
    seat = fields.Integer(required=True)
    declared = fields.String(required=True)
    rule = fields.String(required=True)


class VorbehaltResponse(ResponseSchema):
    # The game the table plays (not the API's game id): a normal game or the Vorbehalt won.
    game = fields.String(required=True, validate=validate.OneOf(("normal", *PRECEDENCE)))
    seat = fields.Integer(allow_none=True, required=True)
    leader = fields.Integer(required=True)
    lang = fields.String(required=True)
    rule = fields.Nested(RuleRef, required=True)
    ignored = fields.List(fields.Nested(IgnoredOut), required=True)


OTHER_DECK = ("The German deck's suit, rank and names. The shared shape calls this block "
              "`french` (the other deck of the German-deck games); Doppelkopf's own deck is the "
              "French one, so it is kept for v1 and `german` holds the same, as in Skat.")


class DoppelkopfDeckCard(DeckCard):
    french = fields.Nested(FrenchDeckCard, required=True, metadata={"description": OTHER_DECK})
    german = fields.Nested(FrenchDeckCard, required=True, metadata={
        "description": "The German deck's suit, rank and names (RD15)."})
    augen = fields.Integer(required=True, metadata={"description": "The card's Augen (D-2)."})
    copies = fields.Integer(required=True, metadata={"description": "Every card twice (D-1)."})


class DoppelkopfDeckSuit(DeckSuit):
    french = fields.String(required=True, metadata={"description": OTHER_DECK})
    french_names = fields.Nested(Names, required=True, metadata={"description": OTHER_DECK})
    german = fields.String(required=True, metadata={
        "description": "The suit in the German deck (RD15)."})
    german_names = fields.Nested(Names, required=True)


class DoppelkopfDeckResponse(DeckResponse):
    suits = fields.List(fields.Nested(DoppelkopfDeckSuit), required=True)
    cards = fields.List(fields.Nested(DoppelkopfDeckCard), required=True)

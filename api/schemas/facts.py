"""The facts a verdict's rule used (``rule.facts``): one documented shape for every game.

Values are card codes, suit ids, ids, counts and flags, never prose, so that an app can word
its own text. Each game fills the keys it uses (listed per key); a key that does not apply to
the position is null. The set of keys is stable: keys may be added, never renamed.
"""

from __future__ import annotations

from marshmallow import EXCLUDE, Schema, fields


def _card(description: str) -> fields.String:
    return fields.String(allow_none=True, metadata={"description": f"A card code: {description}"})


def _suit(description: str) -> fields.String:
    return fields.String(allow_none=True, metadata={"description": f"A suit id: {description}"})


def _flag(description: str) -> fields.Boolean:
    return fields.Boolean(metadata={"description": description})


def _count(description: str) -> fields.Integer:
    return fields.Integer(allow_none=True, metadata={"description": description})


class VerdictFacts(Schema):
    """Every game: ``obliging_card``, ``all_legal``."""

    class Meta:  # as api.schemas.base.ResponseSchema, which imports this module
        unknown = EXCLUDE
        ordered = True

    obliging_card = _card("the card of the hand that decided this verdict: the card of the "
                          "led suit you must follow with, the higher trump held, the called "
                          "Sau, the Puur you need not play, the card of a marriage; null if "
                          "none (all games).")
    all_legal = _flag("Every card of the hand is legal in this answer (all games).")
    # Jass and Schnapsen
    led_suit = _suit("the printed suit of the led card; null when you lead (Jass, Schnapsen).")
    trump_suit = _suit("the trump suit; null in Obenabe and Undenufe (Jass, Schnapsen).")
    trump_led = _flag("A trump was led (Jass, Schnapsen).")
    # Jass
    can_follow = _flag("The hand holds a card of the led suit (Schafkopf: of what the lead "
                       "counts as, trump or a plain suit) (Jass, Schafkopf).")
    trumps_held = _count("Trumps in the hand (Jass).")
    legal_trumps = _count("Trumps of the hand that are legal in this answer: under the "
                          "standard ruleset a trump may replace following suit (J-V1) (Jass).")
    only_trumps = _flag("The hand holds nothing but trumps (Jass).")
    highest_trump = _card("the highest trump lying in the trick (Jass).")
    highest_trump_is_puur = _flag("That trump is the Puur, the Under of trumps (Jass).")
    highest_trump_is_naell = _flag("That trump is the Näll, the 9 of trumps (Jass).")
    higher_trump = _card("a trump of the hand above the trick's highest trump, another than "
                         "the Puur where one is held (Jass).")
    puur = _card("the Puur, if the hand holds it (Jass).")
    may_trump_instead = _flag("The ruleset lets a player trump while able to follow: "
                              "standard (J-V1) (Jass).")
    # Schafkopf
    led = fields.String(allow_none=True, metadata={
        "description": "What the lead counts as: a suit id, or 'trump' (Schafkopf, Skat)."})
    led_card = _card("the led card (Schafkopf, Schnapsen, Skat).")
    trump_count = _count("Trumps in the contract (Schafkopf).")
    card_is_trump = _flag("This card is a trump in the contract (Schafkopf).")
    called_ace = _card("the called Sau of a Rufspiel (Schafkopf).")
    called_ace_state = fields.String(allow_none=True, metadata={
        "enum": ["unsearched", "searched", "free", "not_held", None],
        "description": "The called Sau for this hand: held and its suit not led yet "
                       "(unsearched), its suit led in this trick (searched), its suit led in "
                       "an earlier trick, a run-away included, so it is free (free, R10), "
                       "not in this hand (not_held); null outside a Rufspiel (Schafkopf)."})
    called_suit_cards = _count("Cards of the called suit in the hand (Schafkopf).")
    may_run_away = _flag("On this lead the holder may run away: four or more cards of the "
                         "called suit with the Sau, suit not led yet (K-9) (Schafkopf).")
    assumed = _flag("No earlier tricks were given: the called suit is assumed not led yet "
                    "(R11) (Schafkopf).")
    trick_number = _count("The trick being played, 1 to 8 (Schafkopf).")
    # Doppelkopf and Skat
    printed_led_suit_trumps = fields.List(fields.String(), metadata={
        "description": "Card codes: the hand's trumps printed in the led plain suit, which do "
                       "not follow it (a Dame, Bube or Herz 10; a Jack in Skat); empty if none "
                       "(D-19, S-14) (Doppelkopf, Skat)."})
    led_trump_printed_suit_cards = fields.List(fields.String(), metadata={
        "description": "Card codes: a trump was led, and these cards of the hand are printed in "
                       "its suit but are no trumps, so they do not follow it; empty if none "
                       "(D-19, S-14) (Doppelkopf, Skat)."})
    # Skat
    void = _flag("The hand holds no card of what the lead counts as: a Jack is no card of its "
                 "printed suit outside Null (S-14) (Skat).")
    contract_type = fields.String(metadata={"enum": ["suit", "grand", "null"],
                                            "description": "The game type (Skat)."})
    jack_is_trump = _flag("This card is a Jack and so a trump, not a card of its printed suit "
                          "(S-14; false in Null) (Skat).")
    # Schnapsen
    talon = fields.String(metadata={"enum": ["open", "closed", "exhausted"],
                                    "description": "The talon's state (Schnapsen)."})
    stage = fields.String(allow_none=True, metadata={
        "enum": ["head", "follow_lower", "trump", "any", None],
        "description": "Talon closed or exhausted, second player: the first stage of N-5/N-6 "
                       "that fits the hand; null otherwise (Schnapsen)."})
    stage_number = _count("That stage as 1 to 4 (Schnapsen).")
    marriage_suit = _suit("the suit of the marriage announced with this lead (Schnapsen).")
    marriage_points = _count("20, or 40 in trumps (Schnapsen).")
    marriage_before_closing = _flag("The marriage was announced with the talon open and the "
                                    "talon closed after it, before this lead (RM13; "
                                    "Schnapsen).")

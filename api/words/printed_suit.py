"""Where the trumps are a suit of their own (Doppelkopf, Skat), a card printed in one suit may
count as another: a Dame or a Jack printed in the led suit is a trump and does not follow it,
and a led trump is no card of its printed suit. Every sentence of such a position says so:
the verdicts from the position's facts (``printed_led_suit_trumps``,
``led_trump_printed_suit_cards``), the trick's cards from their roles."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from api.errors.messages import joined
from api.words.phrases import capitalised
from api.words.speaker import Speaker
from rules.cards import Card
from rules.game import Role, TrickCard, TrickOutcome
from rules.verdict import PositionFacts, Verdict


def _cards(value: object) -> tuple[Card, ...]:
    return value if isinstance(value, tuple) else ()


def printed_note(speaker: Speaker, facts: PositionFacts) -> tuple[str, tuple[Card, ...], bool]:
    """The sentence on the hand's cards whose printed suit misleads, the cards, and whether a
    trump was led (they are plain cards of its suit); no sentence where none is held."""
    shared = facts.shared
    trumps = _cards(shared.get("printed_led_suit_trumps"))
    plain = _cards(shared.get("led_trump_printed_suit_cards"))
    led_card = shared.get("led_card")
    cards = trumps or plain
    if not cards or not isinstance(led_card, Card):
        return "", (), False
    named = joined(speaker.lang, [speaker.say("printed.card", card=speaker.card(card))
                                  for card in cards])
    number = "one" if len(cards) == 1 else "many"
    suit = speaker.suit(led_card.suit)
    if trumps:
        note = speaker.say(f"printed.trumps.{number}", cards=named, led_suit=suit)
    else:
        note = speaker.say(f"printed.led_trump.{number}", cards=named, printed_suit=suit,
                           led=speaker.the_card(led_card))
    return capitalised(note), cards, not trumps


def with_printed_note(speaker: Speaker, sentences: Sequence[str], verdicts: Sequence[Verdict],
                      facts: PositionFacts, says_trump: Collection[str],
                      says_led_trump: Collection[str]) -> list[str]:
    """Each verdict's sentence, with the note where the hand holds such cards; a sentence
    that already says it (``says_trump``: of its own card, the only one; ``says_led_trump``:
    of the led trump) stays as it is."""
    note, cards, trump_led = printed_note(speaker, facts)
    if not note:
        return list(sentences)
    said = []
    for verdict, sentence in zip(verdicts, sentences, strict=True):
        told = (verdict.case in says_led_trump if trump_led
                else verdict.case in says_trump and cards == (verdict.card,))
        said.append(sentence if told else f"{sentence} {note}")
    return said


def printed_trick_card(speaker: Speaker, trick_card: TrickCard, outcome: TrickOutcome,
                       otherwise: Callable[[], str]) -> str:
    """A trick's card printed in the led card's suit that counts as another: a trump to a
    plain lead, or a plain card to a trump lead; ``otherwise`` the card's usual sentence."""
    led = outcome.cards[0]
    card = trick_card.card
    if card.suit is not led.card.suit or (trick_card.role is Role.TRUMP) == (
            led.role is Role.TRUMP):
        return otherwise()
    key = ("trick_card.trump.printed" if trick_card.role is Role.TRUMP
           else "trick_card.off_suit_trump_led.printed")
    sentence = speaker.say(key, card=speaker.card(card), led=speaker.the_card(led.card),
                           led_suit=speaker.suit(led.card.suit),
                           printed_suit=speaker.suit(led.card.suit), points=trick_card.points)
    if outcome.complete and trick_card.rank_in_trick == 1:
        sentence += " " + speaker.say("trick_card.winner")
    return sentence

"""Watten sentences: the contract as Schlag and Trumpf, the Weli by its own name, the verdicts
of the trump duty, each card's part in a trick, the lines of a round's score, and the values
of its problems that people read as words."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType, TracebackType

from api.errors.messages import Text
from api.words.speaker import Speaker, Voice
from rules.cards import Card
from rules.errors import RulesInputError
from rules.game import TrickCard, TrickOutcome
from rules.verdict import Facts
from rules.watten.contract import WattenContract
from rules.watten.ruleset import WELI, Role
from rules.watten.score import ScoreItem

# Each voice with the Weli named as the players name it, made once per voice.
_WELI_VOICES: dict[int, tuple[Voice, Voice]] = {}


@dataclass(frozen=True, slots=True)
class WattenSpeaker(Speaker):
    game: str = "watten"
    lang: str = "de"
    deck: str = "german"

    def __post_init__(self) -> None:
        Speaker.__post_init__(self)
        object.__setattr__(self, "words", _with_weli(self.words))

    def nouns(self) -> Iterable[str]:
        yield from Speaker.nouns(self)
        yield from (self.say("weli.name"), self.say("weli.card"))
        yield from (self.say(f"role.{role.value}") for role in Role)

    def name_contract(self, contract: WattenContract) -> str:
        name = self.say("contract", schlag=self.say(f"schlag.{contract.schlag_value}"),
                        trump=self.suit(contract.trump))
        return self.say("contract.blind", contract=name) if contract.blind else name

    def shared_words(self, facts: Facts, contract: str) -> dict[str, object]:
        led, covered, role = facts["led"], facts["covered_by"], facts["led_role"]
        seat = facts.get("leader")
        return {"contract": contract,
                "by": self.say("led.by", seat=seat + 1) if isinstance(seat, int) else "",
                "led": self.the_card(led) if isinstance(led, Card) else "",
                "led_role": self.say(f"role.{role}") if role else "",
                "covered": self.the_card(covered) if isinstance(covered, Card) else ""}

    def trick_card(self, trick_card: TrickCard, outcome: TrickOutcome, has_trumps: bool) -> str:
        """Not said: the trick's answer words each card by its Watten role (``watten_card``),
        as the game's class adds it."""
        return ""

    def watten_card(self, card: Card, role: Role, complete: bool, winner: bool,
                    led: Card, led_role: Role) -> str:
        """A card's part in a trick (W-17): its role, and whether it won."""
        key = f"trick_card.{role.value}"
        if role is Role.PLAIN and led_role is not Role.PLAIN:
            key = "trick_card.plain_special_led"  # a plain card never wins a trump lead
        elif role is Role.PLAIN:
            key = "trick_card.led_suit" if card.suit is led.suit else "trick_card.off_suit"
        sentence = self.say(key, card=self.card(card))
        return f"{sentence} {self.say('trick_card.winner')}" if complete and winner \
            else sentence

    def score_line(self, item: ScoreItem) -> str:
        """One line of a round's score."""
        team = self.say(f"team.{item.team}") if item.team is not None else ""
        return self.say(f"line.{item.item}", amount=item.amount, team=team)


class named:  # noqa: N801  # used as a function: ``with named():``
    """Watten's problems with the values people read as words: a Schlag or a Trumpf by its
    name beside the token the field takes, a contract's missing part, a side by its name as
    /state names it (the tokens stay the error's data, the codes stay)."""

    __slots__ = ()

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        if not isinstance(error, RulesInputError):
            return
        values = error.values
        if error.code == "watten.unknown-schlag":
            values["choices"] = tuple(Text(f"watten.schlag.{v}") for v in _tokens(values))
        elif error.code == "watten.unknown-trump":
            values["choices"] = tuple(Text(f"watten.trump.{v}") for v in _tokens(values))
        elif error.code == "watten.contract-fields":
            values["missing"] = tuple(Text(f"watten.field.{v}")
                                      for v in _tokens(values, "missing"))
        elif error.code == "watten.invalid-raise.same-team-twice":
            values["team"] = Text(f"watten.side.{values['team']}")


def _tokens(values: Mapping[str, object], name: str = "choices") -> tuple[object, ...]:
    found = values.get(name)
    return found if isinstance(found, tuple) else ()


def _with_weli(words: Voice) -> Voice:
    """The voice with the Weli's own name (W-1): not "the 6 of Bells" but "Weli"."""
    known = _WELI_VOICES.get(id(words))
    if known is not None and known[0] is words:
        return known[1]
    name, prose = words.phrases["weli.name"].bare, words.phrases["weli.card"].bare
    named = replace(words, names=MappingProxyType({**words.names, WELI: name}),
                    cards=MappingProxyType({**words.cards, WELI: prose}),
                    prose=MappingProxyType({**words.prose, WELI.ordinal: prose}))
    _WELI_VOICES[id(words)] = (words, named)
    return named

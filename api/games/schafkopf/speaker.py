"""Schafkopf sentences: contracts, verdicts, tricks, called aces, bids and the reckoning."""

from __future__ import annotations

from dataclasses import dataclass

from api.words.speaker import Speaker
from rules.cards import Card, Suit
from rules.schafkopf.contract import Goal, SchafkopfContract
from rules.schafkopf.ranking import TRUMP, TrickSuit
from rules.schafkopf.score import Line
from rules.verdict import Facts, Verdict


@dataclass(frozen=True, slots=True)
class SchafkopfSpeaker(Speaker):
    game: str = "schafkopf"
    lang: str = "de"
    deck: str = "german"

    def name_contract(self, contract: SchafkopfContract) -> str:
        name = self.say(f"contract.{contract.type.value}",
                        suit=self.suit(contract.suit) if contract.suit else "")
        if contract.tout and contract.shape.goal is Goal.NO_TRICK:
            return self.say("contract.ouvert")  # K-H11: the Tout form of the game won with no trick
        return self.say("contract.tout", contract=name) if contract.tout else name

    def trick_suit(self, suit: TrickSuit) -> str:
        return self.say("trump") if suit == TRUMP else self.suit(suit)

    def variants(self, verdict: Verdict, facts: Facts) -> tuple[str, ...]:
        """What the called Sau's state changes in a K-6 sentence: on a lead or a trump lead
        another card may be illegal (K-9), or the Sau's duty is gone (R10); a searched Sau is
        the card that obliges."""
        state = facts["called_ace_state"]
        found: tuple[str, ...] = ()
        if not facts["all_legal"]:
            found += ("called_ace_held", "except_called_ace")
        if state in ("free", "searched"):
            found += (f"called_ace_{state}",)
        return found

    def shared_words(self, facts: Facts, contract: str) -> dict[str, object]:
        # Said for every play of a round: the words' tables are read here, not through
        # ``suit`` and ``the_card`` once per name.
        led, led_card, ace = facts["led"], facts["led_card"], facts["called_ace"]
        suits, prose = self.words.suits, self.words.prose
        return {"contract": contract,
                "led": prose[led_card.ordinal] if isinstance(led_card, Card) else "",
                "led_suit": suits[led] if isinstance(led, Suit)
                else self.say("trump") if led == TRUMP else "",
                "printed_suit": suits[led_card.suit] if isinstance(led_card, Card) else "",
                "trump_count": facts["trump_count"],
                "called_suit": suits[ace.suit] if isinstance(ace, Card) else "",
                "called_ace": prose[ace.ordinal] if isinstance(ace, Card) else ""}

    def assumption(self, called_suit: Suit) -> str:
        return self.say("assumption.R11", called_suit=self.suit(called_suit))

    def line(self, line: Line, contract: SchafkopfContract, party: str, rate: int) -> str:
        """One line of the breakdown; a Stoß or Retour whose seat is known names it."""
        key = f"line.{line.item}"
        if line.seat is not None and line.item in ("stoss", "retour"):
            key += ".seat"
        if party == "declarers" and f"{key}.alone" in self.words.templates and alone(contract):
            key += ".alone"  # one player is no party: „des Spielers", "of the declarer"
        player = (self.say("player", number=line.seat + 1) if line.seat is not None
                  else self.say("line.someone"))
        return self.say(key, contract=self.contract(contract), amount=line.amount,
                        count=line.count, party=self.say(f"party.{party}"), rate=rate,
                        player=player)


def alone(contract: SchafkopfContract) -> bool:
    """A declarer without a partner: every game but the Rufspiel (the Ramsch has none)."""
    return contract.called_ace is None


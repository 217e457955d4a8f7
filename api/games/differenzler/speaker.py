"""Differenzler sentences: the Schieber's (``api.games.schieber``), the trump contract, the
players counted from 1 and each player's difference."""

from __future__ import annotations

from dataclasses import dataclass

from api.games.schieber.speaker import SchieberSpeaker
from rules.cards import Suit
from rules.differenzler.score import PlayerScore
from rules.jass.contract import JassContract
from rules.verdict import Facts, Verdict


@dataclass(frozen=True, slots=True)
class DifferenzlerSpeaker(SchieberSpeaker):
    game: str = "differenzler"

    def name_contract(self, contract: JassContract) -> str:
        return self.say("contract.trump", trump=self.suit(contract.trump or Suit.ROSES))

    def variants(self, verdict: Verdict, facts: Facts) -> tuple[str, ...]:
        # Able to follow and holding a trump: the duty to follow is said with the trump that
        # may replace it (JD-L2).
        return ("or_trump",) if facts["can_follow"] and facts["legal_trumps"] else ()

    def difference(self, score: PlayerScore) -> str:
        """JD-S3: the player's estimate, points and difference in one sentence."""
        key = "result.exact" if score.exact else "result.difference"
        return self.say(key, player=self.player(score.seat), estimate=score.estimate,
                        points=score.points, difference=score.difference, rank=score.rank)

"""Many different questions of all three games, dealt from real decks with a seeded random
generator: Jass with both rulesets and every contract, Schnapsen with the talon open, closed
and exhausted (marriages announced now and then), Schafkopf with every contract (Tout where it
exists, earlier tricks now and then); hands of random size and partial tricks of other cards.
Each question has its GET permalink and its POST body; every one of a list is different."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from itertools import cycle
from typing import Any
from urllib.parse import urlencode

from bench.engine_calls import (
    GAMES,
    HAND_SIZES,
    PLAYERS,
    contract_forms,
    deck_codes,
    jass_rulesets,
    talons,
)

LANGS = ("de", "en", "fr")
DECK_NAMES = {"jass": ("swiss", "french"), "schnapsen": ("german", "french"),
              "schafkopf": ("german", "french")}


@dataclass(frozen=True)
class Question:
    game: str
    kind: str  # "legal-cards" or "trick"
    query: tuple[tuple[str, str], ...]  # the GET parameters, in order
    body: dict[str, Any]  # the POST body

    @property
    def path(self) -> str:
        return f"/api/v1/{self.game}/{self.kind}?{urlencode(self.query, safe=',:;')}"

    @property
    def url(self) -> str:
        return f"/api/v1/{self.game}/{self.kind}"

    @property
    def body_json(self) -> str:
        return json.dumps(self.body, separators=(",", ":"))

    @property
    def batch_item(self) -> dict[str, Any]:
        return {"game": self.game, "question": self.kind, "body": self.body}


class Dealer:
    """Deals positions of one game from its deck."""

    def __init__(self, game: str, rng: random.Random) -> None:
        self.game, self.rng = game, rng
        self.codes = deck_codes(game)
        self.contracts = contract_forms(game)

    def legal_cards(self) -> Question:
        rng, game = self.rng, self.game
        slug, contract, tout_allowed = rng.choice(self.contracts)
        query: list[tuple[str, str]] = [("contract", slug)]
        body: dict[str, Any] = {"contract": dict(contract)}
        talon = rng.choice(talons()) if game == "schnapsen" else None
        size = HAND_SIZES[game] if talon == "open" else rng.randint(1, HAND_SIZES[game])
        in_trick = rng.randint(0, PLAYERS[game] - 1)
        cards = rng.sample(self.codes, size + in_trick)
        hand, trick = cards[:size], cards[size:]
        if tout_allowed and rng.random() < 0.2:
            query.append(("tout", "true"))
            body["contract"]["tout"] = True
        query.append(("hand", ",".join(hand)))
        body["hand"] = hand
        if trick:
            query.append(("trick", ",".join(trick)))
            body["trick"] = trick
        if game == "jass":
            ruleset = rng.choice(jass_rulesets())
            query.append(("ruleset", ruleset))
            body["ruleset"] = ruleset
        elif game == "schnapsen":
            query.append(("talon", talon))  # type: ignore[arg-type]
            body["talon"] = talon
            marriage = self._marriage(hand) if not trick else None
            if marriage:
                query.append(("marriage", marriage))
                body["marriage"] = marriage
        elif rng.random() < 0.25:
            history = self._history(cards, HAND_SIZES[game] - size)
            query.append(("history", ";".join(",".join(t) for t in history)))
            body["history"] = history
        return self._finish(query, body, "legal-cards")

    def trick(self) -> Question:
        slug, contract, _ = self.rng.choice(self.contracts)
        trick = self.rng.sample(self.codes, self.rng.randint(1, PLAYERS[self.game]))
        return self._finish([("contract", slug), ("trick", ",".join(trick))],
                            {"contract": dict(contract), "trick": trick}, "trick")

    def _finish(self, query: list[tuple[str, str]], body: dict[str, Any],
                kind: str) -> Question:
        lang, deck = self.rng.choice(LANGS), self.rng.choice(DECK_NAMES[self.game])
        query += [("lang", lang), ("deck", deck)]
        body.update(lang=lang, deck=deck)
        return Question(self.game, kind, tuple(query), body)

    def _marriage(self, hand: list[str]) -> str | None:
        """Now and then a marriage in hand (King and Ober) is announced with the lead."""
        suits = [s for s, letter in (("acorns", "A"), ("leaves", "L"), ("hearts", "H"),
                                     ("bells", "B")) if {letter + "K", letter + "O"} <= set(hand)]
        return self.rng.choice(suits) if suits and self.rng.random() < 0.5 else None

    def _history(self, used: list[str], tricks: int) -> list[list[str]]:
        rest = self.rng.sample([c for c in self.codes if c not in used], 4 * tricks)
        return [rest[4 * i:4 * i + 4] for i in range(tricks)]


def varied_questions(count: int, seed: int = 5, tricks: bool = False,
                     games: tuple[str, ...] = GAMES) -> list[Question]:
    """``count`` different questions: legal cards of ``games`` in turn, and with ``tricks``
    every fourth question a trick (the games in turn)."""
    rng = random.Random(seed)  # the benchmark's own fixed data; the engine has no randomness
    dealers = [Dealer(game, rng) for game in games]
    legal, trick = cycle(dealers), cycle(dealers)
    questions: list[Question] = []
    seen: set[str] = set()
    while len(questions) < count:
        question = next(trick).trick() if tricks and len(questions) % 4 == 3 else (
            next(legal).legal_cards())
        if question.path not in seen:
            seen.add(question.path)
            questions.append(question)
    assert_different(questions)
    return questions


def assert_different(questions: list[Question]) -> None:
    """Every permalink and every POST body of the list is different."""
    if len({q.path for q in questions}) != len(questions):
        raise AssertionError("two questions share a permalink")
    if len({(q.url, q.body_json) for q in questions}) != len(questions):
        raise AssertionError("two questions share a POST body")


def mixed_paths(count: int, seed: int = 7) -> list[str]:
    """``count`` different GET permalinks of all three games: legal cards and tricks."""
    return [q.path for q in varied_questions(count, seed, tricks=True)]


def mixed_questions(count: int, seed: int = 11) -> list[dict[str, object]]:
    """``count`` different batch questions of all three games (legal cards and tricks)."""
    return [q.batch_item for q in varied_questions(count, seed, tricks=True)]

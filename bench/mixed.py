"""Many different questions of all six games, dealt from real decks with a seeded random
generator, driven by the game objects (``rules.registry.GAMES``) and their adapters
(``api.games.registry.GAME_APIS``): every contract form of each game with each suit word it
accepts (ids and French-deck names), Tout where a form allows it, every ruleset (Schafkopf's
Kurzes Blatt deals its own pack), the languages de/en/fr and each game's name decks (now and
then none: the language's default); hands of random size and partial tricks of other cards
from the deck (Doppelkopf's holds each card twice: a hand may hold both copies), and the
fields a game's questions add, each from ``OWN_FIELDS``, the
one table of what is a game's own: the Schnapsen family's talon states, marriages, talon size,
turned-up trump and won trick; earlier tricks (Schafkopf's legal cards, Doppelkopf's tricks);
Doppelkopf's trick number; Skat's announcements. Each question has its GET permalink and its
POST body; every one of a list is different, and every one is answered 200 (checked by
``.venv/bin/python -m bench.mixed --questions 20000 [--seed 11] [--no-tricks]``)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import cycle
from typing import Any, cast
from urllib.parse import urlencode

from api.games.registry import GAME_APIS
from api.schemas.game import contract_flags, query_form
from rules.errors import RulesInputError
from rules.registry import GAMES, AnyGame
from rules.schnapsen.game import SchnapsenGame
from rules.schnapsen.variant import Variant

LANGS = ("de", "en", "fr")
GAME_IDS = tuple(GAMES)


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


@dataclass
class Deal:
    """One question being dealt: the game under its ruleset, the cards used so far."""

    rng: random.Random
    game: AnyGame
    codes: list[str]  # the pack, each code as often as the deck holds it
    hand: list[str] = field(default_factory=list)
    trick: list[str] = field(default_factory=list)
    contract: dict[str, Any] = field(default_factory=dict)

    def rest(self, used: list[str]) -> list[str]:
        """The pack without ``used`` (a code held twice is taken out once per use)."""
        left = list(self.codes)
        for code in used:
            left.remove(code)
        return left

    def earlier_tricks(self, count: int) -> list[list[str]]:
        players = self.game.players
        rest = self.rng.sample(self.rest(self.hand + self.trick), players * count)
        return [rest[players * i:players * (i + 1)] for i in range(count)]


# ---- a game's own fields: (deal, body) → nothing, the body completed ------------------
OwnFields = Callable[[Deal, dict[str, Any]], None]


def talon_state(deal: Deal, body: dict[str, Any]) -> None:
    """The Schnapsen family: open (full hand; on lead: talon size, turned-up trump, a won
    trick), closed or exhausted; a marriage in hand announced with the lead now and then."""
    rng, game, hand = deal.rng, deal.game, deal.hand
    talon = body["talon"]
    trump = deal.contract["trump"]
    if not deal.trick:
        suits = [form_suit for form_suit in game.contract_forms[0].suits
                 if _marriage_in(game, hand, form_suit)]
        strict_refused = talon != "open" and not _variant(game).marriages_when_strict
        if suits and not strict_refused and rng.random() < 0.5:
            body["marriage"] = rng.choice(suits)
        if talon == "open" and rng.random() < 0.6:
            sizes = _variant(game).talon_sizes
            size = rng.choice(sizes)
            body["talon_cards"] = size
            trump_suit = _suit_of_word(game, trump)
            turned = [c for c in deal.rest(hand) if _suit_of(game, c) == trump_suit]
            if turned and rng.random() < 0.7:
                body["trump_card"] = rng.choice(turned)
            if size != max(sizes) or rng.random() < 0.5:
                body["won_a_trick"] = rng.random() < 0.5 if size != max(sizes) else False
    elif talon == "exhausted" and rng.random() < 0.3:
        body["talon_cards"] = 0


def _variant(game: AnyGame) -> Variant:
    return cast(SchnapsenGame, game).rules


def _suit_of(game: AnyGame, code: str) -> str:
    return game.deck.parse(code).suit.value


def _suit_of_word(game: AnyGame, word: str) -> str:
    return game.deck.suit_words[word].value


def _marriage_in(game: AnyGame, hand: list[str], suit_word: str) -> bool:
    suit = _suit_of_word(game, suit_word)
    ranks = {game.deck.parse(c).rank.value for c in hand if _suit_of(game, c) == suit}
    return {"king", "ober"} <= ranks


def earlier_tricks(deal: Deal, body: dict[str, Any]) -> None:
    """Now and then the earlier tricks of the round (as many as the hand has played)."""
    if deal.rng.random() < 0.25:
        body["history"] = deal.earlier_tricks(deal.game.hand_size - len(deal.hand))


def trick_number_or_history(deal: Deal, body: dict[str, Any]) -> None:
    """A trick's number (now and then the last), or the earlier tricks, or neither."""
    roll = deal.rng.random()
    if roll < 0.3:
        body["trick_number"] = deal.rng.choice(
            [deal.game.hand_size, deal.rng.randint(1, deal.game.hand_size)])
    elif roll < 0.45:
        body["history"] = deal.earlier_tricks(deal.rng.randint(0, deal.game.hand_size - 1))


def announcements(deal: Deal, body: dict[str, Any]) -> None:
    """Skat's flags, as a player may announce them (RS5: null has no Schneider/Schwarz;
    Schneider and Schwarz only in a hand game); left out or given true/false."""
    rng, contract = deal.rng, body["contract"]
    flags = [f for f in contract_flags(deal.game) if f in ANNOUNCED]
    null = contract.get("type") == "null"
    chosen = {f: rng.random() < 0.3 for f in flags if rng.random() < 0.5}
    if null:
        chosen = {f: v for f, v in chosen.items() if f in ("hand", "ouvert")}
    elif chosen.get("ouvert"):
        chosen.update({f: True for f in ("hand", "schneider", "schwarz") if f in chosen})
    elif chosen.get("schneider") or chosen.get("schwarz"):
        chosen["hand"] = True
        if chosen.get("schwarz") and "schneider" in chosen:
            chosen["schneider"] = True
    contract.update(chosen)


def talon_dealt(deal: Deal, body: dict[str, Any]) -> None:
    """The talon's state, before the hand is dealt: while it is open every hand is full."""
    body["talon"] = deal.rng.choice(TALONS)


TALONS = ("open", "closed", "exhausted")
ANNOUNCED = ("hand", "schneider", "schwarz", "ouvert")  # Skat's flags that are no house rule


@dataclass(frozen=True)
class Own:
    """What a game's questions add beyond contract, hand, trick, ruleset, lang and deck."""

    before_deal: OwnFields | None = None  # fields that decide the hand's size (the talon)
    legal: OwnFields | None = None
    trick: OwnFields | None = None
    contract: OwnFields | None = None  # the contract's own flags
    full_hand: Callable[[dict[str, Any]], bool] = lambda _body: False


# The one table of per-game knowledge.
OWN_FIELDS: dict[str, Own] = {
    "schnapsen": Own(before_deal=talon_dealt, legal=talon_state,
                     full_hand=lambda body: body["talon"] == "open"),
    "sechsundsechzig": Own(before_deal=talon_dealt, legal=talon_state,
                           full_hand=lambda body: body["talon"] == "open"),
    "schafkopf": Own(legal=earlier_tricks),
    "doppelkopf": Own(trick=trick_number_or_history),
    "skat": Own(contract=announcements),
}


Spellings = tuple[list[dict[str, Any]], bool]  # a contract's JSON forms; whether it may be Tout


def _slug(game: AnyGame, parts: dict[str, Any]) -> str | None:
    """The contract's GET form, or None where the game has no such contract."""
    try:
        return str(game.contract_from_parts(parts).slug)
    except RulesInputError:
        return None


class Dealer:
    """Deals questions of one game: legal cards and tricks."""

    def __init__(self, game_id: str, rng: random.Random) -> None:
        self.game_id, self.rng = game_id, rng
        self.adapter = GAME_APIS[game_id]
        self.base = GAMES[game_id]
        self.own = OWN_FIELDS.get(game_id, Own())
        self.rulesets = self.base.rulesets if len(self.base.rulesets) > 1 else (None,)
        self.tables = {ruleset: self._table(ruleset) for ruleset in self.rulesets}

    def _table(self, ruleset: str | None) -> tuple[AnyGame, list[str], list[Spellings]]:
        game = self.base
        if ruleset is not None and self.adapter.ruled:
            game = self.adapter.game_for({"ruleset": ruleset})
        deck = game.deck
        codes = [deck.code(card) for card in deck.cards for _ in range(deck.copies)]
        # Each contract once (so that a type with many suit words is not asked more often),
        # with every JSON spelling of it: the suit's id and its French-deck name.
        contracts: dict[str, Spellings] = {}
        single = len(game.contract_forms) == 1
        for form in game.contract_forms:
            for suit in form.suits if form.suit_field else (None,):
                parts: dict[str, Any] = {} if single else {"type": form.type}
                if form.suit_field and suit is not None:
                    parts[form.suit_field] = suit
                slug = _slug(game, parts)  # the game says which suits a type takes
                if slug is None:
                    continue
                tout = form.tout and _slug(game, {**parts, "tout": True}) is not None
                contracts.setdefault(slug, ([], tout))[0].append(parts)
        return game, codes, list(contracts.values())

    def _start(self) -> tuple[Deal, dict[str, Any]]:
        ruleset = self.rng.choice(self.rulesets)
        game, codes, contracts = self.tables[ruleset]
        spellings, tout = self.rng.choice(contracts)
        parts = self.rng.choice(spellings)
        deal = Deal(self.rng, game, codes, contract=dict(parts))
        if tout and self.rng.random() < 0.2:
            deal.contract["tout"] = True
        body: dict[str, Any] = {"contract": deal.contract}
        if self.own.contract:
            self.own.contract(deal, body)
        if ruleset is not None:
            body["ruleset"] = ruleset
        return deal, body

    def legal_cards(self) -> Question:
        deal, body = self._start()
        rng, game = self.rng, deal.game
        if self.own.before_deal:
            self.own.before_deal(deal, body)
        size = game.hand_size if self.own.full_hand(body) else rng.randint(1, game.hand_size)
        in_trick = rng.randint(0, game.players - 1)
        cards = rng.sample(deal.codes, size + in_trick)
        deal.hand, deal.trick = cards[:size], cards[size:]
        body["hand"] = deal.hand
        if deal.trick:
            body["trick"] = deal.trick
        if self.own.legal:
            self.own.legal(deal, body)
        return self._finish(deal, body, "legal-cards")

    def trick(self) -> Question:
        deal, body = self._start()
        deal.trick = self.rng.sample(deal.codes, self.rng.randint(1, deal.game.players))
        body["trick"] = deal.trick
        if self.own.trick:
            self.own.trick(deal, body)
        return self._finish(deal, body, "trick")

    def _finish(self, deal: Deal, body: dict[str, Any], kind: str) -> Question:
        lang = self.rng.choice(LANGS)
        body["lang"] = lang
        if self.rng.random() < 0.9:  # else the language's default deck
            body["deck"] = self.rng.choice(deal.game.name_decks)
        query = query_form(deal.game, body)
        return Question(self.game_id, kind, tuple(query.items()), body)


def varied_questions(count: int, seed: int = 5, tricks: bool = False,
                     games: tuple[str, ...] = GAME_IDS) -> list[Question]:
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
    """``count`` different GET permalinks of all six games: legal cards and tricks."""
    return [q.path for q in varied_questions(count, seed, tricks=True)]


def main() -> None:
    """Asks ``--questions`` questions of a stream in-process, GET and POST, and prints how many
    each game and kind has, which fields they use, and every answer that is not 200."""
    import argparse
    from collections import Counter

    from api import create_app

    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("--questions", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--no-tricks", action="store_true")
    args = parser.parse_args()
    questions = varied_questions(args.questions, args.seed, tricks=not args.no_tricks)
    client = create_app({"ACCESS_LOG": False}).test_client()
    asked: Counter[tuple[str, str]] = Counter()
    used: dict[tuple[str, str], Counter[str]] = {}
    failed = 0
    for q in questions:
        asked[(q.game, q.kind)] += 1
        used.setdefault((q.game, q.kind), Counter()).update(
            [*q.body, *(f"contract.{k}" for k in q.body["contract"])])
        for method, answer in (("GET", client.get(q.path)),
                               ("POST", client.post(q.url, json=q.body))):
            if answer.status_code != 200:
                failed += 1
                print(f"{method} {q.path} → {answer.status_code} "
                      f"{answer.get_data(as_text=True)[:300]}")
    for key, count in asked.items():
        fields = ", ".join(f"{name} {n}" for name, n in sorted(used[key].items()))
        print(f"{key[0]:<16} {key[1]:<12} {count:6}   {fields}")
    print(f"{len(questions)} different questions (seed {args.seed}), GET and POST: "
          f"{2 * len(questions) - failed} answered 200, {failed} not")
    raise SystemExit(1 if failed else 0)


if __name__ == "__main__":
    main()

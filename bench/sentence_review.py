"""Renders the sentences of new random positions (seeded apart from the tests' and the
gallery's) in de, en and fr for every game, and prints each sentence's shape (its cards,
suits, contracts, players and numbers replaced by slots) with how often it was said and one
instance: the material of a native-level reading, one verdict per shape (true, awkward,
false) that holds for every instance of the shape.

    .venv/bin/python bench/sentence_review.py --positions 300 > /tmp/review.txt
    .venv/bin/python bench/sentence_review.py --game schafkopf --lang fr

It asks the app's own answer functions through the test client (no server), and prints
counts per game and language at the end. A bench, so it imports nothing from tests/.
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import re
from collections.abc import Iterator
from typing import Any

os.environ.setdefault("STICHFEST_ACCESS_LOG", "0")

from api import create_app
from api.games.registry import GAME_APIS
from rules.registry import GAMES

LANGS = ("de", "en", "fr")
SEED = 2026_12_01


def _codes(game_id: str) -> list[str]:
    game = GAMES[game_id]
    return [game.deck.code(card) for card in game.deck.cards]


def questions(game_id: str, rng: random.Random) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """(method, path, query or body) of legal-cards, trick and score questions."""
    game, codes = GAMES[game_id], _codes(game_id)
    slugs = list(dict.fromkeys(contract.slug for contract in game.contracts))
    players = game.players
    while True:
        slug = rng.choice(slugs)
        cards = rng.sample(codes, 12 if players == 4 else 8)
        kind = rng.random()
        if kind < 0.2 and game_id == "schafkopf":
            # A Rufspiel with its earlier tricks, the called Sau often in the hand: the
            # Sau's duties, its search, the run-away and its end.
            suit = rng.choice(("acorns", "leaves", "bells"))
            ace = {"acorns": "AA", "leaves": "LA", "bells": "BA"}[suit]
            deal = [c for c in rng.sample(codes, 32) if c != ace]
            deal.insert(0 if rng.random() < 0.6 else 20, ace)
            size = rng.randint(1, 8)
            hand, rest = deal[:size], deal[size:]
            history = ";".join(",".join(rest[4 * i:4 * i + 4]) for i in range(8 - size))
            rest = rest[4 * (8 - size):]
            yield "GET", f"/api/v1/{game_id}/legal-cards", {
                "contract": f"rufspiel:{suit}", "hand": ",".join(hand),
                "trick": ",".join(rest[:rng.randint(0, 3)]), "history": history}
        elif kind < 0.45:
            size = rng.randint(1, 8 if players == 4 else 6)
            query: dict[str, Any] = {"contract": slug, "hand": ",".join(cards[:size]),
                                     "trick": ",".join(cards[size:size + rng.randint(
                                         0, players - 1)])}
            if game_id == "jass":
                query["ruleset"] = rng.choice(("jasvel", "standard"))
            if game_id in ("schnapsen", "sechsundsechzig"):
                query["talon"] = rng.choice(("open", "closed", "exhausted"))
                query["won_a_trick"] = rng.choice(("true", "false"))
                if query["talon"] == "open":
                    query["hand"] = ",".join(cards[:5 if game_id == "schnapsen" else 6])
                    query["trick"] = ",".join(cards[6:6 + rng.randint(0, 1)])
            yield "GET", f"/api/v1/{game_id}/legal-cards", query
        elif kind < 0.8:
            yield "GET", f"/api/v1/{game_id}/trick", {
                "contract": slug, "trick": ",".join(cards[:rng.randint(1, players)])}
        elif game_id in ("schnapsen", "sechsundsechzig"):
            rules = game.rules  # type: ignore[attr-defined]
            first_tricks = rng.randint(1, rules.tricks - 1)
            second_tricks = rng.randint(0, rules.tricks - first_tricks)
            first = rng.randint(4 * first_tricks, rules.deck_points)
            body: dict[str, Any] = {"players": [
                {"card_points": first, "tricks": first_tricks},
                {"card_points": rng.randint(0, rules.deck_points - first) if second_tricks
                 else 0, "tricks": second_tricks}]}
            end = rng.choice(("closed", "claimed", "played_out"))
            if end == "closed":
                body["closed_by"] = rng.randint(0, 1)
                body["at_closing"] = {"opponent_points": rng.randint(0, 30),
                                      "opponent_tricks": rng.randint(0, 2)}
            if end == "claimed":
                body["claimed_66_by"] = rng.randint(0, 1)
            if end == "played_out" or rng.random() < 0.3:
                body["last_trick_by"] = rng.randint(0, 1)
            yield "POST", f"/api/v1/{game_id}/score", body
        elif game_id == "jass":
            yield "GET", "/api/v1/jass/weis", {"hand": ",".join(cards[:9])}
        elif game_id == "schafkopf":
            deal = rng.sample(codes, 32)
            taken = rng.choice((0, 1, 2, 3, 4, 5, 6, 8))
            tricks = [deal[i:i + 4] for i in range(0, 32, 4)]
            contract = rng.choice(({"type": "solo", "trump": "bells"}, {"type": "wenz"},
                                   {"type": "geier"}))
            yield "POST", "/api/v1/schafkopf/score", {
                "contract": contract, "declarer_cards": deal[:8],
                "declarer_tricks": tricks[:taken], "opponent_tricks": tricks[taken:]}


def sentences(answer: dict[str, Any]) -> Iterator[str]:
    """Every sentence of an answer a reader sees: verdicts, actions, assumptions, the trick's
    winner and cards, the score and its lines, the Weis."""
    for entry in answer.get("cards", ()):
        if "rule" in entry:
            yield entry["rule"]["explanation"]
        elif "explanation" in entry:
            yield entry["explanation"]
    for key in ("actions",):
        for action in answer.get(key, ()):
            yield action["rule"]["explanation"]
    for assumption in answer.get("assumptions", ()):
        yield assumption["text"]
    if "rule" in answer:
        yield answer["rule"]["explanation"]
    if "points_rule" in answer:
        yield answer["points_rule"]["explanation"]
    for line in answer.get("breakdown", ()):
        yield line["explanation"]
    for weis in answer.get("weis", ()):
        yield weis["name"]


def shaper(game_id: str, lang: str, deck: str) -> re.Pattern[str]:
    speaker = GAME_APIS[game_id].speaker(lang, deck)
    game = GAMES[game_id]
    words = {speaker.card(c) for c in game.deck.cards} | {speaker.card_name(c)
                                                          for c in game.deck.cards}
    words |= {speaker.suit(c.suit) for c in game.deck.cards}
    words |= {speaker.contract(c) for c in game.contracts}
    return re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)))


def shape(pattern: re.Pattern[str], said: str) -> str:
    said = pattern.sub("‹·›", said)
    said = re.sub(r"\b(?:[Jj]oueur|[Ss]pieler|[Pp]layer|équipe|Team|team) \d\b", "‹P›", said)
    return re.sub(r"\b\d+\b", "#", said)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--game", default=None)
    parser.add_argument("--lang", default=None)
    parser.add_argument("--seed", default=str(SEED), help="another seed, other positions")
    args = parser.parse_args()
    client = create_app({"TESTING": True}).test_client()
    totals: dict[tuple[str, str], int] = collections.Counter()
    for game_id in [args.game] if args.game else list(GAMES):
        rng = random.Random(f"{args.seed}-{game_id}")
        asked = questions(game_id, rng)
        shapes: dict[str, collections.Counter[str]] = {lang: collections.Counter()
                                                       for lang in LANGS}
        example: dict[tuple[str, str], str] = {}
        done = 0
        while done < args.positions:
            method, path, data = next(asked)
            deck = GAMES[game_id].name_decks[done % len(GAMES[game_id].name_decks)]
            answers = {}
            for lang in LANGS:
                if method == "GET":
                    response = client.get(path, query_string={**data, "lang": lang,
                                                              "deck": deck})
                else:
                    response = client.post(path, json={**data, "lang": lang})
                if response.status_code != 200:
                    break
                answers[lang] = response.json
            else:
                done += 1
                for lang, answer in answers.items():
                    pattern = shaper(game_id, lang, deck if method == "GET" else "")
                    for said in sentences(answer):
                        key = shape(pattern, said)
                        shapes[lang][key] += 1
                        totals[game_id, lang] += 1
                        example.setdefault((lang, key), said)
        for lang in LANGS:
            if args.lang and lang != args.lang:
                continue
            print(f"\n=== {game_id} {lang}: {sum(shapes[lang].values())} sentences, "
                  f"{len(shapes[lang])} shapes")
            for key, count in shapes[lang].most_common():
                print(f"{count:5d}  {example[lang, key]}")
    print("\nsentences per game and language:")
    for (game_id, lang), count in sorted(totals.items()):
        print(f"  {game_id:16s} {lang}: {count}")


if __name__ == "__main__":
    main()

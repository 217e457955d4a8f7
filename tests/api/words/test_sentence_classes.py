"""The classes of sentences found true word by word and false or wrong as a player
reads them, each read by its reader (tests/sentence_readers.py) on seeded random positions of
every game and language. Each reader failed on the code before its fix."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from flask.testing import FlaskClient

from api.games.answers import legal_cards_answer
from api.games.registry import GAME_APIS
from rules.game import cards_in_trick
from rules.registry import GAMES
from tests.api.words.test_sentences import GENERATORS, _coded
from tests.sentence_readers import (
    read_assumption,
    read_called_ace,
    read_even_if_not,
    read_french_player,
    read_french_suits,
    read_neither,
    read_reckoning,
    read_score,
    read_talon_state,
    read_trick_winner,
    read_weis,
)

LANGS = ("de", "en", "fr")
TALON_GAMES = ("schnapsen", "sechsundsechzig")


def score_bodies(game_id: str, rng: random.Random) -> Iterator[dict[str, Any]]:
    """Hands of a talon game as a score question: points and tricks split, closed or not,
    claimed or not, marriages; many are impossible and refused, the rest are asked."""
    rules = GAMES[game_id].rules  # type: ignore[attr-defined]
    deck, tricks = rules.deck_points, rules.tricks
    while True:
        first_tricks = rng.randint(0, tricks)
        second_tricks = rng.randint(0, tricks - first_tricks)
        first = rng.randint(0, deck) if first_tricks else 0
        second = rng.randint(0, deck - first) if second_tricks else 0
        players: list[dict[str, Any]] = [
            {"card_points": first, "tricks": first_tricks},
            {"card_points": second, "tricks": second_tricks}]
        if rng.random() < 0.4:
            players[rng.randint(0, 1)]["marriages"] = [rng.choice((20, 40))]
        body: dict[str, Any] = {"players": players}
        end = rng.choice(("closed", "claimed", "played_out", "closed_claimed"))
        if end.startswith("closed"):
            body["closed_by"] = rng.randint(0, 1)
            body["at_closing"] = {"opponent_points": rng.randint(0, 40),
                                  "opponent_tricks": rng.randint(0, 2)}
        if end.endswith("claimed"):
            body["claimed_66_by"] = rng.randint(0, 1)
        if end == "played_out" or rng.random() < 0.3:
            body["last_trick_by"] = rng.randint(0, 1)
        yield body


@pytest.mark.parametrize("game_id", TALON_GAMES)
def test_a_player_with_66_who_lost_is_told_he_did_not_claim(
        client: FlaskClient, game_id: str) -> None:
    """R17 (RM9 in 66): a closer who reached 66 but did not claim has failed; the sentence
    says he did not claim, and never that he did not reach 66 (the false one was: "Spieler
    0 hat zugedreht, aber 66 nicht erreicht" of a closer with 96 points)."""
    bodies, problems, asked, unclaimed = score_bodies(game_id, random.Random(23)), [], 0, 0
    winning = GAMES[game_id].rules.winning_points  # type: ignore[attr-defined]
    while asked < 600:
        body = next(bodies)
        for lang in LANGS:
            response = client.post(f"/api/v1/{game_id}/score", json={**body, "lang": lang})
            if response.status_code != 200:
                break
            answer = response.json
            problems += read_score(lang, answer, body.get("claimed_66_by"), winning)
            unclaimed += any(p.get("reached_66", p["points"] >= winning)
                             and answer["winner"] != seat
                             for seat, p in enumerate(answer["players"]))
        else:
            asked += 1
    assert unclaimed >= 30, unclaimed  # the class is asked, not only the easy hands
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:10])


ISSUE_ROUND = {"contract": {"trump": "bells"}, "leader": 1,
               "plays": ["BO", "BA", "HA", "AU", "L10", "HK", "LA", "AK", "LO", "AA", "A10",
                         "HU", "BK", "H10"],
               "hands": [["A10", "BA", "BK", "LA", "LO"], ["AK", "AU", "BO", "H10", "HU"]],
               "talon": ["HA", "AA", "L10", "HK", "BU", "LK", "AO", "HO", "LU"],
               "trump_card": "B10", "actions": [{"before": 4, "action": "close"}]}


@pytest.mark.parametrize("lang", LANGS)
def test_the_round_of_issue_23_says_the_closer_did_not_claim(
        client: FlaskClient, lang: str) -> None:
    answer = client.post("/api/v1/schnapsen/rounds/check", json={**ISSUE_ROUND, "lang": lang}
                         ).json["score"]
    assert (answer["winner"], answer["rule"]["id"], answer["game_points"]) == (1, "N-15", 3)
    assert answer["players"][0]["points"] == 96
    assert answer["players"][0]["reached_66"]
    assert answer["claimed_66_by"] is None
    assert read_score(lang, answer, None) == []


def talon_bodies(game_id: str, rng: random.Random) -> Iterator[dict[str, Any]]:
    """Legal-cards questions of a talon game: any talon state, the hand's size by it, a lead
    or an answer, a marriage, won_a_trick given or not."""
    game = GAMES[game_id]
    size = game.rules.hand_size  # type: ignore[attr-defined]
    codes = [game.deck.code(c) for c in game.deck.cards]
    while True:
        talon = rng.choice(("open", "closed", "exhausted"))
        cards = rng.sample(codes, size + 1)
        hand = cards[:size if talon == "open" else rng.randint(1, size)]
        body: dict[str, Any] = {"contract": rng.choice(("hearts", "bells", "acorns", "leaves")),
                                "hand": ",".join(hand), "talon": talon}
        if rng.random() < 0.5:
            body["trick"] = cards[-1]
        if rng.random() < 0.7:
            body["won_a_trick"] = rng.choice(("true", "false"))
        yield body


@pytest.mark.parametrize("game_id", TALON_GAMES)
def test_a_sentence_names_only_the_talon_state_the_facts_give(
        client: FlaskClient, game_id: str) -> None:
    bodies, problems, asked = talon_bodies(game_id, random.Random(231)), [], 0
    while asked < 150:
        body = next(bodies)
        for lang in LANGS:
            query = "&".join(f"{k}={v}" for k, v in {**body, "lang": lang}.items())
            response = client.get(f"/api/v1/{game_id}/legal-cards?{query}")
            if response.status_code != 200:
                break
            problems += read_talon_state(lang, response.json)
        else:
            asked += body["talon"] == "exhausted"
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:10])


def random_tricks(game_id: str, rng: random.Random) -> Iterator[tuple[Any, list[str]]]:
    """A contract of the game and a trick of one card up to a full trick."""
    game = GAMES[game_id]
    codes = [game.deck.code(card) for card in game.deck.cards]
    contracts = list({contract.slug: contract for contract in game.contracts}.values())
    while True:
        contract = rng.choice(contracts)
        yield contract, rng.sample(codes, rng.randint(1, cards_in_trick(game, contract)))


def _trump_name(game_id: str, contract: Any, lang: str, deck: str) -> str | None:
    trump = getattr(contract, "trump", None)
    return GAME_APIS[game_id].speaker(lang, deck).suit(trump) if trump is not None else None


@pytest.mark.parametrize("game_id", list(GAMES))
def test_random_tricks_say_in_the_trick_and_never_neither_trump_nor_trump(
        client: FlaskClient, game_id: str) -> None:
    """Every trick answer (the winner's sentence and each card's) on random tricks of every
    contract, both name decks, every language: a superlative says "in the trick", "neither X
    nor Y" never names the trump twice, French suits are singular."""
    problems: list[str] = []
    decks = GAME_APIS[game_id].game.name_decks
    tricks = random_tricks(game_id, random.Random(232))
    for number in range(150):
        contract, trick = next(tricks)
        deck = decks[number % len(decks)]
        for lang in LANGS:
            answer = client.get(f"/api/v1/{game_id}/trick?contract={contract.slug}"
                                f"&trick={','.join(trick)}&lang={lang}&deck={deck}").json
            trump = _trump_name(game_id, contract, lang, deck)
            problems += read_trick_winner(lang, answer["rule"]["explanation"])
            for said in (answer["rule"]["explanation"],
                         *(c["explanation"] for c in answer["cards"])):
                problems += read_neither(lang, said, trump) + read_french_suits(lang, said)
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:12])


def legal_bodies(game_id: str, rng: random.Random) -> Iterator[dict[str, Any]]:
    """Legal-cards bodies of every game: the seeded generators of tests/api/words/
    test_sentences.py, and 66 by the talon generator above."""
    if game_id in GENERATORS:
        for body in GENERATORS[game_id](rng):
            yield _coded(game_id, body)
    for body in talon_bodies(game_id, rng):
        yield {**body, "contract": {"trump": body["contract"]},
               "hand": body["hand"].split(","), "trick": [body["trick"]] if "trick" in body
               else [], "won_a_trick": body.get("won_a_trick") == "true"}


def coded_bodies(game_id: str, rng: random.Random) -> Iterator[dict[str, Any]]:
    """A game with no body generator of its own (Skat, Doppelkopf): a contract of the game
    by its GET form, a hand and a trick dealt from one shuffled deck."""
    game = GAMES[game_id]
    contracts = list({contract.slug: contract for contract in game.contracts}.values())
    while True:
        cards = [game.deck.code(card) for card in game.deck.cards]
        rng.shuffle(cards)
        size = rng.randint(1, game.hand_size)
        trick = cards[size:size + rng.randint(0, game.players - 1)]
        yield {"contract": rng.choice(contracts).slug, "hand": cards[:size], "trick": trick}


def _answer(client: FlaskClient, game_id: str, body: dict[str, Any], lang: str, deck: str
            ) -> dict[str, Any] | None:
    if isinstance(body["contract"], str):  # a GET form: asked as its permalink
        answer = client.get(f"/api/v1/{game_id}/legal-cards?contract={body['contract']}"
                            f"&hand={','.join(body['hand'])}&trick={','.join(body['trick'])}"
                            f"&lang={lang}&deck={deck}")
        return answer.json if answer.status_code == 200 else None
    try:
        return legal_cards_answer(GAME_APIS[game_id], {**body, "lang": lang, "deck": deck})
    except Exception:  # an impossible position of the generator: refused, not read
        return None


@pytest.mark.parametrize("game_id", list(GAMES))
def test_random_legal_cards_answers_pass_every_reader(client: FlaskClient, game_id: str
                                                      ) -> None:
    """Every verdict of random legal-cards answers of every game, language and name deck:
    nothing assumed about a full hand, no "even if it does not win" of a card that takes
    the lead, „die gerufene Eichel-Sau" and no „gesucht" of a called suit led before,
    "neither X nor Y" without the trump twice, French suits singular."""
    game = GAMES[game_id]
    deck, problems, asked = game.deck, [], 0
    generic = game_id not in GENERATORS and game_id not in TALON_GAMES
    bodies = (coded_bodies if generic else legal_bodies)(game_id, random.Random(233))
    full_hand = 8 if game_id == "schafkopf" else 99  # K-3: eight cards each
    contracts = {contract.slug: contract for contract in game.contracts}
    for number in range(400):
        body = next(bodies)
        name_deck = game.name_decks[number % len(game.name_decks)]
        contract = (contracts[body["contract"]] if generic
                    else GAME_APIS[game_id].read_contract(body))
        trick = [deck.parse(c) for c in body["trick"]]
        for lang in LANGS:
            answer = _answer(client, game_id, body, lang, name_deck)
            if answer is None:
                break
            trump = _trump_name(game_id, contract, lang, name_deck)
            problems += read_assumption(lang, len(body["hand"]), full_hand, answer)
            for entry in answer["cards"]:
                said, card = entry["rule"]["explanation"], deck.parse(entry["card"])
                takes = bool(trick) and entry["legal"] and game.judge_trick(
                    [*trick, card], contract).winner == len(trick)
                problems += read_even_if_not(lang, said, takes)
                problems += read_called_ace(lang, said,
                                            entry["rule"]["facts"].get("called_ace_state"))
                problems += read_neither(lang, said, trump) + read_french_suits(lang, said)
            asked += 1
    assert asked >= 900, asked
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:12])


def reckoning_bodies(rng: random.Random) -> Iterator[tuple[dict[str, Any], bool]]:
    """Schafkopf games to reckon: a deal, the tricks split between the sides (none to all);
    a lone declarer's eight cards or a Rufspiel pair's sixteen with the called Sau."""
    game = GAMES["schafkopf"]
    codes = [game.deck.code(card) for card in game.deck.cards]
    while True:
        cards = rng.sample(codes, 32)
        tricks = [cards[i:i + 4] for i in range(0, 32, 4)]
        taken = rng.choice((0, 0, 1, 2, 4, 6, 8))
        contract = rng.choice(({"type": "solo", "trump": rng.choice(("acorns", "hearts"))},
                               {"type": "wenz"}, {"type": "geier"},
                               {"type": "rufspiel", "called_suit": "acorns"}))
        alone = contract["type"] != "rufspiel"
        declarer_cards = cards[:8] if alone else [*[c for c in cards if c != "AA"][:15], "AA"]
        yield ({"contract": contract, "declarer_cards": declarer_cards,
                "declarer_tricks": tricks[:taken], "opponent_tricks": tricks[taken:]}, alone)


def test_a_lone_declarer_is_no_party_and_a_side_without_a_trick_is_schwarz(
        client: FlaskClient) -> None:
    """Never a lone Wenz or Solo player called "the declarers" / « les preneurs »; "only 0
    points" for a side that took no trick."""
    problems, asked, schwarz = [], 0, 0
    bodies = reckoning_bodies(random.Random(234))
    while asked < 120:
        body, alone = next(bodies)
        for lang in LANGS:
            response = client.post("/api/v1/schafkopf/score", json={**body, "lang": lang})
            if response.status_code != 200:
                break
            problems += read_reckoning(lang, response.json, alone)
            schwarz += response.json["tricks"]["declarers"] == 0
        else:
            asked += 1
    assert schwarz >= 30, schwarz
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:12])


def test_french_names_a_player_with_his_article(client: FlaskClient) -> None:
    """« Le joueur 1 a fermé le talon », never « Joueur 1 a fermé »: every score of
    the talon games and the Bummerl, in French."""
    problems: list[str] = []
    for game_id in TALON_GAMES:
        bodies, asked = score_bodies(game_id, random.Random(235)), 0
        while asked < 100:
            response = client.post(f"/api/v1/{game_id}/score",
                                   json={**next(bodies), "lang": "fr"})
            if response.status_code == 200:
                asked += 1
                problems += read_french_player("fr", response.json["rule"]["explanation"])
        bummerl = client.post(f"/api/v1/{game_id}/bummerl", json={
            "hands": [{"winner": 0, "game_points": 2}], "lang": "fr"}).json
        problems += read_french_player("fr", bummerl["rule"]["explanation"])
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:12])


def test_a_weis_is_named_as_swiss_players_name_it(client: FlaskClient) -> None:
    """„Vierblatt", not „4 Karten in Folge"; « jusqu'au Valet », not « jusqu'à Valet »: every
    Weis of random hands."""
    game = GAMES["jass"]
    codes = [game.deck.code(card) for card in game.deck.cards]
    rng, problems, named = random.Random(236), [], 0
    for _ in range(150):
        hand = ",".join(rng.sample(codes, 9))
        for lang in LANGS:
            answer = client.get(f"/api/v1/jass/weis?hand={hand}&lang={lang}").json
            for weis in answer["weis"]:
                named += 1
                problems += read_weis(lang, weis["name"])
    assert named >= 100, named
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:12])

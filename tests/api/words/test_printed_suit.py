"""Doppelkopf and Skat: a card printed in one suit that counts as another is said so in every
sentence of a position where it matters (D-19, S-14); a Null trick says its card points decide
nothing (RS8); Doppelkopf takes the German deck's suit names (RD15). Each check failed on the
code before its fix."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from flask.testing import FlaskClient

from api.games.registry import GAME_APIS
from rules.cards import Card
from rules.game import Role
from rules.registry import GAMES
from tests.api.words.test_sentence_classes import _answer, coded_bodies, random_tricks

LANGS = ("de", "en", "fr")
GAMES_WITH_PRINTED = ("doppelkopf", "skat")

# A trump printed in the led suit does not follow it ("Die Kreuz-Dame ist Trumpf und bedient
# Kreuz nicht", API-doppelkopf.md); a led trump is no card of its printed suit.
TRUMP_NOT_LED_SUIT = {"de": re.compile(r"bedien(?:t|en) \S+ (?:also )?nicht|zählt nicht als|"
                                      r"und keine \S+-Karte"),
                      "en": re.compile(r"do(?:es)? not (?:follow|count as)|not a card of"),
                      "fr": re.compile(r"ne (?:fourni\w*|compte) (?:donc )?pas|pas une carte de")}
LED_TRUMP_NOT_PRINTED = {"de": re.compile(r"Trumpf, (?:keine \S+-Karte|nicht \S+)"),
                         "en": re.compile(r"a trump, not"),
                         "fr": re.compile(r"atout, pas une carte de")}
POINTS_DO_NOT_COUNT = {"de": re.compile(r"im Null zählen die Augen nicht"),
                       "en": re.compile(r"card points do not count in a null game"),
                       "fr": re.compile(r"au Null les points ne comptent pas")}


def _cards_by_code(game_id: str) -> dict[str, Card]:
    deck = GAMES[game_id].deck
    return {deck.code(card): card for card in deck.cards}


def silent_verdicts(answer: dict[str, Any], game_id: str, lang: str, deck: str
                    ) -> tuple[int, list[str]]:
    """The verdicts of a position holding a card whose printed suit misleads, and those of
    them that say nothing of it: a trump printed in the led suit named as one that does not
    follow, or the led trump named as no card of its printed suit."""
    by_code, speaker = _cards_by_code(game_id), GAME_APIS[game_id].speaker(lang, deck)
    asked, silent = 0, []
    for entry in answer["cards"]:
        facts, said = entry["rule"]["facts"], entry["rule"]["explanation"]
        trumps = facts.get("printed_led_suit_trumps") or []
        plain = facts.get("led_trump_printed_suit_cards") or []
        if trumps:
            asked += 1
            named = all(speaker.card(by_code[code]).lower() in said.lower() for code in trumps)
            if not (named and TRUMP_NOT_LED_SUIT[lang].search(said)):
                silent.append(f"{lang}: {said}")
        elif plain:
            asked += 1
            if not LED_TRUMP_NOT_PRINTED[lang].search(said):
                silent.append(f"{lang}: {said}")
    return asked, silent


@pytest.mark.parametrize("game_id", GAMES_WITH_PRINTED)
def test_every_verdict_says_when_a_printed_suit_is_not_the_suit_it_counts_as(
        client: FlaskClient, game_id: str) -> None:
    """D-19 "Die Trümpfe sind eine Farbe für sich: eine Dame, ein Bube oder die Herz 10, die
    Trumpf ist, bedient ihre aufgedruckte Farbe nicht"; S-14 "die achte Karte jeder Farbe, der
    Bube, ist ja ständiger Trumpf": on random positions of every contract, none is silent."""
    bodies, decks = coded_bodies(game_id, random.Random(405)), GAMES[game_id].name_decks
    asked, silent = 0, []
    for number in range(500):
        body = next(bodies)
        for lang in LANGS:
            deck = decks[number % len(decks)]
            answer = _answer(client, game_id, body, lang, deck)
            if answer is None:
                break
            found, said = silent_verdicts(answer, game_id, lang, deck)
            asked, silent = asked + found, silent + said
    assert asked >= 300, asked
    assert not silent, f"{len(silent)} of {asked} silent, e.g.\n" + "\n".join(silent[:10])


def silent_trick_cards(answer: dict[str, Any], lang: str) -> tuple[int, list[str]]:
    """A trick's cards printed in the led card's suit that count as another (a trump to a plain
    lead, a plain card to a trump lead), and those whose sentence says nothing of it."""
    cards = answer["cards"]
    led = cards[0]
    asked, silent = 0, []
    for card in cards[1:]:
        if card["card"][:1] != led["card"][:1]:
            continue  # the codes open with the suit's letter
        trump, led_trump = card["role"] == Role.TRUMP, led["role"] == Role.TRUMP
        if trump == led_trump:
            continue
        asked += 1
        pattern = (TRUMP_NOT_LED_SUIT if trump else LED_TRUMP_NOT_PRINTED)[lang]
        if not pattern.search(card["explanation"]):
            silent.append(f"{lang}: {card['explanation']}")
    return asked, silent


@pytest.mark.parametrize("game_id", GAMES_WITH_PRINTED)
def test_every_trick_says_when_a_printed_suit_is_not_the_suit_it_counts_as(
        client: FlaskClient, game_id: str) -> None:
    """D-19, S-14 in a trick: the Kreuz-Dame to a led Kreuz, the Herz-Ass to a led Herz-Bube."""
    decks, tricks = GAMES[game_id].name_decks, random_tricks(game_id, random.Random(406))
    asked, silent = 0, []
    for number in range(400):
        contract, trick = next(tricks)
        for lang in LANGS:
            answer = client.get(f"/api/v1/{game_id}/trick?contract={contract.slug}&trick="
                                f"{','.join(trick)}&lang={lang}&deck={decks[number % 2]}").json
            found, said = silent_trick_cards(answer, lang)
            asked, silent = asked + found, silent + said
    assert asked >= 30, asked
    assert not silent, f"{len(silent)} of {asked} silent, e.g.\n" + "\n".join(silent[:10])


@pytest.mark.parametrize(("game_id", "query", "lang", "printed"), [
    # D-20 with D-19: "Kreuz wurde aufgespielt und du hast keine Kreuz-Karte" said of a hand
    # holding the Kreuz-Dame and the Kreuz-Bube, both trumps.
    ("doppelkopf", "contract=normal&hand=CQ,CJ,SA&trick=CK", "de",
     "Kreuz-Dame und Kreuz-Bube sind Trumpf, obwohl Kreuz aufgedruckt ist, und bedienen Kreuz "
     "nicht."),
    ("doppelkopf", "contract=farbsolo:spades&hand=CQ,CA&trick=CK", "en",
     "The Queen of Clubs is a trump despite its printed suit, Clubs, and does not follow "
     "Clubs."),
    # Fleischlos: no Dame is a trump, and nothing is said.
    ("doppelkopf", "contract=fleischlos&hand=CQ,SA&trick=CK", "fr", None),
    # S-14, the reverse: "Der Herz-Bube ist Trumpf; Herz ist hier nicht angespielt".
    ("skat", "contract=suit:clubs&hand=H7,HA,S8&trick=HJ", "en",
     "The Jack of Hearts is a trump, not Hearts: the 7 of Hearts and the Ace of Hearts do not "
     "follow it."),
    ("skat", "contract=grand&hand=DJ,SA&trick=DA", "fr",
     "Le Valet de Carreau est un atout malgré sa couleur imprimée, Carreau, et ne fournit pas "
     "Carreau."),
    # S-10: in Null the Jacks are cards of their suits.
    ("skat", "contract=null&hand=HJ,SA&trick=HA", "de", None),
])
def test_the_printed_suit_is_said_and_given_as_a_fact(
        client: FlaskClient, game_id: str, query: str, lang: str, printed: str | None) -> None:
    answer = client.get(f"/api/v1/{game_id}/legal-cards?{query}&lang={lang}").json
    said = [entry["rule"]["explanation"] for entry in answer["cards"]]
    for entry, sentence in zip(answer["cards"], said, strict=True):
        facts = entry["rule"]["facts"]
        listed = facts["printed_led_suit_trumps"] or facts["led_trump_printed_suit_cards"]
        told = TRUMP_NOT_LED_SUIT[lang].search(sentence) or LED_TRUMP_NOT_PRINTED[lang].search(
            sentence)
        assert bool(listed) is bool(told) is (printed is not None), sentence
    # A verdict that says it of its own card alone keeps its sentence; the others add it.
    assert printed is None or any(sentence.endswith(printed) for sentence in said), said


@pytest.mark.parametrize("lang", LANGS)
def test_a_null_trick_says_its_card_points_decide_nothing(client: FlaskClient, lang: str
                                                           ) -> None:
    """RS8: "Null values are fixed"; API-skat.md: `points` are the Augen, in Null with
    `"decides": false`. Every card's sentence says they do not count; other games decide."""
    tricks = random_tricks("skat", random.Random(407))
    null = decided = 0
    for _ in range(120):
        contract, trick = next(tricks)
        answer = client.get(f"/api/v1/skat/trick?contract={contract.slug}"
                            f"&trick={','.join(trick)}&lang={lang}").json
        is_null = contract.slug.startswith("null")
        assert answer["decides"] is not is_null
        for card in answer["cards"]:
            assert bool(POINTS_DO_NOT_COUNT[lang].search(card["explanation"])) is is_null, card
        null += is_null
        decided += not is_null
    assert null >= 10
    assert decided >= 10


def test_a_null_round_marks_each_trick_as_not_decided_by_its_points(client: FlaskClient
                                                                     ) -> None:
    body = {"contract": {"type": "null"}, "declarer": 1, "bid": 23,
            "hands": [["CA", "C10", "CK", "HA", "H10", "HK", "DA", "D10", "DK", "DQ"],
                      ["CJ", "SJ", "HJ", "SA", "S10", "SK", "SQ", "S9", "S8", "C7"],
                      ["DJ", "CQ", "C9", "C8", "HQ", "H9", "H8", "H7", "D8", "D7"]],
            "skat": ["S7", "D9"], "plays": ["CA", "C7", "C8"], "lang": "en"}
    answer = client.post("/api/v1/skat/rounds/check", json=body)
    assert answer.status_code == 200, answer.json
    assert [t["decides"] for t in answer.json["tricks"]] == [False]


RD15 = [("acorns", "clubs"), ("eichel", "clubs"), ("leaves", "spades"), ("gruen", "spades"),
        ("grün", "spades"), ("gras", "spades"), ("bells", "diamonds"),
        ("schellen", "diamonds"), ("hearts", "hearts")]


@pytest.mark.parametrize(("alias", "suit"), RD15)
def test_doppelkopf_takes_the_german_suit_names(client: FlaskClient, alias: str, suit: str
                                                ) -> None:
    """RD15: "The German-deck names are accepted as aliases of the French suits" (Eichel ↔
    Kreuz, Grün/Gras ↔ Pik, Schellen ↔ Karo), answered with the suit's id."""
    body = {"contract": {"type": "farbsolo", "trump": alias}, "hand": ["CQ", "SA"],
            "trick": ["HK"]}
    answers = [
        client.post("/api/v1/doppelkopf/legal-cards", json=body),
        client.get(f"/api/v1/doppelkopf/legal-cards?contract=farbsolo:{alias}&hand=CQ,SA"
                   "&trick=HK"),
        client.post("/api/v1/doppelkopf/trick", json={"contract": body["contract"],
                                                      "trick": ["HK", "CQ"]})]
    batch = client.post("/api/v1/batch", json={"questions": [
        {"game": "doppelkopf", "question": "legal-cards", "body": body}]})
    assert batch.status_code == 200, batch.json
    for answer in answers:
        assert answer.status_code == 200, answer.json
        assert answer.json["contract"]["trump"] == suit
    assert batch.json["answers"][0]["body"]["contract"]["trump"] == suit


def test_the_document_names_the_german_suit_names_as_aliases(client: FlaskClient) -> None:
    document = client.get("/api/v1/openapi.json").json
    schemas = document["components"]["schemas"]
    field = schemas["DoppelkopfContract"]["properties"]["trump"]
    suit = schemas[field["$ref"].rpartition("/")[2]]
    assert "acorns for clubs" in field.get("description", suit.get("description", ""))
    assert "acorns" in suit["enum"]

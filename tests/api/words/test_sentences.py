"""Every sentence of thousands of random legal-cards answers, read against its own answer
(tests/sentence_checker.py): no "any card" while a card is illegal, no duty that a legal card
of the answer breaks without its exception, no card called allowed that is illegal or the
reverse, only cards, suits and rules of the position and the catalogue, no API field names.

The positions come from a seeded generator (the same every run); the answers from the real
answer function of the API (``legal_cards_answer``) in every language. The false sentences
once answered are table cases the checker must reject.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from api.games.answers import legal_cards_answer
from api.games.registry import GAME_APIS
from api.http.negotiation import LANGUAGES
from api.schemas.facts import VerdictFacts
from rules.cards import Card, Rank
from rules.registry import GAMES
from tests.sentence_checker import Position, check_answer, check_sentence

POSITIONS = 5000  # per game; each answered in every language
SEED = 14


def _deal(rng: random.Random, cards: list[Card], n: int) -> list[Card]:
    dealt = rng.sample(cards, n)
    for card in dealt:
        cards.remove(card)
    return dealt


def jass_bodies(rng: random.Random) -> Iterator[dict[str, Any]]:
    game = GAMES["jass"]
    while True:
        cards = list(game.deck.cards)
        contract = rng.choice(game.contracts)
        form: dict[str, Any] = {"type": contract.mode.value}
        if contract.trump is not None:
            form["trump"] = contract.trump.value
        trick = _deal(rng, cards, rng.randint(0, 3))
        if trick and rng.random() < 0.4:  # void in the led suit, often: the trump rulings
            cards = [c for c in cards if c.suit is not trick[0].suit]
        hand = _deal(rng, cards, rng.randint(1, min(9, len(cards))))
        yield {"contract": form, "hand": hand, "trick": trick,
               "ruleset": rng.choice(game.rulesets)}


def schafkopf_bodies(rng: random.Random) -> Iterator[dict[str, Any]]:
    game = GAMES["schafkopf"]
    while True:
        cards = list(game.deck.cards)
        contract = rng.choice(game.contracts)
        form: dict[str, Any] = {"type": contract.type.value, "tout": contract.tout}
        if contract.called_ace is not None:
            form["called_suit"] = contract.called_ace.suit.value
        elif contract.suit is not None:
            form["trump"] = contract.suit.value
        size = rng.randint(1, 8)
        hand: list[Card] = []
        ace = contract.called_ace
        if ace is not None and rng.random() < 0.6:  # the Sau's holder, often
            cards.remove(ace)
            hand.append(ace)
            same = [c for c in cards if c.suit is ace.suit and c.rank not in (
                Rank.OBER, Rank.UNDER)]
            extra = rng.sample(same, min(len(same), rng.randint(0, 4), size - 1))
            for card in extra:
                cards.remove(card)
            hand += extra
        hand += _deal(rng, cards, size - len(hand))
        rng.shuffle(hand)
        history = None
        if rng.random() < 0.6:
            history = [_deal(rng, cards, 4) for _ in range(8 - size)]
        trick = _deal(rng, cards, rng.randint(0, 3))
        body: dict[str, Any] = {"contract": form, "hand": hand, "trick": trick}
        if history is not None:
            body["history"] = history
        yield body


def schnapsen_bodies(rng: random.Random) -> Iterator[dict[str, Any]]:
    game = GAMES["schnapsen"]
    while True:
        cards = list(game.deck.cards)
        contract = rng.choice(game.contracts)
        talon = rng.choice(("open", "closed", "exhausted"))
        hand = _deal(rng, cards, 5 if talon == "open" else rng.randint(1, 5))
        trick = _deal(rng, cards, rng.randint(0, 1))
        body: dict[str, Any] = {"contract": {"trump": contract.trump.value}, "hand": hand,
                                "trick": trick, "talon": talon}
        pairs = [c.suit for c in hand if c.rank is Rank.KING
                 and Card(c.suit, Rank.OBER) in hand]
        if not trick and pairs and rng.random() < 0.5:
            body["marriage"] = rng.choice(pairs).value
        yield body


GENERATORS = {"jass": jass_bodies, "schafkopf": schafkopf_bodies,
              "schnapsen": schnapsen_bodies}


def _coded(game: str, body: dict[str, Any]) -> dict[str, Any]:
    code = GAMES[game].deck.code
    coded = {**body, "hand": [code(c) for c in body["hand"]],
             "trick": [code(c) for c in body["trick"]]}
    if "history" in body:
        coded["history"] = [[code(c) for c in t] for t in body["history"]]
    return coded


@pytest.mark.parametrize("game", sorted(GENERATORS))
def test_every_sentence_of_random_answers_is_true_to_its_answer(game: str) -> None:
    adapter = GAME_APIS[game]
    bodies = GENERATORS[game](random.Random(SEED))
    problems: list[str] = []
    read = dict.fromkeys(LANGUAGES, 0)
    for number in range(POSITIONS):
        body = next(bodies)
        coded = _coded(game, body)
        # Every third position named with the French deck's names.
        deck = adapter.game.name_decks[-1 if number % 3 == 2 else 0]
        for lang in LANGUAGES:
            answer = legal_cards_answer(adapter, {**coded, "lang": lang, "deck": deck})
            position = Position(game, lang, tuple(body["hand"]), tuple(body["trick"]), deck)
            problems += check_answer(position, answer)
            read[lang] += len(answer["cards"]) + len(answer.get("assumptions", []))
    print(f"{game}: sentences read per language {read}")  # shown with -s
    assert all(count >= POSITIONS for count in read.values())
    assert not problems, f"{len(problems)} false sentences, e.g.\n" + "\n".join(problems[:20])


# The false sentences once answered, each in the answer it sat in (the legal flags and rules of
# main at c4e4e85): (game, lang, hand, trick, contract, {card: (legal, rule)}, card, sentence)
RUFSPIEL_ACORNS = {"type": "rufspiel", "called_suit": "acorns", "trumps": [
    "AO", "LO", "HO", "BO", "AU", "LU", "HU", "BU", "HA", "H10", "HK", "H9", "H8", "H7"]}
RUFSPIEL_LEAVES = {**RUFSPIEL_ACORNS, "called_suit": "leaves"}
SK_LEAD = ["AA", "A10", "A9", "B7", "HO", "LU", "L8", "HK"]
SK_LEAD_LEGAL = {"AA": True, "A10": False, "A9": False, "B7": True, "HO": True, "LU": True,
                 "L8": True, "HK": True}
SK_TRUMP_LEAD = ["LA", "L9", "A7", "B8"]
SK_TRUMP_LEAD_LEGAL = {"LA": False, "L9": True, "A7": True, "B8": True}
SK_RUN_AWAY = ["AA", "A10", "A9", "B7"]
JASS_STANDARD = ["R8", "B6", "AU", "A9"]
JASS_STANDARD_LEGAL = {"R8": False, "B6": True, "AU": True, "A9": True}
ACORNS_TRUMP = {"type": "trump", "trump": "acorns"}
FALSE_SENTENCES = [
    ("schafkopf", "de", SK_LEAD, [], RUFSPIEL_ACORNS, SK_LEAD_LEGAL, "B7", "K-6",
     "Du spielst aus: im Rufspiel mit der Eichel-Sau ist jede Karte erlaubt, auch "
     "Schellen-Sieben."),
    ("schafkopf", "en", SK_LEAD, [], RUFSPIEL_ACORNS, SK_LEAD_LEGAL, "B7", "K-6",
     "You lead: in the Rufspiel calling the Ace of Acorns any card is allowed, 7 of Bells "
     "included."),
    ("schafkopf", "fr", SK_LEAD, [], RUFSPIEL_ACORNS, SK_LEAD_LEGAL, "B7", "K-6",
     "Tu entames : au Rufspiel avec l'As de Glands appelé toute carte est permise, 7 de "
     "Grelots aussi."),
    # A trump lead, a full history, the Gras-Sau unsearched and so illegal.
    ("schafkopf", "de", SK_TRUMP_LEAD, ["HO"], RUFSPIEL_LEAVES, SK_TRUMP_LEAD_LEGAL, "A7", "K-6",
     "Trumpf wurde angespielt (Herz-Ober) und du hast keinen der 14 Trümpfe im Rufspiel mit "
     "der Gras-Sau: jede Karte ist erlaubt, auch Eichel-Sieben."),
    ("schafkopf", "en", SK_TRUMP_LEAD, ["HO"], RUFSPIEL_LEAVES, SK_TRUMP_LEAD_LEGAL, "A7", "K-6",
     "Trump was led (Ober of Hearts) and you hold none of the 14 trumps of the Rufspiel "
     "calling the Ace of Leaves: any card is allowed, 7 of Acorns included."),
    ("schafkopf", "fr", SK_TRUMP_LEAD, ["HO"], RUFSPIEL_LEAVES, SK_TRUMP_LEAD_LEGAL, "A7", "K-6",
     "L'atout a été entamé (Ober de Cœurs) et tu n'as aucun des 14 atouts du Rufspiel avec "
     "l'As de Feuilles appelé : toute carte est permise, 7 de Glands aussi."),
    # A lead after a run-away: every card legal, but the called suit's cards cite K-6.
    ("schafkopf", "de", SK_RUN_AWAY, [], RUFSPIEL_ACORNS, dict.fromkeys(SK_RUN_AWAY, True),
     "A10", "K-6", "Du spielst aus: im Rufspiel mit der Eichel-Sau ist jede Karte erlaubt, "
     "auch Eichel-Zehn."),
    ("jass", "en", JASS_STANDARD, ["B10"], ACORNS_TRUMP, JASS_STANDARD_LEGAL, "B6", "J-L2",
     "Bells was led and you hold 6 of Bells: you must follow Bells, even if it cannot win "
     "the trick."),
    ("jass", "fr", JASS_STANDARD, ["B10"], ACORNS_TRUMP, JASS_STANDARD_LEGAL, "B6", "J-L2",
     "Grelots a été demandé et tu as 6 de Grelots : tu dois fournir Grelots, même si cette "
     "carte ne gagne pas le pli."),
    ("jass", "de", JASS_STANDARD, ["B10"], ACORNS_TRUMP, JASS_STANDARD_LEGAL, "R8", "J-L2",
     "Schellen wurde ausgespielt und du hältst Schellen-6: Rosen-8 abzuwerfen ist verboten, "
     "du musst Schellen bedienen."),
    # An API field name in prose; a rule that is not in the catalogue.
    ("schafkopf", "de", SK_LEAD, [], RUFSPIEL_ACORNS, SK_LEAD_LEGAL, "AA", "K-9",
     "Ohne history wurde angenommen, dass Eichel noch nicht angespielt wurde (R11)."),
    ("schafkopf", "fr", SK_LEAD, [], RUFSPIEL_ACORNS, SK_LEAD_LEGAL, "AA", "K-9",
     "Sans history, on a supposé que Glands n'a pas encore été entamé (R11)."),
    ("schnapsen", "de", ["HK", "HO", "A10"], [], {"type": "trump", "trump": "hearts"},
     {"HK": True, "HO": True, "A10": True}, "HK", "N-13",
     "Zudrehen ist nach N-D9 nicht möglich."),
    # Cards of another position, a legal card called forbidden, an illegal one allowed.
    ("jass", "de", JASS_STANDARD, ["B10"], ACORNS_TRUMP, JASS_STANDARD_LEGAL, "B6", "J-L2",
     "Du hältst Schilten-Ass: Schellen-6 ist verboten."),
    ("jass", "en", JASS_STANDARD, ["B10"], ACORNS_TRUMP, JASS_STANDARD_LEGAL, "R8", "J-L2",
     "Bells was led: 8 of Roses is allowed."),
    # The French wording says « tu ne peux pas jouer … », « tu peux fournir avec … » (with
    # today's singular suit names).
    ("jass", "fr", JASS_STANDARD, ["B10"], ACORNS_TRUMP, JASS_STANDARD_LEGAL, "B6", "J-L2",
     "On a entamé Grelot et tu as le 8 de Rose : tu ne peux pas jouer le 6 de Grelot."),
    ("jass", "fr", JASS_STANDARD, ["B10"], ACORNS_TRUMP, JASS_STANDARD_LEGAL, "R8", "J-L2",
     "On a entamé Grelot : tu peux fournir avec le 8 de Rose."),
    # The same claim in today's English, with the card's article.
    ("jass", "en", JASS_STANDARD, ["B10"], ACORNS_TRUMP, JASS_STANDARD_LEGAL, "R8", "J-L2",
     "Bells were led and you hold no Bells card: you may discard the 8 of Roses."),
]


@pytest.mark.parametrize(("game", "lang", "hand", "trick", "contract", "flags", "card",
                          "rule", "sentence"), FALSE_SENTENCES,
                         ids=[f"{c[0]}-{c[1]}-{c[6]}-{i}"
                              for i, c in enumerate(FALSE_SENTENCES)])
def test_the_checker_rejects_the_false_sentences_of_issue_14(
        game: str, lang: str, hand: list[str], trick: list[str], contract: dict[str, Any],
        flags: dict[str, bool], card: str, rule: str, sentence: str) -> None:
    deck = GAMES[game].deck
    answer = {"contract": contract, "cards": [
        {"card": code, "legal": legal, "rule": {"id": rule if code == card else "K-6",
                                                "explanation": ""}}
        for code, legal in flags.items()]}
    position = Position(game, lang, tuple(deck.parse(c) for c in hand),
                        tuple(deck.parse(c) for c in trick))
    assert check_sentence(position, answer, sentence, card, rule)


def test_the_checker_accepts_the_fixed_sentences() -> None:
    """The same positions answered now: every sentence passes."""
    for game, lang, hand, trick, contract, _, _, _, _ in FALSE_SENTENCES[:10]:
        body: dict[str, Any] = {"contract": {k: v for k, v in contract.items()
                                             if k != "trumps"},
                                "hand": hand, "trick": trick, "lang": lang}
        if game == "jass":
            body["ruleset"] = "standard"
        if game == "schafkopf" and trick:
            body["history"] = [["A8", "AK", "L7", "L8"], ["B9", "B10", "BK", "BA"],
                               ["AU", "BU", "HU", "LU"],
                               ["A9", "A10", "LK", "L10"]]
        answer = legal_cards_answer(GAME_APIS[game], body)
        deck = GAMES[game].deck
        position = Position(game, lang, tuple(deck.parse(c) for c in hand),
                            tuple(deck.parse(c) for c in trick))
        assert check_answer(position, answer) == []


ROUND = {"contract": {"type": "rufspiel", "called_suit": "acorns"}, "leader": 0, "declarer": 0,
         "hands": [["AO", "LO", "HU", "H10", "HK", "A7", "B7", "L7"],
                   ["HO", "BO", "AU", "LA", "L10", "LK", "A8", "B8"],
                   ["LU", "BU", "HA", "AA", "A9", "B9", "L8", "L9"],
                   ["H9", "H8", "H7", "A10", "AK", "BA", "B10", "BK"]],
         "plays": ["AO", "HO", "BU", "H7", "LO", "BO", "LU", "H8", "A7", "A8", "A9"]}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_round_checks_carry_the_facts_and_true_sentences(client: Any, lang: str) -> None:
    """A round check's plays and ``next`` carry each verdict's facts, and ``next``'s sentences
    pass the checker: seat 2 holds the searched Sau and must play it (K-9)."""
    answer = client.post("/api/v1/schafkopf/rounds/check", json={**ROUND, "lang": lang}).json
    revoke = answer["plays"][10]
    assert (revoke["card"], revoke["legal"]) == ("A9", False)
    assert revoke["rule"]["facts"]["called_ace_state"] == "searched"
    assert revoke["rule"]["facts"]["obliging_card"] == "AA"
    following = answer["next"]
    deck = GAMES["schafkopf"].deck
    position = Position("schafkopf", lang,
                        tuple(deck.parse(e["card"]) for e in following["cards"]),
                        tuple(deck.parse(c) for c in following["trick"]["cards"]))
    assert all("facts" in e["rule"] for e in following["cards"])
    assert check_answer(position, following) == []


@pytest.mark.parametrize("game", sorted(GENERATORS))
def test_every_verdict_carries_documented_facts_that_agree_with_its_answer(game: str) -> None:
    """``rule.facts``: only keys the schema documents, values that are data (codes, ids,
    counts, flags), and facts that say what the rest of the answer says."""
    documented = set(VerdictFacts().fields)
    bodies = GENERATORS[game](random.Random(SEED + 1))
    for _ in range(500):
        body = _coded(game, next(bodies))
        answer = legal_cards_answer(GAME_APIS[game], {**body, "lang": "en"})
        every_legal = all(entry["legal"] for entry in answer["cards"])
        for entry in answer["cards"]:
            facts = entry["rule"]["facts"]
            assert set(facts) <= documented, set(facts) - documented
            assert all(v is None or isinstance(v, str | int | bool) for v in facts.values())
            assert facts["all_legal"] is every_legal
            assert facts["obliging_card"] in (None, *body["hand"])
            if game != "schafkopf":
                assert facts["led_suit"] == answer["trick"]["led_suit"]
            if game == "jass":
                assert facts["highest_trump"] == answer["trick"]["highest_trump"]

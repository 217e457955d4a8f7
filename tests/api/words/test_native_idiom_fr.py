"""French sentences a native player would not sign, read on the answers a user gets: each
pattern once found by a native review of fresh random positions, named examples and scores,
now a negative check. Each check failed on the words before their fix."""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from flask.testing import FlaskClient

from api.games.registry import GAME_APIS
from api.games.schnapsen.game_api import CLOSING_EXAMPLE
from api.games.sechsundsechzig.game_api import CLOSING_EXAMPLE as CLOSING_66
from api.service.examples import load_examples
from tests.api.words.test_sentence_classes import (
    TALON_GAMES,
    _answer,
    coded_bodies,
    legal_bodies,
    random_tricks,
    reckoning_bodies,
    score_bodies,
)
from tests.api.words.test_sentences import GENERATORS


def _said(node: Any) -> Iterator[str]:
    """Every explanation, sentence and problem detail in an answer."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("explanation", "detail", "sentence") and isinstance(value, str):
                yield value
            else:
                yield from _said(value)
    elif isinstance(node, list):
        for value in node:
            yield from _said(value)


@functools.cache
def _sentences(game_id: str) -> tuple[str, ...]:
    """A game's French sentences: 80 random legal-cards answers, 60 random tricks in each
    name deck, and the game's named examples asked in French."""
    from api import create_app
    client = create_app({"TESTING": True}).test_client()
    game = GAME_APIS[game_id].game
    decks, said = game.name_decks, list[str]()
    generic = game_id not in GENERATORS and game_id not in TALON_GAMES
    bodies = (coded_bodies if generic else legal_bodies)(game_id, random.Random(411))
    asked = 0
    for _ in range(800):
        body = next(bodies)
        answer = _answer(client, game_id, body, "fr", decks[asked % len(decks)])
        if answer is not None:
            asked += 1
            said += _said(answer)
        if asked == 80:
            break
    tricks = random_tricks(game_id, random.Random(412))
    for number in range(60):
        contract, trick = next(tricks)
        deck = game.name_decks[number % len(game.name_decks)]
        said += _said(client.get(f"/api/v1/{game_id}/trick?contract={contract.slug}"
                                 f"&trick={','.join(trick)}&lang=fr&deck={deck}").json)
    for example in load_examples():
        if example["game"] == game_id:
            link = re.sub(r"[?&]lang=\w+", "", example["permalink"])
            if example.get("method") == "POST":
                said += _said(client.post(link, json={**example["body"], "lang": "fr"}).json)
            else:
                said += _said(client.get(f"{link}{'&' if '?' in link else '?'}lang=fr").json)
    return tuple(said)


def _matching(game_id: str, pattern: re.Pattern[str]) -> list[str]:
    return [said for said in _sentences(game_id) if pattern.search(said)]


# « Tu entames : au jeu à Carreau toute carte est permise », « Au Piccolo le Pagat … »: a
# contract named before its clause is set off by a comma, as it is read aloud.
NO_COMMA = re.compile(r"Tu entames : au [^,:;]+ toute carte|(?:^|: )[Aa]u (?:Farbenspiel|"
                      r"Zehnerloch|Piccolo|Bettel)(?: ouvert)? (?:le|la|l'|un|on|seul|tu)\b")


@pytest.mark.parametrize("game_id", ["schafkopf", "skat", "koenigrufen", "bauernschnapsen"])
def test_a_contract_named_before_its_clause_is_set_off_by_a_comma(game_id: str) -> None:
    """S-12 « au jeu à Carreau, toute carte est permise »; K-6; T-13 « Au Farbenspiel, la
    couleur entamée compte »; B-7 « Au Zehnerloch, le Dix passe au-dessus du Roi »."""
    problems = _matching(game_id, NO_COMMA)
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:10])


# Without its article, « Atout est demandé » reads as a label; « aucun atout n'est joué » of
# a full trick; « Équipe 1 fait 116 points » without its article.
NO_ARTICLE = {"skat": re.compile(r"^Atout est demandé \([^)]*\)(?! : au )|aucun atout n'est "
                                 r"joué"),
              "coiffeur": re.compile(r"^Équipe \d")}


@pytest.mark.parametrize("game_id", sorted(NO_ARTICLE))
def test_a_sentence_has_its_articles(game_id: str) -> None:
    """S-13 « L'atout est demandé (le Valet de Cœur) »; JC-S2 « L'équipe 1 fait … »."""
    problems = _matching(game_id, NO_ARTICLE[game_id])
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:10])


@pytest.mark.parametrize("game_id", TALON_GAMES)
def test_a_missing_marriage_card_is_named_after_a_comma(game_id: str) -> None:
    """N-10, M-10: « Pour un mariage en Cœur, il te manque le Roi de Cœur »."""
    told = _matching(game_id, re.compile(r"Pour un mariage en"))
    assert told, "no missing marriage card was read"
    problems = [s for s in told if re.search(r"Pour un mariage en \w+ il", s)]
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:10])


# « Le 9 de Pique n'est ni Cœur ni atout »: a card is « de Cœur », as in every other game.
SUIT_WITHOUT_DE = re.compile(r"n'est (?:ni|pas) (?:Trèfle|Pique|Cœur|Carreau|Gland|Feuille|"
                             r"Grelot)\b")


@pytest.mark.parametrize("game_id", ["skat", "doppelkopf"])
def test_a_card_of_another_suit_is_de_that_suit(game_id: str) -> None:
    """S-16, D-21: « n'est ni de Cœur ni d'atout et ne peut pas prendre »."""
    told = _matching(game_id, re.compile(r"ne peut pas (?:prendre|gagner) ; cette carte"))
    assert told, "no card of another suit was read"
    problems = [s for s in told if SUIT_WITHOUT_DE.search(s)]
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:10])


def test_a_doppelkopf_trick_of_two_equal_cards_and_an_assumption_read_as_said(
        client: FlaskClient) -> None:
    """D-22 « la même carte a été jouée deux fois » (not « est là deux fois »); an
    assumption in the present: « on suppose que ce n'est pas la dernière »."""
    answer = client.get("/api/v1/doppelkopf/trick?contract=normal&trick=CA,CA&lang=fr").json
    said = [*_said(answer), *_matching("doppelkopf", re.compile(r"supposé|suppose"))]
    assert any("a été jouée deux fois" in s for s in said), said
    problems = [s for s in said if re.search(r"est là deux fois|on a supposé", s)]
    assert not problems, problems


def test_a_schafkopf_loss_at_60_reads_a_partout(client: FlaskClient) -> None:
    """K-4: « il en faut 61 ; à 60 partout, les adversaires gagnent » (it read « à 60 : 60 les
    adversaires gagnent »: the French colon's space had split the score)."""
    bodies, read, problems = reckoning_bodies(random.Random(413)), 0, []
    for _ in range(60):
        body, _alone = next(bodies)
        answer = client.post("/api/v1/schafkopf/score", json={**body, "lang": "fr"}).json
        for said in _said(answer):
            read += "il en faut 61" in said
            if re.search(r"\d+ : \d+ les", said):
                problems.append(said)
    assert read >= 10, read
    assert not problems, problems[:5]


@pytest.mark.parametrize(("game_id", "pattern"), [
    ("jass", r"; fois \d"), ("skat", r"\(matadors, main et Skat\)")])
def test_a_reckoning_reads_as_players_count(game_id: str, pattern: str) -> None:
    """Jass « multiplié par 2 : 314 », not « fois 2 : 314 »; Skat « Avec 2 (matadors,
    comptés dans la main et le Skat) »: the Spitzen are counted over hand and Skat."""
    reckoned = _matching(game_id, re.compile(r"dernier pli|matadors"))
    assert reckoned, "no reckoning was read"
    problems = [s for s in reckoned if re.search(pattern, s)]
    assert not problems, problems[:5]


BARE_CARD = re.compile(r"^(?!la carte )[^«:]*?(?:figure (?:deux|\d+) fois|est à la fois dans|"
                       r"est jouée (?:deux|\d+) fois|est distribuée (?:deux|\d+) fois)")


@pytest.mark.parametrize("game_id", sorted(GAME_APIS))
def test_a_problem_names_a_card_with_la_carte(client: FlaskClient, game_id: str) -> None:
    """A problem names a card as the deck lists it (« 6 de Trèfle »): « la carte 6 de
    Trèfle figure deux fois dans la main », never the bare name as the sentence's subject."""
    game = GAME_APIS[game_id].game
    code, contract = game.deck.code(game.deck.cards[0]), game.contracts[0].slug
    talon = "&talon=closed" if game_id in TALON_GAMES else ""
    details = []  # three copies: one too many in Doppelkopf's double deck too
    for query in (f"hand={code},{code},{code}", f"hand={code},{code}&trick={code}"):
        answer = client.get(f"/api/v1/{game_id}/legal-cards?contract={contract}&{query}"
                            f"{talon}&lang=fr")
        assert answer.status_code == 422, answer.json
        details.append(answer.json["detail"])
    assert all(d.startswith("la carte ") for d in details), details
    assert not [d for d in details if BARE_CARD.search(d)], details


def test_a_schnapsen_score_counts_its_tricks_least_points_in_words(
        client: FlaskClient) -> None:
    """« 1 plis contiennent au moins 4 points de cartes (deux Valets valent 4) »: a plural
    after 1, and the French deck's Valet in a game whose cards are Unter."""
    bodies, problems, refused = score_bodies("schnapsen", random.Random(414)), [], 0
    for _ in range(300):
        answer = client.post("/api/v1/schnapsen/score", json={**next(bodies), "lang": "fr"})
        if answer.json.get("code") == "talon.trick-points":
            refused += 1
            if re.search(r"\b1 plis|plis contiennent", answer.json["detail"]):
                problems.append(answer.json["detail"])
    assert refused >= 5, refused
    assert not problems, problems[:5]


def test_a_closing_says_whom_and_what_its_figures_count(client: FlaskClient) -> None:
    """N-13: the stakes name « l'adversaire » (« il n'a que 14 » had no one to stand for: the
    stakes are also said alone), the average is in game points, and the double-dummy figure
    counts hands (« ce serait 162 » counted nothing)."""
    answer = client.post("/api/v1/schnapsen/closing", json={**CLOSING_EXAMPLE, "lang": "fr"}
                         ).json
    said = [answer["sentence"], answer["stakes"]["rule"]["explanation"]]
    assert "(l'adversaire n'a que" in said[1], said
    assert re.search(r"En moyenne, [+-]\d+,\d+ en points de partie\.", said[0]), said
    problems = [s for s in said if re.search(r"\(il n'a|ce serait \d|En moyenne [+-]", s)]
    assert not problems, problems


def test_a_bummerl_says_what_each_player_still_needs(client: FlaskClient) -> None:
    """N-16: « le joueur 1 a encore besoin de 4 points de partie, le joueur 2 de 1 », as 66
    says it (it read « doit encore 4, le joueur 2 1 points de partie »: owing, and two numbers
    run together)."""
    game_id = "schnapsen"
    rng, said = random.Random(415), []
    for _ in range(10):
        hands = [{"winner": rng.randint(0, 1), "game_points": rng.randint(1, 2)}
                 for _ in range(rng.randint(1, 3))]
        said.append(client.post(f"/api/v1/{game_id}/bummerl", json={
            "hands": hands, "lang": "fr"}).json["rule"]["explanation"])
    running = [s for s in said if s.startswith("En cours")]
    assert running, said
    assert all("a encore besoin de" in s for s in running), running


@pytest.mark.parametrize(("game_id", "example"), [("schnapsen", CLOSING_EXAMPLE),
                                                  ("sechsundsechzig", CLOSING_66)])
def test_a_closing_names_its_lead_and_its_tally_in_whole_words(
        client: FlaskClient, game_id: str, example: dict[str, Any]) -> None:
    """N-13, M-14: a lead that announces a marriage is « cette carte » (« Avec elle » stood
    for a King), « et atteins 80 points » (not « et as »), and a tally that does not match the
    tricks names both sides (« donnent ici plis : 1 … ; donnés : 0 et 40 »)."""
    game = GAME_APIS[game_id].game
    used = {c for trick in example["tricks"] for c in trick} | {example["trump_card"]}
    rest = [c for c in (game.deck.code(card) for card in game.deck.cards) if c not in used]
    rng, said = random.Random(416), []
    for _ in range(12):
        hand = rng.sample(rest, len(example["hand"]))
        said += _said(client.post(f"/api/v1/{game_id}/closing", json={
            **example, "hand": hand, "lang": "fr"}).json)
        said.append(client.post(f"/api/v1/{game_id}/closing", json={
            **example, "me": {"card_points": 0, "tricks": 2}, "lang": "fr"}).json["detail"])
    assert any("tu annonces" in s for s in said), said
    problems = [s for s in said if re.search(r"Avec elle|et as \d|donnent ici", s)]
    assert not problems, problems[:5]


ROUND_WORDS = ("bauernschnapsen", "jass", "koenigrufen", "schafkopf", "skat", "watten")


@pytest.mark.parametrize("game_id", ROUND_WORDS)
def test_a_round_with_unknown_hands_names_its_players(client: FlaskClient, game_id: str
                                                      ) -> None:
    """« La main du joueur 2 n'est pas connue, mais les cartes qu'il joue suffisent », as the
    round page names its seats (it read « la main de la place 2 … les cartes que la place 2
    joue », and « (places 2) » of one seat)."""
    body = next(e["body"] for e in load_examples() if e["game"] == game_id
                and e["permalink"].endswith("rounds/check"))
    if game_id == "bauernschnapsen":  # its example is a Bettler, checked from its deal only
        body = {"contract": {"type": "normal", "trump": "hearts"}, "plays": [
            "AA", "LA", "HU", "BA"], "hands": [[f"{s}{r}" for r in ("A", "10", "K", "O", "U")]
                                               for s in "ALHB"]}
    hands, plays = list(body["hands"]), body["plays"]
    hands[1] = None
    said: list[str] = []
    for number, asked in enumerate(({**body, "hands": hands}, {
            **body, "hands": None, "plays": plays[:len(plays) // 2 + 1]})):
        answer = client.post(f"/api/v1/{game_id}/rounds/check", json={**asked, "lang": "fr"})
        if number and answer.status_code == 422:  # a Bettler is checked from its deal
            continue
        assert answer.status_code == 200, answer.json
        said += [p["not_known"] for p in answer.json["plays"] if "not_known" in p]
        said += [s for s in answer.json["unknown_hands"].values() if isinstance(s, str)]
    assert any("du joueur 2" in s for s in said), said
    problems = [s for s in said if re.search(r"\bplaces? \d|de la place|La place \d", s)]
    assert not problems, problems


@pytest.mark.parametrize("game_id", TALON_GAMES)
def test_a_lead_with_the_talon_closed_says_who_must_follow(client: FlaskClient,
                                                           game_id: str) -> None:
    """N-8, M-8: « seul le second joueur est tenu de fournir et de prendre » (it read « les
    obligations ne valent que pour le second joueur »: which duties, it did not say)."""
    said = client.get(f"/api/v1/{game_id}/legal-cards?contract=hearts&hand=HA,H10,HK"
                      f"&talon=closed&lang=fr").json["cards"][0]["rule"]["explanation"]
    assert "seul le second joueur est tenu de fournir" in said, said
    assert "les obligations" not in said, said


def test_a_score_line_says_whom_its_points_go_to(client: FlaskClient) -> None:
    """T-30, T-34: « Le jeu est perdu : 1 pour les adversaires » (it read « les adversaires
    marque 1 »); T-9 « 13 points et 1 Blatt » (« 13 points 1 Blatt »); 66's carried points
    from a tie at 65 (« Points d'égalités à 65 que le prochain gagnant ajoute »)."""
    answer = client.post("/api/v1/koenigrufen/score", json={
        "contract": {"type": "rufer", "called_king": "clubs"}, "declarer_thirds": 60,
        "partner": True, "threshold": "35/2", "lang": "fr", "premiums": [
            {"id": "pagat", "party": "declarer", "announced": True, "made": False}]}).json
    said = [*_said(answer), *_said(client.post("/api/v1/koenigrufen/count", json={
        "cards": ["TS", "HK", "H2", "D3", "S7", "CQ", "T10"], "lang": "fr"}).json)]
    said += _said(client.post("/api/v1/sechsundsechzig/bummerl", json={"hands": [
        {"winner": 0, "game_points": 2}, {"winner": None, "game_points": 0}], "lang": "fr"}
                              ).json)
    assert any(s.endswith("2 pour les adversaires.") for s in said), said
    assert any("13 points et 1 Blatt" in s for s in said), said
    problems = [s for s in said if re.search(r"adversaires marque|\d points \d+ Blatt|que le "
                                             r"prochain gagnant ajoute", s)]
    assert not problems, problems


@pytest.mark.parametrize(("theirs", "opening"), [
    ("R7,R8,R9", "Points et cartes égaux ; l'annonce de l'équipe 2, "),
    ("R6,R7,R8", "Points, cartes et plus haute carte égaux ; l'annonce de l'équipe 2, ")])
def test_a_weis_tie_names_the_announcement_that_wins_it(
        client: FlaskClient, theirs: str, opening: str) -> None:
    """JD-W: « l'annonce de l'équipe 2, suite de trois cartes en Cœur jusqu'au 9, a la plus
    haute carte » (it read « ; suite de trois cartes … de l'équipe 2 a la carte la plus
    haute », a name without its article as the subject)."""
    said = client.post("/api/v1/jass/weis/compare", json={
        "contract": {"type": "trump", "trump": "roses"}, "lang": "fr", "declarations": [
            {"seat": 0, "weis": [["A6", "A7", "A8"]]},
            {"seat": 1, "weis": [theirs.split(",")]}]}).json["rule"]["explanation"]
    assert said.startswith(opening), said


PROBLEM_CASES = [
    ("skat/rounds/check", "skat", {"declarer": None, "bid": None}),
    ("doppelkopf/rounds/check", "doppelkopf", {"hands": None, "announcements": [
        {"seat": 0, "call": "re", "at": 1}, {"seat": 2, "call": "keine_90", "at": 4}]}),
    ("bauernschnapsen/rounds/check", "bauernschnapsen", {"hands": None}),
    ("bauernschnapsen/bummerl", None, {"hands": [{"team": 0, "game_points": 16}]}),
    ("schafkopf/compare", None, {"bids": [{"seat": 0, "contract": {"type": "wenz"}},
                                          {"seat": 0, "contract": {"type": "geier"}}]}),
    ("schafkopf/score", None, {"contract": {"type": "solo", "trump": "bells"},
                               "declarer_cards": ["AA", "AK", "A9", "A8", "A7", "LA", "LK"],
                               "declarer_tricks": [], "opponent_tricks": []}),
    ("watten/score", None, {"ruleset": "tirol", "target": 11, "scores": [11, 4],
                            "tricks": [0, 1, 0, 0]})]


@pytest.mark.parametrize(("path", "example", "body"), PROBLEM_CASES)
def test_a_problem_reads_as_a_request_to_the_caller(
        client: FlaskClient, path: str, example: str | None, body: dict[str, Any]) -> None:
    """Problems address the caller as « vous » (« indiquez declarer et bid », never «
    indique »), name the game and its cards as elsewhere (« Skat », « Dames de Trèfle »),
    and say what is wanted: « il faut les 8 cartes différentes que … tenait au départ »,
    « cette place annonce deux fois », « valeurs possibles : 1, 2 … et 24 », « 11 et 4 ne
    sont pas des scores possibles » (not « 11 et 4 n'est pas un score »)."""
    if example is not None:
        base = next(e["body"] for e in load_examples() if e["game"] == example
                    and e["permalink"].endswith("rounds/check"))
        body = {k: v for k, v in {**base, **body}.items() if v is not None}
    answer = client.post(f"/api/v1/{path}", json={**body, "lang": "fr"})
    assert answer.status_code == 422, answer.json
    said = list(_said(answer.json))
    problems = [s for s in said if re.search(
        r"\bindique\b|dames de trèfle|partie de skat|tenait \d+ cartes différentes au départ$"
        r"|^la place annonce|vaut [\d, ]+ et \d+ points|et \d+ n'est pas un score", s)]
    assert not problems, problems


def test_a_heading_and_an_oembed_title_set_off_their_colon(client: FlaskClient) -> None:
    """« Skat : Quelles cartes puis-je jouer ? »: French puts a space before a colon (the
    heading and the oEmbed title read « Skat: »); the Jass bour in lower case, as its
    sentences say it; a Dulle's house rule said once (« de ce jeu de règles »)."""
    public = client.application.config["PUBLIC_URL"].rstrip("/")
    title = client.get("/api/v1/oembed", query_string={
        "url": f"{public}/api/v1/skat/legal-cards?lang=fr"}).json["title"]
    page = client.get("/api/v1/skat/legal-cards?contract=grand&hand=CJ&lang=fr&format=html")
    assert title.startswith("Skat : "), title
    assert "Skat : " in page.get_data(as_text=True)
    titles = [e["titles"]["fr"] for e in load_examples() if e["game"] == "jass"]
    dulle = client.get("/api/v1/doppelkopf/trick?contract=normal&trick=H10,CA,H10,CK"
                       "&ruleset=dulle&lang=fr").json["rule"]["explanation"]
    problems = [s for s in [*titles, dulle] if re.search(r"\bBour\b|de ce jeu de règles", s)]
    assert not problems, problems

"""A deck may hold every card more than once: the API's own counts on a
two-copy deck, before any two-copy game is registered. The embed presets take a card as often
as the deck holds it and refuse one more copy by its code; the deck answer says how many
copies there are; the preview pictures and summaries take a card listed twice. One-copy decks
answer as they always have."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from api.errors.problems import PROBLEM_TYPES, Problem
from api.games.answer_parts import german_deck_answer
from api.games.registry import GAME_APIS
from api.games.schafkopf.answers import speaker
from api.pages.embed import preset_cards
from api.pages.page_texts import TEXTS
from api.pages.preview import rows, summary
from api.pictures.preview_picture import CardView
from api.service.problem_texts import catalogue
from rules.cards import Rank
from rules.german_deck import german_deck
from rules.registry import GAMES

RANKS = (Rank.TEN, Rank.KING, Rank.ACE)
TWO_COPIES = german_deck("two-copies", "Two-copy test", RANKS, copies=2)
ONE_COPY = german_deck("one-copy", "One-copy test", RANKS)


def refusal(name: str, given: str, deck: Any, most: int) -> dict[str, Any]:
    with pytest.raises(Problem) as raised:
        preset_cards(name, given, deck, most)
    problem = raised.value
    assert problem.slug == "validation-error"
    assert [error["parameter"] for error in problem.errors] == [name]
    said = catalogue().word  # as the English answer words them
    return {"detail": said(problem.detail, "en"), "error": said(problem.errors[0]["detail"], "en")}


def test_a_preset_hand_may_hold_a_card_twice_where_the_deck_has_two() -> None:
    assert preset_cards("hand", "AA,acorns-ace,hk,HK", TWO_COPIES, 6) == "AA,AA,HK,HK"
    assert preset_cards("trick", "AA,AA", TWO_COPIES, 4) == "AA,AA"


def test_a_third_copy_is_refused_by_its_code() -> None:
    assert refusal("hand", "AA,HK,aa,acorns-ace", TWO_COPIES, 6) == {
        "detail": "hand: AA appears 3 times; the deck has 2",
        "error": "AA appears 3 times; the deck has 2"}
    assert refusal("trick", "L10,L10,L10", TWO_COPIES, 4)["error"] == \
        "L10 appears 3 times; the deck has 2"


def test_too_many_cards_of_a_two_copy_deck_are_refused_by_their_number() -> None:
    assert refusal("hand", "AA,AA,HK,HK,LA,LA,BA", TWO_COPIES, 6)["error"] == "at most 6 cards"


def test_a_one_copy_deck_keeps_its_wording() -> None:
    assert preset_cards("hand", "AA,HK", ONE_COPY, 6) == "AA,HK"
    for given in ("AA,AA", "AA,HK,LA"):
        assert refusal("hand", given, ONE_COPY, 2) == {
            "detail": "hand: at most 2 different cards", "error": "at most 2 different cards"}


def test_the_frame_of_a_one_copy_game_refuses_a_card_twice_as_before(
        client: FlaskClient) -> None:
    refused = client.get("/api/v1/embed?game=schafkopf&hand=AA,aa&lang=en")
    assert refused.status_code == 422
    assert refused.json["detail"] == "hand: at most 8 different cards"
    assert refused.json["errors"] == [{"parameter": "hand", "detail": "at most 8 different cards",
                                       "code": "embed.different-cards"}]


def test_the_deck_answer_of_a_two_copy_deck_says_copies_and_counts_them() -> None:
    answer = german_deck_answer("two-copies", TWO_COPIES, speaker, lambda card: 0)
    assert answer["copies"] == 2
    assert answer["size"] == 24  # twelve different cards, each twice
    codes = [card["code"] for card in answer["cards"]]
    assert len(codes) == len(set(codes)) == 12  # every card listed once, by its unique code
    one = german_deck_answer("one-copy", ONE_COPY, speaker, lambda card: 0)
    assert (one["copies"], one["size"]) == (1, 12)


@pytest.mark.parametrize("game", sorted(GAME_APIS))
def test_every_deck_answer_says_its_copies(client: FlaskClient, game: str) -> None:
    answer = client.get(f"/api/v1/{game}/deck").json
    assert answer["copies"] == GAMES[game].deck.copies  # 2 in Doppelkopf, else 1
    assert answer["size"] == len(GAMES[game].deck) == len(answer["cards"]) * answer["copies"]


def test_the_duplicate_card_problem_speaks_of_copies_and_keeps_its_title() -> None:
    kind = PROBLEM_TYPES["duplicate-card"]
    assert kind.title == "The same card twice"
    assert "more often than the deck holds it" in kind.description


def view(code: str) -> CardView:
    return code  # type: ignore[return-value]  # the rows only pass a card's view on


def test_the_trick_picture_marks_one_of_two_equal_cards_as_the_winner() -> None:
    # Of two equal cards the first played wins (Doppelkopf): only its place is marked.
    answer = {"cards": [{"card": "AA"}, {"card": "AK"}, {"card": "AA"}],
              "winning_card": "AA", "winner": 0}
    assert rows("trick", answer, view, TEXTS["en"]) == [
        ("The trick", [[("AA", "win"), ("AK", ""), ("AA", "")]])]


def test_a_legal_answer_listing_a_card_twice_is_pictured_and_summed_up() -> None:
    # "legal" lists codes in hand order: both copies of a legal card, both marked allowed.
    answer = {"legal": ["AA", "AA"], "cards": [{"card": "AA"}, {"card": "HK"}, {"card": "AA"}],
              "trick": {"cards": ["AK"]}, "contract": {"name": "test"}}
    shown = rows("legal", answer, view, TEXTS["en"])
    assert shown[-1] == ("Hand", [[("AA", "ok"), ("HK", "no"), ("AA", "ok")]])
    named = summary("legal", answer, lambda code: type("V", (), {"name": code})(),
                     TEXTS["en"])
    assert named.endswith("AA, AA.")

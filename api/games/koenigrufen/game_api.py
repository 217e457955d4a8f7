"""Königrufen in the API: the contract with its family, the Tarock pack with Zählwert and
thirds, each card's part in a trick and the trick counted, the count of a pile in threes
(``/count``), the score of one game (``/score``) and the round walked from the first leader
(T-28) with the parties as the called King shows them."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from flask.views import MethodView

from api.errors.problems import ProblemType
from api.games.answer_parts import read_cards
from api.games.answers import trick_state
from api.games.game_api import Answer, Body, Fields, GameApi, Parties
from api.games.koenigrufen.schemas import (
    KoenigrufenCountQuery,
    KoenigrufenCountRequest,
    KoenigrufenCountResponse,
    KoenigrufenDeckResponse,
    KoenigrufenLegalCardsResponse,
    KoenigrufenScoreRequest,
    KoenigrufenScoreResponse,
    KoenigrufenTrickResponse,
    round_fields,
)
from api.games.koenigrufen.speaker import KoenigrufenSpeaker
from api.games.own_routes import add_post
from api.http.negotiation import LANGUAGES, language
from api.seam.parser import reject_unknown_query_parameters
from api.words.fixed_wording import Wording
from api.words.speaker import Speaker
from rules.cards import Card
from rules.game import PositionFor, TrickOutcome
from rules.koenigrufen.contract import Family, KoenigrufenContract
from rules.koenigrufen.count import WHOLE, count_pile, thirds_of, threshold_thirds
from rules.koenigrufen.game import KOENIGRUFEN, KoenigrufenGame
from rules.koenigrufen.legality import Judgement, KoenigrufenPosition
from rules.koenigrufen.pack import DECK, zaehlwert
from rules.koenigrufen.score import (
    GameScore,
    ImplausibleCountError,
    Premium,
    check_thirds,
    check_tricks,
    score_game,
)
from rules.position import check_no_duplicates
from rules.round_check import RoundCheck

LEGAL_CARDS_EXAMPLE: Body = {"contract": {"type": "piccolo"}, "hand": ["H2", "H4", "H1"],
                             "trick": ["H3"], "lang": "de"}
PICCOLO_EXAMPLE: Body = {"contract": {"type": "piccolo"}, "hand": ["T1", "T7", "H2"],
                         "trick": ["C7"], "lang": "en"}
FARBEN_EXAMPLE: Body = {"contract": {"type": "farbensolo"}, "hand": ["T15", "SK", "C8"],
                        "lang": "fr"}
TRICK_EXAMPLE: Body = {"contract": {"type": "rufer", "called_king": "hearts"},
                       "trick": ["HK", "T1", "TS", "T21"], "lang": "en"}
COUNT_EXAMPLE: Body = {"cards": ["TS", "HK", "H2", "D3", "S7", "CQ", "T10"], "lang": "de"}
SCORE_EXAMPLE: Body = {"contract": {"type": "rufer", "called_king": "clubs"},
                       "declarer_thirds": 115, "partner": True,
                       "premiums": [{"id": "pagat", "party": "declarer", "announced": True,
                                     "made": True}], "threshold": "35/2", "lang": "de"}
# Seats from Vorhand; seat 0 plays a Rufer calling the Herz-König, which seat 2 holds.
ROUND_HANDS = (
    ("TS", "T21", "T20", "T19", "T18", "T17", "T16", "T15", "SK", "CK", "DK", "D1"),
    ("T14", "T13", "T12", "T11", "S7", "S8", "S9", "S10", "C7", "C8", "C9", "C10"),
    ("HK", "T10", "T9", "T8", "T7", "T6", "T5", "T4", "T3", "T2", "T1", "HQ"),
    ("SQ", "SN", "SJ", "CQ", "CN", "CJ", "DQ", "DN", "DJ", "D2", "D3", "D4"))
ROUND_PLAYS = ("TS", "T14", "T10", "SQ", "T21", "T13", "T9", "SN", "T20", "T12", "T8", "SJ")
ROUND_EXAMPLE: Body = {"contract": {"type": "rufer", "called_king": "hearts"}, "declarer": 0,
                       "hands": [list(hand) for hand in ROUND_HANDS],
                       "plays": list(ROUND_PLAYS), "lang": "de"}
PROBLEM_TYPES = (
    ProblemType("invalid-threshold", 422, "Invalid threshold",
                "The win threshold is 35/2 or 35/1 (RT3)."),
    ProblemType("premium-not-possible", 422, "Premium not possible",
                "A premium the contract does not know (T-36 … T-38)."),
    ProblemType("implausible-count", 422, "Implausible count",
                "Thirds outside 0 … 210 or tricks outside 0 … 12."),
    ProblemType("unsupported-rule", 422, "Rule not supported",
                "A rule not answered in version 1 (RT14): the Trischaken payout."),
)
COUNT_DESCRIPTION = (
    "Any set of distinct cards counted in threes (T-7 … T-9, RT2): 3 · ΣZählwert − 2 · n "
    "thirds, as Punkte and Blatt, with one grouping as players lay it out.")
SCORE_DESCRIPTION = (
    "One finished game written (RT11): the game or Valat (T-35, RT10), the premiums "
    "announced and silent (T-34, RT9), and what each seat writes, 2 v 2 or 1 v 3 (T-32).")


class KoenigrufenApi(GameApi[KoenigrufenContract, KoenigrufenPosition, Judgement]):
    game: KoenigrufenGame = KOENIGRUFEN
    summary = ("Königrufen: Farb-, Tarock- and Stichzwang with the Pagat rule, tricks with "
               "the Sküs, counting in threes, and the score of a game.")
    legal_examples = MappingProxyType({
        "Piccolo: beat the card heading the trick, red pips reversed": LEGAL_CARDS_EXAMPLE,
        "Piccolo: the Pagat only as the last Tarock": PICCOLO_EXAMPLE,
        "Farbensolo: no Tarock lead while holding a suit card": FARBEN_EXAMPLE})
    trick_example = TRICK_EXAMPLE
    example_rule = "T-23"
    example_card = "T1"
    legal_description = (
        "Every card with legal or not and the rule that decided it: follow suit (T-20), else "
        "a Tarock (T-21), else any card (T-22); in the negative games Stichzwang (T-23, RT5) "
        "and the Pagat only as the last Tarock (T-25); in the Farbenspiele no Tarock lead "
        "while holding a suit card (T-26). Facts: led_suit, void, heading_card, must_beat, "
        "can_beat, tarocks_in_hand, family.")
    problem_types = PROBLEM_TYPES
    legal_response = KoenigrufenLegalCardsResponse
    trick_response = KoenigrufenTrickResponse
    deck_response = KoenigrufenDeckResponse
    round_examples = MappingProxyType({"A Rufer, trick by trick": ROUND_EXAMPLE})
    round_description = (
        "Every play of a round judged for the hand its seat held (seats from Vorhand, RT12; "
        "the first leader by T-28), every trick with its winner, the revokes (named, not "
        "settled), the parties once the called King falls, and a finished round's score "
        "(the discards count for the declarer, T-11).")

    def add_own_routes(self) -> None:
        blp, api = self.blueprint, self

        @blp.route("/count")
        class Count(MethodView):
            @blp.doc(operationId="koenigrufenCount", summary="Königrufen: count a pile",
                     description=COUNT_DESCRIPTION)
            @blp.arguments(KoenigrufenCountQuery(), location="query")
            @blp.problems(400)
            @blp.response(200, KoenigrufenCountResponse(),
                          example=api.count_answer({**COUNT_EXAMPLE, "lang": "en"}))
            def get(self, query: dict[str, Any]) -> Answer:
                reject_unknown_query_parameters(KoenigrufenCountQuery)
                cards = [c.strip() for c in query["cards"].split(",") if c.strip()]
                return api.count_answer({**query, "cards": cards})

            @blp.doc(operationId="koenigrufenCountPost", summary="Königrufen: count a pile",
                     description=COUNT_DESCRIPTION)
            @blp.arguments(KoenigrufenCountRequest(), example=COUNT_EXAMPLE)
            @blp.problems(400, 413, 415)
            @blp.response(200, KoenigrufenCountResponse(), example=api.count_answer(COUNT_EXAMPLE))
            def post(self, body: dict[str, Any]) -> Answer:
                return api.count_answer(body)

        add_post(blp, "/score", "Score", operation_id="koenigrufenScore",
                 summary="Königrufen: the score of a game", description=SCORE_DESCRIPTION,
                 request=KoenigrufenScoreRequest, response=KoenigrufenScoreResponse,
                 example=SCORE_EXAMPLE, answer=api.score_answer)

    # Count and score.

    def count_answer(self, body: Body) -> Answer:
        speaker = self.speaker(language(body.get("lang")), "")
        cards = read_cards(DECK, {"cards": body.get("cards") or []})["cards"]
        check_no_duplicates(cards, "cards", 1)
        counted = count_pile(cards)
        display = speaker.count_display(counted.points, counted.blatt)
        answer: Answer = {
            "game": self.game.id, "cards": counted.cards,
            "zaehlwert_sum": counted.zaehlwert_sum, "thirds": counted.thirds,
            "points": counted.points, "blatt": counted.blatt, "display": display,
            "groups": [[DECK.code(c) for c in group] for group in counted.groups],
            "rule": "T-9", "explanation": speaker.say("count.explanation", display=display)}
        if body.get("complement"):
            other = WHOLE - counted.thirds
            answer["complement"] = {"thirds": other, "points": other // 3, "blatt": other % 3}
        return answer

    def score_answer(self, body: Body) -> Answer:
        speaker = self.speaker(language(body.get("lang")), "")
        contract = self.read_contract(body)
        threshold = body.get("threshold") or "35/2"
        needed = threshold_thirds(threshold)
        kind, count = contract.type, None
        if contract.family is Family.NEGATIVE:
            if body.get("declarer_tricks") is None:
                raise ImplausibleCountError("koenigrufen.score-needs-tricks",
                                            field="declarer_tricks")
            won = check_tricks(body["declarer_tricks"]) == kind.tricks
        else:
            if body.get("declarer_cards") is not None:
                pile = read_cards(DECK, {"declarer_cards": body["declarer_cards"]})
                thirds = thirds_of(pile["declarer_cards"])
            elif body.get("declarer_thirds") is not None:
                thirds = check_thirds(body["declarer_thirds"])
            else:
                raise ImplausibleCountError("koenigrufen.score-needs-count",
                                            field="declarer_thirds")
            count = {"thirds": thirds, "points": thirds // 3, "blatt": thirds % 3}
            won = thirds >= needed
        alone = not (kind.calls_king and body.get("partner", True))
        premiums = [Premium(p["id"], p["party"], bool(p.get("announced")), bool(p["made"]))
                    for p in body.get("premiums") or ()]
        score = score_game(contract, won=won, alone=alone, premiums=premiums)
        return {"game": self.game.id, "ruleset": self.game.default_ruleset,
                "contract": self.contract_out(contract, speaker), **score_out(score, speaker),
                "declarer_count": count, "threshold": threshold}

    # The common operations.

    def position(self, body: Body, contract: KoenigrufenContract, hand: tuple[Card, ...],
                 trick: tuple[Card, ...]) -> KoenigrufenPosition:
        return KoenigrufenPosition(contract, hand, trick)

    def speaker(self, lang: str, deck: str) -> KoenigrufenSpeaker:
        return KoenigrufenSpeaker(lang=lang, deck=deck or "tarock")

    def contract_out(self, contract: KoenigrufenContract, speaker: Speaker) -> Answer:
        return {"type": contract.type.id, "trump": None, "slug": contract.slug,
                "name": speaker.contract(contract), "family": contract.family.value,
                "called_king": contract.called_king.value if contract.called_king else None,
                "bird": contract.bird, "value": contract.type.value}

    def legal_extras(self, position: KoenigrufenPosition, judgement: Judgement,
                     said: Wording) -> Answer:
        return {"trick": trick_state(self, position.contract, position.trick)}

    def trick_extras(self, body: Body, contract: KoenigrufenContract, outcome: TrickOutcome,
                     said: Wording) -> Answer:
        thirds = thirds_of([c.card for c in outcome.cards])
        return {"count": {"thirds": thirds, "points": thirds // 3, "blatt": thirds % 3}}

    def deck_answer(self, ruleset: str | None = None) -> Answer:
        def names(card: Card) -> dict[str, str]:
            return {lang: self.speaker(lang, "").card_name(card) for lang in LANGUAGES}

        # The Tarock pack is French-suited: its French names are its own (every deck
        # answer has them).
        cards = [{"code": DECK.code(card), "suit": card.suit.value, "rank": card.rank.value,
                  "names": names(card), "french": {"suit": card.suit.value,
                                                   "rank": card.rank.value,
                                                   "names": names(card)},
                  "points": {"all": zaehlwert(card)}, "zaehlwert": zaehlwert(card),
                  "thirds": 3 * zaehlwert(card) - 2} for card in DECK.cards]
        suit_names = {suit: {lang: self.speaker(lang, "").suit(suit) for lang in LANGUAGES}
                      for suit in DECK.suits}
        suits = [{"id": suit.value, "letter": DECK.suit_letters[suit], "french": suit.value,
                  "names": suit_names[suit], "french_names": suit_names[suit]}
                 for suit in DECK.suits]
        return {"game": self.game.id, "ruleset": self.game.default_ruleset,
                "size": len(DECK), "copies": 1, "suits": suits,
                "ranks": [rank.value for rank in DECK.ranks], "cards": cards}

    def card_points(self, card: Card) -> int:
        return zaehlwert(card)

    # The round check.

    def round_fields(self) -> Fields:
        return round_fields()

    def round_leader(self, body: Body, contract: KoenigrufenContract) -> int:
        return self.game.first_leader(contract, int(body.get("declarer", 0)))

    def round_positions(self, body: Body, contract: KoenigrufenContract) -> PositionFor:
        def position_for(hand: tuple[Card, ...], trick: tuple[Card, ...],
                         earlier: tuple[tuple[Card, ...], ...]) -> KoenigrufenPosition:
            return KoenigrufenPosition(contract, hand, trick)
        return position_for

    def round_parties(self, body: Body, contract: KoenigrufenContract,
                      check: RoundCheck) -> Parties:
        found = self.game.parties(contract, int(body.get("declarer", 0)), check.hands, check)
        if check.unknown and contract.called_king is not None and found.partner is None:
            return None  # the called King not seen yet: a hand not known may hold it (T-31)
        side = frozenset({found.declarer} | ({found.partner} if found.partner is not None
                                             else set()))
        return (side, frozenset(range(4)) - side)

    def round_score(self, body: Body, contract: KoenigrufenContract, check: RoundCheck,
                    speaker: Speaker) -> Answer | None:
        discards = read_cards(DECK, {"discards": body.get("discards") or []})["discards"]
        parties = self.game.parties(contract, int(body.get("declarer", 0)), check.hands, check)
        score = self.game.round_score(contract, check, parties, discards,
                                      body.get("threshold") or "35/2")
        return None if score is None else score_out(score, speaker)

    def round_extras(self, body: Body, check: RoundCheck, speaker: Speaker) -> Answer:
        contract = self.read_contract(body)
        parties = self.game.parties(contract, int(body.get("declarer", 0)), check.hands, check)
        return {"declarer": parties.declarer,
                "partner": parties.partner if parties.known_after is not None else None,
                "partner_known_after": parties.known_after}


def score_out(score: GameScore, speaker: Speaker) -> dict[str, Any]:
    """A game's score as ``/score`` and the round check give it (T-30 … T-40)."""
    line = speaker.score_line if isinstance(speaker, KoenigrufenSpeaker) else None
    declarer, partner, opponent = score.per_seat
    return {"won": score.won, "alone": score.alone,
            "items": [{"id": i.id, "party": i.party, "value": i.value, "rule": i.rule}
                      for i in score.items],
            "net_per_player": score.net,
            "per_seat": {"declarer": declarer, "partner": partner, "opponent_each": opponent},
            "breakdown": [{"item": i.id, "rule": i.rule, "amount": i.value,
                           "explanation": line(i) if line else ""} for i in score.items]}


GAME_API = KoenigrufenApi()

"""The answers every game gives in the same shape, from its ``GameApi``: the legal cards of a
hand and the outcome of a trick."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar, cast

from api.games.answer_parts import hand_and_trick, read_list
from api.games.game_api import Answer, AnyGameApi, Body, GameApi
from api.words.fixed_wording import AS_IS, FactJson, Wording, fact_value, fact_values
from rules.cards import Card
from rules.game import Contract, Judged, TrickOutcome, legal_cards
from rules.verdict import Verdict

# A game's contract, position and judgement, as its class is typed.
C = TypeVar("C", bound=Contract)
P = TypeVar("P")
J = TypeVar("J", bound=Judged)


def legal_cards_answer(api: AnyGameApi, body: Body) -> Answer:
    """Every card of the hand with its verdict (and, as ``detail`` asks, its rule's texts and
    facts); the legal cards derived from the verdicts; the trick so far; the game's own
    fields."""
    game = api.game
    contract = api.read_contract(body)
    hand, trick = hand_and_trick(game.deck, body)
    position = api.position(body, contract, hand, trick)
    return judged_answer(api, body, contract, position, game.judge(position), trick)


def judged_answer(api: GameApi[C, P, J], body: Body, contract: C, position: P,
                  judgement: J, trick: Sequence[Card],
                  said: Wording | None = None) -> Answer:
    """The legal-cards answer for a position already judged (also a round's ``next``, which
    gives the wording its answer already negotiated). Facts are made only for the sizes that
    show them, sentences only for ``full``."""
    game = api.game
    said = said or api.wording_for(body)
    detail = body.get("detail", "full")
    verdicts = judgement.verdicts
    codes = api.codes
    if detail == "ids":
        cards = []
        shown = api.memo.id_cards
        for v in verdicts:
            key = v.card.ordinal, v.legal, v.rule_id
            card = shown.get(key)
            if card is None:
                card = shown[key] = {"card": codes[key[0]], "legal": v.legal,
                                     "rule": {"id": v.rule_id}}
            cards.append(card)
    else:
        cards = _cards_with_facts(api, said, contract, position, verdicts,
                                  detail == "full")
    # The game's own fields: without words unless the answer is ``full``.
    extras = api.legal_extras(position, judgement,
                              said if detail == "full" else api.muted_for(said))
    return {
        "game": game.id, "ruleset": body.get("ruleset", game.default_ruleset),
        "lang": said.speaker.lang, "contract": said.contract_out(contract, api.contract_out),
        "legal": [codes[card.ordinal] for card in legal_cards(judgement)],
        "cards": cards,
        "trick": trick_state(api, contract, trick),
        **extras,
    }


def _cards_with_facts(api: GameApi[C, P, J], said: Wording, contract: C, position: P,
                      verdicts: Sequence[Verdict], worded: bool) -> list[Answer]:
    """Each card's verdict with its rule's facts, and with ``worded`` its title, sentence
    and source."""
    facts = api.game.facts(position, verdicts)
    codes, rules = api.codes, said.rules
    shared = fact_values(facts.shared, codes)  # the position's facts, converted once
    sentences = (said.speaker.verdict_sentences(verdicts, facts, contract) if worded
                 else [None] * len(verdicts))
    cards = []
    for v, own, sentence in zip(verdicts, facts.own, sentences, strict=True):
        values = shared.copy()  # then the verdict's own facts, converted
        for name, value in own.items():
            values[name] = cast(FactJson, value) if type(value) in AS_IS else fact_value(
                value, codes)
        if worded:
            title, source = rules[v.rule_id]
            rule = {"id": v.rule_id, "title": title, "explanation": sentence,
                    "source": source, "facts": values}
        else:
            rule = {"id": v.rule_id, "facts": values}
        cards.append({"card": codes[v.card.ordinal], "legal": v.legal, "rule": rule})
    return cards


# What ``detail=facts`` and ``detail=ids`` leave out of every rule an answer cites.
WORDED = frozenset({"title", "explanation", "source"})


def sized(value: Any) -> Any:
    """A part of an answer with every rule it cites cut to its ``id`` (and ``facts``): the
    game's own fields (Schnapsen's actions) at the sizes that carry no texts."""
    if isinstance(value, dict):
        return {key: ({k: v for k, v in item.items() if k not in WORDED}
                      if key == "rule" and isinstance(item, dict) else sized(item))
                for key, item in value.items()}
    if isinstance(value, list):
        return [sized(item) for item in value]
    return value


LED_STATES = 16_384  # one-card tricks remembered per game (contracts × cards)


def trick_state(api: AnyGameApi, contract: object, trick: Sequence[Card]) -> Answer:
    """The trick so far, as every game's legal-cards answer shows it; the position's judgement
    has checked its cards. A trick of one card is judged once per contract and card: a third
    of the legal-cards questions of four-player games ask it, every Schnapsen follower."""
    if not trick:
        return {"cards": [], "led_card": None, "led_suit": None, "led": None,
                "winning_card": None, "winning_index": None, "highest_trump": None,
                "points": 0}
    if len(trick) == 1:
        key = contract, trick[0].ordinal
        state = api.memo.led_states.get(key)
        if state is None:
            state = _judged_state(api, contract, trick)
            if len(api.memo.led_states) < LED_STATES:
                api.memo.led_states[key] = state
        return state
    return _judged_state(api, contract, trick)


def _judged_state(api: AnyGameApi, contract: object, trick: Sequence[Card]
                  ) -> Answer:
    codes = api.codes
    cards = [codes[c.ordinal] for c in trick]
    outcome = api.judge_checked_trick(trick, contract)
    top = outcome.highest_trump
    return {"cards": cards, "led_card": codes[trick[0].ordinal],
            "led_suit": trick[0].suit.value, "led": outcome.led,
            "winning_card": codes[outcome.winning_card.ordinal],
            "winning_index": outcome.winner,
            "highest_trump": codes[top.ordinal] if top else None, "points": outcome.points}


def trick_answer(api: AnyGameApi, body: Body) -> Answer:
    """Who wins the trick and why, each card's role, rank in the trick and points; with
    ``detail`` facts or ids, the rule by its id and no sentences (none is made)."""
    game = api.game
    contract = api.read_contract(body)
    trick = read_list(game.deck, "trick", body["trick"])
    outcome: TrickOutcome = game.judge_trick(trick, contract)
    said = api.wording_for(body)
    speaker = said.speaker
    shown = said.contract_out(contract, api.contract_out)
    codes = api.codes
    cards = [{"card": codes[c.card.ordinal], "role": c.role.value,
              "rank_in_trick": c.rank_in_trick, "points": c.points,
              "points_rule": c.points_rule} for c in outcome.cards]
    if body.get("detail", "full") == "full":
        rule = said.rule_ref(outcome.rule_id, speaker.trick_winner(outcome, str(shown["name"])))
        trumps = game.has_trumps(contract)
        for out, c in zip(cards, outcome.cards, strict=True):
            out["explanation"] = speaker.trick_card(c, outcome, trumps)
    else:
        said = api.muted_for(said)
        rule = {"id": outcome.rule_id}
    return {
        "game": game.id, "ruleset": body.get("ruleset", game.default_ruleset),
        "lang": speaker.lang, "contract": shown,
        "complete": outcome.complete, "winner": outcome.winner,
        "winning_card": codes[outcome.winning_card.ordinal], "led_suit": outcome.led,
        "points": outcome.points, "rule": rule, "cards": cards,
        **api.trick_extras(body, contract, outcome, said),
    }

"""The engine against the lead's independent oracle (``independent.py``, written from
RULES-doppelkopf.md alone): legality on 12,000 random positions, trick winners under every
ruleset and trick number on 12,000 random tricks, and 5,000 random played games scored.

The first run found one difference, the oracle's: it weighed "Re angesagt" and "Kontra
angesagt" 1 each, where TSR 7.2.2 (D-34 (b)) gives 2 ("Es wurde „Re“ angesagt 2 Punkte
zusätzlich"; BAUM24's worked example 2 adds up to 7 only with 2). The oracle was fixed."""

from __future__ import annotations

import random

from rules.cards import Card
from rules.doppelkopf.contract import ContractType, DoppelkopfContract
from rules.doppelkopf.deck import DOPPELKOPF_DECK, KREUZ_DAME, augen
from rules.doppelkopf.game import DOPPELKOPF
from rules.doppelkopf.legality import judge_hand
from rules.doppelkopf.reckoning import reckon
from rules.doppelkopf.ruleset import RULESETS
from rules.doppelkopf.trick import judge_trick
from tests.rules.doppelkopf import independent as oracle
from tests.rules.doppelkopf.deals import PACK, codes, deal, play_out

CONTRACTS = DOPPELKOPF.contracts
ABSAGEN = ("keine_90", "keine_60", "keine_30", "schwarz")


def body(contract: DoppelkopfContract) -> dict[str, object]:
    parts: dict[str, object] = {"type": contract.type.value}
    if contract.trump is not None:
        parts["trump"] = contract.trump.value
    return parts


def test_legality_agrees_on_random_positions() -> None:
    rng = random.Random(2701)
    for _ in range(12_000):
        contract = rng.choice(CONTRACTS)
        hands = deal(rng)
        hand = hands[0][:rng.randint(1, 12)]
        trick = [hands[1 + i][0] for i in range(rng.randint(0, 3))]
        mine = [v.legal for v in judge_hand(hand, trick, contract).verdicts]
        assert mine == oracle.legal(body(contract), codes(hand), codes(trick)), (
            contract.slug, codes(hand), codes(trick))


def test_trick_winners_agree_under_every_ruleset() -> None:
    rng = random.Random(2702)
    dulle = DOPPELKOPF_DECK.parse("H10")
    for _ in range(12_000):
        contract = rng.choice(CONTRACTS)
        cards = PACK[:]
        rng.shuffle(cards)
        trick = cards[:4]
        if rng.random() < 0.3:  # both Dullen, often
            rest = [c for c in cards if c != dulle][:2]
            places = rng.sample(range(4), 2)
            trick = [dulle if at in places else rest.pop() for at in range(4)]
        ruleset = rng.choice(list(RULESETS.values()))
        number = rng.randint(1, 12)
        mine = judge_trick(trick, contract.playing(ruleset, number)).winner
        assert mine == oracle.trick_winner(body(contract), ruleset.id, codes(trick), number)
    assert all(augen(c) == oracle.augen(DOPPELKOPF_DECK.code(c)) for c in DOPPELKOPF_DECK.cards)


def _deal_for(contract: DoppelkopfContract, rng: random.Random) -> list[list[Card]]:
    """A deal that fits the contract: the Kreuz Damen in two hands for a normal game, in one
    for a Hochzeit (either kind)."""
    both = contract.type in (ContractType.HOCHZEIT, ContractType.STILLE_HOCHZEIT)
    while True:
        hands = deal(rng)
        holders = [s for s, h in enumerate(hands) if KREUZ_DAME in h]
        if contract.shape.suit != "fixed" or (len(holders) == 1) == both:
            return hands


def _calls(hands: list[list[Card]], contract: DoppelkopfContract,
           rng: random.Random) -> list[dict[str, object]]:
    calls: list[dict[str, object]] = []
    for _ in range(rng.choice((0, 0, 1, 1, 2, 3))):
        seat = rng.randrange(4)
        if contract.shape.suit != "fixed":
            party = "re" if seat == 1 else "kontra"
        elif contract.type is ContractType.NORMAL:
            party = "re" if KREUZ_DAME in hands[seat] else "kontra"
        else:  # a Hochzeit: only the Hochzeiter's party is known from the deal
            party = "re" if hands[seat].count(KREUZ_DAME) == 2 else ""
        word = rng.choice((party, *ABSAGEN)) if party else rng.choice(ABSAGEN)
        calls.append({"seat": seat, "call": word, "at": rng.randrange(48)})
    return calls


def test_scores_agree_on_random_played_games() -> None:
    rng = random.Random(2703)
    for _ in range(5_000):
        contract = rng.choice(CONTRACTS).playing(rng.choice(list(RULESETS.values())))
        hands = _deal_for(contract, rng)
        leader = rng.randrange(4)
        tricks = play_out(contract, hands, leader, rng)
        calls = _calls(hands, contract, rng)
        soloist = 1 if contract.shape.suit != "fixed" else None
        result = reckon(contract, leader, tricks, calls, hands=hands, soloist=soloist)
        question = {"contract": {**body(contract),
                                 **({"soloist": soloist} if soloist is not None else {})},
                    "ruleset": contract.ruleset.id, "leader": leader,
                    "hands": [codes(h) for h in hands], "tricks": [codes(t) for t in tricks],
                    "announcements": calls}
        expected = oracle.score(question)
        s = result.score
        assert list(result.parties.re) == expected["parties"]["re"]
        assert dict(result.augen) == expected["augen"]
        assert dict(result.tricks_won) == expected["tricks_won"]
        assert s.winner == expected["winner"]
        assert sorted((p.id, p.party) for p in s.breakdown) == expected["points"]
        assert sorted((p.id, p.party) for p in s.sonderpunkte) == expected["sonderpunkte"]
        assert s.sonderpunkte_re == expected["sonderpunkte_re"]
        assert s.multiplier == expected["multiplier"]
        assert s.value_re == expected["value_re"]
        assert s.game_value == expected["game_value"]
        assert list(result.per_seat) == expected["per_seat"]

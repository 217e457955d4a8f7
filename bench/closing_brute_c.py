"""``closing_brute_py``'s game in C, for positions of every size: the same brute force (every
branch played to its end, every child's outcome worked out, no table, no pruning), built with
the system's C compiler on first use. The trick winners come from the family's
``judge_trick``; the second player's four stages (N-5 … N-7) are written out here, once, and
``legal`` lets the tests hold them against ``legal_cards``."""

from __future__ import annotations

import ctypes
import hashlib
import subprocess
import tempfile
from dataclasses import dataclass, field
from math import comb
from pathlib import Path

from bench.closing_brute_py import Cards, Counts
from rules.schnapsen.closing import ClosingPosition, check_position
from rules.schnapsen.contract import SchnapsenContract
from rules.schnapsen.ranking import is_trump
from rules.schnapsen.variant import Variant

SOURCE = r"""
typedef unsigned long long u64;
static int points[32], partner[32], worth[32], goal, strict, lazy;
static long long nodes, budget;
static unsigned char second_wins[32][32];
static u64 suit_of[32], higher[32], trumps;

u64 legal(u64 hand, int led) {
    u64 same = hand & suit_of[led], head = same & higher[led];
    if (head) return head;
    if (same) return same;
    if (hand & trumps) return hand & trumps;
    return hand;
}

static int at_lead(u64 h0, u64 h1, int leader, int p0, int p1, int t0, int t1);

static int wins(u64 h0, u64 h1, int leader, int p0, int p1, int t0, int t1, int announcing,
                int lead) {
    u64 hands[2] = {h0, h1};
    if (++nodes > budget) return 0;  /* over the budget: the caller discards the count */
    int mine[2] = {p0, p1}, tricks[2] = {t0, t1};
    int other = partner[lead];
    if (announcing && other >= 0 && (hands[leader] >> other & 1)) {
        mine[leader] += worth[lead];
        if (tricks[leader] && mine[leader] >= goal) return leader == 0;
    }
    int follower = 1 - leader, any = 0, all = 1;
    u64 options = legal(hands[follower], lead);
    for (int reply = 0; reply < 64; reply++) {
        if (!(options >> reply & 1)) continue;
        int winner = second_wins[lead][reply] ? follower : leader;
        int after[2] = {mine[0], mine[1]}, won[2] = {tricks[0], tricks[1]};
        u64 rest[2] = {hands[0], hands[1]};
        int outcome;
        after[winner] += points[lead] + points[reply];
        rest[leader] ^= 1ULL << lead;
        rest[follower] ^= 1ULL << reply;
        won[winner] = 1;
        if (after[winner] >= goal) outcome = winner == 0;
        else if (!rest[0]) outcome = 0;
        else outcome = at_lead(rest[0], rest[1], winner, after[0], after[1], won[0], won[1]);
        any |= outcome;
        all &= outcome;
        if (lazy && (follower == 0 ? any : !all)) break;
    }
    return follower == 0 ? any : all;
}

static int at_lead(u64 h0, u64 h1, int leader, int p0, int p1, int t0, int t1) {
    u64 cards = leader == 0 ? h0 : h1;
    int any = 0, all = 1;
    for (int card = 0; card < 64; card++) {
        if (!(cards >> card & 1)) continue;
        int outcome = wins(h0, h1, leader, p0, p1, t0, t1, strict, card);
        any |= outcome;
        all &= outcome;
        if (lazy && (leader == 0 ? any : !all)) break;
    }
    return leader == 0 ? any : all;
}

void setup(int n, const int *pts, const int *partners, const int *worths,
           const unsigned char *beaten, const u64 *suits, const u64 *highers, u64 trump_mask,
           int winning, int marriages_when_strict, int stop_early) {
    for (int i = 0; i < n; i++) {
        points[i] = pts[i]; partner[i] = partners[i]; worth[i] = worths[i];
        suit_of[i] = suits[i]; higher[i] = highers[i];
        for (int j = 0; j < n; j++) second_wins[i][j] = beaten[i * n + j];
    }
    trumps = trump_mask; goal = winning; strict = marriages_when_strict; lazy = stop_early;
}

/* Every opponent hand: ``fixed`` plus ``missing`` of the ``free`` cards; per first lead the
   deals won, and the deals some lead wins. Returns the nodes visited, -1 over ``most``. */
long long count(long long most, u64 hand, u64 fixed, const int *free, int nfree,
                int missing, int p0, int p1, int t0, int t1, const int *leads, int nleads,
                long long *won, long long *either) {
    int pick[8];
    nodes = 0;
    budget = most;
    for (int i = 0; i < missing; i++) pick[i] = i;
    for (;;) {
        u64 opponent = fixed;
        for (int i = 0; i < missing; i++) opponent |= 1ULL << free[pick[i]];
        int some = 0;
        for (int n = 0; n < nleads; n++) {
            int w = wins(hand, opponent, 0, p0, p1, t0, t1, 1, leads[n]);
            won[n] += w;
            some |= w;
        }
        *either += some;
        int i = missing - 1;
        while (i >= 0 && pick[i] == nfree - missing + i) i--;
        if (i < 0) break;
        pick[i]++;
        for (int j = i + 1; j < missing; j++) pick[j] = pick[j - 1] + 1;
    }
    return nodes > budget ? -1 : nodes;
}
"""

U64 = ctypes.c_ulonglong


def _library() -> ctypes.CDLL:
    digest = hashlib.sha256(SOURCE.encode()).hexdigest()[:16]
    built = Path(tempfile.gettempdir()) / f"closing_brute_{digest}.so"
    if not built.exists():
        source = built.with_suffix(".c")
        source.write_text(SOURCE, encoding="utf-8")
        partial = built.with_suffix(f".{id(source)}.tmp")
        subprocess.run(["cc", "-O2", "-shared", "-fPIC", "-o", str(partial), str(source)],
                       check=True)
        partial.replace(built)
    return ctypes.CDLL(str(built))


@dataclass(slots=True)
class CBrute:
    """The C brute force set up for one variant under one trump suit (the library holds
    one such setup at a time: set up again before counting under another)."""

    cards: Cards
    # Stop at the first child that decides (any / all): the same values, fewer nodes; off,
    # every child is played out.
    stop_early: bool = False
    lib: ctypes.CDLL = field(init=False)
    setup: tuple[object, ...] = field(init=False)

    def __post_init__(self) -> None:
        self.lib = _library()
        deck, rules = self.cards, self.cards.rules
        n = len(deck.cards)
        contract: SchnapsenContract = deck.contract
        suits = [deck.mask(tuple(d for d in deck.cards if d.suit is c.suit))
                 for c in deck.cards]
        highers = [deck.mask(tuple(d for d in deck.cards if d.suit is c.suit
                                   and rules.strength[d.rank] > rules.strength[c.rank]))
                   for c in deck.cards]
        beaten = bytes(int(w) for row in deck.second_wins for w in row)
        ints = ctypes.c_int * n
        trumps = deck.mask(tuple(c for c in deck.cards if is_trump(c, contract)))
        self.setup = (n, ints(*deck.points), ints(*deck.partner), ints(*deck.worth), beaten,
                      (U64 * n)(*suits), (U64 * n)(*highers), U64(trumps),
                      rules.winning_points, int(rules.marriages_when_strict),
                      int(self.stop_early))
        self.lib.legal.restype = U64
        self.lib.count.restype = ctypes.c_longlong

    def legal(self, hand: int, led: int) -> int:
        self.lib.setup(*self.setup)
        return int(self.lib.legal(U64(hand), led))

    def count(self, position: ClosingPosition, rules: Variant, most: int = 1 << 62
              ) -> Counts | None:
        """Every deal and first lead counted; None where that takes over ``most`` nodes."""
        deck = self.cards
        self.lib.setup(*self.setup)
        mine, his, known, unseen = check_position(position, rules)
        free = [deck.cards.index(c) for c in unseen if c not in known]
        leads = [deck.cards.index(c) for c in position.hand]
        missing = rules.hand_size - len(known)
        won = (ctypes.c_longlong * len(leads))()
        either = ctypes.c_longlong(0)
        visited = self.lib.count(ctypes.c_longlong(most), U64(deck.mask(position.hand)),
                                 U64(deck.mask(known)),
                       (ctypes.c_int * len(free))(*free), len(free), missing,
                       mine.side.points, his.side.points, int(mine.side.has_trick),
                       int(his.side.has_trick), (ctypes.c_int * len(leads))(*leads),
                       len(leads), won, ctypes.byref(either))
        if visited < 0:
            return None
        return Counts(comb(len(free), missing), tuple(won), either.value)


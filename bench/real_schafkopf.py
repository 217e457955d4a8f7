"""Asks every real Schafkopf game of a file (``../shared/real-games/``, openschafkopf's
transcriptions of Sauspiel and NetSchafkopf games) through ``POST /schafkopf/rounds/check`` as
it was played: its platform's ruleset, its tariff, its doublings before play, its Kontras and
its Stock, and compares the answer with what the source states. Prints one table per
platform: revokes reported, trick winners, Augen, results, Schneider/Schwarz, Laufende, price
and payouts agreeing, then every game that disagrees or cannot be asked, with the reason.

    .venv/bin/python -m bench.real_schafkopf ../shared/real-games/schafkopf-openschafkopf.jsonl

A measurement, not a test: the file is not part of the project; no factor is applied here
that the API does not apply (the script only translates the file's fields into a request).
"""

from __future__ import annotations

import json
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator, Mapping
from typing import Any

from api import create_app

SUIT = {"acorns": "A", "leaves": "L", "hearts": "H", "bells": "B"}
RANK = {"7": "7", "8": "8", "9": "9", "10": "10", "under": "U", "ober": "O", "king": "K",
        "ace": "A"}
# The platform's ruleset; the hand-made openschafkopf cases are asked under standard.
RULESET = {"sauspiel": "sauspiel", "netschafkopf": "netschafkopf", "manual": "standard"}
# NetSchafkopf writes its rule profile on the first line of a protocol.
PROFILE = {"PM-Regeln": "netschafkopf-pm"}
# A Bettel the source plays with Stichzwang is asked with the house rule that has it (K-H10);
# openschafkopf names its Bettel variant "normal" or "stichzwang".
BETTEL_HOUSE_RULE = {"stichzwang": "+bettel-stichzwang"}
# Each platform's stated trick winners (the last trick's where Augen or a Tout decide it) and
# how many the API agrees with.
WINNERS: dict[str, Counter[str]] = defaultdict(Counter)
CHECKS = ("revokes", "tricks", "augen", "result", "schneider_schwarz", "laufende", "price",
          "payouts")


def code(card: str) -> str:
    suit, rank = card.split("-")
    return SUIT[suit] + RANK[rank]


def tariff_of(game: Mapping[str, Any]) -> dict[str, Any] | None:
    """The game's stated tariff as the request's ``tariff``: Schwarz is added on top of
    Schneider in the API, so the file's Schwarz in all less Schneider."""
    stated = game["stated"].get("tariff") or {}
    found: dict[str, Any] = {}
    if stated.get("base") is not None:
        found["base"] = {game["contract"]["type"]: stated["base"]}
    for name in ("laufende", "schneider"):
        if stated.get(name) is not None:
            found[name] = stated[name]
    if stated.get("schwarz_total") is not None and stated.get("schneider") is not None:
        found["schwarz"] = stated["schwarz_total"] - stated["schneider"]
    return found or None


def request_of(game: Mapping[str, Any], forced: str | None = None) -> dict[str, Any]:
    contract = game["contract"]
    stated = game["stated"]
    ruleset = forced or PROFILE.get(game["source"].get("profile", ""),
                                    RULESET[game["source"]["kind"]])
    if contract["type"] == "bettel":
        ruleset += BETTEL_HOUSE_RULE.get(str(stated.get("bettel_variant")).lower(), "")
    body: dict[str, Any] = {"contract": {"type": contract["type"]},
                            "ruleset": ruleset,
                            "leader": game["leader"], "plays": [code(c) for c in game["plays"]],
                            "lang": "en"}
    if contract.get("called_suit"):
        body["contract"]["called_suit"] = contract["called_suit"]
    if contract.get("suit"):
        body["contract"]["trump"] = contract["suit"]
    if contract.get("tout"):
        body["contract"]["tout"] = True
    if contract.get("declarer") is not None:
        body["declarer"] = contract["declarer"]
    if game["hands_basis"] == "dealt":
        body["hands"] = [[code(c) for c in hand] for hand in game["hands"]]
    tariff = tariff_of(game)
    if tariff:
        body["tariff"] = tariff
    doublings = stated.get("doublings_by") or [None] * (stated.get("doublings") or 0)
    if doublings:
        body["doublings"] = doublings
    kontras = stated.get("stoss_by") or [None] * (stated.get("stoss") or 0)
    if kontras:
        body["kontras"] = kontras
    stock = stated.get("stock") or {}
    if stock.get("initial"):
        body["stock"] = stock["initial"]
    return body


def payouts_of(answer: Mapping[str, Any], game: Mapping[str, Any]) -> list[int] | None:
    score = answer["score"]
    if score is None:
        return None
    if "payments" in score:
        return list(score["payments"])
    contract = game["contract"]
    party = {contract["declarer"]}
    if contract.get("partner") is not None:
        party.add(contract["partner"])
    per = score["per_player"]
    return [per["declarer"] if seat in party else per["opponent"] for seat in range(4)]


def compare(game: Mapping[str, Any], answer: Mapping[str, Any]) -> dict[str, str | None]:
    """Per check: None (not stated), "ok", or what differs."""
    stated, score = game["stated"], answer["score"] or {}
    found: dict[str, str | None] = dict.fromkeys(CHECKS)
    found["revokes"] = "ok" if not answer["revokes"] else f"{len(answer['revokes'])} revokes"
    wrong = []
    for told, trick in zip(stated["tricks"], answer["tricks"], strict=True):
        if told.get("winner") is not None and told["winner"] != trick["winner"]:
            wrong.append(f"trick {trick['number']}: {trick['winner']} not {told['winner']}")
        elif told.get("winner_in") and trick["winner"] not in told["winner_in"]:
            wrong.append(f"trick {trick['number']}: {trick['winner']} not in {told['winner_in']}")
    found["tricks"] = "ok" if not wrong else "; ".join(wrong)
    told_winners = sum(t.get("winner") is not None or bool(t.get("winner_in"))
                       for t in stated["tricks"])
    WINNERS[game["source"]["kind"]] += Counter(stated=told_winners,
                                               agree=told_winners - len(wrong))
    augen = score.get("augen", {})
    if stated.get("declarer_augen") is not None:
        got = (augen.get("declarers"), augen.get("opponents"))
        want = (stated["declarer_augen"], stated["opponent_augen"])
        found["augen"] = "ok" if got == want else f"{got} not {want}"
    elif stated.get("ramsch_loser_augen") is not None and score.get("losers"):
        got_a = augen.get(str(score["losers"][0]))
        found["augen"] = ("ok" if got_a == stated["ramsch_loser_augen"]
                          else f"{got_a} not {stated['ramsch_loser_augen']}")
    if stated.get("ramsch_losers") is not None:
        found["result"] = ("ok" if score.get("losers") == stated["ramsch_losers"]
                           else f"losers {score.get('losers')} not {stated['ramsch_losers']}")
    elif stated.get("winner") is not None:
        found["result"] = ("ok" if score.get("winner") == stated["winner"]
                           else f"{score.get('winner')} not {stated['winner']}")
    if stated.get("schneider") is not None:
        got_s = (score.get("schneider"), score.get("schwarz"))
        want_s = (stated["schneider"], stated["schwarz"])
        found["schneider_schwarz"] = "ok" if got_s == want_s else f"{got_s} not {want_s}"
    if stated.get("laufende") is not None:
        want_l = stated["laufende"]["count"]
        got_l = score.get("laufende", {}).get("paid")
        if (game["stated"].get("tariff") or {}).get("laufende") == 0:
            got_l = 0  # the file's tariff prices none: the API's line is worth 0
        found["laufende"] = "ok" if got_l == want_l else f"{got_l} paid, not {want_l}"
    if stated.get("price") is not None:
        found["price"] = ("ok" if score.get("price") == stated["price"]
                          else f"{score.get('price')} not {stated['price']}")
    if stated.get("payouts") is not None:
        got_p = payouts_of(answer, game)
        found["payouts"] = ("ok" if got_p == stated["payouts"]
                            else f"{got_p} not {stated['payouts']}")
    return found


def games(path: str) -> Iterator[dict[str, Any]]:
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                yield json.loads(line)


def main(path: str, forced: str | None = None) -> None:
    """``forced``: ask every game under this ruleset instead of its platform's (a control:
    what the house rules change)."""
    client = create_app().test_client()
    tally: dict[str, Counter[str]] = defaultdict(Counter)
    stated: dict[str, Counter[str]] = defaultdict(Counter)
    problems: list[tuple[str, str, str]] = []
    for game in games(path):
        platform = game["source"]["kind"]
        tally[platform]["games"] += 1
        response = client.post("/api/v1/schafkopf/rounds/check", json=request_of(game, forced))
        if response.status_code != 200:
            detail = response.get_json() or {}
            problems.append((platform, game["id"], f"cannot be asked: {response.status_code} "
                             f"{detail.get('detail', '')}"))
            continue
        tally[platform]["asked"] += 1
        for check, verdict in compare(game, response.get_json()).items():
            if verdict is None:
                continue
            stated[platform][check] += 1
            if verdict == "ok":
                tally[platform][check] += 1
            else:
                problems.append((platform, game["id"], f"{check}: {verdict}"))
    print("| platform | games | asked | " + " | ".join(CHECKS) + " |")
    print("|---" * (len(CHECKS) + 3) + "|")
    for platform in sorted(tally):
        t, s = tally[platform], stated[platform]
        cells = [f"{t[c]}/{s[c]}" if s[c] else "–" for c in CHECKS]
        print(f"| {platform} | {t['games']} | {t['asked']} | " + " | ".join(cells) + " |")
    print("\n(a/b: a agree of b games where the source states it; revokes: games reported "
          "without any revoke; tricks: games whose every stated trick winner agrees)\n")
    for platform in sorted(WINNERS):
        w = WINNERS[platform]
        print(f"{platform}: {w['agree']} of {w['stated']} stated trick winners agree")
    print()
    reasons: Counter[str] = Counter()
    for platform, _game, why in problems:
        reasons[f"{platform}: {why.split(':')[0]}"] += 1
    for reason, count in reasons.most_common():
        print(f"{count:5}  {reason}")
    print()
    for platform, game_id, why in problems:
        print(f"{platform}  {game_id}  {why}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else
         "../shared/real-games/schafkopf-openschafkopf.jsonl",
         sys.argv[2] if len(sys.argv) > 2 else None)

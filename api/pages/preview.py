"""What a page's link preview says and shows, read from the JSON answer: its sentences and
the cards of its picture in labelled rows."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from api.pictures.preview_picture import CardView
from api.words.phrases import capitalised


def summary(kind: str, a: dict[str, Any], card: Callable[[str], CardView],
             t: Mapping[str, str]) -> str:
    """The sentences a link preview shows, from the answer: the contract and the allowed
    cards; the trick's own explanation and its points; a round's first revoke (its play
    counted from 1) with its explanation; the closing's sentence. A sentence opens with a
    capital (« atout Gland » is a contract's name mid-sentence); a label's colon is the
    language's (« Cartes : »)."""
    colon = t["colon"]
    contract = capitalised(a["contract"]["name"]) if "contract" in a else ""
    if kind == "legal":
        allowed = ", ".join(card(code).name for code in a["legal"])
        return f"{contract}. {t['allowed_cards']}{colon}{allowed}."
    if kind == "trick":
        points = f"{a['points']} {t['points']}"
        if not a["complete"]:  # a later card may add to them
            points = t["points_so_far"].format(points=points)
        return f"{_closed(a['rule']['explanation'])} {capitalised(points)}."
    if kind == "round":
        first = a["first_revoke"]
        if first is None:
            return f"{contract}. {t['no_revoke']}"
        return f"{contract}. {t['first_revoke']}{colon}{card(first['card']).name} " \
               f"({t['play']} {first['index'] + 1}). {_closed(first['rule']['explanation'])}"
    if "rule" in a and isinstance(a["rule"], dict):
        return str(a["rule"]["explanation"])
    return str(a.get("sentence") or t[kind])


def _closed(sentence: str) -> str:
    return sentence if sentence.endswith((".", "!", "?")) else sentence + "."


def rows(kind: str, a: dict[str, Any], card: Callable[[str], CardView],
          t: Mapping[str, str]) -> list[tuple[str, list[list[tuple[CardView, str]]]]]:
    """The cards the preview picture shows, in labelled rows of groups; each card with a
    mark: ``ok`` allowed, ``no`` not allowed, ``win`` takes the trick, ``""`` none."""
    def group(codes: Iterable[str], mark: Callable[[str], str] = lambda _: ""
              ) -> list[tuple[CardView, str]]:
        return [(card(code), mark(code)) for code in codes]

    if kind == "legal":
        legal = set(a["legal"])
        hand = group((c["card"] for c in a["cards"]), lambda c: "ok" if c in legal else "no")
        trick = a["trick"]["cards"]
        return [*([(t["trick_so_far"], [group(trick)])] if trick else []), (t["hand"], [hand])]
    if kind == "trick":
        # The winner by its place: of two copies of a card only one takes the trick.
        return [(t["the_trick"], [[(card(c["card"]), "win" if place == a["winner"] else "")
                                   for place, c in enumerate(a["cards"])]])]
    if kind == "round":
        revoked = {r["index"] for r in a["revokes"]}
        plays = a["plays"]
        tricks: list[list[tuple[CardView, str]]] = []
        for play in plays:
            if not tricks or len(tricks) < play["trick"]:
                tricks.append([])
            tricks[-1].append((card(play["card"]), "no" if play["index"] in revoked else ""))
        return [("", tricks[start:start + 3]) for start in range(0, len(tricks), 3)]
    if kind == "weis":
        return [(w["name"], [group(w["cards"])]) for w in a["weis"]]
    if kind == "stoeck":
        return [(t["stoeck"], [group(a["cards"])])] if a["cards"] else []
    if kind == "callable":
        return [(t["called_ace"], [group((o["ace"] for o in a["options"]),
                                         lambda c: "ok" if c in a["callable"] else "no")])]
    if kind == "closing":  # the hand, its best first leads marked
        return [(t["closing_best"], [group((d["card"] for d in a["leads"]),
                                           lambda c: "ok" if c in a["best_leads"] else "")])]
    return []

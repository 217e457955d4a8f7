"""Readers for the sentences that are true word by word and false or wrong as a
player reads them: each reader takes one answer (or one sentence with what its answer says)
and returns the problems found, as text. ``tests/sentence_checker.py`` reads the legal-cards
claims; these read the classes around them (the score, the talon, card names, tricks)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

# R17: "did not reach 66" may not be said of a player whose points reach 66.
NOT_REACHED = {"de": ("nicht erreicht", "nicht als erster erreicht"),
               "en": ("did not reach", "fails to reach", "failed to reach"),
               "fr": ("sans atteindre", "n'atteint pas", "n'a pas atteint")}
# R17: what a player who had 66 and lost did: he did not claim.
NOT_CLAIMED = {"de": ("nicht abgemeldet", "nicht 66 angesagt", "keiner hat sich abgemeldet",
                      "niemand hat sich abgemeldet"),
               "en": ("did not claim", "neither claimed", "nobody claimed 66, not even"),
               "fr": ("n'a pas annoncé", "personne n'a annoncé 66")}


def read_score(lang: str, answer: Mapping[str, Any], claimed: int | None,
               winning_points: int = 66) -> list[str]:
    """A talon game's score: a player whose points reach the points to win and who lost is
    never told that he did not reach them; with nobody claiming (``claimed``, the question's
    ``claimed_66_by``) he is told he did not claim them (R17)."""
    problems: list[str] = []
    said = answer["rule"]["explanation"]
    text = said.lower()
    for seat, player in enumerate(answer["players"]):
        reached = player.get("reached_66", player["points"] >= winning_points)
        if not reached or answer["winner"] == seat:
            continue
        if any(phrase in text for phrase in NOT_REACHED[lang]):
            problems.append(f"{lang}: says player {seat} did not reach 66, who has "
                            f"{player['points']}: {said!r}")
        if claimed is None and not any(
                phrase in text for phrase in NOT_CLAIMED[lang]):
            problems.append(f"{lang}: player {seat} reached 66 and lost without claiming, "
                            f"and the sentence does not say so: {said!r}")
    return problems


# Words that say the talon was closed (a state, not the act one may not do: "nothing left to
# close" is not one of them).
CLOSED_WORDS = {"de": re.compile(r"zugedreht|nach dem zudrehen|beim zudrehen|zugedeckt|"
                                 r"nach dem zudecken|beim zudecken"),
                "en": re.compile(r"\bclosed\b|after closing|when the (?:talon|stock) was"),
                "fr": re.compile(r"\bfermé\b|après la fermeture|à la fermeture")}
# Both states named as alternatives ("closed or exhausted") name neither as the fact.
EITHER_STATE = {"de": re.compile(r"zuge(?:dreht|deckt)\w* oder aufgebraucht\w*"),
                "en": re.compile(r"closed or exhausted"),
                "fr": re.compile(r"fermé ou épuisé")}
# What an exhausted talon is called.
EXHAUSTED_WORDS = {"de": ("aufgebraucht",), "en": ("used up", "exhausted"),
                   "fr": ("épuisé",)}


def read_talon_state(lang: str, answer: Mapping[str, Any]) -> list[str]:
    """A talon game's legal-cards answer names only the talon state its facts give: with the
    talon exhausted no sentence or title says it was closed, and a refused trump exchange
    gives the talon's reason (not « après la fermeture » of an exhausted talon; "only
    the holder of the trump Unter may exchange" with nothing left to exchange with)."""
    problems: list[str] = []
    if answer.get("talon") != "exhausted":
        return problems
    refs = [(e["card"], e["rule"]) for e in answer["cards"]]
    refs += [(a["action"], a["rule"]) for a in answer.get("actions", [])]
    for what, rule in refs:
        for part in (rule["title"], rule["explanation"]):
            if CLOSED_WORDS[lang].search(EITHER_STATE[lang].sub("", part.lower())):
                problems.append(f"{lang} {what} {rule['id']}: names a closed talon, the talon "
                                f"is exhausted: {part!r}")
    for action in answer.get("actions", []):
        said = action["rule"]["explanation"]
        if action["action"] == "exchange_trump" and not any(
                word in said for word in EXHAUSTED_WORDS[lang]):
            problems.append(f"{lang}: the exchange is refused on an exhausted talon without "
                            f"the talon's reason: {said!r}")
    return problems


# A superlative about the cards of a trick ("the highest trump") and what makes it one.
SUPERLATIVE = {"de": re.compile(r"\b(?:höchste|stärkste)\w*"),
               "en": re.compile(r"(?<!ranks )\b(?:highest|strongest)\b"),
               "fr": re.compile(r"\b(?:le|la) plus fort\w*")}
IN_THE_TRICK = {"de": ("im stich", "bisher", "bereits gespielt"),
                "en": ("in the trick", "played yet", " yet"),
                "fr": ("du pli", "dans le pli", "jusqu'ici", "des deux")}
# Where one claim of a sentence ends.
CLAUSE = re.compile(r"[:;.(]")


def read_trick_winner(lang: str, said: str) -> list[str]:
    """A trick's winner is the highest card *in the trick*: each superlative's clause says so
    (as once: "der höchste Trumpf im Rufspiel mit der Gras-Sau", "it is the highest Shields
    card, and in Obenabe the Ace ranks highest")."""
    problems: list[str] = []
    text = said.lower()
    for match in SUPERLATIVE[lang].finditer(text):
        start = max((m.end() for m in CLAUSE.finditer(text, 0, match.start())), default=0)
        end = next((m.start() for m in CLAUSE.finditer(text, match.end())), len(text))
        if not any(word in text[start:end] for word in IN_THE_TRICK[lang]):
            problems.append(f"{lang}: '{match.group(0)}' without 'in the trick': {said!r}")
    return problems


# "neither X nor Y": the two must differ, and X may not be the trump (never „weder Trumpf
# noch Trumpf", „weder Rosen noch Trumpf" with Rosen trump).
NEITHER = {"de": re.compile(r"weder (?:die |der |das )?(\S+) noch (?:ein |eine )?(\S+?)\b"),
           "en": re.compile(r"neither (?:a |an |the )?(\S+) nor (?:a |an |the )?(\S+?)\b"),
           "fr": re.compile(r"\bni (?:de |d'|du |un |une )?(\S+) ni (?:de |d'|du |un |une )?"
                            r"(\S+?)\b")}
TRUMP_WORD = {"de": "trumpf", "en": "trump", "fr": "atout"}


def read_neither(lang: str, said: str, trump_name: str | None) -> list[str]:
    """``trump_name``: the trump suit's name in this language (None: no trump suit)."""
    problems: list[str] = []
    for match in NEITHER[lang].finditer(said.lower()):
        first, second = match.group(1).strip(",;."), match.group(2).strip(",;.")
        if first == second or (trump_name is not None and first == trump_name.lower()
                               and second == TRUMP_WORD[lang]):
            problems.append(f"{lang}: '{match.group(0)}' names the trump twice: {said!r}")
    return problems


# French names a suit's emblem in the singular, as its own deck does (« de Cœur »).
FRENCH_PLURAL_SUIT = re.compile(r"\b(?:Glands|Feuilles|Cœurs|Grelots|Roses|Écus|Trèfles|Piques|"
                                r"Carreaux)\b")


def read_french_suits(lang: str, said: str) -> list[str]:
    """The singular suit: never « l'Ober de Cœurs », « atout Cœurs », « Solo Cœurs »."""
    if lang != "fr":
        return []
    return [f"fr: the suit '{m.group(0)}' in the plural: {said!r}"
            for m in FRENCH_PLURAL_SUIT.finditer(said)]


# Nothing is assumed about a full hand: the first trick has no earlier tricks.
ASSUMED = {"de": "angenommen", "en": "assum", "fr": "suppos"}


def read_assumption(lang: str, hand_size: int, full_hand: int,
                    answer: Mapping[str, Any]) -> list[str]:
    if hand_size < full_hand:
        return []
    said = [a["text"] for a in answer.get("assumptions", [])]
    said += [e["rule"]["explanation"] for e in answer["cards"]]
    return [f"{lang}: a full hand, and the answer assumes: {text!r}" for text in said
            if ASSUMED[lang] in text.lower()]


# "Even if it does not win the trick" is never said of a card that takes the lead.
EVEN_IF_NOT = {"de": ("auch wenn du den stich damit nicht machst",),
               "en": ("cannot win the trick", "even if it does not win"),
               "fr": ("même si cette carte ne gagne pas",)}


def read_even_if_not(lang: str, said: str, takes_the_lead: bool) -> list[str]:
    if takes_the_lead and any(p in said.lower() for p in EVEN_IF_NOT[lang]):
        return [f"{lang}: 'even if it does not win' of a card that takes the lead: {said!r}"]
    return []


# Bavarian Schafkopf: „die gerufene Eichel-Sau", never „die Ruf-Sau Eichel-Sau"; an earlier
# lead of the called suit may be the holder's own run-away, so nobody „searched" it.
RUF_SAU_TWICE = re.compile(r"Ruf-Sau \S+-Sau\b")


def read_called_ace(lang: str, said: str, state: str | None) -> list[str]:
    problems = []
    if lang == "de" and RUF_SAU_TWICE.search(said):
        problems.append(f"de: 'Ruf-Sau' before the Sau's own name: {said!r}")
    if lang == "de" and re.search(r"\bdie gerufene \S+-Ass\b", said):
        problems.append(f"de: the French deck's Ass is neuter (das gerufene Pik-Ass): {said!r}")
    if lang == "de" and state == "free" and "gesucht" in said and "ungesucht" not in said:
        problems.append(f"de: 'gesucht' of a called suit led before (maybe run away from): "
                        f"{said!r}")
    return problems


# A lone declarer (Solo, Wenz, Geier, Bettel) is no party; a side without a trick is schwarz.
PARTY = {"de": ("spielerpartei",), "en": ("declarers",), "fr": ("preneurs",)}
ONLY_ZERO = {"de": "nur 0 ", "en": "only 0 ", "fr": "que 0 "}


def read_reckoning(lang: str, answer: Mapping[str, Any], alone: bool) -> list[str]:
    problems = []
    texts = [answer["rule"]["explanation"], *(b["explanation"] for b in answer["breakdown"])]
    for said in texts:
        if alone and any(word in said.lower() for word in PARTY[lang]):
            problems.append(f"{lang}: a lone declarer called a party: {said!r}")
    said = answer["rule"]["explanation"]
    if answer["tricks"]["declarers"] == 0 and answer["winner"] == "opponents" and (
            ONLY_ZERO[lang] in said.lower() or "schwarz" not in said.lower()):
        problems.append(f"{lang}: a side without a trick is schwarz: {said!r}")
    return problems


# French names a player with his article: « le joueur 1 a fermé », never « Joueur 1 a fermé ».
BARE_PLAYER = re.compile(r"(?:^|[.:;] |[(,] )[Jj]oueur \d")


def read_french_player(lang: str, said: str) -> list[str]:
    if lang == "fr" and BARE_PLAYER.search(said):
        return [f"fr: a player without his article: {said!r}"]
    return []


# The Weis as Swiss players name it: Dreiblatt, Vierblatt …; French « jusqu'au Valet ».
WEIS_WORDS = {"de": re.compile(r"Karten in Folge"),
              "en": re.compile(r"(?!)"),
              "fr": re.compile(r"jusqu'à (?:Valet|Roi|Dame|Ober|\d)")}


def read_weis(lang: str, name: str) -> list[str]:
    return [f"{lang}: the Weis named '{name}'"] if WEIS_WORDS[lang].search(name) else []

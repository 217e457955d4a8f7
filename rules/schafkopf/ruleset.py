"""Schafkopf rulesets as data: where house rules differ, a field, never an ``if`` on the id.

``standard`` is the project's rules (RULES.md section K, rulings R13 … R15) and the default;
``sauspiel`` and ``netschafkopf`` are the two platforms whose played games
``bench/real_schafkopf.py`` measures, as far as a public text states their rules (sauspiel.de's
rule pages) and otherwise as seen in their games ("our reading", catalogue entries K-H…). Each
has a ``-kurz`` twin dealt from the Kurzes Blatt (24 cards, six a hand).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from types import MappingProxyType

from rules.errors import RulesInputError, UnknownContractError, UnknownRulesetError
from rules.schafkopf.contract import STANDARD_TOUT, ContractType, SchafkopfContract
from rules.schafkopf.deck import Blatt


@dataclass(frozen=True, slots=True)
class Tariff:
    base: dict[str, int]  # per contract type
    laufende: int  # per Laufender
    schneider: int
    schwarz: int  # added on top of Schneider


class TieBreak(StrEnum):
    """What decides between Ramsch players with equal most Augen (the one ahead loses)."""

    MORE_TRICKS = "more_tricks"  # R13
    MORE_TRUMPS = "more_trumps"  # R13: trumps taken in tricks
    HIGHER_OBER_HELD = "higher_ober_held"  # K-H4: the higher Ober in the hand at the deal
    HIGHEST_TRUMP_HELD = "highest_trump_held"  # K-H15: the highest trump in it


class Jungfrau(StrEnum):
    """What a Ramsch player who took no trick (a Jungfrau) does to the price."""

    NONE = "none"
    DOUBLE_EACH = "double_each"  # K-H5: the price doubles once per Jungfrau, for everyone
    DOUBLE_OWN = "double_own"  # K-H16: what a Jungfrau receives doubles once
    DOUBLE_OWN_EACH = "double_own_each"  # K-H17: ... once per Jungfrau at the table


class Durchmarsch(StrEnum):
    """When one Ramsch player wins alone."""

    TRICKS = "tricks"  # R13: every trick
    AUGEN = "augen"  # K-H6: all 120 Augen (a trick without Augen may go elsewhere)


@dataclass(frozen=True, slots=True)
class SchafkopfRuleset:
    id: str
    blatt: Blatt
    tariff: Tariff
    # K-17/R15: Laufende are paid from this many (contract types not named: from 3) ...
    laufende_from: Mapping[ContractType, int]
    # ... and R14: at most this many (the Farbwenz).
    laufende_cap: Mapping[ContractType, int]
    ramsch_tie_break: tuple[TieBreak, ...]
    ramsch_tie_rule: str  # the rule id of that order
    jungfrau: Jungfrau
    durchmarsch: Durchmarsch
    # K-S3: how many Kontras may follow each other (Stoß, Retour, then Sub, Hirsch, …).
    kontras_max: int
    # K-H7: the contracts that move the Stock (pot in when lost, pot out when won).
    stock_contracts: frozenset[ContractType] = field(default_factory=frozenset)
    # K-19, K-H9: the contract types that may be played Tout.
    tout_types: frozenset[ContractType] = STANDARD_TOUT
    laufende_rule: str = "K-17"
    # K-H10: in a Bettel a player who follows suit must beat the trick where he can.
    bettel_stichzwang: bool = False
    # K-H13: a player holding the four Ober and the four Unter may play a Sie.
    sie: bool = False
    # K-H14: the seats (0: the Vorhand, 3: the dealer) who pay the Einzelspiel's base price to
    # the others when a deal is thrown in; none: nobody pays (K-H12).
    thrown_in_payers: tuple[int, ...] = ()

    def contract(self, contract: SchafkopfContract) -> SchafkopfContract:
        """The contract dealt from this ruleset's pack, with its Bettel's Stichzwang; a Sie
        only where the ruleset has it."""
        if contract.type is ContractType.SIE and not self.sie:
            raise UnknownContractError("schafkopf.sie-not-in-ruleset", field="type",
                                       ruleset=self.id)
        stichzwang = self.bettel_stichzwang and contract.type is ContractType.BETTEL
        if (contract.blatt is self.blatt and contract.tout_types == self.tout_types
                and contract.stichzwang is stichzwang):
            return contract
        return replace(contract, blatt=self.blatt, tout_types=self.tout_types,
                       stichzwang=stichzwang)

    def laufende_paid(self, contract: SchafkopfContract, run: int) -> int:
        paid = run if run >= self.laufende_from.get(contract.type, 3) else 0
        cap = self.laufende_cap.get(contract.type)
        return min(paid, cap) if cap is not None else paid


_T = ContractType
STANDARD_TARIFF = Tariff(
    base={"rufspiel": 10, "solo": 50, "wenz": 50, "farbwenz": 50, "geier": 50,
          "farbgeier": 50, "ramsch": 10, "bettel": 50},  # Bettel: priced as a Solo (K-20)
    laufende=10, schneider=10, schwarz=10)

STANDARD = SchafkopfRuleset(
    id="standard", blatt=Blatt.LONG, tariff=STANDARD_TARIFF,
    laufende_from=MappingProxyType({_T.WENZ: 2, _T.GEIER: 2}),  # R15
    laufende_cap=MappingProxyType({_T.FARBWENZ: 8}),  # R14
    ramsch_tie_break=(TieBreak.MORE_TRICKS, TieBreak.MORE_TRUMPS), ramsch_tie_rule="R13",
    jungfrau=Jungfrau.NONE, durchmarsch=Durchmarsch.TRICKS,
    kontras_max=2,  # K-S1: Stoß and Retour
    stock_contracts=frozenset({_T.RUFSPIEL}))  # K-H7, where a pot is given

# Sauspiel's table tariff as its games show it (K-H1): Sauspiel 20, every solo game 50,
# 10 a Laufender (from 3, in Wenz and Geier from 2), Schneider 10, Schwarz 10 more; up to four
# Kontras (K-H2); Klopfen and Legen double before play (K-S2).
SAUSPIEL = replace(
    STANDARD, id="sauspiel",
    tariff=replace(STANDARD_TARIFF, base={**STANDARD_TARIFF.base, "rufspiel": 20}),
    kontras_max=4, laufende_rule="K-H1",
    # K-H9: a Geier-Tout is played there (seen in a game); the Farbgeier-Tout with it, our
    # reading: the Farbgeier is to the Geier what the Farbwenz is to the Wenz (K-D1), and
    # both Wenz forms may be Tout.
    tout_types=STANDARD_TOUT | {_T.GEIER, _T.FARBGEIER})

# NetSchafkopf as its protocols show it (profiles "netschafkopf_helper" and "Standard", K-H3):
# Rufspiel 2, solo games 5, Ramsch 1, 1 a Laufender from 3 in every contract (Wenz and Geier
# too: 2 are never paid there), Schneider 1, Schwarz 1 more; in a Ramsch a tie goes against the
# higher Ober (K-H4) and each Jungfrau doubles (K-H5); a deal thrown in costs the Vorhand and
# the dealer the Einzelspiel's price, which the two others take (K-H14).
NETSCHAFKOPF = replace(
    STANDARD, id="netschafkopf", laufende_from=MappingProxyType({}),
    tariff=Tariff(base={"rufspiel": 2, "solo": 5, "wenz": 5, "farbwenz": 5, "geier": 5,
                        "farbgeier": 5, "ramsch": 1, "bettel": 5},
                  laufende=1, schneider=1, schwarz=1),
    ramsch_tie_break=(TieBreak.HIGHER_OBER_HELD,), ramsch_tie_rule="K-H4",
    jungfrau=Jungfrau.DOUBLE_EACH, kontras_max=4, laufende_rule="K-H3",
    thrown_in_payers=(0, 3))


# NetSchafkopf's rule profile "PM-Regeln" (K-H8): Laufende from 2 in Wenz and Farbwenz (paid
# so in its protocols) and, by the shape they share (K-D1), in Geier and Farbgeier; the tariff
# is the table's (the protocols show 10/50 and 1/5), standard's by default.
NETSCHAFKOPF_PM = replace(
    NETSCHAFKOPF, id="netschafkopf-pm", tariff=STANDARD_TARIFF, laufende_rule="K-H8",
    laufende_from=MappingProxyType({_T.WENZ: 2, _T.GEIER: 2, _T.FARBWENZ: 2,
                                    _T.FARBGEIER: 2}))


def _kurz(ruleset: SchafkopfRuleset) -> SchafkopfRuleset:
    return replace(ruleset, id=f"{ruleset.id}-kurz", blatt=Blatt.SHORT)


_ALL = (STANDARD, SAUSPIEL, NETSCHAFKOPF, NETSCHAFKOPF_PM)
RULESETS: Mapping[str, SchafkopfRuleset] = MappingProxyType(
    {r.id: r for r in (*_ALL, *map(_kurz, _ALL))})
# v1 named the only ruleset "default": it stays the default's name, for the same rules.
DEFAULT_ID = "default"
DEFAULT_RULESET = STANDARD
RULESET_IDS = (DEFAULT_ID, *RULESETS)


class UnsupportedHouseRuleError(RulesInputError):
    """A house rule this project does not know, or one the ruleset's pack cannot have."""

    kind = "unsupported-house-rule"


# House rules that no named ruleset holds, because no platform text within reach states them:
# asked by name after the ruleset, ``sauspiel+bettel-stichzwang``, each a field set on the
# named ruleset (K-H10, K-H11, K-H13), in this order.
HOUSE_SEPARATOR = "+"
HOUSE_RULES: Mapping[str, Callable[[SchafkopfRuleset], SchafkopfRuleset]] = MappingProxyType({
    "sie": lambda r: replace(r, sie=True),
    "bettel-stichzwang": lambda r: replace(r, bettel_stichzwang=True),
    "bettel-ouvert": lambda r: replace(r, tout_types=r.tout_types | {ContractType.BETTEL}),
    # The Ramsch's (K-H15 … K-H17, K-H5): a tie, and one of the three forms of the Jungfrau.
    "hoechster-trumpf": lambda r: replace(r, ramsch_tie_break=(TieBreak.HIGHEST_TRUMP_HELD,),
                                          ramsch_tie_rule="K-H15"),
    "jungfrau": lambda r: replace(r, jungfrau=Jungfrau.DOUBLE_EACH),
    "jungfrau-einzeln": lambda r: replace(r, jungfrau=Jungfrau.DOUBLE_OWN),
    "jungfrau-einzeln-mehrfach": lambda r: replace(r, jungfrau=Jungfrau.DOUBLE_OWN_EACH),
})
HOUSE_RULE_IDS = {"sie": "K-H13", "bettel-stichzwang": "K-H10", "bettel-ouvert": "K-H11",
                  "hoechster-trumpf": "K-H15", "jungfrau": "K-H5", "jungfrau-einzeln": "K-H16",
                  "jungfrau-einzeln-mehrfach": "K-H17"}
# One Jungfrau form at a time: they are answers to the same question.
ONE_OF = frozenset({"jungfrau", "jungfrau-einzeln", "jungfrau-einzeln-mehrfach"})


def _fits(base: SchafkopfRuleset, house_rule: str) -> bool:
    """A hand of six (the Kurzes Blatt) cannot hold the four Ober and the four Unter."""
    return not (house_rule == "sie" and base.blatt is Blatt.SHORT)


def _with_house_rules() -> tuple[str, ...]:
    """Every ruleset id with house rules the API accepts, in the canonical order."""
    found = []
    names = tuple(HOUSE_RULES)
    for base in (DEFAULT_ID, *RULESETS):
        ruleset = DEFAULT_RULESET if base == DEFAULT_ID else RULESETS[base]
        for mask in range(1, 2 ** len(names)):
            chosen = [n for i, n in enumerate(names) if mask >> i & 1]
            if all(_fits(ruleset, n) for n in chosen) and len(ONE_OF.intersection(chosen)) < 2:
                found.append(HOUSE_SEPARATOR.join((base, *chosen)))
    return tuple(found)


# The ids a request may name: the named rulesets, then each with house rules.
ASKABLE_RULESET_IDS = (*RULESET_IDS, *_with_house_rules())
_HOUSE_RULED: dict[str, SchafkopfRuleset] = {}


def ruleset_by_id(ruleset_id: str) -> SchafkopfRuleset:
    key = ruleset_id.strip().lower()
    if key in _HOUSE_RULED:
        return _HOUSE_RULED[key]
    base_id, *house = key.split(HOUSE_SEPARATOR)
    if base_id == DEFAULT_ID:
        ruleset = DEFAULT_RULESET
    elif base_id in RULESETS:
        ruleset = RULESETS[base_id]
    else:
        raise UnknownRulesetError("schafkopf.ruleset", field="ruleset", ruleset=ruleset_id,
                                  rulesets=', '.join(RULESET_IDS))
    if not house:
        return ruleset
    return _house_ruled(key, ruleset, house)


def _house_ruled(key: str, ruleset: SchafkopfRuleset, house: list[str]) -> SchafkopfRuleset:
    for name in house:
        if name not in HOUSE_RULES:
            raise UnsupportedHouseRuleError("schafkopf.house-rule", field="ruleset", rule=name,
                                            rules=', '.join(HOUSE_RULES))
        if not _fits(ruleset, name):
            raise UnsupportedHouseRuleError("schafkopf.sie-short-pack", field="ruleset",
                                            ruleset=ruleset.id)
    if len(ONE_OF.intersection(house)) > 1:
        forms = sorted(ONE_OF, key=list(HOUSE_RULES).index)
        raise UnsupportedHouseRuleError("schafkopf.house-rule-one-of", field="ruleset",
                                        rules=', '.join(forms))
    if len(set(house)) != len(house) or house != sorted(house, key=list(HOUSE_RULES).index):
        raise UnsupportedHouseRuleError("schafkopf.house-rule-order", field="ruleset",
                                        order=', '.join(HOUSE_RULES))
    for name in house:
        ruleset = HOUSE_RULES[name](ruleset)
    ruleset = replace(ruleset, id=key)
    # Bounded: only ids of ASKABLE_RULESET_IDS get here, each checked above.
    _HOUSE_RULED[key] = ruleset
    return ruleset

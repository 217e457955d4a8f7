"""Names cards and renders rule texts in one language: the part every game shares."""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from api.words.card_names import card_name, in_prose
from api.words.catalogues import CATALOGUES
from api.words.phrases import Compiler, Phrase
from rules.cards import Card, Rank, Suit
from rules.game import TRUMP_LED, Role, TrickCard, TrickOutcome
from rules.registry import GAMES
from rules.verdict import Facts, PositionFacts, Verdict

# Keys whose texts are whole sentences (an explanation may open with "player 0 …").
SENTENCES = ("explain.", "action.", "score.", "points.", "trick.", "trick_card.", "weis.listed",
             "weis.none", "weis_compare.", "stoeck.", "stoeck_timing.", "round.", "target.",
             "schieben.", "bummerl.", "call.", "bid.", "ramsch.", "line.", "assumption.",
             "result.", "match.", "count.team", "row.written", "sheet.leader", "sheet.winner")


# A ruling's sentence and its variants by (rule id, case): ``explain.<rule>.<case>[.<variant>]``.
Rulings = Mapping[tuple[str, str], tuple[Phrase | None, Mapping[str, Phrase]]]
_NO_RULING: tuple[None, Mapping[str, Phrase]] = (None, MappingProxyType({}))


@dataclass(frozen=True, slots=True)
class Voice:
    """One game's texts in one language with one deck's names, looked up and compiled once and
    kept: an answer asks for a dozen texts and names per card, and they never change."""

    templates: Mapping[str, tuple[str, bool]]  # key → (text, whether it is a whole sentence)
    suits: Mapping[Suit, str]
    ranks: Mapping[Rank, str]
    cards: Mapping[Card, str]  # as a sentence names them ("l'As d'Écu")
    names: Mapping[Card, str]  # as a deck lists them ("As d'Écu")
    prose: Mapping[int, str]  # ``cards`` by ``Card.ordinal``: a lookup without Card.__hash__
    phrases: Mapping[str, Phrase]  # key → the text compiled (api/words/phrases.py)
    rulings: Rulings
    titles: Mapping[str, str]  # rule id → its title
    contracts: Mapping[Any, str]  # each of the game's contracts → its name

    def compiled(self, lang: str, nouns: Iterable[str]) -> Voice:
        """The same voice with every template compiled for the words its game puts into
        slots (names, suits, contracts): each slot's join with them is looked up, not worked
        out."""
        compiler = Compiler(lang, nouns)
        return _with_phrases(self, {key: compiler.phrase(text, sentence)
                                    for key, (text, sentence) in self.templates.items()})


@functools.cache
def voice(game: str, lang: str, prefix: str) -> Voice:
    """The voice before its templates are compiled: each said by the reference
    (``polish(lang, template.format(...))``), enough to name the words the game says.
    ``prefix``: where the names of a deck other than the game's native one are
    (``french.``), or "" for the native deck's."""
    texts = CATALOGUES[game][lang]
    suits = {s: texts[f"{prefix}suit.{s.value}"] for s in Suit
             if f"{prefix}suit.{s.value}" in texts}
    ranks = {r: texts[f"{prefix}rank.{r.value}"] for r in Rank
             if f"{prefix}rank.{r.value}" in texts}
    names = {Card(s, r): card_name(lang, texts[f"{prefix}card"], suit, rank)
             for s, suit in suits.items() for r, rank in ranks.items()}
    cards = {card: in_prose(lang, name, ranks[card.rank]) for card, name in names.items()}
    templates = {key: (template, key.startswith(SENTENCES)) for key, template in texts.items()}
    if prefix:  # a text the French deck's names need in other words (« das gerufene Pik-Ass »)
        templates |= {key[len(prefix):]: (template, key[len(prefix):].startswith(SENTENCES))
                      for key, template in texts.items()
                      if key.startswith(prefix) and key[len(prefix):] in texts}
    plain = Voice(MappingProxyType(templates), MappingProxyType(suits), MappingProxyType(ranks),
                  MappingProxyType(cards), MappingProxyType(names),
                  {card.ordinal: name for card, name in cards.items()}, {}, {}, {}, {})
    return _with_phrases(plain, {key: Phrase(lang, text, sentence)
                                 for key, (text, sentence) in templates.items()})


def _with_phrases(plain: Voice, phrases: dict[str, Phrase]) -> Voice:
    rulings: dict[tuple[str, str], tuple[Phrase | None, dict[str, Phrase]]] = {}
    for key, phrase in phrases.items():
        parts = key.split(".", 3)
        if parts[0] == "explain" and len(parts) >= 3:
            base, variants = rulings.get((parts[1], parts[2]), (None, {}))
            if len(parts) == 3:
                base = phrase
            else:
                variants[parts[3]] = phrase
            rulings[parts[1], parts[2]] = base, variants
    titles = {key.split(".")[1]: phrase.bare for key, phrase in phrases.items()
              if key.startswith("rule.") and key.endswith(".title") and key.count(".") == 2}
    return replace(plain, phrases=MappingProxyType(phrases), rulings=MappingProxyType(rulings),
                   titles=MappingProxyType(titles))


# Each speaker class's voices, compiled once: (class, game, lang, deck prefix) → voice.
_COMPILED: dict[tuple[type[Speaker], str, str, str], Voice] = {}


def deck_prefix(game: str, deck: str) -> str:
    """The texts' key prefix of a deck's names: none for the game's native deck (the first of
    its name decks), ``<deck>.`` for another."""
    native = GAMES[game].name_decks[0] if game in GAMES else "native"
    return "" if deck in (native, "native", "") else f"{deck}."


def _compiled_voice(kind: type[Speaker], game: str, lang: str, prefix: str) -> Voice:
    """A speaker's voice, compiled for the words its game says (``Speaker.nouns``); the words
    are named by a draft speaker that says them by the reference."""
    compiled = _COMPILED.get((kind, game, lang, prefix))
    if compiled is None:
        draft = object.__new__(kind)
        for name, value in (("game", game), ("lang", lang),
                            ("deck", prefix.rstrip(".") or "native"),
                            ("words", voice(game, lang, prefix))):
            object.__setattr__(draft, name, value)
        contracts = {c: draft.name_contract(c) for c in GAMES[game].contracts} \
            if kind.name_contract is not Speaker.name_contract else {}
        compiled = _COMPILED[kind, game, lang, prefix] = replace(
            draft.words.compiled(lang, (*draft.nouns(), *contracts.values())),
            contracts=MappingProxyType(contracts))
    return compiled


@dataclass(frozen=True, slots=True)
class Speaker:
    """One game's words in one language; ``deck`` picks the French deck's names."""

    game: str
    lang: str
    deck: str = "native"
    words: Voice = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "words", _compiled_voice(
            type(self), self.game, self.lang, deck_prefix(self.game, self.deck)))

    def say(self, key: str, **values: object) -> str:
        phrase = self.words.phrases[key]
        return phrase.render(values) if values else phrase.bare

    def nouns(self) -> Iterable[str]:
        """The words the game's sentences put into slots, besides numbers and contracts: every
        card, suit and rank name, and the trump; a game adds its own names."""
        words = self.words
        yield from (*words.cards.values(), *words.names.values(), *words.suits.values(),
                    *words.ranks.values())
        if "trump" in words.templates:
            yield self.say("trump")

    def suit(self, suit: Suit) -> str:
        return self.words.suits[suit]

    def rank(self, rank: Rank) -> str:
        return self.words.ranks[rank]

    def card(self, card: Card) -> str:
        """The card as a sentence names it (with its article in French)."""
        return self.words.prose[card.ordinal]

    def card_name(self, card: Card) -> str:
        """The card's bare name, as a deck or a picture lists it."""
        return self.words.names[card]

    def verdict_sentences(self, verdicts: Sequence[Verdict], facts: PositionFacts,
                          contract: Any) -> list[str]:
        """Each verdict's sentence, rendered from the facts its ruling used and nothing else:
        the template is the ruling's (``explain.<rule>.<case>``), or its variant for facts
        that change what may be said (another card that is illegal, an exception that the
        same answer allows); the words are the facts' cards and suits, named. The words of
        the position's facts are looked up once for the hand."""
        shared_facts = facts.shared
        shared = self.shared_words(shared_facts, self.contract(contract))
        rulings, own_words, variants_of = self.words.rulings, self.own_words, self.variants
        said = []
        for v, own in zip(verdicts, facts.own, strict=True):
            phrase, variants = rulings.get((v.rule_id, v.case), _NO_RULING)
            if variants:  # the first variant the facts call for that the catalogue has
                phrase = next((variants[variant] for variant in variants_of(v, shared_facts)
                               if variant in variants), phrase)
            values = {**shared, **own_words(v, own, shared_facts)}
            if phrase is None:  # a ruling the catalogue lacks: say names the missing key
                said.append(self.say(self.template(v, shared_facts), **values))
            else:
                said.append(phrase.render(values) if values else phrase.bare)
        return said

    def template(self, verdict: Verdict, facts: Facts) -> str:
        """The ruling's template, or the first variant (``<key>.<variant>``) the game's
        speaker picks from the facts and the catalogue has."""
        key = f"explain.{verdict.rule_id}.{verdict.case}"
        for variant in self.variants(verdict, facts):
            if f"{key}.{variant}" in self.words.templates:
                return f"{key}.{variant}"
        return key

    def variants(self, verdict: Verdict, facts: Facts) -> tuple[str, ...]:
        """The variants of a ruling's sentence that the position's facts call for, most
        specific first."""
        return ()

    def shared_words(self, facts: Facts, contract: str) -> dict[str, object]:
        """The words of the position's facts, the same for every verdict of the hand."""
        return {"contract": contract}

    def own_words(self, verdict: Verdict, own: Facts, shared: Facts) -> dict[str, object]:
        """The words of one verdict: its card and the card that decided it."""
        obliging, prose = own["obliging_card"], self.words.prose
        return {"card": prose[verdict.card.ordinal],
                "evidence": prose[obliging.ordinal] if isinstance(obliging, Card) else ""}

    def the_card(self, card: Card) -> str:
        """A card with its article where French needs one (« le 6 de Rose », « l'As de
        Gland », « la Bannière de Rose »); the name alone in German and English."""
        return self.words.prose[card.ordinal]

    def contract(self, contract: Any) -> str:
        """The contract's name, looked up among the game's contracts."""
        name = self.words.contracts.get(contract)
        return name if name is not None else self.name_contract(contract)

    def name_contract(self, contract: Any) -> str:
        """The contract's name as the catalogue words it; each game's speaker knows its
        contracts."""
        raise NotImplementedError

    def led_name(self, led: str) -> str:
        """What the lead counts as: a suit, or trump where a led trump is its own suit."""
        return self.say("trump") if led == TRUMP_LED else self.suit(Suit(led))

    def trick_winner(self, outcome: TrickOutcome, contract_name: str) -> str:
        """Why the card ahead is ahead; in an unfinished trick it has not won yet, and the
        ruling's ``.so_far`` variant says so where the catalogue has one (a game whose
        engine names the unfinished trick's case itself, as Schnapsen's ``lead``, needs
        none)."""
        key = f"trick.{outcome.rule_id}.{outcome.case}"
        if not outcome.complete and f"{key}.so_far" in self.words.templates:
            key += ".so_far"
        return self.say(key,
                        card=self.trick_card_name(outcome.cards[outcome.winner]),
                        contract=contract_name,
                        led_suit=self.led_name(outcome.led))

    def trick_card_name(self, trick_card: TrickCard) -> str:
        """A card of a trick as its sentences name it; a game whose trumps have names of their
        own (Jass's Puur) names them so."""
        return self.card(trick_card.card)

    def trick_card(self, trick_card: TrickCard, outcome: TrickOutcome, has_trumps: bool) -> str:
        """The card's role and worth; only a complete trick has a card that wins it."""
        role = trick_card.role.value
        if trick_card.role is Role.OFF_SUIT and not has_trumps:
            role = "off_suit_no_trump"  # "neither X nor trump" is wrong without trumps
        elif trick_card.role is Role.OFF_SUIT and outcome.cards[0].role is Role.TRUMP:
            role = "off_suit_trump_led"  # nor "neither trump nor trump" with a trump led
        sentence = self.say(f"trick_card.{role}", card=self.trick_card_name(trick_card),
                            led_suit=self.led_name(outcome.led), points=trick_card.points)
        # By its place (rank 1), not its value: of two copies of a card only one wins.
        if outcome.complete and trick_card.rank_in_trick == 1:
            sentence += " " + self.say("trick_card.winner")
        return sentence

    def rule_title(self, rule_id: str) -> str:
        title = self.words.titles.get(rule_id)
        return title if title is not None else self.say(f"rule.{rule_id}.title")

    def rule_text(self, rule_id: str) -> str:
        return self.say(f"rule.{rule_id}.text")

"""Every catalogue text of every game and language against that game's glossary (the
glossary tables of ``api/games/<game>/<lang>.toml``): no forbidden word, the required terms
where they belong, every term of the glossary in use, no rule id that is not in the catalogue,
and, with every card and suit name filled in, French elisions and English "an" right and the
French deck's suits only."""

from __future__ import annotations

import itertools
import re
import string
from collections.abc import Iterator

import pytest

from api.games.registry import GAME_APIS
from api.http.negotiation import LANGUAGES
from api.words.catalogues import CATALOGUES
from api.words.glossary import COMMON_FORBIDDEN, GLOSSARIES, RENDERED_FORBIDDEN
from api.words.speaker import Speaker

GAME_LANGS = [(game, lang) for game in CATALOGUES for lang in LANGUAGES]
IDS = [f"{game}-{lang}" for game, lang in GAME_LANGS]
# The games with a second name deck (Königrufen's Tarock pack has only its own names).
TWO_DECKS = [(game, lang) for game, lang in GAME_LANGS
             if len(GAME_APIS[game].game.name_decks) == 2]
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
# A rule id as prose cites it: J-L6, J-V1, N-D2, K-9, R11 …
RULE_ID = re.compile(r"\b(?:[JNK]-[A-Z]?\d+|[JNK]-[A-Z]\d|R\d+)\b")
CARD_VALUES = ("card", "evidence", "led", "highest_trump", "second", "covered", "trump_card")
SUIT_VALUES = ("suit", "led_suit", "evidence_suit", "called_suit", "printed_suit", "trump")


def placeholders(template: str) -> list[str]:
    return [name for _, name, _, _ in string.Formatter().parse(template) if name]


def speaker(game: str, lang: str, deck: str) -> Speaker:
    return GAME_APIS[game].speaker(lang, deck)


def renderings(game: str, lang: str, deck: str, key: str) -> Iterator[str]:
    """The text with every card, every suit and every contract of the game in its places (the
    longest list sets the count; the shorter ones cycle)."""
    say = speaker(game, lang, deck)
    adapter = GAME_APIS[game]
    cards = [say.card(card) for card in adapter.game.deck.cards]
    suits = sorted({say.suit(card.suit) for card in adapter.game.deck.cards})
    contracts = [say.contract(contract) for contract in adapter.game.contracts]
    choices: dict[str, list[str]] = {}
    for name in placeholders(CATALOGUES[game][lang][key]):
        if name in CARD_VALUES:
            choices[name] = cards
        elif name in SUIT_VALUES:
            choices[name] = suits
        elif name == "cards":
            choices[name] = [f"{a}, {b}" for a, b in itertools.pairwise(cards)]
        elif name == "contract":
            choices[name] = contracts
        else:
            choices[name] = ["2"]
    count = max((len(values) for values in choices.values()), default=1)
    cycles = {name: itertools.cycle(values) for name, values in choices.items()}
    for _ in range(count):
        yield say.say(key, **{name: next(values) for name, values in cycles.items()})


def offences(text: str, rules: tuple[tuple[str, str], ...]) -> list[str]:
    return [why for pattern, why in rules if re.search(pattern, text)]


@pytest.mark.parametrize(("game", "lang"), GAME_LANGS, ids=IDS)
def test_no_text_uses_a_forbidden_word(game: str, lang: str) -> None:
    rules = GLOSSARIES[game][lang].forbidden + COMMON_FORBIDDEN
    found = {key: why for key, text in CATALOGUES[game][lang].items()
             if (why := offences(PLACEHOLDER.sub("X", text), rules))}
    assert not found, found


@pytest.mark.parametrize(("game", "lang"), GAME_LANGS, ids=IDS)
def test_required_terms_are_said(game: str, lang: str) -> None:
    texts = CATALOGUES[game][lang]
    for key_pattern, term, why in GLOSSARIES[game][lang].required:
        keys = [key for key in texts if re.search(key_pattern, key)]
        assert keys, f"no key matches {key_pattern} ({why})"
        missing = {key: texts[key] for key in keys if not re.search(term, texts[key], re.S)}
        assert not missing, (why, missing)


@pytest.mark.parametrize(("game", "lang"), GAME_LANGS, ids=IDS)
def test_every_glossary_term_is_in_use(game: str, lang: str) -> None:
    texts = " ".join(CATALOGUES[game][lang].values())
    for concept, (term, source) in GLOSSARIES[game][lang].terms.items():
        assert term in texts, (concept, term)
        assert source is None or source.startswith(("https://", "http://")), (concept, source)


@pytest.mark.parametrize(("game", "lang"), GAME_LANGS, ids=IDS)
def test_rule_ids_in_prose_are_in_the_catalogue(game: str, lang: str) -> None:
    catalogue = GAME_APIS[game].game.catalogue
    cited = {key: sorted(set(RULE_ID.findall(text)) - set(catalogue))
             for key, text in CATALOGUES[game][lang].items()}
    assert not {key: ids for key, ids in cited.items() if ids}


@pytest.mark.parametrize(("game", "lang"), GAME_LANGS, ids=IDS)
def test_names_in_place_keep_the_grammar(game: str, lang: str) -> None:
    """"6 de Écus", "a Acorns card", "défausser de le Roi" only show once names are in."""
    rules = RENDERED_FORBIDDEN[lang] + GLOSSARIES[game][lang].forbidden
    found: dict[str, tuple[str, list[str]]] = {}
    for deck in GAME_APIS[game].game.name_decks:
        for key in CATALOGUES[game][lang]:
            for said in renderings(game, lang, deck, key):
                if why := offences(said, rules):
                    found[f"{deck}:{key}"] = (said, why)
                    break
    assert not found, found


@pytest.mark.parametrize(("game", "lang"), TWO_DECKS, ids=[f"{g}-{lang}" for g, lang in TWO_DECKS])
def test_the_french_deck_speaks_of_french_suits(game: str, lang: str) -> None:
    """With deck=french a sentence names Trèfle, Carreau, Cœur, Pique (or Kreuz, Karo, …,
    Clubs, Diamonds, …), never a suit of the native deck that the French deck names otherwise."""
    native_deck, french_deck = GAME_APIS[game].game.name_decks
    native, french = speaker(game, lang, native_deck), speaker(game, lang, french_deck)
    suits = {card.suit for card in GAME_APIS[game].game.deck.cards}
    french_names = {french.suit(suit) for suit in suits}
    native_only = {native.suit(suit) for suit in suits} - french_names
    assert native_only  # the decks name some suits differently in every language
    pattern = re.compile(r"\b(" + "|".join(sorted(native_only)) + r")\b")
    found = {}
    for key, text in CATALOGUES[game][lang].items():
        if key.startswith(("rule.", "suit.", "card")) or not placeholders(text):
            continue
        for said in renderings(game, lang, french_deck, key):
            if match := pattern.search(said):
                found[key] = (said, match.group(0))
                break
    assert not found, found

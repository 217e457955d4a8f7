"""``/llms.txt``: what the service is, for a language model reading it.

Everything per game is made from the registry: the games line, each game's section (its
legal-cards and trick bodies from the game's class, deck and rules links) and its card notation
(suit letters and rank codes from ``game.deck``, their names from the game's texts, the
contract forms from ``game.contract_forms``), so that a new game appears by itself. What only
one game has (Jass's Weis, Schafkopf's callable aces, …) is that game's own prose, the
``[llms]`` table of its ``api/games/<game>/en.toml``, found by the game's id."""

from __future__ import annotations

import json

from jinja2 import Environment, StrictUndefined

from api.games.examples import EXAMPLES
from api.games.registry import GAME_APIS
from api.request.json_value import JsonObject
from api.words.catalogues import llms_of, texts_of
from rules.game import ContractForm
from rules.registry import GAMES, AnyGame

TEMPLATE = """\
# Stichfest

> A stateless rules service for trick-taking card games. Given a game, a contract, a player's
> hand and the trick so far, it answers which cards are legal, each with the rule that decided
> it (stable rule id, title, a one-or-two-sentence explanation in German, English or French,
> and the source URL of the rule). It also says who wins a trick and why, and what it is worth.

Games (also as JSON: /api/v1/games):
{% for g in games %}
- {{ g.title }} (`{{ g.id }}`): contracts {{ g.forms | join(", ") }}
{%- if g.tout %} (Tout: {{ g.tout | join(", ") }}){% endif %}; rulesets {{ g.rulesets }} (default `{{ g.default_ruleset }}`).
{% endfor %}
All answers are JSON; errors are RFC 9457 application/problem+json with a pointer to the field,
in the asked language (lang, else Accept-Language), each with a stable code (/api/v1/problem-codes).

## Endpoints

- [OpenAPI 3.1 document](/api/v1/openapi.json): every operation with an example request and
  response.
- [Interactive docs](/api/v1/docs)
- [Named examples](/api/v1/examples): permalinks (and whole rounds) across the games, each tied to a rule and
  the sentence of the rule text it shows, with the response it gives (also per game:
  `/api/v1/examples?game={{ games[-1].id }}`, and one by one: `/api/v1/examples/{id}`). Whole rounds:
  {{ rounds | join(",\n  ") }}.
  Add `.html` to the path of any permalink or example for a page for people
  (`/api/v1/examples/{id}.html`), `.png` for its preview picture.
- [The embeddable checker](/api/v1/embed/demo): `<iframe src="/api/v1/embed?lang=de">` or
  `<script src="/api/v1/embed.js" defer></script><stichfest-checker lang="de">`; card
  pictures at `/api/v1/{game}/cards/{code}.svg`.

Every game has the same four operations (below, per game, with an example body):
`POST /api/v1/{game}/legal-cards` → `legal` (codes in hand order) and `cards[]` with `legal`
and `rule {id, title, explanation, source}` for every card of the hand;
`POST /api/v1/{game}/trick` → `winner` (index), `winning_card`, `points`, `rule` (why it
wins) and each card's role; `GET /api/v1/{game}/deck`, the cards with codes and names in de,
en, fr; `GET /api/v1/{game}/rules` and `/api/v1/{game}/rules/{id}`, the rule catalogue, each
rule with its title and text in de, en, fr, its source URL and the source sentence.

Optional parameters: `ruleset`, `lang` (de, en, fr; otherwise Accept-Language, default de),
`deck` (the names used in explanations: each game's decks below, native first).
{% for g in games %}

### {{ g.title }}

- `POST /api/v1/{{ g.id }}/legal-cards` with JSON `{{ g.legal_body }}`
- `POST /api/v1/{{ g.id }}/trick` with JSON `{{ g.trick_body }}`
- [GET /api/v1/{{ g.id }}/deck](/api/v1/{{ g.id }}/deck) ({{ g.size }} cards; decks {{ g.decks }}),
  [GET /api/v1/{{ g.id }}/rules](/api/v1/{{ g.id }}/rules)
{% if g.own %}
{{ g.own }}
{% endif %}
{% endfor %}

## Card notation

A card is its code, a suit letter and a rank code: `AU` is the suit `A`, the rank `U`. Input
also takes `suit-rank` with English ids, the other deck's names or German names,
case-insensitive (`roses-under`, `hearts-jack`, `Rosen-König`). Output always uses the code.
{% for g in games %}

{{ g.title }} (`{{ g.id }}`, {{ g.size }} cards, {{ g.hand_size }} to a hand): suits
{% for s in g.suits %}
{{ s.letter }} {{ s.id }} ({{ s.names }}){{ ";" if not loop.last else "." }}
{% endfor %}
ranks, weakest first:
{% for r in g.ranks %}
{{ r.code }} ({{ r.names }}){{ ";" if not loop.last else "." }}
{% endfor %}
Examples: {{ g.examples | join(", ") }}. Contracts in GET form: {{ g.forms | join(", ") }}{% if g.tout %}, with `tout=true` for {{ g.tout | join(", ") }}{% endif %}; SUIT is a suit id ({{ g.suit_ids }}) or its other deck's name.
{% endfor %}
"""


def _texts(game_id: str, lang: str) -> dict[str, str]:
    return texts_of(game_id, lang)


def _form(form: ContractForm) -> str:
    return f"`{form.slug('SUIT')}`" if form.suit_field else f"`{form.slug()}`"


def _names(game: AnyGame, kind: str, word: str) -> str:
    """A suit's or rank's names: German and English of the native deck, then each other
    deck's (its texts' keys carry the deck as a prefix: ``french.suit.acorns``)."""
    de, en = _texts(game.id, "de"), _texts(game.id, "en")
    native = dict.fromkeys((de[f"{kind}.{word}"], en[f"{kind}.{word}"]))
    names = ", ".join(native)
    for deck in game.name_decks[1:]:
        key = f"{deck}.{kind}.{word}"
        other = [name for name in dict.fromkeys((de[key], en[key])) if name not in native]
        if other:  # only names the native deck does not already give
            names += f"; {deck} deck: {', '.join(other)}"
    return names


def _game(game: AnyGame) -> JsonObject:
    game_api = GAME_APIS[game.id]
    deck = game.deck
    first, last = deck.cards[0], deck.cards[-1]
    return {
        "id": game.id, "title": game.title, "size": len(deck), "hand_size": game.hand_size,
        "forms": [_form(f) for f in game.contract_forms],
        "tout": [f.type for f in game.contract_forms if f.tout],
        "rulesets": ", ".join(f"`{r}`" for r in game.rulesets),
        "default_ruleset": game.default_ruleset,
        "decks": ", ".join(f"`{d}`" for d in game.name_decks),
        "legal_body": json.dumps(next(iter(game_api.legal_examples.values())),
                                 ensure_ascii=False),
        "trick_body": json.dumps(game_api.trick_example, ensure_ascii=False),
        "own": llms_of(game.id),
        "suits": [{"letter": f"`{deck.suit_letters[s]}`", "id": s.value,
                   "names": _names(game, "suit", s.value)} for s in deck.suits],
        "ranks": [{"code": f"`{deck.rank_codes[r]}`", "names": _names(game, "rank", r.value)}
                  for r in deck.ranks],
        "suit_ids": ", ".join(s.value for s in deck.suits),
        "examples": [f"`{deck.code(first)}` ({first})", f"`{deck.code(last)}` ({last})"],
    }


def llms_txt() -> str:
    environment = Environment(autoescape=False, undefined=StrictUndefined,
                              keep_trailing_newline=True, trim_blocks=True,
                              lstrip_blocks=True)
    return environment.from_string(TEMPLATE).render(
        games=[_game(game) for game in GAMES.values()],
        rounds=[f"[{example.id}](/api/v1/examples/{example.id})"
                for example in EXAMPLES if example.kind == 1])


LLMS_TXT = llms_txt()

"""``/llms.txt``: what the service is, for a language model reading it."""

from __future__ import annotations

from rules.registry import GAMES


def _games_paragraph() -> str:
    """The games line of llms.txt, from the registry: id, contract GET forms, rulesets."""
    lines = []
    for game in GAMES.values():
        forms = ", ".join(f"`{f.type}:SUIT`" if f.suit_field and f.typed_slug else
                          "`SUIT`" if f.suit_field else f"`{f.type}`"
                          for f in game.contract_forms)
        tout = [f.type for f in game.contract_forms if f.tout]
        rulesets = ", ".join(f"`{r}`" for r in game.rulesets)
        lines.append(f"- {game.title} (`{game.id}`): contracts {forms}"
                     + (f" (Tout: {', '.join(tout)})" if tout else "")
                     + f"; rulesets {rulesets} (default `{game.default_ruleset}`).")
    return "Games (also as JSON: /api/v1/games):\n" + "\n".join(lines)


LLMS_TXT = """# Stichfest

> A stateless rules service for trick-taking card games. Given a game, a contract, a player's
> hand and the trick so far, it answers which cards are legal, each with the rule that decided
> it (stable rule id, title, a one-or-two-sentence explanation in German, English or French,
> and the source URL of the rule). It also says who wins a trick and why, and what it is worth.

{games}
All answers are JSON; errors are RFC 9457 application/problem+json with a pointer to the field.

## Endpoints

- [OpenAPI 3.1 document](/api/v1/openapi.json): every operation with an example request and
  response.
- [Interactive docs](/api/v1/docs)
- [Named examples](/api/v1/examples): permalinks (and whole rounds) across the games, each tied to a rule and
  the sentence of the rule text it shows, with the response it gives (also per game:
  `/api/v1/examples?game=schafkopf`, and one by one: `/api/v1/examples/{id}`). Whole rounds:
  [jass-round-revoke](/api/v1/examples/jass-round-revoke),
  [jass-round-count](/api/v1/examples/jass-round-count),
  [schafkopf-round-sau-kept-back](/api/v1/examples/schafkopf-round-sau-kept-back),
  [schnapsen-round-closed](/api/v1/examples/schnapsen-round-closed). Add `format=html` to
  any permalink or example for a page for people.
- [The embeddable checker](/api/v1/embed/demo): `<iframe src="/api/v1/embed?lang=de">` or
  `<script src="/api/v1/embed.js" defer></script><stichfest-checker lang="de">`; card
  pictures at `/api/v1/{game}/cards/{code}.svg`.
- `POST /api/v1/jass/legal-cards` with JSON `{"contract": {"type": "trump", "trump":
  "roses"}, "hand": ["R6", "BA"], "trick": ["R9"]}`; or the permalink form
  [GET /api/v1/jass/legal-cards?contract=trump:acorns&hand=R6,RK,AU,A8,B10&trick=R9,A7](/api/v1/jass/legal-cards?contract=trump:acorns&hand=R6,RK,AU,A8,B10&trick=R9,A7)
  → `legal` (codes in hand order) and `cards[]` with `legal` and `rule {id, title,
  explanation, source}` for every card of the hand.
- `POST /api/v1/jass/trick` or
  [GET /api/v1/jass/trick?contract=trump:acorns&trick=R9,A7,RA,AU](/api/v1/jass/trick?contract=trump:acorns&trick=R9,A7,RA,AU)
  → `winner` (index), `winning_card`, `points`, `rule` (why it wins) and each card's role.
- [GET /api/v1/jass/deck](/api/v1/jass/deck): the 36 cards with codes and names in de, en, fr
  for the Swiss-German and the French deck.
- [GET /api/v1/jass/rules](/api/v1/jass/rules) and `/api/v1/jass/rules/{id}`: the rule
  catalogue (ids such as J-L2 Farbzwang, J-L4 Untertrumpfen, J-L6 Puur exception), each with
  its title and text in de, en, fr, its source URL and the source sentence.

Optional parameters: `ruleset` (jasvel, standard), `lang` (de, en, fr; otherwise
Accept-Language, default de), `deck` (swiss, french: the names used in explanations).

A whole Jass round: [GET /api/v1/jass/weis?hand=R6,R7,R8,R9,AU,BU,RU,SU,SA](/api/v1/jass/weis?hand=R6,R7,R8,R9,AU,BU,RU,SU,SA)
(every Weis of a hand, R6), `POST /api/v1/jass/weis/compare` (which team's Weis counts,
each tie-break named), [GET /api/v1/jass/stoeck?contract=trump:roses&hand=RK,RO,A6](/api/v1/jass/stoeck?contract=trump:roses&hand=RK,RO,A6)
and `POST /api/v1/jass/stoeck` (announced in time?), `POST /api/v1/jass/score` (the count
of nine tricks: card points, 5 for the last trick, 100 for a match, Weis, Stöck,
multiplier), `POST /api/v1/jass/target` (who reaches the target, block by block),
`POST /api/v1/jass/schieben`, and the picture
[GET /api/v1/jass/jasstafel.svg?team1=1284&team2=957](/api/v1/jass/jasstafel.svg?team1=1284&team2=957).
Seats count in the order of play from the Vorhand (0); teams are seats 0+2 and 1+3.

### Schnapsen

- `POST /api/v1/schnapsen/legal-cards` with `{"contract": {"trump": "hearts"}, "hand": [...],
  "trick": ["AA"], "talon": "closed"}`, or the permalink
  [GET /api/v1/schnapsen/legal-cards?contract=hearts&hand=AK,HU,LA,BU,BO&trick=AA&talon=closed](/api/v1/schnapsen/legal-cards?contract=hearts&hand=AK,HU,LA,BU,BO&trick=AA&talon=closed)
  → each card with the stage of Farb- und Stichzwang that decided it (N-5, N-6, N-7) or free
  play (N-4, talon open). For the player on lead (empty trick) also `actions`: marriages,
  the trump exchange and closing, each `allowed` true, false or null (null: give
  `talon_cards`), with its rule. `marriage: SUIT` announces one: then only its King and Ober
  may be led.
- [GET /api/v1/schnapsen/trick?contract=hearts&trick=AA,HU](/api/v1/schnapsen/trick?contract=hearts&trick=AA,HU)
- `POST /api/v1/schnapsen/score`: the hand's winner and game points (1, 2, 3) with the rule;
  `POST /api/v1/schnapsen/bummerl`: the count down from 7.
- [GET /api/v1/schnapsen/deck](/api/v1/schnapsen/deck), [GET /api/v1/schnapsen/rules](/api/v1/schnapsen/rules)

### Schafkopf

- `POST /api/v1/schafkopf/legal-cards` with `{"contract": {"type": "rufspiel",
  "called_suit": "acorns"}, "hand": [...], "trick": ["A9"], "history": [[4 cards], ...]}`,
  or the permalink
  [GET /api/v1/schafkopf/legal-cards?contract=rufspiel:acorns&hand=AA,A7,HO,LU,B9,L10,HK,B8&trick=A9](/api/v1/schafkopf/legal-cards?contract=rufspiel:acorns&hand=AA,A7,HO,LU,B9,L10,HK,B8&trick=A9)
  → each card with K-6 (follow trump or suit; an Ober or Unter that is trump is not of its
  printed suit) or the called Sau's duties K-9 / R10. `history` (earlier tricks; in GET:
  cards comma-separated, tricks separated by `;`) decides whether the called suit was led;
  without it the answer lists the assumption (R11). Contracts in GET form:
  `rufspiel:SUIT`, `solo:SUIT`, `wenz`, `farbwenz:SUIT`, `geier`, `farbgeier:SUIT`,
  `ramsch`, and `tout=true`.
- [GET /api/v1/schafkopf/trick?contract=farbwenz:hearts&trick=L9,LO,HU,LA](/api/v1/schafkopf/trick?contract=farbwenz:hearts&trick=L9,LO,HU,LA)
- [GET /api/v1/schafkopf/callable-aces?hand=A7,A9,LA,L8,HO,HU,B10,BK](/api/v1/schafkopf/callable-aces?hand=A7,A9,LA,L8,HO,HU,B10,BK),
  [GET /api/v1/schafkopf/contracts](/api/v1/schafkopf/contracts) (lowest rank first),
  `POST /api/v1/schafkopf/compare` (which bid plays; ties by seat).
- `POST /api/v1/schafkopf/score`: winner, Augen, Schneider, Schwarz, Laufende, Tout and the
  price from a tariff with a line-by-line breakdown; Ramsch per player.
- [GET /api/v1/schafkopf/deck](/api/v1/schafkopf/deck), [GET /api/v1/schafkopf/rules](/api/v1/schafkopf/rules)

## Card notation

A card is its code, a suit letter and a rank: suits `A` acorns (Eicheln, French deck: clubs),
`B` bells (Schellen; diamonds), `R` roses (Rosen; hearts), `S` shields (Schilten; spades);
ranks `6 7 8 9 10 U O K A` (U = Under/Jack, O = Ober/Queen). Examples: `RU` Under of Roses
(the Puur when roses are trump), `A9` Nine of Acorns, `S10`. Input also takes `suit-rank`
with English ids, French-deck aliases or German names, case-insensitive: `roses-under`,
`hearts-jack`, `Rosen-König`. Output always uses the code.
Contracts in GET form: `trump:roses` (or `trump:hearts`), `obenabe`, `undenufe`.

Schnapsen cards: suits `A` acorns (Eichel; clubs), `L` leaves (Laub/Gras; spades), `H`
hearts (Herz), `B` bells (Schellen; diamonds); ranks `U O K 10 A` (Unter/Jack, Ober/Queen,
König, Zehner, Ass/Daus): `HA`, `L10`, `hearts-ace`, `Pik-Bube`. The contract is the trump
suit alone (`hearts`).

Schafkopf cards use the same letters with ranks `7 8 9 10 U O K A` (Sau = A): `AO` is the
Eichel-Ober, `LU` the Gras-Unter, `HA` the Herz-Sau.
""".replace("{games}", _games_paragraph())

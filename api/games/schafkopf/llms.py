"""What llms.txt says of Schafkopf beyond what every game has (``api.service.llms_txt`` adds
the legal-cards, trick, deck and rules lines and the card notation from the game itself)."""

TEXT = """\
- The permalink form of a legal-cards question (`history` in JSON: `[[4 cards], ...]`):
  [GET /api/v1/schafkopf/legal-cards?contract=rufspiel:acorns&hand=AA,A7,HO,LU,B9,L10,HK,B8&trick=A9](/api/v1/schafkopf/legal-cards?contract=rufspiel:acorns&hand=AA,A7,HO,LU,B9,L10,HK,B8&trick=A9)
  → each card with K-6 (follow trump or suit; an Ober or Unter that is trump is not of its
  printed suit) or the called Sau's duties K-9 / R10. `history` (earlier tricks; in GET:
  cards comma-separated, tricks separated by `;`) decides whether the called suit was led;
  without it the answer lists the assumption (R11).
- [GET /api/v1/schafkopf/trick?contract=farbwenz:hearts&trick=L9,LO,HU,LA](/api/v1/schafkopf/trick?contract=farbwenz:hearts&trick=L9,LO,HU,LA)
- [GET /api/v1/schafkopf/callable-aces?hand=A7,A9,LA,L8,HO,HU,B10,BK](/api/v1/schafkopf/callable-aces?hand=A7,A9,LA,L8,HO,HU,B10,BK),
  [GET /api/v1/schafkopf/contracts](/api/v1/schafkopf/contracts) (lowest rank first),
  `POST /api/v1/schafkopf/compare` (which bid plays; ties by seat).
- `POST /api/v1/schafkopf/score`: winner, Augen, Schneider, Schwarz, Laufende, Tout and the
  price from a tariff with a line-by-line breakdown; Ramsch per player.
- `AO` is the Eichel-Ober, `LU` the Gras-Unter, `HA` the Herz-Sau.
"""

"""What llms.txt says of Jass beyond what every game has (``api.service.llms_txt`` adds the
legal-cards, trick, deck and rules lines and the card notation from the game itself)."""

TEXT = """\
- The permalink form of a legal-cards question:
  [GET /api/v1/jass/legal-cards?contract=trump:acorns&hand=R6,RK,AU,A8,B10&trick=R9,A7](/api/v1/jass/legal-cards?contract=trump:acorns&hand=R6,RK,AU,A8,B10&trick=R9,A7)
  → `legal` (codes in hand order) and `cards[]` with `legal` and `rule {id, title,
  explanation, source}` for every card of the hand. Rule ids such as J-L2 Farbzwang, J-L4
  Untertrumpfen, J-L6 Puur exception.
- [GET /api/v1/jass/trick?contract=trump:acorns&trick=R9,A7,RA,AU](/api/v1/jass/trick?contract=trump:acorns&trick=R9,A7,RA,AU)
  → `winner` (index), `winning_card`, `points`, `rule` (why it wins) and each card's role.
- A whole round: [GET /api/v1/jass/weis?hand=R6,R7,R8,R9,AU,BU,RU,SU,SA](/api/v1/jass/weis?hand=R6,R7,R8,R9,AU,BU,RU,SU,SA)
  (every Weis of a hand, R6), `POST /api/v1/jass/weis/compare` (which team's Weis counts,
  each tie-break named), [GET /api/v1/jass/stoeck?contract=trump:roses&hand=RK,RO,A6](/api/v1/jass/stoeck?contract=trump:roses&hand=RK,RO,A6)
  and `POST /api/v1/jass/stoeck` (announced in time?), `POST /api/v1/jass/score` (the count
  of nine tricks: card points, 5 for the last trick, 100 for a match, Weis, Stöck,
  multiplier), `POST /api/v1/jass/target` (who reaches the target, block by block),
  `POST /api/v1/jass/schieben`, and the picture
  [GET /api/v1/jass/jasstafel.svg?team1=1284&team2=957](/api/v1/jass/jasstafel.svg?team1=1284&team2=957).
- Seats count in the order of play from the Vorhand (0); teams are seats 0+2 and 1+3. The
  Puur is the Under of the trump suit (`RU` when roses are trump).
"""

"""What llms.txt says of Doppelkopf beyond what every game has (``api.service.llms_txt`` adds
the legal-cards, trick, deck and rules lines and the card notation from the game itself)."""

TEXT = """\
- Every card is in the pack twice: a hand or trick may hold a code twice, never three times
  (RD14); legal-cards lists one entry per hand entry, a trick's `winner` is an index.
- [GET /api/v1/doppelkopf/legal-cards?contract=normal&hand=CQ,H10,CA,C9,HA&trick=CK](/api/v1/doppelkopf/legal-cards?contract=normal&hand=CQ,H10,CA,C9,HA&trick=CK)
  → the Kreuz Dame is trump and does not follow Kreuz (D-19).
- [GET /api/v1/doppelkopf/trick?contract=normal&trick=H10,CQ,H10,DA&ruleset=dulle&trick_number=12](/api/v1/doppelkopf/trick?contract=normal&trick=H10,CQ,H10,DA&ruleset=dulle&trick_number=12)
  → rulesets `ddv` (first Dulle wins, D-22), `dulle` (the second wins except in trick 12)
  and `dulle-immer` (D-V1); `trick_number` or `history` says which trick it is (RD2).
- `POST /api/v1/doppelkopf/score`: tricks form (`tricks`, `leader`, `hands` or `parties`,
  `announcements` with `seat`, `call`, `at`) or summary form (`augen`, `tricks_won`); every
  point named (`breakdown`, `sonderpunkte`), `per_seat` summing to zero.
- `POST /api/v1/doppelkopf/vorbehalt`: `{"declared": ["gesund", "hochzeit", "lustsolo",
  "gesund"]}` → which Vorbehalt plays (D-7, RD13).
- `CQ` is the Kreuz-Dame, `H10` the Dulle, `DA` the Fuchs, `CJ` the Karlchen.
"""

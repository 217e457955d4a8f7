"""What llms.txt says of Schnapsen beyond what every game has (``api.service.llms_txt`` adds
the legal-cards, trick, deck and rules lines and the card notation from the game itself)."""

TEXT = """\
- The permalink form of a legal-cards question:
  [GET /api/v1/schnapsen/legal-cards?contract=hearts&hand=AK,HU,LA,BU,BO&trick=AA&talon=closed](/api/v1/schnapsen/legal-cards?contract=hearts&hand=AK,HU,LA,BU,BO&trick=AA&talon=closed)
  → each card with the stage of Farb- und Stichzwang that decided it (N-5, N-6, N-7) or free
  play (N-4, talon open). For the player on lead (empty trick) also `actions`: marriages,
  the trump exchange and closing, each `allowed` true, false or null (null: give
  `talon_cards`), with its rule. `marriage: SUIT` announces one: then only its King and Ober
  may be led.
- [GET /api/v1/schnapsen/trick?contract=hearts&trick=AA,HU](/api/v1/schnapsen/trick?contract=hearts&trick=AA,HU)
- `POST /api/v1/schnapsen/score`: the hand's winner and game points (1, 2, 3) with the rule;
  `POST /api/v1/schnapsen/bummerl`: the count down from 7.
"""

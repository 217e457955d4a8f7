"""What llms.txt says of Skat beyond what every game has (``api.service.llms_txt`` adds the
legal-cards, trick, deck and rules lines and the card notation from the game itself)."""

TEXT = """\
- The permalink form of a legal-cards question; the announcements in `announced`
  (`hand,schneider,schwarz,ouvert`; in JSON booleans on the contract, implied ones filled in
  by RS5):
  [GET /api/v1/skat/legal-cards?contract=suit:clubs&hand=DJ,H7,HA,S8&trick=HJ](/api/v1/skat/legal-cards?contract=suit:clubs&hand=DJ,H7,HA,S8&trick=HJ)
  → only `DJ`: the Herz-Bube led is a trump lead; H7 and HA are illegal with S-14 (a Jack is
  a trump, never a card of its printed suit, outside Null).
- [GET /api/v1/skat/trick?contract=suit:clubs&trick=HA,DJ,H10](/api/v1/skat/trick?contract=suit:clubs&trick=HA,DJ,H10)
  (S-16; each card's Augen, S-2).
- [GET /api/v1/skat/bids](/api/v1/skat/bids): the 63 valid Reizwerte with the games of each.
- `POST /api/v1/skat/score`: won or lost and why, the Spitzen over hand and Skat (S-18),
  every level named in order (spitzen, game, hand, schneider, schneider_announced, schwarz,
  schwarz_announced, ouvert), game value, overbid (next multiple of the base value, RS10),
  lost ×2, Seeger-Fabian (RS7); 400 invalid-bid, invalid-announcement, invalid-contract,
  unsupported-house-rule.
- A whole round, play by play (`POST /api/v1/skat/rounds/check` with the Skat set apart):
  [/api/v1/examples/skat-round-jack-trumps-ace](/api/v1/examples/skat-round-jack-trumps-ace).
- `CJ` is the Kreuz-Bube (Eichel-Unter), `H10` the Herz-Zehn, `DA` the Karo-Ass; German
  names are accepted (`Eichel-Unter`, `rot-daus`) and `deck=german` words the answers.
"""

"""German texts of the house rules asked after a ruleset (``standard+sie``): the Sie (K-H13)."""

TEXTS: dict[str, str] = {
    "contract.sie": "Sie",
    "rule.K-H13.title": "Sie",
    "rule.K-H13.text": "Wer alle vier Ober und alle vier Unter hat, spielt einen Sie: das sind "
                       "die einzigen Trümpfe, er macht jeden Stich. Der Sie geht über jedes "
                       "Tout und kostet ein doppeltes Tout (unsere Lesart; eine Hausregel: "
                       "+sie).",
    "score.K-H13.declarers_win": "Sie gewonnen: der Spieler hat mit den vier Obern und den "
                                 "vier Untern alle acht Stiche gemacht.",
    "score.K-H13.opponents_win": "Sie verloren: die Gegenspieler haben {opponent_tricks} "
                                 "Stich(e) gemacht.",
    "line.sie": "Der Sie verdoppelt das Tout noch einmal.",
    "house_rule.sie": "Sie",
    "house_rule.bettel-stichzwang": "Bettel mit Stichzwang",
    "house_rule.bettel-ouvert": "Bettel ouvert",
}

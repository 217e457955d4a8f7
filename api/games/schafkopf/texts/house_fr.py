"""French texts of the house rules asked after a ruleset (``standard+sie``): the Sie (K-H13)."""

TEXTS: dict[str, str] = {
    "contract.sie": "Sie",
    "rule.K-H13.title": "Sie",
    "rule.K-H13.text": "Qui tient les quatre Ober et les quatre Unter joue un Sie : ce sont "
                       "les seuls atouts, et il fait tous les plis. Le Sie passe avant tout "
                       "Tout et vaut un Tout doublé (notre lecture ; une règle maison : +sie).",
    "score.K-H13.declarers_win": "Sie gagné : avec les quatre Ober et les quatre Unter, le "
                                 "preneur a fait les huit plis.",
    "score.K-H13.opponents_win": "Sie perdu : les adversaires ont fait {opponent_tricks} "
                                 "pli(s).",
    "line.sie": "Le Sie double encore le Tout.",
    "house_rule.sie": "Sie",
    "house_rule.bettel-stichzwang": "Bettel avec Stichzwang",
    "house_rule.bettel-ouvert": "Bettel ouvert",
}

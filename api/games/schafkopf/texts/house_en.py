"""English texts of the house rules asked after a ruleset (``standard+sie``): the Sie (K-H13)."""

TEXTS: dict[str, str] = {
    "contract.sie": "Sie",
    "rule.K-H13.title": "Sie",
    "rule.K-H13.text": "Whoever holds all four Ober and all four Unter plays a Sie: they are "
                       "the only trumps, and he takes every trick. A Sie outranks every Tout "
                       "and costs a Tout doubled (our reading; a house rule: +sie).",
    "score.K-H13.declarers_win": "Sie won: with the four Ober and the four Unter the declarer "
                                 "took all eight tricks.",
    "score.K-H13.opponents_win": "Sie lost: the opponents took {opponent_tricks} trick(s).",
    "line.sie": "The Sie doubles the Tout once more.",
    "house_rule.sie": "Sie",
    "house_rule.bettel-stichzwang": "Bettel with Stichzwang",
    "house_rule.bettel-ouvert": "Bettel ouvert",
}

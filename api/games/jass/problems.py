"""Jass's problem messages in de, en and fr (``rules/jass``, ``api/games/jass``)."""

from __future__ import annotations

EN = {
    "jass.contract-type": "'{contract}' is not a Jass contract type (trump, obenabe, undenufe)",
    "jass.suit": "'{suit}' is not a Jass suit (acorns, bells, roses, shields, or clubs, diamonds, "
                 "hearts, spades)",
    "jass.no-trump-leave-out": "{mode} has no trump suit; leave out 'trump'",
    "jass.needs-trump-suit": "a trump contract needs a trump suit: {suits}",
    "jass.no-trump": "{mode} has no trump suit",
    "jass.needs-trump": "a trump contract needs 'trump': one of acorns, bells, roses, shields",
    "jass.no-tout": "a Jass contract is never played Tout",
    "jass.ruleset": "'{ruleset}' is not a Jass ruleset ({rulesets})",
    "jass.jasstafel-negative": "a Jasstafel shows scores from 0 up",
    "jass.weis-card-twice": "a Weis names every card once",
    "jass.weis-shape": "a Weis is three or more cards in sequence in one suit (6 up to Ass) or "
                       "four of a kind",
    "jass.declares-once": "each seat declares once",
    "jass.four-no-weis": "four {rank}s are no Weis (R6)",
    "jass.round-tricks": "a round has {tricks} tricks, not {count}",
    "jass.trick-size": "a trick holds {seats} cards, not {count}",
    "jass.not-a-card": "{card} is not a Jass card",
    "jass.played-twice": "{card} is played twice (tricks {first} and {second}); Ergeben beide "
                         "Spalten zusammen nicht 157, wurde falsch gezählt",
    "jass.declares-foreign": "seat {seat} declares {card}, which seat {other} played",
    "jass.no-stoeck": "there is no Stöck in Obenabe or Undenufe (J-S1)",
    "jass.stoeck-not-played": "seat {seat} did not play both King and Ober of trumps",
    "jass.vorhand-decides": "the Vorhand must choose or push",
    "jass.vorhand-first": "seat {vorhand}, the Vorhand (right of dealer {dealer}), decides first, "
                          "not seat {seat}",
    "jass.chosen": "the contract is chosen; nothing follows",
    "jass.push-names-none": "pushing names no contract",
    "jass.partner-must-choose": "after a push the partner, seat {partner}, must choose",
    "jass.only-partner": "after a push only the partner, seat {partner}, chooses",
    "jass.no-push-back": "no pushing back: the partner must choose",
    "jass.choosing-names": "choosing names a contract",
    "jass.announced-after": "announced_after names a card that was not played",
    "jass.no-such-card-played": "no such card played",
    "jass.trick-won-by": "trick {trick} was won by team {team} ({card}), not team {given}",
    "jass.not-the-winner": "not the winner",
    "jass.name-characters": "a name holds no control characters (but tab and line breaks), U+FFFE "
                            "or U+FFFF",
}

DE = {
    "jass.contract-type": "'{contract}' ist keine Jass-Spielart (trump, obenabe, undenufe)",
    "jass.suit": "'{suit}' ist keine Jass-Farbe (acorns, bells, roses, shields, oder clubs, "
                 "diamonds, hearts, spades)",
    "jass.no-trump-leave-out": "{mode} hat keinen Trumpf; 'trump' weglassen",
    "jass.needs-trump-suit": "ein Trumpfspiel braucht eine Trumpffarbe: {suits}",
    "jass.no-trump": "{mode} hat keinen Trumpf",
    "jass.needs-trump": "ein Trumpfspiel braucht 'trump': acorns, bells, roses oder shields",
    "jass.no-tout": "ein Jass-Spiel wird nie als Tout gespielt",
    "jass.ruleset": "'{ruleset}' ist kein Jass-Regelwerk ({rulesets})",
    "jass.jasstafel-negative": "eine Jasstafel zeigt Punkte ab 0",
    "jass.weis-card-twice": "ein Weis nennt jede Karte einmal",
    "jass.weis-shape": "ein Weis sind drei oder mehr Karten in Folge in einer Farbe (6 bis Ass) "
                       "oder vier Gleiche",
    "jass.declares-once": "jeder Platz weist einmal",
    "jass.four-no-weis": "vier {rank} sind kein Weis (R6)",
    "jass.round-tricks": "eine Runde hat {tricks} Stiche, nicht {count}",
    "jass.trick-size": "ein Stich hat {seats} Karten, nicht {count}",
    "jass.not-a-card": "{card} ist keine Jasskarte",
    "jass.played-twice": "{card} ist zweimal gespielt (Stiche {first} und {second}); ergeben "
                         "beide Spalten zusammen nicht 157, wurde falsch gezählt",
    "jass.declares-foreign": "Platz {seat} weist {card}, die Platz {other} gespielt hat",
    "jass.no-stoeck": "in Obenabe und Undenufe gibt es keine Stöck (J-S1)",
    "jass.stoeck-not-played": "Platz {seat} hat nicht Trumpf-König und Trumpf-Ober beide gespielt",
    "jass.vorhand-decides": "die Vorhand muss ansagen oder schieben",
    "jass.vorhand-first": "Platz {vorhand}, die Vorhand (rechts vom Geber {dealer}), entscheidet "
                          "zuerst, nicht Platz {seat}",
    "jass.chosen": "das Spiel ist angesagt; danach kommt nichts mehr",
    "jass.push-names-none": "wer schiebt, sagt kein Spiel an",
    "jass.partner-must-choose": "nach dem Schieben muss der Partner, Platz {partner}, ansagen",
    "jass.only-partner": "nach dem Schieben sagt nur der Partner an, Platz {partner}",
    "jass.no-push-back": "kein Zurückschieben: der Partner muss ansagen",
    "jass.choosing-names": "wer ansagt, nennt ein Spiel",
    "jass.announced-after": "announced_after nennt eine Karte, die nicht gespielt wurde",
    "jass.no-such-card-played": "diese Karte wurde nicht gespielt",
    "jass.trick-won-by": "Stich {trick} hat Team {team} gemacht ({card}), nicht Team {given}",
    "jass.not-the-winner": "nicht der Gewinner",
    "jass.name-characters": "ein Name enthält keine Steuerzeichen (außer Tabulator und "
                            "Zeilenumbruch), U+FFFE oder U+FFFF",
}

FR = {
    "jass.contract-type": "« {contract} » n'est pas un type de contrat du Jass (trump, obenabe, "
                          "undenufe)",
    "jass.suit": "« {suit} » n'est pas une couleur du Jass (acorns, bells, roses, shields, ou "
                 "clubs, diamonds, hearts, spades)",
    "jass.no-trump-leave-out": "{mode} n'a pas d'atout ; omettez « trump »",
    "jass.needs-trump-suit": "un contrat à l'atout demande une couleur d'atout : {suits}",
    "jass.no-trump": "{mode} n'a pas d'atout",
    "jass.needs-trump": "un contrat à l'atout demande « trump » : acorns, bells, roses ou shields",
    "jass.no-tout": "au Jass, aucun contrat ne se joue Tout",
    "jass.ruleset": "« {ruleset} » n'est pas un règlement du Jass ({rulesets})",
    "jass.jasstafel-negative": "une Jasstafel montre les points à partir de 0",
    "jass.weis-card-twice": "une annonce nomme chaque carte une fois",
    "jass.weis-shape": "une annonce, ce sont trois cartes ou plus qui se suivent dans une couleur "
                       "(du 6 à l'As) ou quatre cartes de même rang",
    "jass.declares-once": "chaque place annonce une fois",
    "jass.four-no-weis": "quatre {rank} ne font pas d'annonce (R6)",
    "jass.round-tricks": "une donne a {tricks} plis, pas {count}",
    "jass.trick-size": "un pli a {seats} cartes, pas {count}",
    "jass.not-a-card": "{card} n'est pas une carte de Jass",
    "jass.played-twice": "{card} est jouée deux fois (plis {first} et {second}) ; si les deux "
                         "colonnes ne font pas 157 ensemble, on a mal compté",
    "jass.declares-foreign": "la place {seat} annonce {card}, que la place {other} a jouée",
    "jass.no-stoeck": "il n'y a pas de Stöck en Obenabe ni en Undenufe (J-S1)",
    "jass.stoeck-not-played": "la place {seat} n'a pas joué à la fois le Roi et la Dame d'atout",
    "jass.vorhand-decides": "la main doit choisir ou chibrer",
    "jass.vorhand-first": "la place {vorhand}, la main (à droite du donneur {dealer}), décide en "
                          "premier, pas la place {seat}",
    "jass.chosen": "le contrat est choisi ; rien ne suit",
    "jass.push-names-none": "qui chibre ne nomme aucun contrat",
    "jass.partner-must-choose": "après un chibre, le partenaire, place {partner}, doit choisir",
    "jass.only-partner": "après un chibre, seul le partenaire, place {partner}, choisit",
    "jass.no-push-back": "on ne rechibre pas : le partenaire doit choisir",
    "jass.choosing-names": "qui choisit nomme un contrat",
    "jass.announced-after": "announced_after nomme une carte qui n'a pas été jouée",
    "jass.no-such-card-played": "cette carte n'a pas été jouée",
    "jass.trick-won-by": "le pli {trick} a été remporté par l'équipe {team} ({card}), pas par "
                         "l'équipe {given}",
    "jass.not-the-winner": "pas le gagnant",
    "jass.name-characters": "un nom ne contient ni caractères de contrôle (sauf tabulation et "
                            "saut de ligne), ni U+FFFE, ni U+FFFF",
}

TEXTS = {"de": DE, "en": EN, "fr": FR}

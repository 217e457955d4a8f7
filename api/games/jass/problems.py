"""Jass's problem messages in de, en and fr (``rules/jass``, ``api/games/jass``)."""

from __future__ import annotations

from api.errors.messages import Message

MESSAGES = (
    # rules/jass/contract.py, game.py, ruleset.py
    Message("jass.contract-type", "'{contract}' is not a Jass contract type (trump, obenabe, "
            "undenufe)", "'{contract}' ist keine Jass-Spielart (trump, obenabe, undenufe)",
            "« {contract} » n'est pas un type de contrat du Jass (trump, obenabe, undenufe)"),
    Message("jass.suit", "'{suit}' is not a Jass suit (acorns, bells, roses, shields, or "
            "clubs, diamonds, hearts, spades)", "'{suit}' ist keine Jass-Farbe (acorns, bells, "
            "roses, shields, oder clubs, diamonds, hearts, spades)", "« {suit} » n'est pas une "
            "couleur du Jass (acorns, bells, roses, shields, ou clubs, diamonds, hearts, "
            "spades)"),
    Message("jass.no-trump-leave-out", "{mode} has no trump suit; leave out 'trump'",
            "{mode} hat keinen Trumpf; 'trump' weglassen",
            "{mode} n'a pas d'atout ; omettez « trump »"),
    Message("jass.needs-trump-suit", "a trump contract needs a trump suit: {suits}",
            "ein Trumpfspiel braucht eine Trumpffarbe: {suits}",
            "un contrat à l'atout demande une couleur d'atout : {suits}"),
    Message("jass.no-trump", "{mode} has no trump suit", "{mode} hat keinen Trumpf",
            "{mode} n'a pas d'atout"),
    Message("jass.needs-trump", "a trump contract needs 'trump': one of acorns, bells, roses, "
            "shields", "ein Trumpfspiel braucht 'trump': acorns, bells, roses oder shields",
            "un contrat à l'atout demande « trump » : acorns, bells, roses ou shields"),
    Message("jass.no-tout", "a Jass contract is never played Tout",
            "ein Jass-Spiel wird nie als Tout gespielt", "au Jass, aucun contrat ne se joue Tout"),
    Message("jass.ruleset", "'{ruleset}' is not a Jass ruleset ({rulesets})",
            "'{ruleset}' ist kein Jass-Regelwerk ({rulesets})",
            "« {ruleset} » n'est pas un règlement du Jass ({rulesets})"),
    # rules/jass/jasstafel.py, weis.py
    Message("jass.jasstafel-negative", "a Jasstafel shows scores from 0 up",
            "eine Jasstafel zeigt Punkte ab 0", "une Jasstafel montre les points à partir de 0"),
    Message("jass.weis-card-twice", "a Weis names every card once",
            "ein Weis nennt jede Karte einmal", "une annonce nomme chaque carte une fois"),
    Message("jass.weis-shape", "a Weis is three or more cards in sequence in one suit (6 up to "
            "Ass) or four of a kind", "ein Weis sind drei oder mehr Karten in Folge in einer "
            "Farbe (6 bis Ass) oder vier Gleiche", "une annonce, ce sont trois cartes ou plus "
            "qui se suivent dans une couleur (du 6 à l'As) ou quatre cartes de même rang"),
    Message("jass.declares-once", "each seat declares once", "jeder Platz weist einmal",
            "chaque place annonce une fois"),
    Message("jass.four-no-weis", "four {rank}s are no Weis (R6)",
            "vier {rank} sind kein Weis (R6)", "quatre {rank} ne font pas d'annonce (R6)"),
    # rules/jass/round.py
    Message("jass.round-tricks", "a round has {tricks} tricks, not {count}",
            "eine Runde hat {tricks} Stiche, nicht {count}",
            "une donne a {tricks} plis, pas {count}"),
    Message("jass.trick-size", "a trick holds {seats} cards, not {count}",
            "ein Stich hat {seats} Karten, nicht {count}",
            "un pli a {seats} cartes, pas {count}"),
    Message("jass.not-a-card", "{card} is not a Jass card", "{card} ist keine Jasskarte",
            "{card} n'est pas une carte de Jass"),
    Message("jass.played-twice", "{card} is played twice (tricks {first} and {second}); "
            "Ergeben beide Spalten zusammen nicht 157, wurde falsch gezählt",
            "{card} ist zweimal gespielt (Stiche {first} und {second}); ergeben beide Spalten "
            "zusammen nicht 157, wurde falsch gezählt",
            "{card} est jouée deux fois (plis {first} et {second}) ; si les deux colonnes ne "
            "font pas 157 ensemble, on a mal compté"),
    Message("jass.declares-foreign", "seat {seat} declares {card}, which seat {other} played",
            "Platz {seat} weist {card}, die Platz {other} gespielt hat",
            "la place {seat} annonce {card}, que la place {other} a jouée"),
    Message("jass.no-stoeck", "there is no Stöck in Obenabe or Undenufe (J-S1)",
            "in Obenabe und Undenufe gibt es keine Stöck (J-S1)",
            "il n'y a pas de Stöck en Obenabe ni en Undenufe (J-S1)"),
    Message("jass.stoeck-not-played", "seat {seat} did not play both King and Ober of trumps",
            "Platz {seat} hat nicht Trumpf-König und Trumpf-Ober beide gespielt",
            "la place {seat} n'a pas joué à la fois le Roi et la Dame d'atout"),
    Message("jass.vorhand-decides", "the Vorhand must choose or push",
            "die Vorhand muss ansagen oder schieben", "la main doit choisir ou chibrer"),
    Message("jass.vorhand-first", "seat {vorhand}, the Vorhand (right of dealer {dealer}), "
            "decides first, not seat {seat}", "Platz {vorhand}, die Vorhand (rechts vom Geber "
            "{dealer}), entscheidet zuerst, nicht Platz {seat}", "la place {vorhand}, la main "
            "(à droite du donneur {dealer}), décide en premier, pas la place {seat}"),
    Message("jass.chosen", "the contract is chosen; nothing follows",
            "das Spiel ist angesagt; danach kommt nichts mehr",
            "le contrat est choisi ; rien ne suit"),
    Message("jass.push-names-none", "pushing names no contract",
            "wer schiebt, sagt kein Spiel an", "qui chibre ne nomme aucun contrat"),
    Message("jass.partner-must-choose", "after a push the partner, seat {partner}, must choose",
            "nach dem Schieben muss der Partner, Platz {partner}, ansagen",
            "après un chibre, le partenaire, place {partner}, doit choisir"),
    Message("jass.only-partner", "after a push only the partner, seat {partner}, chooses",
            "nach dem Schieben sagt nur der Partner an, Platz {partner}",
            "après un chibre, seul le partenaire, place {partner}, choisit"),
    Message("jass.no-push-back", "no pushing back: the partner must choose",
            "kein Zurückschieben: der Partner muss ansagen",
            "on ne rechibre pas : le partenaire doit choisir"),
    Message("jass.choosing-names", "choosing names a contract", "wer ansagt, nennt ein Spiel",
            "qui choisit nomme un contrat"),
    # api/games/jass
    Message("jass.announced-after", "announced_after names a card that was not played",
            "announced_after nennt eine Karte, die nicht gespielt wurde",
            "announced_after nomme une carte qui n'a pas été jouée"),
    Message("jass.no-such-card-played", "no such card played", "diese Karte wurde nicht "
            "gespielt", "cette carte n'a pas été jouée"),
    Message("jass.trick-won-by", "trick {trick} was won by team {team} ({card}), not team "
            "{given}", "Stich {trick} hat Team {team} gemacht ({card}), nicht Team {given}",
            "le pli {trick} a été remporté par l'équipe {team} ({card}), pas par l'équipe "
            "{given}"),
    Message("jass.not-the-winner", "not the winner", "nicht der Gewinner",
            "pas le gagnant"),
    Message("jass.name-characters", "a name holds no control characters (but tab and line "
            "breaks), U+FFFE or U+FFFF", "ein Name enthält keine Steuerzeichen (außer Tabulator "
            "und Zeilenumbruch), U+FFFE oder U+FFFF", "un nom ne contient ni caractères de "
            "contrôle (sauf tabulation et saut de ligne), ni U+FFFE, ni U+FFFF"),
)

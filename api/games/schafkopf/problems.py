"""Schafkopf's problem messages in de, en and fr (``rules/schafkopf``,
``api/games/schafkopf``)."""

from __future__ import annotations

from api.errors.messages import Message

MESSAGES = (
    # rules/schafkopf/contract.py
    Message("schafkopf.contract", "'{contract}' is not a Schafkopf contract ({contracts})",
            "'{contract}' ist kein Schafkopf-Spiel ({contracts})",
            "« {contract} » n'est pas un contrat du Schafkopf ({contracts})"),
    Message("schafkopf.suit", "'{suit}' is not a Schafkopf suit (acorns, leaves, hearts, "
            "bells)", "'{suit}' ist keine Schafkopf-Farbe (acorns, leaves, hearts, bells)",
            "« {suit} » n'est pas une couleur du Schafkopf (acorns, leaves, hearts, bells)"),
    Message("schafkopf.only-rufspiel-calls", "only a Rufspiel calls a suit; a {contract} has "
            "no called_suit", "nur ein Rufspiel ruft eine Farbe; ein {contract} hat kein "
            "called_suit", "seul un Rufspiel appelle une couleur ; un {contract} n'a pas de "
            "called_suit"),
    Message("schafkopf.no-trump", "a {contract} has no trump suit",
            "ein {contract} hat keine Trumpffarbe", "un {contract} n'a pas de couleur d'atout"),
    Message("schafkopf.hearts-not-callable", "a Rufspiel calls the Sau of acorns, leaves or "
            "bells; hearts are trump and cannot be called (K-8)", "ein Rufspiel ruft die Eichel-, "
            "Gras- oder Schellen-Sau; Herz ist Trumpf und kann nicht gerufen werden (K-8)",
            "un Rufspiel appelle l'As de Trèfle, de Pique ou de Carreau ; Cœur est atout et "
            "ne peut pas être appelé (K-8)"),
    Message("schafkopf.needs-trump-suit-of", "a {contract} needs a trump suit: acorns, leaves, "
            "hearts or bells", "ein {contract} braucht eine Trumpffarbe: acorns, leaves, hearts "
            "oder bells", "un {contract} demande une couleur d'atout : acorns, leaves, hearts "
            "ou bells"),
    Message("schafkopf.no-suit", "a {contract} has no trump or called suit",
            "ein {contract} hat weder Trumpf- noch Ruffarbe",
            "un {contract} n'a ni couleur d'atout ni couleur appelée"),
    Message("schafkopf.no-tout", "a {contract} cannot be played Tout (only solo, wenz and "
            "farbwenz)", "ein {contract} kann nicht Tout gespielt werden (nur solo, wenz und "
            "farbwenz)", "un {contract} ne se joue pas Tout (seulement solo, wenz et farbwenz)"),
    Message("schafkopf.rufspiel-no-trump", "a Rufspiel has no trump field; it calls a suit: "
            "called_suit", "ein Rufspiel hat kein Feld trump; es ruft eine Farbe: called_suit",
            "un Rufspiel n'a pas de champ trump ; il appelle une couleur : called_suit"),
    Message("schafkopf.rufspiel-needs-call", "a Rufspiel needs called_suit: acorns, leaves or "
            "bells", "ein Rufspiel braucht called_suit: acorns, leaves oder bells",
            "un Rufspiel demande called_suit : acorns, leaves ou bells"),
    Message("schafkopf.needs-trump-suit", "a {contract} needs a trump suit",
            "ein {contract} braucht eine Trumpffarbe", "un {contract} demande une couleur d'atout"),
    # rules/schafkopf/legality.py
    Message("schafkopf.history-count", "a hand of {count} cards is in trick {trick}: history "
            "must hold the {expected} earlier tricks, not {given}", "eine Hand mit {count} "
            "Karten ist im {trick}. Stich: history muss die {expected} früheren Stiche halten, "
            "nicht {given}", "une main de {count} cartes en est au pli {trick} : history doit "
            "contenir les {expected} plis précédents, pas {given}"),
    Message("schafkopf.earlier-trick-size", "earlier trick {trick} holds {count} cards, not "
            "{players}", "der frühere Stich {trick} hat {count} Karten, nicht {players}",
            "le pli précédent {trick} a {count} cartes, pas {players}"),
    Message("schafkopf.earlier-in-hand", "{card} of earlier trick {trick} is also in the hand",
            "{card} aus dem früheren Stich {trick} ist auch in der Hand",
            "{card} du pli précédent {trick} est aussi dans la main"),
    Message("schafkopf.earlier-in-trick", "{card} of earlier trick {trick} is also in the "
            "trick", "{card} aus dem früheren Stich {trick} liegt auch im Stich",
            "{card} du pli précédent {trick} est aussi dans le pli"),
    Message("schafkopf.earlier-in-earlier", "{card} of earlier trick {trick} is also in the "
            "earlier trick {other}", "{card} aus dem früheren Stich {trick} ist auch im "
            "früheren Stich {other}", "{card} du pli précédent {trick} est aussi dans le pli "
            "précédent {other}"),
    # rules/schafkopf/round.py
    Message("schafkopf.ramsch-no-declarer", "a Ramsch has no declarer: everyone plays alone "
            "(K-14)", "ein Ramsch hat keinen Spieler: jeder spielt für sich (K-14)",
            "un Ramsch n'a pas de preneur : chacun joue seul (K-14)"),
    Message("schafkopf.names-declarer", "a {contract} names its declarer",
            "ein {contract} nennt seinen Spieler", "un {contract} nomme son preneur"),
    Message("schafkopf.declarer-holds-ace", "the declarer holds the called Sau {ace}: only a "
            "Sau the declarer does not hold may be called (K-8)", "der Spieler hält die "
            "gerufene Sau {ace}: gerufen werden darf nur eine Sau, die der Spieler nicht hat "
            "(K-8)", "le preneur tient l'As appelé {ace} : on ne peut appeler qu'un As que le "
            "preneur n'a pas (K-8)"),
    # rules/schafkopf/score.py
    Message("schafkopf.game-tricks", "a game has {tricks} tricks; these are {count}",
            "ein Spiel hat {tricks} Stiche; das sind {count}",
            "une partie a {tricks} plis ; ici il y en a {count}"),
    Message("schafkopf.ramsch-per-player", "a Ramsch is reckoned per player: use the Ramsch "
            "reckoning", "ein Ramsch wird pro Spieler abgerechnet: die Ramsch-Abrechnung "
            "verwenden", "un Ramsch se compte par joueur : utilisez le décompte du Ramsch"),
    Message("schafkopf.party-size", "the declarer party of a {contract} held {count} different "
            "cards at the start", "die Spielerpartei eines {contract} hielt zu Beginn {count} "
            "verschiedene Karten", "le camp du preneur d'un {contract} tenait {count} cartes "
            "différentes au départ"),
    Message("schafkopf.called-ace-declarers", "the called Sau belongs to the declarer party "
            "(the partner holds it)", "die gerufene Sau gehört zur Spielerpartei (der Partner "
            "hält sie)", "l'As appelé appartient au camp du preneur (le partenaire le tient)"),
    Message("schafkopf.retour", "a Retour answers a Stoß", "ein Retour antwortet auf einen "
            "Stoß", "un Retour répond à un Stoß"),
    Message("schafkopf.ramsch-players", "a Ramsch has four players", "ein Ramsch hat vier "
            "Spieler", "un Ramsch a quatre joueurs"),
    Message("schafkopf.trick-size", "a trick holds 4 cards, not {count}",
            "ein Stich hat 4 Karten, nicht {count}", "un pli a 4 cartes, pas {count}"),
    Message("schafkopf.not-a-card", "{card} is not a Schafkopf card",
            "{card} ist keine Schafkopfkarte", "{card} n'est pas une carte de Schafkopf"),
    Message("schafkopf.taken-twice", "{card} is taken twice ({first} trick {first_trick} and "
            "{second} trick {second_trick})", "{card} ist zweimal gestochen ({first} Stich "
            "{first_trick} und {second} Stich {second_trick})", "{card} est ramassée deux fois "
            "({first} pli {first_trick} et {second} pli {second_trick})"),
    # api/games/schafkopf
    Message("schafkopf.bids-once", "each seat bids once", "jeder Platz reizt einmal",
            "chaque place annonce une fois"),
    Message("schafkopf.bids-twice", "seat bids twice", "der Platz reizt zweimal",
            "la place annonce deux fois"),
    Message("schafkopf.needed-to-reckon", "{field}: needed to reckon a {contract}",
            "{field}: nötig, um ein {contract} abzurechnen",
            "{field} : nécessaire pour compter un {contract}"),
    Message("schafkopf.ramsch-reckoned", "players: a Ramsch is reckoned per player",
            "players: ein Ramsch wird pro Spieler abgerechnet",
            "players : un Ramsch se compte par joueur"),
    # Issue 25: rulesets, the Kurzes Blatt, doublings and the Ramsch tie
    Message("schafkopf.not-in-pack", "{card} is not in the {blatt} pack",
            "{card} gehört nicht zum Blatt {blatt}", "{card} n'est pas dans le jeu {blatt}"),
    Message("schafkopf.not-in-schafkopf-pack", "{card} is not a card of the {blatt} Schafkopf "
            "pack", "{card} ist keine Karte des Schafkopf-Blatts {blatt}",
            "{card} n'est pas une carte du jeu de Schafkopf {blatt}"),
    Message("schafkopf.ruleset", "'{ruleset}' is not a Schafkopf ruleset ({rulesets})",
            "'{ruleset}' ist kein Schafkopf-Regelwerk ({rulesets})",
            "« {ruleset} » n'est pas un jeu de règles du Schafkopf ({rulesets})"),
    Message("schafkopf.kontras-max", "the {ruleset} ruleset allows {max} Kontras, not {count}",
            "das Regelwerk {ruleset} erlaubt {max} Kontras, nicht {count}",
            "les règles {ruleset} permettent {max} Kontras, pas {count}"),
    Message("schafkopf.tie-needs-hands", "a tie on Augen goes against the higher Ober held "
            "(K-H4): give every player's hand", "bei Augengleichheit verliert, wer den höheren "
            "Ober hatte (K-H4): gib das Blatt jedes Spielers an", "à égalité de points, perd "
            "celui qui avait l'Ober le plus fort (K-H4) : donne la main de chaque joueur"),
    Message("schafkopf.kontras-twice", "kontras: give the Kontras either as stoss and retour or "
            "as kontras, not both", "kontras: gib die Kontras entweder als stoss und retour "
            "oder als kontras an, nicht beides", "kontras : donne les Kontras soit comme stoss "
            "et retour, soit comme kontras, pas les deux"),
    Message("schafkopf.stoss-given-too", "stoss or retour given too",
            "stoss oder retour ist auch angegeben", "stoss ou retour est aussi donné"),
    # Issue 25, the house rules (``standard+sie``) and the Sie (K-H13)
    Message("schafkopf.sie-not-in-ruleset", "a Sie is not played under the {ruleset} ruleset; "
            "ask for it with the house rule +sie (K-H13)", "ein Sie wird im Regelwerk {ruleset} "
            "nicht gespielt; mit der Hausregel +sie ist er erlaubt (K-H13)", "le Sie ne se joue "
            "pas selon les règles {ruleset} ; demandez-le avec la règle maison +sie (K-H13)"),
    Message("schafkopf.house-rule", "'{rule}' is not a Schafkopf house rule ({rules})",
            "'{rule}' ist keine Schafkopf-Hausregel ({rules})",
            "« {rule} » n'est pas une règle maison du Schafkopf ({rules})"),
    Message("schafkopf.sie-short-pack", "a Sie needs the four Ober and the four Unter in one "
            "hand: the {ruleset} ruleset deals six cards a hand (K-H13)", "ein Sie braucht alle "
            "vier Ober und alle vier Unter in einer Hand: das Regelwerk {ruleset} gibt sechs "
            "Karten pro Hand (K-H13)", "un Sie demande les quatre Ober et les quatre Unter dans "
            "une main : les règles {ruleset} donnent six cartes par main (K-H13)"),
    Message("schafkopf.house-rule-order", "name each house rule once, in this order: {order}",
            "jede Hausregel nur einmal nennen, in dieser Reihenfolge: {order}",
            "nommez chaque règle maison une seule fois, dans cet ordre : {order}"),
    Message("schafkopf.sie-hand", "a Sie's declarer holds the four Ober and the four Unter; "
            "{card} is not in the hand (K-H13)", "der Spieler eines Sie hat alle vier Ober und "
            "alle vier Unter; {card} fehlt in seiner Hand (K-H13)", "le preneur d'un Sie tient "
            "les quatre Ober et les quatre Unter ; {card} n'est pas dans sa main (K-H13)"),
)

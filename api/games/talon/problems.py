"""The problem messages of the Schnapsen family in de, en and fr (``rules/schnapsen``, the
variant that Sechsundsechzig shares, and ``api/games/talon``); ``{game}`` is the game's name.
The deal's messages that every game shares are in ``api/errors/texts/engine.py``."""

from __future__ import annotations

from api.errors.messages import Message

# What a seat may not do, as the English message names it, in German and French words.
_MAY_NOT = {"marriage": ("kein Paar melden", "annoncer un mariage"),
            "exchange trump": ("die Trumpfkarte nicht tauschen", "échanger l'atout retourné"),
            "close": ("nicht zudrehen", "fermer le talon")}

MESSAGES = (
    # rules/schnapsen/contract.py, game.py
    Message("talon.suit-of", "'{suit}' is not a {game} suit (acorns, leaves, hearts, bells, or "
            "clubs, spades, hearts, diamonds)", "'{suit}' ist keine {game}-Farbe (acorns, "
            "leaves, hearts, bells, oder clubs, spades, hearts, diamonds)", "« {suit} » n'est "
            "pas une couleur du {game} (acorns, leaves, hearts, bells, ou clubs, spades, "
            "hearts, diamonds)"),
    Message("talon.suit", "'{suit}' is not a Schnapsen suit", "'{suit}' ist keine "
            "Schnapsen-Farbe", "« {suit} » n'est pas une couleur du Schnapsen"),
    Message("talon.no-tout", "a {game} hand is never played Tout", "ein {game}-Spiel wird nie "
            "Tout gespielt", "au {game}, une donne ne se joue jamais Tout"),
    # rules/schnapsen/leader.py
    Message("talon.trick-before-full", "with {count} cards in the talon no trick has been "
            "played yet: nobody has won a trick", "mit {count} Karten im Talon ist noch kein "
            "Stich gespielt: niemand hat einen Stich gemacht", "avec {count} cartes au talon, "
            "aucun pli n'a encore été joué : personne n'a remporté de pli"),
    Message("talon.exhausted-empty", "an exhausted talon holds no cards",
            "ein aufgebrauchter Talon hat keine Karten", "un talon épuisé ne contient aucune "
            "carte"),
    Message("talon.sizes", "an open or closed talon holds {sizes} cards (the turned-up trump "
            "card counted)", "ein offener oder zugedrehter Talon hat {sizes} Karten (die "
            "aufgedeckte Trumpfkarte mitgezählt)", "un talon ouvert ou fermé contient {sizes} "
            "cartes (l'atout retourné compris)"),
    Message("talon.turned-not-trump", "the turned-up card {card} is not of the trump suit "
            "{suit}", "die aufgedeckte Karte {card} ist nicht von der Trumpffarbe {suit}",
            "la carte retournée {card} n'est pas de la couleur d'atout {suit}"),
    Message("talon.turned-in-hand", "{card} is both the turned-up trump card and in the hand",
            "{card} ist zugleich die aufgedeckte Trumpfkarte und in der Hand",
            "{card} est à la fois l'atout retourné et dans la main"),
    Message("talon.turned-drawn", "with the talon exhausted the turned-up trump card has been "
            "drawn; leave out trump_card", "bei aufgebrauchtem Talon ist die aufgedeckte "
            "Trumpfkarte gezogen; trump_card weglassen", "le talon épuisé, l'atout retourné a "
            "été tiré ; omettez trump_card"),
    # rules/schnapsen/legality.py
    Message("talon.open-hand-size", "with the talon open a hand holds exactly {size} cards; "
            "got {count} (with fewer cards the talon is closed or exhausted)",
            "bei offenem Talon hält eine Hand genau {size} Karten; erhalten: {count} (mit "
            "weniger Karten ist der Talon zugedreht oder aufgebraucht)", "talon ouvert, une "
            "main contient exactement {size} cartes ; reçu : {count} (avec moins de cartes, le "
            "talon est fermé ou épuisé)"),
    Message("talon.marriage-on-lead", "only the player on lead announces a marriage",
            "nur wer ausspielt, meldet ein Paar", "seul le joueur qui entame annonce un mariage"),
    Message("talon.no-marriage-closed", "no marriage once the talon is closed ({rule})",
            "kein Paar mehr, sobald der Talon zugedreht ist ({rule})",
            "plus de mariage une fois le talon fermé ({rule})"),
    Message("talon.no-marriage-exhausted", "no marriage once the talon is exhausted ({rule})",
            "kein Paar mehr, sobald der Talon aufgebraucht ist ({rule})",
            "plus de mariage une fois le talon épuisé ({rule})"),
    Message("talon.marriage-needs-pair", "a marriage in {suit} needs King and Ober in the "
            "hand; {card} is missing", "ein Paar in {suit} braucht König und Ober in der Hand; "
            "{card} fehlt", "un mariage à {suit} demande le Roi et la Dame en main ; {card} "
            "manque"),
    # rules/schnapsen/round_check.py
    Message("talon.stack-size", "the talon holds {size} cards under the turned-up trump card, "
            "not {count}", "der Talon hat {size} Karten unter der aufgedeckten Trumpfkarte, "
            "nicht {count}", "le talon contient {size} cartes sous l'atout retourné, pas "
            "{count}"),
    Message("talon.seats", "seats are 0 and 1", "Plätze sind 0 und 1",
            "les places sont 0 et 1"),
    Message("talon.dealt-twice", "{card} is dealt twice ({first} and {second})",
            "{card} ist zweimal ausgeteilt ({first} und {second})",
            "{card} est distribuée deux fois ({first} et {second})"),
    Message("talon.action-order", "an action is tied to a play of this round (or to the next "
            "play), in the order of play", "eine Aktion gehört zu einem Zug dieser Runde (oder "
            "zum nächsten Zug), in der Reihenfolge des Spiels", "une action se rattache à un "
            "coup de cette donne (ou au coup suivant), dans l'ordre du jeu"),
    Message("talon.played-out", "the hand is played out: nothing follows",
            "das Spiel ist ausgespielt: danach kommt nichts mehr",
            "la donne est jouée : rien ne suit"),
    Message("talon.claim-after-trick", "66 is claimed after a trick, before the next lead",
            "66 wird nach einem Stich angesagt, vor dem nächsten Ausspielen",
            "66 s'annonce après un pli, avant d'entamer le suivant"),
    Message("talon.only-leader-acts", "only the player on lead acts ({action}); play {play} "
            "follows a lead", "nur wer ausspielt, handelt ({action}); Zug {play} folgt auf ein "
            "Ausspielen", "seul le joueur qui entame agit ({action}) ; le coup {play} suit une "
            "entame"),
    Message("talon.marriage-with-lead", "a marriage is announced with its lead: tie it to that "
            "play", "ein Paar wird mit dem Ausspielen gemeldet: an diesen Zug binden",
            "un mariage s'annonce avec son entame : rattachez-le à ce coup"),
    *(Message(f"talon.may-not-{action.replace(' ', '-')}",
              f"seat {{seat}} may not {action} before play {{play}}{{why}}",
              f"Platz {{seat}} darf vor Zug {{play}} {de}{{why}}",
              f"la place {{seat}} ne peut pas {fr} avant le coup {{play}}{{why}}")
      for action, (de, fr) in _MAY_NOT.items()),
    Message("talon.one-marriage", "one marriage is announced with one lead ({rule})",
            "mit einem Ausspielen wird ein Paar gemeldet ({rule})",
            "un mariage s'annonce par entame ({rule})"),
    Message("talon.marriage-card", "a marriage is announced by leading its King or Ober, not "
            "{card}", "ein Paar wird gemeldet, indem man seinen König oder Ober ausspielt, "
            "nicht {card}", "un mariage s'annonce en entamant son Roi ou sa Dame, pas {card}"),
    # rules/schnapsen/score.py
    Message("talon.card-points", "card points are 0 to {points}", "Kartenpunkte sind 0 bis "
            "{points}", "les points de cartes vont de 0 à {points}"),
    Message("talon.tricks", "tricks are 0 to {tricks}", "Stiche sind 0 bis {tricks}",
            "les plis vont de 0 à {tricks}"),
    Message("talon.marriage-worth", "a marriage is worth {plain}, or {trump} in trumps",
            "ein Paar zählt {plain}, in Trumpf {trump}",
            "un mariage vaut {plain}, ou {trump} à l'atout"),
    Message("talon.points-without-trick", "card points without a trick",
            "Kartenpunkte ohne Stich", "des points de cartes sans pli"),
    Message("talon.trick-points", "{tricks} tricks hold at least {points} card points (two "
            "Unter are worth {least})", "{tricks} Stiche enthalten mindestens {points} "
            "Kartenpunkte (zwei Unter zählen {least})", "{tricks} plis contiennent au moins "
            "{points} points de cartes (deux Valets valent {least})"),
    Message("talon.points-over", "both players' card points add up to more than {points}",
            "die Kartenpunkte beider Spieler ergeben mehr als {points}",
            "les points de cartes des deux joueurs dépassent {points}"),
    Message("talon.tricks-over", "both players took more than {tricks} tricks",
            "beide Spieler zusammen haben mehr als {tricks} Stiche gemacht",
            "les deux joueurs ont fait plus de {tricks} plis"),
    Message("talon.marriages-at-most", "there are four marriages at most, one of them in "
            "trumps", "es gibt höchstens vier Paare, eines davon in Trumpf",
            "il y a au plus quatre mariages, dont un à l'atout"),
    Message("talon.closed-together", "give closed_by and at_closing together",
            "closed_by und at_closing zusammen angeben",
            "donnez closed_by et at_closing ensemble"),
    Message("talon.hand-end", "the hand needs an end: a claim of 66 (claimed_66_by), a closed "
            "talon (closed_by) or the winner of the last trick (last_trick_by)",
            "das Spiel braucht ein Ende: eine Ansage von 66 (claimed_66_by), einen "
            "zugedrehten Talon (closed_by) oder den Gewinner des letzten Stichs "
            "(last_trick_by)", "la donne doit avoir une fin : une annonce de 66 "
            "(claimed_66_by), un talon fermé (closed_by) ou le gagnant du dernier pli "
            "(last_trick_by)"),
    Message("talon.no-revoke-penalty", "{game} sets no penalty for a revoke",
            "{game} kennt keine Strafe für eine Renonce",
            "le {game} ne prévoit pas de pénalité pour une renonce"),
    Message("talon.played-out-needs", "a hand played out has {tricks} tricks and {points} card "
            "points; otherwise give claimed_66_by or closed_by", "ein ausgespieltes Spiel hat "
            "{tricks} Stiche und {points} Kartenpunkte; sonst claimed_66_by oder closed_by "
            "angeben", "une donne jouée jusqu'au bout a {tricks} plis et {points} points de "
            "cartes ; sinon donnez claimed_66_by ou closed_by"),
    Message("talon.bummerl-won", "the Bummerl was already won before this hand",
            "das Bummerl war schon vor diesem Spiel gewonnen",
            "le Bummerl était déjà gagné avant cette donne"),
    Message("talon.hand-won-by", "a hand is won by player 0 or 1 with 1, 2 or 3 game points",
            "ein Spiel gewinnt Spieler 0 oder 1 mit 1, 2 oder 3 Punkten",
            "une donne est gagnée par le joueur 0 ou 1 avec 1, 2 ou 3 points de partie"),
    Message("talon.hand-won-by-or-staender", "a hand is won by player 0 or 1 with 1, 2 or 3 "
            "game points, or is a Ständer (no winner, 0)", "ein Spiel gewinnt Spieler 0 oder 1 "
            "mit 1, 2 oder 3 Punkten, oder es ist ein Ständer (kein Gewinner, 0)",
            "une donne est gagnée par le joueur 0 ou 1 avec 1, 2 ou 3 points de partie, ou "
            "c'est un Ständer (pas de gagnant, 0)"),
    # api/games/talon/round.py
    Message("talon.round-from-deal", "a {game} hand is checked from its deal: hands, the talon "
            "in drawing order and the turned-up trump card", "ein {game}-Spiel wird ab dem "
            "Austeilen geprüft: die Hände, der Talon in der Reihenfolge des Ziehens und die "
            "aufgedeckte Trumpfkarte", "une donne de {game} se vérifie depuis la distribution : "
            "les mains, le talon dans l'ordre de la pioche et l'atout retourné"),
)

"""German Schafkopf texts: card and contract names, rules, explanations, reckoning."""

TEXTS: dict[str, str] = {
    "game.name": "Schafkopf",
    "ruleset.default": "Bayerische Regeln",
    "ruleset.standard": "Bayerische Regeln (Schafkopfschule)",
    "ruleset.sauspiel": "Regeln von Sauspiel",
    "ruleset.netschafkopf": "Regeln von NetSchafkopf",
    "ruleset.netschafkopf-pm": "NetSchafkopf, PM-Regeln",
    "ruleset.standard-kurz": "Bayerische Regeln, Kurzes Blatt",
    "ruleset.sauspiel-kurz": "Sauspiel, Kurzes Blatt",
    "ruleset.netschafkopf-kurz": "NetSchafkopf, Kurzes Blatt",
    "ruleset.netschafkopf-pm-kurz": "NetSchafkopf PM-Regeln, Kurzes Blatt",
    "card": "{suit}-{rank}",
    "suit.acorns": "Eichel", "suit.leaves": "Gras", "suit.hearts": "Herz",
    "suit.bells": "Schellen",
    "rank.7": "Sieben", "rank.8": "Acht", "rank.9": "Neun", "rank.10": "Zehn",
    "rank.under": "Unter", "rank.ober": "Ober", "rank.king": "König", "rank.ace": "Sau",
    "french.card": "{suit}-{rank}",
    "french.suit.acorns": "Kreuz", "french.suit.leaves": "Pik", "french.suit.hearts": "Herz",
    "french.suit.bells": "Karo",
    "french.rank.7": "7", "french.rank.8": "8", "french.rank.9": "9", "french.rank.10": "10",
    "french.rank.under": "Bube", "french.rank.ober": "Dame", "french.rank.king": "König",
    "french.rank.ace": "Ass",
    "contract.rufspiel": "Rufspiel mit der {suit}-Sau",
    "contract.solo": "{suit}-Solo",
    "contract.wenz": "Wenz",
    "contract.farbwenz": "{suit}-Farbwenz",
    "contract.geier": "Geier",
    "contract.farbgeier": "{suit}-Farbgeier",
    "contract.ramsch": "Ramsch",
    "contract.bettel": "Bettel",
    "contract.tout": "{contract}-Tout",
    "trump": "Trumpf",
    "party.declarers": "Spielerpartei",
    "party.opponents": "Gegenspieler",
    "player": "Spieler {index}",
    "rule.K-1.title": "Karten und Augen",
    "rule.K-1.text": "32 Karten in Eichel, Gras, Herz, Schellen; Sau 11, Zehn 10, König 4, "
                     "Ober 3, Unter 2, Neun bis Sieben 0 Augen: 120 im Spiel.",
    "rule.K-2.title": "Reihenfolge der Ober und Unter",
    "rule.K-2.text": "Ober und Unter stehen in der Reihenfolge Eichel, Gras, Herz, Schellen; "
                     "der Eichel-Ober ist, außer beim Wenz, der höchste Trumpf.",
    "rule.K-3.title": "Spieler und Stiche",
    "rule.K-3.text": "Vier Spieler, je acht Karten, acht Stiche.",
    "rule.K-4.title": "61 Augen gewinnen",
    "rule.K-4.text": "Die Spielerpartei gewinnt mit 61 Augen; bei 60 : 60 gewinnen die "
                     "Gegenspieler.",
    "rule.K-5.title": "Schneider und Schwarz",
    "rule.K-5.text": "Schneider: die Spielerpartei mit 91 Augen, die Gegenspieler mit 90 "
                     "(Spielerpartei höchstens 30). Schwarz: eine Partei hat keinen Stich.",
    "rule.K-6.title": "Bedienen",
    "rule.K-6.text": "Jede Karte ist entweder Trumpf oder gehört zu ihrer Farbe. Trumpf wird "
                     "mit Trumpf bedient, eine Farbe mit einer Karte dieser Farbe; wer nicht "
                     "bedienen kann, spielt eine beliebige Karte (abwerfen, schmieren oder "
                     "stechen). Kein Trumpf- und kein Stichzwang.",
    "rule.K-7.title": "Wer sticht",
    "rule.K-7.text": "Der höchste Trumpf gewinnt; ohne Trumpf die höchste Karte der "
                     "angespielten Farbe.",
    "rule.K-8.title": "Rufspiel",
    "rule.K-8.text": "14 Trümpfe: die Ober, die Unter und alle Herz. Gerufen wird die Eichel-, "
                     "Gras- oder Schellen-Sau, die man nicht hat, mit mindestens einer "
                     "Farbkarte dieser Farbe; Herz kann nicht gerufen werden.",
    "rule.K-9.title": "Pflichten der Ruf-Sau",
    "rule.K-9.text": "Wird die Ruffarbe angespielt, ist die Ruf-Sau gesucht und muss zugegeben "
                     "werden; ungesucht darf sie vor dem letzten Stich nicht abgeworfen "
                     "werden; wer die Ruffarbe ausspielt, spielt die Sau, außer er läuft mit "
                     "vier Karten davon.",
    "rule.K-10.title": "Wenz",
    "rule.K-10.text": "Nur die vier Unter sind Trumpf; die Ober stehen in ihrer Farbe zwischen "
                      "König und Neun.",
    "rule.K-11.title": "Farbwenz",
    "rule.K-11.text": "11 Trümpfe: die vier Unter, dann die Trumpffarbe Sau, Zehn, König, "
                      "Ober, Neun, Acht, Sieben. Ein angespielter Unter ist Trumpf; die Ober "
                      "der anderen Farben bleiben Farbkarten.",
    "rule.K-12.title": "Farbsolo",
    "rule.K-12.text": "Wie das Rufspiel, aber die gewählte Farbe ersetzt Herz als Trumpf; "
                      "einer gegen drei.",
    "rule.K-13.title": "Geier",
    "rule.K-13.text": "Nur die vier Ober sind Trumpf; die Unter stehen in ihrer Farbe zwischen "
                      "König und Neun.",
    "rule.K-14.title": "Ramsch",
    "rule.K-14.text": "Trümpfe wie im Rufspiel, jeder spielt für sich, keine Ruf-Sau.",
    "rule.K-15.title": "Farbwenz als Standardspiel",
    "rule.K-15.text": "Nach dem Regelwerk der Schafkopfschule von 2024 gehört der Farbwenz zu "
                      "den Standardspielen.",
    "rule.K-16.title": "Laufende",
    "rule.K-16.text": "Ununterbrochen aufeinanderfolgende höchste Trümpfe einer Partei, ab "
                      "dem höchsten Trumpf; sie zählen für die Partei, die sie hält.",
    "rule.K-17.title": "Ab wann Laufende zählen",
    "rule.K-17.text": "Ab drei in Rufspiel, Solo und Farbwenz; ab zwei im Wenz und Geier.",
    "rule.K-18.title": "Höchstens acht Laufende im Farbwenz",
    "rule.K-18.text": "Im Farbwenz werden höchstens acht Laufende abgerechnet.",
    "rule.K-19.title": "Tout",
    "rule.K-19.text": "Der Spielmacher muss alle acht Stiche machen; ein Stich der "
                      "Gegenspieler, auch ohne Augen, verliert. Der Tout verdoppelt den Preis "
                      "samt Laufenden; Schneider und Schwarz zählen nicht.",
    "rule.K-S1.title": "Stoß und Retour",
    "rule.K-S1.text": "Ein Stoß der Gegenspieler verdoppelt den Preis, ein Retour des "
                      "Spielmachers noch einmal; die Gewinnschwellen bleiben.",
    "rule.R10.title": "Entscheid: die Ruf-Sau nach dem Anspielen ihrer Farbe",
    "rule.R10.text": "Wurde die Ruffarbe in einem früheren Stich angespielt, auch beim "
                     "Davonlaufen, ist die Ruf-Sau frei wie jede andere Karte.",
    "rule.R11.title": "Entscheid: frühere Stiche",
    "rule.R11.text": "Pflichten, die von früheren Stichen abhängen, werden aus den "
                     "mitgegebenen früheren Stichen entschieden; fehlen sie, gilt die Ruffarbe "
                     "als nicht angespielt, und die Antwort sagt das.",
    "rule.R12.title": "Entscheid: Schwarz",
    "rule.R12.text": "Schwarz ist eine Partei ohne jeden Stich; ein Stich ohne Augen ist ein "
                     "Stich.",
    "rule.R13.title": "Entscheid: Ramsch",
    "rule.R13.text": "Jeder spielt allein; wer die meisten Augen hat, verliert; bei Gleichstand "
                     "mehr Stiche, dann mehr Trümpfe. Wer alle Stiche macht, gewinnt allein "
                     "(Durchmarsch).",
    "rule.R14.title": "Entscheid: Laufende im Farbwenz",
    "rule.R14.text": "Höchstens acht, für jede Partei.",
    "rule.R15.title": "Entscheid: Laufende in Wenz und Geier",
    "rule.R15.text": "Im Wenz und Geier ab zwei, in allen anderen Spielen ab drei.",
    "rule.R16.title": "Entscheid: deutsche und französische Farben",
    "rule.R16.text": "Eichel entspricht Kreuz, Gras Pik, Herz Herz, Schellen Karo; französische "
                     "Namen werden angenommen.",
    "rule.K-D1.title": "Unsere Lesart: Rang von Geier und Farbgeier",
    "rule.K-D1.text": "Die Quellen ordnen sie nicht ein. Der Geier steht gleich mit dem Wenz, "
                      "der Farbgeier gleich mit dem Farbwenz, deren Aufbau sie teilen.",
    "rule.K-D2.title": "Unsere Lesart: Gleichstand im Ramsch",
    "rule.K-D2.text": "Sind Augen, Stiche und Trümpfe gleich, verlieren die Gleichstehenden "
                      "gemeinsam.",
    "rule.K-20.title": "Unsere Lesart: Bettel",
    "rule.K-20.text": "Beim Bettel gibt es keinen Trumpf; jede Farbe läuft Sau, König, Ober, "
                      "Unter, Zehn, Neun, Acht, Sieben, und der Spieler gewinnt nur, wenn er "
                      "keinen einzigen Stich macht. Einer gegen drei; wer nicht bedienen kann, "
                      "spielt eine beliebige Karte. Schon der erste Stich des Spielers verliert. "
                      "Keine Quelle in Reichweite beschreibt den Bettel; sein Rang (gleich dem "
                      "Farbwenz: über dem Rufspiel, unter Wenz und Solo) und sein Preis (der "
                      "Grundpreis eines Solos, ohne Laufende, Schneider und Schwarz) sind unsere "
                      "Lesart. Den offenen Bettel (Bettel ouvert) kennt diese Regel nicht.",
    # Verdicts: rendered from the verdict's facts (api/games/schafkopf/speaker.py). A variant says
    # what the called Sau's state changes: another card of the hand that is illegal, or the
    # duty that is gone (R10).
    "explain.K-6.lead": "Du spielst aus: im {contract} ist jede Karte erlaubt, auch {card}.",
    "explain.K-6.lead.called_ace_held": "Du spielst aus: {card} ist erlaubt; nur wenn du "
                                        "{called_suit} ausspielst, musst du die gerufene "
                                        "{called_ace} ausspielen.",
    "explain.K-6.lead.called_ace_free": "Du spielst aus: jede Karte ist erlaubt, auch {card}; "
                                        "{called_suit} wurde schon angespielt, die gerufene "
                                        "{called_ace} ist frei.",
    "explain.K-6.void_trump.except_called_ace": "Trumpf wurde angespielt ({led}) und du hast "
                                                "keinen der {trump_count} Trümpfe im {contract}: "
                                                "du darfst {card} spielen, nur die gerufene "
                                                "{called_ace} nicht, solange sie ungesucht ist.",
    "explain.K-6.must_follow_suit.called_ace_searched": "{called_suit} wird gesucht und du hältst "
                                                        "die gerufene {evidence}: du musst sie "
                                                        "zugeben, {card} ist verboten.",
    "explain.K-6.trump_is_not_led_suit.called_ace_searched": "{led_suit} wurde angespielt, aber "
                                                             "{card} ist im {contract} Trumpf und "
                                                             "zählt nicht als {led_suit}; die "
                                                             "gerufene {evidence} ist gesucht, du "
                                                             "musst sie zugeben.",
    "explain.R10.ace_free": "{called_suit} wurde schon angespielt: die gerufene {card} ist frei "
                            "wie jede andere Karte.",
    "explain.R10.called_suit_free": "{called_suit} wurde schon angespielt: die Ruf-Sau ist frei, "
                                    "und du darfst auch {card} ausspielen.",
    "assumption.R11": "Ohne Angaben zu früheren Stichen wurde angenommen, dass {called_suit} noch "
                      "nicht angespielt wurde.",
    "explain.K-6.follow_trump": "Trumpf wurde angespielt ({led}, einer der {trump_count} Trümpfe "
                                "im {contract}): {card} ist Trumpf und bedient; überstechen musst "
                                "du nicht, es gibt keinen Stichzwang.",
    "explain.K-6.void_trump": "Trumpf wurde angespielt ({led}) und du hast keinen der "
                              "{trump_count} Trümpfe im {contract}: jede Karte ist erlaubt, "
                              "auch {card}.",
    "explain.K-6.void": "{led_suit} wurde angespielt und du hast keine {led_suit}-Karte: du darfst "
                        "{card} spielen; stechen musst du nicht.",
    "explain.K-6.void_no_trump": "{led_suit} wurde angespielt und du hast keine "
                                 "{led_suit}-Karte: im {contract} gibt es keinen Trumpf, du "
                                 "darfst {card} abwerfen.",
    "explain.K-6.follow_suit": "{led_suit} wurde angespielt: {card} bedient und ist erlaubt; "
                               "es gibt keinen Stichzwang.",
    "explain.K-6.follow_suit_plain_picture": "{led_suit} wurde angespielt: {card} ist im "
                                             "{contract} kein Trumpf, sondern eine "
                                             "{led_suit}-Karte, und bedient.",
    "explain.K-6.printed_suit_is_not_trump": "{led} ist im {contract} Trumpf, nicht "
                                             "{printed_suit}: du musst Trumpf zugeben, etwa "
                                             "{evidence}; {card} ist verboten.",
    "explain.K-6.must_follow_trump": "Trumpf wurde angespielt ({led} ist im {contract} Trumpf), "
                                     "und du hältst mit {evidence} einen Trumpf: du musst Trumpf "
                                     "zugeben, {card} ist verboten.",
    "explain.K-6.trump_is_not_led_suit": "{led_suit} wurde angespielt, aber {card} ist im "
                                         "{contract} Trumpf und zählt nicht als {led_suit}: du "
                                         "musst mit {evidence} bedienen.",
    "explain.K-6.must_follow_suit": "{led_suit} wurde angespielt und du hältst {evidence}: du "
                                    "musst {led_suit} bedienen, {card} ist verboten.",
    "explain.K-9.searched": "{called_suit} wird gesucht und du hältst die gerufene {card}: du "
                            "musst sie zugeben.",
    "explain.K-9.searched_other_card": "Die gerufene {evidence} ist gesucht: du musst sie "
                                       "zugeben, nicht {card}.",
    "explain.K-9.unsearched": "{card} ist die Ruf-Sau und {called_suit} wurde noch nicht "
                              "angespielt: vor dem letzten Stich darfst du sie weder abwerfen "
                              "noch schmieren, auch nicht auf Trumpf.",
    "explain.K-9.last_trick": "Im letzten Stich darf die gerufene {card} gespielt werden, auch "
                              "ungesucht.",
    "explain.K-9.lead_called_ace": "Du hältst die Ruf-Sau: spielst du {called_suit} aus, dann "
                                   "die Sau; {card} ist erlaubt.",
    "explain.K-9.must_lead_ace": "Du hältst die gerufene {evidence} und weniger als vier "
                                 "{called_suit}-Karten: spielst du {called_suit} aus, musst du "
                                 "die Sau ausspielen, nicht {card}.",
    "explain.K-9.run_away": "Du hältst die Ruf-Sau mit mindestens vier {called_suit}-Karten: "
                            "du darfst davonlaufen und {card} ausspielen.",
    "trick.K-7.trump": "{card} macht den Stich: im {contract} der höchste Trumpf im Stich.",
    "trick.K-7.trump.so_far": "{card} liegt bisher vorne: von den bereits gespielten Karten der "
                              "höchste Trumpf im {contract}; der Stich ist noch nicht "
                              "vollständig.",
    "trick.K-7.led_suit": "{card} macht den Stich: kein Trumpf liegt, und {card} ist die höchste "
                          "Karte der angespielten Farbe {led_suit} im Stich.",
    "trick.K-7.led_suit.so_far": "{card} liegt bisher vorne: es liegt noch kein Trumpf, und {card} "
                                 "ist die bisher höchste Karte der angespielten Farbe {led_suit}; "
                                 "der Stich ist noch nicht vollständig.",
    "trick_card.trump": "{card} ist Trumpf und zählt {points} Augen.",
    "trick_card.led_suit": "{card} gehört zur angespielten Farbe {led_suit} und zählt {points} "
                           "Augen.",
    "trick_card.off_suit": "{card} ist weder {led_suit} noch Trumpf, kann nicht stechen und zählt "
                           "{points} Augen.",
    "trick_card.off_suit_no_trump": "{card} ist nicht {led_suit}, kann nicht stechen und zählt "
                                    "{points} Augen.",
    "trick_card.winner": "Diese Karte macht den Stich.",
    "call.K-8.callable": "Du hast die {suit}-Sau nicht und hältst eine {suit}-Farbkarte: du "
                         "darfst sie rufen.",
    "call.K-8.holds_ace": "Du hältst die {suit}-Sau selbst: rufen kannst du sie nicht.",
    "call.K-8.no_card_of_suit": "Du hast keine {suit}-Farbkarte (Ober und Unter sind Trumpf): "
                                "die {suit}-Sau kannst du nicht rufen.",
    "bid.rank": "{contract} ist das höchste Spiel und wird gespielt.",
    "bid.seat": "Gleichrangige Spiele: die Sitzfolge entscheidet, {player} sitzt vorn.",
    "score.K-4.declarers_win": "Die Spielerpartei hat {augen} Augen, mindestens 61: gewonnen.",
    "score.K-4.opponents_win": "Die Spielerpartei hat nur {augen} Augen; 61 sind nötig, bei "
                               "60 : 60 gewinnen die Gegenspieler.",
    "score.K-19.declarers_win": "Tout gewonnen: der Spieler hat alle acht Stiche gemacht.",
    "score.K-19.opponents_win": "Tout verloren: die Gegenspieler haben {opponent_tricks} "
                                "Stich(e); schon ein Stich ohne Augen verliert den Tout.",
    "score.K-20.declarers_win": "Bettel gewonnen: der Spieler hat keinen einzigen Stich "
                                "gemacht.",
    "score.K-20.opponents_win": "Bettel verloren: der Spieler hat einen Stich gemacht; schon "
                                "der erste Stich verliert den Bettel.",
    "line.base": "Grundpreis {contract}: {amount}.",
    "line.laufende": "{count} Laufende der {party} zu je {rate}: {amount}.",
    "line.schneider": "Schneider: {amount}.",
    "line.schwarz": "Schwarz: {amount}.",
    "line.tout": "Tout verdoppelt den Preis samt Laufenden.",
    "line.stoss": "Stoß verdoppelt.",
    "line.retour": "Retour verdoppelt noch einmal.",
    "ramsch.R13.most_augen": "{losers} hat die meisten Augen und verliert den Ramsch.",
    "ramsch.R13.more_tricks": "Gleich viele Augen: {losers} hat mehr Stiche und verliert.",
    "ramsch.R13.more_trumps": "Gleich viele Augen und Stiche: {losers} hat mehr Trümpfe "
                              "gestochen und verliert.",
    "ramsch.K-D2.tie": "Augen, Stiche und Trümpfe gleich: {losers} verlieren gemeinsam "
                       "(unsere Lesart).",
    "ramsch.R13.durchmarsch": "Durchmarsch: {winner} hat alle Stiche gemacht und gewinnt "
                              "allein.",
    "round.as_played": "Gezählt wie gespielt: {revokes} unerlaubte Karte(n); die Regeltexte "
                       "nennen keine Folge einer Renonce.",
    # Labels of this game's answers on their pages for people (api/pages/pages.py).
    "page.points": "Augen",  # the trick's worth, as the sentences count it
    "page.callable": "Welche Sau darf ich rufen?",
    "page.called_ace": "Ruf-Sau",
    "page.searched": "gesucht",
    "page.not_searched": "noch nicht gesucht",
    # Issue 25: rulesets, doublings, Jungfrau, Stock (new keys only).
    "rule.K-S2.title": "Klopfen und Legen",
    "rule.K-S2.text": "Wer vor dem Spiel klopft oder legt, verdoppelt den Preis; jeder weitere "
                      "verdoppelt ihn noch einmal.",
    "rule.K-S3.title": "Weitere Kontras",
    "rule.K-S3.text": "Nach Stoß und Retour verdoppelt jedes weitere Kontra (Sub, Hirsch) den "
                      "Preis noch einmal, so weit die Regeln es erlauben.",
    "rule.K-H1.title": "Der Tarif bei Sauspiel",
    "rule.K-H1.text": "Sauspiel 20, Solospiele 50, 10 je Laufendem ab drei (Wenz und Geier ab "
                      "zwei), Schneider 10, Schwarz 10 mehr (unsere Lesart der Sauspiel-Partien).",
    "rule.K-H2.title": "Kurzes Blatt",
    "rule.K-H2.text": "24 Karten ab der Neun, sechs je Spieler, sechs Stiche; weiter 120 Augen, 61"
                      " gewinnen.",
    "rule.K-H3.title": "Der Tarif bei NetSchafkopf",
    "rule.K-H3.text": "Rufspiel 2, Solospiele 5, Ramsch 1, 1 je Laufendem ab drei, Schneider 1, "
                      "Schwarz 1 mehr (unsere Lesart der NetSchafkopf-Protokolle).",
    "rule.K-H4.title": "Ramsch: bei Augengleichheit der höhere Ober",
    "rule.K-H4.text": "Bei Augengleichheit im Ramsch verliert, wer den höheren Ober hatte.",
    "rule.K-H5.title": "Jungfrau",
    "rule.K-H5.text": "Jeder, der im Ramsch keinen Stich macht (Jungfrau), verdoppelt den Preis.",
    "rule.K-H6.title": "Durchmarsch nach Augen",
    "rule.K-H6.text": "Wer im Ramsch alle 120 Augen macht, gewinnt allein.",
    "rule.K-H7.title": "Der Stock",
    "rule.K-H7.text": "Ein gewonnenes Rufspiel nimmt den Stock, je zur Hälfte für die Spieler; ein"
                      " verlorenes zahlt noch einmal so viel hinein.",
    "line.doubling": "Vor dem Spiel gedoppelt ({player}): der Preis verdoppelt sich.",
    "line.kontra": "{count}. Kontra ({player}): der Preis verdoppelt sich noch einmal.",
    "line.jungfrau": "Jungfrau ({player} hat keinen Stich): der Preis verdoppelt sich.",
    "line.stoss.seat": "Stoß ({player}) verdoppelt.",
    "line.retour.seat": "Retour ({player}) verdoppelt noch einmal.",
    "line.someone": "ein Spieler",
    "score.K-19.declarers_win.short": "Tout gewonnen: der Spieler hat alle sechs Stiche gemacht.",
    "ramsch.K-H4.higher_ober_held": "Augengleichheit: {losers} hatte den höheren Ober und "
                                    "verliert.",
    "ramsch.K-H6.durchmarsch": "Durchmarsch: {winner} hat alle 120 Augen und gewinnt allein.",
    "stock.in": "Das Rufspiel ist verloren: jeder Spieler zahlt {share} in den Stock, der jetzt "
                "{pot} hält.",
    "stock.out": "Das Rufspiel ist gewonnen: jeder Spieler nimmt {share} aus dem Stock, der jetzt "
                 "{pot} hält.",
    "stock.none": "Der Stock von {pot} bleibt, wie er ist.",
    "rule.K-H8.title": "Die PM-Regeln bei NetSchafkopf",
    "rule.K-H8.text": "Laufende zählen im Wenz und Farbwenz ab zwei (so auch im Geier und "
                      "Farbgeier), in den anderen Spielen ab drei.",
    "rule.K-H9.title": "Geier-Tout",
    "rule.K-H9.text": "Ein Geier darf Tout gespielt werden; er steht beim Wenz-Tout, ein "
                      "Farbgeier-Tout beim Farbwenz-Tout.",
    "trick_card.off_suit_trump_led": "{card} ist kein Trumpf, kann nicht stechen und zählt "
                                     "{points} Augen; Trumpf wurde angespielt.",
    "score.K-4.declarers_win.alone": "Der Spieler hat {augen} Augen, mindestens 61: gewonnen.",
    "score.K-4.opponents_win.alone": "Der Spieler hat nur {augen} Augen; 61 sind nötig, bei 60 : "
                                     "60 gewinnen die Gegenspieler.",
    "score.K-4.opponents_win.schwarz": "Die Spielerpartei hat keinen einzigen Stich gemacht "
                                       "(schwarz): die Gegenspieler gewinnen.",
    "score.K-4.opponents_win.alone.schwarz": "Der Spieler hat keinen einzigen Stich gemacht "
                                             "(schwarz): die Gegenspieler gewinnen.",
    "line.laufende.alone": "{count} Laufende des Spielers zu je {rate}: {amount}.",
    "french.explain.K-6.lead.called_ace_held": "Du spielst aus: {card} ist erlaubt; nur wenn du "
                                               "{called_suit} ausspielst, musst du das gerufene "
                                               "{called_ace} ausspielen.",
    "french.explain.K-6.lead.called_ace_free": "Du spielst aus: jede Karte ist erlaubt, auch "
                                               "{card}; {called_suit} wurde schon angespielt, das "
                                               "gerufene {called_ace} ist frei.",
    "french.explain.K-6.void_trump.except_called_ace": "Trumpf wurde angespielt ({led}) und du "
                                                       "hast keinen der {trump_count} Trümpfe im "
                                                       "{contract}: du darfst {card} spielen, nur "
                                                       "das gerufene {called_ace} nicht, solange "
                                                       "es ungesucht ist.",
    "french.explain.K-6.must_follow_suit.called_ace_searched": "{called_suit} wird gesucht und du "
                                                               "hältst das gerufene {evidence}: "
                                                               "du musst es zugeben, {card} ist "
                                                               "verboten.",
    "french.explain.K-6.trump_is_not_led_suit.called_ace_searched": "{led_suit} wurde angespielt, "
                                                                    "aber {card} ist im "
                                                                    "{contract} Trumpf und zählt "
                                                                    "nicht als {led_suit}; das "
                                                                    "gerufene {evidence} ist "
                                                                    "gesucht, du musst es zugeben.",
    "french.explain.R10.ace_free": "{called_suit} wurde schon angespielt: das gerufene {card} ist "
                                   "frei wie jede andere Karte.",
    "french.explain.R10.called_suit_free": "{called_suit} wurde schon angespielt: das gerufene "
                                           "Ass ist frei, und du darfst auch {card} ausspielen.",
    "french.explain.K-9.searched": "{called_suit} wird gesucht und du hältst das gerufene {card}: "
                                   "du musst es zugeben.",
    "french.explain.K-9.searched_other_card": "Das gerufene {evidence} ist gesucht: du musst es "
                                              "zugeben, nicht {card}.",
    "french.explain.K-9.unsearched": "{card} ist das gerufene Ass und {called_suit} wurde noch "
                                     "nicht angespielt: vor dem letzten Stich darfst du es weder "
                                     "abwerfen noch schmieren, auch nicht auf Trumpf.",
    "french.explain.K-9.last_trick": "Im letzten Stich darf das gerufene {card} gespielt werden, "
                                     "auch ungesucht.",
    "french.explain.K-9.lead_called_ace": "Du hältst das gerufene Ass: spielst du {called_suit} "
                                          "aus, dann das Ass; {card} ist erlaubt.",
    "french.explain.K-9.must_lead_ace": "Du hältst das gerufene {evidence} und weniger als vier "
                                        "{called_suit}-Karten: spielst du {called_suit} aus, "
                                        "musst du das Ass ausspielen, nicht {card}.",
    "french.explain.K-9.run_away": "Du hältst das gerufene Ass mit mindestens vier "
                                   "{called_suit}-Karten: du darfst davonlaufen und {card} "
                                   "ausspielen.",
    "score.K-4.opponents_win.no_augen": "Die Spielerpartei hat zwar Stiche, aber keine Augen; 61 "
                                        "sind nötig: die Gegenspieler gewinnen.",
    "score.K-4.opponents_win.alone.no_augen": "Der Spieler hat zwar Stiche, aber keine Augen; 61 "
                                              "sind nötig: die Gegenspieler gewinnen.",
    "contract.ouvert": "Bettel ouvert",
    "rule.K-H10.title": "Bettel mit Stichzwang",
    "rule.K-H10.text": "Beim Bettel mit Stichzwang muss, wer bedient, die höchste Karte im Stich "
                       "überstechen, wenn eine seiner Karten dieser Farbe das kann.",
    "explain.K-H10.overtakes": "{led_suit} wurde angespielt und der Bettel gilt mit Stichzwang: "
                               "{card} sticht über und ist erlaubt.",
    "explain.K-H10.must_overtake": "{led_suit} wurde angespielt und der Bettel gilt mit "
                                   "Stichzwang: du hältst {evidence} und kannst überstechen, "
                                   "also musst du es; {card} ist verboten.",
    "rule.K-H11.title": "Bettel ouvert",
    "rule.K-H11.text": "Der Bettel mit aufgelegten Karten des Spielers (Bettel-Tout): gewonnen "
                       "nur ohne einen einzigen Stich, zum doppelten Preis; er steht beim "
                       "Farbwenz-Tout.",
    "score.K-H11.declarers_win": "Bettel ouvert gewonnen: der Spieler hat keinen einzigen Stich "
                                 "gemacht.",
    "score.K-H11.opponents_win": "Bettel ouvert verloren: der Spieler hat einen Stich gemacht; "
                                 "schon der erste Stich verliert den Bettel.",
    "line.ouvert": "Bettel ouvert verdoppelt den Preis.",
    "rule.K-H12.title": "Zusammengeworfen",
    "rule.K-H12.text": "Wenn alle weiter sagen und kein Ramsch gespielt wird, werden die Karten "
                       "zusammengeworfen und neu gegeben: keiner gewinnt, keiner zahlt; wo ein "
                       "Stock geführt wird, zahlt jeder den Grundpreis des Rufspiels hinein.",
    "thrown_in.K-H12": "Alle haben weiter gesagt: es wird zusammengeworfen und neu gegeben; keiner "
                       "gewinnt, keiner zahlt.",
    "thrown_in.stake": "Jeder Spieler zahlt {amount} in den Stock.",
    "stock.thrown_in": "Es wurde zusammengeworfen: jeder Spieler zahlt {share} in den Stock, der "
                       "jetzt {pot} hält.",
    "thrown_in.K-H12.stock": "Alle haben weiter gesagt: es wird zusammengeworfen und neu "
                             "gegeben; keiner gewinnt, und jeder zahlt seinen Einsatz in den "
                             "Stock.",
}

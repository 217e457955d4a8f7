"""German Doppelkopf texts: card and contract names, rules, explanations, the score."""

TEXTS: dict[str, str] = {
    "game.name": "Doppelkopf",
    "german.card": "{suit}-{rank}",
    "german.suit.clubs": "Eichel", "german.suit.spades": "Grün",
    "german.suit.hearts": "Herz",
    "german.suit.diamonds": "Schellen",
    "german.rank.9": "Neun", "german.rank.10": "Zehn",
    "german.rank.jack": "Unter", "german.rank.queen": "Ober",
    "german.rank.king": "König", "german.rank.ace": "Ass",
    "card": "{suit}-{rank}",
    "suit.clubs": "Kreuz", "suit.spades": "Pik", "suit.hearts": "Herz",
    "suit.diamonds": "Karo",
    "rank.9": "9", "rank.10": "10", "rank.jack": "Bube",
    "rank.queen": "Dame", "rank.king": "König", "rank.ace": "Ass",
    "contract.normal": "Normalspiel",
    "contract.hochzeit": "Hochzeit",
    "contract.stille_hochzeit": "Stille Hochzeit",
    "contract.farbsolo": "{suit}-Solo",
    "contract.damensolo": "Damensolo",
    "contract.bubensolo": "Bubensolo",
    "contract.fleischlos": "Fleischloser",
    "trump": "Trumpf",
    "party.re": "Re",
    "party.kontra": "Kontra",
    "player": "Spieler {index}",
    "level.ansage": "Ansage",
    "level.keine_90": "keine 90",
    "level.keine_60": "keine 60",
    "level.keine_30": "keine 30",
    "level.schwarz": "schwarz",
    "target.augen": "{augen} Augen",
    "target.all_tricks": "alle Stiche",
    "target.one_trick": "einen Stich",
    "rule.D-1.title": "48 Karten, jede doppelt",
    "rule.D-1.text": "Kreuz, Pik, Herz und Karo mit Ass, Zehn, König, Dame, Bube und Neun; "
                     "jede Karte ist doppelt im Spiel.",
    "rule.D-2.title": "Augen",
    "rule.D-2.text": "Ass 11, Zehn 10, König 4, Dame 3, Bube 2, Neun 0 Augen: 60 je Farbe, "
                     "240 im ganzen Blatt.",
    "rule.D-3.title": "Vier Spieler, zwölf Stiche",
    "rule.D-3.text": "Jeder erhält viermal drei Karten, also 12; gespielt wird im "
                     "Uhrzeigersinn.",
    "rule.D-4.title": "Re und Kontra",
    "rule.D-4.text": "Im Normalspiel sind die beiden Spieler mit den Kreuz-Damen Re, die "
                     "beiden anderen Kontra. Wer beide Kreuz-Damen hält, hat eine Hochzeit.",
    "rule.D-5.title": "Das Solo",
    "rule.D-5.text": "Beim Solo ist der Solospieler allein Re, die drei anderen sind Kontra.",
    "rule.D-6.title": "Vorbehaltsabfrage",
    "rule.D-6.text": "Vom linken Nachbarn des Gebers an sagt jeder „Vorbehalt“ oder „gesund“; "
                     "sagen alle „gesund“, wird ein Normalspiel gespielt.",
    "rule.D-7.title": "Rangfolge der Vorbehalte",
    "rule.D-7.text": "Pflichtsolo vor Lustsolo vor Hochzeit; bei mehreren Vorbehalten kommt "
                     "die Hochzeit nie zum Zug; bei gleichem Rang hat der weiter vorn "
                     "Sitzende Vorrang.",
    "rule.D-8.title": "Keine weiteren Vorbehalte",
    "rule.D-8.text": "Die Turnierspielregeln kennen nur Pflichtsolo, Lustsolo und Hochzeit; "
                     "Armut, Schmeißen und Schweinchen sind Hausregeln.",
    "rule.D-9.title": "Wer zum ersten Stich aufspielt",
    "rule.D-9.text": "Der linke Nachbar des Gebers; beim Pflichtsolo der Solospieler. Danach "
                     "spielt der Gewinner des letzten Stichs auf.",
    "rule.D-10.title": "Die Solos",
    "rule.D-10.text": "Farbsolo (Kreuz, Pik, Herz oder Karo), Damensolo, Bubensolo und "
                      "Fleischloser; das Karo-Solo hat die Trümpfe des Normalspiels.",
    "rule.D-11.title": "Die Hochzeit",
    "rule.D-11.text": "Partner des Hochzeiters wird, wer innerhalb der ersten drei Stiche als "
                      "Erster außer ihm einen Stich macht (Klärungsstich). Macht der "
                      "Hochzeiter die ersten drei Stiche selbst, spielt er allein wie ein "
                      "Karo-Solo und wird wie ein Solo abgerechnet.",
    "rule.D-12.title": "Stille Hochzeit",
    "rule.D-12.text": "Wer beide Kreuz-Damen hält und keinen Vorbehalt anmeldet, spielt "
                      "allein ein Karo-Solo und wird wie ein Solo abgerechnet.",
    "rule.D-13.title": "Trümpfe im Normalspiel",
    "rule.D-13.text": "26 Trümpfe: Herz 10 (Dulle), die Damen, die Buben (je Kreuz, Pik, Herz, "
                      "Karo), Karo Ass (Fuchs), Karo 10, König, 9. Fehl: Kreuz und Pik Ass, 10, "
                      "König, 9; Herz nur Ass, König, 9.",
    "rule.D-14.title": "Trumpf oder Fehlfarbe",
    "rule.D-14.text": "Jede Karte ist Trumpf oder gehört zu genau einer Fehlfarbe; jeder Trumpf "
                      "ist höher als jede Fehlkarte.",
    "rule.D-15.title": "Farbsolo",
    "rule.D-15.text": "Ass, 10, König, 9 der Solofarbe ersetzen die Karo-Trümpfe; im Herz-Solo "
                      "nur Ass, König, 9, weil die Herz 10 schon oben steht.",
    "rule.D-16.title": "Damensolo und Bubensolo",
    "rule.D-16.text": "Nur die vier Damen bzw. die vier Buben sind Trumpf; die Fehlfarben "
                      "laufen Ass, 10, König, Bube, 9 bzw. Ass, 10, König, Dame, 9.",
    "rule.D-17.title": "Fleischloser",
    "rule.D-17.text": "Kein Trumpf; jede Farbe läuft Ass, 10, König, Dame, Bube, 9.",
    "rule.D-18.title": "Aufspielen",
    "rule.D-18.text": "Wer aufspielt, darf jede Karte spielen.",
    "rule.D-19.title": "Bedienpflicht",
    "rule.D-19.text": "Wer kann, muss die aufgespielte Fehlfarbe oder Trumpf bedienen. Die "
                      "Trümpfe sind eine Farbe für sich: eine Dame, ein Bube oder die Herz 10, "
                      "die Trumpf ist, bedient ihre aufgedruckte Farbe nicht.",
    "rule.D-20.title": "Nicht bedienen können",
    "rule.D-20.text": "Wer die Fehlfarbe nicht hat, darf stechen oder eine andere Fehlkarte "
                      "abwerfen; wer keinen Trumpf hat, spielt eine beliebige Karte. Es gibt "
                      "keinen Stich- und keinen Übernahmezwang.",
    "rule.D-21.title": "Wer den Stich macht",
    "rule.D-21.text": "Der höchste Trumpf; ohne Trumpf die höchste Karte der aufgespielten "
                      "Fehlfarbe.",
    "rule.D-22.title": "Zwei gleiche Karten",
    "rule.D-22.text": "Fallen zwei gleiche Karten in einen Stich, ist die zuerst gespielte die "
                      "höhere, auch bei der Herz 10.",
    "rule.D-23.title": "Aufspiel zum nächsten Stich",
    "rule.D-23.text": "Wer den Stich macht, spielt zum nächsten Stich auf.",
    "rule.D-24.title": "Re und Kontra ansagen",
    "rule.D-24.text": "Die Erstansage „Re“ oder „Kontra“ muss fallen, solange der Ansagende "
                      "noch mindestens 11 Karten hält.",
    "rule.D-25.title": "Absagen",
    "rule.D-25.text": "„keine 90“, „keine 60“, „keine 30“ und „schwarz“ behaupten, dass die "
                      "Gegner unter so vielen Augen bleiben oder keinen Stich machen; nur nach "
                      "der eigenen Ansage und spätestens mit 10, 9, 8 bzw. 7 Karten in der "
                      "Hand.",
    "rule.D-26.title": "Stufen überspringen",
    "rule.D-26.text": "Man darf Stufen überspringen, wenn jede übersprungene in diesem "
                      "Augenblick noch erlaubt wäre; alle zählen in der Abrechnung.",
    "rule.D-27.title": "Die Erwiderung",
    "rule.D-27.text": "„Kontra“ auf Re (oder „Re“ auf Kontra) ist noch eine Karte später "
                      "erlaubt als die Ansage der Gegner; nach einer späten Erwiderung darf die "
                      "Partei nur absagen, wenn die Erwiderung auch als Erstansage rechtzeitig "
                      "gewesen wäre.",
    "rule.D-28.title": "Ansagen bei der Hochzeit",
    "rule.D-28.text": "Ist der zweite (dritte) Stich der Klärungsstich, verschieben sich alle "
                      "Fristen um eine (zwei) Karten; vor dem Ende des Klärungsstichs gibt es "
                      "keine Ansage.",
    "rule.D-29.title": "Mehrere Ansagen",
    "rule.D-29.text": "Angesagt werden darf auch außer der Reihe; beide Parteien dürfen "
                      "absagen; dieselbe Ansage einer Partei zählt nur einmal.",
    "rule.D-30.title": "Gespielte Karte",
    "rule.D-30.text": "Eine Karte ist gespielt, sobald sie offen den Tisch berührt hat.",
    "rule.D-31.title": "Gewonnen ohne Absage",
    "rule.D-31.text": "Re gewinnt mit dem 121. Auge, wenn nichts, nur Re oder Re und Kontra "
                      "angesagt wurde, mit dem 120., wenn nur Kontra angesagt wurde; Kontra "
                      "entsprechend mit 120 bzw. 121.",
    "rule.D-32.title": "Gewonnen mit Absagen",
    "rule.D-32.text": "Eine eigene Absage „keine 90“ („keine 60“, „keine 30“) verlangt 151 "
                      "(181, 211) Augen, „schwarz“ alle Stiche; gegen eine Absage der Gegner "
                      "genügen 90 (60, 30) Augen bzw. ein Stich.",
    "rule.D-33.title": "Niemand gewinnt",
    "rule.D-33.text": "Erreichen beide Parteien ihr abgesagtes Ziel nicht, gewinnt keine; es "
                      "zählen nur die Punkte für unter 90, 60, 30, schwarz und das Erreichte "
                      "gegen Absagen sowie die Sonderpunkte.",
    "rule.D-34.title": "Der Spielwert",
    "rule.D-34.text": "Gewonnen 1; unter 90, unter 60, unter 30 gespielt, schwarz je 1; Re "
                      "angesagt 2, Kontra angesagt 2; jede Absage 1; 120 gegen keine 90, 90 "
                      "gegen keine 60, 60 gegen keine 30, 30 gegen schwarz je 1. Die Sieger "
                      "schreiben plus, die Verlierer minus.",
    "rule.D-35.title": "Sonderpunkte",
    "rule.D-35.text": "Nur im Normalspiel, für beide Parteien: gegen die Kreuz-Damen gewonnen, "
                      "Doppelkopf (ein Stich mit 40 Augen oder mehr), Fuchs gefangen, "
                      "Karlchen macht den letzten Stich, je 1.",
    "rule.D-36.title": "Abrechnung des Solos",
    "rule.D-36.text": "Beim Solo zählen nur die Punkte des Spielwerts, keine Sonderpunkte; "
                      "der Solospieler schreibt sie dreifach, jeder Gegner einfach mit "
                      "umgekehrtem Vorzeichen.",
    "rule.D-37.title": "Kontrolle",
    "rule.D-37.text": "Die vier Ergebnisse eines Spiels ergeben zusammen 0 und sind alle "
                      "gerade oder alle ungerade.",
    "rule.D-38.title": "Nicht berechnet",
    "rule.D-38.text": "Strafpunkte, abgekürzte Spiele, die Pflichtsolo-Buchführung und der "
                      "Fünfertisch werden nicht berechnet; ein nicht reklamierter Verstoß "
                      "bleibt gültig.",
    "rule.D-V1.title": "Hausregel: die zweite Dulle",
    "rule.D-V1.text": "Regelsatz dulle: die zweite Herz 10 sticht die erste, außer im letzten "
                      "Stich; Regelsatz dulle-immer: in jedem Stich. Keine Turnierspielregel.",
    "rule.D-V2.title": "Hausregel: Schweinchen",
    "rule.D-V2.text": "Beide Karo-Asse in einer Hand als höchste Trümpfe; nicht in dieser "
                      "Fassung.",
    "rule.D-V3.title": "Hausregel: ohne Neunen",
    "rule.D-V3.text": "40 Karten und zehn Stiche; nicht in dieser Fassung.",
    "rule.D-V4.title": "Hausregel: Armut und Schmeißen",
    "rule.D-V4.text": "Trumpfabgabe bei höchstens drei Trümpfen; nicht in dieser Fassung.",
    "rule.D-V5.title": "Hausregel: andere Abrechnung",
    "rule.D-V5.text": "Verdoppeln durch Re und Kontra, „keine 120“ als Grundwert und "
                      "Ähnliches; nicht in dieser Fassung.",
    "rule.D-V6.title": "Hausregel: weitere Sonderpunkte",
    "rule.D-V6.text": "Karlchen gefangen, Fuchs am Ende, Dulle gefangen; nicht in dieser "
                      "Fassung.",
    "rule.D-V7.title": "Hausregel: andere Ansagefristen",
    "rule.D-V7.text": "Re vor der 5., Kontra vor der 13. Karte; nicht in dieser Fassung.",
    "rule.RD1.title": "Entscheid: Regelsätze",
    "rule.RD1.text": "ddv folgt den Turnierspielregeln (Stand 21.02.2026); dulle und "
                     "dulle-immer weichen nur bei zwei Dullen in einem Stich ab.",
    "rule.RD2.title": "Entscheid: die zweite Dulle",
    "rule.RD2.text": "Die Hausregel betrifft nur die Herz 10, wo sie Trumpf ist; letzter Stich "
                     "heißt 12. Stich. Ohne Stichnummer gilt der Stich nicht als letzter, und "
                     "die Antwort sagt das.",
    "rule.RD3.title": "Entscheid: die Punkte gehen an den Sieger",
    "rule.RD3.text": "Mit einem Sieger gehören alle Punkte des Spielwerts dem Sieger; unter 90 "
                     "usw. zählen, wenn der Verlierer darunter bleibt.",
    "rule.RD4.title": "Entscheid: niemand gewinnt",
    "rule.RD4.text": "Jede Partei erhält die Punkte für unter 90, 60, 30 und schwarz ihrer "
                     "Gegner und was sie selbst gegen Absagen erreicht hat; verrechnet wird "
                     "wie üblich.",
    "rule.RD5.title": "Entscheid: mitgesagte Stufen",
    "rule.RD5.text": "Eine Ansage zählt jede niedrigere Stufe ihrer Partei mit, auch Re oder "
                     "Kontra; eine Wiederholung wird gemeldet und nicht gezählt. Angesagt wird "
                     "nur für die eigene Partei.",
    "rule.RD6.title": "Entscheid: Hochzeit ohne Partner",
    "rule.RD6.text": "Eine Hochzeit ohne Partner und eine Stille Hochzeit werden wie ein "
                     "Solo abgerechnet: dreifach, ohne Sonderpunkte.",
    "rule.RD7.title": "Entscheid: kein Schweinchen",
    "rule.RD7.text": "Schweinchen gehören nicht zu dieser Fassung.",
    "rule.RD8.title": "Entscheid: 48 Karten",
    "rule.RD8.text": "Kein Spiel ohne Neunen; eine Hand hat höchstens 12 Karten.",
    "rule.RD9.title": "Entscheid: keine Armut",
    "rule.RD9.text": "Keine Armut, kein Schmeißen und keine anderen Vorbehalte.",
    "rule.RD10.title": "Entscheid: Ansagen wie gegeben",
    "rule.RD10.text": "Ansagen zählen, wie sie gemacht wurden; jede wird mit ihrer "
                      "Rechtzeitigkeit gemeldet, eine verspätete als Verstoß. Strafpunkte "
                      "werden nicht berechnet.",
    "rule.RD11.title": "Entscheid: Karlchen",
    "rule.RD11.text": "Der Kreuz-Bube muss den 12. Stich machen; fallen beide, macht ihn der "
                      "erste. 1 Sonderpunkt.",
    "rule.RD12.title": "Entscheid: Fuchs und Doppelkopf",
    "rule.RD12.text": "Jedes Karo-Ass der einen Partei, das die andere fängt, bringt ihr 1 "
                      "Punkt, in jedem Stich; ein Doppelkopf ist ein Stich mit 40 Augen oder "
                      "mehr.",
    "rule.RD13.title": "Entscheid: weiter vorn sitzend",
    "rule.RD13.text": "Weiter vorn heißt früher in der Abfrage, die links vom Geber beginnt; "
                      "dieser Spieler spielt auf, außer beim Pflichtsolo.",
    "rule.RD14.title": "Entscheid: jede Karte zweimal",
    "rule.RD14.text": "Eine Hand darf eine Karte zweimal halten, nie dreimal; in Hand, Stich und "
                      "früheren Stichen zusammen höchstens zweimal.",
    "rule.RD15.title": "Entscheid: Farbnamen",
    "rule.RD15.text": "Die Namen des deutschen Blatts werden angenommen: Eichel = Kreuz, Grün "
                      "= Pik, Herz = Herz, Schellen = Karo, Unter = Bube, Ober = Dame.",
    "explain.D-18.lead": "Du spielst auf: jede Karte ist erlaubt, auch {card}.",
    "explain.D-19.follow_trump": "Trumpf wurde aufgespielt ({led}): {card} ist Trumpf und "
                                 "bedient; überstechen musst du nicht.",
    "explain.D-19.follow_suit": "{led_suit} wurde aufgespielt: {card} ist hier eine "
                                "{led_suit}-Karte und bedient; einen Stichzwang gibt es nicht.",
    "explain.D-19.must_follow_trump": "Trumpf wurde aufgespielt ({led}) und du hältst mit "
                                      "{evidence} einen Trumpf: du musst Trumpf bedienen, "
                                      "{card} ist verboten.",
    "explain.D-19.printed_suit_is_not_trump": "{led} ist Trumpf, keine {printed_suit}-Karte: "
                                              "du musst Trumpf bedienen, etwa mit {evidence}; "
                                              "{card} ist verboten.",
    "explain.D-19.trump_is_not_led_suit": "{led_suit} wurde aufgespielt, aber {card} ist "
                                          "Trumpf und bedient {led_suit} nicht: du musst mit "
                                          "{evidence} bedienen.",
    "explain.D-19.must_follow_suit": "{led_suit} wurde aufgespielt und du hältst {evidence}: "
                                     "du musst {led_suit} bedienen, {card} ist verboten.",
    "explain.D-20.void_trump": "Trumpf wurde aufgespielt ({led}) und du hast keinen Trumpf: "
                               "du darfst jede Karte zugeben, auch {card}.",
    "explain.D-20.void_may_trump": "{led_suit} wurde aufgespielt und du hast keine "
                                   "{led_suit}-Karte: du darfst mit {card} stechen, musst "
                                   "aber nicht.",
    "explain.D-20.void": "{led_suit} wurde aufgespielt und du hast keine {led_suit}-Karte: du "
                         "darfst {card} abwerfen; stechen musst du nicht.",
    "explain.D-20.void_no_trump": "{led_suit} wurde aufgespielt und du hast keine "
                                  "{led_suit}-Karte: in diesem Spiel gibt es keinen Trumpf, "
                                  "du darfst {card} abwerfen.",
    "trick.D-21.trump": "{card} macht den Stich: der höchste Trumpf im Stich.",
    "trick.D-21.trump.so_far": "{card} liegt bisher vorne: der höchste Trumpf bisher; der "
                               "Stich ist noch nicht vollständig.",
    "trick.D-21.led_suit": "{card} macht den Stich: kein Trumpf liegt, und {card} ist die "
                           "höchste Karte der aufgespielten Farbe {led_suit} im Stich.",
    "trick.D-21.led_suit.so_far": "{card} liegt bisher vorne: noch liegt kein Trumpf, und "
                                  "{card} ist bisher die höchste Karte der aufgespielten Farbe "
                                  "{led_suit}; der Stich ist noch nicht vollständig.",
    "trick.D-22.first_copy": "{card} macht den Stich: dieselbe Karte liegt zweimal, und von "
                             "zwei gleichen Karten ist die zuerst gespielte die höhere, auch "
                             "bei der Dulle.",
    "trick.D-22.first_copy.so_far": "{card} liegt bisher vorne: dieselbe Karte liegt zweimal, "
                                    "und die zuerst gespielte ist die höhere; der Stich ist "
                                    "noch nicht vollständig.",
    "trick.D-V1.second_dulle": "{card} macht den Stich: nach der Hausregel dieses Regelsatzes "
                               "sticht die zweite Dulle die erste.",
    "trick.D-V1.second_dulle.so_far": "{card} liegt bisher vorne: nach der Hausregel sticht "
                                      "die zweite Dulle die erste; der Stich ist noch nicht "
                                      "vollständig.",
    "trick.D-V1.last_trick_first_dulle": "{card} macht den Stich: im letzten Stich gilt die "
                                         "Hausregel nicht, die zuerst gespielte Dulle bleibt "
                                         "die höhere.",
    "trick_card.off_suit_trump_led": "{card} ist kein Trumpf, kann den Stich nicht machen und "
                                     "zählt {points} Augen; Trumpf wurde aufgespielt.",
    "ruleset.ddv": "Turnierspielregeln des DDV",
    "ruleset.dulle": "Hausregel: die zweite Dulle sticht die erste, außer im letzten Stich",
    "ruleset.dulle-immer": "Hausregel: die zweite Dulle sticht immer die erste",
    "trick_card.trump": "{card} ist Trumpf und zählt {points} Augen.",
    "trick_card.led_suit": "{card} gehört zur aufgespielten Farbe {led_suit} und zählt "
                           "{points} Augen.",
    "trick_card.off_suit": "{card} ist weder {led_suit} noch Trumpf und kann den Stich nicht "
                           "machen; zählt {points} Augen.",
    "trick_card.off_suit_no_trump": "{card} ist nicht {led_suit} und kann den Stich nicht "
                                    "machen; zählt {points} Augen.",
    "trick_card.winner": "Macht den Stich.",
    "note.assumed_not_last": "Ohne Stichnummer wurde angenommen, dass dies nicht der letzte "
                              "Stich ist.",
    "score.D-31.win": "{party} gewinnt mit {augen} Augen; nötig waren {needs}.",
    "score.D-32.win": "{party} gewinnt mit {augen} Augen und erreicht das Ziel der Absagen: "
                      "{needs}.",
    "score.D-33.none": "Keine Partei erreicht ihr abgesagtes Ziel: niemand gewinnt; es zählen "
                       "nur das Erreichte und die Sonderpunkte.",
    "points.D-34.gewonnen": "Gewonnen: 1 Punkt für {party}.",
    "points.D-34.unter": "{loser} unter {limit} gespielt: 1 Punkt für {party}.",
    "points.D-34.schwarz": "{loser} ohne Stich, schwarz gespielt: 1 Punkt für {party}.",
    "points.D-34.angesagt": "{caller} angesagt: 2 Punkte für {party}.",
    "points.D-34.absage": "„{call}“ von {caller} abgesagt: 1 Punkt für {party}.",
    "points.D-34.reached": "{caller} erreicht {limit} Augen gegen „{call}“: 1 Punkt für "
                           "{party}.",
    "points.D-35.gegen_die_alten": "Gegen die Alten gewonnen (die Kontra-Partei siegt): 1 "
                                   "Sonderpunkt für {party}.",
    "points.D-35.doppelkopf": "Doppelkopf im {trick}. Stich (40 Augen oder mehr): 1 "
                              "Sonderpunkt für {party}.",
    "points.RD12.fuchs_gefangen": "Fuchs im {trick}. Stich gefangen: 1 Sonderpunkt für "
                                  "{party}.",
    "points.RD11.karlchen": "Karlchen macht den letzten Stich: 1 Sonderpunkt für {party}.",
    "points.D-36.solo": "Solo: der Solospieler schreibt den Spielwert dreifach.",
    "call.D-24.ansage": "{party} sagt an, mit {count} Karten in der Hand: rechtzeitig.",
    "call.D-24.late": "{party} sagt mit nur {count} Karten in der Hand an: zu spät, es zählt "
                      "aber, wie gegeben.",
    "call.D-24.untimed": "{party} sagt an.",
    "call.D-25.absage": "{party} sagt „{call}“ ab, mit {count} Karten in der Hand: "
                        "rechtzeitig.",
    "call.D-25.late": "{party} sagt „{call}“ mit nur {count} Karten in der Hand ab: zu spät, es "
                      "zählt aber, wie gegeben.",
    "call.D-25.untimed": "{party} sagt „{call}“ ab.",
    "call.D-26.skipped": "{party} sagt „{call}“ mit {count} Karten in der Hand und zählt jede "
                         "übersprungene Stufe mit: rechtzeitig.",
    "call.D-26.late": "{party} überspringt Stufen mit nur {count} Karten in der Hand: eine "
                      "übersprungene Stufe wäre nicht mehr erlaubt; alle zählen, wie gegeben.",
    "call.D-26.untimed": "{party} sagt „{call}“ und zählt jede übersprungene Stufe mit.",
    "call.D-27.reply": "{party} erwidert mit {count} Karten in der Hand, eine Karte später als "
                       "die Gegner: rechtzeitig.",
    "call.D-27.absage_after_late_reply": "{party} sagt „{call}“ ab, aber die Ansage wäre als "
                                         "Erstansage nicht rechtzeitig gewesen: zu spät, es "
                                         "zählt, wie gegeben.",
    "call.D-28.shifted": "{party} sagt „{call}“ mit {count} Karten in der Hand; nach dem "
                         "späten Klärungsstich der Hochzeit verschieben sich die Fristen: "
                         "rechtzeitig.",
    "call.D-28.before_klaerungsstich": "{party} sagt „{call}“ vor dem Ende des "
                                       "Klärungsstichs: zu früh, es zählt, wie gegeben.",
    "call.D-29.repeated": "{party} wiederholt „{call}“: dieselbe Ansage zählt nur einmal.",
    "score.D-6.all_gesund": "Alle sind gesund: es wird ein Normalspiel gespielt.",
    "score.D-6.alone": "{player} hat den einzigen Vorbehalt ({game}) und spielt ihn.",
    "score.D-7.precedence": "{player} spielt {game}: dieser Vorbehalt geht allen anderen vor.",
    "score.D-7.same_rank": "{player} spielt {game}: bei gleichem Rang sitzt {player} weiter "
                            "vorn.",
    "vorbehalt.gesund": "gesund", "vorbehalt.hochzeit": "Hochzeit",
    "vorbehalt.lustsolo": "Lustsolo", "vorbehalt.pflichtsolo": "Pflichtsolo",
    "vorbehalt.normal": "Normalspiel",
    "round.as_played": "Gezählt wie gespielt: {revokes} unerlaubte Karte(n); ein nicht "
                       "reklamierter Verstoß bleibt gültig.",
    "page.points": "Augen",
}

"""German texts: card names, rule titles and statements, explanation templates."""

TEXTS: dict[str, str] = {
    "game.name": "Schieber-Jass",
    "ruleset.jasvel": "Regeln von jasvel.org",
    "ruleset.standard": "Schweizer Regeln (Trumpfen jederzeit)",
    # Card names, Swiss-German deck (Eicheln, Schellen, Rosen, Schilten).
    "card": "{suit}-{rank}",
    "suit.acorns": "Eicheln",
    "suit.bells": "Schellen",
    "suit.roses": "Rosen",
    "suit.shields": "Schilten",
    "rank.6": "6", "rank.7": "7", "rank.8": "8", "rank.9": "9", "rank.10": "Banner",
    "rank.under": "Under", "rank.ober": "Ober", "rank.king": "König", "rank.ace": "Ass",
    # French deck (Kreuz, Ecken, Herz, Schaufel).
    "french.card": "{suit}-{rank}",
    "french.suit.acorns": "Kreuz",
    "french.suit.bells": "Ecken",
    "french.suit.roses": "Herz",
    "french.suit.shields": "Schaufel",
    "french.rank.6": "6", "french.rank.7": "7", "french.rank.8": "8", "french.rank.9": "9",
    "french.rank.10": "10", "french.rank.under": "Bube", "french.rank.ober": "Dame",
    "french.rank.king": "König", "french.rank.ace": "Ass",
    # Contracts.
    "contract.trump": "Trumpf {trump}",
    "contract.obenabe": "Obenabe",
    "contract.undenufe": "Undenufe",
    # Rule titles and statements.
    "rule.J-1.title": "Karten und Spieler",
    "rule.J-1.text": "36 Karten in vier Farben (6, 7, 8, 9, 10, Under, Ober, König, Ass); vier "
                     "Personen in zwei festen Teams, je 9 Karten, 9 Stiche.",
    "rule.J-2.title": "Vorhand und Spielrichtung",
    "rule.J-2.text": "Die Vorhand rechts vom Geber bestimmt den Vertrag oder schiebt einmal zum "
                     "Partner und spielt den ersten Stich aus; danach spielt aus, wer den Stich "
                     "gemacht hat. Gespielt wird gegen den Uhrzeigersinn.",
    "rule.J-3.title": "Verträge",
    "rule.J-3.text": "Ein Trumpfspiel in einer Farbe, Obenabe oder Undenufe; Obenabe und "
                     "Undenufe haben keine Trumpffarbe.",
    "rule.J-4.title": "Rangfolge im Trumpf",
    "rule.J-4.text": "In der Trumpffarbe gilt von oben: Under (Puur), 9 (Näll), Ass, König, "
                     "Ober, 10, 8, 7, 6.",
    "rule.J-5.title": "Rangfolge in einer normalen Farbe und bei Obenabe",
    "rule.J-5.text": "Ass, König, Ober, Under, 10, 9, 8, 7, 6.",
    "rule.J-6.title": "Rangfolge bei Undenufe",
    "rule.J-6.text": "In jeder Farbe: 6, 7, 8, 9, 10, Under, Ober, König, Ass; die 6 ist die "
                     "stärkste Karte.",
    "rule.J-7.title": "Nur der Trumpf-Under ist der Puur",
    "rule.J-7.text": "Puur heisst nur der Under der Trumpffarbe; ein Under einer anderen Farbe "
                     "steht zwischen Ober und 10.",
    "rule.J-8.title": "Stichgewinn im Trumpfspiel",
    "rule.J-8.text": "Der höchste Trumpf gewinnt; liegt kein Trumpf, die höchste Karte der "
                     "ausgespielten Farbe. Karten einer dritten Farbe gewinnen nie.",
    "rule.J-9.title": "Stichgewinn bei Obenabe und Undenufe",
    "rule.J-9.text": "Die höchste Karte der ausgespielten Farbe in der Rangfolge des Vertrags "
                     "gewinnt; andere Farben greifen nicht ein.",
    "rule.J-10.title": "Kartenwerte im Trumpf",
    "rule.J-10.text": "Under (Puur) 20, 9 (Näll) 14, Ass 11, König 4, Ober 3, 10 zählt 10, 8, "
                      "7 und 6 zählen nichts.",
    "rule.J-11.title": "Kartenwerte einer Nebenfarbe",
    "rule.J-11.text": "Ass 11, König 4, Ober 3, Under 2, 10 zählt 10; 9 bis 6 zählen nichts.",
    "rule.J-12.title": "Kartenwerte bei Obenabe",
    "rule.J-12.text": "Wie in einer Nebenfarbe, zusätzlich zählt jede 8 acht Punkte.",
    "rule.J-13.title": "Kartenwerte bei Undenufe",
    "rule.J-13.text": "Die 6 zählt 11, das Ass nichts, jede 8 zählt 8; König 4, Ober 3, Under "
                      "2, 10 zählt 10.",
    "rule.J-14.title": "152, 157 und 257 Punkte",
    "rule.J-14.text": "Jeder Vertrag hat 152 Kartenpunkte; der letzte Stich gibt 5 dazu (157); "
                      "wer alle neun Stiche macht, erhält 100 mehr (257).",
    "rule.J-15.title": "Letzter Stich und Match",
    "rule.J-15.text": "Die 5 Punkte erhält das Team mit dem letzten Stich, die 100 Punkte nur "
                      "ein Team, das alle neun Stiche macht.",
    "rule.J-L1.title": "Ausspielen ist frei",
    "rule.J-L1.text": "Wer einen Stich eröffnet, darf jede Karte ausspielen.",
    "rule.J-L2.title": "Farbzwang",
    "rule.J-L2.text": "Hältst du die ausgespielte Farbe, musst du eine Karte dieser Farbe "
                      "spielen; du darfst weder abwerfen noch freiwillig trumpfen.",
    "rule.J-L3.title": "Farbe fehlt: trumpfen oder abwerfen",
    "rule.J-L3.text": "Fehlt dir die ausgespielte Farbe und liegt noch kein Trumpf, darfst du "
                      "jede Karte spielen: trumpfen oder abwerfen.",
    "rule.J-L4.title": "Untertrumpfen",
    "rule.J-L4.text": "Liegt schon Trumpf, darfst du einen tieferen Trumpf nur legen, wenn du "
                      "keinen höheren Trumpf als den stärksten liegenden besitzt.",
    "rule.J-L5.title": "Überstechen",
    "rule.J-L5.text": "Ein Trumpf, der den höchsten liegenden Trumpf übersticht, ist erlaubt; "
                      "hältst du nur Trümpfe und einen höheren, musst du überstechen.",
    "rule.J-L6.title": "Puur-Ausnahme",
    "rule.J-L6.text": "Der Puur ist von der Pflicht zum Trumpfen ausgenommen: du darfst ihn "
                      "zurückhalten, solange eine andere erlaubte Karte bleibt. Die Ausnahme "
                      "gilt nur für den Puur, nicht für den Näll.",
    "rule.J-L7.title": "Trumpf ausgespielt",
    "rule.J-L7.text": "Wird Trumpf ausgespielt, musst du Trumpf bedienen, aber nicht "
                      "überstechen; ist der Puur dein einziger Trumpf, darfst du jede Karte "
                      "spielen.",
    "rule.J-L8.title": "Farbzwang bei Obenabe und Undenufe",
    "rule.J-L8.text": "Ohne Trumpf gilt nur der Farbzwang: wer die ausgespielte Farbe hält, "
                      "bedient; wer sie nicht hält, spielt eine beliebige Karte.",
    "rule.J-L9.title": "Abwerfen trotz Trumpf im Stich",
    "rule.J-L9.text": "Fehlt dir die ausgespielte Farbe und liegt schon Trumpf, darfst du eine "
                      "Nichttrumpfkarte abwerfen oder überstechen.",
    "rule.J-L10.title": "Der Puur zählt beim Untertrumpfen als höherer Trumpf",
    "rule.J-L10.text": "Hältst du den Puur, ist ein Trumpf unter dem höchsten liegenden Trumpf "
                       "verboten; den Puur selbst musst du nicht spielen, solange eine andere "
                       "erlaubte Karte bleibt.",
    "rule.J-V1.title": "Trumpfen statt bedienen (gängige Schweizer Regeln)",
    "rule.J-V1.text": "Nach den gängigen Schweizer Regeln darfst du auch dann trumpfen, wenn du "
                      "die ausgespielte Farbe hältst; abwerfen darfst du nicht. Nach jasvel.org "
                      "ist das verboten.",
    "rule.J-V2.title": "Untertrumpfen (gängige Schweizer Regeln)",
    "rule.J-V2.text": "Nach den gängigen Schweizer Regeln ist ein tieferer Trumpf nur erlaubt, "
                      "wenn du nur noch Trümpfe hältst; Überstechen ist nie Pflicht.",
    "rule.J-V3.title": "Abrechnungsreihenfolge (gängige Schweizer Regeln)",
    "rule.J-V3.text": "Nach den gängigen Schweizer Regeln zählen beim Erreichen des Ziels zuerst "
                      "Stöck, dann Weis, dann Stiche; nach jasvel.org Weis, Stöck, Stiche.",
    "rule.J-S1.title": "Stöck",
    "rule.J-S1.text": "König und Ober der Trumpffarbe in einer Hand sind der Stöck: 20 Punkte, "
                      "angesagt beim Ausspielen der zweiten Karte; nicht bei Obenabe und "
                      "Undenufe.",
    "rule.J-S2.title": "Weis",
    "rule.J-S2.text": "Das Team mit dem besten einzelnen Weis schreibt alle seine Weis, das "
                      "andere Team keinen.",
    "rule.J-S3.title": "Abrechnungsreihenfolge",
    "rule.J-S3.text": "Erreichen beide Teams das Ziel in derselben Runde, zählt zuerst der "
                      "Weis, dann der Stöck, dann die Stichpunkte.",
    "rule.J-S4.title": "Spielziel und Multiplikator",
    "rule.J-S4.text": "Das Ziel (1000, 1500, 2500 oder 3000) wird vorher vereinbart; "
                      "Multiplikatoren je Vertrag sind regional.",
    "rule.R1.title": "Entscheid: zwei Regelwerke",
    "rule.R1.text": "Es gibt die Regelwerke jasvel (Standard dieses Dienstes, nach den "
                    "Primärtexten) und standard (verbreitete Schweizer Schieber-Regeln); jede "
                    "Antwort nennt das angewandte Regelwerk.",
    "rule.R2.title": "Entscheid: Puur bei Trumpf-Ausspiel",
    "rule.R2.text": "Ist der Puur dein einziger Trumpf, musst du einen Trumpf-Ausspiel nicht "
                    "bedienen: jede Karte ist erlaubt.",
    "rule.R3.title": "Entscheid: Abwerfen über einem Trumpf",
    "rule.R3.text": "Fehlt die ausgespielte Farbe und liegt Trumpf, darfst du immer eine "
                    "Nichttrumpfkarte abwerfen.",
    "rule.R4.title": "Entscheid: Puur in der Untertrumpf-Prüfung",
    "rule.R4.text": "Der Puur zählt als höherer Trumpf; er wird nie erzwungen, solange eine "
                    "andere erlaubte Karte bleibt.",
    "rule.R5.title": "Entscheid: Kartenwerte",
    "rule.R5.text": "Trumpf, Nebenfarbe, Obenabe und Undenufe zählen je 152 Punkte; Undenufe: "
                    "6 zählt 11, Ass 0.",
    "rule.R6.title": "Entscheid: Weis-Werte und Vergleich",
    "rule.R6.text": "Folgen zählen 20, 50, 100, 150, 200, 250, 300; vier Under 200, vier Neuner "
                    "150, vier Asse, Könige, Ober oder Zehner 100. Gleichstand: mehr Karten, "
                    "höhere Karte, Trumpffarbe, früherer Spieler.",
    "rule.R7.title": "Entscheid: Multiplikatoren",
    "rule.R7.text": "Multiplikatoren sind ein Parameter der Anfrage (Vorgabe 1); übliche "
                    "Tabellen sind Vorlagen, keine Regeln.",
    "rule.R16.title": "Entscheid: Schweizer und französische Karten",
    "rule.R16.text": "Eicheln entspricht Kreuz, Schellen Ecken (Karo), Rosen Herz, Schilten "
                     "Schaufel (Pik); beide Kartensätze werden angenommen.",
    # Explanations of legality verdicts: about this card in this situation.
    # Verdicts: rendered from the verdict's facts (api/games/jass/speaker.py). A variant
    # (<key>.or_trump, <key>.or_overtrump) says the duty to follow together with the exception
    # that the same answer allows: trumping instead under the standard ruleset (J-V1).
    "trump_name.puur": "{card} (Puur)",
    "trump_name.naell": "{card} (Näll)",
    "explain.J-L1.lead": "Du eröffnest den Stich: jede Karte ist erlaubt, auch {card}.",
    "explain.J-L2.follow": "{led_suit} wurde ausgespielt: {card} bedient und ist erlaubt; du "
                           "musst {led_suit} bedienen, ob du damit den Stich machst oder nicht.",
    "explain.J-L2.follow.or_trump": "{led_suit} wurde ausgespielt: {card} bedient und ist erlaubt; "
                                    "nach den gängigen Schweizer Regeln darfst du statt zu "
                                    "bedienen auch trumpfen.",
    "explain.J-L2.follow.or_overtrump": "{led_suit} wurde ausgespielt: {card} bedient und ist "
                                        "erlaubt; nach den gängigen Schweizer Regeln darfst du "
                                        "statt zu bedienen auch {highest_trump} überstechen.",
    "explain.J-L2.must_follow": "{led_suit} wurde ausgespielt und du hältst {evidence}: "
                                "{card} abzuwerfen ist verboten, du musst {led_suit} bedienen.",
    "explain.J-L2.must_follow.or_trump": "{led_suit} wurde ausgespielt und du hältst {evidence}: "
                                         "{card} abzuwerfen ist verboten; du musst {led_suit} "
                                         "bedienen oder, nach den gängigen Schweizer Regeln, "
                                         "trumpfen.",
    "explain.J-L2.must_follow.or_overtrump": "{led_suit} wurde ausgespielt und du hältst "
                                             "{evidence}: {card} abzuwerfen ist verboten; du musst "
                                             "{led_suit} bedienen oder, nach den gängigen "
                                             "Schweizer Regeln, {highest_trump} überstechen.",
    "explain.J-L2.no_voluntary_trump": "{led_suit} wurde ausgespielt und du hältst "
                                       "{evidence}: mit {card} freiwillig zu trumpfen ist "
                                       "verboten.",
    "explain.J-L2.puur_may_not_replace": "Auch der Puur ersetzt das Bedienen nicht: du hältst "
                                         "{evidence} und musst {led_suit} bedienen, {card} ist "
                                         "verboten.",
    "explain.J-L3.discard": "Du hast keine {led_suit}-Karte und im Stich liegt kein Trumpf: du "
                            "darfst {card} abwerfen.",
    "explain.J-L3.trump": "Du hast keine {led_suit}-Karte: du darfst mit {card} trumpfen.",
    "explain.J-L4.no_higher_trump": "Im Stich liegt {highest_trump}, und du hast keinen höheren "
                                    "Trumpf: du darfst mit {card} untertrumpfen.",
    "explain.J-L4.undertrump": "Im Stich liegt {highest_trump}, und du hältst mit {evidence} einen "
                               "höheren Trumpf: Untertrumpfen mit {card} ist verboten.",
    "explain.J-L5.overtrump": "Du hast keine {led_suit}-Karte; {card} übersticht "
                              "{highest_trump} und ist erlaubt.",
    "explain.J-L5.must_overtrump": "Du hast keine {led_suit}-Karte und nur noch Trümpfe; "
                                   "{card} übersticht {highest_trump}, und überstechen musst "
                                   "du.",
    "explain.J-L6.puur_may_be_kept": "{card} darfst du spielen, musst aber nicht: den Puur musst "
                                     "du nie legen, solange dir eine andere erlaubte Karte bleibt.",
    "explain.J-L6.puur_alone_on_trump_lead": "Trumpf wurde ausgespielt und {card} ist dein "
                                             "einziger Trumpf: den Puur darfst du spielen oder "
                                             "behalten.",
    "explain.J-L6.puur_kept_on_trump_lead": "Trumpf wurde ausgespielt, aber dein einziger "
                                            "Trumpf ist {evidence}, den du nicht legen musst: "
                                            "{card} ist erlaubt.",
    "explain.J-L7.follow_trump": "Trumpf wurde ausgespielt: {card} bedient Trumpf und ist "
                                 "erlaubt; überstechen musst du nicht.",
    "explain.J-L7.must_follow_trump": "Trumpf wurde ausgespielt und du hältst {evidence}: "
                                      "{card} ist verboten, du musst Trumpf bedienen.",
    "explain.J-L7.void": "Trumpf wurde ausgespielt und du hast keinen Trumpf: {card} ist "
                         "erlaubt.",
    "explain.J-L8.follow": "{led_suit} wurde ausgespielt: {card} bedient und ist erlaubt; auch bei "
                           "{contract} gilt der Farbzwang.",
    "explain.J-L8.must_follow": "{led_suit} wurde ausgespielt und du hältst {evidence}: auch "
                                "bei {contract} musst du bedienen, {card} ist verboten.",
    "explain.J-L8.void": "Du hast keine {led_suit}-Karte; bei {contract} gibt es keinen Trumpf, "
                         "also ist {card} erlaubt.",
    "explain.J-L9.discard_over_trump": "Du hast keine {led_suit}-Karte; obwohl {highest_trump} "
                                       "im Stich liegt, darfst du {card} abwerfen.",
    "explain.J-L10.undertrump_puur_held": "Im Stich liegt {highest_trump}, und du hältst "
                                          "{evidence}, der als höherer Trumpf zählt: Untertrumpfen "
                                          "mit {card} ist verboten.",
    "explain.J-V1.trump_instead": "{led_suit} wurde ausgespielt; nach den gängigen Schweizer "
                                  "Regeln darfst du statt zu bedienen auch mit {card} trumpfen.",
    "explain.J-V1.overtrump_instead": "{led_suit} wurde ausgespielt; nach den gängigen Schweizer "
                                      "Regeln darfst du statt zu bedienen auch trumpfen: {card} "
                                      "übersticht {highest_trump} und ist erlaubt.",
    "explain.J-V2.discard_over_trump": "Du hast keine {led_suit}-Karte; obwohl Trumpf im Stich "
                                       "liegt, darfst du {card} abwerfen: nach den gängigen "
                                       "Schweizer Regeln ist Überstechen nie Pflicht.",
    "explain.J-V2.only_trumps_left": "Im Stich liegt {highest_trump}, und du hältst nur noch "
                                     "Trümpfe: nach den gängigen Schweizer Regeln darfst du mit "
                                     "{card} untertrumpfen.",
    "explain.J-V2.undertrump": "Im Stich liegt {highest_trump}; nach den gängigen Schweizer Regeln "
                               "darfst du nur untertrumpfen, wenn du nur noch Trümpfe hältst: "
                               "Untertrumpfen mit {card} ist verboten.",
    # Trick winner and the cards of a trick.
    "trick.J-8.trump": "{card} macht den Stich: der höchste Trumpf im Stich (Trumpf-Rangfolge "
                       "Puur, Näll, Ass, König, Ober, 10, 8, 7, 6).",
    "trick.J-8.trump.so_far": "{card} liegt bisher vorne: der höchste bereits gespielte Trumpf "
                              "(Trumpf-Rangfolge Puur, Näll, Ass, König, Ober, 10, 8, 7, 6); der "
                              "Stich ist noch nicht vollständig.",
    "trick.J-8.led_suit": "{card} macht den Stich: kein Trumpf liegt, und {card} ist die höchste "
                          "Karte der ausgespielten Farbe {led_suit} im Stich.",
    "trick.J-8.led_suit.so_far": "{card} liegt bisher vorne: es liegt noch kein Trumpf, und {card} "
                                 "ist die bisher höchste Karte der ausgespielten Farbe {led_suit}; "
                                 "der Stich ist noch nicht vollständig.",
    "trick.J-9.obenabe": "{card} macht den Stich: die höchste {led_suit}-Karte im Stich bei "
                         "Obenabe (Ass, König, Ober, Under, 10, 9, 8, 7, 6).",
    "trick.J-9.obenabe.so_far": "{card} liegt bisher vorne: die höchste bereits gespielte "
                                "{led_suit}-Karte bei Obenabe (Ass, König, Ober, Under, 10, 9, 8, "
                                "7, 6); der Stich ist noch nicht vollständig.",
    "trick.J-9.undenufe": "{card} macht den Stich: die stärkste {led_suit}-Karte im Stich bei "
                          "Undenufe (6, 7, 8, 9, 10, Under, Ober, König, Ass).",
    "trick.J-9.undenufe.so_far": "{card} liegt bisher vorne: die stärkste bereits gespielte "
                                 "{led_suit}-Karte bei Undenufe (6, 7, 8, 9, 10, Under, Ober, "
                                 "König, Ass); der Stich ist noch nicht vollständig.",
    "trick_card.trump": "{card} ist Trumpf und zählt {points} Punkte.",
    "trick_card.led_suit": "{card} gehört zur ausgespielten Farbe {led_suit} und zählt "
                           "{points} Punkte.",
    "trick_card.off_suit": "{card} ist weder {led_suit} noch Trumpf, kann den Stich nicht machen "
                           "und zählt {points} Punkte.",
    "trick_card.off_suit_no_trump": "{card} ist nicht {led_suit}, kann den Stich nicht machen und "
                                    "zählt {points} Punkte.",
    "trick_card.winner": "Diese Karte macht den Stich.",
    # Weis, Stöck, the round, the target, the Schieben.
    "weis.sequence": "{blatt} in {suit} bis {top}",
    "weis.four_of_a_kind": "{rank}",
    "weis.listed": "{weis}: {points} Punkte.",
    "weis.none": "Diese Hand hat keinen Weis.",
    "team": "Team {team}",
    "jasstafel.target": "Ziel {target}",
    "weis_compare.none": "Niemand hat gewiesen: keine Weispunkte.",
    "weis_compare.uncontested": "Nur {team} hat gewiesen: es schreibt alle seine Weis, {points} "
                                "Punkte.",
    "weis_compare.points": "Der beste Weis von {team}, {weis}, zählt mehr Punkte: {team} "
                           "schreibt alle seine Weis ({points}), das andere Team keinen.",
    "weis_compare.cards": "Gleich viele Punkte; der Weis von {team}, {weis}, hat mehr Karten: "
                          "{team} schreibt alle seine Weis ({points}).",
    "weis_compare.top_card": "Gleiche Punkte und Kartenzahl; {weis} von {team} hat die höhere "
                             "Karte: {team} schreibt alle seine Weis ({points}).",
    "weis_compare.trump_suit": "Gleiche Punkte, Karten und höchste Karte; {weis} von {team} "
                               "ist in der Trumpffarbe: {team} schreibt alle seine Weis "
                               "({points}).",
    "weis_compare.seat": "Alles gleich; {player} spielt im ersten Stich früher: {team} schreibt "
                         "alle seine Weis ({points}).",
    "stoeck.holds": "Du hältst König und Ober der Trumpffarbe ({cards}): Stöck, 20 Punkte, "
                    "angesagt mit der zweiten der beiden Karten.",
    "stoeck.not_held": "Du hältst nicht König und Ober der Trumpffarbe: kein Stöck.",
    "stoeck.no_trump": "Bei {contract} gibt es keine Trumpffarbe und damit keinen Stöck.",
    "stoeck_timing.no_trump": "Bei {contract} gibt es keinen Stöck.",
    "stoeck_timing.not_held": "König und Ober der Trumpffarbe wurden nicht beide von {player} "
                              "gespielt: kein Stöck.",
    "stoeck_timing.pending": "Noch offen: der Stöck wird beim Ausspielen der zweiten Karte "
                             "angesagt, bevor die nächste Person sie deckt.",
    "stoeck_timing.too_early": "Zu früh: die erste Karte allein löst noch keine Meldung aus; "
                               "angesagt wird mit der zweiten, {second}.",
    "stoeck_timing.in_time": "Rechtzeitig: angesagt beim Ausspielen der zweiten Karte, "
                             "{second}. Die 20 Punkte zählen.",
    "stoeck_timing.too_late": "Zu spät: {covered} hat {second} schon gedeckt, bevor der Stöck "
                              "angesagt wurde. Die 20 Punkte sind verloren.",
    "round.team": "{team}: {card_points} Kartenpunkte, {last_trick} für den letzten Stich, "
                  "{match} für den Match, {weis} Weis, {stoeck} Stöck; mal {multiplier}: "
                  "{total}.",
    "step.weis": "Weis", "step.stoeck": "Stöck", "step.tricks": "Stichpunkte",
    "target.won": "{team} erreicht das Ziel von {target} im Block {step} und gewinnt; "
                  "geprüft wird in der Reihenfolge {order}.",
    "target.won_both": "Beide Teams erreichen das Ziel von {target} im Block {step}; {team} "
                       "hat mehr Punkte und gewinnt (unsere Lesart, die Regeltexte schweigen "
                       "dazu).",
    "target.none": "Keines der Teams erreicht das Ziel von {target}.",
    "target.tie": "Beide Teams erreichen {target} im Block {step} mit gleich vielen Punkten: "
                  "unentschieden (unsere Lesart).",
    "schieben.chosen": "{vorhand} ist Vorhand, wählt {contract} und spielt den ersten Stich "
                       "aus.",
    "schieben.pushed": "{vorhand} schiebt einmal zu {partner}, der {contract} wählen muss; "
                       "ausspielen tut trotzdem {vorhand}.",
    "rule.J-D1.title": "Unsere Lesart: beide Teams erreichen das Ziel im selben Block",
    "rule.J-D1.text": "Die Regeltexte schweigen dazu. Dann gewinnt das Team mit mehr Punkten; "
                      "bei Gleichstand ist es unentschieden.",
    "player": "Spieler {index}",
    "round.as_played": "Gezählt wie gespielt: {revokes} unerlaubte Karte(n); die Regeltexte "
                       "nennen keine Folge einer Renonce.",
    # Labels of this game's answers on their pages for people (api/pages/pages.py).
    "page.weis": "Weis einer Hand",
    "page.stoeck": "Stöck",
    "trick_card.off_suit_trump_led": "{card} ist kein Trumpf, kann den Stich nicht machen und "
                                     "zählt {points} Punkte; Trumpf wurde ausgespielt.",
    "weis.blatt.3": "Dreiblatt",
    "weis.blatt.4": "Vierblatt",
    "weis.blatt.5": "Fünfblatt",
    "weis.blatt.6": "Sechsblatt",
    "weis.blatt.7": "Siebenblatt",
    "weis.blatt.8": "Achtblatt",
    "weis.blatt.9": "Neunblatt",
    "weis.four.under": "vier Under",
    "weis.four.9": "vier Näll",
    "weis.four.10": "vier Banner",
    "weis.four.ober": "vier Ober",
    "weis.four.king": "vier Könige",
    "weis.four.ace": "vier Asse",
    "french.weis.four.under": "vier Buben",
    "french.weis.four.9": "vier Neuner",
    "french.weis.four.10": "vier Zehner",
    "french.weis.four.ober": "vier Damen",
}

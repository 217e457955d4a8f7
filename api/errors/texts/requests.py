"""The messages of the steps around every request (``api/http``, ``api/seam``, the error
handlers) in de, en and fr: host, sizes, media type, JSON, query parameters, rate limit."""

from __future__ import annotations

EN = {
    "parse.request-line": "the request line cannot be read: send the method, the path and "
                          "HTTP/1.1, separated by single spaces, the path in ASCII",
    "parse.method": "the method is not one of HTTP's: send it in capitals, as GET or POST",
    "parse.version": "the HTTP version cannot be read: send HTTP/1.1",
    "parse.header": "a header field cannot be read: its name or value holds a character HTTP "
                    "does not allow, it is folded, or it is sent twice where it may come once",
    "parse.transfer-coding": "Transfer-Encoding may only be chunked: send the body with a "
                             "Content-Length or in chunks, never both",
    "parse.transfer-coding.field": "chunked, or leave it out",
    "parse.chunks": "the chunks of the request body cannot be read: each chunk is its size in "
                    "hexadecimal digits, CRLF, its data and CRLF, and the last has size 0",
    "parse.expect": "Expect may only be 100-continue",
    "parse.expect.field": "100-continue, or leave it out",
    "parse.line-too-long": "the request line is longer than {line} bytes",
    "parse.headers-too-large": "the header fields are too many or too long: at most {fields} "
                               "fields of at most {field_size} bytes",
    "parse.unreadable": "the request cannot be read as HTTP/1.1",
    "request.not-processed": "the request could not be processed",
    "request.no-resource": "no resource at this URL; see /api/v1/openapi.json for the endpoints",
    "request.method-not-allowed": "this resource allows {allowed}",
    "request.body-over-limit": "the request body is larger than the limit",
    "request.send-json": "send the request body as application/json",
    "request.bad-request": "bad request",
    "request.untrusted-host": "this server does not serve the host named in the Host header",
    "request.not-trusted-host": "not a trusted host",
    "request.target-too-long": "the path and query string are {length} bytes; at most {limit}",
    "request.too-many-headers": "{count} header fields; at most {limit}",
    "request.header-too-long": "the header {name} is longer than {limit} bytes",
    "request.at-most-bytes": "at most {limit} bytes",
    "body.media-type": "send the request body as application/json (got {got})",
    "body.media-type-none": "send the request body as application/json (got no Content-Type)",
    "body.content-type": "Content-Type must be application/json",
    "query.post-takes-none": "unknown query parameter '{name}'; a POST takes no query parameters: "
                             "give the question's fields in the JSON body",
    "query.not-a-parameter": "not a parameter of this operation",
    "query.format-in-path": "the path ends in .{ending}, which names the format: leave "
                            "format out",
    "body.not-utf8": "the request body is not UTF-8: byte {at} (0x{byte}) starts no character",
    "body.not-utf8-short": "not UTF-8",
    "body.not-json": "the request body is not valid JSON: {message}",
    "body.not-json-short": "not valid JSON",
    "body.not-json-shortest": "not JSON",
    "body.over-limit": "the request body is larger than the limit of {limit} bytes",
    "body.member-twice": "the request body gives the member '{name}' twice in one object; give "
                         "each member once",
    "body.given-twice": "given more than once",
    "body.over-budget": "a batch holds at most {budget} JSON values in all (every string, number, "
                        "list and object counts one); split it",
    "body.values-over-budget": "{count} values, more than {budget}",
    "body.lone-surrogate": "a string holds a lone UTF-16 surrogate, which is no Unicode character",
    "body.lone-surrogate-name": "a member name holds a lone UTF-16 surrogate, which is no Unicode "
                                "character",
    "body.lone-surrogate-short": "a string holds a lone surrogate (such as \\ud800)",
    "body.lone-surrogate-name-short": "a member name holds a lone surrogate (such as \\ud800)",
    "body.too-deep": "arrays and objects nest deeper than {limit} levels",
    "body.at-most-levels": "at most {limit} levels",
    "json.expecting-value": "Expecting value: line {line} column {column} (char {char})",
    "json.expecting-name": "Expecting property name enclosed in double quotes: line {line} column "
                           "{column} (char {char})",
    "json.expecting-colon": "Expecting ':' delimiter: line {line} column {column} (char {char})",
    "json.expecting-comma": "Expecting ',' delimiter: line {line} column {column} (char {char})",
    "json.unterminated-string": "Unterminated string starting at: line {line} column {column} "
                                "(char {char})",
    "json.control-character": "Invalid control character at: line {line} column {column} (char "
                              "{char})",
    "json.invalid-escape": "Invalid \\escape: line {line} column {column} (char {char})",
    "json.invalid-unicode-escape": "Invalid \\uXXXX escape: line {line} column {column} (char "
                                   "{char})",
    "json.extra-data": "Extra data: line {line} column {column} (char {char})",
    "json.expecting-value-short": "Expecting value",
    "query.unknown": "unknown query parameter '{name}'; this operation takes {allowed}",
    "query.unknown-none": "unknown query parameter '{name}'; this operation takes no query "
                          "parameters",
    "query.repeated": "query parameter '{name}' is given more than once; give lists "
                      "comma-separated in one parameter",
    "request.invalid": "invalid request",
    "field.must-be-one-of": "{name} must be one of {choices}",
    "field.one-of-list": "one of {choices}",
    "request.rate-limited": "more than {limit} requests in the window; try again in {seconds} s",
    "batch.too-much-work": "this batch asks {work} units of work (a round check counts its plays, "
                           "any other question 1), more than the {budget} a batch may ask; split "
                           "it into {parts} batches or more",
    "batch.work-units": "{work} units of work, more than {budget}",
    "batch.answer-too-large": "the answer would be {size} bytes, more than the limit of {limit}; "
                              "split the batch into {parts} batches or more, of at most "
                              "{per_part} questions each",
    "batch.answer-at-most": "an answer of at most {limit} bytes",
    "request.bad-framing": "the request body's framing is broken ({error}); send it with a "
                           "Content-Length, or as chunks whose sizes are hexadecimal digits, each "
                           "chunk followed by CRLF",
    "request.unreadable-framing": "unreadable framing",
    "metrics.own-port": "no resource at this URL; the metrics are served on a port of their own",
    "metrics.token": "the metrics need this instance's token: send Authorization: Bearer <token>",
    "metrics.bearer": "a Bearer token",
    "metrics.private": "no resource at this URL; the metrics are private to the instance's "
                       "operator",
    "request.rate-limited-work": "this request asks {work} units of work (a round check counts "
                                 "its plays, a batch its questions), more than the {limit} per "
                                 "window allow; try again in {seconds} s",
    "request.rate-limited-work-whole": "this request asks {work} units of work (a round check "
                                       "counts its plays, a batch its questions), more than the "
                                       "{limit} per window allow; try again in {seconds} s; it "
                                       "asks more than the whole limit: split it into requests of "
                                       "at most {units} units",
    "detail.page-full": "a page (format=html or svg) shows the full answer: leave detail out or "
                        "give detail=full",
    "detail.only-full": "only full with format={format}",
}

DE = {
    "parse.request-line": "die Anfragezeile ist nicht lesbar: sende Methode, Pfad und "
                          "HTTP/1.1, durch je ein Leerzeichen getrennt, den Pfad in ASCII",
    "parse.method": "die Methode ist keine von HTTP: sende sie in Großbuchstaben, etwa GET "
                    "oder POST",
    "parse.version": "die HTTP-Version ist nicht lesbar: sende HTTP/1.1",
    "parse.header": "eine Kopfzeile ist nicht lesbar: ihr Name oder Wert enthält ein Zeichen, "
                    "das HTTP nicht erlaubt, sie ist umbrochen, oder sie kommt doppelt, wo sie "
                    "nur einmal kommen darf",
    "parse.transfer-coding": "Transfer-Encoding darf nur chunked sein: sende den Körper mit "
                             "Content-Length oder in Chunks, nie beides",
    "parse.transfer-coding.field": "chunked, oder weglassen",
    "parse.chunks": "die Chunks des Anfragekörpers sind nicht lesbar: jeder Chunk ist seine "
                    "Größe in hexadezimalen Ziffern, CRLF, seine Daten und CRLF, der letzte hat "
                    "die Größe 0",
    "parse.expect": "Expect darf nur 100-continue sein",
    "parse.expect.field": "100-continue, oder weglassen",
    "parse.line-too-long": "die Anfragezeile ist länger als {line} Bytes",
    "parse.headers-too-large": "die Kopfzeilen sind zu viele oder zu lang: höchstens {fields} "
                               "Kopfzeilen von höchstens {field_size} Bytes",
    "parse.unreadable": "die Anfrage ist nicht als HTTP/1.1 lesbar",
    "request.not-processed": "die Anfrage konnte nicht bearbeitet werden",
    "request.no-resource": "unter dieser URL gibt es nichts; die Endpunkte stehen in "
                           "/api/v1/openapi.json",
    "request.method-not-allowed": "diese Ressource erlaubt {allowed}",
    "request.body-over-limit": "der Anfragekörper ist größer als erlaubt",
    "request.send-json": "den Anfragekörper als application/json senden",
    "request.bad-request": "ungültige Anfrage",
    "request.untrusted-host": "dieser Server bedient den im Host-Header genannten Host nicht",
    "request.not-trusted-host": "kein vertrauenswürdiger Host",
    "request.target-too-long": "Pfad und Abfrage sind {length} Bytes lang; höchstens {limit}",
    "request.too-many-headers": "{count} Kopfzeilen; höchstens {limit}",
    "request.header-too-long": "die Kopfzeile {name} ist länger als {limit} Bytes",
    "request.at-most-bytes": "höchstens {limit} Bytes",
    "body.media-type": "den Anfragekörper als application/json senden (erhalten: {got})",
    "body.media-type-none": "den Anfragekörper als application/json senden (ohne Content-Type "
                            "erhalten)",
    "body.content-type": "Content-Type muss application/json sein",
    "query.post-takes-none": "unbekannter Abfrageparameter '{name}'; ein POST nimmt keine "
                             "Abfrageparameter: die Felder der Frage gehören in den JSON-Körper",
    "query.not-a-parameter": "kein Parameter dieser Operation",
    "query.format-in-path": "der Pfad endet auf .{ending}, das nennt das Format: lass "
                            "format weg",
    "body.not-utf8": "der Anfragekörper ist kein UTF-8: Byte {at} (0x{byte}) beginnt kein Zeichen",
    "body.not-utf8-short": "kein UTF-8",
    "body.not-json": "der Anfragekörper ist kein gültiges JSON: {message}",
    "body.not-json-short": "kein gültiges JSON",
    "body.not-json-shortest": "kein JSON",
    "body.over-limit": "der Anfragekörper ist größer als die Grenze von {limit} Bytes",
    "body.member-twice": "der Anfragekörper nennt das Feld '{name}' zweimal im selben Objekt; "
                         "jedes Feld nur einmal angeben",
    "body.given-twice": "mehr als einmal angegeben",
    "body.over-budget": "eine Sammelanfrage umfasst höchstens {budget} JSON-Werte insgesamt (jede "
                        "Zeichenkette, Zahl, Liste und jedes Objekt zählt eins); bitte aufteilen",
    "body.values-over-budget": "{count} Werte, mehr als {budget}",
    "body.lone-surrogate": "eine Zeichenkette enthält ein einzelnes UTF-16-Surrogat, das kein "
                           "Unicode-Zeichen ist",
    "body.lone-surrogate-name": "ein Feldname enthält ein einzelnes UTF-16-Surrogat, das kein "
                                "Unicode-Zeichen ist",
    "body.lone-surrogate-short": "eine Zeichenkette enthält ein einzelnes Surrogat (etwa \\ud800)",
    "body.lone-surrogate-name-short": "ein Feldname enthält ein einzelnes Surrogat (etwa \\ud800)",
    "body.too-deep": "Listen und Objekte sind tiefer als {limit} Ebenen verschachtelt",
    "body.at-most-levels": "höchstens {limit} Ebenen",
    "json.expecting-value": "Wert erwartet: Zeile {line}, Spalte {column} (Zeichen {char})",
    "json.expecting-name": "Feldname in doppelten Anführungszeichen erwartet: Zeile {line}, "
                           "Spalte {column} (Zeichen {char})",
    "json.expecting-colon": "':' erwartet: Zeile {line}, Spalte {column} (Zeichen {char})",
    "json.expecting-comma": "',' erwartet: Zeile {line}, Spalte {column} (Zeichen {char})",
    "json.unterminated-string": "nicht beendete Zeichenkette ab Zeile {line}, Spalte {column} "
                                "(Zeichen {char})",
    "json.control-character": "ungültiges Steuerzeichen: Zeile {line}, Spalte {column} (Zeichen "
                              "{char})",
    "json.invalid-escape": "ungültige \\-Folge: Zeile {line}, Spalte {column} (Zeichen {char})",
    "json.invalid-unicode-escape": "ungültige \\uXXXX-Folge: Zeile {line}, Spalte {column} "
                                   "(Zeichen {char})",
    "json.extra-data": "überzählige Daten: Zeile {line}, Spalte {column} (Zeichen {char})",
    "json.expecting-value-short": "Wert erwartet",
    "query.unknown": "unbekannter Abfrageparameter '{name}'; diese Operation kennt nur {allowed}",
    "query.unknown-none": "unbekannter Abfrageparameter '{name}'; diese Operation nimmt keine "
                          "Abfrageparameter",
    "query.repeated": "der Abfrageparameter '{name}' ist mehrfach angegeben; Listen durch Kommas "
                      "getrennt in einem Parameter angeben",
    "request.invalid": "ungültige Anfrage",
    "field.must-be-one-of": "{name} muss eines von {choices} sein",
    "field.one-of-list": "eines von {choices}",
    "request.rate-limited": "mehr als {limit} Anfragen im Zeitfenster; in {seconds} s wieder "
                            "versuchen",
    "batch.too-much-work": "dieser Stapel verlangt {work} Arbeitseinheiten (eine Rundenprüfung "
                           "zählt ihre Züge, jede andere Frage 1), mehr als die {budget}, die ein "
                           "Stapel verlangen darf; teile ihn in {parts} Stapel oder mehr",
    "batch.work-units": "{work} Arbeitseinheiten, mehr als {budget}",
    "batch.answer-too-large": "die Antwort hätte {size} Bytes, mehr als die Grenze von {limit}; "
                              "teile den Stapel in {parts} Stapel oder mehr, mit höchstens "
                              "{per_part} Fragen je Stapel",
    "batch.answer-at-most": "eine Antwort von höchstens {limit} Bytes",
    "request.bad-framing": "die Rahmung des Anfragekörpers ist kaputt ({error}); sende ihn mit "
                           "Content-Length oder in Chunks, deren Größen hexadezimale Ziffern "
                           "sind, jeder Chunk gefolgt von CRLF",
    "request.unreadable-framing": "unlesbare Rahmung",
    "metrics.own-port": "keine Ressource unter dieser URL; die Metriken werden auf einem eigenen "
                        "Port ausgeliefert",
    "metrics.token": "die Metriken brauchen das Token dieser Instanz: sende Authorization: Bearer "
                     "<token>",
    "metrics.bearer": "ein Bearer-Token",
    "metrics.private": "keine Ressource unter dieser URL; die Metriken sind dem Betreiber der "
                       "Instanz vorbehalten",
    "request.rate-limited-work": "diese Anfrage verlangt {work} Arbeitseinheiten (eine "
                                 "Rundenprüfung zählt ihre Züge, ein Stapel seine Fragen), mehr "
                                 "als die {limit} je Zeitfenster erlaubten; in {seconds} s wieder "
                                 "versuchen",
    "request.rate-limited-work-whole": "diese Anfrage verlangt {work} Arbeitseinheiten (eine "
                                       "Rundenprüfung zählt ihre Züge, ein Stapel seine Fragen), "
                                       "mehr als die {limit} je Zeitfenster erlaubten; in "
                                       "{seconds} s wieder versuchen; sie verlangt mehr als die "
                                       "ganze Grenze: teile sie in Anfragen von höchstens {units} "
                                       "Einheiten",
    "detail.page-full": "eine Seite (format=html oder svg) zeigt die ganze Antwort: lass detail "
                        "weg oder gib detail=full an",
    "detail.only-full": "nur full mit format={format}",
}

FR = {
    "parse.request-line": "la ligne de requête est illisible : envoyez la méthode, le chemin "
                          "et HTTP/1.1, séparés par une seule espace, le chemin en ASCII",
    "parse.method": "la méthode n'est pas une méthode HTTP : envoyez-la en majuscules, comme "
                    "GET ou POST",
    "parse.version": "la version HTTP est illisible : envoyez HTTP/1.1",
    "parse.header": "un en-tête est illisible : son nom ou sa valeur contient un caractère que "
                    "HTTP n'admet pas, il est replié, ou il est envoyé deux fois alors qu'il ne "
                    "peut l'être qu'une",
    "parse.transfer-coding": "Transfer-Encoding ne peut valoir que chunked : envoyez le corps "
                             "avec un Content-Length ou en morceaux, jamais les deux",
    "parse.transfer-coding.field": "chunked, ou omettez-le",
    "parse.chunks": "les morceaux du corps de la requête sont illisibles : chaque morceau est "
                    "sa taille en chiffres hexadécimaux, CRLF, ses données et CRLF, et le "
                    "dernier a la taille 0",
    "parse.expect": "Expect ne peut valoir que 100-continue",
    "parse.expect.field": "100-continue, ou omettez-le",
    "parse.line-too-long": "la ligne de requête dépasse {line} octets",
    "parse.headers-too-large": "les en-têtes sont trop nombreux ou trop longs : au plus "
                               "{fields} en-têtes d'au plus {field_size} octets",
    "parse.unreadable": "la requête est illisible en HTTP/1.1",
    "request.not-processed": "la requête n'a pas pu être traitée",
    "request.no-resource": "rien à cette URL ; les points d'accès sont dans /api/v1/openapi.json",
    "request.method-not-allowed": "cette ressource accepte {allowed}",
    "request.body-over-limit": "le corps de la requête dépasse la limite",
    "request.send-json": "envoyez le corps de la requête en application/json",
    "request.bad-request": "requête invalide",
    "request.untrusted-host": "ce serveur ne sert pas l'hôte nommé dans l'en-tête Host",
    "request.not-trusted-host": "hôte non autorisé",
    "request.target-too-long": "le chemin et la requête font {length} octets ; au plus {limit}",
    "request.too-many-headers": "{count} en-têtes ; au plus {limit}",
    "request.header-too-long": "l'en-tête {name} dépasse {limit} octets",
    "request.at-most-bytes": "au plus {limit} octets",
    "body.media-type": "envoyez le corps de la requête en application/json (reçu : {got})",
    "body.media-type-none": "envoyez le corps de la requête en application/json (reçu sans "
                            "Content-Type)",
    "body.content-type": "Content-Type doit être application/json",
    "query.post-takes-none": "paramètre de requête inconnu « {name} » ; un POST ne prend aucun "
                             "paramètre de requête : donnez les champs de la question dans le "
                             "corps JSON",
    "query.not-a-parameter": "pas un paramètre de cette opération",
    "query.format-in-path": "le chemin se termine par .{ending}, qui indique le format : "
                            "omettez format",
    "body.not-utf8": "le corps de la requête n'est pas en UTF-8 : l'octet {at} (0x{byte}) ne "
                     "commence aucun caractère",
    "body.not-utf8-short": "pas de l'UTF-8",
    "body.not-json": "le corps de la requête n'est pas du JSON valide : {message}",
    "body.not-json-short": "pas du JSON valide",
    "body.not-json-shortest": "pas du JSON",
    "body.over-limit": "le corps de la requête dépasse la limite de {limit} octets",
    "body.member-twice": "le corps de la requête donne deux fois le membre « {name} » dans un "
                         "même objet ; donnez chaque membre une seule fois",
    "body.given-twice": "donné plus d'une fois",
    "body.over-budget": "un lot contient au plus {budget} valeurs JSON en tout (chaque chaîne, "
                        "nombre, liste et objet compte pour une) ; divisez-le",
    "body.values-over-budget": "{count} valeurs, plus de {budget}",
    "body.lone-surrogate": "une chaîne contient un substitut UTF-16 isolé, qui n'est pas un "
                           "caractère Unicode",
    "body.lone-surrogate-name": "un nom de membre contient un substitut UTF-16 isolé, qui n'est "
                                "pas un caractère Unicode",
    "body.lone-surrogate-short": "une chaîne contient un substitut isolé (comme \\ud800)",
    "body.lone-surrogate-name-short": "un nom de membre contient un substitut isolé (comme "
                                      "\\ud800)",
    "body.too-deep": "tableaux et objets s'imbriquent sur plus de {limit} niveaux",
    "body.at-most-levels": "au plus {limit} niveaux",
    "json.expecting-value": "valeur attendue : ligne {line}, colonne {column} (caractère {char})",
    "json.expecting-name": "nom de membre entre guillemets doubles attendu : ligne {line}, "
                           "colonne {column} (caractère {char})",
    "json.expecting-colon": "« : » attendu : ligne {line}, colonne {column} (caractère {char})",
    "json.expecting-comma": "« , » attendue : ligne {line}, colonne {column} (caractère {char})",
    "json.unterminated-string": "chaîne non terminée à partir de la ligne {line}, colonne "
                                "{column} (caractère {char})",
    "json.control-character": "caractère de contrôle invalide : ligne {line}, colonne {column} "
                              "(caractère {char})",
    "json.invalid-escape": "séquence \\ invalide : ligne {line}, colonne {column} (caractère "
                           "{char})",
    "json.invalid-unicode-escape": "séquence \\uXXXX invalide : ligne {line}, colonne {column} "
                                   "(caractère {char})",
    "json.extra-data": "données en trop : ligne {line}, colonne {column} (caractère {char})",
    "json.expecting-value-short": "valeur attendue",
    "query.unknown": "paramètre de requête inconnu « {name} » ; cette opération prend {allowed}",
    "query.unknown-none": "paramètre de requête inconnu « {name} » ; cette opération ne prend "
                          "aucun paramètre de requête",
    "query.repeated": "le paramètre de requête « {name} » est donné plus d'une fois ; donnez les "
                      "listes séparées par des virgules dans un seul paramètre",
    "request.invalid": "requête invalide",
    "field.must-be-one-of": "{name} doit être l'un de {choices}",
    "field.one-of-list": "l'un de {choices}",
    "request.rate-limited": "plus de {limit} requêtes dans la fenêtre ; réessayez dans {seconds} s",
    "batch.too-much-work": "ce lot demande {work} unités de travail (une vérification de donne "
                           "compte ses coups, toute autre question 1), plus que les {budget} "
                           "qu'un lot peut demander ; divisez-le en {parts} lots ou plus",
    "batch.work-units": "{work} unités de travail, plus que {budget}",
    "batch.answer-too-large": "la réponse ferait {size} octets, plus que la limite de {limit} ; "
                              "divisez le lot en {parts} lots ou plus, d'au plus {per_part} "
                              "questions chacun",
    "batch.answer-at-most": "une réponse d'au plus {limit} octets",
    "request.bad-framing": "le découpage du corps de la requête est cassé ({error}) ; envoyez-le "
                           "avec un Content-Length, ou en morceaux dont les tailles sont des "
                           "chiffres hexadécimaux, chaque morceau suivi de CRLF",
    "request.unreadable-framing": "découpage illisible",
    "metrics.own-port": "aucune ressource à cette URL ; les métriques sont servies sur un port à "
                        "part",
    "metrics.token": "les métriques demandent le jeton de cette instance : envoyez l'en-tête "
                     "Authorization avec Bearer <token>",
    "metrics.bearer": "un jeton Bearer",
    "metrics.private": "aucune ressource à cette URL ; les métriques sont réservées à "
                       "l'exploitant de l'instance",
    "request.rate-limited-work": "cette requête demande {work} unités de travail (une "
                                 "vérification de donne compte ses coups, un lot ses questions), "
                                 "plus que les {limit} permises par fenêtre ; réessayez dans "
                                 "{seconds} s",
    "request.rate-limited-work-whole": "cette requête demande {work} unités de travail (une "
                                       "vérification de donne compte ses coups, un lot ses "
                                       "questions), plus que les {limit} permises par fenêtre ; "
                                       "réessayez dans {seconds} s ; elle demande plus que toute "
                                       "la limite : divisez-la en requêtes d'au plus {units} "
                                       "unités",
    "detail.page-full": "une page (format=html ou svg) montre la réponse entière : omettez detail "
                        "ou donnez detail=full",
    "detail.only-full": "seulement full avec format={format}",
}

TEXTS = {"de": DE, "en": EN, "fr": FR}

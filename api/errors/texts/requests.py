"""The messages of the steps around every request (``api/http``, ``api/seam``, the error
handlers) in de, en and fr: host, sizes, media type, JSON, query parameters, rate limit."""

from __future__ import annotations

from api.errors.messages import Message

MESSAGES = (
    # api.errors.handlers, api.schemas.blueprint
    Message("request.not-processed", "the request could not be processed",
            "die Anfrage konnte nicht bearbeitet werden",
            "la requête n'a pas pu être traitée"),
    Message("request.no-resource", "no resource at this URL; see /api/v1/openapi.json for the "
            "endpoints", "unter dieser URL gibt es nichts; die Endpunkte stehen in "
            "/api/v1/openapi.json", "rien à cette URL ; les points d'accès sont dans "
            "/api/v1/openapi.json"),
    Message("request.method-not-allowed", "this resource allows {allowed}",
            "diese Ressource erlaubt {allowed}", "cette ressource accepte {allowed}"),
    Message("request.body-over-limit", "the request body is larger than the limit",
            "der Anfragekörper ist größer als erlaubt",
            "le corps de la requête dépasse la limite"),
    Message("request.send-json", "send the request body as application/json",
            "den Anfragekörper als application/json senden",
            "envoyez le corps de la requête en application/json"),
    Message("request.bad-request", "bad request", "ungültige Anfrage", "requête invalide"),
    # api.http.admission
    Message("request.untrusted-host", "this server does not serve the host named in the Host "
            "header", "dieser Server bedient den im Host-Header genannten Host nicht",
            "ce serveur ne sert pas l'hôte nommé dans l'en-tête Host"),
    Message("request.not-trusted-host", "not a trusted host", "kein vertrauenswürdiger Host",
            "hôte non autorisé"),
    Message("request.target-too-long", "the path and query string are {length} bytes; at most "
            "{limit}", "Pfad und Abfrage sind {length} Bytes lang; höchstens {limit}",
            "le chemin et la requête font {length} octets ; au plus {limit}"),
    Message("request.too-many-headers", "{count} header fields; at most {limit}",
            "{count} Kopfzeilen; höchstens {limit}", "{count} en-têtes ; au plus {limit}"),
    Message("request.header-too-long", "the header {name} is longer than {limit} bytes",
            "die Kopfzeile {name} ist länger als {limit} Bytes",
            "l'en-tête {name} dépasse {limit} octets"),
    Message("request.at-most-bytes", "at most {limit} bytes", "höchstens {limit} Bytes",
            "au plus {limit} octets"),
    # api.http.json_body
    Message("body.media-type", "send the request body as application/json (got {got})",
            "den Anfragekörper als application/json senden (erhalten: {got})",
            "envoyez le corps de la requête en application/json (reçu : {got})"),
    Message("body.media-type-none", "send the request body as application/json (got no "
            "Content-Type)", "den Anfragekörper als application/json senden (ohne "
            "Content-Type erhalten)", "envoyez le corps de la requête en application/json "
            "(reçu sans Content-Type)"),
    Message("body.content-type", "Content-Type must be application/json",
            "Content-Type muss application/json sein",
            "Content-Type doit être application/json"),
    Message("query.post-takes-none", "unknown query parameter '{name}'; a POST takes no query "
            "parameters: give the question's fields in the JSON body",
            "unbekannter Abfrageparameter '{name}'; ein POST nimmt keine Abfrageparameter: "
            "die Felder der Frage gehören in den JSON-Körper",
            "paramètre de requête inconnu « {name} » ; un POST ne prend aucun paramètre de "
            "requête : donnez les champs de la question dans le corps JSON"),
    Message("query.not-a-parameter", "not a parameter of this operation",
            "kein Parameter dieser Operation", "pas un paramètre de cette opération"),
    Message("body.not-utf8", "the request body is not UTF-8: byte {at} (0x{byte}) starts no "
            "character", "der Anfragekörper ist kein UTF-8: Byte {at} (0x{byte}) beginnt kein "
            "Zeichen", "le corps de la requête n'est pas en UTF-8 : l'octet {at} (0x{byte}) "
            "ne commence aucun caractère"),
    Message("body.not-utf8-short", "not UTF-8", "kein UTF-8", "pas de l'UTF-8"),
    Message("body.not-json", "the request body is not valid JSON: {message}",
            "der Anfragekörper ist kein gültiges JSON: {message}",
            "le corps de la requête n'est pas du JSON valide : {message}"),
    Message("body.not-json-short", "not valid JSON", "kein gültiges JSON",
            "pas du JSON valide"),
    Message("body.not-json-shortest", "not JSON", "kein JSON", "pas du JSON"),
    Message("body.over-limit", "the request body is larger than the limit of {limit} bytes",
            "der Anfragekörper ist größer als die Grenze von {limit} Bytes",
            "le corps de la requête dépasse la limite de {limit} octets"),
    Message("body.member-twice", "the request body gives the member '{name}' twice in one "
            "object; give each member once", "der Anfragekörper nennt das Feld '{name}' "
            "zweimal im selben Objekt; jedes Feld nur einmal angeben",
            "le corps de la requête donne deux fois le membre « {name} » dans un même "
            "objet ; donnez chaque membre une seule fois"),
    Message("body.given-twice", "given more than once", "mehr als einmal angegeben",
            "donné plus d'une fois"),
    Message("body.over-budget", "a batch holds at most {budget} JSON values in all (every "
            "string, number, list and object counts one); split it",
            "eine Sammelanfrage umfasst höchstens {budget} JSON-Werte insgesamt (jede "
            "Zeichenkette, Zahl, Liste und jedes Objekt zählt eins); bitte aufteilen",
            "un lot contient au plus {budget} valeurs JSON en tout (chaque chaîne, nombre, "
            "liste et objet compte pour une) ; divisez-le"),
    Message("body.values-over-budget", "{count} values, more than {budget}",
            "{count} Werte, mehr als {budget}", "{count} valeurs, plus de {budget}"),
    Message("body.lone-surrogate", "a string holds a lone UTF-16 surrogate, which is no "
            "Unicode character", "eine Zeichenkette enthält ein einzelnes UTF-16-Surrogat, "
            "das kein Unicode-Zeichen ist", "une chaîne contient un substitut UTF-16 isolé, "
            "qui n'est pas un caractère Unicode"),
    Message("body.lone-surrogate-name", "a member name holds a lone UTF-16 surrogate, which "
            "is no Unicode character", "ein Feldname enthält ein einzelnes UTF-16-Surrogat, "
            "das kein Unicode-Zeichen ist", "un nom de membre contient un substitut UTF-16 "
            "isolé, qui n'est pas un caractère Unicode"),
    Message("body.lone-surrogate-short", "a string holds a lone surrogate (such as \\ud800)",
            "eine Zeichenkette enthält ein einzelnes Surrogat (etwa \\ud800)",
            "une chaîne contient un substitut isolé (comme \\ud800)"),
    Message("body.lone-surrogate-name-short", "a member name holds a lone surrogate (such as "
            "\\ud800)", "ein Feldname enthält ein einzelnes Surrogat (etwa \\ud800)",
            "un nom de membre contient un substitut isolé (comme \\ud800)"),
    Message("body.too-deep", "arrays and objects nest deeper than {limit} levels",
            "Listen und Objekte sind tiefer als {limit} Ebenen verschachtelt",
            "tableaux et objets s'imbriquent sur plus de {limit} niveaux"),
    Message("body.at-most-levels", "at most {limit} levels", "höchstens {limit} Ebenen",
            "au plus {limit} niveaux"),
    # The standard library's JSON messages, as ``body.not-json`` quotes them.
    Message("json.expecting-value", "Expecting value: line {line} column {column} (char "
            "{char})", "Wert erwartet: Zeile {line}, Spalte {column} (Zeichen {char})",
            "valeur attendue : ligne {line}, colonne {column} (caractère {char})"),
    Message("json.expecting-name", "Expecting property name enclosed in double quotes: line "
            "{line} column {column} (char {char})", "Feldname in doppelten Anführungszeichen "
            "erwartet: Zeile {line}, Spalte {column} (Zeichen {char})", "nom de membre entre "
            "guillemets doubles attendu : ligne {line}, colonne {column} (caractère {char})"),
    Message("json.expecting-colon", "Expecting ':' delimiter: line {line} column {column} "
            "(char {char})", "':' erwartet: Zeile {line}, Spalte {column} (Zeichen {char})",
            "« : » attendu : ligne {line}, colonne {column} (caractère {char})"),
    Message("json.expecting-comma", "Expecting ',' delimiter: line {line} column {column} "
            "(char {char})", "',' erwartet: Zeile {line}, Spalte {column} (Zeichen {char})",
            "« , » attendue : ligne {line}, colonne {column} (caractère {char})"),
    Message("json.unterminated-string", "Unterminated string starting at: line {line} column "
            "{column} (char {char})", "nicht beendete Zeichenkette ab Zeile {line}, Spalte "
            "{column} (Zeichen {char})", "chaîne non terminée à partir de la ligne {line}, "
            "colonne {column} (caractère {char})"),
    Message("json.control-character", "Invalid control character at: line {line} column "
            "{column} (char {char})", "ungültiges Steuerzeichen: Zeile {line}, Spalte {column} "
            "(Zeichen {char})", "caractère de contrôle invalide : ligne {line}, colonne "
            "{column} (caractère {char})"),
    Message("json.invalid-escape", "Invalid \\escape: line {line} column {column} (char "
            "{char})", "ungültige \\-Folge: Zeile {line}, Spalte {column} (Zeichen {char})",
            "séquence \\ invalide : ligne {line}, colonne {column} (caractère {char})"),
    Message("json.invalid-unicode-escape", "Invalid \\uXXXX escape: line {line} column "
            "{column} (char {char})", "ungültige \\uXXXX-Folge: Zeile {line}, Spalte {column} "
            "(Zeichen {char})", "séquence \\uXXXX invalide : ligne {line}, colonne {column} "
            "(caractère {char})"),
    Message("json.extra-data", "Extra data: line {line} column {column} (char {char})",
            "überzählige Daten: Zeile {line}, Spalte {column} (Zeichen {char})",
            "données en trop : ligne {line}, colonne {column} (caractère {char})"),
    Message("json.expecting-value-short", "Expecting value", "Wert erwartet",
            "valeur attendue"),
    # api.seam.parser
    Message("query.unknown", "unknown query parameter '{name}'; this operation takes "
            "{allowed}", "unbekannter Abfrageparameter '{name}'; diese Operation nimmt "
            "{allowed}", "paramètre de requête inconnu « {name} » ; cette opération prend "
            "{allowed}"),
    Message("query.unknown-none", "unknown query parameter '{name}'; this operation takes no "
            "query parameters", "unbekannter Abfrageparameter '{name}'; diese Operation nimmt "
            "keine Abfrageparameter", "paramètre de requête inconnu « {name} » ; cette "
            "opération ne prend aucun paramètre de requête"),
    Message("query.repeated", "query parameter '{name}' is given more than once; give lists "
            "comma-separated in one parameter", "der Abfrageparameter '{name}' ist mehrfach "
            "angegeben; Listen durch Kommas getrennt in einem Parameter angeben",
            "le paramètre de requête « {name} » est donné plus d'une fois ; donnez les listes "
            "séparées par des virgules dans un seul paramètre"),
    Message("request.invalid", "invalid request", "ungültige Anfrage", "requête invalide"),
    # api.http.negotiation, api.http.rate_limit
    Message("field.must-be-one-of", "{name} must be one of {choices}", "{name} muss eines von "
            "{choices} sein", "{name} doit être l'un de {choices}"),
    Message("field.one-of-list", "one of {choices}", "eines von {choices}", "l'un de {choices}"),
    Message("request.rate-limited", "more than {limit} requests in the window; try again in "
            "{seconds} s", "mehr als {limit} Anfragen im Zeitfenster; in {seconds} s wieder "
            "versuchen", "plus de {limit} requêtes dans la fenêtre ; réessayez dans "
            "{seconds} s"),
    # issue 28: work-based limits, framing, the metrics' token and port
    Message("batch.too-much-work", "this batch asks {work} units of work (a round check counts "
            "its plays, any other question 1), more than the {budget} a batch may ask; split it "
            "into {parts} batches or more", "dieser Stapel verlangt {work} Arbeitseinheiten (eine "
            "Rundenprüfung zählt ihre Züge, jede andere Frage 1), mehr als die {budget}, die ein "
            "Stapel verlangen darf; teile ihn in {parts} Stapel oder mehr",
            "ce lot demande {work} unités de travail (une vérification de donne compte ses "
            "coups, toute autre question 1), plus que les {budget} qu'un lot peut demander ; "
            "divisez-le en {parts} lots ou plus"),
    Message("batch.work-units", "{work} units of work, more than {budget}",
            "{work} Arbeitseinheiten, mehr als {budget}",
            "{work} unités de travail, plus que {budget}"),
    Message("batch.answer-too-large", "the answer would be {size} bytes, more than the limit of "
            "{limit}; split the batch into {parts} batches or more, of at most {per_part} "
            "questions each", "die Antwort hätte {size} Bytes, mehr als die Grenze von {limit}; "
            "teile den Stapel in {parts} Stapel oder mehr, mit höchstens {per_part} Fragen je "
            "Stapel", "la réponse ferait {size} octets, plus que la limite de {limit} ; divisez "
            "le lot en {parts} lots ou plus, d'au plus {per_part} questions chacun"),
    Message("batch.answer-at-most", "an answer of at most {limit} bytes",
            "eine Antwort von höchstens {limit} Bytes", "une réponse d'au plus {limit} octets"),
    Message("request.bad-framing", "the request body's framing is broken ({error}); send it "
            "with a Content-Length, or as chunks whose sizes are hexadecimal digits, each chunk "
            "followed by CRLF", "die Rahmung des Anfragekörpers ist kaputt ({error}); sende ihn "
            "mit Content-Length oder in Chunks, deren Größen hexadezimale Ziffern sind, jeder "
            "Chunk gefolgt von CRLF", "le découpage du corps de la requête est cassé ({error}) ; "
            "envoyez-le avec un Content-Length, ou en morceaux dont les tailles sont des "
            "chiffres hexadécimaux, chaque morceau suivi de CRLF"),
    Message("request.unreadable-framing", "unreadable framing", "unlesbare Rahmung",
            "découpage illisible"),
    Message("metrics.own-port", "no resource at this URL; the metrics are served on a port of "
            "their own", "keine Ressource unter dieser URL; die Metriken werden auf einem "
            "eigenen Port ausgeliefert", "aucune ressource à cette URL ; les métriques sont "
            "servies sur un port à part"),
    Message("metrics.token", "the metrics need this instance's token: send Authorization: "
            "Bearer <token>", "die Metriken brauchen das Token dieser Instanz: sende "
            "Authorization: Bearer <token>", "les métriques demandent le jeton de cette "
            "instance : envoyez l'en-tête Authorization avec Bearer <token>"),
    Message("metrics.bearer", "a Bearer token", "ein Bearer-Token", "un jeton Bearer"),
    Message("request.rate-limited-work", "this request asks {work} units of work (a round check "
            "counts its plays, a batch its questions), more than the {limit} per window allow; "
            "try again in {seconds} s", "diese Anfrage verlangt {work} Arbeitseinheiten (eine "
            "Rundenprüfung zählt ihre Züge, ein Stapel seine Fragen), mehr als die {limit} je "
            "Zeitfenster erlaubten; in {seconds} s wieder versuchen", "cette requête demande "
            "{work} unités de travail (une vérification de donne compte ses coups, un lot ses "
            "questions), plus que les {limit} permises par fenêtre ; réessayez dans {seconds} s"),
    Message("request.rate-limited-work-whole", "this request asks {work} units of work (a round "
            "check counts its plays, a batch its questions), more than the {limit} per window "
            "allow; try again in {seconds} s; it asks more than the whole limit: split it into "
            "requests of at most {units} units", "diese Anfrage verlangt {work} Arbeitseinheiten "
            "(eine Rundenprüfung zählt ihre Züge, ein Stapel seine Fragen), mehr als die {limit} "
            "je Zeitfenster erlaubten; in {seconds} s wieder versuchen; sie verlangt mehr als "
            "die ganze Grenze: teile sie in Anfragen von höchstens {units} Einheiten",
            "cette requête demande {work} unités de travail (une vérification de donne compte "
            "ses coups, un lot ses questions), plus que les {limit} permises par fenêtre ; "
            "réessayez dans {seconds} s ; elle demande plus que toute la limite : divisez-la en "
            "requêtes d'au plus {units} unités"),
    # issue 22: a page is made of the full answer
    Message("detail.page-full", "a page (format=html or svg) shows the full answer: leave detail "
            "out or give detail=full", "eine Seite (format=html oder svg) zeigt die ganze "
            "Antwort: lass detail weg oder gib detail=full an", "une page (format=html ou svg) "
            "montre la réponse entière : omettez detail ou donnez detail=full"),
    Message("detail.only-full", "only full with format={format}", "nur full mit format={format}",
            "seulement full avec format={format}"),
)

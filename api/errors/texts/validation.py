"""marshmallow's and webargs' messages in de, en and fr (``Missing data for required field.``,
``Unknown field.``, …), as the request schemas give them (the test of the catalogue walks every
field and validator of the app's request schemas and asks each of its messages here)."""

from __future__ import annotations

from api.errors.messages import Message

MESSAGES = (
    Message("field.missing", "Missing data for required field.", "Pflichtfeld fehlt.",
            "Champ obligatoire manquant."),
    Message("field.null", "Field may not be null.", "Das Feld darf nicht null sein.",
            "Le champ ne peut pas être null."),
    Message("field.unknown", "Unknown field.", "Unbekanntes Feld.", "Champ inconnu."),
    Message("field.invalid-input-type", "Invalid input type.", "Ungültiger Eingabetyp.",
            "Type d'entrée invalide."),
    Message("field.invalid-type", "Invalid type.", "Ungültiger Typ.", "Type invalide."),
    Message("field.invalid-value", "Invalid value.", "Ungültiger Wert.", "Valeur invalide."),
    Message("field.not-a-string", "Not a valid string.", "Keine gültige Zeichenkette.",
            "Chaîne de caractères invalide."),
    Message("field.not-utf8", "Not a valid utf-8 string.", "Keine gültige UTF-8-Zeichenkette.",
            "Chaîne UTF-8 invalide."),
    Message("field.not-an-integer", "Not a valid integer.", "Keine gültige ganze Zahl.",
            "Nombre entier invalide."),
    Message("field.not-a-number", "Not a valid number.", "Keine gültige Zahl.",
            "Nombre invalide."),
    Message("field.number-too-large", "Number too large.", "Zahl zu groß.",
            "Nombre trop grand."),
    Message("field.not-special-number", "Special numeric values (nan or infinity) are not "
            "permitted.", "Besondere Zahlenwerte (nan oder unendlich) sind nicht erlaubt.",
            "Les valeurs numériques spéciales (nan ou infini) ne sont pas permises."),
    Message("field.not-a-boolean", "Not a valid boolean.", "Kein gültiger Wahrheitswert.",
            "Booléen invalide."),
    Message("field.not-a-list", "Not a valid list.", "Keine gültige Liste.",
            "Liste invalide."),
    Message("field.not-a-tuple", "Not a valid tuple.", "Kein gültiges Tupel.",
            "Tuple invalide."),
    Message("field.not-a-mapping", "Not a valid mapping type.", "Kein gültiges Objekt.",
            "Objet invalide."),
    Message("field.one-of", "Must be one of: {choices}.", "Muss einer dieser Werte sein: "
            "{choices}.", "Doit être l'une de ces valeurs : {choices}."),
    Message("field.pattern", "String does not match expected pattern.",
            "Die Zeichenkette passt nicht zum erwarteten Muster.",
            "La chaîne ne correspond pas au motif attendu."),
    Message("field.length-between", "Length must be between {min} and {max}.",
            "Die Länge muss zwischen {min} und {max} liegen.",
            "La longueur doit être comprise entre {min} et {max}."),
    Message("field.length-equal", "Length must be {equal}.", "Die Länge muss {equal} sein.",
            "La longueur doit être de {equal}."),
    Message("field.length-max", "Longer than maximum length {max}.",
            "Länger als die Höchstlänge {max}.", "Plus long que la longueur maximale {max}."),
    Message("field.length-min", "Shorter than minimum length {min}.",
            "Kürzer als die Mindestlänge {min}.",
            "Plus court que la longueur minimale {min}."),
    Message("field.range", "Must be greater than or equal to {min} and less than or equal to "
            "{max}.", "Muss größer oder gleich {min} und kleiner oder gleich {max} sein.",
            "Doit être supérieur ou égal à {min} et inférieur ou égal à {max}."),
    Message("field.range-min", "Must be greater than or equal to {min}.",
            "Muss größer oder gleich {min} sein.", "Doit être supérieur ou égal à {min}."),
    Message("field.range-max", "Must be less than or equal to {max}.",
            "Muss kleiner oder gleich {max} sein.", "Doit être inférieur ou égal à {max}."),
    Message("field.equal", "Must be equal to {other}.", "Muss gleich {other} sein.",
            "Doit être égal à {other}."),
    Message("field.contract-as-text", "'{slug}' is the GET form of a contract; a JSON body "
            "gives it as an object: {json}", "'{slug}' ist die GET-Form eines Spiels; ein "
            "JSON-Körper gibt es als Objekt an: {json}", "« {slug} » est la forme GET d'un "
            "contrat ; un corps JSON le donne sous forme d'objet : {json}"),
    Message("field.invalid-input", "Invalid input.", "Ungültige Eingabe.", "Entrée invalide."),
)

"""Skat's named examples: each a permalink (or a body posted to a path) tied to a rule and the
sentence of the rule text it shows, among them the ISkO's own figures and the Skatgericht's
cases (Karo held at 22, 45 held with the Kreuz-Bube in the Skat, Null Hand played open)."""

from __future__ import annotations

from api.games.named_example import Example, titled
from api.games.skat.round import ROUND_EXAMPLE

L = "/api/v1/skat/legal-cards?"
SCORE = "/api/v1/skat/score"

_EXAMPLES = (
    Example("skat-jack-led-is-trump", "Clubs game: a led Jack of Hearts asks for trump", "skat",
            "S-14", "Die einzelnen Farben haben natürlich nur noch sieben Karten, denn die "
            "achte Karte jeder Farbe, der Bube, ist ja ständiger Trumpf.",
            L + "contract=suit:clubs&hand=DJ,H7,HA,S8&trick=HJ"),
    Example("skat-jack-is-not-its-suit", "Clubs game: the Jack of Hearts does not follow Hearts",
            "skat", "S-14", "Die einzelnen Farben haben natürlich nur noch sieben Karten, denn "
            "die achte Karte jeder Farbe, der Bube, ist ja ständiger Trumpf.",
            L + "contract=suit:clubs&hand=HJ,H7,S8&trick=HA&lang=en"),
    Example("skat-only-the-jack-is-void", "Only the Jack of the led suit: void", "skat",
            "S-14", "Die einzelnen Farben haben natürlich nur noch sieben Karten, denn die "
            "achte Karte jeder Farbe, der Bube, ist ja ständiger Trumpf.",
            L + "contract=suit:clubs&hand=HJ,S8,D9&trick=HA"),
    Example("skat-grand-jack-led", "Grand: a Jack led asks for a Jack", "skat", "S-9",
            "Bei den Grandspielen sind nur die Buben in der Rangfolge ihrer Farben Trumpf.",
            L + "contract=grand&hand=C7,CA,HJ&trick=CJ&lang=fr"),
    Example("skat-null-jack-in-its-suit", "Null: the Jack follows its own suit", "skat",
            "S-10", "Bei den Nullspielen gelten auch die Buben als Farbe.",
            L + "contract=null&hand=CJ,C7,H8&trick=CA&lang=en"),
    Example("skat-no-duty-to-trump", "Void: any card, no duty to trump", "skat", "S-15",
            "Ein Zwang zum Übernehmen des Stiches … besteht nicht. Es besteht auch kein Zwang "
            "zum Stechen.", L + "contract=suit:hearts&hand=H7,D8,C9&trick=SA"),
    Example("skat-german-deck", "The German deck's names: Eichel, Grün, Rot, Schellen",
            "skat", "S-1", "Die Farben in ihrer Rangfolge sind Kreuz (Eicheln), Pik (Grün), "
            "Herz (Rot) und Karo (Schellen).",
            L + "contract=suit:acorns&hand=eichel-unter,rot-7,rot-daus&trick=rot-unter"
                "&deck=german"),
    Example("skat-trick-jack-beats-ace", "The lowest trump takes the Ace", "skat", "S-16",
            "selbst mit dem niedrigsten Trumpf können auch die Asse oder jede andere Karte der "
            "drei übrigen Farben gestochen werden",
            "/api/v1/skat/trick?contract=suit:clubs&trick=HA,DJ,H10"),
    Example("skat-bids", "The 63 Reizwerte", "skat", "S-6", "Entsprechend dem niedrigsten "
            "Spielwert für Karo mit oder ohne 1 Spitze, einfach gewonnen, beträgt das "
            "Mindestreizgebot 18.", "/api/v1/skat/bids"),
    Example("skat-kreuz-ouvert-108", "Clubs ouvert with two: 9 × 12 = 108", "skat", "S-25",
            "Ein Kreuz ouvert mit zweien zählt demnach 9 x 12 = 108 Punkte", SCORE,
            {"contract": {"type": "suit", "trump": "clubs", "ouvert": True}, "bid": 108,
             "declarer_cards": ["CJ", "SJ", "CA", "C10", "CK", "CQ", "C9", "C8", "C7", "HA"],
             "skat": ["H7", "H8"], "declarer_points": 120, "declarer_trick_count": 10}),
    Example("skat-karo-held-at-22", "Skatgericht: Diamonds held at 22, lost 54", "skat", "S-28",
            "Nun beträgt aber der Punktwert eines bis 22 gereizten und angesagten Karospiels "
            "bereits 27 … kann sich aber gleich mit 54 Minuspunkten strecken.", SCORE,
            {"contract": {"type": "suit", "trump": "diamonds"}, "bid": 22,
             "declarer_cards": ["HJ", "DJ", "DA", "D10", "DK", "D9", "SA", "S7", "H7", "H8"],
             "skat": ["C7", "C8"], "declarer_points": 50, "declarer_trick_count": 4}),
    Example("skat-45-kreuz-bube-in-skat", "Skatgericht: 45 held, the Jack of Clubs in the Skat",
            "skat", "S-27", "Es ist das Vielfache des Grundwertes des angesagten Spiels zu "
            "berechnen, dass der Reizwert mindestens eingestellt wird.", SCORE,
            {"contract": {"type": "suit", "trump": "diamonds", "hand": True}, "bid": 45,
             "declarer_cards": ["DJ", "DA", "D10", "DK", "DQ", "D9", "SA", "S10", "HA", "H10"],
             "skat": ["CJ", "C7"], "declarer_points": 80, "declarer_trick_count": 7,
             "lang": "en"}),
    Example("skat-null-hand-played-open", "Skatgericht: Null Hand played open, 59", "skat",
            "S-26", "Ein Nullspiel ist für den Alleinspieler gewonnen, wenn er keinen Stich "
            "macht.", SCORE,
            {"contract": {"type": "null", "hand": True, "ouvert": True}, "bid": 59,
             "declarer_cards": ["C7", "C8", "C9", "S7", "S8", "S9", "H7", "H8", "H9", "D7"],
             "skat": ["DA", "D10"], "declarer_points": 21, "declarer_trick_count": 0}),
    Example("skat-schneider-announced-missed", "Schneider announced and missed", "skat",
            "S-24", "Erreicht er sie nicht, hat er das Spiel mindestens in der angesagten "
            "Gewinnstufe verloren.", SCORE,
            {"contract": {"type": "suit", "trump": "clubs", "hand": True, "schneider": True},
             "bid": 18,
             "declarer_cards": ["CJ", "CA", "C10", "C9", "C8", "HA", "H10", "SA", "S10", "D7"],
             "skat": ["HJ", "D8"], "declarer_points": 85, "declarer_trick_count": 8,
             "lang": "fr"}),
    Example("skat-round-jack-trumps-ace", "A whole round: a Jack trumps the led Ace", "skat",
            "S-16", "selbst mit dem niedrigsten Trumpf können auch die Asse oder jede andere "
            "Karte der drei übrigen Farben gestochen werden", "/api/v1/skat/rounds/check",
            ROUND_EXAMPLE),
)

EXAMPLES = titled(_EXAMPLES)

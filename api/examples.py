"""Named examples: each a permalink (a GET URL of the API) tied to a rule and the sentence of
the rule text it shows; a question that has no GET form (a whole round) is an example with a
``body``, posted to its path (``method`` POST). Their responses are generated from the engine
into ``api/data/examples.json`` (``python -m api.examples``); a test fails when one drifts."""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from flask.testing import FlaskClient

from api.jass import ROUND_EXAMPLE as JASS_ROUND
from api.schafkopf_round import ROUND_EXAMPLE as SCHAFKOPF_ROUND
from api.schnapsen_round import ROUND_EXAMPLE as SCHNAPSEN_ROUND
from api.service import EXAMPLES_FILE


@dataclass(frozen=True, slots=True)
class Example:
    id: str
    title: str
    game: str
    rule: str
    source: str  # the sentence of the rule text this example shows
    permalink: str  # a GET URL; with a body, the path the body is posted to
    body: Mapping[str, Any] | None = None


J = "/api/v1/jass/legal-cards?"
N = "/api/v1/schnapsen/legal-cards?"
K = "/api/v1/schafkopf/legal-cards?"
HISTORY = "LA,LK,L8,L7;BA,B10,B9,BK;HA,HK,H9,H8;B7,AK,A8,BU;LU,LO,AO,BO"
# A finished Schieber round, the hands read from its 36 plays: the count adds up to 157.
JASS_FINISHED_ROUND = {
    "contract": {"type": "trump", "trump": "bells"}, "leader": 1, "lang": "en",
    "plays": ["BU", "B9", "BK", "B6", "A10", "A9", "AK", "AA", "SA", "SK", "S10", "S8", "S9",
              "S6", "RK", "SO", "SU", "S7", "RU", "AU", "R8", "R7", "R9", "R6", "AO", "BO",
              "A7", "B7", "B8", "RO", "B10", "A6", "RA", "A8", "BA", "R10"]}

EXAMPLES = (
    Example("jass-farbzwang", "Farbzwang: Schellen-Sechs", "jass", "J-L2",
            "Spielt die Vorhand beispielsweise Schellen aus und du hältst eine Schellen-Sechs, "
            "musst du Schellen legen.", J + "contract=trump:roses&hand=B6,R9,A7&trick=B10,BK"),
    Example("jass-trump-or-discard", "Void: trump or discard", "jass", "J-L3",
            "Du darfst Herz trumpfen oder Schellen abwerfen.",
            J + "contract=trump:roses&hand=R7,B8&trick=A10"),
    Example("jass-must-overtrump", "Eicheln-Acht over Eicheln-Sieben", "jass", "J-L5",
            "Du musst deshalb die Eicheln-Acht spielen.",
            J + "contract=trump:acorns&hand=A8,A6&trick=R6,A7"),
    Example("jass-undertrump-allowed", "No higher trump: a lower one is allowed", "jass",
            "J-L4", "Du hältst nur die Eicheln-Sechs und keine höhere Trumpfkarte. Dann darfst "
            "du die Eicheln-Sechs legen.", J + "contract=trump:acorns&hand=A6&trick=R6,AO"),
    Example("jass-puur-kept-back", "The Puur may be kept back", "jass", "J-L6",
            "Du darfst den Eicheln-König abwerfen ... Der Puur muss nicht in den Stich gelegt "
            "werden.", J + "contract=trump:bells&hand=BU,AK&trick=R6&lang=en"),
    Example("jass-puur-not-instead", "The Puur may not replace the led suit", "jass", "J-L2",
            "Der Puur darf nicht freiwillig an die Stelle einer vorhandenen Karte der "
            "ausgespielten Farbe treten.", J + "contract=trump:roses&hand=B6,RU&trick=B9"),
    Example("jass-puur-counts-higher", "Holding the Puur, no undertrumping", "jass", "J-L10",
            "Falls du Herz-Sechs spielen willst und bereits ein höherer Trumpf im Stich liegt, "
            "musst du zusätzlich die Untertrumpfregel prüfen.",
            J + "contract=trump:roses&hand=RU,R6,B8&trick=A9,R10"),
    Example("jass-nell-must", "The Nell must beat the Acht", "jass", "J-L5",
            "Der Nell ist höher als die Acht und muss gespielt werden.",
            J + "contract=trump:acorns&hand=A9,A6&trick=R6,A8"),
    Example("jass-puur-alone-trump-lead", "Trump led, the Puur is the only trump", "jass",
            "J-L6", "Der Puur ist von der Pflicht zum Trumpfen ausgenommen.",
            J + "contract=trump:acorns&hand=AU,B7,R8&trick=A6&lang=fr"),
    Example("jass-obenabe-farbzwang", "Obenabe keeps the Farbzwang", "jass", "J-L8",
            "Bei Obenabe und Undenufe gibt es keinen Trumpf. Der Farbzwang bleibt trotzdem "
            "bestehen.", J + "contract=obenabe&hand=R7,AA,SU&trick=R6"),
    Example("jass-standard-trump-instead", "Standard ruleset: trumping instead of following",
            "jass", "J-V1", "Even if another suit is led (established), a player may elect to "
            "play a trump, even if they also have a card in the established suit.",
            J + "contract=trump:roses&hand=B6,RU,R6,A7&trick=B9&ruleset=standard&lang=en"),
    Example("jass-trick-lowest-trump", "The lowest trump beats every other suit", "jass",
            "J-8", "Spielt jemand Trumpf, schlägt der niedrigste Trumpf jede Karte einer "
            "anderen Farbe.", "/api/v1/jass/trick?contract=trump:roses&trick=BA,R6,BK,B10"),
    Example("jass-trick-obenabe", "Obenabe: the Ass takes the trick", "jass", "J-9",
            "Wird eine Farbe ausgespielt und liegen A, K und U dieser Farbe, macht das Ass den "
            "Stich.", "/api/v1/jass/trick?contract=obenabe&trick=BK,BU,BA,AK&lang=en"),
    Example("jass-trick-undenufe", "Undenufe: the Sechs takes the trick", "jass", "J-9",
            "Bei Undenufe würde dagegen die 6 derselben Farbe über 7, 8 und allen weiteren "
            "Karten dieser Farbe stehen.",
            "/api/v1/jass/trick?contract=undenufe&trick=B8,B6,B7,A6"),
    Example("jass-weis", "Four Unders and a sequence", "jass", "R6",
            "Der Weis wird nie umgekehrt — er zählt immer von der Sechs aufwärts.",
            "/api/v1/jass/weis?hand=R6,R7,R8,R9,AU,BU,RU,SU,SA"),
    Example("jass-stoeck", "Stöck: King and Ober of trumps", "jass", "J-S1",
            "Der Stöck besteht aus König und Ober der Trumpffarbe in einer Hand.",
            "/api/v1/jass/stoeck?contract=trump:roses&hand=RK,RO,A6"),
    Example("schnapsen-free-play", "Talon open: free play", "schnapsen", "N-4",
            "Solange der Talon offen ist, ist Schnapsen ein freies Spiel",
            N + "contract=hearts&hand=AK,HU,LA,BU,BO&trick=AA&talon=open"),
    Example("schnapsen-stage-1", "Stage 1: head the trick", "schnapsen", "N-5",
            "Hast du eine höhere Karte der ausgespielten Farbe, musst du sie spielen.",
            N + "contract=hearts&hand=AA,AU,HU,LA,B10&trick=AK&talon=closed"),
    Example("schnapsen-stage-2", "Stage 2: follow lower", "schnapsen", "N-5",
            "Hast du die Farbe nur niedriger, musst du eine dieser Karten zugeben – auch wenn "
            "du damit den Stich verlierst.",
            N + "contract=hearts&hand=AK,AU,HU,LA,B10&trick=AA&talon=closed"),
    Example("schnapsen-stage-3", "Stage 3: trump", "schnapsen", "N-5",
            "Hast du die Farbe nicht, aber Trumpf, musst du stechen.",
            N + "contract=hearts&hand=HU,HA,LA,L10,BK&trick=AK&talon=closed&lang=en"),
    Example("schnapsen-stage-4", "Stage 4: anything", "schnapsen", "N-5",
            "Erst wenn du weder die ausgespielte Farbe noch einen Trumpf hast, darfst du "
            "irgendeine Karte spielen.",
            N + "contract=hearts&hand=LA,L10,BK,BO,LU&trick=AA&talon=exhausted"),
    Example("schnapsen-only-the-king", "Only the King, and it loses", "schnapsen", "N-7",
            "Du musst ihn trotzdem legen. Es ist verlockend, stattdessen mit einem kleinen "
            "Trumpf zu stechen – das ist eine Renonce.",
            N + "contract=hearts&hand=BK,HU,LA,L10,AU&trick=BA&talon=closed"),
    Example("schnapsen-trump-led", "Trump led: beat it if you can", "schnapsen", "N-6",
            "Wird Trumpf ausgespielt, gilt dasselbe innerhalb der Trumpffarbe",
            N + "contract=hearts&hand=HA,HU,LA,B10,BU&trick=HK&talon=closed"),
    Example("schnapsen-leader-actions", "On lead: marriage, exchange, closing", "schnapsen",
            "R8", "Ist nur mehr eine Karte im Kartenstapel, ist kein Austauschen mehr möglich.",
            N + "contract=hearts&hand=HK,HO,HU,LA,B10&talon=open&talon_cards=6&trump_card=HA"
            "&lang=en"),
    Example("schnapsen-trick", "A trump takes the Ass", "schnapsen", "N-3",
            "a trick is taken by the highest card of the suit led, or by the highest trump if "
            "any is played.", "/api/v1/schnapsen/trick?contract=hearts&trick=AA,HU"),
    Example("schafkopf-search", "Rufspiel: the called Sau is searched", "schafkopf", "K-9",
            "Der Spieler mit der gerufenen Sau muss diese zugeben, wenn die Farbe der Ruf-Sau "
            "angespielt wird", K + "contract=rufspiel:acorns&hand=AA,A7,HO,LU,B9,L10,HK,B8"
            "&trick=A9"),
    Example("schafkopf-unsearched", "Rufspiel: the unsearched Sau stays", "schafkopf", "K-9",
            "Wurde die Ruf-Sau nicht gesucht, so darf er sie erst im letzten, dem 8. Stich, "
            "zugeben.", K + f"contract=rufspiel:acorns&hand=AA,HO,B8&trick=L9&history={HISTORY}"),
    Example("schafkopf-run-away", "Rufspiel: running away with four", "schafkopf", "K-9",
            "Besitzt der Mitspieler mindestens vier Karten mit der Ruf-Sau in der Ruf-Farbe, "
            "kann er davonlaufen", K + "contract=rufspiel:acorns&hand=AA,A7,A8,A9,HO,B8,L7,H9"),
    Example("schafkopf-farbwenz-ober", "Farbwenz: the Gras-Ober is Gras", "schafkopf", "K-11",
            "Wird Gras angespielt, muss der Gras-Ober als Gras bedient werden.",
            K + "contract=farbwenz:hearts&hand=LO,LA,HK,B7&trick=L9&lang=en"),
    Example("schafkopf-farbwenz-unter-lead", "Farbwenz: a led Unter is trump", "schafkopf",
            "K-11", "Wird einer der vier Unter oder eine Karte der Trumpffarbe ausgespielt, "
            "wurde Trumpf angespielt.", K + "contract=farbwenz:hearts&hand=LO,LA,HK,B7&trick=LU"),
    Example("schafkopf-wenz-ober", "Wenz: the Ober sits in its suit", "schafkopf", "K-10",
            "Die Ober (Damen) werden in die jeweilige Farbe nach dem König und vor dem 9er "
            "eingeordnet.", K + "contract=wenz&hand=LO,AU,H7&trick=LK"),
    Example("schafkopf-geier-unter", "Geier: the Unter sits in its suit", "schafkopf", "K-13",
            "Die Unter, die im Geier auch zu den Farbkarten gehören, reihen sich an vierter "
            "Stelle ein", K + "contract=geier&hand=LU,LO,B7&trick=L9"),
    Example("schafkopf-solo-ober", "Farbsolo: the Ober is trump, not its suit", "schafkopf",
            "K-12", "Beim Farbsolo sind zusätzlich zu Untern und Farbe auch die vier Ober "
            "Trumpf, insgesamt 14.", K + "contract=solo:bells&hand=LO,LA,H7&trick=L9"),
    Example("schafkopf-trick", "The highest trump takes the trick", "schafkopf", "K-7",
            "Der höchste Trumpf gewinnt den Stich.",
            "/api/v1/schafkopf/trick?contract=farbwenz:hearts&trick=L9,LO,HU,LA"),
    Example("schafkopf-callable-aces", "Which aces may be called", "schafkopf", "K-8",
            "Du kannst nur eine Sau rufen, die Du selbst nicht hast und zu der Du selbst "
            "mindestens eine Farbkarte besitze, die nicht Trumpf ist.",
            "/api/v1/schafkopf/callable-aces?hand=A7,A9,LA,L8,HO,HU,B10,BK"),
    Example("jass-round-revoke", "A whole round: trumping instead of following", "jass",
            "J-L2", "Du darfst dann weder eine andere Farbe abwerfen noch freiwillig trumpfen.",
            "/api/v1/jass/rounds/check", JASS_ROUND),
    Example("jass-round-count", "A whole round counted: 152 card points and 5 for the last "
            "trick", "jass", "J-14", "In jeder Runde stecken genau 152 Kartenpunkte. Der "
            "letzte Stich gibt 5 dazu, eine vollständige Runde ergibt also 157",
            "/api/v1/jass/rounds/check", JASS_FINISHED_ROUND),
    Example("schnapsen-round-closed", "A whole hand: closed in mid-hand, the stages after",
            "schnapsen", "N-5", "Die erste Stufe, die auf seine Hand zutrifft, gilt – und "
            "lässt ihm keine Wahl mehr", "/api/v1/schnapsen/rounds/check", SCHNAPSEN_ROUND),
    Example("schafkopf-round-sau-kept-back", "A whole round: the searched Sau kept back",
            "schafkopf", "K-9", "Der Spieler mit der gerufenen Sau muss diese zugeben, wenn "
            "die Farbe der Ruf-Sau angespielt wird", "/api/v1/schafkopf/rounds/check",
            SCHAFKOPF_ROUND),
    Example("schafkopf-contracts", "The order of the contracts", "schafkopf", "K-11",
            "Ein Farbwenz-Tout steht wiederum über dem normalen Solo und unter dem Wenz-Tout.",
            "/api/v1/schafkopf/contracts"),
)


def generate() -> list[dict[str, Any]]:
    """Every example with the response its permalink gives, asked of the app in-process."""
    from api import create_app

    client = create_app({"TESTING": True, "LOAD_PACKAGED_DATA": False,
                         "ACCESS_LOG": False}).test_client()
    return [example_entry(client, example) for example in EXAMPLES]


def example_entry(client: FlaskClient, example: Example) -> dict[str, Any]:
    """One example with the response its permalink (or its posted body) gives."""
    posted = {} if example.body is None else {"method": "POST", "body": dict(example.body)}
    response = (client.get(example.permalink) if example.body is None
                else client.post(example.permalink, json=example.body))
    if response.status_code != 200:
        raise RuntimeError(f"example {example.id} answers {response.status_code}")
    return {"id": example.id, "title": example.title, "game": example.game,
            "rule": example.rule, "source_sentence": example.source,
            "permalink": example.permalink, **posted, "response": response.json}


def render() -> str:
    return json.dumps(generate(), indent=1, ensure_ascii=False) + "\n"


def main() -> int:
    EXAMPLES_FILE.parent.mkdir(exist_ok=True)
    EXAMPLES_FILE.write_text(render(), encoding="utf-8")
    print(f"wrote {EXAMPLES_FILE} ({len(EXAMPLES)} examples)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

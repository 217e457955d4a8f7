"""The explanation gallery (docs/explanations/{de,en,fr}.md): committed as the service answers
it today, at least 30 positions per game, every catalogue rule shown or listed as not shown
with a reason, and every legality, action, trick and assumption text of the catalogue in it."""

from __future__ import annotations

import re
import string
import tomllib
from fnmatch import fnmatch

import pytest
from flask.testing import FlaskClient

from api.games.registry import GAME_APIS
from api.http.negotiation import LANGUAGES
from api.words.catalogues import CATALOGUES
from generators.gallery import (
    DOCS,
    NOT_SHOWN,
    POSITIONS,
    ROOT,
    ask,
    cited_rules,
    gallery,
    gallery_file,
    permalink,
)
from rules.registry import GAMES

# The texts a position's answer can show: every one must appear in the gallery.
SHOWN_KEYS = ("explain.", "action.", "trick.", "trick_card.", "assumption.")


@pytest.fixture(scope="module")
def client() -> FlaskClient:
    from api import create_app

    return create_app({"ACCESS_LOG": False}).test_client()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_committed_gallery_is_what_the_service_says(client: FlaskClient, lang: str) -> None:
    path = DOCS / f"{lang}.md"
    committed = path.read_text(encoding="utf-8") if path.exists() else ""
    assert gallery(lang, client) == committed, (
        f"{path} differs from what the service answers now: regenerate it with "
        "`python -m generators.gallery` and commit docs/explanations/")


@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_every_rule_is_shown_or_listed_as_not_shown(client: FlaskClient, game: str) -> None:
    assert len(POSITIONS[game]) >= 30
    cited: set[str] = set()
    for operation, query in POSITIONS[game]:
        cited |= cited_rules(ask(client, permalink(game, operation, query, "en")))
    catalogue = set(GAME_APIS[game].game.catalogue)
    not_shown = set(NOT_SHOWN[game])
    assert cited <= catalogue
    assert not_shown <= catalogue
    assert not cited & not_shown, f"listed as not shown but shown: {sorted(cited & not_shown)}"
    neither = sorted(catalogue - cited - not_shown)
    assert not neither, f"neither shown nor listed in generators.gallery.NOT_SHOWN: {neither}"
    assert all(reason.strip() for reason in NOT_SHOWN[game].values())


def _pattern(template: str) -> re.Pattern[str]:
    """A German catalogue text as a pattern: each placeholder stands for any words, or none
    (a seat said only where the question names it)."""
    parts = []
    for literal, name, _, _ in string.Formatter().parse(template):
        parts.append(re.escape(literal))
        if name:
            parts.append(".*?")
    return re.compile("".join(parts), re.IGNORECASE)


@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_every_case_text_is_in_the_gallery(client: FlaskClient, game: str) -> None:
    """Every legality case, action, trick winner, trick card and assumption of the game's German
    catalogue is said about at least one gallery position."""
    said: list[str] = []
    for operation, query in POSITIONS[game]:
        answer = ask(client, permalink(game, operation, query, "de"))
        said += [c["rule"]["explanation"] for c in answer.get("cards", ()) if "rule" in c]
        said += [c["explanation"] for c in answer.get("cards", ()) if "explanation" in c]
        said += [a["rule"]["explanation"] for a in answer.get("actions", ())]
        said += [a["text"] for a in answer.get("assumptions", ())]
        if "rule" in answer:
            said.append(answer["rule"]["explanation"])
    texts = CATALOGUES[game]["de"]
    # A house rule no ruleset of the game holds (Schafkopf's Bettel with Stichzwang, K-H10)
    # cannot be asked through the API, so no position can say it; every other text must be.
    held_by_none = {rule_id for rule_id, entry in GAMES[game].catalogue.items()
                    if not entry.rulesets}
    missing = sorted(key for key, text in texts.items() if key.startswith(SHOWN_KEYS)
                     and key.split(".")[1] not in held_by_none
                     and not any(_pattern(text).search(sentence) for sentence in said))
    assert not missing, (f"no gallery position says {missing}: "
                         f"add one to api/games/{game}/gallery.toml")


@pytest.mark.parametrize("game", list(GAMES))
def test_a_games_gallery_file_is_in_its_folder_and_not_package_data(game: str) -> None:
    """The gallery's positions are the generator's, not the server's: a pattern of the package
    data that took in ``api/games/<game>/gallery.toml`` would ship it in the wheel."""
    path = gallery_file(game)
    assert path.is_file()
    assert path.parent.name == game
    with (ROOT / "pyproject.toml").open("rb") as file:
        package_data = tomllib.load(file)["tool"]["setuptools"]["package-data"]["api"]
    inside = path.relative_to(ROOT / "api").as_posix()
    assert not [pattern for pattern in package_data if fnmatch(inside, pattern)]

"""The module list (docs/modules.md) is the one ``generators.modules`` writes from the modules'
docstrings today: a module added, removed or re-described without regenerating it fails here,
and so does a module without a docstring."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generators.modules import MODULE_LIST, PACKAGES, ROOT, first_sentence, render


def test_the_committed_module_list_is_current() -> None:
    committed = MODULE_LIST.read_text(encoding="utf-8") if MODULE_LIST.exists() else ""
    assert render() == committed, (
        f"{MODULE_LIST} differs from the modules' docstrings: regenerate it with "
        "`python -m generators.modules` and commit docs/modules.md")


def test_every_module_is_listed_under_its_folder() -> None:
    listed = set()
    folder = ""
    for line in MODULE_LIST.read_text(encoding="utf-8").splitlines():
        if heading := re.fullmatch(r"## `([\w/]+/)`", line):
            folder = heading.group(1)
        elif entry := re.match(r"- `([\w.]+\.py)`: \S", line):
            listed.add(folder + entry.group(1))
    on_disk = {path.relative_to(ROOT).as_posix()
               for package in PACKAGES for path in (ROOT / package).rglob("*.py")}
    assert listed == on_disk


def test_a_module_without_a_docstring_is_refused(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    import generators.modules as modules

    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "silent.py").write_text("x = 1\n", encoding="utf-8")
    monkeypatch.setattr(modules, "ROOT", tmp_path)
    monkeypatch.setattr(modules, "PACKAGES", ("rules",))
    with pytest.raises(ValueError, match=r"rules/silent\.py"):
        modules.render()


def test_the_first_sentence_stops_before_the_how() -> None:
    shown = "A deck (e.g. Jass: 36 cards)"
    assert first_sentence(shown + ".\n\nMore.") == shown
    assert first_sentence("Stöck (J-S1): King and Ober\nof trumps.") == "Stöck (J-S1)"
    assert first_sentence("The questions, kept apart:\n\n* one") == "The questions, kept apart"

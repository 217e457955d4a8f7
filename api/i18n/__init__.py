"""Language catalogues as plain data: one dict per language, the same keys in each."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from api.i18n import de, en, fr

LANGUAGES = ("de", "en", "fr")
DEFAULT_LANGUAGE = "de"

CATALOGUES: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {"de": de.TEXTS, "en": en.TEXTS, "fr": fr.TEXTS})


def text(lang: str, key: str, **values: object) -> str:
    """The text for ``key`` in ``lang`` with ``{placeholders}`` filled in."""
    template = CATALOGUES[lang][key]
    return template.format(**values) if values else template

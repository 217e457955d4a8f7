"""Language catalogues as plain data: per game, one dict per language with the same keys."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from api.i18n.jass import de as jass_de
from api.i18n.jass import en as jass_en
from api.i18n.jass import fr as jass_fr
from api.i18n.schafkopf import de as schafkopf_de
from api.i18n.schafkopf import en as schafkopf_en
from api.i18n.schafkopf import fr as schafkopf_fr
from api.i18n.schnapsen import de as schnapsen_de
from api.i18n.schnapsen import en as schnapsen_en
from api.i18n.schnapsen import fr as schnapsen_fr

LANGUAGES = ("de", "en", "fr")
DEFAULT_LANGUAGE = "de"

CATALOGUES: Mapping[str, Mapping[str, Mapping[str, str]]] = MappingProxyType({
    "jass": MappingProxyType({"de": jass_de.TEXTS, "en": jass_en.TEXTS, "fr": jass_fr.TEXTS}),
    "schafkopf": MappingProxyType(
        {"de": schafkopf_de.TEXTS, "en": schafkopf_en.TEXTS, "fr": schafkopf_fr.TEXTS}),
    "schnapsen": MappingProxyType(
        {"de": schnapsen_de.TEXTS, "en": schnapsen_en.TEXTS, "fr": schnapsen_fr.TEXTS}),
})


"""Which hosts a rule's ``source`` may point at: the allow-list behind the source policy of
RULES.md ("Which source a rule shows its users").

The policy, strongest first: the seed texts (jasvel.org; the Schnapsen and Farbwenz texts by
name); rules bodies (Schafkopfschule e.V., the Bayerischer Schafkopf-Verein, Swiss Jass clubs'
published rules); pagat.com's canonical pages; sauspiel.de's rule pages; Wikipedia at its
canonical URL; a recognised publisher. Never an app-download mirror, a betting site, a mirror
host, a scraper, a document dump or a travel blog; a newspaper report only for a local variant it
alone reports. Where no page within reach states a rule, the rule is this project's reading: its
``source`` is the rule's own catalogue entry (``/api/v1/<game>/rules/<id>``) and its citation
says so; the weak page stays as evidence in a comment of the game's catalogue.

``tests/rules/test_sources.py`` lists the host of every source in every catalogue and fails on a
host that is not below, on a catalogue link that is neither a ruling nor our reading, and on an
allowed host that no rule cites any more.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from urllib.parse import urlsplit

from rules.catalogue import RuleEntry, RuleKind

# The host (without "www.") and why a rules officer may be shown it.
ALLOWED_SOURCE_HOSTS: Mapping[str, str] = MappingProxyType({
    # --- seed texts and rules bodies -------------------------------------------------------
    "jasvel.org": "seed texts S000/S001, the Jass rules the default ruleset follows",
    "schafkopfschule.de": "Schafkopfschule e.V., a rules body; its rules page also stands for "
                          "the Farbwenz seed text S004, which quotes its 2024 Regelwerk",
    "erlebe.bayern": "Bavaria's official tourism portal publishing the Schafkopfschule e.V. "
                     "rules (a rules body's text at a public institution)",
    "jassclubkilchberg.jimdo.com": "a Swiss Jass club's published rules (Einzelschieber)",
    # --- canonical reference pages and publishers ------------------------------------------
    "pagat.com": "pagat.com's canonical pages (not copies such as travelswithchelsea/bclins)",
    "sauspiel.de": "sauspiel.de's own rule pages (schafkopf-lernen)",
    "britannica.com": "Encyclopaedia Britannica, a recognised publisher (Sixty-six/Schnapsen)",
    "srf.ch": "Swiss public broadcaster SRF, Jass-Service, quoting the Schweizer Jassführer",
    "raschesspiele.de": "the manual archive of Rasch's Spiele, a games publisher, summing up "
                        "the official Schafkopf rules in its own text",
    # --- weaker original pages, kept where no stronger readable page states the sentence --
    "urikon.ch": "Uri's regional lexicon (Regeln alter Schweizer Spiele): the Schieber card "
                 "values in its own words, consistent with S001's 152 points",
    "earthli.com": "an original English Jass manual by a Swiss player (not a copy); the only "
                   "readable statement of the standard trump-instead-of-follow rule",
    "schnapsen.website": "the rules page of a Schnapsen site in its own words (not an app "
                         "store copy); agrees with S002 and pagat where they overlap",
    "bayerisch-schafkopf.de": "a Schafkopf app publisher's own rules page (not a mirror); the "
                              "only readable statement of the unsearched called ace's duty",
    "schafkopfen.net": "a Schafkopf information site's own text (schafkopfen-1.de is its copy "
                       "and not allowed); the only readable statement of the Geier's Unter",
    "internet-schafkopf.de": "an online Schafkopf room's published rules, its own text; states "
                             "when Laufende count in every contract",
})

# Reviewed and not allowed, with the reason; kept here so that nobody adds them back unread.
REJECTED_SOURCE_HOSTS: Mapping[str, str] = MappingProxyType({
    "browsercam.com": "app-download mirror (copies an app store description)",
    "123sportwetten.eu": "betting site",
    "m.global.ssl.fastly.net": "CDN mirror host of Wikipedia, not its canonical URL",
    "memim.com": "scraper of Wikipedia",
    "wikisum.wiki": "scraper",
    "expydoc.com": "document dump",
    "travelswithchelsea.com": "travel blog copying pagat's Schnapsen page",
    "bclins.github.io": "a web app's guide that sums up pagat's Schnapsen page (a copy)",
    "saukopf.eu": "the site of a home-made variant (SAUKOPF) of Schafkopf, not Schafkopf rules",
    "pressreader.com": "newspaper kiosk copy of a local tournament report (Donauwörther "
                       "Zeitung); the Laufende rule it was cited for is not a local variant",
    "donaukurier.de": "newspaper report of a local tournament; Geier is not a variant it alone "
                      "reports",
    "thanoscardgames.jimdo.com": "a software download page",
    "donkeycat.helpshift.com": "an app's help desk",
    # Acceptable, but no rule cites it any more (its values are a table, not a sentence):
    "jassa.at": "Vorarlberg Jass portal; acceptable, not cited (J-10 now quotes urikon.ch)",
})

# A citation that starts so marks an entry whose ``source`` is its own catalogue entry.
PROJECT_READING = "Stichfest rule catalogue: our reading"


def catalogue_link(game_id: str, rule_id: str) -> str:
    """The API path of a rule's catalogue entry: the ``source`` of this project's readings."""
    return f"/api/v1/{game_id}/rules/{rule_id}"


def our_reading(game_id: str, rule_id: str, statement: str, rulesets: tuple[str, ...],
                basis: str, kind: RuleKind = RuleKind.RULE) -> RuleEntry:
    """An entry no shown text states: its source is its own catalogue entry, its citation
    names what it rests on."""
    return RuleEntry(rule_id, kind, catalogue_link(game_id, rule_id), statement, rulesets,
                     f"{PROJECT_READING} {rule_id} ({basis})")


def source_host(source: str) -> str | None:
    """The host of an absolute http(s) source without a leading "www.", or None for a relative
    link (a catalogue entry). Raises ValueError for anything else."""
    parts = urlsplit(source)
    if not parts.scheme and not parts.netloc:
        if not source.startswith("/"):
            raise ValueError(f"source is neither a URL nor an API path: {source!r}")
        return None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(f"source is not an http(s) URL: {source!r}")
    host = parts.hostname.lower()
    return host.removeprefix("www.")


def is_project_reading(entry: RuleEntry) -> bool:
    """A catalogue link is allowed for rulings and for entries whose citation says they are
    this project's reading."""
    return entry.kind is RuleKind.RULING or entry.citation.startswith(PROJECT_READING)

"""A page parsed into a small element tree, and what a reader sees on it: the verdicts (card,
allowed or not, rule id, title, explanation, source), the social preview tags, links."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any

VOID = frozenset({"meta", "link", "img", "br", "hr", "input", "source"})


@dataclass
class Element:
    tag: str
    attrs: dict[str, str]
    children: list[Element | str] = field(default_factory=list)

    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def iter(self) -> Iterator[Element]:
        yield self
        for child in self.children:
            if isinstance(child, Element):
                yield from child.iter()

    def find_all(self, test: Callable[[Element], bool]) -> list[Element]:
        return [element for element in self.iter() if test(element)]

    def first(self, tag: str | None = None, cls: str | None = None) -> Element:
        found = self.find_all(lambda e: (tag is None or e.tag == tag)
                              and (cls is None or cls in e.classes()))
        assert found, f"no <{tag}> of class {cls}"
        return found[0]


class _Builder(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.root = Element("document", {})
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        element = Element(tag, {name: value or "" for name, value in attrs})
        self.stack[-1].children.append(element)
        if tag not in VOID:
            self.stack.append(element)

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        assert self.stack[-1].tag == tag, f"</{tag}> closes <{self.stack[-1].tag}>"
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.stack[-1].children.append(data)


def parse(page: str) -> Element:
    builder = _Builder()
    builder.feed(page)
    builder.close()
    assert len(builder.stack) == 1, "an element is left open"
    return builder.root


def verdicts(root: Element) -> list[dict[str, Any]]:
    """Every verdict shown, in page order."""
    return [_verdict(item) for item in root.find_all(
        lambda e: e.tag == "li" and "verdict" in e.classes() and "data-legal" in e.attrs)]


def _verdict(item: Element) -> dict[str, Any]:
    sources = item.find_all(lambda e: e.tag == "a" and "source" in e.classes())
    legal = item.attrs["data-legal"]
    return {"card": item.attrs["data-card"], "legal": None if legal == "null" else legal == "true",
            "rule": {"id": item.first("span", "rule-id").text(),
                     "title": item.first("span", "rule-title").text(),
                     "explanation": item.first("p", "explanation").text(),
                     "source": sources[0].attrs["href"] if sources else None}}


def meta(root: Element) -> dict[str, str]:
    return {e.attrs.get("property") or e.attrs["name"]: e.attrs["content"]
            for e in root.find_all(lambda e: e.tag == "meta" and "content" in e.attrs)}


def attribute_values(root: Element, tag: str, name: str) -> list[str]:
    return [e.attrs[name] for e in root.find_all(lambda e: e.tag == tag and name in e.attrs)]

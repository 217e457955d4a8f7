"""Pages and pictures from Jinja2 templates in ``api/templates``, escaped for their context.

One environment for every template, usable outside a request too (the OpenAPI document
draws an example picture at import time). Autoescaping is on by file name as Flask sets it
(``.html``, ``.svg``, ``.xml``) and on for anything else: no value reaches markup unescaped.
Undefined names fail loudly instead of rendering as empty text.
"""

from __future__ import annotations

from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape

ENVIRONMENT = Environment(
    loader=PackageLoader("api", "templates"),
    autoescape=select_autoescape(("html", "htm", "xml", "xhtml", "svg"), default=True),
    undefined=StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
    keep_trailing_newline=True,
)


def render(name: str, **context: Any) -> str:
    return ENVIRONMENT.get_template(name).render(**context)

"""Pages and pictures from Jinja2 templates, escaped for their context.

Each package that draws keeps its templates beside it (``<package>/templates``) and renders
them through its own ``Templates``: the card and preview pictures here, the pages in
``api.pages``, the Jasstafel in ``api.games.jass``. The environment is usable outside a
request too (the OpenAPI document draws an example picture when it is built). Autoescaping is
on by file name as Flask sets it (``.html``, ``.svg``, ``.xml``) and on for anything else: no
value reaches markup unescaped. Undefined names fail loudly instead of rendering as empty
text.
"""

from __future__ import annotations

from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape


class Templates:
    """The templates of one package (its ``templates`` folder, shipped with it)."""

    def __init__(self, package: str) -> None:
        self.environment = Environment(
            loader=PackageLoader(package, "templates"),
            autoescape=select_autoescape(("html", "htm", "xml", "xhtml", "svg"), default=True),
            undefined=StrictUndefined,
            trim_blocks=True,
            lstrip_blocks=True,
            keep_trailing_newline=True,
        )

    def render(self, name: str, **context: Any) -> str:
        return self.environment.get_template(name).render(**context)


PICTURES = Templates("api.pictures")

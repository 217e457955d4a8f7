"""Pictures drawn from Jinja2 templates: the card pictures and the preview picture of a page."""

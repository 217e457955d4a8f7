"""The request as this app knows it, below every layer that answers it: Flask's and
werkzeug's classes as the app subclasses them, and the language an answer or a problem is
in."""

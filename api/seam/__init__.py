"""The one seam with the libraries: webargs' parser and its unknown-parameter policy,
marshmallow's compiled loader, the OpenAPI document's shape and Flask's JSON provider. The only
code near those libraries' internals; each bypass of a library names the figure that pays for
it (``bench/seam.py``)."""

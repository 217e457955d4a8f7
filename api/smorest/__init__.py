"""The one seam with flask-smorest, webargs and marshmallow: the blueprint, the parser and its
unknown-parameter policy, the compiled loader, the OpenAPI document's shape. The only code near
those libraries' internals."""

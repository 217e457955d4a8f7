"""Generators of the committed documents (OpenAPI, examples, explanation gallery); not part of the
installed package."""

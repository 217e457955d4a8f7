"""Imported by no request path but the factory: the OpenAPI document served, the docs, llms.txt,
the examples list, problem types, health; and the container's health probe."""

"""The steps around every request, knowing no game: the app and request classes, the before and
after chain, headers, body reading, limits, the access log, metrics and the operator's
endpoints, language negotiation and the JSON provider."""

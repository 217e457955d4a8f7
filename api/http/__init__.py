"""The steps around every request, knowing no game: the before and after chain, headers,
body reading, limits, the access log, metrics and the operator's endpoints, and content
negotiation."""

"""The OpenAPI document's introduction: what the API answers, how errors look, where the
examples, pages, checker and docs are."""

API_DESCRIPTION = """Which cards may I play, and who wins the trick? Every card of the hand comes
back legal or illegal with the rule that decided it: a stable rule id, a title, an explanation
about this card in this situation (German, English or French) and the rule's source.

Errors are RFC 9457 `application/problem+json` with an `errors` list that points at the
offending field (`pointer` in JSON bodies, `parameter` in query strings), in the asker's
language like answers (`lang`, else `Accept-Language`), each with a stable `code`
([/api/v1/problem-codes](/api/v1/problem-codes) lists them in de, en and fr).
Named examples with their responses: [/api/v1/examples](/api/v1/examples). Permalinks and
examples have a page of the same answer and a picture of the position at their own paths
(`….html`, `….svg`, `….png`, operations of their own); a browser's Accept (or the older
`format=html`) gets the page at the JSON path too; JSON stays the default. The embeddable
checker: [/api/v1/embed/demo](/api/v1/embed/demo). See also [/llms.txt](/llms.txt) and the
[interactive docs](/api/v1/docs)."""

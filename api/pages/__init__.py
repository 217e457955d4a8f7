"""Pages for people (permalinks, examples) and the embeddable checker; they read answers, never
rules."""

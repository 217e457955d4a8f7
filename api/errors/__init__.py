"""Problem documents (RFC 9457) and every error handler, registered in one place."""

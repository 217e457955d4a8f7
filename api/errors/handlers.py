"""Every error handler of the app, registered in one place: a ``Problem`` as it is, an
engine input error as the problem that names its field, any HTTP error as its problem, and
anything else as a logged ``internal-error`` without a trace."""

from __future__ import annotations

import logging
from collections.abc import Callable

from flask import Flask, Response, request
from werkzeug.exceptions import HTTPException

from api.errors.messages import text
from api.errors.problems import Problem
from api.errors.rules_errors import problem_from_rules_error
from rules.errors import RulesInputError


def install(app: Flask, for_http: Callable[[HTTPException], Problem]) -> None:
    """``for_http`` turns werkzeug's errors into problems (the seam with flask-smorest
    knows how it documents them)."""
    app.register_error_handler(Problem, lambda problem: problem.to_response())
    app.register_error_handler(
        RulesInputError, lambda error: problem_from_rules_error(error).to_response())
    app.register_error_handler(HTTPException, lambda error: for_http(error).to_response())
    app.register_error_handler(Exception, _internal_error)


def _internal_error(error: Exception) -> Response:
    logging.getLogger("stichfest").exception("unhandled error (request %s)",
                                             getattr(request, "request_id", None), exc_info=error)
    return Problem("internal-error", text("request.not-processed")).to_response()

"""The work around every view, as one before-request and one after-request hook.

The steps keep Flask's semantics: the before steps run in order and the first that returns a
response (or raises) ends them; the after steps run in order, each given the response of the
one before. One hook each way instead of one per step: Flask wraps and looks up every hook
for every request, which cost more than most of the steps themselves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from flask import Flask, Response

from api.request.flask_classes import QueryRequest, current_request

BeforeStep = Callable[[QueryRequest], Response | None]
AfterStep = Callable[[QueryRequest, Response], Response]


def install(app: Flask, before: Sequence[BeforeStep], after: Sequence[AfterStep]) -> None:
    before_steps, after_steps = tuple(before), tuple(after)

    def before_request() -> Response | None:
        req = current_request()  # once for all the steps
        for step in before_steps:
            answer = step(req)
            if answer is not None:
                return answer
        return None

    def after_request(response: Response) -> Response:
        req = current_request()
        for step in after_steps:
            response = step(req, response)
        return response

    app.before_request(before_request)
    app.after_request(after_request)

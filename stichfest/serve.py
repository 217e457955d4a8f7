"""The console script ``stichfest``: ``stichfest serve [gunicorn options]`` runs the server as
the Procfile does, gunicorn with this package's settings (``gunicorn_conf.py`` beside this
module: the worker, the limits, the metrics of every worker added up) and the app factory.
Settings come from the environment (``HOST``, ``PORT``, ``WEB_CONCURRENCY`` ...,
docs/operations.md); options given after ``serve`` go to gunicorn."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path

SETTINGS = Path(__file__).with_name("gunicorn_conf.py")
APP = "api:create_app()"
USAGE = "usage: stichfest serve [gunicorn options]"


def command(options: Sequence[str] = ()) -> list[str]:
    """The server's command line, run by this environment's Python."""
    return [sys.executable, "-m", "gunicorn", "-c", str(SETTINGS), *options, APP]


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    if arguments[:1] != ["serve"]:
        print(USAGE, file=sys.stderr)
        return 2
    line = command(arguments[1:])
    os.execv(line[0], line)  # gunicorn in this process's place, with its pid and signals
    return 0


if __name__ == "__main__":
    sys.exit(main())

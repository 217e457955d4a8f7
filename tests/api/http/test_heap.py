"""The worker's heap as gunicorn_conf.py leaves it before a fork (``api.http.heap``): the
preloaded app frozen, the collector's youngest generation sized for a batch's answers."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from api.http.heap import YOUNG_OBJECTS

ROOT = Path(__file__).resolve().parents[3]
# stichfest/gunicorn_conf.py run as gunicorn runs it (a file of settings, not a module), in a
# process of its own: freezing the heap of the test run would change what the other tests measure.
PRE_FORK = """
import gc, json, runpy, sys
settings = runpy.run_path("stichfest/gunicorn_conf.py")
import api
app = api.create_app({"ACCESS_LOG": False})  # the preloaded app
settings["pre_fork"](None, None)
print(json.dumps({"threshold": gc.get_threshold(), "frozen": gc.get_freeze_count()}))
"""


def test_the_preloaded_app_is_frozen_and_the_young_generation_sized_before_a_fork() -> None:
    ran = subprocess.run([sys.executable, "-c", PRE_FORK], cwd=ROOT, capture_output=True,
                         text=True, timeout=120, check=True)
    heap = json.loads(ran.stdout.strip().splitlines()[-1])
    assert heap["threshold"][0] == YOUNG_OBJECTS
    assert heap["frozen"] > 10_000  # the app's modules and tables, out of the collector's sight

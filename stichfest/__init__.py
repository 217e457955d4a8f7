"""How the server is run: the console script ``stichfest serve`` (``serve.py``) and the gunicorn
settings it runs with (``gunicorn_conf.py``), and which rules engine a process runs, compiled or
Python (``core.py``). Kept apart from ``api``, whose import builds the
whole app: the settings must name the metrics directory before the app is imported."""

"""gunicorn settings for the Procfile: ``gunicorn -c gunicorn.conf.py 'api:create_app()'``."""

import os

bind = f"{os.environ.get('HOST', '0.0.0.0')}:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
timeout = 30
graceful_timeout = 20
keepalive = 5
max_requests = 10000
max_requests_jitter = 1000
accesslog = "-"

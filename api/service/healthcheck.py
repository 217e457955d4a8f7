"""The container's health probe (deploy/Dockerfile's ``HEALTHCHECK``): ``GET /healthz`` of
this instance on its own port, exit status 0 when it answers 200.

The probe names a host the app serves. With ``STICHFEST_TRUSTED_HOSTS`` set, the app refuses
every request for another host with 400 (api/http/admission.py), and a probe for ``127.0.0.1`` would
mark a healthy container unhealthy. The first trusted host is named (``.example.org`` stands
for ``example.org`` and its subdomains, so ``example.org`` is named).

    python -m api.service.healthcheck
"""

from __future__ import annotations

import http.client
import os
import sys
from collections.abc import Mapping


def probe_host(env: Mapping[str, str]) -> str | None:
    """The Host header the probe sends: the first trusted host, or None (the address)."""
    hosts = [h.strip() for h in env.get("STICHFEST_TRUSTED_HOSTS", "").split(",") if h.strip()]
    return hosts[0].lstrip(".") if hosts else None


def healthy(env: Mapping[str, str], timeout: float = 2.0) -> bool:
    connection = http.client.HTTPConnection("127.0.0.1", int(env.get("PORT", "8000")),
                                            timeout=timeout)
    host = probe_host(env)
    try:
        connection.request("GET", "/healthz", headers={"Host": host} if host else {})
        return connection.getresponse().status == 200
    except OSError:
        return False
    finally:
        connection.close()


if __name__ == "__main__":
    sys.exit(0 if healthy(os.environ) else 1)

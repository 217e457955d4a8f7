"""A batch that nginx sends again because its instance died mid-way is charged once: the
instance that answers charges its work, the dead one only its arrival. Debian's nginx with
deploy/nginx.conf in front of two instances sharing one redis-server, the second a backup so
that the batch reaches the first; loopback only."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from redis import Redis as RedisClient

from tests.ops.servers import free_port, post, redis_server, start_gunicorn, stop, wait_for_port
from tests.ops.test_deployment import nginx_config

QUESTION = {"contract": {"type": "trump", "trump": "acorns"}, "hand": ["E6", "E7", "S9", "RU"],
            "trick": ["S7"]}
WORK = 1000  # a batch of this many questions
LIMIT = WORK + WORK // 2  # one such batch fits a window; the same batch charged twice does not


def charged(redis: RedisClient) -> int:
    """The units counted in the window, over every key the limiter made."""
    return sum(int(redis.get(key) or 0) for key in redis.scan_iter("LIMITS*"))


@pytest.fixture
def stack(tmp_path: Path) -> Iterator[tuple[int, list[subprocess.Popen[bytes]], RedisClient]]:
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    with redis_server(tmp_path) as redis:
        env = {"STICHFEST_RATE_LIMIT": f"{LIMIT}/minute",
               "STICHFEST_RATE_LIMIT_STORAGE": redis.url,
               "STICHFEST_TRUSTED_PROXIES": "127.0.0.1"}
        ports = [free_port(), free_port()]
        instances = [start_gunicorn(port, tmp_path / f"api{i}.log", env)
                     for i, port in enumerate(ports)]
        prefix = Path(tempfile.mkdtemp(prefix="stichfest-nginx-"))
        prefix.chmod(0o777)  # nginx's workers may run as another user
        proxy = free_port()
        config = nginx_config(proxy, ports).replace(
            f"server 127.0.0.1:{ports[1]} max_fails=2 fail_timeout=3s;",
            f"server 127.0.0.1:{ports[1]} backup;")
        assert " backup;" in config
        (prefix / "nginx.conf").write_text(config)
        command = [nginx, "-p", f"{prefix}/", "-c", str(prefix / "nginx.conf"), "-e", "stderr"]
        process = subprocess.Popen([*command, "-g", "daemon off;"], stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL, start_new_session=True)
        try:
            wait_for_port(proxy, process)
            yield proxy, instances, RedisClient.from_url(redis.url)
        finally:
            stop(process)
            for instance in instances:
                if instance.poll() is None:
                    stop(instance)
            shutil.rmtree(prefix, ignore_errors=True)


def test_a_batch_retried_after_its_instance_died_is_charged_once(stack: tuple[
        int, list[subprocess.Popen[bytes]], RedisClient]) -> None:
    proxy, instances, redis = stack
    batch = {"questions": [{"game": "jass", "question": "legal-cards", "body": QUESTION}] * WORK}
    answer: list[tuple[int, dict[str, str], bytes]] = []
    client = threading.Thread(target=lambda: answer.append(
        post(proxy, "/api/v1/batch", batch, timeout=60)))
    client.start()
    deadline = time.monotonic() + 30
    while charged(redis) == 0 and time.monotonic() < deadline:  # arrived at the first
        time.sleep(0.002)
    arrived = time.monotonic()
    # Until its body is read and its work begun (charged at once, before this change).
    while charged(redis) < WORK and time.monotonic() < arrived + 0.15:
        time.sleep(0.002)
    os.killpg(instances[0].pid, signal.SIGKILL)  # the first instance dies mid-batch
    instances[0].wait(10)
    client.join(60)
    status, _, body = answer[0]
    assert status == 200, body[:300]
    assert charged(redis) <= WORK + 1  # its arrival at the dead instance, and the answer

"""deploy/kubernetes/: every manifest valid against the Kubernetes API schemas (the pinned
kubernetes-validate and the schemas it bundles, offline, strict: an unknown field is an
error), and held to the app and the image: the probes ask paths the app answers, the metrics
port stays off the public Service, the grace period outlasts the drain, the command is the
Procfile's."""

from __future__ import annotations

import ast
import copy
import json
import re
from pathlib import Path
from typing import Any

import kubernetes_validate
import pytest
import yaml

from api import create_app

ROOT = Path(__file__).resolve().parents[2]
MANIFESTS = ROOT / "deploy" / "kubernetes"
KUBERNETES = "1.30"  # the oldest Kubernetes release the manifests are written for
FILES = sorted(p.name for p in MANIFESTS.glob("*.yaml") if p.name != "kustomization.yaml")


def documents(name: str) -> list[dict[str, Any]]:
    return [d for d in yaml.safe_load_all((MANIFESTS / name).read_text()) if d]


def resources() -> list[dict[str, Any]]:
    return [d for name in FILES for d in documents(name)]


def one(kind: str, name: str) -> dict[str, Any]:
    [found] = [d for d in resources() if d["kind"] == kind and d["metadata"]["name"] == name]
    return found


def api_container() -> dict[str, Any]:
    [container] = one("Deployment", "stichfest")["spec"]["template"]["spec"]["containers"]
    return container


def gunicorn_setting(name: str) -> int:
    """A number set in stichfest/gunicorn_conf.py, read without running the file."""
    tree = ast.parse((ROOT / "stichfest" / "gunicorn_conf.py").read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] \
                == [name] and isinstance(node.value, ast.Constant):
            return int(node.value.value)
    raise AssertionError(f"{name} is not set in gunicorn_conf.py")


@pytest.mark.parametrize("version", [KUBERNETES, kubernetes_validate.latest_version()])
@pytest.mark.parametrize("name", FILES)
def test_each_manifest_is_valid_against_the_kubernetes_schemas(name: str, version: str) -> None:
    found = documents(name)
    assert found
    for document in found:
        kubernetes_validate.validate(document, version, strict=True)


def test_a_broken_manifest_is_refused() -> None:
    """The validator does look: a Deployment with a misspelt field and a count as text."""
    broken = copy.deepcopy(one("Deployment", "stichfest"))
    broken["spec"]["replicas"] = "two"
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(broken, KUBERNETES, strict=True)
    misspelt = copy.deepcopy(one("Deployment", "stichfest"))
    misspelt["spec"]["template"]["spec"]["containers"][0]["livenesProbe"] = {}
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(misspelt, KUBERNETES, strict=True)


def test_the_kustomization_lists_the_manifests_it_applies() -> None:
    kustomization = yaml.safe_load((MANIFESTS / "kustomization.yaml").read_text())
    listed = kustomization["resources"]
    assert set(listed) <= set(FILES)
    # Every manifest but the Ingress example, which needs the operator's host first.
    assert set(FILES) - set(listed) == {"ingress.yaml"}
    [image] = kustomization["images"]
    assert image["name"] == api_container()["image"]


def test_the_probes_ask_paths_the_app_answers_for_the_trusted_host() -> None:
    container = api_container()
    env = {e["name"]: e["value"] for e in container["env"]}
    client = create_app({"ACCESS_LOG": False, "RATE_LIMIT": None,
                         "TRUSTED_HOSTS": env["STICHFEST_TRUSTED_HOSTS"].split(",")}).test_client()
    probes = {kind: container[f"{kind}Probe"]["httpGet"]
              for kind in ("startup", "liveness", "readiness")}
    assert probes["liveness"]["path"] == "/healthz"
    assert probes["readiness"]["path"] == "/readyz"
    for probe in probes.values():
        assert probe["port"] == "http"
        headers = {h["name"]: h["value"] for h in probe.get("httpHeaders", [])}
        answer = client.get(probe["path"], headers={"Host": headers.get("Host", "10.1.2.3")})
        assert answer.status_code == 200, (probe, answer.get_data(as_text=True))


def test_the_metrics_port_is_internal() -> None:
    container = api_container()
    ports = {p["name"]: p["containerPort"] for p in container["ports"]}
    env = {e["name"]: e["value"] for e in container["env"]}
    assert ports["metrics"] == int(env["STICHFEST_METRICS_PORT"])
    assert ports["http"] == 8000  # the image's PORT
    annotations = one("Deployment", "stichfest")["spec"]["template"]["metadata"]["annotations"]
    assert annotations["prometheus.io/port"] == str(ports["metrics"])
    public = one("Service", "stichfest")["spec"]
    assert public.get("type", "ClusterIP") in ("ClusterIP", "LoadBalancer", "NodePort")
    assert [p["targetPort"] for p in public["ports"]] == ["http"]
    internal = one("Service", "stichfest-metrics")["spec"]
    assert internal.get("type", "ClusterIP") == "ClusterIP"
    assert [p["targetPort"] for p in internal["ports"]] == ["metrics"]
    ingress = one("Ingress", "stichfest")
    backends = re.findall(r'"service": (\{[^{}]*\{[^{}]*\}[^{}]*\})', json.dumps(ingress))
    assert backends
    for backend in map(json.loads, backends):
        assert backend == {"name": "stichfest", "port": {"name": "http"}}


def test_the_grace_period_outlasts_the_drain_and_gunicorns_graceful_timeout() -> None:
    pod = one("Deployment", "stichfest")["spec"]["template"]["spec"]
    sleep = api_container()["lifecycle"]["preStop"]["exec"]["command"]
    assert sleep[0] == "sleep"
    assert int(sleep[1]) >= 3  # long enough for the endpoints to drop the pod
    assert pod["terminationGracePeriodSeconds"] > int(sleep[1]) + gunicorn_setting(
        "graceful_timeout")


def test_the_pods_run_the_procfile_non_root_on_a_read_only_root() -> None:
    container = api_container()
    procfile = (ROOT / "Procfile").read_text().split(":", 1)[1].split()
    dockerfile = (ROOT / "deploy" / "Dockerfile").read_text()
    assert container["command"] == procfile
    assert f"CMD {json.dumps(procfile)}" in dockerfile
    uid = re.search(r"useradd .*--uid (\d+)", dockerfile)
    pod = one("Deployment", "stichfest")["spec"]["template"]["spec"]
    assert uid
    assert pod["securityContext"]["runAsUser"] == int(uid[1])
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert container["securityContext"]["readOnlyRootFilesystem"] is True
    assert {"name": "tmp", "mountPath": "/tmp"} in container["volumeMounts"]
    assert "emptyDir" in next(v for v in pod["volumes"] if v["name"] == "tmp")
    env = {e["name"]: e["value"] for e in container["env"]}
    redis = one("Service", "stichfest-redis")["spec"]["ports"][0]["port"]
    assert env["STICHFEST_RATE_LIMIT_STORAGE"] == f"redis://stichfest-redis:{redis}"
    assert env["STICHFEST_TRUSTED_PROXIES"]


def test_the_autoscaler_and_the_budget_hold_the_api_deployment() -> None:
    hpa = one("HorizontalPodAutoscaler", "stichfest")["spec"]
    assert hpa["scaleTargetRef"] == {"apiVersion": "apps/v1", "kind": "Deployment",
                                     "name": "stichfest"}
    [metric] = hpa["metrics"]
    assert metric["resource"]["name"] == "cpu"
    assert hpa["minReplicas"] >= 2  # one pod may be drained while the other serves
    assert "cpu" in api_container()["resources"]["requests"]  # what utilisation is of
    selector = one("Deployment", "stichfest")["spec"]["selector"]
    assert one("PodDisruptionBudget", "stichfest")["spec"]["selector"] == selector
    assert one("Service", "stichfest")["spec"]["selector"] == selector["matchLabels"]

"""The OpenAPI document in the shape generated clients compile against: each nullable enum
one shared component (referenced as ``anyOf [$ref, null]``, so that a generator makes one
type of it, not one per use), the answers' ``game``, ``lang`` and ``ruleset`` as enums, and
each game's round check with its own score typed (the game's score answer, found by the
game's ``/score`` operation). Works on the generated document only, from ``rules.registry``
and the paths, so a new game needs nothing here."""

from __future__ import annotations

import json
from typing import Any

from api.games.registry import GAME_APIS
from api.http.negotiation import LANGUAGES
from api.schemas.game import askable_rulesets
from rules.registry import GAMES

SCHEMAS = "#/components/schemas/"
DATA_KEYS = frozenset({"example", "examples", "default", "enum", "const"})
# Answer fields that always hold one of these values: named by a shared enum.
ANSWER_ENUMS = {"game": "GameId", "lang": "Lang", "ruleset": "Ruleset",
                "default_ruleset": "Ruleset"}


def client_shaped(document: dict[str, Any]) -> dict[str, Any]:
    """``document`` (a fresh copy of its own, as ``openapi_shape.shape`` makes) reshaped."""
    schemas = document["components"]["schemas"]
    schemas.setdefault("GameId", {"type": "string", "enum": list(GAMES)})
    schemas.setdefault("Lang", {"type": "string", "enum": list(LANGUAGES)})
    schemas["Ruleset"] = {"type": "string", "enum": list(dict.fromkeys(
        ruleset for game in GAMES.values() for ruleset in askable_rulesets(game))),
        "description": "A ruleset of one of the games (each game's own: GET /api/v1/games)."}
    for schema in schemas.values():
        for name, value in schema.get("properties", {}).items():
            if name in ANSWER_ENUMS and value.get("type") == "string" and "enum" not in value:
                rest = {k: v for k, v in value.items() if k != "type"}
                schema["properties"][name] = {"$ref": SCHEMAS + ANSWER_ENUMS[name], **rest}
    _typed_round_scores(document)
    _contract_bodies(document)
    _shared_nullable_enums(document, schemas)
    _optional_request_fields(document, schemas)
    return document


def _optional_request_fields(document: dict[str, Any], schemas: dict[str, Any]) -> None:
    """A request field with a default is optional: said in its description, not as
    ``default``, which generators with their defaults (openapi-typescript) read as "always
    there" and so make the field required in a request body. Query parameters keep theirs
    (generators read a parameter's default as optional)."""
    seen: set[str] = set()

    def visit(node: Any) -> None:
        if isinstance(node, list):
            for item in node:
                visit(item)
            return
        if not isinstance(node, dict):
            return
        ref = node.get("$ref", "").removeprefix(SCHEMAS)
        if ref and ref not in seen and ref in schemas:
            seen.add(ref)
            visit(schemas[ref])
        for _name, prop in node.get("properties", {}).items():
            if isinstance(prop, dict) and "default" in prop:
                default = prop.pop("default")
                text = prop.get("description", "")
                if "default" not in text.lower():
                    said = default if isinstance(default, str) else json.dumps(default)
                    prop["description"] = f"{text} Default: {said}.".strip()
        for key, value in node.items():
            if key not in DATA_KEYS and key != "$ref":
                visit(value)

    for item in document["paths"].values():
        for operation in item.values():
            if isinstance(operation, dict) and "requestBody" in operation:
                visit(operation["requestBody"])
    for name in [n for n in schemas if n.endswith("BatchQuestion")]:
        visit(schemas[name])


def _contract_bodies(document: dict[str, Any]) -> None:
    """A contract's JSON form in ``GET /api/v1/games`` is one of the games' contract request
    schemas (each game's legal-cards request names its own); anyOf, since one body (a bare
    trump) fits several games."""
    schemas, paths = document["components"]["schemas"], document["paths"]
    forms: list[dict[str, str]] = []
    for game_id in GAMES:
        post = paths.get(f"/api/v1/{game_id}/legal-cards", {}).get("post")
        if post is None:
            continue
        asked = post["requestBody"]["content"]["application/json"]["schema"]
        contract = schemas[asked["$ref"].removeprefix(SCHEMAS)]["properties"]["contract"]
        if "$ref" in contract and {"$ref": contract["$ref"]} not in forms:
            forms.append({"$ref": contract["$ref"]})
    for name in ("ContractChoice", "RulesetContract"):
        body = schemas[name]["properties"]["body"]
        schemas[name]["properties"]["body"] = {
            "anyOf": forms, "description": f"{body.get('description', '')} The game's own "
                                           "contract request schema.".strip()}


def _typed_round_scores(document: dict[str, Any]) -> None:
    """Each game's round check answers with ``{Game}RoundCheckResponse``: the shared one with
    ``score`` as the game's score answer (with ``revoked`` and ``note``), or null, and its
    tricks as ``{Game}RoundTrickOut`` where the game's tricks say more (Coiffeur's
    direction)."""
    schemas, paths = document["components"]["schemas"], document["paths"]
    checks: dict[str, str] = {}
    for game_id in GAMES:
        check = paths.get(f"/api/v1/{game_id}/rounds/check", {}).get("post")
        score = paths.get(f"/api/v1/{game_id}/score", {}).get("post")
        if check is None or score is None:
            continue
        media = check["responses"]["200"]["content"]["application/json"]
        scored = score["responses"]["200"]["content"]["application/json"]["schema"]
        if "$ref" not in media["schema"] or "$ref" not in scored:
            continue
        shared = schemas[media["schema"]["$ref"].removeprefix(SCHEMAS)]
        title = "".join(part.title() for part in game_id.split("-"))
        round_score = f"{title}RoundScore"
        # A copy, not an allOf: generators make one model per schema of an allOf's parts
        # and clash on the nested objects' names.
        game_score = schemas[scored["$ref"].removeprefix(SCHEMAS)]
        schemas[round_score] = {
            **game_score, "required": [*game_score.get("required", []), "revoked"],
            "properties": {
                **game_score.get("properties", {}),
                "revoked": {"type": "boolean", "description": "Whether any play was a "
                                                             "revoke."},
                "note": {"type": "string", "description": "What a revoke changes (or that "
                                                          "the round is counted as played)."}}}
        response = f"{title}RoundCheckResponse"
        properties = dict(shared["properties"])
        properties["score"] = {"anyOf": [{"$ref": SCHEMAS + round_score}, {"type": "null"}],
                               "description": shared["properties"]["score"].get(
                                   "description", "") + " " + WINNER_TEXT}
        extra = GAME_APIS[game_id].round_trick_properties
        if extra:
            trick = schemas[properties["tricks"]["items"]["$ref"].removeprefix(SCHEMAS)]
            schemas[f"{title}RoundTrickOut"] = {
                **trick, "properties": {**trick["properties"], **extra},
                "required": sorted([*trick["required"], *extra])}
            properties["tricks"] = {**properties["tricks"],
                                    "items": {"$ref": f"{SCHEMAS}{title}RoundTrickOut"}}
        schemas[response] = {**shared, "properties": properties}
        media["schema"] = {"$ref": SCHEMAS + response}
        checks[game_id] = SCHEMAS + response
    if checks:
        _shared_round_check(schemas, checks)


def _shared_round_check(schemas: dict[str, Any], checks: dict[str, str]) -> None:
    """The shared round check (the batch's answers name it): one of the games' round checks,
    told apart by ``game``, which each states as its one value."""
    for game_id, ref in checks.items():
        check = schemas[ref.removeprefix(SCHEMAS)]
        check["properties"]["game"] = {"type": "string", "enum": [game_id]}
    schemas["RoundCheckResponse"] = {
        "oneOf": [{"$ref": ref} for ref in checks.values()],
        "discriminator": {"propertyName": "game", "mapping": checks},
        "description": f"A round check, as each game answers it. {WINNER_TEXT}"}


# Why a round score's ``winner`` differs by game: each keeps its own word for it.
WINNER_TEXT = ("Each game's score `winner` is its own word for the winner (a seat, team or "
               "side number where the game counts by seat or team, a party name such as "
               "declarer or re where it counts by party; null where nobody won); "
               "`winning_side` names it the same way in every game.")


def _shared_nullable_enums(document: dict[str, Any], schemas: dict[str, Any]) -> None:
    """A nullable enum (``type [T, "null"]``, ``enum [..., null]``) becomes a component of
    the values (``type T``) referenced as ``anyOf [$ref, {type: null}]``: a component that
    was nullable itself is made so, an inline one gets a component named after its field
    (its schema's name before it where two fields of that name differ)."""
    nullable = [name for name, schema in schemas.items() if _is_nullable_enum(schema)]
    for name in nullable:
        schemas[name] = _values_only(schemas[name])
    by_values: dict[tuple[Any, ...], str] = {
        (schemas[name]["type"], *schemas[name]["enum"]): name for name in reversed(nullable)}

    def visit(node: Any, owner: str, field: str | None) -> Any:
        if isinstance(node, list):
            return [visit(item, owner, field) for item in node]
        if not isinstance(node, dict):
            return node
        ref = node.get("$ref", "").removeprefix(SCHEMAS)
        if ref in nullable:
            rest = {k: v for k, v in node.items() if k != "$ref"}
            return {"anyOf": [{"$ref": SCHEMAS + ref}, {"type": "null"}], **rest}
        if field is not None and _is_nullable_enum(node):
            values = _values_only(node)
            key = (values["type"], *values["enum"])
            name = by_values.get(key)
            if name is None:
                name = _pascal(field)
                if name in schemas:
                    name = owner + name
                schemas[name] = {"type": values["type"], "enum": values["enum"]}
                by_values[key] = name
            rest = {k: v for k, v in values.items() if k not in ("type", "enum")}
            return {"anyOf": [{"$ref": SCHEMAS + name}, {"type": "null"}], **rest}
        out = {}
        for key, value in node.items():
            if key in DATA_KEYS:
                out[key] = value
            elif key == "properties":
                out[key] = {prop: visit(sub, owner, prop) for prop, sub in value.items()}
            else:
                out[key] = visit(value, owner, None)
        return out

    for name in list(schemas):
        schemas[name] = visit(schemas[name], name, None)
    for key in ("paths", "components"):
        if key == "components":
            for part, entries in document["components"].items():
                if part != "schemas":
                    document["components"][part] = visit(entries, "", None)
        else:
            document["paths"] = visit(document["paths"], "", None)


def _is_nullable_enum(schema: Any) -> bool:
    return (isinstance(schema, dict) and None in schema.get("enum", ())
            and isinstance(schema.get("type"), list) and "null" in schema["type"])


def _values_only(schema: dict[str, Any]) -> dict[str, Any]:
    (kind,) = [t for t in schema["type"] if t != "null"]
    return {**schema, "type": kind, "enum": [v for v in schema["enum"] if v is not None]}


def _pascal(name: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in name.replace("-", "_").split("_"))

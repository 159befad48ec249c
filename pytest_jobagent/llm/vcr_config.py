"""vcrpy settings of model cassettes: what is recorded, what is scrubbed, how bodies match, a user's VcrConfig merged."""

from __future__ import annotations

import functools
import re
import urllib.parse
from collections.abc import Callable
from typing import Any, TypedDict

import vcr

from .cassette_format import json_of
from .errors import LLMConfigError
from .images import mask_images
from .layout import has_layout, mask_layout

# request headers that may carry credentials; response headers that name accounts or set cookies
SECRET_HEADERS = (
    "authorization", "proxy-authorization", "api-key", "x-api-key", "openai-organization", "openai-project",
    "cookie", "set-cookie",
)
# headers that change on every run or machine: dropped so that re-recording the same traffic changes nothing
VOLATILE_HEADERS = ("date", "host", "user-agent", "x-request-id", "req-id", "cf-ray", "openai-processing-ms",
                    "x-envoy-upstream-service-time", "alt-svc", "server", "content-length", "connection")
VOLATILE_PREFIXES = ("x-stainless-", "x-ratelimit-", "cf-")
_LOOPBACK = re.compile(r"^(https?://(?:127\.\d+\.\d+\.\d+|localhost|\[::1\])):\d+")


def _volatile(name: str) -> bool:
    lower = name.lower()
    return lower in VOLATILE_HEADERS or lower.startswith(VOLATILE_PREFIXES)


def _scrub_response(response: dict) -> dict | None:
    """Before record: drop secret headers; do not record a 429 or 5xx that the SDK then retried."""
    status = (response.get("status") or {}).get("code", 200)
    if status == 429 or status >= 500:
        return None
    headers = response.get("headers") or {}
    response["headers"] = {k: v for k, v in headers.items() if k.lower() not in SECRET_HEADERS}
    return response


MODEL_API_PATHS = ("/chat/completions", "/completions", "/responses", "/embeddings", "/models")


def _model_traffic_only(request: Any) -> Any:
    """A cassette holds model traffic only: any other HTTP request made while it is open (a run checking that
    a site's apply links load, say) is left out of it and goes to its server, in every record mode."""
    path = urllib.parse.urlsplit(request.uri).path.rstrip("/")
    return request if path.endswith(MODEL_API_PATHS) else None


def stabilize(request: Any, response: dict) -> tuple[Any, dict]:
    """Before save: drop volatile headers, drop the free port of loopback servers from the uri."""
    request.headers = {k: v for k, v in request.headers.items() if not _volatile(k) and k.lower() not in SECRET_HEADERS}
    request.uri = _LOOPBACK.sub(r"\1", request.uri)
    response["headers"] = {k: v for k, v in (response.get("headers") or {}).items()
                           if not _volatile(k) and k.lower() not in SECRET_HEADERS}
    return request, response


def body_matcher(r1: Any, r2: Any) -> None:
    """vcrpy's `body` matcher (JSON bodies compared as data), except that what depends on how a machine draws pages is
    left out: images compare by place, not by pixels, and a serialized page's scroll figures are masked (layout.py),
    so a recording replays on a machine whose fonts lay the page out a little differently. vcrpy compares each
    request with every recorded one, parsing both bodies and building a diff each time; here each distinct body is parsed once and a mismatch raises without a diff (drift.py explains drift)."""
    b1, b2 = vcr.matchers.read_body(r1), vcr.matchers.read_body(r2)
    if b1 == b2:
        return
    if _is_json(r1) and _is_json(r2):
        c1, c2 = _comparable(b1), _comparable(b2)
        if c1 is not None and c2 is not None:
            if c1 != c2:
                raise AssertionError("the request bodies differ")
            return
    vcr.matchers.body(r1, r2)


def _is_json(request: Any) -> bool:
    headers = request.headers or {}
    kind = next((str(v) for k, v in headers.items() if k.lower() == "content-type"), "")
    chunked = any(k.lower() == "transfer-encoding" and "chunked" in str(v) for k, v in headers.items())
    return "application/json" in kind and not chunked


def _comparable(body: Any) -> Any:
    """A JSON body as data, its images and layout figures masked; None when it is not JSON."""
    return _comparable_cached(body) if isinstance(body, (bytes, str)) else None


@functools.lru_cache(maxsize=1024)
def _comparable_cached(body: bytes | str) -> Any:
    """Cached: a replayed cassette's recorded bodies are the same objects in every comparison, parsed once."""
    data = json_of(body)
    if data is None:
        return None
    if _has_image(body):
        data = mask_images(data)
    return mask_layout(data) if has_layout(body) else data


def _has_image(body: Any) -> bool:
    marker = "data:image/"
    if isinstance(body, (bytes, bytearray)):
        return marker.encode() in body
    return isinstance(body, str) and marker in body


class VcrConfig(TypedDict, total=False):
    """What a user may add to the model cassettes' vcrpy settings (the `jobagent_vcr_config` fixture), on top of the
    plugin's own: header, query and post-data filters are added to the secret ones, `match_on` replaces the default
    (method, path, body), `custom_matchers` registers named matchers for it, and the two hooks run after the
    plugin's (returning None drops the request or response, as in vcrpy)."""

    filter_headers: list[str | tuple[str, Any]]
    filter_query_parameters: list[str | tuple[str, Any]]
    filter_post_data_parameters: list[str | tuple[str, Any]]
    match_on: list[str]
    custom_matchers: dict[str, Callable[[Any, Any], Any]]
    before_record_request: Callable[[Any], Any]
    before_record_response: Callable[[dict], dict | None]


def _then(first: Callable[[Any], Any], second: Callable[[Any], Any] | None) -> Callable[[Any], Any]:
    """vcrpy's before-record hook chain: the plugin's hook, then the user's, stopping at None."""
    if second is None:
        return first

    def both(value: Any) -> Any:
        value = first(value)
        return None if value is None else second(value)

    return both


def vcr_settings(user: VcrConfig | None = None) -> tuple[dict[str, Any], dict[str, Callable[[Any, Any], Any]]]:
    """The keyword arguments of `vcr.VCR` for model cassettes (the plugin's, with a user's additions merged in) and
    the custom matchers to register."""
    user = user or {}
    unknown = set(user) - set(VcrConfig.__annotations__)
    if unknown:
        raise LLMConfigError(f"jobagent_vcr_config: unknown key(s) {sorted(unknown)}; allowed: "
                             f"{', '.join(VcrConfig.__annotations__)}")
    matchers = dict(user.get("custom_matchers") or {})
    match_on = tuple(user.get("match_on") or ("method", "path", "body"))
    missing = [m for m in match_on if m not in matchers and m not in vcr.VCR().matchers]
    if missing:
        raise LLMConfigError(f"jobagent_vcr_config: match_on names unknown matcher(s) {missing}; "
                             "add them under custom_matchers")
    settings: dict[str, Any] = {
        "before_record_request": _then(_model_traffic_only, user.get("before_record_request")),
        "match_on": match_on,
        "filter_headers": [*SECRET_HEADERS, *(user.get("filter_headers") or [])],
        "before_record_response": _then(_scrub_response, user.get("before_record_response")),
    }
    for key in ("filter_query_parameters", "filter_post_data_parameters"):
        if user.get(key):
            settings[key] = list(user[key])
    return settings, matchers


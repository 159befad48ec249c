"""VCR cassettes for model traffic: paths, record modes, scrubbing, readable YAML, atomic saves, drift errors."""

from __future__ import annotations

import contextvars
import functools
import hashlib
import json
import os
import re
import unicodedata
import urllib.parse
from collections.abc import Callable
from pathlib import Path
from typing import Any, Self, TypedDict

import vcr
import yaml
from vcr.errors import CannotOverwriteExistingCassetteException
from vcr.persisters.filesystem import FilesystemPersister

from pytest_jobagent.files import ExclusiveLock, LockHeld, atomic_write
from pytest_jobagent.redact import Placeholders

from .drift import request_diff
from .errors import CassetteCorrupt, CassetteDrift, CassetteError, CassetteMissing, LLMConfigError
from .images import MissingImage, hide_images, mask_images, show_images

RECORD_MODES = ("none", "once", "new_episodes", "all", "rewrite")
# request headers that may carry credentials; response headers that name accounts or set cookies
SECRET_HEADERS = (
    "authorization", "proxy-authorization", "api-key", "x-api-key", "openai-organization", "openai-project",
    "cookie", "set-cookie",
)
# headers that change on every run or machine: dropped so that re-recording the same traffic changes nothing
VOLATILE_HEADERS = ("date", "host", "user-agent", "x-request-id", "req-id", "cf-ray", "openai-processing-ms",
                    "x-envoy-upstream-service-time", "alt-svc", "server", "content-length", "connection")
VOLATILE_PREFIXES = ("x-stainless-", "x-ratelimit-", "cf-")
AGENT_HEADER, TURN_HEADER, ATTEMPT_HEADER = "X-Jobagent-Agent", "X-Jobagent-Turn", "X-Jobagent-Attempt"
FAULT_HEADER = "X-Jobagent-Fault"  # a reply the heuristic model spoiled on purpose (--llm-faults) names the fault
METADATA_KEY = "jobagent"
APPLICANT_KEY = "applicant_data"  # metadata: "placeholders" when applicant values were written as {{field}}
# The applicant data of the scenario whose cassette is being opened (set by the scenario runner around opening
# its model session): a CassetteRecorder made meanwhile writes those values as {{field}} and fills them back.
applicant_placeholders: contextvars.ContextVar[Placeholders] = contextvars.ContextVar(
    "applicant_placeholders", default=Placeholders())
_LOOPBACK = re.compile(r"^(https?://(?:127\.\d+\.\d+\.\d+|localhost|\[::1\])):\d+")


def slugify(name: str) -> str:
    """A file-name-safe form of a scenario name: 'SPA board: explore!' -> 'spa-board-explore'."""
    text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:80].rstrip("-")
    return slug or "scenario-" + hashlib.sha1(name.encode()).hexdigest()[:8]


def cassette_path(cassette_dir: str | os.PathLike, scenario_file: str | os.PathLike, scenario_name: str,
                  *, root: str | os.PathLike | None = None) -> Path:
    """Where a scenario's cassette lives: `<cassette_dir>/<scenario file without suffix>/<slug of name>.yaml`.

    A relative `scenario_file` keeps its folders (`explore/spa.yaml` -> `<dir>/explore/spa/<slug>.yaml`); an
    absolute one is taken relative to `root` when given and inside it, else only its file name is used.
    """
    file = Path(scenario_file)
    if file.is_absolute():
        try:
            file = file.relative_to(Path(root).resolve()) if root is not None else Path(file.name)
        except ValueError:
            file = Path(file.name)
    parts = [p for p in file.with_suffix("").parts if p not in ("", ".", "..", "/")]
    return Path(cassette_dir).joinpath(*parts, slugify(scenario_name) + ".yaml")


class CassetteLocked(CassetteError):
    """Another process is recording the same cassette (an xdist worker, another runner on a shared checkout)."""

    def __init__(self, path: Path, holder: str, lock_file: Path):
        self.path, self.holder, self.lock_file = Path(path), holder, Path(lock_file)
        super().__init__(
            f"cassette {path} is being recorded by another process ({holder}; lock file {lock_file}).\n"
            "Two recordings of one cassette would overwrite each other's model calls, so this one stops here. "
            "Record each scenario in one process only (with pytest-xdist, do not collect it twice; with several "
            "runners on one checkout, give each runner its own tests), or wait for that recording to end and run "
            "again. Replaying (--record-mode=none) takes no lock."
        )


def lock_path(cassette: str | os.PathLike) -> Path:
    """The lock file a recording holds beside its cassette: `<folder>/.<cassette file name>.lock`."""
    path = Path(cassette)
    return path.with_name(f".{path.name}.lock")


# ---- readable YAML: JSON bodies stored as YAML structures, multi-line strings as blocks ----------------


class _Dumper(yaml.SafeDumper):
    pass


def _represent_str(dumper: yaml.SafeDumper, data: str) -> yaml.ScalarNode:
    if "\n" in data:
        return dumper.represent_scalar("tag:yaml.org,2002:str", data, style="|")
    return dumper.represent_scalar("tag:yaml.org,2002:str", data)


_Dumper.add_representer(str, _represent_str)


def _as_text(body: Any) -> str | None:
    if isinstance(body, (bytes, bytearray)):
        try:
            return body.decode("utf-8")
        except UnicodeDecodeError:
            return None
    return body if isinstance(body, str) else None


def load_yaml(text: str) -> Any:
    """yaml.safe_load through libyaml when PyYAML has it (eight times faster on a large cassette)."""
    return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


def _json_of(body: Any) -> Any:
    text = _as_text(body)
    if not text or text[:1] not in "{[":
        return None
    try:
        return json.loads(text)
    except ValueError:
        return None


class ReadableYamlSerializer:
    """vcrpy serializer: request and response JSON bodies become YAML (`json:` keys) so prompt changes diff well."""

    @staticmethod
    def serialize(cassette_dict: dict) -> str:
        return ReadableYamlSerializer.dump(ReadableYamlSerializer.to_data(cassette_dict))

    @staticmethod
    def dump(data: dict) -> str:
        return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=120)

    @staticmethod
    def to_data(cassette_dict: dict) -> dict:
        """vcrpy's cassette dict with JSON bodies parsed (`json:` keys), ready to dump as YAML."""
        for interaction in cassette_dict.get("interactions", []):
            request, response = interaction["request"], interaction["response"]
            parsed = _json_of(request.get("body"))
            if parsed is not None:
                request.pop("body")
                request["json"] = parsed
            body = response.get("body") or {}
            parsed = _json_of(body.get("string"))
            if parsed is not None:
                response["body"] = {"json": parsed}
        return cassette_dict

    @staticmethod
    def deserialize(cassette_string: str) -> dict:
        return ReadableYamlSerializer.from_data(load_yaml(cassette_string))

    @staticmethod
    def from_data(data: Any) -> dict:
        """vcrpy's cassette dict from the loaded YAML: `json:` bodies back to strings with their length."""
        interactions = data.get("interactions") if isinstance(data, dict) else None
        if not isinstance(interactions, list) or not all(
                isinstance(i, dict) and isinstance(i.get("request"), dict) and isinstance(i.get("response"), dict)
                for i in interactions):
            raise TypeError("a cassette needs 'interactions': a list of request/response pairs")
        for interaction in interactions:
            request, response = interaction["request"], interaction["response"]
            if "json" in request:
                request["body"] = json.dumps(request.pop("json"), ensure_ascii=False, separators=(",", ":"))
            body = response.get("body") or {}
            if "json" in body:
                text = json.dumps(body["json"], ensure_ascii=False, separators=(",", ":"))
                response["body"] = {"string": text}
                response.setdefault("headers", {})["content-length"] = [str(len(text.encode("utf-8")))]
        return data


def images_path(cassette: str | os.PathLike) -> Path:
    """The side file of a cassette's images: `<name>.images.json` beside `<name>.yaml`."""
    path = Path(cassette)
    return path.with_name(f"{path.stem}.images.json")


class ImageSideFile:
    """Images of a cassette's requests, stored once each by the sha256 of their bytes in a JSON side file; the
    cassette holds `jobagent-image:sha256:<hex>` references, so it stays small and diffs as text."""

    def __init__(self, path: Path):
        self.path = path

    def hide(self, interactions: list) -> list:
        """Interactions with image data URLs as references; the side file written with exactly those images (or
        removed when there are none)."""
        found: dict[str, str] = {}
        hidden = hide_images(interactions, found)
        if found:
            atomic_write(self.path, json.dumps(dict(sorted(found.items())), indent=1) + "\n")
        elif self.path.exists():
            self.path.unlink()
        return hidden

    def show(self, interactions: Any) -> Any:
        """Interactions with references replaced by their images (ImagesUnreadable for one not stored)."""
        try:
            known = json.loads(self.path.read_text(encoding="utf-8")) if self.path.exists() else {}
        except (OSError, ValueError) as exc:
            raise ImagesUnreadable(f"the image side file {self.path} cannot be read: {exc}") from exc
        try:
            return show_images(interactions, known)
        except MissingImage as exc:
            raise ImagesUnreadable(f"image sha256:{exc.key[:12]} is not in the side file {self.path}") from None


class ImagesUnreadable(ValueError):
    """A cassette refers to an image its side file does not give back."""


class PlaceholderSerializer(ReadableYamlSerializer):
    """The readable YAML with the applicant's values as `{{field}}` placeholders on disk, put back on load (only
    in cassettes whose metadata says they hold placeholders: older ones may show templates literally); images of
    requests go to the cassette's side file (`images`), referenced by hash."""

    def __init__(self, placeholders: Placeholders, images: ImageSideFile | None = None):
        self.placeholders = placeholders
        self.images = images

    def serialize(self, cassette_dict: dict) -> str:  # type: ignore[override]
        data = ReadableYamlSerializer.to_data(cassette_dict)
        if self.images is not None:  # first: the applicant's values are never looked for inside image data
            data["interactions"] = self.images.hide(data["interactions"])
        if not self.placeholders:
            return ReadableYamlSerializer.dump(data)
        # hidden in the decoded bodies, so that a value is written (and filled back) as itself
        hidden = {**data, "interactions": self.placeholders.hide_data(data["interactions"])}
        meta = dict(hidden.get("metadata") or {})
        meta[METADATA_KEY] = {**(meta.get(METADATA_KEY) or {}), APPLICANT_KEY: "placeholders"}
        hidden["metadata"] = meta
        return ReadableYamlSerializer.dump(hidden)

    def deserialize(self, cassette_string: str) -> dict:  # type: ignore[override]
        data = load_yaml(cassette_string)
        meta = ((data.get("metadata") or {}).get(METADATA_KEY) or {}) if isinstance(data, dict) else {}
        if isinstance(meta, dict) and meta.get(APPLICANT_KEY) == "placeholders":
            data = {**data, "interactions": self.placeholders.fill_data(data.get("interactions"))}
        if self.images is not None and isinstance(data, dict):
            data = {**data, "interactions": self.images.show(data.get("interactions"))}
        return ReadableYamlSerializer.from_data(data)


class AtomicPersister(FilesystemPersister):
    """Saves by writing a temporary file next to the cassette and renaming it: never a half-written cassette."""

    @staticmethod
    def save_cassette(cassette_path, cassette_dict, serializer):
        from vcr.serialize import serialize

        atomic_write(Path(cassette_path), serialize(cassette_dict, serializer))


# ---- hooks -------------------------------------------------------------------------------------------


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


def _stabilize(request: Any, response: dict) -> tuple[Any, dict]:
    """Before save: drop volatile headers, drop the free port of loopback servers from the uri."""
    request.headers = {k: v for k, v in request.headers.items() if not _volatile(k) and k.lower() not in SECRET_HEADERS}
    request.uri = _LOOPBACK.sub(r"\1", request.uri)
    response["headers"] = {k: v for k, v in (response.get("headers") or {}).items()
                           if not _volatile(k) and k.lower() not in SECRET_HEADERS}
    return request, response


def body_matcher(r1: Any, r2: Any) -> None:
    """vcrpy's `body` matcher (JSON bodies compared as data), except that requests holding images compare them by
    place, not by pixels: a screenshot recorded on one machine replays on another whose fonts draw it a little
    differently. vcrpy compares each request with every recorded one, parsing both bodies and building a diff each
    time; here each distinct body is parsed once and a mismatch raises without a diff (drift.py explains drift)."""
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
    """A JSON body as data, its images masked; None when it is not JSON."""
    return _comparable_cached(body) if isinstance(body, (bytes, str)) else None


@functools.lru_cache(maxsize=1024)
def _comparable_cached(body: bytes | str) -> Any:
    """Cached: a replayed cassette's recorded bodies are the same objects in every comparison, parsed once."""
    data = _json_of(body)
    if data is None:
        return None
    return mask_images(data) if _has_image(body) else data


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


def read_metadata(path: Path) -> dict:
    """The `jobagent` metadata of a cassette file (model and provider it was recorded with), or {}."""
    try:
        stat = path.stat()
    except OSError:
        return {}
    return dict(_metadata(str(path), stat.st_mtime_ns, stat.st_size))


@functools.lru_cache(maxsize=64)
def _metadata(path: str, mtime_ns: int, size: int) -> dict:
    """Parsed once per version of the file (a run asks several times: model, provider, quirks)."""
    try:
        data = load_yaml(Path(path).read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError):
        return {}
    meta = (data or {}).get("metadata", {}) if isinstance(data, dict) else {}
    return dict(meta.get(METADATA_KEY) or {}) if isinstance(meta, dict) else {}


class CassetteRecorder:
    """One scenario's cassette: opens vcrpy with our record mode, checks for a missing cassette, explains drift."""

    def __init__(self, path: str | os.PathLike, record_mode: str = "none", *, rerun: str | None = None,
                 secrets: tuple[str, ...] = (), vcr_config: VcrConfig | None = None):
        if record_mode not in RECORD_MODES:
            raise LLMConfigError(f"--record-mode must be one of {', '.join(RECORD_MODES)} (got {record_mode!r})")
        self.path = Path(path)
        self.record_mode = record_mode
        self.rerun = rerun or "<this test>"
        self._secrets = tuple(s for s in secrets if s and len(s) >= 6)
        self._vcr_settings, self._matchers = vcr_settings(vcr_config)
        self.placeholders = applicant_placeholders.get()
        self._context: Any = None
        self.cassette: Any = None
        self._discard = False
        self._checked = False
        self._quirks: dict | None = None  # what the endpoint refused, learned while recording (see compat.py)
        self._lock: ExclusiveLock | None = None

    # what the cassette says about itself
    @property
    def exists(self) -> bool:
        return self.path.is_file() and self.path.stat().st_size > 0

    @property
    def replay_only(self) -> bool:
        """True when no request may reach the network (none; once with an existing cassette)."""
        return self.record_mode == "none" or (self.record_mode == "once" and self.exists)

    def recorded(self) -> dict:
        return read_metadata(self.path) if self.exists else {}

    def __enter__(self) -> Self:
        if not self.replay_only:
            self._take_lock()
        try:
            return self._open()
        except BaseException:
            self._release_lock()
            raise

    def _take_lock(self) -> None:
        """A recording holds `.<name>.lock` beside the cassette from opening to saving: a second recorder of the same
        cassette, in any process on any machine that shares the folder, gets CassetteLocked at once."""
        lock = ExclusiveLock(lock_path(self.path))
        try:
            lock.acquire()
        except LockHeld as exc:
            raise CassetteLocked(self.path, exc.holder, exc.path) from None
        self._lock = lock
        if self.replay_only:  # `once`: another process finished recording it meanwhile; this run replays it
            self._release_lock()

    def _release_lock(self) -> None:
        lock, self._lock = self._lock, None
        if lock is not None:
            lock.release()

    def _open(self) -> Self:
        mode = {"rewrite": "all"}.get(self.record_mode, self.record_mode)
        if self.exists and self.record_mode != "rewrite":
            self._check_readable()
        config = vcr.VCR(
            record_mode=mode,
            **self._vcr_settings,
            decode_compressed_response=True,
            record_on_exception=False,
            before_save_interaction=_stabilize,
            serializer="jobagent-yaml",
        )
        config.register_serializer("jobagent-yaml",
                                   PlaceholderSerializer(self.placeholders, ImageSideFile(images_path(self.path))))
        config.register_persister(AtomicPersister)
        config.register_matcher("body", body_matcher)  # a user's own `body` under custom_matchers still wins
        for name, matcher in self._matchers.items():
            config.register_matcher(name, matcher)
        self._context = config.use_cassette(
            str(self.path),
            drop_unused_requests=self.record_mode == "rewrite",
            filter_sensitive_data=[("<SECRET>", s) for s in self._secrets],
        )
        self.cassette = self._context.__enter__()
        return self

    def _check_readable(self) -> None:
        try:
            data = load_yaml(self.path.read_text(encoding="utf-8"))
            if isinstance(data, dict):  # every image the cassette refers to is in its side file
                ImageSideFile(images_path(self.path)).show(data.get("interactions"))
            ReadableYamlSerializer.from_data(data)
        except (yaml.YAMLError, UnicodeDecodeError, KeyError, TypeError, AttributeError, ImagesUnreadable) as exc:
            detail = f"{type(exc).__name__}: {exc}".splitlines()[0]
            raise CassetteCorrupt(self.path, detail, self.rerun) from exc

    def note_model(self, model: str, provider: str) -> None:
        """Store which model and provider recorded this cassette (only when the cassette may change)."""
        if self.cassette is None or self.replay_only:
            return
        meta = {"model": model, "provider": provider, **({"quirks": self._quirks} if self._quirks else {})}
        # vcrpy's get_metadata only adds a missing key; a re-recording must replace it, so set it directly
        self.cassette._metadata[METADATA_KEY] = meta

    def note_quirks(self, quirks: dict) -> None:
        """Store what the endpoint refused and how requests were adapted (a replay sends them adapted at once)."""
        self._quirks = quirks
        if self.cassette is None or self.replay_only:
            return
        self.cassette._metadata.setdefault(METADATA_KEY, {})["quirks"] = quirks

    def discard(self) -> None:
        """Do not save what was recorded (the run failed in a way a replay must not reproduce)."""
        self._discard = True

    def __exit__(self, *exc_info: object) -> None:
        try:
            self._close(exc_info)
        finally:
            self._release_lock()

    def _close(self, exc_info: tuple[object, ...]) -> None:
        context, self._context = self._context, None
        if context is None:
            return
        if self._discard and exc_info[0] is None:
            exc_info = (RuntimeError, RuntimeError("recording discarded"), None)
        cassette, self.cassette = self.cassette, None
        context.__exit__(*exc_info)
        recorded_nothing = len(cassette.data) == cassette._loaded_count
        if self.record_mode == "rewrite" and exc_info[0] is None and self.exists and recorded_nothing:
            self.path.unlink()  # the scenario makes no model call any more: no stale cassette
            images_path(self.path).unlink(missing_ok=True)

    # checks around each call
    def before_call(self) -> None:
        if self.record_mode == "none" and not self.exists:
            raise CassetteMissing(self.path, self.rerun)

    def drift(self, exc: CannotOverwriteExistingCassetteException, agent: str, turn: int, attempt: int) -> Exception:
        """The error to raise for a request the cassette cannot answer."""
        if exc.reason == "cassette_not_found" and not self.exists:
            return CassetteMissing(self.path, self.rerun)
        cassette, failed = exc.cassette, exc.failed_request
        candidate = self._counterpart(cassette, agent, turn)
        if candidate is None:
            diff = "  (the cassette has no recorded model call left to compare with)"
            reason = "the cassette holds fewer calls than the code now makes"
        else:
            diff = f"  compared with the recorded call of agent {candidate[1]!r} (turn {candidate[2]}):\n" + request_diff(
                failed.body, candidate[0].body)
            reason = "this exact request was recorded, but fewer times" if exc.reason == "already_played" else ""
        return CassetteDrift(self.path, agent, turn, attempt, diff, self.rerun, reason=reason)

    @staticmethod
    def _counterpart(cassette: Any, agent: str, turn: int) -> tuple[Any, str, str] | None:
        """The recorded request this one most likely replaces: same agent and turn, else the next unplayed one."""
        unplayed, same_agent = [], []
        for index, (request, _) in enumerate(cassette.data):
            if cassette.play_counts[index]:
                continue
            who = str(request.headers.get(AGENT_HEADER, "?"))
            when = str(request.headers.get(TURN_HEADER, "?"))
            entry = (request, who, when)
            if who == agent and when == str(turn):
                return entry
            unplayed.append(entry)
            if who == agent:
                same_agent.append(entry)
        if same_agent:
            return same_agent[0]
        if unplayed:
            return unplayed[0]
        if cassette.data:
            request = cassette.data[-1][0]
            return request, str(request.headers.get(AGENT_HEADER, "?")), str(request.headers.get(TURN_HEADER, "?"))
        return None

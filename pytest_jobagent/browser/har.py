"""Site traffic cassettes: the Playwright HAR beside a scenario's model cassette. What is kept out of it (cookies,
secret headers, applicant data), how a new recording merges with an old one, atomic saves, the replay copy
with applicant data put back, and the errors a user can meet."""

from __future__ import annotations

import json
import shlex
from pathlib import Path
from typing import Any

from pytest_jobagent.errors import JobagentError
from pytest_jobagent.files import atomic_write
from pytest_jobagent.redact import Placeholders

SECRET_HEADERS = frozenset({
    "authorization", "proxy-authorization", "cookie", "set-cookie", "api-key", "x-api-key", "x-auth-token",
    "x-csrf-token", "x-xsrf-token",
})
META_KEY = "_jobagent"  # HAR 1.2 allows custom fields that start with an underscore


def har_path(cassette: Path) -> Path:
    """`cassettes/<file>/<scenario>.har` beside `cassettes/<file>/<scenario>.yaml`."""
    return Path(cassette).with_suffix(".har")


class SiteTrafficError(JobagentError):
    """Base of the site-recording errors; each says what to do."""


def _quoted(rerun: str) -> str:
    return rerun if rerun.startswith("<") else shlex.quote(rerun)


class SiteTrafficMissing(SiteTrafficError):
    """Replay (`--record-mode=none`) of a URL site whose HAR does not exist."""

    def __init__(self, path: Path, rerun: str, site: str):
        self.path = Path(path)
        super().__init__(
            f"no site recording at {path}: the site {site} is a URL and --record-mode=none replays its traffic "
            f"from that HAR without the network.\nRecord it once (with the site reachable) with:\n"
            f"    pytest {_quoted(rerun)} --record-mode=once")


class SiteTrafficCorrupt(SiteTrafficError):
    """A HAR file that cannot be read back."""

    def __init__(self, path: Path, detail: str, rerun: str):
        self.path = Path(path)
        super().__init__(f"site recording {path} cannot be read ({detail}).\nRecord it again with:\n"
                         f"    pytest {_quoted(rerun)} --record-mode=rewrite")


def load(path: Path, rerun: str = "<this test>") -> dict[str, Any]:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise SiteTrafficCorrupt(path, f"{type(exc).__name__}: {exc}".splitlines()[0], rerun) from None
    if not isinstance(data, dict) or not isinstance(data.get("log"), dict) or \
            not isinstance(data["log"].get("entries"), list):
        raise SiteTrafficCorrupt(path, "a HAR needs log.entries, a list", rerun)
    return data


def meta(har: dict[str, Any]) -> dict[str, Any]:
    """What pytest-jobagent keeps in a HAR besides entries (robots.txt answers)."""
    value = har.get("log", {}).get(META_KEY)
    return value if isinstance(value, dict) else {}


def _key(entry: dict[str, Any]) -> tuple[str, str, str]:
    request = entry.get("request", {})
    return request.get("method", ""), request.get("url", ""), (request.get("postData") or {}).get("text", "")


def _answered(entry: dict[str, Any]) -> bool:
    """An entry a replay can serve: the server answered (aborted and blocked requests have no status)."""
    status = entry.get("response", {}).get("status", 0)
    return isinstance(status, int) and status > 0 and not entry.get("response", {}).get("_failureText")


def _without_secrets(headers: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [h for h in headers if str(h.get("name", "")).lower() not in SECRET_HEADERS]


def clean(har: dict[str, Any], placeholders: Placeholders, *, keep: Any = lambda entry: True) -> dict[str, Any]:
    """Only answered entries that `keep` accepts; no cookies or secret headers; applicant data as placeholders."""
    entries = []
    for entry in har.get("log", {}).get("entries", []):
        if not _answered(entry) or not keep(entry):
            continue
        for part in ("request", "response"):
            message = entry.get(part) or {}
            message["headers"] = _without_secrets(message.get("headers") or [])
            if "cookies" in message:
                message["cookies"] = []
        entries.append(entry)
    har["log"]["entries"] = entries
    return placeholders.hide_data(har)


def merge(old: dict[str, Any] | None, new: dict[str, Any], *, prefer_new: bool) -> dict[str, Any]:
    """One HAR of both: entries of the same request (method, url, body) once, the new one when `prefer_new`
    (record mode all), else the old one (new_episodes keeps what was recorded and adds what is new)."""
    if old is None:
        return new
    first, second = (new, old) if prefer_new else (old, new)
    seen: set[tuple[str, str, str]] = set()
    entries = []
    for entry in first["log"]["entries"] + second["log"]["entries"]:
        if _key(entry) not in seen:
            seen.add(_key(entry))
            entries.append(entry)
    merged = dict(new)
    merged["log"] = {**new["log"], "entries": entries,
                     META_KEY: {**meta(second), **meta(first)}}
    return merged


def save(path: Path, har: dict[str, Any]) -> None:
    """Written atomically: a temporary file beside it, renamed over it."""
    atomic_write(Path(path), json.dumps(har, indent=1, ensure_ascii=False) + "\n")


def replay_copy(path: Path, placeholders: Placeholders, folder: Path, rerun: str = "<this test>") -> Path:
    """The HAR Playwright replays from: the recording itself, or (when it holds placeholders) a copy in
    `folder` with the applicant's values put back, so recorded form posts match the live ones."""
    har = load(path, rerun)
    if not placeholders:
        return Path(path)
    target = Path(folder) / Path(path).name
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(placeholders.fill_data(har), ensure_ascii=False), encoding="utf-8")
    return target

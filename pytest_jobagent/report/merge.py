"""One report from many machines: the session file each pytest session leaves in its Allure results (the records
of its scenarios), and the merge of several shards' folders (Allure results, categories, environment, session
records, event files) into one folder whose summary is the one a single-machine run prints."""

from __future__ import annotations

import filecmp
import json
import math
import shutil
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from pytest_jobagent.errors import JobagentError

from .allure import merged_categories, write_session_files
from .summary import SessionSummary

SESSION_PREFIX = "jobagent-session"
SESSION_FILE = f"{SESSION_PREFIX}.json"  # the merged folder's one session file
SESSION_VERSION = 1
ENVIRONMENT_FILE = "environment.properties"
CATEGORIES_FILE = "categories.json"
SUMMARY_FILE = "summary.txt"
EVENTS_FILE = "events.jsonl"
MARKER_FILE = ".jobagent-merged"  # a folder `merge` wrote: it may be emptied by the next merge into it
RESULT_SUFFIX = "-result.json"
CONTAINER_SUFFIX = "-container.json"
ATTACHMENT_MARK = "-attachment"
# environment keys the plugin derives from the session's records (plugin/report.py `_environment`): recomputed
SUMMARY_KEYS = ("browser.version", "llm.models_used")

Record = dict[str, object]
Category = dict[str, object]


class MergeError(JobagentError):
    """A folder cannot be merged; the message says which one and why."""


# ---- the session file (written by the plugin at session end, read here) --------------------------------------
def write_session_file(results_dir: Path, records: Sequence[Record]) -> Path:
    """The session's records as `jobagent-session-<id>.json` in its Allure results. The name is unique, as Allure's
    own files are: sessions that share a results folder (no --clean-alluredir, or two shards writing to one
    folder) add their records beside each other's, as they add their results."""
    results_dir.mkdir(parents=True, exist_ok=True)
    path = results_dir / f"{SESSION_PREFIX}-{uuid.uuid4().hex}.json"
    _write_session(path, records)
    return path


def _write_session(path: Path, records: Sequence[Record]) -> None:
    body = {"version": SESSION_VERSION, "records": list(records)}
    path.write_text(json.dumps(body, indent=1, default=str, ensure_ascii=False) + "\n", encoding="utf-8")


def session_files(results_dir: Path) -> list[Path]:
    return sorted(p for p in results_dir.glob(f"{SESSION_PREFIX}*.json") if p.is_file())


def read_session_file(path: Path) -> list[Record]:
    try:
        body: object = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise MergeError(f"{path} is not a readable session file: {exc}") from None
    records = body.get("records") if isinstance(body, dict) else None
    if not isinstance(records, list) or not all(isinstance(r, dict) for r in records):
        raise MergeError(f"{path} is not a session file (a JSON object with a list of records under 'records')")
    return [{str(k): v for k, v in r.items()} for r in records]


def read_records(results_dir: Path) -> list[Record]:
    """Every record of every session that wrote into this Allure results folder."""
    return [record for path in session_files(results_dir) for record in read_session_file(path)]


def summary_of(records: Iterable[Record]) -> SessionSummary:
    summary = SessionSummary()
    for record in records:
        summary.add(record)
    return summary


# ---- finding a shard's results --------------------------------------------------------------------------------
def no_results(directory: Path) -> MergeError:
    return MergeError(f"no Allure results in {directory}: run pytest --alluredir={directory} first")


def _inside(path: Path, folder: Path) -> bool:
    return path == folder or folder in path.parents


def find_results(directory: Path, skip: Sequence[Path] = ()) -> list[Path]:
    """The Allure results folders in `directory`: itself when it holds `*-result.json`, else those below it (a shard's
    output folder). Folders under `skip` are left out, and so are earlier merges found below it (name one as a
    DIR to merge it)."""
    given, directory = directory, directory.resolve()
    if not directory.is_dir():
        raise no_results(given)
    folders = sorted({p.parent for p in directory.rglob(f"*{RESULT_SUFFIX}")
                      if p.is_file() and not any(_inside(p, s) for s in skip)})
    folders = [f for f in folders if f == directory or not (f / MARKER_FILE).exists()]
    if not folders:
        raise no_results(given)
    return folders


def _earlier_merges(directory: Path) -> list[Path]:
    return [m.parent for m in directory.rglob(MARKER_FILE) if m.parent != directory]


# ---- event files ------------------------------------------------------------------------------------------------
def _event(line: str) -> dict[str, object] | None:
    try:
        value: object = json.loads(line)
    except ValueError:
        return None
    return {str(k): v for k, v in value.items()} if isinstance(value, dict) and "event" in value else None


def is_events_file(path: Path) -> bool:
    """A JSON-lines file whose first line is an event (`--jobagent-events`), not, say, `--jobagent-jobs-out`."""
    try:
        with path.open(encoding="utf-8") as lines:
            first = next((line for line in lines if line.strip()), "")
    except (OSError, UnicodeDecodeError):
        return False
    return _event(first) is not None


def find_event_files(directory: Path, skip: Sequence[Path] = ()) -> list[Path]:
    directory = directory.resolve()
    return sorted(p for p in directory.rglob("*.jsonl")
                  if p.is_file() and not any(_inside(p, s) for s in skip) and is_events_file(p))


@dataclass
class Events:
    lines: list[str] = field(default_factory=list)
    unreadable: int = 0


def merged_events(files: Sequence[Path]) -> Events:
    """Every event line of every file, ordered by its time (`ts`); a line without one keeps its place after the
    line before it in its file, and lines of equal time keep the order of the files given."""
    timed: list[tuple[float, str]] = []
    events = Events()
    for path in files:
        last = -math.inf
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            event = _event(line)
            if event is None:  # a torn last line of a killed process, or not an event at all
                events.unreadable += 1
                continue
            ts = event.get("ts")
            if isinstance(ts, int | float) and not isinstance(ts, bool):
                last = float(ts)
            timed.append((last, line))
    timed.sort(key=lambda pair: pair[0])  # stable
    events.lines = [line for _, line in timed]
    return events


# ---- environment and categories ---------------------------------------------------------------------------------
def read_environment(path: Path) -> dict[str, str]:
    if not path.is_file():
        return {}
    env: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        key, sep, value = line.partition("=")
        if sep and key.strip() and not key.lstrip().startswith(("#", "!")):
            env[key.strip()] = value.strip()
    return env


def merged_environment(environments: Sequence[dict[str, str]], summary: SessionSummary) -> dict[str, str]:
    """Keys every shard agrees on as they are; differing values (a browser version, a Python) joined, sorted; the
    keys the plugin derives from records computed again from all of them; `shards` says how many were merged."""
    values: dict[str, list[str]] = {}
    for env in environments:
        for key, value in env.items():
            parts = value.split(", ") if key in SUMMARY_KEYS else [value]
            seen = values.setdefault(key, [])
            seen.extend(p for p in parts if p not in seen)
    merged = {key: ", ".join(sorted(parts)) for key, parts in values.items()}
    if summary.browsers:
        merged["browser.version"] = ", ".join(sorted(summary.browsers))
    if summary.models():
        merged["llm.models_used"] = ", ".join(summary.models())
    merged["shards"] = str(len(environments))
    return merged


def read_categories(path: Path) -> list[Category]:
    if not path.is_file():
        return []
    try:
        value: object = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []  # Allure could not have read it either
    if not isinstance(value, list):
        return []
    return [{str(k): v for k, v in c.items()} for c in value if isinstance(c, dict) and c.get("name")]


def combined_categories(lists: Iterable[list[Category]]) -> list[Category]:
    """Every shard's categories once by name (the first shard's definition wins), then this plugin's missing ones."""
    seen: dict[str, Category] = {}
    for categories in lists:
        for category in categories:
            seen.setdefault(str(category["name"]), category)
    return merged_categories(list(seen.values()))


# ---- the merge ----------------------------------------------------------------------------------------------------
def is_allure_file(name: str) -> bool:
    return name.endswith((RESULT_SUFFIX, CONTAINER_SUFFIX)) or ATTACHMENT_MARK in name


@dataclass
class Merged:
    """What `merge` wrote: counts to report and the records the summary is made of."""

    out: Path
    sources: list[Path]
    results: int = 0
    containers: int = 0
    attachments: int = 0
    records: list[Record] = field(default_factory=list)
    event_files: list[Path] = field(default_factory=list)
    events: int = 0
    notes: list[str] = field(default_factory=list)

    def summary(self) -> SessionSummary:
        return summary_of(self.records)

    def line(self) -> str:
        events = f", {self.events} events from {len(self.event_files)} event file(s)" if self.event_files else ""
        return (f"merged {len(self.sources)} Allure results folder(s) into {self.out}: {self.results} results, "
                f"{self.containers} containers, {self.attachments} attachments{events}")


def _check_folders(dirs: Sequence[Path], out: Path) -> None:
    for i, a in enumerate(dirs):
        if _inside(a, out):
            raise MergeError(f"{a} is inside the merged folder {out}, which the merge empties first: "
                             "name another --merged folder")
        for b in dirs[i + 1:]:
            if _inside(a, b) or _inside(b, a):
                raise MergeError(f"{a} and {b} overlap: name each shard's folder once")


def _prepare(out: Path) -> None:
    if out.is_dir() and any(out.iterdir()):
        if not (out / MARKER_FILE).exists():
            raise MergeError(f"{out} is not empty and is no earlier merge: name a new or empty folder to merge into")
        shutil.rmtree(out)
    elif out.exists() and not out.is_dir():
        raise MergeError(f"{out} is a file: name a folder to merge into")
    out.mkdir(parents=True, exist_ok=True)


def merge(dirs: Sequence[Path], out: Path) -> Merged:
    """Merge the shards' folders `dirs` (each an Allure results folder, or a folder holding one or more) into `out`:
    Allure's result, container and attachment files copied (a name two shards use for different content is an
    error), categories and environment merged, the session records written once as `jobagent-session.json`, event
    files joined in time order into `events.jsonl`, and the summary lines into `summary.txt`."""
    out = out.resolve()
    roots = [d.resolve() for d in dirs]
    if not roots:
        raise MergeError("name at least one folder to merge")
    _check_folders(roots, out)
    skips: list[Path] = [out]
    notes: list[str] = []
    for root in roots:
        if root.is_dir():
            for earlier in _earlier_merges(root):
                if not _inside(out, earlier):
                    notes.append(f"left out {earlier}: an earlier merge (name it as a DIR to merge it)")
                skips.append(earlier)
    folders = [folder for root in roots for folder in find_results(root, skips)]
    event_files = [path for root in roots for path in find_event_files(root, skips)]
    _prepare(out)
    # first: a merge that fails half way leaves a folder the next merge may empty
    (out / MARKER_FILE).write_text("".join(f"{folder}\n" for folder in folders), encoding="utf-8")
    merged = Merged(out=out, sources=folders, event_files=event_files, notes=notes)

    copied: dict[str, Path] = {}
    environments: list[dict[str, str]] = []
    categories: list[list[Category]] = []
    owners: dict[str, Path] = {}
    event_set = set(event_files)
    for folder in folders:
        for path in sorted(folder.iterdir()):
            if not path.is_file() or path in event_set or not is_allure_file(path.name):
                continue
            target = out / path.name
            if path.name in copied:
                if not filecmp.cmp(path, target, shallow=False):
                    raise MergeError(f"{copied[path.name]} and {path} are both named {path.name} but differ: "
                                     "the shards' results cannot be told apart")
                continue
            shutil.copyfile(path, target)
            copied[path.name] = path
            if path.name.endswith(RESULT_SUFFIX):
                merged.results += 1
            elif path.name.endswith(CONTAINER_SUFFIX):
                merged.containers += 1
            else:
                merged.attachments += 1
        environments.append(read_environment(folder / ENVIRONMENT_FILE))
        categories.append(read_categories(folder / CATEGORIES_FILE))
        found = session_files(folder)
        if not found:
            notes.append(f"no session records in {folder}: its scenarios are missing from the summary "
                         "(was it written by pytest-jobagent's plugin?)")
        for session in found:
            records = read_session_file(session)
            for record in records:
                node = str(record.get("nodeid"))
                if node in owners and owners[node] != folder:
                    notes.append(f"{node} ran in both {owners[node]} and {folder}: counted twice")
                owners.setdefault(node, folder)
            merged.records.extend(records)

    summary = merged.summary()
    (out / CATEGORIES_FILE).write_text(json.dumps(combined_categories(categories), indent=2), encoding="utf-8")
    write_session_files(out, merged_environment(environments, summary))  # keeps the categories just written
    _write_session(out / SESSION_FILE, merged.records)
    if event_files:
        events = merged_events(event_files)
        (out / EVENTS_FILE).write_text("".join(line + "\n" for line in events.lines), encoding="utf-8")
        merged.events = len(events.lines)
        if events.unreadable:
            notes.append(f"left out {events.unreadable} event line(s) that are not JSON events (a torn last line?)")
    lines = summary.lines()
    (out / SUMMARY_FILE).write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return merged

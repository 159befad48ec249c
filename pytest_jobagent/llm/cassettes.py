"""VCR cassettes for model traffic: paths, record modes, the recording lock, the recorder and its drift errors.

How a cassette is written and read lives in cassette_format.py, the vcrpy settings (scrubbing, matching) in
vcr_config.py.
"""

from __future__ import annotations

import contextvars
import hashlib
import os
import re
import unicodedata
from pathlib import Path
from typing import Any, Self

import vcr
from vcr.errors import CannotOverwriteExistingCassetteException

from pytest_jobagent.files import ExclusiveLock, LockHeld
from pytest_jobagent.redact import Placeholders

from .cassette_format import (
    METADATA_KEY,
    AtomicPersister,
    CassetteUnreadable,
    ImageSideFile,
    PlaceholderSerializer,
    images_path,
    read_metadata,
)
from .defaults import RECORD_MODES
from .drift import request_diff
from .errors import CassetteCorrupt, CassetteDrift, CassetteError, CassetteMissing, LLMConfigError
from .vcr_config import VcrConfig, body_matcher, stabilize, vcr_settings

AGENT_HEADER, TURN_HEADER, ATTEMPT_HEADER = "X-Jobagent-Agent", "X-Jobagent-Turn", "X-Jobagent-Attempt"
FAULT_HEADER = "X-Jobagent-Fault"  # a reply the heuristic model spoiled on purpose (--llm-faults) names the fault
# The applicant data of the scenario whose cassette is being opened (set by the scenario runner around opening
# its model session): a CassetteRecorder made meanwhile writes those values as {{field}} and fills them back.
applicant_placeholders: contextvars.ContextVar[Placeholders | None] = contextvars.ContextVar(
    "applicant_placeholders", default=None)


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
        self.placeholders = applicant_placeholders.get() or Placeholders()
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
        """What the cassette says about itself (model, provider, quirks): as vcrpy loaded it once it is open, else
        read from the file."""
        if self.cassette is not None:
            return dict(self.cassette._metadata.get(METADATA_KEY) or {})
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
        config = vcr.VCR(
            record_mode=mode,
            **self._vcr_settings,
            decode_compressed_response=True,
            record_on_exception=False,
            before_save_interaction=stabilize,
            serializer="jobagent-yaml",
        )
        config.register_serializer("jobagent-yaml", PlaceholderSerializer(
            self.placeholders, ImageSideFile(images_path(self.path)), fresh=self.record_mode == "rewrite"))
        config.register_persister(AtomicPersister)
        config.register_matcher("body", body_matcher)  # a user's own `body` under custom_matchers still wins
        for name, matcher in self._matchers.items():
            config.register_matcher(name, matcher)
        self._context = config.use_cassette(
            str(self.path),
            drop_unused_requests=self.record_mode == "rewrite",
            filter_sensitive_data=[("<SECRET>", s) for s in self._secrets],
        )
        try:  # vcrpy reads the cassette here, once: every image it refers to must be in its side file
            self.cassette = self._context.__enter__()
        except CassetteUnreadable as exc:
            self._context = None
            raise CassetteCorrupt(self.path, str(exc), self.rerun) from exc
        return self

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

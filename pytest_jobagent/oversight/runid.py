"""Run ids on disk: a run id's file name, the default id of a scenario, and the lock only one process holds.

A run that can resume (a steps run's state, a journal of model replies) keeps its files in one folder under its
run id's file name (`file_key`); `RunFiles.lock` is an OS file lock on `<run id>.lock` (files.ExclusiveLock: the
kernel releases it when the holder dies) that lets only one process hold a run id.
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path
from typing import Any

from pytest_jobagent.errors import JobagentError
from pytest_jobagent.files import ExclusiveLock, LockHeld


class RunLocked(JobagentError, RuntimeError):
    """Another live process holds the run id."""


def file_key(run_id: str) -> str:
    """A file name for a run id: readable slug, plus a short hash when the slug changed it."""
    slug = re.sub(r"[^A-Za-z0-9._-]+", "_", run_id).strip("._")[:80] or "run"
    return slug if slug == run_id else f"{slug}-{hashlib.sha1(run_id.encode()).hexdigest()[:8]}"


def derive_run_id(scenario_file: str | os.PathLike | None, name: str) -> str:
    """The run id of a scenario without `run_id:`: its file's stem and its name."""
    stem = Path(scenario_file).stem if scenario_file else ""
    return f"{stem}::{name}" if stem else name


class RunFiles:
    """The files of runs in one folder, each named by its run id's file key."""

    def __init__(self, folder: str | os.PathLike):
        self.folder = Path(folder)

    def path(self, run_id: str, suffix: str = ".json") -> Path:
        return self.folder / f"{file_key(run_id)}{suffix}"

    def lock(self, run_id: str) -> RunLock:
        return RunLock(self.path(run_id, ".lock"), run_id)


class RunLock:
    """Only one process holds a run id: `files.ExclusiveLock` on `<run id>.lock` (an OS lock the kernel drops when
    its holder dies, so a killed run never leaves a lock to clean up; the holder's pid and host are written in it,
    so a refused run can name it; the file goes when the lock is released)."""

    def __init__(self, path: Path, run_id: str):
        self.path, self.run_id = Path(path), run_id
        self._lock = ExclusiveLock(self.path)

    @property
    def held(self) -> bool:
        return self._lock.held

    def acquire(self) -> RunLock:
        try:
            self._lock.acquire()
        except LockHeld as exc:
            raise RunLocked(f"run id {self.run_id!r} is held by {exc.holder} (lock file {self.path}); "
                            "wait for that run to end, or use another run_id") from None
        return self

    def release(self) -> None:
        self._lock.release()

    def __enter__(self) -> RunLock:
        return self.acquire()

    def __exit__(self, *exc: Any) -> None:
        self.release()

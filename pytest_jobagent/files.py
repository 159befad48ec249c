"""File helpers shared by the layers: writing a file atomically (never half-written, even on a crash), an exclusive
lock on a file that several processes or machines may write, and the files a scenario names relative to itself."""

from __future__ import annotations

import fcntl
import os
import socket
import tempfile
import time
from pathlib import Path


def atomic_write(path: Path, text: str) -> None:
    """Write `text` to a temporary file beside `path`, flush it to disk, then rename it over `path`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def resolve_files(files: dict[str, str], scenario_dir: Path) -> dict[str, str]:
    """File paths relative to the scenario file, resolved; every missing one named in one clear error."""
    out = {name: str((Path(scenario_dir) / path).resolve()) for name, path in files.items()}
    missing = [f"{name}: {target}" for name, target in out.items() if not Path(target).is_file()]
    if missing:
        raise FileNotFoundError(f"file not found ({'; '.join(missing)}); paths are relative to the scenario file")
    return out


class LockHeld(RuntimeError):
    """Another process (or another open of the same file in this one) holds an `ExclusiveLock`."""

    def __init__(self, path: Path, holder: str):
        self.path, self.holder = Path(path), holder
        super().__init__(f"{path} is locked by {holder}")


class ExclusiveLock:
    """A non-blocking exclusive lock on a lock file (`fcntl.flock`), held from `acquire` to `release`.

    The kernel drops the lock when its holder dies (a crash or `kill -9` never leaves a lock behind; on NFS, Linux
    maps flock to the server's byte-range locks, so runners on other machines sharing the folder are excluded too).
    The holder writes "pid N on host H since T" into the file, so that a refused process can name it. The file is
    removed on release: safe, because an acquirer that locked a file then checks that the path still names that
    same file (the holder may have removed it meanwhile) and starts over with a new one when it does not.
    Folders the lock had to create are removed again when they are left empty.
    """

    def __init__(self, path: str | os.PathLike[str]):
        self.path = Path(path)
        self._fd: int | None = None
        self._made: list[Path] = []

    @property
    def held(self) -> bool:
        return self._fd is not None

    def _open(self) -> int:
        while True:
            try:
                return os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
            except FileNotFoundError:  # no folder (yet, or again: another lock's release removed it just now)
                missing = [p for p in (self.path.parent, *self.path.parent.parents) if not p.exists()]
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._made = self._made or missing

    def acquire(self) -> ExclusiveLock:
        """Take the lock at once, or raise `LockHeld` naming its holder."""
        if self._fd is not None:
            raise RuntimeError(f"{self.path} is already held by this lock object")
        while True:
            fd = self._open()
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                holder = os.pread(fd, 512, 0).decode("utf-8", "replace").strip()
                os.close(fd)
                self._remove_made_folders()
                raise LockHeld(self.path, holder or "another process (pid not written yet)") from None
            except BaseException:
                os.close(fd)
                raise
            try:
                same = os.path.samestat(os.fstat(fd), os.stat(self.path))
            except FileNotFoundError:
                same = False
            if same:
                break
            os.close(fd)  # the previous holder removed this file after we opened it: lock the new one
        stamp = time.strftime("%Y-%m-%d %H:%M:%S %Z")
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"pid {os.getpid()} on host {socket.gethostname()} since {stamp}\n".encode(), 0)
        self._fd = fd
        return self

    def release(self) -> None:
        """Remove the lock file and drop the lock (nothing happens when it is not held)."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        try:
            self.path.unlink(missing_ok=True)  # still ours: nobody removes a lock file without holding its lock
        finally:
            os.close(fd)  # closing the last descriptor drops the flock
        self._remove_made_folders()

    def _remove_made_folders(self) -> None:
        for folder in self._made:  # deepest first
            try:
                folder.rmdir()
            except OSError:  # not empty (a cassette was saved, another lock is held there) or gone already
                break
        self._made = []

    def __enter__(self) -> ExclusiveLock:
        return self.acquire()

    def __exit__(self, *exc: object) -> None:
        self.release()

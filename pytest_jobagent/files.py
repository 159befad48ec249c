"""File helpers shared by the layers: writing a file atomically (never half-written, even on a crash), and the
files a scenario names relative to itself."""

from __future__ import annotations

import os
import tempfile
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

"""`jobagent init [DIR]`: a project to try at once: an example job board, three scenarios (observe, explore,
collect), the pytest ini settings and the scenario JSON Schema for editors. Then `cd DIR && pytest`."""

from __future__ import annotations

import argparse
import json
import sys
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

EXAMPLE = "examples/project"
SCHEMA_FILE = "scenario.schema.json"


def add_parser(commands: Any) -> None:
    command = commands.add_parser("init", help="write an example site, three scenarios and ini settings",
                                  description=__doc__)
    command.add_argument("dir", nargs="?", default=".", type=Path, help="the project folder (default: here)")
    command.add_argument("--force", action="store_true", help="overwrite files that already exist")
    command.set_defaults(run=run)


def _files(folder: Traversable, prefix: Path = Path()) -> list[tuple[Path, Traversable]]:
    found = []
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name == "__pycache__":
            continue
        if entry.is_dir():
            found += _files(entry, prefix / entry.name)
        else:
            found.append((prefix / entry.name, entry))
    return found


def project_files() -> dict[Path, bytes]:
    """Every file `init` writes, by its path in the project."""
    from .schema import document

    files = {path: entry.read_bytes() for path, entry in _files(resources.files("pytest_jobagent") / EXAMPLE)}
    files[Path(SCHEMA_FILE)] = (json.dumps(document(), indent=2) + "\n").encode()
    return files


def run(args: argparse.Namespace) -> int:
    target: Path = args.dir
    files = project_files()
    existing = sorted(str(p) for p in files if (target / p).exists())
    if existing and not args.force:
        print(f"jobagent init: {target} already has {', '.join(existing)}; nothing written "
              "(choose another folder, or --force to overwrite them)", file=sys.stderr)
        return 1
    for path, data in files.items():
        (target / path).parent.mkdir(parents=True, exist_ok=True)
        (target / path).write_bytes(data)
    print(f"wrote {len(files)} files into {target}: sites/example_board, scenarios/ (3), pytest.ini, {SCHEMA_FILE}")
    where = "" if target == Path(".") else f"cd {target} && "
    print(f"next: {where}pytest     (the first run records the model's answers into cassettes/, offline)")
    return 0

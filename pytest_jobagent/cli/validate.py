"""`jobagent validate PATH...`: every scenario error as `file:line:col: message`, with no browser and no model, fast
enough for an editor hook or pre-commit; exit 1 when any document is invalid."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

SUFFIXES = (".yaml", ".yml")
SKIPPED_FOLDERS = ("cassettes",)  # recordings are YAML too, but never scenarios


def scenario_files(paths: Iterable[Path]) -> Iterator[Path]:
    """The files named, and the YAML files under the folders named (not inside cassettes or hidden folders)."""
    for path in paths:
        if path.is_dir():
            for found in sorted(path.rglob("*")):
                parts = found.relative_to(path).parts
                if found.suffix in SUFFIXES and found.is_file() and not any(
                        p in SKIPPED_FOLDERS or p.startswith(".") for p in parts[:-1]):
                    yield found
        else:
            yield path


def problems(path: Path) -> list[str]:
    """The `file:line:col: message` lines of one scenario file (none when every document is valid)."""
    from pytest_jobagent.scenario.loader import load_file

    if not path.is_file():
        return [f"{path}:1:1: no such file"]
    try:
        documents = load_file(path)
    except (OSError, UnicodeDecodeError) as exc:
        return [f"{path}:1:1: cannot read: {exc}"]
    if not documents:
        return [f"{path}:1:1: no scenario in this file (an empty YAML document)"]
    found: list[str] = []
    names: dict[str, int] = {}
    for doc in documents:
        found += doc.problems
        if doc.scenario is not None:
            if doc.name in names:
                found.append(f"{path}:{doc.line}:1: name {doc.name!r} is used twice in this file (first on line "
                             f"{names[doc.name]}); pytest would run it as {doc.name}[2]")
            names.setdefault(doc.name, doc.line)
    return found


def add_parser(commands: Any) -> None:
    command = commands.add_parser("validate", help="check scenario files: file:line:col: message, exit 1 if any",
                                  description=__doc__)
    command.add_argument("paths", nargs="+", type=Path, metavar="PATH", help="scenario files or folders of them")
    command.add_argument("-q", "--quiet", action="store_true", help="print errors only, no summary line")
    command.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    files = list(scenario_files(args.paths))
    errors = 0
    for path in files:
        for line in problems(path):
            print(line)
            errors += 1
    if not args.quiet:
        print(f"{len(files)} file(s) checked, {errors} error(s)", file=sys.stderr)
    return 1 if errors else 0

"""`jobagent report DIR [DIR ...]`: one report from one or many pytest sessions. Several shards' folders (each an
Allure results folder, or one holding them) are merged into one (--merged) with their session summary; the summary
is printed and, unless --no-html, the Allure results become one self-contained HTML file with the Allure 3 command
line (Node.js only, no Java), installed from npm on first use into a cache folder; the config ships in the package."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from importlib import resources
from pathlib import Path

from pytest_jobagent.report.merge import (
    SUMMARY_FILE,
    MergeError,
    find_results,
    merge,
    read_records,
    session_files,
    summary_of,
)

ALLURE_VERSION = "3.18.0"


def default_tools() -> Path:
    cache = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(cache) / "pytest-jobagent" / "allure"


DEFAULT_RESULTS = Path("reports/allure-results")
DEFAULT_REPORT = Path("reports/allure-report")
DEFAULT_MERGED = Path("reports/merged")


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    command = commands.add_parser("report", help="merge shards' Allure results, print their summary, build the "
                                  "single-file Allure HTML report", description=__doc__)
    command.add_argument("dirs", nargs="*", default=[DEFAULT_RESULTS], type=Path, metavar="DIR",
                         help="an Allure results folder (pytest --alluredir=...), or a shard's output folder holding "
                              f"one, with its --jobagent-events file; several are merged (default {DEFAULT_RESULTS})")
    command.add_argument("--out", type=Path, default=DEFAULT_REPORT, metavar="REPORT_DIR",
                         help=f"the report folder to write (default {DEFAULT_REPORT})")
    command.add_argument("--merged", type=Path, default=None, metavar="DIR",
                         help=f"where several folders are merged (default {DEFAULT_MERGED}); emptied first, so it "
                              "must be new, empty or an earlier merge")
    command.add_argument("--no-html", action="store_true", help="merge and print the summary only (no Node.js needed)")
    command.add_argument("--tools", type=Path, default=None, metavar="DIR",
                         help="where Allure is installed (default: env JOBAGENT_TOOLS, else ~/.cache/pytest-jobagent)")
    command.add_argument("--allure-version", default=os.environ.get("ALLURE_VERSION", ALLURE_VERSION))
    command.set_defaults(run=run)


def _fail(message: str) -> int:
    print(f"jobagent report: {message}", file=sys.stderr)
    return 2


def _installed_version(allure: Path) -> str:
    try:
        done = subprocess.run([str(allure), "--version"], capture_output=True, text=True, timeout=60)
    except OSError:
        return ""
    return done.stdout.strip()


def ensure_allure(tools: Path, version: str) -> Path:
    """The allure binary of `version` under `tools`, installed with npm when missing or of another version."""
    allure = tools / "node_modules" / ".bin" / "allure"
    if allure.exists() and _installed_version(allure) == version:
        return allure
    print(f"installing allure {version} into {tools} (once)", file=sys.stderr)
    tools.mkdir(parents=True, exist_ok=True)
    package = tools / "package.json"
    if not package.exists():
        package.write_text(json.dumps({"private": True}))
    subprocess.run(["npm", "install", "--prefix", str(tools), "--no-audit", "--no-fund", "--loglevel=error",
                    f"allure@{version}"], check=True)
    return allure


def _results(args: argparse.Namespace) -> Path:
    """The Allure results folder to build the report from: the one folder named, or the merge of all of them.
    Prints the session summary either way."""
    dirs: list[Path] = list(args.dirs)
    if len(dirs) == 1 and args.merged is None:
        folders = find_results(dirs[0])
        if len(folders) == 1:
            sessions = len(session_files(folders[0]))
            if sessions > 1:
                print(f"jobagent report: {sessions} sessions wrote into {folders[0]} (no --clean-alluredir): the "
                      "summary covers all of them, as the report does", file=sys.stderr)
            for line in summary_of(read_records(folders[0])).lines():
                print(line)
            return folders[0]
    if len(dirs) == 2:  # the old form `report RESULTS OUT`: say where OUT goes now
        find_results(dirs[0])
        try:
            find_results(dirs[1])
        except MergeError as exc:
            raise MergeError(f"{exc} (the report folder is given with --out now: "
                             f"jobagent report {dirs[0]} --out {dirs[1]})") from None
    merged = merge(dirs, args.merged or DEFAULT_MERGED)
    for note in merged.notes:
        print(f"jobagent report: {note}", file=sys.stderr)
    print(merged.line())
    for line in merged.summary().lines():
        print(line)
    print(f"summary: {merged.out / SUMMARY_FILE}")
    return merged.out


def run(args: argparse.Namespace) -> int:
    html = not args.no_html
    if html and (not shutil.which("node") or not shutil.which("npm")):
        return _fail("needs Node.js 20+ with npm (Debian: apt-get install nodejs npm), or --no-html")
    try:
        results = _results(args)
    except MergeError as exc:
        return _fail(str(exc))
    if not html:
        return 0
    return generate(results, args.out, args)


def generate(results: Path, out: Path, args: argparse.Namespace) -> int:
    """The single-file HTML report of the Allure results folder `results`, into `out`."""
    tools = (args.tools or Path(os.environ.get("JOBAGENT_TOOLS") or default_tools())).resolve()
    try:
        allure = ensure_allure(tools, args.allure_version)
    except subprocess.CalledProcessError as exc:
        return _fail(f"npm could not install allure@{args.allure_version} (exit {exc.returncode})")
    out = out.resolve()
    shutil.rmtree(out, ignore_errors=True)
    with resources.as_file(resources.files("pytest_jobagent.report") / "allurerc.mjs") as config:
        done = subprocess.run([str(allure), "generate", "--config", str(config), str(results)],
                              env={**os.environ, "JOBAGENT_REPORT_DIR": str(out)})
    if done.returncode:
        return _fail(f"allure generate failed (exit {done.returncode})")
    print(f"report: {out / 'index.html'}")
    return 0

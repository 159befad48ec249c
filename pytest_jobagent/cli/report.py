"""`jobagent report [RESULTS] [OUT]`: Allure results into one self-contained HTML file with the Allure 3 command line
(Node.js only, no Java), installed from npm on first use into a cache folder; the config ships in the package."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from importlib import resources
from pathlib import Path
from typing import Any

ALLURE_VERSION = "3.18.0"


def default_tools() -> Path:
    cache = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(cache) / "pytest-jobagent" / "allure"


def add_parser(commands: Any) -> None:
    command = commands.add_parser("report", help="build the single-file Allure HTML report from Allure results",
                                  description=__doc__)
    command.add_argument("results", nargs="?", default="reports/allure-results", type=Path,
                         help="the Allure results folder (pytest --alluredir=...; default reports/allure-results)")
    command.add_argument("out", nargs="?", default="reports/allure-report", type=Path,
                         help="the report folder to write (default reports/allure-report)")
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


def run(args: argparse.Namespace) -> int:
    if not shutil.which("node") or not shutil.which("npm"):
        return _fail("needs Node.js 20+ with npm (Debian: apt-get install nodejs npm)")
    results = args.results.resolve()
    if not results.is_dir() or not any(results.iterdir()):
        return _fail(f"no Allure results in {args.results}: run pytest --alluredir={args.results} (or make demo) first")
    tools = (args.tools or Path(os.environ.get("JOBAGENT_TOOLS") or default_tools())).resolve()
    try:
        allure = ensure_allure(tools, args.allure_version)
    except subprocess.CalledProcessError as exc:
        return _fail(f"npm could not install allure@{args.allure_version} (exit {exc.returncode})")
    out = args.out.resolve()
    shutil.rmtree(out, ignore_errors=True)
    with resources.as_file(resources.files("pytest_jobagent.report") / "allurerc.mjs") as config:
        done = subprocess.run([str(allure), "generate", "--config", str(config), str(results)],
                              env={**os.environ, "JOBAGENT_REPORT_DIR": str(out)})
    if done.returncode:
        return _fail(f"allure generate failed (exit {done.returncode})")
    print(f"report: {out / 'index.html'}")
    return 0

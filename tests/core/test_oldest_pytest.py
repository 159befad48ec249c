"""The package declares `pytest>=8`: the suite's quick part (loader tests, an observe and an explore scenario replayed)
passes on the oldest pytest that allows, installed apart from the project's own."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path


def oldest_declared_pytest(repo) -> str:
    dependencies = tomllib.loads((repo / "pyproject.toml").read_text())["project"]["dependencies"]
    (spec,) = [d for d in dependencies if re.match(r"pytest\s*>=", d)]
    return spec.split(">=")[1].strip()


def test_the_quick_part_passes_on_the_oldest_declared_pytest(repo, tmp_path):
    oldest = oldest_declared_pytest(repo)
    target = tmp_path / "oldest"
    done = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target),
                           f"pytest=={oldest}.*"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    # a home of its own, but the caches the package keeps of what takes seconds to build (place names, the pinned
    # fontconfig) stay the user's, as for pytester's inner sessions (tests/conftest.py)
    env = {"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
           "XDG_CACHE_HOME": os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")}
    run = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:randomly", "-q", "tests/core/test_loader.py",
                          "scenarios/observe_jobboard_spa.yaml", "scenarios/explore_jobboard_spa.yaml",
                          f"--basetemp={tmp_path / 'base'}"], cwd=repo, capture_output=True, text=True, env=env,
                         timeout=600)
    version = subprocess.run([sys.executable, "-m", "pytest", "--version"], capture_output=True, text=True, env=env,
                             cwd=tmp_path).stdout
    assert version.startswith(f"pytest {oldest}."), version
    assert re.search(r"\d+ passed", run.stdout) and "failed" not in run.stdout, run.stdout[-3000:] + run.stderr[-2000:]

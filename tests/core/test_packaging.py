"""The wheel as a package index would ship it: example project, report config, typing marker, license, entry points,
and a README whose links all resolve outside this repository."""

from __future__ import annotations

import re
import subprocess
import sys
import zipfile

import pytest


@pytest.fixture(scope="module")
def wheel(repo, tmp_path_factory):
    out = tmp_path_factory.mktemp("wheel")
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w",
                           str(out), str(repo)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    (built,) = out.glob("pytest_jobagent-*.whl")
    return zipfile.ZipFile(built)


def test_the_wheel_holds_what_users_run(wheel):
    names = set(wheel.namelist())
    for needed in ("pytest_jobagent/py.typed", "pytest_jobagent/report/allurerc.mjs",
                   "pytest_jobagent/examples/project/pytest.ini",
                   "pytest_jobagent/examples/project/sites/example_board/index.html",
                   "pytest_jobagent/examples/project/scenarios/collect_example_board.yaml",
                   "pytest_jobagent/browser/js/serialize.js", "pytest_jobagent/cookbook/migrations/env.py",
                   "pytest_jobagent/cookbook/migrations/versions/0002_flagged_at.py",
                   "pytest_jobagent/cookbook/shipped/greenhouse.json", "pytest_jobagent/cookbook/shipped/workday.json",
                   "pytest_jobagent/cookbook/shipped/lever.json"):
        assert needed in names, f"{needed} is not in the wheel"
    assert not any(n.startswith(("tests/", "scenarios/", "sites/", "cassettes/")) for n in names)
    dist = next(n.rsplit("/", 1)[0] for n in names if n.endswith(".dist-info/METADATA"))
    assert any(n.startswith(f"{dist}/licenses/LICENSE") for n in names)
    entry_points = wheel.read(f"{dist}/entry_points.txt").decode()
    assert "jobagent = pytest_jobagent.cli:main" in entry_points and "jobagent = pytest_jobagent.plugin" in entry_points
    metadata = wheel.read(f"{dist}/METADATA").decode()
    assert "License-Expression: MIT" in metadata and "Project-URL:" in metadata


def test_readme_links_work_on_a_package_index(repo):
    """Relative links break on a package index page; only absolute links and in-page anchors are kept."""
    text = (repo / "README.md").read_text()
    links = re.findall(r"\]\(([^)\s]+)", text)
    relative = [link for link in links if not link.startswith(("http://", "https://", "#", "mailto:"))]
    assert relative == []

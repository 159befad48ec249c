"""The peer tier (issue 41): pytest-recording's released test suite, run beside the same pytest-playwright once in an
environment without pytest-jobagent and once in this project's own, where it is installed; the second run keeps every
pass of the first. The first run depends on no file of this project: its outcomes are kept beside the installed peer,
keyed by every installed distribution's version and the Python that ran it, and run again only when one changes. The
installed peer and those outcomes live in the user's cache (as the package's place names and Allure do), not in the
repository: a fresh clone of the same environment (every CI run) finds them and does not download, install and run
the baseline again."""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

PEER, VERSION = "pytest-recording", "0.14.1"

# what its tests import that this project's environment lacks: its `tests` extra (pytest-httpbin, pytest-mock,
# requests, Werkzeug==3.1.9), their dependencies, and pycurl (otherwise its pycurl tests skip). Pinned, and installed
# without dependencies, so pytest, pytest-playwright, Playwright and vcrpy stay this project's own.
NEEDS = [
    "pytest-httpbin==2.1.0", "httpbin==0.10.4", "flask==3.1.3", "werkzeug==3.1.9", "itsdangerous==2.2.0",
    "blinker==1.9.0", "jinja2==3.1.6", "brotlicffi==1.2.1.0", "cffi==2.1.1", "pycparser==3.12", "decorator==5.3.1",
    "six==1.17.0", "requests==2.34.2", "urllib3==2.8.0", "certifi==2026.10.19.post1", "charset-normalizer==3.5.3",
    "pytest-mock==3.17.0", "pycurl==7.49.0",
]

# Deselected in both runs. Its three cases call requests.get("http://example.com") expecting pytest-recording's guard
# to refuse the host, but urllib3 resolves the name before it connects (where the guard sits), and here no public name
# resolves: they need the internet.
DESELECT = ["tests/test_blocking_network.py::test_block_network_with_allowed_hosts"]

# Its tests run pytest in-process (testdir.runpytest). pytest-playwright 0.10 with Playwright >= 1.5x wraps every test
# call in a soft-assertion scope, so the inner session's scope would open inside the outer one's and fail with "nested
# soft assertion scopes are not supported", with or without pytest-jobagent (51 of 69 failed so). The outer session
# therefore runs without pytest-playwright; the inner sessions, where the plugins meet, still load it.
OUTER = ["-p", "no:playwright", "-p", "no:cacheprovider", "-q", "-o", "junit_logging=system-out"]

MIN_PASSED = 70  # the baseline: 73 of the 75 selected pass, 2 skip (a Windows-only case, one for old vcrpy)
PLUGINS_LINE = re.compile(r"^plugins: (.*)$", re.M)


def _cache_root() -> Path:
    """Where the installed peers and their baselines are kept: the user's cache, which outlives a clone."""
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "pytest-jobagent" / "peer"


def _install(cache: Path) -> Path:
    """The sdist (tests included) and what its tests need, downloaded and installed once into `cache`."""
    done = cache / "done"
    if done.is_file():
        return cache
    building = cache.with_name(f"{cache.name}.{os.getpid()}")
    shutil.rmtree(building, ignore_errors=True)
    building.mkdir(parents=True)
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    steps = [
        [*pip, "download", "--no-deps", "--no-binary", ":all:", f"{PEER}=={VERSION}", "-d", str(building / "sdist")],
        [*pip, "install", "--no-deps", "--target", str(building / "site"), *NEEDS],
    ]
    for step in steps:
        run = subprocess.run(step, capture_output=True, text=True, timeout=600)
        assert run.returncode == 0, f"{' '.join(step[3:5])} failed:\n{run.stderr[-3000:]}"
    [sdist] = (building / "sdist").glob("*.tar.gz")
    run = subprocess.run([*pip, "install", "--no-deps", "--target", str(building / "site"), str(sdist)],
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, f"the sdist did not install:\n{run.stderr[-3000:]}"
    (building / "done").write_text(f"{PEER}=={VERSION}\n")
    try:
        building.rename(cache)
    except OSError:  # another session finished first: its copy is the same
        shutil.rmtree(building, ignore_errors=True)
    return cache


def _without_jobagent(where: Path) -> Path:
    """A venv holding every package of this one except pytest-jobagent (symlinked: the very same files); its python.

    Not `-p no:jobagent`: pytester drops PYTEST_ADDOPTS and each in-process session loads the entry points anew, so
    the plugin stayed active in the inner sessions, the very ones that collect the cassettes their tests write."""
    site = Path(sysconfig.get_paths()["purelib"])
    # the installed distribution (the source tree's own egg-info, seen first from the repository, lists no files)
    [dist] = importlib.metadata.distributions(path=[str(site)], name="pytest-jobagent")
    own = {Path(str(f)).parts[0] for f in dist.files or []} - {"..", "__pycache__"}
    assert own, f"pytest-jobagent lists no installed files in {site}"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(where)], check=True, timeout=120)
    [target] = where.glob("lib/python*/site-packages")
    for entry in site.iterdir():
        if entry.name not in own and not (target / entry.name).exists():
            (target / entry.name).symlink_to(entry)
    return where / "bin" / "python"


def _env(site: Path) -> dict[str, str]:
    """The environment of a user's run: no xdist worker's or outer pytest's variables, the peer's needs on the path."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_") and k != "PYTHONPATH"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # inner sessions import their plugins anew: cached pyc save a third
    env["PYTHONPATH"] = str(site)
    return env


def _outcomes(report: Path) -> dict[str, tuple[str, str]]:
    """Each test id of a junit XML report with its outcome and its captured output (or failure text)."""
    found = {}
    for case in ET.parse(report).iter("testcase"):
        test_id = f"{case.get('classname')}::{case.get('name')}"
        tags = {child.tag: child for child in case}
        bad = tags.get("failure", tags.get("error"))
        outcome = "failed" if bad is not None else "skipped" if "skipped" in tags else "passed"
        text = (bad.get("message", "") + "\n" + (bad.text or "")) if bad is not None else ""
        out = tags.get("system-out")
        found[test_id] = (outcome, text + (out.text or "" if out is not None else ""))
    return found


def _run_suite(python: Path, tests: Path, site: Path, out: Path) -> tuple[dict[str, tuple[str, str]], str, float]:
    out.mkdir()
    report = out / "junit.xml"
    args = [str(python), "-m", "pytest", "tests", *OUTER, f"--junitxml={report}", f"--basetemp={out / 'tmp'}"]
    args += [f"--deselect={d}" for d in DESELECT]
    start = time.monotonic()
    run = subprocess.run(args, cwd=tests, env=_env(site), capture_output=True, text=True, timeout=900)
    took = time.monotonic() - start
    assert run.returncode in (0, 1) and report.is_file(), f"{PEER}'s suite did not run:\n{run.stdout[-3000:]}" \
                                                          f"{run.stderr[-3000:]}"
    return _outcomes(report), run.stdout, took


def _inner_plugins(outcomes: dict[str, tuple[str, str]]) -> list[str]:
    """The `plugins:` header lines of the pytest sessions the peer's tests ran in-process."""
    return [line for _, text in outcomes.values() for line in PLUGINS_LINE.findall(text)]


def _baseline_key() -> str:
    """What the run without pytest-jobagent depends on: the Python, every distribution of this environment but
    pytest-jobagent (the bare venv links them all), the peer's needs and the way its suite is run."""
    site = Path(sysconfig.get_paths()["purelib"])
    dists = sorted(f"{d.metadata['Name']}=={d.version}" for d in importlib.metadata.distributions(path=[str(site)])
                   if d.metadata["Name"] != "pytest-jobagent")
    parts = [sys.version, platform.platform(), *dists, *NEEDS, *DESELECT, *OUTER]
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:16]


def _baseline(cache: Path, tree: Path, site: Path, tmp_path: Path) -> tuple[dict[str, tuple[str, str]], str]:
    """The peer's suite run in a venv without pytest-jobagent: kept in `cache` once it passed as it should (its
    outcomes depend only on the environment `_baseline_key` names)."""
    kept = cache / f"baseline-{_baseline_key()}.json"
    if kept.is_file():
        data = json.loads(kept.read_text())
        return {t: (o, text) for t, (o, text) in data["outcomes"].items()}, data["stdout"]
    bare = _without_jobagent(tmp_path / "venv-without")
    check = subprocess.run([str(bare), "-c", "import importlib.util as u; print(u.find_spec('pytest_jobagent') is "
                            "None, u.find_spec('pytest_playwright') is not None, u.find_spec('vcr') is not None)"],
                           cwd=tree, env=_env(site), capture_output=True, text=True, timeout=60)
    assert check.stdout.split() == ["True", "True", "True"], check.stdout + check.stderr
    without, without_out, without_took = _run_suite(bare, tree, site, tmp_path / "without")
    print(f"{PEER} {VERSION}: without pytest-jobagent {without_took:.0f} s")
    _check_baseline(without, without_out)
    partial = kept.with_name(f"{kept.name}.{os.getpid()}")
    partial.write_text(json.dumps({"outcomes": without, "stdout": without_out[-3000:]}))
    partial.replace(kept)
    return without, without_out


def _check_baseline(without: dict[str, tuple[str, str]], without_out: str) -> None:
    """The run without pytest-jobagent is a fair baseline: nothing failed, most passed, and its in-process sessions
    loaded pytest-playwright and pytest-recording, never pytest-jobagent."""
    passed = [t for t, (outcome, _) in without.items() if outcome == "passed"]
    failed = [f"{t}:\n{text[:1500]}" for t, (outcome, text) in without.items() if outcome == "failed"]
    assert not failed, f"{len(failed)} failed without pytest-jobagent (the environment, not the plugin):\n" + \
        "\n\n".join(failed[:3])
    assert len(passed) >= MIN_PASSED, f"only {len(passed)} passed without pytest-jobagent:\n{without_out[-3000:]}"
    inner_without = _inner_plugins(without)
    assert inner_without
    assert all("playwright-" in line and "recording-" in line for line in inner_without)
    assert not [line for line in inner_without if "jobagent-" in line]


@pytest.mark.peer
def test_pytest_recordings_suite_keeps_every_pass_with_pytest_jobagent_installed(tmp_path: Path):
    key = hashlib.sha256(" ".join(NEEDS).encode()).hexdigest()[:10]
    cache = _install(_cache_root() / f"{PEER}-{VERSION}-{key}")
    [sdist] = (cache / "sdist").glob("*.tar.gz")
    with tarfile.open(sdist) as archive:
        archive.extractall(tmp_path / "src", filter="data")
    # extracted under the session's tmp: no ini file of this project lies above the peer's tree
    [tree] = (tmp_path / "src").iterdir()
    site = cache / "site"

    without, without_out = _baseline(cache, tree, site, tmp_path)
    _check_baseline(without, without_out)  # (a kept baseline too)
    with_plugin, with_out, with_took = _run_suite(Path(sys.executable), tree, site, tmp_path / "with")
    print(f"{PEER} {VERSION}: with pytest-jobagent {with_took:.0f} s")

    passed = sorted(t for t, (outcome, _) in without.items() if outcome == "passed")
    assert set(with_plugin) == set(without), "pytest-jobagent changed which of the peer's tests exist"

    # the comparison is real: the peer's in-process sessions loaded pytest-playwright in both runs (checked of the
    # baseline above), and pytest-jobagent only in the second
    inner_with = _inner_plugins(with_plugin)
    assert inner_with
    assert all("playwright-" in line and "recording-" in line for line in inner_with)
    assert all("jobagent-" in line for line in inner_with)

    lost = [f"{t}:\n{with_plugin[t][1][:3000]}" for t in passed if with_plugin[t][0] != "passed"]
    assert not lost, f"{len(lost)} of {len(passed)} passes lost with pytest-jobagent installed:\n" + \
        "\n\n".join(lost[:3]) + f"\n{with_out[-2000:]}"

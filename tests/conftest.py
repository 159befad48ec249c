"""Shared test fixtures: pytester for running pytest inside tests, paths of the repository, a module-scoped page, the
`pages` folder beside a test module served on loopback, and one pytest run of bundled scenarios that several tests
read."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from filelock import FileLock

from pytest_jobagent.browser import offline
from pytest_jobagent.siteserver import SiteServer

pytest_plugins = ["pytester"]

REPO = Path(__file__).resolve().parent.parent

# pytester gives each inner session a HOME of its own; the caches the package keeps of what takes seconds to build
# (place names, the locale each text is read in, the pinned fontconfig) stay the user's, so inner sessions read them
os.environ.setdefault("XDG_CACHE_HOME", str(Path.home() / ".cache"))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """This package's own tests drive the bundled sites on loopback: their pages are offline like a scenario's."""
    for item in items:
        if REPO / "tests" in Path(str(item.path)).parents:
            item.add_marker(pytest.mark.jobagent_offline)


@pytest.fixture(scope="session")
def repo() -> Path:
    return REPO


@pytest.fixture(scope="module")
def mpage(browser):
    """One page per test module (cheap on shared CPUs), offline (browser/offline.py); tests navigate it themselves."""
    context = browser.new_context(**offline.context_args())
    context.set_default_timeout(10_000)
    offline.keep_offline(context, by_proxy=True)
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture(scope="module")
def pages(request: pytest.FixtureRequest):
    """The `pages` folder beside the test module (tests/collect/pages, tests/steps/pages) served on a loopback port."""
    server = SiteServer(Path(str(request.path)).parent / "pages")
    yield server
    server.close()


# One run of bundled scenarios of every run kind (replayed from their cassettes) whose outcomes several tests read:
# tests/core/test_events_catalog.py (its events fit their records), tests/report/test_jobs_out.py (the jobs file and
# the application log it wrote) and tests/llm/test_prompt_size.py (the prompts it reported over a lowered limit). Each
# pytest process of scenarios costs seconds; this one is run once per session.
BUNDLED_RUN_FILES = ["explore_jobboard_classic.yaml", "collect_jobboard_classic.yaml", "apply_greenhouse.yaml",
                     "steps_jobboard_spa.yaml"]
BUNDLED_RUN_PROMPT_WARN = 2000  # jobagent_prompt_warn_tokens: the explore scenario's prompts lie on both sides of it
# a plugin of the run that checks each event against its record as it is emitted
EVENT_CHECKER = '''
import json
from pytest_jobagent.events.catalog import problem

def pytest_jobagent_event(kind, data, item):
    found = problem(kind, data)
    with open("event_problems.jsonl", "a") as out:
        out.write(json.dumps({"kind": kind, "problem": found}) + "\\n")
'''
STALE = "left from an earlier session\n"


class BundledRun:
    """The pytest run of BUNDLED_RUN_FILES: its result, and its folder (events.jsonl, event_problems.jsonl,
    out/jobs.jsonl and out/applications.csv; the jobs file held STALE before the run)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        kept = json.loads((path / "run.json").read_text())
        self.result = pytest.RunResult(kept["ret"], kept["stdout"], kept["stderr"], kept["duration"])


def _bundled_run(path: Path) -> None:
    """Run the scenarios in `path` as pytester's runpytest_subprocess does (a home of its own, the folder on the path);
    keep what the run printed and returned in run.json."""
    (path / "event_checker.py").write_text(EVENT_CHECKER)
    out = path / "out"
    out.mkdir(exist_ok=True)
    (out / "jobs.jsonl").write_text(STALE)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTEST_ADDOPTS", "TOX_ENV_DIR")}
    env.update(HOME=str(path), USERPROFILE=str(path), PY_COLORS="0",
               PYTHONPATH=os.pathsep.join(filter(None, [str(path), env.get("PYTHONPATH", "")])))
    args = [sys.executable, "-m", "pytest", f"--basetemp={path / 'basetemp'}",
            *(str(REPO / "scenarios" / f) for f in BUNDLED_RUN_FILES), f"--rootdir={REPO}", "-c",
            str(REPO / "pyproject.toml"), "-p", "no:cacheprovider", f"--confcutdir={path}", "-p", "event_checker",
            f"--jobagent-jobs-out={out / 'jobs.jsonl'}", f"--jobagent-applications={out / 'applications.csv'}",
            "-o", f"jobagent_prompt_warn_tokens={BUNDLED_RUN_PROMPT_WARN}", f"--jobagent-events={path / 'events.jsonl'}"]
    done = subprocess.run(args, cwd=path, env=env, capture_output=True, text=True, timeout=900)
    (path / "run.json").write_text(json.dumps({"ret": done.returncode, "stdout": done.stdout.splitlines(),
                                               "stderr": done.stderr.splitlines(), "duration": 0.0}))


@pytest.fixture(scope="session")
def bundled_run(tmp_path_factory: pytest.TempPathFactory) -> BundledRun:
    """The run of BUNDLED_RUN_FILES, once per session: under xdist the first worker that asks runs it in the
    session's shared temporary folder, and the others read it from there."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        path = tmp_path_factory.mktemp("bundled-run")
        _bundled_run(path)
        return BundledRun(path)
    path = tmp_path_factory.getbasetemp().parent / "bundled-run"  # the session's folder, above each worker's
    with FileLock(f"{path}.lock"):
        if not (path / "run.json").is_file():
            path.mkdir(exist_ok=True)
            _bundled_run(path)
    return BundledRun(path)

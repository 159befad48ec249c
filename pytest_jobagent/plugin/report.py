"""Report options and hooks: event sinks of each run (event file, Allure detail, live progress, the summary's
record), the session summary, and Allure's environment and categories files."""

from __future__ import annotations

import platform
import subprocess
from collections.abc import Generator, Iterator
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

import pytest

from pytest_jobagent.report.screenshots import DEFAULT_KEEP, DEFAULT_MODE, MODES, Screenshots
from pytest_jobagent.report.summary import RECORD_KEY, RunRecorder, SessionSummary

from .options import option, setting

if TYPE_CHECKING:  # the sinks (allure among them) load when a scenario asks for them
    from playwright.sync_api import Page

    from pytest_jobagent.report.events_file import EventsFile

SUMMARY_KEY = pytest.StashKey[SessionSummary]()


def pytest_addhooks(pluginmanager: pytest.PytestPluginManager) -> None:
    from . import hooks

    pluginmanager.add_hookspecs(hooks)


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("jobagent", "pytest-jobagent")
    group.addoption("--jobagent-jobs-out", default=None, metavar="FILE",
                    help="write every job the collect scenarios found to FILE: JSON lines, or CSV when FILE ends in "
                         ".csv (emptied at the start of the session)")
    group.addoption("--jobagent-applications", default=None, metavar="FILE",
                    help="write the application log to FILE: one row per apply task (job, time, cookbook or AI, "
                         "submitted, outcome); JSON lines, or CSV when FILE ends in .csv (emptied at the start)")
    group.addoption("--jobagent-events", default=None, metavar="FILE",
                    help="append every run event as a JSON line to FILE (followable live; safe with -n)")
    group.addoption("--jobagent-screenshots", default=None, choices=MODES,
                    help="Allure screenshots after agent actions: on (each action), failure (the final page and the "
                         "last jobagent_screenshots_keep actions, only when a scenario fails; default), off")
    parser.addini("jobagent_screenshots", f"default of --jobagent-screenshots (default {DEFAULT_MODE})",
                  default=DEFAULT_MODE)
    parser.addini("jobagent_screenshots_keep", f"actions whose screenshots are kept in memory for a failure (default {DEFAULT_KEEP}: the final page "
                  "only; each kept action is a capture after every action of every run)",
                  default=str(DEFAULT_KEEP))


def pytest_configure(config: pytest.Config) -> None:
    summary = config.stash[SUMMARY_KEY] = SessionSummary()
    config.pluginmanager.register(_RecordCollector(summary), "jobagent-summary")
    mode = setting(config, "screenshots")
    if mode not in MODES:
        raise pytest.UsageError(f"jobagent_screenshots must be one of {', '.join(MODES)} (got {mode!r})")
    _kept(config)
    if not hasattr(config, "workerinput"):  # xdist workers append to the files their controller emptied
        if path := config.getoption("--jobagent-jobs-out"):
            from pytest_jobagent.report.jobs_out import jobs_file

            jobs_file(Path(config.invocation_params.dir, path)).start()
        if path := config.getoption("--jobagent-applications"):
            from pytest_jobagent.report.applications_out import applications_file

            applications_file(Path(config.invocation_params.dir, path)).start()


def _version(dist: str) -> str:
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return "not installed"


def _allure_dir(config: pytest.Config) -> str | None:
    return getattr(config.option, "allure_report_dir", None)


@pytest.fixture(scope="session")
def jobagent_events_file(pytestconfig: pytest.Config) -> Iterator[EventsFile | None]:
    option = pytestconfig.getoption("--jobagent-events")
    if not option:
        yield None
        return
    from pytest_jobagent.report.events_file import EventsFile

    events = EventsFile(Path(option).resolve())
    yield events
    events.close()


def _active_page(request: pytest.FixtureRequest) -> Page | None:
    """The test's Playwright page if the run opened one (never opens one itself)."""
    if "page" not in request.fixturenames:
        return None
    return request.getfixturevalue("page")


def _secrets(config: pytest.Config) -> tuple[str, ...]:
    from pytest_jobagent.plugin.llm import get_runtime

    try:
        key = get_runtime(config).settings.key_text()
    except Exception:  # noqa: BLE001 - no runtime, no key to hide
        return ()
    return (key,) if key else ()


def _screenshots(request: pytest.FixtureRequest) -> Screenshots:
    config = request.config
    mode = setting(config, "screenshots")
    return Screenshots(mode, _kept(config), page=lambda: _active_page(request), mask_fields=_types_applicant_data(request))


def _kept(config: pytest.Config) -> int:
    """The ini's jobagent_screenshots_keep: a whole number, 0 or more."""
    value = config.getini("jobagent_screenshots_keep")
    try:
        keep = int(value)
    except ValueError:
        keep = -1
    if keep < 0:
        raise pytest.UsageError(f"jobagent_screenshots_keep must be a whole number, 0 or more (got {value!r})")
    return keep


def _types_applicant_data(request: pytest.FixtureRequest) -> bool:
    """The scenario names applicant data: its screenshots must not show it in form fields."""
    from pytest_jobagent.redact import scenario_placeholders

    doc = getattr(request.node, "doc", None)
    scenario = getattr(doc, "scenario", None)
    return scenario is not None and doc is not None and bool(scenario_placeholders(scenario, doc.path.parent))


@pytest.fixture
def jobagent_event_sinks(request: pytest.FixtureRequest,
                         jobagent_events_file: EventsFile | None) -> Generator[list, None, None]:
    """Listeners every scenario run publishes to (the runner subscribes them to its bus)."""
    config = request.config
    sinks: list = []
    if jobagent_events_file is not None:
        sinks.append(jobagent_events_file.listener(request.node.nodeid))
    if allure_dir := _allure_dir(config):
        from pytest_jobagent.report.allure import AllureDetail, AllureSteps
        from pytest_jobagent.report.exploration_files import ExplorationFiles

        sinks.append(AllureSteps())  # first: the agent-level steps nest inside its phase steps
        sinks.append(AllureDetail(_screenshots(request), secrets=_secrets(config)))
        sinks.append(ExplorationFiles(allure_dir))
    if config.get_verbosity() >= 1:
        from pytest_jobagent.report.progress import ProgressLines, terminal_writer

        write = terminal_writer(config)
        if write is not None:
            sinks.append(ProgressLines(write))
    recorder = RunRecorder(request.node.nodeid, extra=lambda: {"browser": _browser_version(request)})
    sinks.append(recorder)
    if jobs_out := config.getoption("--jobagent-jobs-out"):
        from pytest_jobagent.report.jobs_out import JobsOut

        sinks.append(JobsOut(Path(config.invocation_params.dir, jobs_out)))
    if applications := config.getoption("--jobagent-applications"):
        from pytest_jobagent.report.applications_out import ApplicationsOut

        sinks.append(ApplicationsOut(Path(config.invocation_params.dir, applications)))
    item = request.node
    if config.pluginmanager.hook.pytest_jobagent_event.get_hookimpls():  # a conftest or plugin listens
        sinks.append(lambda kind, data: config.hook.pytest_jobagent_event(kind=kind, data=data, item=item))
    yield sinks
    if recorder.record["run"] is not None:
        request.node.user_properties.append((RECORD_KEY, recorder.record))


def _browser_version(request: pytest.FixtureRequest) -> str | None:
    """The version of the browser the test used (scenario items: `jobagent_browser`), if it started one."""
    name = next((n for n in ("jobagent_browser", "browser") if n in request.fixturenames), None)
    if name is None:
        return None
    try:
        browser = request.getfixturevalue(name)
        return f"{browser.browser_type.name} {browser.version}"
    except Exception:  # noqa: BLE001
        return None


class _RecordCollector:
    """Collects each scenario's record from its teardown report; on an xdist controller these are the
    workers' reports, so the summary covers every worker."""

    def __init__(self, summary: SessionSummary):
        self.summary = summary

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when != "teardown":
            return
        for name, value in report.user_properties:
            if name == RECORD_KEY and isinstance(value, dict):
                self.summary.add(value)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item) -> Generator[None, Any, None]:
    """Playwright's trace, video and screenshots of a scenario (kept by --tracing, --video, --screenshot) are on its
    teardown report once pytest-playwright has moved them; they are attached to the scenario's Allure result."""
    outcome = yield
    report: pytest.TestReport = outcome.get_result()
    if report.when == "call" and report.failed and hasattr(item, "doc"):
        hints = artifact_hints(item)
        if hints:
            report.sections.append(("Playwright artifacts", "\n".join(hints)))
    if report.when != "teardown" or not _allure_dir(item.config) or not hasattr(item, "doc"):
        return
    from pytest_jobagent.report.allure import attach_artifact

    for name, value in report.user_properties:
        if isinstance(name, str) and name.startswith("playwright_"):
            # pytest-playwright records each artifact's path as a str
            attach_artifact(name.removeprefix("playwright_"), Path(item.config.invocation_params.dir, str(value)))


def artifact_hints(item: pytest.Item) -> list[str]:
    """Where pytest-playwright keeps this failed scenario's trace, video and screenshot (it moves them there at
    teardown, by the options given), and the command that opens the trace."""
    config = item.config
    output = config.getoption("--output", None)
    if not output:  # pytest-playwright is not there
        return []
    from slugify import slugify  # pytest-playwright's own dependency, naming the folder as it does

    name = slugify(item.nodeid)
    retry = getattr(item, "execution_count", 1) - 1  # pytest-rerunfailures: one folder per attempt
    folder = Path(output).absolute() / (f"{name}-retry{retry}" if retry > 0 else name)
    try:
        here = Path(folder).relative_to(config.invocation_params.dir)
    except ValueError:
        here = Path(folder)
    hints = []
    if config.getoption("--tracing", "off") in ("on", "retain-on-failure"):
        hints.append(f"trace: {here / 'trace.zip'}  (open it: playwright show-trace {here / 'trace.zip'})")
    if config.getoption("--video", "off") in ("on", "retain-on-failure"):
        hints.append(f"video: {here / 'video.webm'}")
    if config.getoption("--screenshot", "off") in ("on", "only-on-failure"):
        hints.append(f"screenshot: {here / 'test-failed-1.png'}")
    return hints


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter, exitstatus: int, config: pytest.Config) -> None:
    if config.get_verbosity() < 0:
        return
    lines = config.stash[SUMMARY_KEY].lines()
    if lines:
        terminalreporter.write_sep("-", "jobagent summary")
        for line in lines:
            terminalreporter.write_line(line)


def _executable(config: pytest.Config) -> str | None:
    from pytest_jobagent.browser.launch import find_chromium

    try:
        return find_chromium(option(config, "browser-executable"), headless=not config.getoption("--headed", False))
    except Exception:  # noqa: BLE001 - no browser: nothing to report
        return None


def _chromium_version(executable: str | None) -> str | None:
    if not executable:
        return None
    try:
        out = subprocess.run([executable, "--version"], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() or None


def _environment(config: pytest.Config, summary: SessionSummary) -> dict[str, str]:
    from pytest_jobagent.plugin.llm import get_runtime

    env = {
        "pytest-jobagent": _version("pytest-jobagent"),
        "python": platform.python_version(),
        "pytest": _version("pytest"),
        "playwright": _version("playwright"),
        "browser.executable": option(config, "browser-executable") or "auto",
        "sites": str(setting(config, "sites")),
    }
    if summary.browsers:
        env["browser.version"] = ", ".join(sorted(summary.browsers))
    else:  # no scenario launched a browser here: ask the executable that would be used
        version = _chromium_version(_executable(config))
        if version:
            env["browser.version"] = version
    runtime = get_runtime(config)
    settings = runtime.settings
    env["llm.provider"] = settings.provider
    env["llm.model"] = settings.model if settings.model_explicit or not runtime.record_mode == "none" \
        else f"{settings.model} (replays use the cassette's model)"
    if summary.models():
        env["llm.models_used"] = ", ".join(summary.models())
    env["llm.endpoint_host"] = "heuristic (loopback)" if settings.provider == "heuristic" else \
        (urlsplit(settings.endpoint).hostname or settings.endpoint)
    env["llm.record_mode"] = "disabled (live)" if runtime.disable_recording else runtime.record_mode
    env["llm.cassettes"] = str(runtime.cassette_dir)
    return env


def pytest_sessionfinish(session: pytest.Session) -> None:
    config = session.config
    results = _allure_dir(config)
    if not results or hasattr(config, "workerinput"):  # xdist workers leave it to the controller
        return
    from pytest_jobagent.report.allure import write_session_files
    from pytest_jobagent.report.merge import write_session_file

    summary = config.stash[SUMMARY_KEY]
    write_session_files(Path(results), _environment(config, summary))
    write_session_file(Path(results), summary.records)  # what `jobagent report` merges shards' summaries from

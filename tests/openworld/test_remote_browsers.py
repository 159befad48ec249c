"""Remote browsers: bundled scenarios of every run kind through a live `playwright run-server` and a live Chromium
over CDP, with no browser launched by the run itself; the guards of a local browser (hosts blocked and counted, a
real site's post held, HAR recording, traces, screenshots) through a server reached by pytest-playwright's own
`connect_options`; a dead endpoint stops the session in one line that names it."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_applicant_data import SCENARIO as APPLY_URL_SITE

from pytest_jobagent.browser.launch import find_chromium, playwright_chromium

REPO = Path(__file__).resolve().parents[2]
# one bundled scenario of each run kind (short ones), replayed from their cassettes
EVERY_KIND = [
    "scenarios/observe_ats_greenhouse.yaml",
    "scenarios/unseen/explore_teamtailor_careers.yaml",
    "scenarios/collect_jobboard_spa_breakers.yaml",
    "scenarios/unseen/apply_personio_jobs.yaml",  # learn, then replay the cookbook
    "scenarios/steps_ats_greenhouse.yaml",
]
# the run must not launch a browser of its own: any local launch fails the test that tried
NO_LAUNCH_PLUGIN = """
from playwright.sync_api import BrowserType

def _refuse(self, *args, **kwargs):
    raise RuntimeError("a browser was launched locally although the run was given a remote one")

BrowserType.launch = _refuse
"""
CONNECT_OPTIONS_CONFTEST = """
import pytest

@pytest.fixture(scope="session")
def connect_options():
    return {{"endpoint": "{url}"}}
"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def chromium() -> str:
    path = find_chromium() or playwright_chromium()
    assert path, "no Chromium to start as a CDP browser"
    return path


@pytest.fixture(scope="module")
def playwright_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """`python -m playwright run-server` on a free loopback port (its connection log kept): (ws URL, log)."""
    port = free_port()
    log = tmp_path_factory.mktemp("run-server") / "server.log"
    with log.open("w") as out:
        server = subprocess.Popen([sys.executable, "-m", "playwright", "run-server", "--host", "127.0.0.1",
                                   "--port", str(port), "--unsafe"], stdout=out, stderr=subprocess.STDOUT,
                                  env={**os.environ, "DEBUG": "pw:server"})
    try:
        deadline = time.monotonic() + 30
        while "Listening on" not in log.read_text():
            assert server.poll() is None and time.monotonic() < deadline, log.read_text()
            time.sleep(0.1)
        yield f"ws://127.0.0.1:{port}/", log
    finally:
        server.terminate()
        server.wait(timeout=10)


@pytest.fixture(scope="module")
def cdp_browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A system Chromium with --remote-debugging-port on loopback: its http:// endpoint."""
    profile = tmp_path_factory.mktemp("cdp-profile")
    args = [chromium(), "--headless=new", "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0",
            f"--user-data-dir={profile}", "--no-first-run", "--disable-gpu", "about:blank"]
    if os.geteuid() == 0:
        args.insert(1, "--no-sandbox")
    browser = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        active = profile / "DevToolsActivePort"  # Chromium writes the port it chose here
        deadline = time.monotonic() + 30
        while not active.is_file() or not active.read_text().strip():
            assert browser.poll() is None and time.monotonic() < deadline, "Chromium did not open its CDP port"
            time.sleep(0.1)
        yield f"http://127.0.0.1:{active.read_text().split()[0]}"
    finally:
        browser.terminate()
        browser.wait(timeout=10)


def run_pytest(args: list[str], cwd: Path, plugin_dir: Path, timeout: int = 600) -> subprocess.CompletedProcess:
    """pytest in its own process (no xdist), with the no-local-launch plugin loaded."""
    (plugin_dir / "nolaunch.py").write_text(NO_LAUNCH_PLUGIN)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(plugin_dir), os.environ.get("PYTHONPATH", "")])}
    return subprocess.run([sys.executable, "-m", "pytest", "-p", "nolaunch", "-p", "no:cacheprovider",
                           "-p", "no:xdist", "-q", *args], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=timeout)


@pytest.mark.parametrize("kind", ["ws", "cdp"])
def test_bundled_scenarios_of_every_run_kind_pass_through_a_remote_browser(kind, request, tmp_path):
    # Given a browser that lives elsewhere: a Playwright server, or a Chromium speaking CDP...
    if kind == "ws":
        url, log = request.getfixturevalue("playwright_server")
        served_before = log.read_text().count("engaged launch mode")
        site_host = "127.0.0.1"
    else:
        url = request.getfixturevalue("cdp_browser")
        site_host = "127.0.0.2"  # the sites listen where the browser's machine reaches this one
    # ...a run of one bundled scenario of each kind, which may not launch a browser itself, uses it...
    done = run_pytest([*EVERY_KIND, f"--jobagent-browser-{kind}", url, f"--jobagent-site-host={site_host}",
                       f"--jobagent-events={tmp_path / 'ev.jsonl'}", f"--output={tmp_path / 'pw'}"], REPO, tmp_path)
    # ...and every scenario passes, as with a local browser
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert f"{len(EVERY_KIND)} passed" in done.stdout
    events = [json.loads(line) for line in (tmp_path / "ev.jsonl").read_text().splitlines()]
    runs = {e["run"] for e in events if e["event"] == "run_started"}
    assert runs == {"observe", "explore", "collect", "apply", "steps"}
    opened = [e["url"] for e in events if e["event"] == "phase_started" and e.get("phase") == "open start page"]
    assert opened and all(u.startswith(f"http://{site_host}:") for u in opened)
    if kind == "ws":  # the server launched the browser for this session's connection
        assert log.read_text().count("engaged launch mode") > served_before


def test_guards_hold_through_a_server_reached_by_pytest_playwrights_connect_options(
        pytester, repo, plain_server, playwright_server):
    # Given a conftest that overrides pytest-playwright's connect_options, as its docs say, with a Playwright server
    url, _ = playwright_server
    pytester.makeconftest(CONNECT_OPTIONS_CONFTEST.format(url=url))
    # ...a real site (a plain HTTP server) with an application form and a saved real page that calls other hosts
    www = pytester.path / "www"
    shutil.copytree(repo / "sites" / "ats_greenhouse", www, ignore=shutil.ignore_patterns("*.py", "truth.json"))
    realpages = Path(os.environ.get("JOBAGENT_REALPAGES", repo.parent / "shared" / "realpages"))
    saved = realpages / "indeed" / "indeed_hk_serp_software_engineer_2023.html"
    if not saved.is_file():
        pytest.skip(f"saved real pages not found at {realpages} (set JOBAGENT_REALPAGES)")
    shutil.copy(saved, www / "indeed.html")
    server = plain_server(www, spa=True)
    scenarios = pytester.path / "scenarios"
    (scenarios / "files").mkdir(parents=True)
    (scenarios / "files" / "resume.txt").write_text("Augusta Ada Lovelace\n")
    (scenarios / "apply.yaml").write_text(APPLY_URL_SITE.format(name="held", url=server.url, submit="false"))
    (scenarios / "observe.yaml").write_text(f"name: saved page\nsite: {server.url}\nstart: /indeed.html\n"
                                            "run: observe\nexpect: {listings: {min: 10}}\n")
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\n")
    plugin_dir = pytester.path / "plugins"
    plugin_dir.mkdir()
    # When both are recorded through the server, with traces and screenshots of every action kept
    done = run_pytest(["scenarios", "--llm=heuristic", "--record-mode=once", "--tracing=on",
                       "--jobagent-screenshots=on", "--alluredir=results", "--jobagent-events=events.jsonl",
                       "--output=pw"], pytester.path, plugin_dir)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert "2 passed" in done.stdout
    events = [json.loads(line) for line in (pytester.path / "events.jsonl").read_text().splitlines()]
    traffic = {e["scenario"].rsplit("::", 1)[1]: e["body"] for e in events
               if e["event"] == "attachment" and e["name"] == "site_traffic.json"}
    # Then the application's post was held (the site received none), and the other hosts were blocked and counted
    assert [s["held"] for s in traffic["apply held"]["submissions"]] == [True]
    assert not any(line.startswith("POST") for line in server.seen)
    assert traffic["saved page"]["blocked"] and traffic["saved page"]["mode"] == "record"
    # ...each site's traffic was recorded as a HAR beside its cassette, Playwright kept a trace of each scenario,
    # and the Allure results hold the screenshots taken after the agent's actions
    hars = sorted(p.parent.name for p in (pytester.path / "cassettes").rglob("*.har"))
    assert hars == ["apply", "observe"]
    assert len(list((pytester.path / "pw").rglob("trace.zip"))) == 2
    assert list((pytester.path / "results").glob("*-attachment.png"))


@pytest.mark.parametrize("option, url", [
    ("--jobagent-browser-ws", "ws://127.0.0.1:{port}/"),
    ("--jobagent-browser-cdp", "http://127.0.0.1:{port}"),
])
def test_a_dead_browser_endpoint_stops_the_session_in_one_line(option, url, tmp_path):
    endpoint = url.format(port=free_port())  # nothing listens there
    started = time.monotonic()
    done = run_pytest(["scenarios/observe_jobboard_spa.yaml", "scenarios/observe_ats_greenhouse.yaml", option,
                       endpoint], REPO, tmp_path, timeout=120)
    assert done.returncode == pytest.ExitCode.USAGE_ERROR, done.stdout + done.stderr
    errors = [line for line in done.stderr.splitlines() if line.startswith("ERROR:")]
    assert len(errors) == 1 and endpoint in errors[0] and "nothing answers" in errors[0], done.stderr
    assert time.monotonic() - started < 60  # no scenario waited for a connect timeout


def test_launch_options_reach_a_server_in_the_protocols_names():
    from pytest_jobagent.browser.remote import wire_launch_options

    wire = wire_launch_options({"executable_path": Path("/usr/bin/chromium"), "args": ["--disable-gpu"],
                                "slow_mo": 50, "chromium_sandbox": False, "handle_sigint": False, "env": {"A": "1"},
                                "ignore_default_args": ["--mute-audio"], "headless": True, "channel": None})
    assert wire == {"executablePath": "/usr/bin/chromium", "args": ["--disable-gpu"], "slowMo": 50,
                    "chromiumSandbox": False, "ignoreDefaultArgs": ["--mute-audio"], "headless": True}
    assert wire_launch_options({"ignore_default_args": True}) == {"ignoreAllDefaultArgs": True}


def test_a_site_host_other_than_loopback_is_not_blocked_and_every_other_host_is():
    import re

    from pytest_jobagent.browser.launch import external_url

    pattern = external_url(("10.1.2.3",))
    blocked = [u for u in ("http://10.1.2.3:8000/jobs", "http://127.0.0.1:5000/", "http://10.1.2.30/",
                           "https://example.com/", "ws://10.1.2.4:9/") if re.match(pattern, u)]
    assert blocked == ["http://10.1.2.30/", "https://example.com/", "ws://10.1.2.4:9/"]


def test_a_site_host_that_is_not_this_machines_says_so(tmp_path):
    from pytest_jobagent.siteserver import SiteServer

    (tmp_path / "index.html").write_text("<h1>Jobs</h1>")
    with pytest.raises(OSError, match=r"cannot listen on 192\.0\.2\.1 .*--jobagent-site-host"):
        SiteServer(tmp_path, host="192.0.2.1")


def test_urls_of_the_site_host_generalize_as_loopbacks_do():
    from pytest_jobagent.browser.hosts import serve_sites_on
    from pytest_jobagent.browser.urlpattern import KEY, generalize_host, generalize_url

    serve_sites_on("10.1.2.3")
    assert generalize_url("http://10.1.2.3:5123/jobs/4871201007") == generalize_url(
        "http://127.0.0.1:6000/jobs/4871201007") == "127.0.0.1/jobs/*"
    assert generalize_host("10.1.2.3", KEY) == generalize_host("127.0.0.1", KEY) == "localhost"
    assert generalize_url("http://10.1.2.4:5123/jobs/1") == "10.1.2.4/jobs/*"  # another machine stays itself

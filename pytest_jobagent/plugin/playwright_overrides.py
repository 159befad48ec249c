"""Overrides of pytest-playwright fixtures, and the offline browser of scenario items.

Only scenario items, tests marked `jobagent_offline` and tests that request `jobagent_context` get pytest-jobagent's
browser: its own Chromium launched with the flags a closed network needs, contexts whose traffic is ruled by the
scenario (requests leaving the site blocked and counted, a URL site's HAR replayed or recorded), short default
timeouts. Every other test gets pytest-playwright's `browser` and `context` untouched; the only thing added to
those is the Chromium to launch where Playwright's own is not installed (without it nothing could launch)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from .options import option, setting
from .remote import remote_endpoint


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict, pytestconfig: pytest.Config, browser_name: str) -> dict:
    """pytest-playwright's launch args, plus the Chromium found when Playwright's own is not installed (or one was
    named with --browser-executable / JOBAGENT_CHROMIUM)."""
    from pytest_jobagent.browser.launch import BrowserNotFound, find_chromium

    if browser_name not in (None, "chromium") or "executable_path" in browser_type_launch_args:
        return browser_type_launch_args
    try:
        executable = find_chromium(option(pytestconfig, "browser-executable"),
                                   headless=browser_type_launch_args.get("headless", True))
    except BrowserNotFound as exc:
        if remote_endpoint(pytestconfig) is not None:  # the browser is elsewhere: none is needed here
            return browser_type_launch_args
        pytest.fail(str(exc), pytrace=False)
    return {**browser_type_launch_args, "executable_path": executable} if executable else browser_type_launch_args


@pytest.fixture(scope="session")
def connect_options(pytestconfig: pytest.Config) -> dict | None:
    """pytest-playwright's connect options: the Playwright server of --jobagent-browser-ws, else none (a conftest
    that overrides this fixture, as pytest-playwright documents, wins over it)."""
    endpoint = remote_endpoint(pytestconfig)
    return {"endpoint": endpoint.url} if endpoint is not None and endpoint.kind == "ws" else None


@pytest.fixture(scope="session")
def launch_browser(browser_type_launch_args: dict, browser_type: Any, connect_options: dict | None,
                   pytestconfig: pytest.Config) -> Callable[..., Any]:
    """pytest-playwright's `launch_browser`, and what it lacks: `connect_options` reach a Playwright server with the
    launch options in the names the server reads (pytest-playwright sends them in snake case, so a server ignores
    `executable_path`), --jobagent-browser-cdp attaches over CDP, and an endpoint that fails says which one."""
    from pytest_jobagent.browser.remote import BrowserEndpointError, Endpoint, connect

    cdp = remote_endpoint(pytestconfig)
    if connect_options:
        options = dict(connect_options)
        url = options.pop("endpoint", None) or options.pop("ws_endpoint", None)
        if not url:
            raise pytest.UsageError("connect_options needs an 'endpoint' (ws://host:port/ of a Playwright server)")
        endpoint = Endpoint("ws", str(url), "connect_options" if cdp is None else "--jobagent-browser-ws")
    elif cdp is not None and cdp.kind == "cdp":
        endpoint, options = cdp, {}
    else:
        return lambda **kwargs: browser_type.launch(**{**browser_type_launch_args, **kwargs})

    def attach(**kwargs: Any) -> Any:
        try:
            return connect(browser_type, endpoint, {**browser_type_launch_args, **kwargs}, **options)
        except BrowserEndpointError as exc:
            pytest.fail(str(exc), pytrace=False)

    return attach


@pytest.fixture(scope="session")
def jobagent_browser(launch_browser: Callable[..., Any], browser_type_launch_args: dict, browser_name: str | None,
                     connect_options: dict | None, pytestconfig: pytest.Config) -> Iterator[Any]:
    """The browser of scenario items: pytest-playwright's launch (--browser, --headed, --slowmo, connect options),
    and on Chromium the closed-network flags (no background, component-update or sync traffic, no GPU) and the pinned
    fonts (JOBAGENT_FONTS). A remote browser renders with the fonts of its own machine: nothing here can pin them."""
    from pytest_jobagent.browser.launch import launch_options

    remote = connect_options is not None or remote_endpoint(pytestconfig) is not None
    fonts = "system" if remote else None
    browser = launch_browser(**launch_options(None, browser_type_launch_args, engine=browser_name or "chromium",
                                              fonts=fonts))
    yield browser
    browser.close()


@pytest.fixture
def jobagent_new_context(jobagent_browser: Any, browser_context_args: dict,
                         request: pytest.FixtureRequest) -> Iterator[Callable[..., Any]]:
    """pytest-playwright's `new_context` on `jobagent_browser`: the `browser_context_args` fixture and marker apply,
    and --tracing, --video and --screenshot record these contexts as they do pytest-playwright's own. Each context
    gets the page clock of --jobagent-page-clock (pageclock.py: by default the run's, paused before its first page)."""
    from pytest_jobagent.browser import pageclock

    clock = pageclock.mode_of(setting(request.config, "page-clock"))
    args = dict(browser_context_args)
    marker = next(request.node.iter_markers("browser_context_args"), None)
    args.update(marker.kwargs if marker else {})
    try:
        recorder = request.getfixturevalue("_artifacts_recorder")
    except pytest.FixtureLookupError:  # another pytest-playwright version: no artifacts, contexts still work
        recorder = None
    contexts: list[Any] = []

    def make(**kwargs: Any) -> Any:
        context = jobagent_browser.new_context(**{**args, **kwargs})
        try:
            pageclock.install(context, clock)
        except pageclock.PageClockError as exc:
            context.close()
            pytest.fail(str(exc), pytrace=False)
        original_close = context.close

        def close(*a: Any, **kw: Any) -> None:
            if context in contexts:
                contexts.remove(context)
                if recorder is not None:
                    recorder.on_will_close_browser_context(context)
            original_close(*a, **kw)

        context.close = close
        contexts.append(context)
        if recorder is not None:
            recorder.on_did_create_browser_context(context)
        return context

    yield make
    for context in contexts.copy():
        context.close()


def _offline_by_proxy(request: pytest.FixtureRequest) -> bool:
    """Whether an offline context's requests off this machine are refused by a proxy of its own (browser/offline.py)
    rather than aborted at a route: on a Chromium launched here, when the user gave the browser or its contexts no proxy
    of their own (a remote browser's loopback is not this machine's)."""
    config = request.config
    marker = next(request.node.iter_markers("browser_context_args"), None)
    proxies = [request.getfixturevalue("browser_type_launch_args").get("proxy"),
               request.getfixturevalue("browser_context_args").get("proxy"), marker.kwargs.get("proxy") if marker else None]
    remote = request.getfixturevalue("connect_options") is not None or remote_endpoint(config) is not None
    return request.getfixturevalue("browser_name") in (None, "chromium") and not remote and not any(proxies)


@pytest.fixture
def jobagent_context(jobagent_new_context: Callable[..., Any], request: pytest.FixtureRequest,
                     tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """The offline context: for a scenario item, ruled by its scenario (see `pytest_jobagent.browser.traffic`); for
    any other test that asks, every non-loopback request aborted. Default timeouts are short (10 s)."""
    from pytest_jobagent.scenario.runner import TRAFFIC_KEY, scenario_traffic

    traffic = scenario_traffic(request, tmp_path_factory, by_proxy=_offline_by_proxy(request))
    context = jobagent_new_context(**traffic.context_args())
    traffic.attach(context)
    request.node.stash[TRAFFIC_KEY] = traffic
    yield context
    context.close()  # Playwright writes a recorded HAR now; the traffic saves it beside the cassette
    traffic.finish()


@pytest.fixture
def context(request: pytest.FixtureRequest) -> Iterator[Any]:
    """pytest-playwright's context; for scenario items and tests marked `jobagent_offline`, `jobagent_context`."""
    if request.node.get_closest_marker("jobagent_offline") is not None:
        yield request.getfixturevalue("jobagent_context")
    else:
        yield request.getfixturevalue("new_context")()

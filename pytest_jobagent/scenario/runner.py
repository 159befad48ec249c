"""Running one scenario: build its environment from fixtures, dispatch to its run kind, check expectations."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from pytest_jobagent.browser.hosts import is_loopback, is_url_site
from pytest_jobagent.browser.overlays import OverlayDismissal, dismiss_overlays, set_dismissing
from pytest_jobagent.browser.settle import tracker
from pytest_jobagent.browser.tabs import TabRegistry
from pytest_jobagent.browser.traffic import SiteTraffic, TrafficOptions, UrlSite
from pytest_jobagent.events import EventBus
from pytest_jobagent.llm import LLMClient, RunStats
from pytest_jobagent.llm.cassettes import applicant_placeholders
from pytest_jobagent.llm.usage import CallRecord
from pytest_jobagent.oversight.journal import RunJournal
from pytest_jobagent.oversight.runid import derive_run_id
from pytest_jobagent.redact import Placeholders, scenario_placeholders
from pytest_jobagent.runs.checks import ExpectationFailed, check_custom, check_reason, check_usage
from pytest_jobagent.runs.schema import Resumable, ScenarioBase
from pytest_jobagent.siteserver import SiteServer

from .loader import LoadedDocument
from .registry import kind_of
from .settings import setting

if TYPE_CHECKING:
    from playwright.sync_api import Page

    from pytest_jobagent.cookbook import CookbookStore

TRAFFIC_KEY = pytest.StashKey[SiteTraffic]()


def _sites(scenario: ScenarioBase) -> list[str]:
    """Every site a scenario opens (an apply scenario's runs may name others)."""
    sites = [scenario.site] + [run.site for run in getattr(scenario, "runs", None) or [] if run.site]
    return list(dict.fromkeys(sites))


def scenario_traffic(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory, *,
                     by_proxy: bool = False) -> SiteTraffic:
    """The traffic rules of a test's offline context: its scenario's (site, hosts, recording, hold, politeness,
    storage state), or for another test that asks for the offline context, loopback only. `by_proxy`: a scenario's
    folder site has its requests off this machine refused by the context's proxy, not a route (browser/offline.py);
    another test keeps the route, as it reads Playwright's errors itself (the route's reason is the one it knows)."""
    doc = getattr(request.node, "doc", None)
    scenario = getattr(doc, "scenario", None)
    site_host = request.getfixturevalue("jobagent_sites").host
    local_hosts = () if is_loopback(site_host) else (site_host,)
    if doc is None or scenario is None:  # no doc has no scenario
        return SiteTraffic(TrafficOptions(local_hosts=local_hosts))
    url_sites = [s for s in _sites(scenario) if is_url_site(s)]
    if len(url_sites) > 1:
        raise pytest.UsageError(f"scenario {scenario.name!r}: one URL site per scenario (found {url_sites})")
    storage = str((doc.path.parent / scenario.storage_state).resolve()) if scenario.storage_state else None
    options = TrafficOptions(
        site_url=url_sites[0] if url_sites else None,
        local_hosts=local_hosts,
        offline_by_proxy=by_proxy,
        allow_hosts=tuple(scenario.allow_hosts),
        hold_submits=kind_of(scenario).sends_forms and not scenario.submit,
        min_delay_s=scenario.politeness.min_delay_s,
        robots_txt=kind_of(scenario).crawls,
        robots_own_site=scenario.politeness.robots_txt,
        storage_state=storage,
        timeout_ms=int((scenario.limits.action_timeout_s or scenario.limits.page_timeout_s) * 1000),
        navigation_timeout_ms=int((scenario.limits.navigation_timeout_s or scenario.limits.page_timeout_s) * 1000),
    )
    runtime = request.getfixturevalue("llm_runtime")
    from pytest_jobagent.browser.har import har_path

    return SiteTraffic(options, record_mode=runtime.record_mode, disable_recording=runtime.disable_recording,
                       har=har_path(runtime.cassette_for(doc.path, scenario.name)),
                       placeholders=scenario_placeholders(scenario, doc.path.parent),
                       workdir=tmp_path_factory.mktemp("site-traffic"), rerun=request.node.nodeid)


@dataclass
class FixtureEnv:
    """The RunEnv of a scenario item (runs/env.py): site servers, a page and a model client (both made on first use),
    the event bus. Everything the plugin provides comes through pytest fixtures (`request.getfixturevalue`)."""

    scenario_file: Path
    scenario: ScenarioBase
    request: pytest.FixtureRequest
    events: EventBus = field(default_factory=EventBus)
    resources: ExitStack = field(default_factory=ExitStack)
    placeholders: Placeholders = field(default_factory=Placeholders)
    journal: RunJournal | None = None  # the run's model replies, for a killed run to catch up (journaled())
    overlays: list[OverlayDismissal] = field(default_factory=list)  # closed after opening the start page
    _llm: LLMClient | None = None
    _tabs: TabRegistry | None = None
    _journaling: ExitStack | None = None  # the journaled block's: the model client's journaling ends with it

    def llm(self) -> LLMClient:
        """The scenario's model client, replaying from (or recording to) its own cassette."""
        if self._llm is None:
            runtime = self.request.getfixturevalue("llm_runtime")
            scenario = self.scenario
            hidden = applicant_placeholders.set(self.placeholders)  # the cassette writes placeholders, not values
            try:
                self._llm = self.resources.enter_context(runtime.session(
                    cassette=runtime.cassette_for(self.scenario_file, scenario.name),
                    rerun=self.request.node.nodeid,
                    overrides=scenario.llm.as_dict() if scenario.llm else None,
                    name=scenario.name,
                    max_calls=scenario.limits.max_llm_calls,
                    max_cost_usd=scenario.limits.max_cost_usd,
                    vcr_config=self.request.getfixturevalue("jobagent_vcr_config"),
                ))
            finally:
                applicant_placeholders.reset(hidden)
            if self._journaling is not None:  # made inside a journaled block: journaled until the block ends
                self._journaling.enter_context(self._llm.journaling(self.journal))
            self._llm.add_listener(self._on_call)
        return self._llm

    def _on_call(self, call: CallRecord) -> None:
        """Every model call, with its request and reply, goes out on the bus for reports to show; a prompt over the
        settings' prompt_warn_tokens is reported on its own (seed 001's turn budget)."""
        self.events.emit("llm_call", **call.model_dump(mode="json"), request=call.request, reply=call.reply)
        limit = self._llm.settings.prompt_warn_tokens if self._llm is not None else None
        if limit and call.prompt_tokens > limit:
            self.events.emit("prompt_size", agent=call.agent, turn=call.turn, prompt_tokens=call.prompt_tokens,
                             limit=limit)

    @property
    def run_id(self) -> str:
        """The run's id: the scenario's `run_id:`, else its file's stem and name."""
        return self._given_run_id() or derive_run_id(self.scenario_file, self.scenario.name)

    def _given_run_id(self) -> str | None:
        """The scenario's `run_id:` (only a kind that can resume has one)."""
        return self.scenario.run_id if isinstance(self.scenario, Resumable) else None

    @contextmanager
    def journaled(self, kind: str) -> Iterator[RunJournal | None]:
        """With the scenario's `run_id:`, the run's journal for the block: an unfinished journal of an earlier
        (killed) process is caught up first, then every model reply is written as it comes. A block that ends,
        passed or failed, finishes the journal; a process that dies leaves it to resume. Without `run_id:` nothing
        could resume the run, so nothing is written (None)."""
        if self._given_run_id() is None:
            yield None
            return
        journal = RunJournal(self.runstate_dir(), self.run_id, kind=kind, scenario=self.scenario.name,
                             events=self.events)
        with journal, ExitStack() as journaling:
            self.journal, self._journaling = journal, journaling
            if self._llm is not None:
                journaling.enter_context(self._llm.journaling(journal))
            try:
                yield journal
                journal.finish()
            finally:
                self.journal, self._journaling = None, None

    def runstate_dir(self) -> Path:
        """Where runs persist their crash-safe state (`--jobagent-runstate`)."""
        return self.request.getfixturevalue("jobagent_runstate_dir")

    def usage(self) -> RunStats:
        return self._llm.stats if self._llm is not None else RunStats(name=self.scenario.name)

    def serve(self, site: str) -> SiteServer | UrlSite:
        """A folder site served on loopback, or a URL site (whose form posts the browser context records)."""
        if is_url_site(site):
            traffic = self.traffic()
            assert traffic is not None and traffic.site is not None
            return traffic.site
        return self.request.getfixturevalue("serve_site")(site, self.scenario_file.parent)

    def cookbook_store(self) -> CookbookStore:
        return self.request.getfixturevalue("cookbook_store")

    def tmp_dir(self, name: str) -> Path:
        return Path(self.request.getfixturevalue("tmp_path_factory").mktemp(name))

    def option(self, name: str) -> Any:
        return setting(self.request.config, name)

    def page(self) -> Page:
        page = self.request.getfixturevalue("page")
        if self._tabs is None:  # from the run's first look at its page on, the tabs it opens are its own
            self._tabs = TabRegistry(page, self.events)
            self.resources.callback(self._tabs.close)
        return page

    @property
    def tabs(self) -> TabRegistry | None:
        """The registry of the tabs this run opened (None before the run has its page)."""
        return self._tabs

    def traffic(self) -> SiteTraffic | None:
        """The rules and record of the page's traffic (made with the page's context)."""
        self.page()
        return self.request.node.stash.get(TRAFFIC_KEY, None)

    def start_clean(self) -> None:
        """Before a scenario's second and later runs: the last run's cookies go (the scenario's `storage_state`
        cookies come back, so every run starts signed in as the first did) and the page leaves the site, so the next
        load is a full one even of the same `/#/` route."""
        page = self.page()
        if self._tabs is not None:
            self._tabs.close()  # the last run's tabs go with it
            self._tabs = TabRegistry(page, self.events)
            self.resources.callback(self._tabs.close)
        _start_clean(page, self.traffic())

    def open_start(self, site: str, start: str) -> tuple[Any, SiteServer | UrlSite, str]:
        """Serve `site` and load `start` in the page, as the run's "open start page" phase; overlays that take the page's
        clicks (a consent wall, a newsletter modal) are then dismissed by their own control, each reported as an
        action, unless the scenario says `dismiss_overlays: false`."""
        server = self.serve(site)
        page = self.page()
        url = server.url(start)
        with self.events.phase("open start page", url=url):
            tracker(page)  # requests and DOM changes watched from the page's first script on, for settle waits
            page.goto(url, wait_until="load")
        set_dismissing(page.context, self.scenario.dismiss_overlays)
        for dismissed in dismiss_overlays(page):
            self.overlays.append(dismissed)
            self.events.emit("action", step=0, action_kind="dismiss_overlay", target=dismissed.control,
                             success=True, choice=dismissed.choice, overlay=dismissed.overlay)
        return page, server, url


def _start_clean(page: Page, traffic: SiteTraffic | None) -> None:
    """The last run's cookies go and the scenario's `storage_state` cookies come back (every run starts signed in
    as the first did); the page leaves the site, so the next load is a full one even of the same `/#/` route."""
    page.context.clear_cookies()
    state = traffic.options.storage_state if traffic is not None else None
    if state:
        cookies = json.loads(Path(state).read_text()).get("cookies", [])
        if cookies:
            page.context.add_cookies(cookies)
    page.goto("about:blank")


def _folder(path: Path, root: Path) -> str:
    """The scenario file's folder as the suite name: relative to pytest's rootdir ('scenarios/realpages')."""
    folder = path.parent.resolve()
    return folder.relative_to(root.resolve()).as_posix() if folder.is_relative_to(root.resolve()) else folder.name


def run_item(doc: LoadedDocument, request: pytest.FixtureRequest) -> Any:
    """Run a validated scenario document (`repeat.runs` times when it says so); raise ExpectationFailed listing every
    unmet expectation. Reports (Allure, progress lines, the events file) only listen to the run's event bus."""
    repeat = doc.scenario.repeat
    if repeat is None:
        return run_once(doc, request)
    bus = EventBus()
    for sink in request.getfixturevalue("jobagent_event_sinks"):
        bus.subscribe(sink)
    failures: list[str] = []
    result = None
    for index in range(repeat.runs):
        if index:  # the next run starts clean, as an apply scenario's next run does
            _start_clean(request.getfixturevalue("page"), request.node.stash.get(TRAFFIC_KEY, None))
        try:
            with bus.phase(f"repeat: run {index + 1} of {repeat.runs}"):
                result = run_once(doc, request)
        except Exception as exc:  # noqa: BLE001 - a run's failure is counted; the rate decides the outcome
            failures.append(f"run {index + 1}: {str(exc).splitlines()[0] if str(exc) else type(exc).__name__}")
    passed = repeat.runs - len(failures)
    if passed < repeat.pass_rate * repeat.runs - 1e-9:
        raise ExpectationFailed(doc.scenario.name, [
            f"repeat: {passed} of {repeat.runs} runs passed, below pass_rate {repeat.pass_rate:g}", *failures])
    return result


def run_once(doc: LoadedDocument, request: pytest.FixtureRequest) -> Any:
    """One run of a validated scenario document, checked against its expectations."""
    scenario = doc.scenario
    placeholders = scenario_placeholders(scenario, doc.path.parent)
    env = FixtureEnv(scenario_file=doc.path, scenario=scenario, request=request, placeholders=placeholders)
    for sink in request.getfixturevalue("jobagent_event_sinks"):
        # reports get the applicant's values as {{field}} placeholders (the run itself sees the values)
        env.events.subscribe(placeholders.listener(sink) if placeholders else sink)
    env.events.emit("run_started", name=scenario.name, run=scenario.run, site=scenario.site, start=scenario.start,
                    tags=list(scenario.tags), description=scenario.description, source=doc.source,
                    folder=_folder(doc.path, request.config.rootpath))
    outcome = "error"
    try:
        try:
            with env.resources, env.events.phase(f"run {scenario.run}", site=scenario.site, start=scenario.start):
                result, problems = kind_of(scenario).run(scenario, env)
        except Exception:
            traffic = request.node.stash.get(TRAFFIC_KEY, None)
            if traffic is not None:
                traffic.discard()  # like the model cassette: a broken run is not recorded
            raise
        traffic = request.node.stash.get(TRAFFIC_KEY, None)
        if traffic is not None and (traffic.site is not None or traffic.blocked):  # a folder site: only blocks
            env.events.emit("attachment", name="site_traffic.json", body=traffic.summary())
            if problems:
                problems += traffic.problems_note()
        stats = env.usage()
        problems += check_usage(scenario.expect, stats)
        problems += check_reason(scenario.expect, result)
        problems += check_custom(scenario.expect, result, scenario, request.node)
        env.events.emit("attachment", name="stats.json", body=stats.model_dump(mode="json"))
        with env.events.phase("check expectations", count=len(problems)):
            if hasattr(result, "model_dump"):
                env.events.emit("attachment", name="result.json", body=result.model_dump(mode="json"))
            if problems:
                outcome = "failed"
                raise ExpectationFailed(scenario.name, problems)
        outcome = "passed"
    finally:
        env.events.emit("run_finished", outcome=outcome, stats=env.usage().model_dump(mode="json"))
    return result

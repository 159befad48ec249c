"""An exploration's state, its readings of the page and its handoffs to the Summarizer and FilterAnalyzer (each
called only when the explorer's turns and the PageObserver left it something to do): the base that acting on
actions (acting.py) and the loop (orchestrator.py) build on."""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from typing import Any

from playwright.sync_api import Page

from pytest_jobagent import browser
from pytest_jobagent.browser.diff import DomDiff
from pytest_jobagent.browser.dom import DEFAULT_BUDGET
from pytest_jobagent.browser.hosts import relative, strip_origin
from pytest_jobagent.browser.observation import PageObservation
from pytest_jobagent.browser.observer import build_observation
from pytest_jobagent.events import EventBus
from pytest_jobagent.llm import LLMClient, LLMReplyError, Usage
from pytest_jobagent.oversight.gate import ThinkingGate
from pytest_jobagent.oversight.steering import Steering
from pytest_jobagent.runs.explore.memory import MemoryStore

from .agents import filter_analyzer, summarizer
from .guards import LoopGuard, PlannedAction
from .result import ExploreStats


def usage_now(llm: LLMClient) -> tuple[int, int, int, dict[str, int]]:
    """The scenario's usage so far: calls, prompt and completion tokens, and calls per agent."""
    s = llm.usage.scenario
    return s.llm_calls, s.prompt_tokens, s.completion_tokens, {k: v.llm_calls for k, v in s.agents.items()}


def usage_since(llm: LLMClient, before: tuple) -> Usage:
    """The usage spent since `before` (a usage_now reading)."""
    now = usage_now(llm)
    return Usage(llm_calls=now[0] - before[0], prompt_tokens=now[1] - before[1], completion_tokens=now[2] - before[2])


@dataclass
class Pending:
    """An action (None: the page load) whose effect the explorer's next turn reports."""

    text: str  # the LAST ACTION section of that turn's prompt
    action: PlannedAction | None
    url_before: str
    url_after: str
    url_changed: bool
    diff: DomDiff | None = None
    listing: str | None = None  # the repeated list the clicked element belongs to
    snap_before: browser.Snapshot | None = None


class ExploreSession:
    """One exploration's state over the page it is given (already at the start URL), and the calls it shares."""

    def __init__(self, page: Page, llm: LLMClient, *, task: str, events: EventBus | None = None, max_steps: int = 20,
                 timeout_s: float = 120.0, budget: int = DEFAULT_BUDGET, memory: MemoryStore | None = None,
                 thinking: ThinkingGate | None = None, steering: Steering | None = None):
        self.page, self.llm, self.task = page, llm, task or "Understand how to search, filter and open job listings"
        self.events = events or EventBus()
        self.max_steps, self.timeout_s, self.budget = max_steps, timeout_s, budget
        self.memory = memory or MemoryStore()
        self.guard = LoopGuard()
        self.stats = ExploreStats(name="explore")
        self.actions: list[str] = []
        self.declined: list[str] = []
        self.evidence: list[str] = []  # what each action did, in the ChangeAnalyzer's words: the ThinkingAgent's history
        self.thinking = thinking
        self.steering = steering  # the scripted user: messages before step N, answers when the gate pauses
        self.follow_ups: list[str] = []  # what the user said during the run (they change the task)
        self.review: str | None = None  # the ThinkingAgent's instructions after it rejected "done"
        self._failures_reviewed = -1  # len(actions) when the last failure streak was reviewed
        self.last_result: str | None = None
        self.pending: Pending | None = None  # the last action, until the explorer's next turn says what it did
        self.dom = ""
        self.observation: PageObservation | None = None  # the PageObserver's reading of the current page state
        self.observations: list[PageObservation] = []  # the first reading of each page visited, start page first
        self.seen_selectors: set[str] = set()  # every selector of every page state the run read
        self.step = 0
        self.started = time.monotonic()
        self.start_url = page.url

    # ---- model calls -------------------------------------------------------------------------------------
    def _agent(self, module: Any, *, check: Any = None, **context: Any) -> Any:
        if check is not None:
            call, parsed = module.run(self.llm, check=check, **context)
        else:
            call, parsed = module.run(self.llm, **context)
        args = call.args.model_dump(mode="json")
        self.events.emit("agent_turn", agent=module.AGENT, tool=call.name, step=self.step, attempts=call.attempts,
                         args={k: (v if not isinstance(v, str) else v[:200]) for k, v in args.items()})
        return parsed

    def _rel(self, url: str) -> str:
        return relative(url)

    def _text(self, dom: str | None) -> str:
        return strip_origin(dom or "", self.page.url)

    # ---- page readings -----------------------------------------------------------------------------------
    def _read_page(self) -> None:
        """The PageObserver's reading of the page state just captured (no page access, no model)."""
        snap = browser.last_snapshot(self.page)
        if snap is None:
            return
        self.observation = build_observation(snap)
        self.seen_selectors.update(n.selector for n in snap.nodes if n.selector)
        self.seen_selectors.update(g.pattern for g in snap.groups)
        path = relative(self.observation.url).split("#")[0]
        if all(relative(o.url).split("#")[0] != path for o in self.observations):
            self.observations.append(self.observation)

    def _page_has_filters(self) -> bool:
        snap = browser.last_snapshot(self.page)
        if snap is None:
            return False
        forms = {f.index: f for f in snap.forms}
        for node in snap.nodes:
            if node.action in ("select", "check") and node.dialog is None:
                form = forms.get(node.form) if node.form is not None else None
                if form is None or form.implicit or not re.search(r"apply|application|contact", form.name, re.I):
                    return True
        return False

    def _resolves(self, selector: str) -> bool:
        """A model's claimed selector is kept only if it was on a page the run read, or matches the page now."""
        if selector in self.seen_selectors:
            return True
        check = browser.check_selector(self.page, selector)
        return check.valid and check.count > 0

    # ---- handoffs ----------------------------------------------------------------------------------------
    def _map_filters(self, where: str, dom: str) -> str:
        """The filters shown now: the PageObserver's reading when it found groups (no call), else the FilterAnalyzer's."""
        groups = {f.label: list(dict.fromkeys(f.options)) for f in (self.observation.filters if self.observation else [])
                  if f.options and f.kind != "toggle"}
        if not groups:
            try:
                mapped = self._agent(filter_analyzer, where=where, dom=dom)
            except LLMReplyError:  # the filters the PageObserver read stand in (observed_filters)
                return ""
            groups = {g.name: list(dict.fromkeys(g.options)) for g in mapped.groups if g.name and g.options}
        self.memory.filter_options.update(groups)
        self.memory.enrich_current_page("filters: " + ", ".join(groups))
        return ", ".join(f"{name}: {len(options)} options" for name, options in groups.items())

    def _summaries(self, given: dict[str, str]) -> None:
        """Store the page summaries the explorer's done gave; one Summarizer call covers the pages still without one."""
        for page_id, summary in given.items():
            if page_id in self.memory.pages:
                self.memory.update_page_summary(page_id, summary)
        missing = [n for n in self.memory.pages.values() if n.raw_observations and not n.summarized]
        if not missing:
            return
        try:
            parsed = self._agent(summarizer, pages=[self._page_block(n.id) for n in missing])
        except LLMReplyError:  # the pages keep their understanding; the summaries are an extra
            return
        for item in parsed.summaries:
            if item.page_id in self.memory.pages and item.summary.strip():
                self.memory.update_page_summary(item.page_id, item.summary)

    def _page_block(self, page_id: str) -> str:
        node = self.memory.pages[page_id]
        patterns = [f"{p.action} {p.target_description} -> {p.effect}" for p in node.patterns]
        edges = [f"-> [{e.to_page_id}] via {e.action}" for e in node.outgoing_edges]
        edges += [f"<- [{e.from_page_id}] via {e.action}" for e in node.incoming_edges]
        first = self.memory.navigation_path[0] if self.memory.navigation_path else None
        filters = [f"{k}: {', '.join(v)}" for k, v in self.memory.filter_options.items()] if node.id == first else []
        return summarizer.page_block(page_id=node.id, current_understanding=node.understanding,
                                     observations=list(node.raw_observations), patterns=patterns, edges=edges,
                                     filters=filters)

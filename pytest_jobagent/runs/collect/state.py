"""What a collection's parts share: the page, the model, the walk's state over turns, and how they report."""

from __future__ import annotations

from collections import Counter
from typing import Any

from playwright.sync_api import Page

from pytest_jobagent.browser.hosts import strip_origin
from pytest_jobagent.events import EventBus
from pytest_jobagent.llm import LLMClient
from pytest_jobagent.oversight.gate import ThinkingGate
from pytest_jobagent.oversight.steering import Steering
from pytest_jobagent.runs.explore.result import ExplorationResult

from .fields import field_of_label
from .memory import Breakers, CollectMemory
from .result import CollectStats

DEFAULT_TASK = "Collect every job listed for the search and filters, with its apply link"


class WalkState:
    """The state of one collection on a page that Phase 1 explored, read and changed by each of its parts
    (filters.py, paging.py, extraction.py, details.py, gates.py) and by the turn loop (walker.py)."""

    def __init__(self, page: Page, llm: LLMClient, exploration: ExplorationResult | None, *, filters: list[dict[str, list[str]]] | None = None,
                 task: str | None = None, events: EventBus | None = None, breakers: Breakers | None = None,
                 thinking: ThinkingGate | None = None, allow_empty: bool = False, steering: Steering | None = None,
                 per_job: bool = False):
        self.page = page
        self.allow_empty = allow_empty  # the scenario expects no jobs: an empty result can be a success
        self.per_job = per_job  # the Extractor reads every job's details view (collect: {extract: per_job})
        self.llm = llm
        self.exploration = exploration
        self.passes = [p for p in (filters or []) if p]
        self.task = task or DEFAULT_TASK
        self.events = events
        self.memory = CollectMemory(breakers=breakers or Breakers())
        self.stats = CollectStats(name="collect")
        self.start_url = page.url
        self.passes_done = 0
        self.pattern: str | None = None
        self.extracted = False
        self.view_seen: Counter[str] = Counter()  # job keys handled in this view, per occurrence (load more / scroll)
        self.view_grown = False  # this view holds listings that load more / scrolling added (a reload loses them)
        self.scroll_probe: tuple[tuple[str, int], bool] | None = None  # (view state, more listings on scroll)
        self.last_result: str | None = None
        self.stop_reason: str | None = None
        self.stopped_early = False
        self.walk_ended = False  # a breaker ended this filter pass's walk (duplicate-only page)
        self.thinking = thinking
        self.steering = steering  # the scripted user: messages before turn N, answers when the gate pauses
        self.follow_ups: list[str] = []  # what the user said during the run (they change the task)
        self.review: str | None = None  # the ThinkingAgent's instructions after it rejected "finish"
        self.evidence: list[str] = []  # what each turn did: the ThinkingAgent's history
        self.gate_error: str | None = None
        self.failures_reviewed = False
        self.refusals = 0  # premature `finish`es the page contradicted (gates.refuse_finish)
        self.returning: tuple[str, bool] | None = None  # next_page / apply_filters and its success, until the next turn
        self.turn_unusable = False  # the last collector turn ended with an unusable reply (this one asks again)

    def emit(self, kind: str, **data: Any) -> None:
        if self.events is not None:
            self.events.emit(kind, **data)

    def act(self, name: str, result: Any) -> Any:
        """Report a browser action (its result passes through)."""
        self.emit("action", step=self.memory.turns, action_kind=name, target=result.target, success=result.success,
                  url_changed=result.url_changed, error=result.error, elapsed_ms=result.elapsed_ms)
        return result

    def error(self, text: str) -> None:
        self.memory.error(strip_origin(text, self.page.url))

    def stop(self, reason: str, *, early: bool) -> None:
        self.stop_reason, self.stopped_early = reason, early
        if early:
            self.emit("breaker", step=self.memory.turns, breaker=reason.split(":", 1)[0], reason=reason)

    def new_view(self) -> None:
        """Another list view (a filter pass or a page): nothing in it was handled yet."""
        self.view_seen, self.view_grown, self.scroll_probe = Counter(), False, None

    def places(self) -> tuple[str, ...]:
        """The page's own place names: options of the filter groups whose name says location ("Location", "City")."""
        groups = self.exploration.filter_options if self.exploration is not None else {}
        return tuple(o for name, options in groups.items() if field_of_label(name) == "location" for o in options)

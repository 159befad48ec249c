"""The Phase 2 turn loop (Collection): extracts each results page it reaches, asks the Collector for one tool a turn
(filters, the next page, one listing, finish), hands it to the part that does it, stops on a breaker or an accepted
`finish` and builds the CollectionResult."""

from __future__ import annotations

import json
from functools import cached_property
from typing import Any

from pytest_jobagent.browser.hosts import relative, strip_origin
from pytest_jobagent.browser.settle import settled_view
from pytest_jobagent.llm.errors import LLMLimitExceeded, LLMReplyError
from pytest_jobagent.oversight.gate import entry_due, periodic_due, unusable_reply

from . import collector, gates
from .details import Details
from .extraction import Listings
from .filters import apply_filters
from .listing import read_items
from .paging import Pager
from .result import CollectionResult
from .state import WalkState


def succeeded(said: str | None) -> bool:
    """Whether a tool's result says it did what it was asked."""
    return not any(mark in (said or "") for mark in ("FAILED", "NOT FOUND", "no next page", "limit reached",
                                                      "did not change"))


def returns(tool: str, success: bool, items: int, nxt: str | None) -> str:
    """What the seed's collector tools return, read on the page the tool led to: next_page {success, has_more},
    apply_filters {success, job_count}."""
    fields: dict[str, bool | int] = {"success": success}
    if tool == "next_page":
        fields["has_more"] = nxt is not None
    else:
        fields["job_count"] = items
    return f"{tool} returns: {json.dumps(fields)}"


class Collection(WalkState):
    """One collection on a page that Phase 1 explored; `run()` returns the CollectionResult. Each turn asks the
    collector for one tool and hands it to the part that does it: filters.py, extraction.py (with details.py),
    paging.py; gates.py judges its `finish`."""

    # the parts are made on first use: WalkState's constructor is the one that takes the run's options
    @cached_property
    def pager(self) -> Pager:
        return Pager(self)

    @cached_property
    def details(self) -> Details:
        return Details(self)

    @cached_property
    def listings(self) -> Listings:
        return Listings(self, self.details, self.pager)

    def _key_elements(self) -> dict[str, Any]:
        keys = self.exploration.key_elements.model_dump() if self.exploration is not None else {}
        keys["filter_options"] = dict(self.exploration.filter_options) if self.exploration is not None else {}
        return keys

    # ---- the loop ------------------------------------------------------------------------------------
    def run(self) -> CollectionResult:
        error = None
        try:
            if entry_due(self.thinking) and not gates.entry_check(self):
                self.stop(f"thinking: {self.gate_error or 'the user did not answer'}", early=True)
            else:
                self._walk()
        except LLMReplyError as exc:
            error = str(exc)
            self.stop(f"model_error: {exc}", early=True)
        except LLMLimitExceeded as exc:  # the scenario's budget is spent: the jobs so far, and why it stopped
            error = str(exc)
            self.stop(f"budget: {exc}", early=True)
        finally:
            self.details.close()
        return self._result(error)

    def _walk(self) -> None:
        """Turns until a breaker, an accepted finish or the walk's end."""
        while True:
            self._extract_on_arrival()
            reason = self.memory.stop_reason()
            if reason is None and self.extracted and self.memory.page_limit_reached() and not self.walk_ended \
                    and self.pager.next_control() is not None:
                reason = f"max_pages: {len(self.memory.pages)} pages visited (limit {self.memory.breakers.max_pages})"
            if reason and reason.startswith("consecutive_errors") and self._consult_on_failures(reason):
                continue
            if reason:
                self.stop(reason, early=True)
                break
            items, nxt = self._read_state()  # once a round: a next page is looked for with a page observation
            if self._finish_by_code(nxt) or self._turn(items, nxt):
                break

    def _extract_on_arrival(self) -> None:
        """Every results page the walk reaches is extracted: that is no choice, so no model call (the collector's
        next turn reads what it found). The start page waits while filter passes are wanted: their filters first."""
        if self.extracted or self.stop_reason is not None or (self.passes and not self.passes_done):
            return
        self.stats.extracted_on_arrival += 1
        self.last_result = strip_origin(self.listings.extract_page() or "", self.page.url)
        self.evidence.append(self.last_result)

    def _finish_by_code(self, nxt: str | None) -> bool:
        """The walk is over and nothing is left to choose: this view read, no next page, every filter pass done, no
        error to make up for (select_job), no user and no review to answer. Finishing then needs no model call; the
        ThinkingAgent still judges it (a rejection hands the next turn to the collector with its review)."""
        if not self.extracted or self.stop_reason is not None or self.review is not None or self.follow_ups \
                or self.steering is not None or self.memory.errors or self.passes_done < len(self.passes) \
                or nxt is not None:
            return False
        reason = f"every results page was walked ({len(self.memory.jobs)} jobs)"
        self.emit("finish_by_code", step=self.memory.turns, reason=reason)
        if gates.gate_finish(self, reason):
            self.stats.finished_by_code = True
            self.stop(reason, early=False)
            return True
        return False

    def _read_state(self) -> tuple[int, str | None]:
        """The listings on the page, and what goes to the next page (known once this view was extracted)."""
        pattern = self.listings.pattern()
        if pattern:  # counted once the view has drawn what the last action asked for (the count is in the prompt)
            settled_view(self.page)
        items = len(read_items(self.page, pattern)) if pattern else 0
        return items, self.pager.next_or_scroll()

    def _state(self, items: int, nxt: str | None) -> dict[str, Any]:
        return {"url": relative(self.page.url), "listings on page": items,
                "extracted": "yes" if self.extracted else "no",
                "next page control": f'"{nxt}"' if nxt else ("none" if self.extracted else "(known after extract_data)")}

    def _turn(self, items: int, nxt: str | None) -> bool:
        """One collector turn on the page as `_read_state` found it (its listings, what goes to the next page)."""
        self.memory.turns += 1
        if periodic_due(self.thinking, self.memory.turns) and not gates.periodic_check(self):
            self.stop(f"thinking: {self.gate_error or 'the user did not answer'}", early=True)
            return True
        if self.turn_unusable:  # this turn asks again what the last one could not answer
            self.memory.retried()
            self.turn_unusable = False
        if self.steering is not None:
            self.follow_ups += self.steering.steer_at(self.memory.turns, agent=collector.AGENT)
        if self.returning is not None:  # the last tool's returns, read on the page it led to (no extra look at it)
            self.last_result = f"{self.last_result or ''}\n{returns(*self.returning, items, nxt)}".strip()
            self.returning = None
        context = dict(task=self.task, phase1=self._key_elements(), passes=self.passes, passes_done=self.passes_done,
                       state=self._state(items, nxt), memory=self.memory.summary(), last_result=self.last_result,
                       review=self.review, follow_ups=self.follow_ups)
        try:
            call = collector.run(self.llm, check=self._check_turn, **context)
        except LLMReplyError as exc:  # a failed turn: the consecutive-errors breaker (and the ThinkingAgent) judge
            self.memory.retried(exc.attempts - 1)
            self.turn_unusable = True
            self.memory.error(unusable_reply(exc.problem))
            self.last_result = self.memory.errors[-1]
            self.evidence.append(self.last_result)
            return False
        self.stats.collector_turns += 1
        self.memory.retried(call.attempts - 1)
        args = call.args.model_dump(mode="json")
        self.emit("agent_turn", agent=collector.AGENT, tool=call.name, step=self.memory.turns, attempts=call.attempts,
                  args={k: (v if not isinstance(v, str) else v[:200]) for k, v in args.items()})
        if call.name == "finish":
            if gates.refuse_finish(self, items, nxt):  # the page as this turn's prompt showed it: nothing acted since
                return False
            if gates.gate_finish(self, call.args.reason):
                self.stop(call.args.reason, early=False)
                return True
            return False
        if call.name == "apply_filters":
            self.last_result = self._apply_filters(call.args.as_dict())
            self.returning = (call.name, succeeded(self.last_result))  # job_count: on the page the next turn reads
        elif call.name == "extract_data":
            self.last_result = self.listings.extract_page()
        elif call.name == "next_page":
            self.last_result = self.pager.next_page()
            self.returning = (call.name, succeeded(self.last_result))  # has_more: known once the page is read
        elif call.name == "select_job":
            self.last_result = self.listings.select_job(call.args.selector)
        self.last_result = strip_origin(self.last_result or "", self.page.url)
        self.evidence.append(self.last_result)
        return self.stop_reason is not None

    def _apply_filters(self, settings: dict[str, list[str]]) -> str:
        return apply_filters(self, settings)

    def _consult_on_failures(self, reason: str) -> bool:
        return gates.consult_on_failures(self, reason)

    def _check_turn(self, call: Any) -> str | None:
        if call.name == "select_job" and not self.page.locator(call.args.selector).count():
            return f"select_job: {call.args.selector!r} matches nothing on the page; copy a selector of a listing"
        if call.name == "next_page" and not self.extracted:
            return "next_page: extract_data on this page first, or its jobs are lost"
        return None

    # ---- result --------------------------------------------------------------------------------------
    def _result(self, error: str | None) -> CollectionResult:
        error = error or self.gate_error
        if error is None and not self.memory.jobs and not self.allow_empty:
            # nothing collected is never a success unless the scenario expects an empty board
            said = "; ".join(self.memory.errors[-3:]) or f"stopped because {self.stop_reason or 'of no reason given'}"
            error = f"no jobs were collected ({said}); a board with no jobs passes only with `expect: {{jobs: {{max: 0}}}}`"
        self.stats.jobs = len(self.memory.jobs)
        self.stats.pages = len(self.memory.pages)
        self.stats.retries = self.memory.retries
        return CollectionResult(
            success=error is None and bool(self.stop_reason and not self.stop_reason.startswith(("consecutive_errors", "model_error"))),
            error=error, jobs=list(self.memory.jobs), pages_visited=[relative(p.url) for p in self.memory.pages],
            filters_applied=self.memory.filters_applied, duplicates_skipped=self.memory.dedup.duplicates,
            duplicate_keys=list(self.memory.dedup.skipped), stop_reason=self.stop_reason or "",
            stopped_early=self.stopped_early, errors=list(self.memory.errors),
            field_maps=list(self.memory.field_maps.values()), apply_controls=list(self.memory.apply_controls.values()),
            details_layouts=list(self.memory.layouts.values()), start_url=relative(self.start_url), stats=self.stats,
            thinking=self.thinking.stats if self.thinking is not None else None,
            steering=self.steering.stats if self.steering is not None else None, follow_ups=list(self.follow_ups))

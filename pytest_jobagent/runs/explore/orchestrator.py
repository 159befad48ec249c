"""The Phase 1 orchestrator's loop: one Explorer turn a step (which also reports the last action's effect) under loop
guards and circuit breakers, the ThinkingAgent's gates, and the end of the run in an ExplorationResult (acting on
actions: acting.py; state and handoffs: session.py)."""

from __future__ import annotations

import time
from typing import Any, Literal

from pytest_jobagent import browser
from pytest_jobagent.browser.hosts import relative
from pytest_jobagent.llm import LLMLimitExceeded, LLMReplyError
from pytest_jobagent.oversight.gate import Next, entry_due, periodic_due, unusable_reply
from pytest_jobagent.oversight.thinking import Review, Trigger
from pytest_jobagent.runs.explore.memory import KeyElements

from .acting import ActingSession
from .agents import change_analyzer, explorer
from .grounding import merge_key_elements, observed_filters, render
from .guards import PlannedAction
from .result import Behavior, ExplorationResult, StepUsage
from .session import Pending, usage_now, usage_since

FAILURES_IN_A_ROW = 2
FAILED_ENDINGS = ("-> failed", "-> DECLINED (side effect)")
UNUSABLE = "model reply unusable -> failed"


def _found_any(keys: KeyElements) -> bool:
    return bool(keys.job_listings or keys.search_input or keys.apply_button)


class Orchestrator(ActingSession):
    """Runs one exploration of the page it is given (already at the start URL): the fused mode, one model call a
    step (seed.py runs the seed's four agents over the same loop)."""

    mode: Literal["fused", "seed"] = "fused"

    # ---- the loop ----------------------------------------------------------------------------------------
    def run(self) -> ExplorationResult:
        """Explore until done, a limit or a model that cannot be understood: each ends in a result with its reason."""
        try:
            return self._loop()
        except (LLMReplyError, LLMLimitExceeded) as exc:  # unusable after retries, or the budget spent: the run
            return self._finish(None, error=str(exc))      # fails with its reason, it does not crash

    def _loop(self) -> ExplorationResult:
        setup = usage_now(self.llm)
        self._initial_analysis()
        self.stats.setup = usage_since(self.llm, setup)
        if entry_due(self.thinking):
            looked = self._look("entry", "the exploration is about to start", page=self.dom)
            if looked.ends:
                return self._finish(None, error=looked.error)
        while self.step < self.max_steps:
            if time.monotonic() - self.started > self.timeout_s:
                return self._finish(None, error=f"timeout: exploration took longer than {self.timeout_s:g}s")
            self.step += 1
            if self.steering is not None:
                self.follow_ups += self.steering.steer_at(self.step, agent="explorer")
            if periodic_due(self.thinking, self.step - 1):
                looked = self._look("periodic", f"step {self.step}: {len(self.actions)} actions so far")
                if looked.ends:
                    return self._finish(None, error=looked.error)
            before = usage_now(self.llm)
            try:
                action = self._turn()
            except LLMReplyError as exc:  # a failed step; two in a row reach the ThinkingAgent, three end the run
                self._record(None, problem=f"the model's reply was unusable: {exc.problem}")
                if self.actions[-2:] == [UNUSABLE, UNUSABLE]:
                    raise
                self.actions.append(UNUSABLE)
                self.last_result = unusable_reply(exc.problem)
                self._note_step(before, "model error")
                consulted = self._consult_on_failures()
                if consulted is not None and consulted.ends:
                    return self._finish(None, error=consulted.error)
                continue
            if action.kind == "done":
                self._note_step(before, "done")
                gated = self._gate(action)
                if gated is None or gated.approved:
                    return self._finish(action)
                if gated.ends:
                    return self._finish(action, error=gated.error)
                continue
            self._execute(action)
            self._note_step(before, action.describe())
            consulted = self._consult_on_failures()
            if consulted is not None and consulted.ends:
                return self._finish(None, error=consulted.error)
        return self._finish(None, error=f"max exploration steps reached ({self.max_steps}) before the explorer called done")

    def _look(self, trigger: Trigger, claim: str, page: str = "") -> Next:
        """The ThinkingAgent at the start (`thinking: {entry: true}`) or every N steps (`thinking: {every: N}`): a
        doubt or a way back on course goes to the explorer's next turn as its review; a question to the user."""
        return self._consult(Review(task=self.task, steps=[], history=list(self.evidence),
                                    follow_ups=list(self.follow_ups), claim=claim, trigger=trigger, page=page[:3000]))

    def _gate(self, action: PlannedAction) -> Next | None:
        """The ThinkingAgent reviews the explorer's own "done" (a breaker's forced finish is not a claim)."""
        if self.thinking is None or not self.thinking.options.enabled or action.forced_by:
            return None
        gated = self._consult(Review(task=self.task, steps=[], history=list(self.evidence),
                                     follow_ups=list(self.follow_ups),
                                     claim=f"done: {action.understanding}".strip()[:600], trigger="done"))
        if not gated.approved and not gated.ends:
            self.actions.append("done -> not accepted by the ThinkingAgent")
            self.last_result = f"done was not accepted: {gated.verdict.reason}"
        return gated

    def _consult_on_failures(self) -> Next | None:
        """After FAILURES_IN_A_ROW failed or declined actions, the ThinkingAgent says how to go on (once per streak)."""
        gate = self.thinking
        if gate is None or not gate.options.enabled or not gate.options.on_failures:
            return None
        recent = self.actions[-FAILURES_IN_A_ROW:]
        if len(recent) < FAILURES_IN_A_ROW or not all(a.endswith(FAILED_ENDINGS) for a in recent) \
                or self._failures_reviewed == len(self.actions):
            return None
        self._failures_reviewed = len(self.actions)
        claim = f"step {self.step}: {FAILURES_IN_A_ROW} actions in a row did not work: " + "; ".join(recent)
        return self._consult(Review(task=self.task, steps=[], history=list(self.evidence), claim=claim,
                                    follow_ups=list(self.follow_ups), trigger="failures"))

    def _consult(self, review: Review) -> Next:
        """The gate's verdict as the explorer's next move: its review for the next turn, the user's reply as a
        follow-up (a question goes to the scripted user when the run has one)."""
        assert self.thinking is not None
        looked = self.thinking.consult(review, step=self.step, user=self.steering, agent="explorer")
        if looked.reply is not None:
            self.follow_ups.append(looked.reply)
        if not looked.approved and not looked.ends:
            self.review = looked.review
        return looked

    def _note_step(self, before: tuple, what: str) -> None:
        now = usage_now(self.llm)
        agents = {k: v - before[3].get(k, 0) for k, v in now[3].items() if v - before[3].get(k, 0)}
        self.stats.per_step.append(StepUsage(step=self.step, action=what, llm_calls=now[0] - before[0],
                                             prompt_tokens=now[1] - before[1], completion_tokens=now[2] - before[2],
                                             agents=agents))

    def _initial_analysis(self) -> None:
        """Read the start page; its page type comes with the explorer's first turn (the page load is pending)."""
        result = browser.observe(self.page, budget=self.budget)
        self.dom = self._text(result.dom_after)
        self._read_page()
        url = self._rel(self.page.url)
        self.pending = Pending(text=change_analyzer.last_action(
            action="Page loaded", element=None, before_url="", after_url=url, diff="page loaded", known_page_types=[],
            current_page_type=None), action=None, url_before="", url_after=url, url_changed=True)

    def _turn(self) -> PlannedAction:
        warning = self.guard.loop_warning()
        if warning:
            self.memory.enrich_current_page(f"WARNING: loop detected - {warning}")
        turn = self._agent(
            explorer, check=self._check_explorer, task=self.task, dom=self.dom, memory_summary=self.memory.get_summary(),
            current_page_id=self.memory.current_page_id, last_action=self.pending.text if self.pending else None,
            last_action_result=self.last_result, discovery_count=self.memory.get_confirmed_pattern_count(),
            loop_warning=warning, actions=self.actions[-12:], step=self.step, max_steps=self.max_steps,
            review=self.review, follow_ups=self.follow_ups,
            observed=render(self.observation) if self.observation is not None else None)
        self._record(turn.effect)
        verdict = self.guard.check(turn.action, self.memory)
        if verdict.breaker:
            self.stats.breakers_fired.append(verdict.breaker)
            self.events.emit("breaker", step=self.step, breaker=verdict.breaker, proposed=turn.action.describe(),
                             forced=verdict.action.describe())
        return verdict.action

    def _check_explorer(self, call: Any) -> str | None:
        """Reject a selector that is not on the page, so the corrective retry can fix it."""
        selector = getattr(call.args, "selector", None)
        if getattr(call.args, "action", None) not in ("click", "type_text") or not selector:
            return None
        return self._check_selector(selector)

    def _check_selector(self, selector: str) -> str | None:
        check = browser.check_selector(self.page, selector)
        if not check.valid:
            return f"selector {selector!r} is not valid ({check.error}); copy one from the DOM"
        if check.count == 0:
            return f"no element matches {selector!r}; copy a selector exactly from a [CLICK: \"...\"] marker"
        return None

    # ---- the result --------------------------------------------------------------------------------------
    def _wrap_up(self, action: PlannedAction | None) -> None:
        """The final consolidation (code) and the page summaries done gave (one Summarizer call for the rest)."""
        self.memory.consolidate()
        if action is not None:
            self._summaries(action.page_summaries)  # a breaker's forced done has none

    def _finish(self, action: PlannedAction | None, error: str | None = None) -> ExplorationResult:
        finish = usage_now(self.llm)
        self._record(None, problem="the run ended before the explorer's next turn")
        self._wrap_up(action)
        self.stats.finish = usage_since(self.llm, finish)
        # effects seen in the browser win over what the observer read, which wins over the model's claims
        key_elements, sources, dropped = merge_key_elements(
            self.memory.get_discovered_selectors(), self.observations,
            action.key_elements if action is not None else None, self._resolves)
        behaviors: dict[str, Behavior] = {}
        for pattern in sorted(self.memory.patterns, key=lambda p: p.count):
            behaviors[pattern.target_description] = Behavior(action=pattern.action, effect=pattern.effect,
                                                             confirmed=pattern.confirmed)
        for obs in self.memory.pending_observations:
            behaviors.setdefault(obs.element_type, Behavior(action=obs.action, effect=obs.effect, confirmed=False))
        findings = list(action.key_findings) if action is not None else []
        findings += [d for d in self.memory.get_all_pattern_descriptions() if d not in findings]
        findings += self.declined
        findings += [f"dropped {d}" for d in dropped]
        understanding = (action.understanding.strip() + "\n" if action is not None and action.understanding else "")
        path = self.memory.navigation_path
        if action is not None and error is None and not _found_any(key_elements):
            # "done" with nothing found is not an understanding: say what was read instead
            seen = "; ".join(f"{relative(o.url)}: {o.listings} repeated items, {len(o.search_inputs)} search inputs, "
                             f"{len(o.forms)} forms" + (f" ({o.unreadable})" if o.unreadable else "")
                             for o in self.observations) or "no page was read"
            error = f"the exploration found none of the key elements (job listings, search input, apply control); read {seen}"
        result = ExplorationResult(
            success=action is not None and error is None, error=error,
            page_type=path[0] if path else (action.page_type if action else ""),
            key_elements=key_elements, key_element_sources=sources, dropped_claims=dropped, behaviors=behaviors,
            # the FilterAnalyzer's groups, then those the observer read that it did not name (toggles, link facets)
            filter_options={**observed_filters(self.observations), **self.memory.filter_options},
            understanding=understanding + self.memory.get_final_understanding(), key_findings=findings,
            pages=self.memory.all_pages(), navigation_path=list(path), declined_actions=list(self.declined),
            start_url=self._rel(self.start_url), stats=self.stats,
            thinking=self.thinking.stats if self.thinking is not None else None,
            steering=self.steering.stats if self.steering is not None else None, follow_ups=list(self.follow_ups))
        if action is not None and action.forced_by:
            result.key_findings.append(f"finished by the {action.forced_by} circuit breaker: {action.reason}")
        self.stats.steps = self.step
        self.stats.agents_mode = self.mode
        self.stats.breakers_fired = list(self.guard.fired)
        self.events.emit("done", success=result.success, error=error, page_type=result.page_type, steps=self.step,
                         pages=[p.id for p in result.pages], breaker=action.forced_by if action else None)
        return result

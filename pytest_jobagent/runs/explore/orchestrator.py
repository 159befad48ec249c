"""The Phase 1 orchestrator: Explorer turns, guarded actions, ChangeAnalyzer, Consolidator, Summarizer and
FilterAnalyzer handoffs over a page-graph memory, ending in an ExplorationResult."""

from __future__ import annotations

import re
import time
from typing import Any

from pytest_jobagent import browser
from pytest_jobagent.browser.dom import DEFAULT_BUDGET
from pytest_jobagent.browser.observation import PageObservation
from pytest_jobagent.browser.observer import build_observation
from pytest_jobagent.events import EventBus
from pytest_jobagent.llm import LLMLimitExceeded, LLMReplyError, Usage
from pytest_jobagent.oversight.ask import ask_user
from pytest_jobagent.oversight.steering import Steering
from pytest_jobagent.oversight.thinking import Review, ThinkingGate
from pytest_jobagent.runs.explore.memory import KeyElements, MemoryStore
from pytest_jobagent.runs.explore.memory.store import key_of

from .agents import change_analyzer, consolidator, explorer, filter_analyzer, summarizer
from .domtext import element_line, relative, strip_origin
from .grounding import merge_key_elements, observed_filters, render
from .guards import LoopGuard, PlannedAction, risky_reason
from .result import Behavior, ExplorationResult, ExploreStats, StepUsage

QUIET = ("no_change", "minor_change")
FAILURES_IN_A_ROW = 2
FAILED_ENDINGS = ("-> failed", "-> DECLINED (side effect)")
UNUSABLE = "model reply unusable -> failed"
FILTER_DIALOG = re.compile(r"filter", re.IGNORECASE)


def _usage_of(llm: Any) -> tuple[int, int, int, dict[str, int]]:
    s = llm.usage.scenario
    return s.llm_calls, s.prompt_tokens, s.completion_tokens, {k: v.llm_calls for k, v in s.agents.items()}


def _delta(llm: Any, before: tuple) -> Usage:
    now = _usage_of(llm)
    return Usage(llm_calls=now[0] - before[0], prompt_tokens=now[1] - before[1], completion_tokens=now[2] - before[2])


def _found_any(keys: KeyElements) -> bool:
    return bool(keys.job_listings or keys.search_input or keys.apply_button)


class Orchestrator:
    """Runs one exploration of the page it is given (already at the start URL)."""

    def __init__(self, page: Any, llm: Any, *, task: str, events: EventBus | None = None, max_steps: int = 20,
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
        self.ended: str | None = None  # why the user ended the run (no answer to a question, or stop)
        self.review: str | None = None  # the ThinkingAgent's instructions after it rejected "done"
        self._failures_reviewed = -1  # len(actions) when the last failure streak was reviewed
        self.last_result: str | None = None
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

    # ---- the loop ----------------------------------------------------------------------------------------
    def run(self) -> ExplorationResult:
        """Explore until done, a limit or a model that cannot be understood: each ends in a result with its reason."""
        try:
            return self._loop()
        except (LLMReplyError, LLMLimitExceeded) as exc:  # unusable after retries, or the budget spent: the run
            return self._finish(None, error=str(exc))      # fails with its reason, it does not crash

    def _loop(self) -> ExplorationResult:
        setup = _usage_of(self.llm)
        self._initial_analysis()
        self.stats.setup = _delta(self.llm, setup)
        while self.step < self.max_steps:
            if time.monotonic() - self.started > self.timeout_s:
                return self._finish(None, error=f"timeout: exploration took longer than {self.timeout_s:g}s")
            self.step += 1
            if self.steering is not None:
                self.follow_ups += self.steering.steer_at(self.step, agent="explorer")
            before = _usage_of(self.llm)
            try:
                action = self._turn()
            except LLMReplyError as exc:  # a failed step; two in a row reach the ThinkingAgent, three end the run
                if self.actions[-2:] == [UNUSABLE, UNUSABLE]:
                    raise
                self.actions.append(UNUSABLE)
                self.last_result = f"your last reply was unusable ({exc.problem}); answer with one call of a tool"
                self._note_step(before, "model error")
                verdict = self._consult_on_failures()
                if verdict is not None and (verdict.action == "give_up" or self.ended):
                    return self._finish(None, error=self.ended or verdict.reason)
                continue
            if action.kind == "done":
                self._note_step(before, "done")
                verdict = self._gate(action)
                if verdict is None or verdict.action == "approve":
                    return self._finish(action)
                if verdict.action == "give_up" or self.ended:
                    return self._finish(action, error=self.ended or verdict.reason)
                continue
            self._execute(action)
            self._note_step(before, action.describe())
            verdict = self._consult_on_failures()
            if verdict is not None and (verdict.action == "give_up" or self.ended):
                return self._finish(None, error=self.ended or verdict.reason)
        return self._finish(None, error=f"max exploration steps reached ({self.max_steps}) before the explorer called done")

    def _gate(self, action: PlannedAction) -> Any:
        """The ThinkingAgent reviews the explorer's own "done" (a breaker's forced finish is not a claim)."""
        if self.thinking is None or not self.thinking.options.enabled or action.forced_by:
            return None
        review = Review(task=self.task, steps=[], history=list(self.evidence), follow_ups=list(self.follow_ups),
                        claim=f"done: {action.understanding}".strip()[:600], trigger="done")
        verdict = self.thinking.review(review, step=self.step)
        if verdict.action == "pause" and self.steering is not None:
            self._ask(verdict.output.question_for_user.strip())
        if verdict.action in ("reject", "pause"):  # with no user to ask, a question is a rejection
            self.review = verdict.note or verdict.reason
            self.actions.append("done -> not accepted by the ThinkingAgent")
            self.last_result = f"done was not accepted: {verdict.reason}"
        return verdict

    def _consult_on_failures(self) -> Any:
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
        verdict = gate.review(Review(task=self.task, steps=[], history=list(self.evidence), claim=claim,
                                     follow_ups=list(self.follow_ups), trigger="failures"), step=self.step)
        if verdict.action == "pause" and self.steering is not None:
            self._ask(verdict.output.question_for_user.strip())
            self.review = verdict.note or None
        elif verdict.action in ("reject", "pause"):  # no user to ask: the question and hints go to the explorer
            self.review = verdict.feedback
        return verdict

    def _ask(self, question: str) -> None:
        """The gate paused: ask the scripted user; a reply becomes a follow-up, no answer may end the run."""
        assert self.steering is not None
        asked = ask_user(self.steering, question, agent="explorer", step=self.step)
        if asked.reply is not None:
            self.follow_ups.append(asked.reply)
        self.ended = asked.error

    def _note_step(self, before: tuple, what: str) -> None:
        now = _usage_of(self.llm)
        agents = {k: v - before[3].get(k, 0) for k, v in now[3].items() if v - before[3].get(k, 0)}
        self.stats.per_step.append(StepUsage(step=self.step, action=what, llm_calls=now[0] - before[0],
                                             prompt_tokens=now[1] - before[1], completion_tokens=now[2] - before[2],
                                             agents=agents))

    def _initial_analysis(self) -> None:
        result = browser.observe(self.page, budget=self.budget)
        self.dom = self._text(result.dom_after)
        self._read_page()
        url = self._rel(self.page.url)
        try:
            analysis = self._agent(change_analyzer, action="Page loaded", element=None, before_url="", after_url=url,
                                   diff="page loaded", after_dom=self.dom, known_page_types=[],
                                   current_page_type=None)
        except LLMReplyError as exc:  # the PageObserver's page type stands in
            seen = self.observation.page_type if self.observation is not None else "start page"
            analysis = change_analyzer.AnalyzeChange(
                description="page loaded", element_type="page", change_type="navigation", page_type=seen,
                is_new_page_type=True, page_understanding=f"(the model's reply was unusable: {exc.problem[:120]})")
        self.stats.change_analyzer_calls += 1
        self.memory.update_from_classification(analysis.page_type, analysis.page_understanding, url)
        self.events.emit("change_analysis", step=0, action="page loaded", element_type="page",
                         change_type="navigation", page_type=analysis.page_type, skipped=False)
        if self._page_has_filters():
            self._map_filters("the page itself (filter controls outside any dialog)", self.dom)

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

    def _turn(self) -> PlannedAction:
        warning = self.guard.loop_warning()
        if warning:
            self.memory.enrich_current_page(f"WARNING: loop detected - {warning}")
        if self.memory.should_consolidate():
            self._consolidate()
        proposed = self._agent(
            explorer, check=self._check_explorer, task=self.task, dom=self.dom, memory_summary=self.memory.get_summary(),
            current_page_id=self.memory.current_page_id, last_action_result=self.last_result,
            discovery_count=self.memory.get_confirmed_pattern_count(), loop_warning=warning,
            actions=self.actions[-12:], step=self.step, max_steps=self.max_steps, review=self.review,
            follow_ups=self.follow_ups,
            observed=render(self.observation) if self.observation is not None else None)
        verdict = self.guard.check(proposed, self.memory)
        if verdict.breaker:
            self.stats.breakers_fired.append(verdict.breaker)
            self.events.emit("breaker", step=self.step, breaker=verdict.breaker, proposed=proposed.describe(),
                             forced=verdict.action.describe())
        return verdict.action

    def _check_explorer(self, call: Any) -> str | None:
        """Reject a selector that is not on the page, so the corrective retry can fix it."""
        selector = getattr(call.args, "selector", None)
        if call.name not in ("click", "type_text") or not selector:
            return None
        check = browser.check_selector(self.page, selector)
        if not check.valid:
            return f"selector {selector!r} is not valid ({check.error}); copy one from the DOM"
        if check.count == 0:
            return f"no element matches {selector!r}; copy a selector exactly from a [CLICK: \"...\"] marker"
        return None

    # ---- actions -----------------------------------------------------------------------------------------
    def _decline_reason(self, action: PlannedAction) -> str | None:
        if action.kind not in ("click", "type_text"):
            return None
        snap = browser.last_snapshot(self.page)
        node = snap.find(action.selector) if snap else None
        line, _ = element_line(self.dom, action.selector)
        if node is None or snap is None:  # no snapshot finds no node
            return risky_reason(line or "", submit="(submit)" in (line or "")) if action.kind == "click" else None
        form = next((f for f in snap.forms if f.index == node.form), None) if node.form is not None else None
        dialog = next((d for d in snap.dialogs if d.index == node.dialog), None) if node.dialog is not None else None
        in_filters = dialog is not None and bool(FILTER_DIALOG.search(f"{dialog.name} {dialog.selector}"))
        form_name = f"{form.name} {form.selector}" if form else ""
        if action.kind == "type_text":
            if in_filters or re.search(r"\b(search|filters?|find|query|keywords?)\b", form_name + " " + node.label + " " + node.name, re.I):
                return None
            return f'typing into "{node.label or node.name or action.selector}" would fill a form that is not search or filters'
        return risky_reason(node.name or (line or ""), submit=node.submit, form_name=form_name, in_filter_dialog=in_filters)

    def _execute(self, action: PlannedAction) -> None:
        desc = action.describe()
        self.guard.record(action)
        reason = self._decline_reason(action)
        if reason:
            note = f"declined {desc}: {reason}"
            self.declined.append(note)
            self.memory.enrich_current_page(note)
            self.last_result = f"DECLINED {desc}: {reason}. Exploration never submits applications or forms."
            self.evidence.append(note)
            self.actions.append(f"{desc} -> DECLINED (side effect)")
            self.events.emit("action", step=self.step, action_kind=action.kind, target=action.selector, success=False,
                             declined=True, reason=reason)
            return
        if action.kind == "observe":
            result = browser.observe(self.page, budget=self.budget)
            self.dom = self._text(result.dom_after)
            self._read_page()
            self.last_result = f"observed the page ({action.what or 'fresh snapshot'})"
            self.actions.append(desc)
            self.events.emit("action", step=self.step, action_kind="observe", target=None, success=True, url_changed=False)
            return
        dom_before = self.dom
        self._snap_before = browser.last_snapshot(self.page)
        if action.kind == "click":
            result = browser.click(self.page, action.selector, capture_dom=True, budget=self.budget)
        elif action.kind == "type_text":
            result = browser.type_text(self.page, action.selector, action.text or "", capture_dom=True, budget=self.budget)
        else:
            result = browser.scroll(self.page, direction=action.direction or "down", capture_dom=True, budget=self.budget)
        self.stats.actions += 1
        self.events.emit("action", step=self.step, action_kind=action.kind, target=action.selector or action.direction,
                         success=result.success, url_changed=result.url_changed, error=result.error,
                         elapsed_ms=result.elapsed_ms)
        if not result.success:
            self.last_result = f"{desc} FAILED: {result.error}"
            self.actions.append(f"{desc} -> failed")
            self.evidence.append(self.last_result)
            return
        self.dom = self._text(result.dom_after)
        self._read_page()
        self._analyze(action, result, dom_before)

    def _analyze(self, action: PlannedAction, result: Any, dom_before: str) -> None:
        desc = action.describe()
        url_before, url_after = self._rel(result.url_before), self._rel(result.url_after)
        diff = result.diff
        if diff is None or not diff.changed_anything:
            # the no-change skip: nothing to classify, so no ChangeAnalyzer call
            self.stats.change_analyzer_skipped += 1
            self.events.emit("change_analysis", step=self.step, action=desc, element_type=None, change_type="no_change",
                             page_type=self.memory.current_page_id, skipped=True)
            self.last_result = f"{desc} -> no visible change"
            self.actions.append(f"{desc} -> no_change")
            self.evidence.append(self.last_result)
            return
        line, listing = element_line(dom_before, action.selector)
        element = (f"{line}  (an item of the repeated list \"{listing}\")" if line and listing else line)
        current = self.memory.current_page_id
        try:
            analysis = self._agent(change_analyzer, action=desc, element=element, before_url=url_before,
                                   after_url=url_after, diff=strip_origin(diff.summary(), result.url_after),
                                   after_dom=self.dom, known_page_types=self.memory.get_page_ids(),
                                   current_page_type=current)
        except LLMReplyError as exc:  # what the DOM diff says is still worth keeping
            analysis = change_analyzer.from_diff(diff, url_changed=result.url_changed, current_page_type=current,
                                                 element_type=self.memory.element_type_of(action.selector),
                                                 problem=exc.problem)
        self.stats.change_analyzer_calls += 1
        path_changed = change_analyzer._path(url_before) != change_analyzer._path(url_after)
        analysis = change_analyzer.enforce(analysis, url_changed=result.url_changed, path_changed=path_changed,
                                           dom_changed=True, current_page_type=current)
        self.events.emit("change_analysis", step=self.step, action=desc, element_type=analysis.element_type,
                         change_type=analysis.change_type, page_type=analysis.page_type, skipped=False)
        if listing and current and key_of(analysis.element_type) == "job_listings" and current not in self.memory.listing_siblings:
            self.memory.listing_siblings[current] = self._siblings(listing)
        if analysis.change_type not in QUIET:
            self.memory.add_raw_observation(action.kind, analysis.element_type, analysis.description,
                                            analysis.change_type, selector=action.selector)
        moved = result.url_changed and analysis.page_type != current and (
            analysis.is_new_page_type or analysis.page_type in self.memory.pages)
        if moved:
            self._summarize(current)
            self.memory.update_from_classification(analysis.page_type, analysis.page_understanding, url_after,
                                                   via_action=f"{action.kind} {analysis.element_type}",
                                                   selector=action.selector)
        elif result.url_changed:
            self.memory.note_url(url_after)
        note = ""
        if analysis.change_type == "modal_opened" and FILTER_DIALOG.search(analysis.element_type):
            mapped = self._map_filters("a dialog opened by the filter button", self.dom)
            note = f" Filters mapped ({mapped}); close the dialog to go on." if mapped else ""
        where = f" (now on [{analysis.page_type}] {url_after})" if moved else ""
        self.last_result = (f"{desc} -> element type: {analysis.element_type}; change: {analysis.change_type}; "
                            f"{analysis.description}{where}.{note}")
        self.actions.append(f"{desc} -> {analysis.element_type} ({analysis.change_type})")
        self.evidence.append(f"{desc} -> {analysis.element_type} ({analysis.change_type}): {analysis.description}")

    def _resolves(self, selector: str) -> bool:
        """A model's claimed selector is kept only if it was on a page the run read, or matches the page now."""
        if selector in self.seen_selectors:
            return True
        check = browser.check_selector(self.page, selector)
        return check.valid and check.count > 0

    def _siblings(self, pattern: str) -> list[str]:
        """The first clickable of each item of a listing group, from the snapshot before the click."""
        snap: browser.Snapshot | None = getattr(self, "_snap_before", None)
        group = next((g for g in snap.groups if g.pattern == pattern), None) if snap else None
        if group is None or snap is None:  # no snapshot has no group
            return []
        out: dict[int, str] = {}
        for node in snap.nodes:
            if node.group == group.index and node.kind == "action" and node.selector and node.item is not None:
                out.setdefault(node.item, node.selector)
        return [out[k] for k in sorted(out)][:3]

    # ---- handoffs ----------------------------------------------------------------------------------------
    def _map_filters(self, where: str, dom: str) -> str:
        try:
            mapped = self._agent(filter_analyzer, where=where, dom=dom)
        except LLMReplyError:  # the filters the PageObserver read stand in (observed_filters)
            return ""
        for group in mapped.groups:
            if group.name and group.options:
                self.memory.filter_options[group.name] = list(dict.fromkeys(group.options))
        self.memory.enrich_current_page("filters: " + ", ".join(g.name for g in mapped.groups))
        return ", ".join(f"{g.name}: {len(g.options)} options" for g in mapped.groups)

    def _consolidate(self, final: bool = False) -> None:
        data = self.memory.get_consolidation_input()
        try:
            parsed = self._agent(consolidator, final=final, **data)
        except LLMReplyError:  # the observations stay pending (reported unconfirmed) until a later consolidation
            return
        self.memory.update_patterns_from_consolidation(consolidator.to_patterns(parsed), parsed.uncategorized)

    def _summarize(self, page_id: str | None) -> None:
        node = self.memory.get_page(page_id) if page_id else None
        if node is None or not node.raw_observations:
            return
        patterns = [f"{p.action} {p.target_description} -> {p.effect}" for p in node.patterns]
        edges = [f"-> [{e.to_page_id}] via {e.action}" for e in node.outgoing_edges]
        edges += [f"<- [{e.from_page_id}] via {e.action}" for e in node.incoming_edges]
        filters = [f"{k}: {', '.join(v)}" for k, v in self.memory.filter_options.items()] if node.id == self.memory.navigation_path[0] else []
        try:
            parsed = self._agent(summarizer, page_id=node.id, current_understanding=node.understanding,
                                 observations=list(node.raw_observations), patterns=patterns, edges=edges,
                                 filters=filters)
        except LLMReplyError:  # the page keeps its understanding; the summary is an extra
            return
        self.memory.update_page_summary(node.id, parsed.summary)

    def _finish(self, action: PlannedAction | None, error: str | None = None) -> ExplorationResult:
        finish = _usage_of(self.llm)
        if action is not None:
            if self.memory.pending_observations:
                self._consolidate(final=True)
            for page_id in self.memory.get_page_ids():
                self._summarize(page_id)
        self.stats.finish = _delta(self.llm, finish)
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
        self.stats.breakers_fired = list(self.guard.fired)
        self.events.emit("done", success=result.success, error=error, page_type=result.page_type, steps=self.step,
                         pages=[p.id for p in result.pages], breaker=action.forced_by if action else None)
        return result

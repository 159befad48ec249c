"""The seed mode of Phase 1 (`explore: {agents: seed}`): the four agents as the seed design runs them. The Explorer
acts with its own tools (click, scroll, type_text, observe, done); the ChangeAnalyzer is a call of its own after
every action that changed the page (before and after DOM and URL, known and current page types); the Consolidator
is a call on the memory's cadence (3 observations or 30 s, and a final one at done); the Summarizer is a call per
page before the exploration leaves a page type and for every page at done. Grounding, guards, the gates,
verification and the result are the fused loop's (orchestrator.py), so `expect:` means the same in both modes."""

from __future__ import annotations

from typing import Any, Literal

from pytest_jobagent.lexicon import mentions
from pytest_jobagent.llm import LLMReplyError

from .agents import change_analyzer, consolidator, explorer, summarizer
from .agents.change_analyzer import AnalyzeChange
from .grounding import render
from .guards import PlannedAction
from .orchestrator import Orchestrator
from .session import Pending


class SeedOrchestrator(Orchestrator):
    """Runs one exploration with the seed's four agents (already at the start URL)."""

    mode: Literal["fused", "seed"] = "seed"

    # ---- the ChangeAnalyzer: a call after every action that changed something ------------------------------
    def _initial_analysis(self) -> None:
        """The start page, classified by the ChangeAnalyzer before the Explorer's first turn (the seed's
        "initial page analysis")."""
        super()._initial_analysis()
        self._analyze_pending(dom_before="")

    def _execute(self, action: PlannedAction) -> None:
        dom_before = self.dom
        super()._execute(action)
        if self.pending is not None:  # the action changed the page (a declined, failed or quiet one leaves none)
            self._analyze_pending(dom_before=dom_before)

    def _analyze_pending(self, *, dom_before: str) -> None:
        """Ask the ChangeAnalyzer what the pending action changed, and record its reading in memory; an unusable
        reply is read off the DOM diff instead (change_analyzer.from_diff), as the fused mode does."""
        if self.pending is None:
            return
        effect: AnalyzeChange | None
        try:
            effect = self._agent(change_analyzer, action_text=self.pending.text, dom_before=dom_before,
                                 dom_after=self.dom)
        except LLMReplyError as exc:
            effect, problem = None, f"the ChangeAnalyzer's reply was unusable: {exc.problem}"
        else:
            problem = ""
        self._record(effect, problem=problem or "the ChangeAnalyzer gave no analysis")

    def _element_type_without_analysis(self, pending: Pending) -> str | None:
        """The ChangeAnalyzer's reply was unusable: an element that opened a dialog about filters (in the lexicon's
        words, any language) is the filter button, so the filters are still mapped; else what memory knows."""
        known = super()._element_type_without_analysis(pending)
        opened = pending.diff.dialogs_opened if pending.diff is not None else []
        if known is None and any(mentions(name, "filters") for name in opened):
            return "filter button"
        return known

    # ---- the Consolidator: on the memory's cadence, and a final one ------------------------------------------
    def _observed(self) -> None:
        if self.memory.should_consolidate():
            self._consolidate(final=False)

    def _consolidate(self, *, final: bool) -> None:
        observations, patterns = self.memory.get_consolidation_input()
        if not observations:
            return
        try:
            parsed = self._agent(consolidator, observations=observations, patterns=patterns, dom=self.dom, final=final,
                                 pages=self.memory.get_page_ids())
        except LLMReplyError:  # the grouping in code stands in
            self.memory.consolidate()
            return
        self.stats.consolidations += 1
        self.memory.update_patterns_from_consolidation(consolidator.to_patterns(parsed), list(parsed.uncategorized))
        self.events.emit("consolidation", step=self.step, final=final, observations=len(observations),
                         patterns=len(self.memory.patterns), confirmed=self.memory.get_confirmed_pattern_count())

    # ---- the Summarizer: before leaving a page type, and every page at done ----------------------------------
    def _leaving(self, page_id: str | None) -> None:
        if page_id is not None and page_id in self.memory.pages:
            self._summarize(page_id)

    def _summarize(self, page_id: str) -> None:
        try:
            parsed = self._agent(summarizer, page=self._page_block(page_id), page_id=page_id)
        except LLMReplyError:  # the page keeps its understanding and raw observations
            return
        if parsed.summary.strip():
            self.stats.summaries += 1
            self.memory.update_page_summary(page_id, parsed.summary)

    def _wrap_up(self, action: PlannedAction | None) -> None:
        """done (or any end): the final consolidation, then a summary of every page not summarized since it last
        learned something."""
        self._consolidate(final=True)
        for node in list(self.memory.pages.values()):
            if node.raw_observations or not node.summarized:
                self._summarize(node.id)

    # ---- the Explorer: the seed's tools ----------------------------------------------------------------------
    def _agent(self, module: Any, *, check: Any = None, **context: Any) -> Any:
        call: Any
        parsed: Any
        if module is summarizer:  # one page a call
            call, parsed = summarizer.run_one(self.llm, context["page"], context["page_id"])
        elif module is explorer:
            call, parsed = explorer.run_seed(self.llm, check=check, **context)
        else:
            return super()._agent(module, check=check, **context)
        args = call.args.model_dump(mode="json")
        self.events.emit("agent_turn", agent=module.AGENT, tool=call.name, step=self.step, attempts=call.attempts,
                         args={k: (v if not isinstance(v, str) else v[:200]) for k, v in args.items()})
        return parsed

    def _turn(self) -> PlannedAction:
        warning = self.guard.loop_warning()
        if warning:
            self.memory.enrich_current_page(f"WARNING: loop detected - {warning}")
        turn = self._agent(
            explorer, check=self._check_seed_explorer, task=self.task, dom=self.dom,
            memory_summary=self.memory.get_summary(), current_page_id=self.memory.current_page_id, last_action=None,
            last_action_result=self.last_result, discovery_count=self.memory.get_confirmed_pattern_count(),
            loop_warning=warning, actions=self.actions[-12:], step=self.step, max_steps=self.max_steps,
            review=self.review, follow_ups=self.follow_ups,
            observed=render(self.observation) if self.observation is not None else None)
        verdict = self.guard.check(turn.action, self.memory)
        if verdict.breaker:
            self.stats.breakers_fired.append(verdict.breaker)
            self.events.emit("breaker", step=self.step, breaker=verdict.breaker, proposed=turn.action.describe(),
                             forced=verdict.action.describe())
        return verdict.action

    def _check_seed_explorer(self, call: Any) -> str | None:
        if call.name not in ("click", "type_text"):
            return None
        return self._check_selector(call.args.selector)


def orchestrator_for(agents: str) -> type[Orchestrator]:
    """The orchestrator of an explore mode: "fused" (one model call a step) or "seed" (the seed's four agents)."""
    return SeedOrchestrator if agents == "seed" else Orchestrator

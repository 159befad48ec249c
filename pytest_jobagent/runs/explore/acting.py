"""Acting on the explorer's planned action: the side-effect guard that declines it, the browser call, the action
left pending for the explorer's next turn to say what it changed (the ChangeAnalyzer's part), and that effect
recorded in the page-graph memory."""

from __future__ import annotations

import re

from pytest_jobagent import browser
from pytest_jobagent.browser.hosts import strip_origin
from pytest_jobagent.runs.explore.memory.store import key_of

from .agents import change_analyzer
from .agents.change_analyzer import AnalyzeChange
from .domtext import element_line
from .guards import PlannedAction, risky_reason
from .session import ExploreSession, Pending

QUIET = ("no_change", "minor_change")
FILTER_DIALOG = re.compile(r"filter", re.IGNORECASE)


class ActingSession(ExploreSession):
    """An exploration that can carry out a planned action and record its effect."""

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
        snap_before = browser.last_snapshot(self.page)
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
        diff = result.diff
        if diff is None or not diff.changed_anything:
            # the no-change skip: nothing to classify, so the ChangeAnalyzer has nothing to say
            self.stats.change_analyzer_skipped += 1
            self.events.emit("change_analysis", step=self.step, action=desc, element_type=None, change_type="no_change",
                             page_type=self.memory.current_page_id, skipped=True)
            self.last_result = f"{desc} -> no visible change"
            self.actions.append(f"{desc} -> no_change")
            self.evidence.append(self.last_result)
            return
        line, listing = element_line(dom_before, action.selector)
        element = (f"{line}  (an item of the repeated list \"{listing}\")" if line and listing else line)
        url_before, url_after = self._rel(result.url_before), self._rel(result.url_after)
        text = change_analyzer.last_action(action=desc, element=element, before_url=url_before, after_url=url_after,
                                           diff=strip_origin(diff.summary(examples=1), result.url_after),
                                           known_page_types=self.memory.get_page_ids(),
                                           current_page_type=self.memory.current_page_id)
        self.actions.append(desc)
        self.pending = Pending(text=text, action=action, url_before=url_before, url_after=url_after,
                               url_changed=result.url_changed, diff=diff, listing=listing, snap_before=snap_before)

    def _record(self, effect: AnalyzeChange | None, problem: str = "the reply left last_effect out") -> None:
        """The effect of the pending action (the page load first), as the explorer's turn reported it or, when it
        did not, as the DOM diff says: into memory, the action list and the ThinkingAgent's evidence."""
        pending, self.pending = self.pending, None
        if pending is None:
            return
        current = self.memory.current_page_id
        if effect is None:
            element_type = self._element_type_without_analysis(pending)
            effect = change_analyzer.from_diff(pending.diff, url_changed=pending.url_changed, current_page_type=current,
                                               element_type=element_type, problem=problem)
            if pending.action is None and self.observation is not None:  # the page load: the observer's page type
                effect.page_type = self.observation.page_type
                effect.page_understanding = f"{self.observation.page_type} (as the PageObserver read it)"
            self.stats.change_analyses_from_diff += 1
        else:
            self.stats.change_analyses += 1
        if pending.action is None:
            self.memory.update_from_classification(effect.page_type, effect.page_understanding, pending.url_after)
            self.events.emit("change_analysis", step=self.step, action="page loaded", element_type="page",
                             change_type="navigation", page_type=effect.page_type, skipped=False)
            if self._page_has_filters():
                self._map_filters("the page itself (filter controls outside any dialog)", self.dom)
            return
        action, desc = pending.action, pending.action.describe()
        path_changed = change_analyzer.path(pending.url_before) != change_analyzer.path(pending.url_after)
        analysis = change_analyzer.enforce(effect, url_changed=pending.url_changed, path_changed=path_changed,
                                           dom_changed=True, current_page_type=current)
        self.events.emit("change_analysis", step=self.step, action=desc, element_type=analysis.element_type,
                         change_type=analysis.change_type, page_type=analysis.page_type, skipped=False)
        if pending.listing and current and key_of(analysis.element_type) == "job_listings" \
                and current not in self.memory.listing_siblings:
            self.memory.listing_siblings[current] = self._siblings(pending.snap_before, pending.listing)
        if analysis.change_type not in QUIET:
            self.memory.add_raw_observation(action.kind, analysis.element_type, analysis.description,
                                            analysis.change_type, selector=action.selector)
            self._observed()
        moved = pending.url_changed and analysis.page_type != current and (
            analysis.is_new_page_type or analysis.page_type in self.memory.pages)
        if moved:
            self._leaving(current)
            self.memory.update_from_classification(analysis.page_type, analysis.page_understanding, pending.url_after,
                                                   via_action=f"{action.kind} {analysis.element_type}",
                                                   selector=action.selector)
        elif pending.url_changed:
            self.memory.note_url(pending.url_after)
        if analysis.change_type == "modal_opened" and FILTER_DIALOG.search(analysis.element_type):
            self._map_filters("a dialog opened by the filter button", self.dom)
        where = f" (now on [{analysis.page_type}] {pending.url_after})" if moved else ""
        self.last_result = (f"{desc} -> element type: {analysis.element_type}; change: {analysis.change_type}; "
                            f"{analysis.description}{where}.")
        if self.actions and self.actions[-1] == desc:
            self.actions[-1] = f"{desc} -> {analysis.element_type} ({analysis.change_type})"
        self.evidence.append(f"{desc} -> {analysis.element_type} ({analysis.change_type}): {analysis.description}")

    def _element_type_without_analysis(self, pending: Pending) -> str | None:
        """The element's type when no analysis said it: what an earlier observation of the selector said."""
        return self.memory.element_type_of(pending.action.selector) if pending.action else "page"

    def _observed(self) -> None:
        """An observation was added: the fused mode groups it at once (the Consolidator as code)."""
        self.memory.consolidate()

    def _leaving(self, page_id: str | None) -> None:
        """The exploration is about to leave this page type (the seed mode summarizes it first)."""

    @staticmethod
    def _siblings(snap: browser.Snapshot | None, pattern: str) -> list[str]:
        """The first clickable of each item of a listing group, from the snapshot before the click."""
        group = next((g for g in snap.groups if g.pattern == pattern), None) if snap else None
        if group is None or snap is None:  # no snapshot has no group
            return []
        out: dict[int, str] = {}
        for node in snap.nodes:
            if node.group == group.index and node.kind == "action" and node.selector and node.item is not None:
                out.setdefault(node.item, node.selector)
        return [out[k] for k in sorted(out)][:3]

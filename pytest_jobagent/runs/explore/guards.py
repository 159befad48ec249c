"""Loop detection, circuit breakers and the side-effect guard of an exploration (pure: no browser, no model)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, Field

from pytest_jobagent.runs.explore.memory import KeyElements, MemoryStore

ActionKind = Literal["click", "scroll", "type_text", "observe", "done"]

SAME_CLICK_LIMIT = 4        # the 4th identical click becomes an observe
PATTERN_DONE_COUNT = 4      # a confirmed pattern seen this often ...
PATTERN_DONE_CONFIRMED = 2  # ... while this many patterns are confirmed: done
OBSERVE_LIMIT = 4           # the 4th observe in a row: done
WINDOW = 6                  # actions the breakers look back over
CLICK_WARN = 3              # identical clicks in a row that earn a warning
SCROLL_WARN = 5
OBSERVE_WARN = 3

# texts of controls that commit something a user would regret (the exploration never uses them)
RISKY_TEXT = re.compile(
    r"\b(submit|send|confirm|purchase|buy|pay|delete|remove|withdraw|unsubscribe|sign ?up|register|"
    r"post (?:a |your )?(?:job|application)|place order|review and submit)\b", re.IGNORECASE)
SAFE_FORM = re.compile(r"\b(search|filters?|find|query|sort|facets?)\b", re.IGNORECASE)
SAFE_TEXT = re.compile(r"^(search|find jobs?|show results|apply filters?|done|reset|clear(?: all)?|close|dismiss|cancel)\b",
                       re.IGNORECASE)


class PlannedAction(BaseModel):
    """What the Explorer (or a breaker) wants done next."""

    kind: ActionKind
    selector: str | None = None
    text: str | None = None
    direction: Literal["down", "up"] | None = None
    reason: str = ""
    what: str = ""
    understanding: str = ""
    page_type: str = ""
    key_findings: list[str] = Field(default_factory=list)
    key_elements: KeyElements | None = None
    page_summaries: dict[str, str] = Field(default_factory=dict, description="done: page id -> the Summarizer's summary")
    forced_by: str | None = Field(None, description="the breaker that replaced the Explorer's choice")

    def describe(self) -> str:
        if self.kind == "click":
            return f'click "{self.selector}"'
        if self.kind == "type_text":
            return f'type "{self.text}" into "{self.selector}"'
        if self.kind == "scroll":
            return f"scroll {self.direction or 'down'}"
        if self.kind == "observe":
            return f"observe {self.what}".strip()
        return "done"


@dataclass
class Verdict:
    action: PlannedAction
    breaker: str | None = None


@dataclass
class LoopGuard:
    """Remembers the actions taken; warns about loops and trips the breakers before an action runs."""

    recent: list[PlannedAction] = field(default_factory=list)
    fired: list[str] = field(default_factory=list)

    def record(self, action: PlannedAction) -> None:
        self.recent.append(action)

    def _trailing(self, predicate: Any) -> int:
        count = 0
        for action in reversed(self.recent):
            if not predicate(action):
                break
            count += 1
        return count

    def loop_warning(self) -> str | None:
        """A warning for the Explorer's prompt when the last actions repeat, else None."""
        if not self.recent:
            return None
        last = self.recent[-1]
        if last.kind == "click" and self._trailing(lambda a: a.kind == "click" and a.selector == last.selector) >= CLICK_WARN:
            return f'you clicked "{last.selector}" {CLICK_WARN} times in a row; it will be blocked next. Try something else or call done.'
        if self._trailing(lambda a: a.kind == "scroll") >= SCROLL_WARN:
            return f"you scrolled {SCROLL_WARN} times in a row; act on what you found or call done."
        if self._trailing(lambda a: a.kind == "observe") >= OBSERVE_WARN:
            return f"you observed {OBSERVE_WARN} times in a row; act or call done."
        return None

    def check(self, proposed: PlannedAction, memory: MemoryStore) -> Verdict:
        """The design's circuit breakers: same click 4 times -> observe; a confirmed pattern seen 4+ times with
        2+ confirmed patterns -> done; 4 observes in a row -> done."""
        window = self.recent[-WINDOW:]
        if proposed.kind == "click":
            same = sum(1 for a in window if a.kind == "click" and a.selector == proposed.selector)
            if same + 1 >= SAME_CLICK_LIMIT:
                return self._fire("same_click", PlannedAction(
                    kind="observe", what="page after blocked repeated click", forced_by="same_click"))
            element_type = memory.element_type_of(proposed.selector)
            pattern = memory.get_matching_pattern("click", element_type)
            if (pattern is not None and pattern.count >= PATTERN_DONE_COUNT
                    and memory.get_confirmed_pattern_count() >= PATTERN_DONE_CONFIRMED):
                return self._fire("pattern_saturated", self._done(memory, "pattern_saturated",
                                                                  f"{pattern.target_description} behaviour already confirmed {pattern.count} times"))
        if proposed.kind == "observe" and self._trailing(lambda a: a.kind == "observe") + 1 >= OBSERVE_LIMIT:
            return self._fire("observe_loop", self._done(memory, "observe_loop", "stuck observing"))
        return Verdict(proposed)

    def _fire(self, name: str, action: PlannedAction) -> Verdict:
        self.fired.append(name)
        return Verdict(action, name)

    @staticmethod
    def _done(memory: MemoryStore, breaker: str, why: str) -> PlannedAction:
        current = memory.current
        return PlannedAction(
            kind="done", forced_by=breaker, reason=why,
            understanding=memory.get_final_understanding(),
            page_type=current.id if current else "",
            key_findings=memory.get_all_pattern_descriptions(),
        )


def risky_reason(text: str, *, submit: bool = False, form_name: str = "", in_filter_dialog: bool = False) -> str | None:
    """Why clicking this control could cause a side effect a user would regret, or None when it is safe.

    Safe: search and filter controls (by text, by their form, or inside a filter dialog). Risky: a submit
    button of any other form, or a control whose text commits something (submit, send, pay, delete, ...).
    """
    label = " ".join((text or "").split())
    if SAFE_TEXT.match(label) or in_filter_dialog:
        return None
    if RISKY_TEXT.search(label):
        return f'"{label[:60]}" would commit something (an application, a form, a change to an account)'
    if submit and not SAFE_FORM.search(form_name or ""):
        return f'"{label[:60] or "submit"}" submits the form "{form_name or "unnamed"}", which is not a search or filter form'
    return None

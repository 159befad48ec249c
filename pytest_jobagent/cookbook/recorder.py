"""TraceRecorder: every action of an AI run as a replayable CookbookStep (stable selector, signature, value, check).

Use it around each action: `captured = recorder.capture(selector)` before acting (the element may go away once
clicked), then `recorder.record(action, captured, value, result)` after. `steps` holds literal values; the store's
`save_from_trace(..., user_data=...)` turns user values back into {{field}} templates (template detection).
Each step keeps the model's reasoning for it (`thought`: the reason its tool call gave) so that a cookbook shows why
a step was taken. Uploads are recorded as `{{<file key>}}` directly: the file's path never enters the trace. An action whose page
was still busy when its bounded settle wait ended gets a `wait_after` allowance (`wait_after_for`), so that a replay
gives the slow effect time; a quick page gets none and its replay waits no longer than the action's own settle.
A choice (an option selected, a box ticked, a radio clicked) that brings up fields makes the steps later taken on
those fields conditional on it (`when`): a replay for an applicant who chooses otherwise skips them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Page

from pytest_jobagent.browser import ElementSignature, check_selector, signature_of, unique_selector
from pytest_jobagent.browser.revealed import choice_of, note_choice, note_fields

from .models import CookbookStep, StepCondition, StepVerification


@dataclass
class Captured:
    """What identified the element just before the action."""

    selector: str
    signature: ElementSignature


def capture(page: Page, selector: str) -> Captured | None:
    """The most stable unique selector of the element behind `selector` and its signature (None if not one)."""
    if check_selector(page, selector).count != 1:
        return None
    sig = signature_of(page, selector)
    stable = selector
    if selector.startswith(("role=", "internal:", "text=")) or ">>" in selector:
        stable = unique_selector(page, selector) or selector
    # the step holds its selector: the signature is what finds the element when that selector no longer does
    return Captured(stable, sig.model_copy(update={"selector": None}) if sig is not None else ElementSignature())


def verification_for(action: str, value: str | None, result: Any) -> StepVerification | None:
    """How a replay will know this step worked, from what the recorded action did."""
    if action == "type" and value is not None:
        return StepVerification(type="value_equals", value=value)
    if action == "select" and value is not None:
        return StepVerification(type="value_equals", value=value)
    if action == "check" and value is not None:
        return StepVerification(type="value_equals", value=value)
    if action == "click" and result is not None and getattr(result, "url_changed", False):
        return StepVerification(type="url_changed")
    return None


WAIT_AFTER_MAX_MS = 60_000


def wait_after_for(result: Any) -> int | None:
    """The allowance for a replay of a slow step: twice what its page took without settling, in whole seconds (a
    coarse bucket, so that the same slow page records the same steps), at most a minute; None for a quick page."""
    settle = getattr(result, "settle", None) if result is not None else None
    if settle is None or getattr(result, "settled", True):
        return None
    return min(WAIT_AFTER_MAX_MS, max(1000, math.ceil(2 * settle.waited_ms / 1000) * 1000))


CHOICE_ROLES = frozenset({"radio", "checkbox", "switch", "option", "menuitemradio", "menuitemcheckbox"})


def choice_made(action: str, value: str | None, signature: ElementSignature) -> str | None:
    """What a step chose, when it is a choice: the option selected, the box's new state, the radio clicked (its
    name); None for any other step."""
    if action in ("select", "check"):
        return value
    if action == "click" and (signature.role in CHOICE_ROLES or signature.attributes.get("type") in ("radio", "checkbox")):
        return signature.name or signature.text or signature.label or None
    return None


THOUGHT_MAX = 300


def _thought(text: str | None) -> str | None:
    """The reasoning on one line, at most THOUGHT_MAX characters; None when there is none."""
    line = " ".join((text or "").split())
    return (line if len(line) <= THOUGHT_MAX else line[:THOUGHT_MAX - 1] + "…") or None


@dataclass
class TraceRecorder:
    """Collects the steps of one AI run, in order, starting at `start_order`."""

    page: Page
    start_order: int = 0
    steps: list[CookbookStep] = field(default_factory=list)
    choices: dict[int, StepCondition] = field(default_factory=dict)  # choice steps that brought up fields

    def capture(self, selector: str) -> Captured | None:
        note_fields(self.page)  # what is shown before the action: a choice's new fields are what it adds
        return capture(self.page, selector)

    def record(self, action: str, captured: Captured | None, value: str | None, result: Any = None,
               description: str = "", thought: str | None = None) -> CookbookStep | None:
        """Add a successful action as a step (failed actions are not replayable and are left out), with the
        model's reasoning for it (`thought`, trimmed; None when the model gave none)."""
        if captured is None or (result is not None and not getattr(result, "success", True)):
            return None
        order = self.start_order + len(self.steps)
        behind = choice_of(self.page, captured.selector) if self.choices else None
        step = CookbookStep(order=order, action=action, selector=captured.selector,
                            signature=captured.signature, value=value, description=description,
                            wait_after=wait_after_for(result), verification=verification_for(action, value, result),
                            when=self.choices.get(behind) if behind is not None else None, thought=_thought(thought))
        self.steps.append(step)
        chosen = choice_made(action, value, captured.signature)
        if chosen and note_choice(self.page, order):
            label = captured.signature.label or captured.signature.name
            self.choices[order] = StepCondition(label=label, choice=chosen, equals=chosen)
        return step

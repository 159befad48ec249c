"""CookbookExecutor: replays a cookbook's steps with templates filled in, verifying each; heals missing elements.

For each step: render its templates from the user data and files; act through the browser layer; give a slow effect
the step's `wait_after` (see `await_effect`); verify (value_equals, url_changed, element_visible, text_present). A
fill (type, select, check, upload) goes straight to Playwright, which waits for its one element; its value is read
back with the other fills of its run in one round trip before the next step that can change the page
(verification.py). A click waits for its recorded effect (a URL change, an element, a text), else for the page to
settle. A selector that finds nothing is healed by signature (healing.py, no LLM). The first step that cannot be
found, done or verified stops the replay: the result names it so the engine can hand over to the AI agent from the
page as it is.

`wait_after` is an allowance, never a sleep: the most a step's effect may take (a navigation that starts late, a
panel that loads slowly, an upload the page parses). The replay waits for that effect, the step's verification when
it has one, else the page settling, and goes on the moment it shows; unset, nothing is added to the action's own
wait.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from playwright.sync_api import Page
from pydantic import BaseModel, Field

from pytest_jobagent.browser import SettleOptions, actions, check_selector, wait_for_settle
from pytest_jobagent.events import EventBus

from .healing import Heal, heal_step
from .models import Cookbook, CookbookStep
from .recorder import capture
from .templates import MissingVariableError, flatten_user_data, render, render_step
from .verification import APPEAR_TIMEOUT_MS, read_values, value_problem, verify

FILLS = ("type", "select", "check", "upload")  # steps that fill the form: they change nothing else on the page


class StepOutcome(BaseModel):
    order: int
    action: str
    selector: str = Field(description="the selector used (the healed one after a heal)")
    success: bool
    healed: bool = False
    verified: bool | None = None
    error: str | None = None
    elapsed_ms: float = 0
    settle: str | None = Field(None, description="why the page did not settle after the step, if it did not")
    waited_after_ms: float = Field(0, description="time spent inside the step's wait_after allowance")
    thought: str | None = Field(None, description="why the step was taken, as recorded (templates not filled in)")
    skipped: bool = Field(False, description="a step behind a choice this applicant does not make: not done")


class ReplayResult(BaseModel):
    """What a replay did: every step tried, heals, and where it stopped (None: it ran to the end)."""

    completed: bool
    steps: list[StepOutcome] = Field(default_factory=list)
    heals: list[Heal] = Field(default_factory=list)
    failed_at: int | None = Field(None, description="order of the step that failed")
    error: str | None = None
    replayed: list[CookbookStep] = Field(default_factory=list,
                                         description="the steps done, templated, healed selectors written in")
    wall_s: float = 0


COUNTED = ("click", *FILLS)  # the actions _step counts the selector of


@dataclass
class Unverified:
    """A fill done, its value_equals check still to read (with the others of its run of fills)."""

    index: int  # in ReplayResult.steps
    step: CookbookStep  # templates filled in
    selector: str
    started: float


def _wait_for(page: Page, selector: str, timeout_ms: int) -> int:
    """How many elements the selector matches once it had its chance to appear: at once when it is there; else
    after the page settles (a field a choice reveals, a page still rendering after a fill that did not wait), then
    up to timeout_ms more."""
    check = check_selector(page, selector)
    if not check.valid or check.count:
        return check.count if check.valid else 0
    wait_for_settle(page)
    check = check_selector(page, selector)
    if check.count:
        return check.count
    try:
        page.locator(selector).first.wait_for(state="attached", timeout=timeout_ms)
    except Exception:  # noqa: BLE001 - a timeout simply means "not there"
        return 0
    return check_selector(page, selector).count


def await_effect(page: Page, step: CookbookStep, result: Any) -> Any:
    """Give the step's effect up to `step.wait_after` ms to show, and return as soon as it does (the result, with
    url_changed and settle brought up to date). A url_changed check waits for the URL to change; element_visible and
    text_present are waited for by `verify` (its timeout becomes the allowance); other steps wait for the page to
    settle when the action's own bounded wait ended with the page still busy. Unset or failed: the result as it is."""
    budget = step.wait_after or 0
    if not budget or not result.success:
        return result
    check = step.verification
    if check is not None and check.type == "url_changed":
        if result.url_changed:
            return result
        before = result.url_before
        try:
            page.wait_for_url(lambda url: url != before, wait_until="commit", timeout=budget)
        except Exception:  # noqa: BLE001 - no navigation within the allowance: verify says so
            return result
        report = wait_for_settle(page)
        return result.model_copy(update={"url_after": page.url, "url_changed": True, "settled": report.settled,
                                         "settle": report})
    if check is not None and check.type in ("element_visible", "text_present"):
        return result
    if result.settled:
        return result
    report = wait_for_settle(page, SettleOptions(timeout_ms=budget))
    return result.model_copy(update={"settled": report.settled, "settle": report})


class CookbookExecutor:
    """Replays cookbooks on one page for one applicant."""

    def __init__(self, page: Page, *, user_data: Mapping[str, Any], files: Mapping[str, str] | None = None,
                 events: EventBus | None = None, heal: bool = True, appear_timeout_ms: int = APPEAR_TIMEOUT_MS):
        self.page = page
        self.values = {**flatten_user_data(user_data), **{k: str(v) for k, v in (files or {}).items()}}
        self.events = events
        self.heal = heal
        self.appear_timeout_ms = appear_timeout_ms
        self._signatures: dict[int, Any] = {}

    def _emit(self, kind: str, **data: Any) -> None:
        if self.events is not None:
            self.events.emit(kind, **data)

    def run(self, cookbook: Cookbook) -> ReplayResult:
        started = time.monotonic()
        out = ReplayResult(completed=False)
        done: list[CookbookStep] = []  # the step as replayed (healed selector, new signature), one per outcome
        pending: list[Unverified] = []
        for step in cookbook.steps:
            if step.action not in FILLS and not self._verify_fills(pending, out):
                break  # a field's value is checked before anything can change the page
            outcome, heal = self._step(step, pending, len(out.steps))
            out.steps.append(outcome)
            done.append(step if heal is None else step.model_copy(update={
                "selector": heal.new_selector, "signature": self._signatures.get(step.order, step.signature)}))
            if heal is not None:
                out.heals.append(heal)
            if not outcome.success:
                out.failed_at, out.error = step.order, outcome.error
                break
        else:
            out.completed = self._verify_fills(pending, out)
        if out.failed_at is not None:  # what came after the step that failed does not count as replayed
            cut = next(i for i, o in enumerate(out.steps) if not o.success)
            out.steps, done = out.steps[:cut + 1], done[:cut + 1]
            out.heals = [h for h in out.heals if h.order <= out.failed_at]
        out.replayed = [d for d, o in zip(done, out.steps, strict=False) if o.success]
        out.wall_s = round(time.monotonic() - started, 3)
        return out

    def _verify_fills(self, pending: list[Unverified], out: ReplayResult) -> bool:
        """Read back the values of the fills done since the last check, in one round trip (each field the batch
        cannot read, on its own); the first that differs fails the replay. False when one did."""
        if not pending:
            return True
        batch, pending[:] = list(pending), []
        checked = [u for u in batch if u.step.verification is not None]
        values = dict(zip((u.index for u in checked), read_values(self.page, [(u.step, u.selector) for u in checked]), strict=True))
        for item in batch:
            value = values.get(item.index)
            if item.step.verification is None:
                problem = None
            elif value is not None:
                problem = value_problem(item.step, value)
            else:  # a field the batch could not read (a shadow root, a Playwright-only selector): on its own
                problem = verify(self.page, item.step, item.selector, None)
            outcome = out.steps[item.index]
            outcome.success = problem is None
            outcome.verified = None if item.step.verification is None else problem is None
            outcome.elapsed_ms = _ms(item.started)
            self._emit("cookbook_step", order=item.step.order, action=item.step.action, success=problem is None,
                       error=problem, **({"thought": item.step.thought} if item.step.thought else {}))
            if problem is not None:
                outcome.error = f"step {item.step.order} ({item.step.description or item.step.action}): {problem}"
                out.failed_at, out.error = item.step.order, outcome.error
                return False
        return True

    def _step(self, step: CookbookStep, pending: list[Unverified], index: int) -> tuple[StepOutcome, Heal | None]:
        started = time.monotonic()
        if step.when is not None and not step.when.holds(_rendered(step.when.choice, self.values)):
            self._emit("cookbook_step", order=step.order, success=True, skipped=True,
                       reason=f"recorded behind the choice {step.when.equals!r} for {step.when.label!r}, which this "
                              "applicant does not make")
            return StepOutcome(order=step.order, action=step.action, selector=step.selector, success=True,
                               skipped=True, thought=step.thought), None
        try:
            live = render_step(step, self.values)
        except MissingVariableError as exc:
            return StepOutcome(order=step.order, action=step.action, selector=step.selector, success=False,
                               error=str(exc)), None
        selector, heal = live.selector, None
        check = live.verification
        tried = live.action in FILLS and not live.wait_after and (check is None or check.type == "value_equals")
        if tried:
            # a fill goes straight to Playwright, which waits for its one element (strict: two matches fail at
            # once); only when that fails is the selector counted, and healed. Its value is read back later, with
            # the rest of the fills before the next step that can change the page (_verify_fills)
            first = self._act(live, actions.Counted(selector), timeout_ms=self.appear_timeout_ms)
            if first.success:
                pending.append(Unverified(index=index, step=live, selector=selector, started=started))
                return StepOutcome(order=step.order, action=step.action, selector=selector, success=True,
                                   thought=step.thought), None
        if live.action in COUNTED:
            # after a try, Playwright has already waited for the element, in vain: count it as it is now
            count = check_selector(self.page, selector).count if tried else \
                _wait_for(self.page, selector, self.appear_timeout_ms)
            if count != 1:
                heal, reason = heal_step(self.page, live) if self.heal else (None, "healing is off")
                if heal is None:
                    self._emit("cookbook_step", order=step.order, success=False, error=reason,
                               **({"thought": step.thought} if step.thought else {}))
                    return StepOutcome(order=step.order, action=step.action, selector=selector, success=False,
                                       error=f"step {step.order} ({step.description or step.action}): "
                                             f"{selector!r} not found, and healing failed: {reason}",
                                       elapsed_ms=_ms(started), thought=step.thought), None
                heal = heal.model_copy(update={"old_selector": step.selector})
                selector = heal.new_selector
                captured = capture(self.page, selector)
                if captured is not None:
                    self._signatures[step.order] = captured.signature
                self._emit("cookbook_heal", **heal.model_dump())
        # counted to one element just now (a healed selector too): the action need not count it again
        result = self._act(live, actions.Counted(selector) if live.action in COUNTED else selector)
        acted = time.monotonic()
        result = await_effect(self.page, live, result)
        problem = result.error if not result.success else verify(self.page, live, selector, result)
        waited = _ms(acted) if live.wait_after else 0
        self._emit("cookbook_step", order=step.order, action=step.action, success=problem is None, error=problem,
                   **({"wait_after": live.wait_after, "waited_ms": waited} if live.wait_after else {}),
                   **({"thought": step.thought} if step.thought else {}))
        return StepOutcome(order=step.order, action=step.action, selector=selector, success=problem is None,
                           healed=heal is not None, verified=None if live.verification is None else problem is None,
                           error=problem and f"step {step.order} ({step.description or step.action}): {problem}",
                           elapsed_ms=_ms(started), waited_after_ms=waited, thought=step.thought,
                           settle=None if result.settled or result.settle is None else
                           f"{result.settle.reason} {result.settle.pending_requests}"), heal

    def _act(self, step: CookbookStep, selector: str | actions.Counted, timeout_ms: int = actions.DEFAULT_TIMEOUT_MS) -> Any:
        """The step's action. Filling a form (type, select, check, upload) waits for no quiet window: the next step
        waits for its own element (settling first when it is not there yet), Playwright's actions wait until it can
        take input, and `verify` reads the value; a recorded `wait_after` still gives the effect its time
        (await_effect). Clicks and navigations settle."""
        page = self.page
        quiet = bool(step.wait_after)
        if step.action == "type":
            return actions.type_text(page, selector, step.value or "", settle_after=quiet, timeout_ms=timeout_ms)
        if step.action == "select":
            return actions.select(page, selector, step.value or "", settle_after=quiet, timeout_ms=timeout_ms)
        if step.action == "check":
            return actions.check(page, selector, (step.value or "true").lower() != "false", settle_after=quiet,
                                 timeout_ms=timeout_ms)
        if step.action == "upload":
            return actions.upload(page, selector, step.value or "", settle_after=quiet, timeout_ms=timeout_ms)
        if step.action == "click":
            return self._click(step, selector)
        if step.action == "navigate":
            return actions.navigate(page, step.value or "/")
        if step.action == "scroll":
            return actions.scroll(page, step.selector or None)
        return actions.observe(page)  # wait: settle only


    def _click(self, step: CookbookStep, selector: str | actions.Counted) -> actions.ActionResult:
        """A click may start anything (a navigation, a render). One whose recorded effect is a URL change waits for
        that change to commit, not for a quiet window (the next step, or the confirmation check, waits for what it
        needs); one that shows an element or text is waited for by `verify`; any other click lets the page settle."""
        check = step.verification
        if check is None or check.type not in ("url_changed", "element_visible", "text_present") or step.wait_after:
            return actions.click(self.page, selector)
        result = actions.click(self.page, selector, settle_after=False)
        if check.type != "url_changed" or not result.success or result.url_changed:
            return result
        before = result.url_before
        try:
            self.page.wait_for_url(lambda url: url != before, wait_until="commit", timeout=self.appear_timeout_ms)
        except Exception:  # noqa: BLE001 - no navigation: verify says the URL did not change
            return result
        return result.model_copy(update={"url_after": self.page.url, "url_changed": True})


def _rendered(text: str, values: Mapping[str, str]) -> str | None:
    """A condition's choice with the applicant's data; None when they have no answer for it."""
    try:
        return render(text, values)
    except MissingVariableError:
        return None


def _ms(started: float) -> float:
    return round((time.monotonic() - started) * 1000, 1)

"""ApplyAgent: a tool-using agent that fills and submits an application form from user data, step by step.

Each turn is a fresh, bounded conversation: the task, the applicant data, the files, what was done so far and the
serialized page (origin dropped, so cassettes do not depend on the server's port). The model answers with one
tool call (fill, select_option, check, upload_file, click, done) whose `reason` says why; the agent performs it
through the browser layer and, when a TraceRecorder is given, records it as a replayable cookbook step with that
reasoning as its `thought` (the call's text content stands in when a model gives no reason). A confirmation on the page
ends the run as a success without asking the model. What the page or the network answered to a click (messages that
appeared, fields held invalid, a post the server refused or the browser did not send) goes into the history; when
the run gives up (the model, the ThinkingAgent, the step limit) and the page said why, that is the run's error.
"""

from __future__ import annotations

import base64
import contextlib
import re
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import Page
from pydantic import BaseModel, Field

from pytest_jobagent.browser import actions, check_selector, observe, take_snapshot, visible_text
from pytest_jobagent.browser.answers import NetworkAnswers
from pytest_jobagent.browser.dataguard import DataRefused, guard_of
from pytest_jobagent.browser.hosts import strip_origin
from pytest_jobagent.browser.masks import field_mask
from pytest_jobagent.browser.overlays import dismiss_overlays
from pytest_jobagent.browser.validation import form_messages, invalid_fields, unfilled_required, way_on
from pytest_jobagent.browser.walls import human_wall
from pytest_jobagent.cookbook.recorder import TraceRecorder
from pytest_jobagent.events import EventBus
from pytest_jobagent.lexicon import pattern as lexicon_pattern
from pytest_jobagent.lexicon import said_outside_steps
from pytest_jobagent.llm import LLMClient, LLMError, LLMReplyError, LLMUnreachable, ToolCall
from pytest_jobagent.llm.images import image_part
from pytest_jobagent.oversight.gate import (
    Next,
    ThinkingGate,
    entry_due,
    periodic_due,
    rejections_allowed,
    unusable_reply,
)
from pytest_jobagent.oversight.steering import Steering
from pytest_jobagent.oversight.thinking import Review, Trigger

AGENT = "apply_agent"
DEFAULT_TASK = "Apply to this job: fill in the application form with the applicant's data and submit it"
# cue: the words a page uses to confirm an application, in any language of the lexicon ("Thank you for applying",
# "Vielen Dank für Ihre Bewerbung", "지원이 완료되었습니다")
CONFIRMATION = lexicon_pattern("application_received")

SYSTEM = """You fill in job application forms in a browser for an applicant.
Each turn you see the applicant's data, the files you may upload, what you did so far and the current page.
Elements are written as [TYPE: "selector"], [SELECT: "selector" options: ...], [CHECK: "selector"],
[UPLOAD: "selector"] and [CLICK: "selector"]; copy selectors exactly.
Fill every field that the applicant data answers (match the field's label to the data's field name), one field
per turn, never invent data, then go on with the form's button (Next, Continue, Review, Submit). Give each action
a short reason: which field or button and why (it is kept with the recorded step; never repeat the values there). Multi-step forms
show new fields after Next; fields may appear after an answer. Call done when the page confirms the application,
or with success=false when you cannot go on. User follow-ups, when there are any, come from the applicant and
change the task."""


class Fill(BaseModel):
    """Type a value into a text field (replaces what it holds)."""

    reason: str = Field("", description="why this action, in a few words (never the applicant's values)")
    selector: str = Field(description='copy exactly from [TYPE: "..."]')
    value: str = Field(description="the applicant's value for this field")


class SelectOption(BaseModel):
    """Choose an option of a dropdown or listbox by its visible label."""

    reason: str = Field("", description="why this action, in a few words (never the applicant's values)")
    selector: str = Field(description='copy exactly from [SELECT: "..."]')
    option: str = Field(description="the option's label")


class Check(BaseModel):
    """Check (or uncheck) a checkbox or choose a radio button."""

    reason: str = Field("", description="why this action, in a few words (never the applicant's values)")
    selector: str = Field(description='copy exactly from [CHECK: "..."]')
    checked: bool = True


class UploadFile(BaseModel):
    """Attach one of the applicant's files to a file field."""

    reason: str = Field("", description="why this action, in a few words (never the applicant's values)")
    selector: str = Field(description='copy exactly from [UPLOAD: "..."] (or the button that opens the file chooser)')
    file: str = Field(description="the file's name in the Files list (e.g. resume)")


class Click(BaseModel):
    """Click a button or link (Next, Submit, Apply ...)."""

    reason: str = Field("", description="why this action, in a few words (never the applicant's values)")
    selector: str = Field(description='copy exactly from [CLICK: "..."]')


class Done(BaseModel):
    """Stop: the application was submitted (success=true), or it cannot be completed (success=false)."""

    success: bool
    summary: str = Field(description="what happened, in one sentence")


TOOLS: list[type[BaseModel]] = [Fill, SelectOption, Check, UploadFile, Click, Done]
STEP_ACTION = {"fill": "type", "select_option": "select", "check": "check", "upload_file": "upload", "click": "click"}


def thought_of(call: ToolCall) -> str:
    """The model's reasoning for an action: the call's `reason`, else the text it sent with the call."""
    reason = (getattr(call.args, "reason", "") or "").strip()
    return reason or (call.content or "").strip()


CONFIRM_WAIT_MS = 3000


def await_confirmation(page: Page, timeout_ms: int = CONFIRM_WAIT_MS) -> bool:
    """The confirmation after a replayed submit: said already (the page's whole rendered text, frames included), or
    waited for while the page that says it renders (Playwright's text wait returns the moment the words show, open
    shadow roots included); at the end of the wait the whole text has the last word."""
    if confirmation_reached(page):  # already said (in a frame too, which the text wait does not look into)
        return True
    with contextlib.suppress(Exception):  # not (yet) there: the whole text decides
        # a list item is passed over: a form's list of steps names the last one ("3. 応募完了") before it is sent
        page.get_by_text(CONFIRMATION).and_(page.locator(":not(li)")).first.wait_for(state="visible",
                                                                                   timeout=timeout_ms)
    return confirmation_reached(page)


def confirmation_reached(page: Page) -> bool:
    """The page says the application was received (its rendered text, open shadow roots included), not as the name
    of a step in the form's list of steps."""
    try:
        return said_outside_steps(visible_text(page).splitlines(), "application_received") is not None
    except Exception:  # noqa: BLE001 - a page mid-navigation is simply not confirmed yet
        return False


@dataclass
class AgentOutcome:
    success: bool
    summary: str = ""
    turns: int = 0
    actions: int = 0
    error: str | None = None
    history: list[str] = field(default_factory=list)
    needs_human: str | None = None  # why only a person can go on (a CAPTCHA, a sign-in with no password given)
    timed_out: bool = False  # the run's time or a model reply ran out (the engine retries once)
    heard: dict[str, str] = field(default_factory=dict)  # applicant data the user gave during the run
    refused: DataRefused | None = None  # applicant data would have gone where the site does not allow: the run ended


class ApplyAgent:
    """Runs the apply conversation on the page as it is now (a fresh form, or a half-filled one after a replay)."""

    def __init__(self, page: Page, llm: LLMClient, *, user_data: Mapping[str, Any], files: Mapping[str, str] | None = None,
                 task: str | None = None, recorder: TraceRecorder | None = None, events: EventBus | None = None, max_steps: int = 40,
                 timeout_s: float = 300.0, budget: int = 2500, history: list[str] | None = None,
                 thinking: ThinkingGate | None = None, steering: Steering | None = None):
        self.page, self.llm = page, llm
        self.user_data = {k: v for k, v in user_data.items() if v is not None}
        self.files = {k: str(v) for k, v in (files or {}).items()}
        self.task = task or DEFAULT_TASK
        self.recorder, self.events = recorder, events
        self.max_steps, self.timeout_s, self.budget = max_steps, timeout_s, budget
        self.history: list[str] = list(history or [])
        self._messages_before: list[str] = []
        self.said = ""  # what the form answered to the last click that met a validation message
        self.network: list[str] = []  # what the network answered to the last click (a refused or unsent post)
        self.gave_up = False  # the run ended by giving up (not by an error of the model, the time or a wall)
        self.pushbacks = 0  # premature `done`s refused (_push_back)
        self.thinking, self.steering = thinking, steering
        self.follow_ups: list[str] = []  # what the (scripted) user said during the run
        self.heard: dict[str, str] = {}  # 'field: value' messages among them

    # ---- the prompt ---------------------------------------------------------------------------------
    def prompt(self, dom: str) -> list[dict[str, Any]]:
        # a value of several lines (a cover letter) goes on, indented, under its key: no blank line ends the list
        data = "\n".join(f"- {k}: " + str(v).replace("\n", "\n  ") for k, v in self.user_data.items()) or "- (none)"
        files = "\n".join(f"- {k}: {Path(v).name}" for k, v in self.files.items()) or "- (none)"
        done = "\n".join(self.history[-12:]) or "- (nothing yet)"
        follow_ups = "".join(f"\n- {m}" for m in self.follow_ups)
        user = (f"Task: {self.task}\n\nApplicant data (field: value):\n{data}\n\nFiles (name: file):\n{files}\n\n"
                + (f"User follow-ups (they change the task):{follow_ups}\n\n" if follow_ups else "")
                + f"Done so far:\n{done}\n\nPage:\n{dom}")
        shot = self._view() if getattr(self.llm, "accepts_images", False) else None
        if shot is None:
            return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": user}]
        # a model that takes images sees the form as the applicant would (as the steps orchestrator's does), its
        # fields painted over when the recording hides applicant values
        return [{"role": "system", "content": SYSTEM},
                {"role": "user", "content": [{"type": "text", "text": user + "\n\nA screenshot of the viewport follows."},
                                             image_part(shot)]}]

    def _view(self) -> bytes | None:
        """The viewport as a PNG for the model (None when the page cannot be drawn)."""
        try:
            return self.page.screenshot(type="png", animations="disabled",
                                        mask=field_mask(self.page, bool(getattr(self.llm, "applicant_data", False))))
        except Exception:  # noqa: BLE001 - a page that cannot be drawn is still described by its text
            return None

    def _check(self, dom: str) -> Callable[[ToolCall], str | None]:
        def check(call: ToolCall) -> str | None:
            selector = getattr(call.args, "selector", None)
            if selector is not None and f'"{selector}"' not in dom and check_selector(self.page, selector).count != 1:
                return f"selector {selector!r} is not on the page; copy one from the page exactly"
            if call.name == "upload_file" and call.args.file not in self.files:
                return f"no file named {call.args.file!r}; the files are: {', '.join(self.files) or 'none'}"
            return None
        return check

    # ---- the loop -----------------------------------------------------------------------------------
    def _emit(self, kind: str, **data: Any) -> None:
        if self.events is not None:
            self.events.emit(kind, **data)

    def run(self) -> AgentOutcome:
        outcome = AgentOutcome(success=False, history=self.history, heard=self.heard)
        try:
            self._turns(outcome)
        except DataRefused as exc:  # applicant data would have gone elsewhere: that is the run's error, as it is
            outcome.success, outcome.error, outcome.refused = False, str(exc), exc
            return outcome
        if outcome.error and self.said and self.gave_up:  # the page (or the network) said why: the run's error
            outcome.error = f"the page says: {self.said}"
        elif outcome.error and self.said and self.said not in outcome.error:
            outcome.error += f"; the page says: {self.said}"
        return outcome

    def _turns(self, outcome: AgentOutcome) -> None:
        """The turns of the run, each observing the page, asking the model and acting, until the run ends."""
        started = time.monotonic()
        previous_dom: str | None = None
        unusable = 0  # model replies in a row that stayed unusable after the corrective retry
        for turn in range(1, self.max_steps + 1):
            if outcome.actions and confirmation_reached(self.page):
                outcome.success, outcome.summary = True, "the page confirms the application"
                break
            if time.monotonic() - started > self.timeout_s:
                outcome.error, outcome.timed_out = f"timed out after {self.timeout_s:g}s", True
                break
            for message in self.steering.steer_at(turn, agent=AGENT) if self.steering is not None else []:
                self._hear(message)
            for dismissed in dismiss_overlays(self.page):  # a modal that came on its own meanwhile (a newsletter)
                self._emit("action", agent=AGENT, tool="dismiss_overlay", selector=dismissed.control, success=True,
                           error=None, thought=dismissed.sentence())
            dom = strip_origin(observe(self.page, budget=self.budget).dom_after or "", self.page.url)
            wall = human_wall(actions.last_snapshot(self.page), user_fields=self.user_data)
            if wall is not None:
                outcome.needs_human = outcome.error = wall.reason
                self._screenshot("needs human")
                break
            looked = None
            if turn == 1 and entry_due(self.thinking):
                looked = self._consult("entry", "the application is about to start", outcome, page=dom)
            elif periodic_due(self.thinking, turn - 1):
                looked = self._consult("periodic", f"turn {turn}: {outcome.actions} actions so far", outcome)
            if looked == "end":
                break
            if previous_dom is not None and self.history and self.history[-1].startswith("- click"):
                self.history[-1] += " (nothing changed" if dom == previous_dom else " (page changed"
                said = self._answer_to_click(unchanged=dom == previous_dom)
                self.history[-1] += f"; the page says: {said})" if said else ")"
            previous_dom = dom
            outcome.turns = turn
            try:
                call = self.llm.call(AGENT, self.prompt(dom), TOOLS, check=self._check(dom))
                unusable = 0
            except LLMReplyError as exc:  # a failed turn; the second in a row goes to the ThinkingAgent, as a
                # stuck step does in the other run kinds, and without it (or when it gives up) ends the run
                unusable += 1
                if unusable < 2:
                    self.history.append(f"- {unusable_reply(exc.problem)}")
                    continue
                if unusable == 2 and self.thinking is not None and self.thinking.options.on_failures:
                    claim = f"two model replies in a row were unusable: {exc.problem[:200]}"
                    if self._consult("failures", claim, outcome) == "continue":
                        continue
                outcome.error = outcome.error or str(exc)
                break
            except LLMError as exc:
                outcome.error = str(exc)
                outcome.timed_out = isinstance(exc, LLMUnreachable) and exc.timeout
                break
            if call.name == "done":
                confirmed = confirmation_reached(self.page)  # read once: nothing acts on the page until the end
                if not confirmed:
                    if self._push_back(call):
                        continue
                    verdict = self._oversee(call, outcome)
                    if verdict == "continue":
                        continue
                    if verdict == "end":
                        break
                outcome.success = call.args.success and confirmed
                outcome.summary = call.args.summary
                self.gave_up = not outcome.success
                if call.args.success and not outcome.success:
                    outcome.error = "the model said done, but the page shows no confirmation"
                elif not outcome.success:
                    outcome.error = f"the model gave up before the application was confirmed: {call.args.summary}"
                break
            if call.name != "click":
                self._act(call, outcome)
                continue
            self._messages_before = form_messages(self.page)
            with NetworkAnswers(self.page) as answers:
                self._act(call, outcome)
            self.network = answers.sentences()
        else:
            if confirmation_reached(self.page):
                outcome.success, outcome.summary = True, "the page confirms the application"
            else:
                outcome.error, self.gave_up = f"no confirmation after {self.max_steps} steps", True

    def _push_back(self, call: ToolCall) -> bool:
        """A `done` while the page shows no confirmation (the caller checked) is checked against the page and refused,
        like a rejected done, when the page says the run is not over: required fields are still empty, or nothing
        stops the form (no message, no invalid field) and it still offers a way on ("Next", "Submit"). The model is
        told what it missed and goes on. At most max_rejections - 1 times (the ThinkingAgent's allowance); the next
        `done` goes to the ThinkingAgent, or ends the run."""
        if self.pushbacks >= rejections_allowed(self.thinking) - 1:
            return False
        # the page is as this turn's observation saw it: nothing acted since
        snap = actions.last_snapshot(self.page) or take_snapshot(self.page, verify=False)
        missing = unfilled_required(snap)
        invalid = invalid_fields(self.page)
        missing += [m for m in invalid if m.split(":")[0] not in missing]
        if missing:
            empty = ", ".join(f'"{m[:80]}"' for m in missing[:6])
            reason = f"required fields are still empty: {empty}"
            advice = ("fill them from the applicant data and go on (say done with success=false only when the data "
                      "has no value for them)")
        elif not self.said and (button := way_on(snap)) is not None:
            reason = f'nothing on the page stops the form and it goes on with "{button}"'
            advice = ("press it (say done with success=false only when the page stops you: an error, a wall, data "
                      "the applicant lacks)")
        else:
            return False
        self.pushbacks += 1
        self.history.append(f"- done refused: the page shows no confirmation and {reason}; {advice}")
        self._emit("action", agent=AGENT, tool="done", selector=None, success=False, error=f"refused: {reason}",
                   claimed_success=call.args.success)
        return True

    # ---- oversight: the ThinkingAgent gate, the scripted user, walls -----------------------------------------
    def _oversee(self, call: ToolCall, outcome: AgentOutcome) -> str:
        """The ThinkingAgent judges a `done` the page does not confirm: a claimed success against the task, a
        give-up as a failure it may pause and ask the user about. Returns accept | continue | end."""
        gate = self.thinking
        if gate is None or not gate.options.enabled:
            return "accept"
        claim = f"the apply agent said done (success={str(call.args.success).lower()}): {call.args.summary}"
        if self.said and self.said not in claim:
            claim += f"; the page says: {self.said}"
        # a give-up is a failure to judge only when something failed: the page said why, or recent actions failed;
        # otherwise it is a claim like any other, judged against the task (which may send the agent back)
        failing = not call.args.success and (bool(self.said) or any("(failed:" in h for h in self.history[-3:]))
        review = Review(task=self.task, steps=[], follow_ups=list(self.follow_ups), history=list(self.history),
                        extracted={}, claim=claim, trigger="failures" if failing else "done",
                        final_answer=call.args.summary if call.args.success else "")  # a give-up proves nothing
        return self._heed(self._ask_gate(gate, review), outcome, "done rejected by the ThinkingAgent")

    def _consult(self, trigger: Trigger, claim: str, outcome: AgentOutcome, page: str = "") -> str:
        """The ThinkingAgent at the start (`entry`), every N turns (`periodic`) or on unusable replies (`failures`):
        accept (go on as planned) | continue (go on with its note in the history) | end."""
        gate = self.thinking
        if gate is None or not gate.options.enabled:
            return "accept"
        review = Review(task=self.task, steps=[], follow_ups=list(self.follow_ups), history=list(self.history),
                        claim=claim, trigger=trigger, page=page[:3000])
        return self._heed(self._ask_gate(gate, review), outcome, f"the ThinkingAgent ({trigger})")

    def _ask_gate(self, gate: ThinkingGate, review: Review) -> Next:
        """The gate's verdict; a question goes to the user even without `steer:` (no answer: on_unanswered fail)."""
        consulted = gate.consult(review, user=self.steering, ask_anyway=True, agent=AGENT)
        if consulted.asked is not None:
            self.steering = consulted.asked
        return consulted

    def _heed(self, consulted: Next, outcome: AgentOutcome, said: str) -> str:
        """A verdict as the run's next move: approve accepts; give_up ends; a rejection's review goes into the
        history; the user's answer joins the applicant data and the follow-ups."""
        if consulted.approved:
            return "accept"
        if consulted.asked is None:
            if consulted.ends:  # the gate gave up
                outcome.error, self.gave_up = consulted.error, True
                return "end"
            self.history.append(f"- {said}: {consulted.review}")
            return "continue"
        if consulted.reply is not None:
            self._hear(consulted.reply)
        elif not consulted.ends:
            self.history.append(f"- the ThinkingAgent asked the user ({consulted.verdict.question}); no answer, go on")
        outcome.error = consulted.error
        # a question nobody answered ends the run as a give-up (a user who said stop ended it on purpose)
        self.gave_up = consulted.ends and not consulted.stopped
        return "end" if consulted.ends else "continue"

    def _hear(self, message: str) -> None:
        """A message from the user: 'field: value' adds to (or corrects) the applicant data; it is also kept as a
        follow-up the model reads."""
        self.follow_ups.append(message)
        match = re.match(r"^\s*([A-Za-z][\w .'-]{0,40}?)\s*:\s*(\S.*)$", message)
        if match:
            key = re.sub(r"\W+", "_", match.group(1).strip().lower())
            self.user_data[key] = self.heard[key] = match.group(2).strip()
            guard = guard_of(self.page)
            if guard is not None:  # the user's value is the applicant's data from now on
                guard.learn({key: self.heard[key]})
        self.history.append(f"- the user said: {message}")

    def _screenshot(self, name: str) -> None:
        try:
            shot = self.page.screenshot(type="png")
        except Exception:  # noqa: BLE001 - a page that cannot be drawn still ends the run with its reason
            return
        self._emit("attachment", name=f"{name}.png", body=base64.b64encode(shot).decode(), encoding="base64")

    def _answer_to_click(self, *, unchanged: bool) -> str:
        """What the form said to the last click: messages that appeared, and when nothing changed, the fields the
        browser holds invalid ("E-mail: Please fill out this field.")."""
        new = self.network + [m for m in form_messages(self.page) if m not in self._messages_before]
        if unchanged:
            new += invalid_fields(self.page)
        self.said = "; ".join(f'"{m[:160]}"' for m in new[:4])
        return self.said

    def _act(self, call: ToolCall, outcome: AgentOutcome) -> None:
        args = call.args
        selector = args.selector
        captured = self.recorder.capture(selector) if self.recorder is not None else None
        page = self.page
        if call.name == "fill":
            result, value, note = actions.type_text(page, selector, args.value), args.value, "with the value"
        elif call.name == "select_option":
            result, value, note = actions.select(page, selector, args.option), args.option, f"option {args.option!r}"
        elif call.name == "check":
            value = "true" if args.checked else "false"
            result, note = actions.check(page, selector, args.checked), value
        elif call.name == "upload_file":
            result = actions.upload(page, selector, self.files[args.file])
            value, note = "{{" + args.file + "}}", f"file {args.file}"
        else:
            result, value, note = actions.click(page, selector), None, ""
        outcome.actions += 1
        status = "ok" if result.success else f"failed: {(result.error or '')[:160]}"
        self.history.append(f'- {call.name} "{selector}" {note} ({status})'.replace("  ", " "))
        thought = thought_of(call)
        self._emit("action", agent=AGENT, tool=call.name, selector=selector, success=result.success,
                   error=result.error, **({"thought": thought} if thought else {}))
        if self.recorder is not None and result.success:
            label = captured.signature.label or captured.signature.name if captured else ""
            self.recorder.record(STEP_ACTION[call.name], captured, value, result,
                                 description=f"{STEP_ACTION[call.name]} {label}".strip(), thought=thought)

"""The steps orchestrator: one tool-using agent runs plain-language steps one by one.

Each iteration the agent sees the goal, the current step, the last 5 history entries, experiences, extracted
data, its own guidance from the previous iteration (or a system override), tool results and the serialized page,
and answers with one `decide` call: tools to run, up to 3 browser commands (run in order, stopping at the first
failure, each with the retry-by-signature protocol), a self-reflection, experiences and a status.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

from pytest_jobagent.browser import observe
from pytest_jobagent.browser.dataguard import DataRefused
from pytest_jobagent.browser.hosts import strip_origin
from pytest_jobagent.events import EventBus
from pytest_jobagent.llm import LLMClient, LLMError, LLMReplyError
from pytest_jobagent.llm.images import image_part
from pytest_jobagent.oversight.gate import ThinkingGate, entry_due, periodic_due
from pytest_jobagent.oversight.steering import Steering

from .acting import Acting
from .decide import AGENT, SYSTEM, Decide, check_decide
from .guards import BatchSize, StepGuard, clip_batch
from .memory import JourneyMemory
from .oversight import Overseen
from .result import StepResult, StepsResult
from .retry import RetryStats
from .runstate import RunTracker
from .tools import MAX_TOOL_CALLS, ToolContext, describe_commands, describe_tools, page_state


@dataclass
class StepsOrchestrator(Acting, Overseen):
    """Runs the steps one by one; each step is iterations of one decide call (tools, commands, reflection, status)."""

    page: Page
    llm: LLMClient
    steps: list[str]
    goal: str = ""
    events: EventBus | None = None
    max_iterations: int = 8
    max_screenshots: int = 10
    budget: int = 3000
    memory: JourneyMemory = field(default_factory=JourneyMemory)
    retry: RetryStats = field(default_factory=RetryStats)
    tools: ToolContext | None = None
    thinking: ThinkingGate | None = None
    steering: Steering | None = None
    follow_ups: list[str] = field(default_factory=list)
    origins: list[str] = field(default_factory=list)
    review_note: str | None = None
    files: dict[str, str] = field(default_factory=dict)  # name -> path: what an upload command may attach
    overlays: list[str] = field(default_factory=list)  # controls that closed overlays taking a command's click
    runstate: RunTracker | None = None  # saves the run after every iteration, resumes a crashed one
    vision: bool | None = None  # screenshots shown to the model as images; None: when the model takes them
    batch: BatchSize = field(default_factory=BatchSize)  # how many commands an iteration may batch, adapted
    replay: Callable[[int, StepResult], bool] | None = None  # repair: runs a step's recorded actions first; the
    # model is asked only when it returns False (repair.ScriptReplay)

    def prompt(self, index: int, guard: StepGuard, tool_results: list[str], dom: str,
               images: list[bytes] | None = None, tool_note: str | None = None) -> list[dict[str, Any]]:
        """The iteration's messages; `images` (screenshots the last iteration took, for a model that takes images)
        follow the text as image content parts."""
        system = SYSTEM.format(tools=describe_tools(), commands=describe_commands(), max_tools=MAX_TOOL_CALLS)
        steps = "\n".join(f"{'>' if i == index else ' '} {i + 1}. {s}" for i, s in enumerate(self.steps))
        history = "\n".join(e.line() for e in self.memory.recent()) or "(nothing yet)"
        parts = [f"Goal: {self.goal or 'run the steps below'}", f"Steps:\n{steps}",
                 f"Current step ({index + 1} of {len(self.steps)}): {self.steps[index]}",
                 f"Iteration: {guard.iterations} of {guard.max_iterations}",
                 f"Commands this iteration: at most {self.batch.size}",
                 f"Recent history (last 5):\n{history}"]
        if self.memory.experiences:
            parts.append("Experiences:\n" + "\n".join(f"- {e}" for e in self.memory.experiences))
        if self.memory.extracted:
            parts.append("Extracted data:\n" + "\n".join(f"- {k}: {v}" for k, v in self.memory.extracted.items()))
        if self.files:
            parts.append("Files (upload by name):\n" + "\n".join(f"- {k}: {Path(v).name}" for k, v in self.files.items()))
        if self.follow_ups:
            parts.append("User follow-ups (they change the goal):\n" + "\n".join(f"- {m}" for m in self.follow_ups))
        if self.review_note:
            parts.append(f"ThinkingAgent review: {self.review_note}")
        if guard.system_note:
            parts.append(f"System note: {guard.system_note}")
        elif guard.guidance:
            parts.append(f"Your guidance from the last iteration: {guard.guidance}")
        if tool_note:
            parts.append(f"System note: {tool_note}")
        if tool_results:
            parts.append("Tool results:\n" + "\n".join(tool_results))
        parts.append(f"Page:\n{dom}")
        text = "\n\n".join(parts)
        if not images:
            return [{"role": "system", "content": system}, {"role": "user", "content": text}]
        content: list[dict[str, Any]] = [{"type": "text", "text": text}]
        content += [image_part(image) for image in images]
        return [{"role": "system", "content": system}, {"role": "user", "content": content}]

    def _check(self, dom: str) -> Callable[[Any], str | None]:
        """The check of a decide reply, for the corrective retry (it reads the reply only, not the page)."""
        return check_decide

    def run(self) -> StepsResult:
        result = StepsResult(goal=self.goal)
        vision = self.vision if self.vision is not None else bool(getattr(self.llm, "accepts_images", False))
        tools = self.tools = ToolContext(self.page, self.memory, max_screenshots=self.max_screenshots,
                                         attach=self._attach, vision=vision,
                                         mask_fields=bool(getattr(self.llm, "applicant_data", False)))
        self.origins = self.origins or ["scenario"] * len(self.steps)
        failed_step, ended, index = False, False, 0
        if self.runstate is not None:
            index = self.runstate.restore(self, result, tools)
            failed_step, ended = self.runstate.flags()
        if index == 0 and entry_due(self.thinking):
            ended = self._entry(result, strip_origin(observe(self.page, budget=self.budget).dom_after or "",
                                                     self.page.url))
        while index < len(self.steps):
            if not failed_step and not ended and self.steering is not None and self.origins[index] == "scenario":
                number = self.origins[: index + 1].count("scenario")
                messages = self.steering.steer_at(number)
                for offset, message in enumerate(messages):
                    self._insert(index + offset, message, "follow_up")
                    self.follow_ups.append(message)
            text = self.steps[index]
            step = StepResult(index=index + 1, text=text, origin=self.origins[index])
            result.steps.append(step)
            index += 1
            if failed_step or ended:
                step.reason = "the run was stopped" if ended else "an earlier step did not complete"
                continue
            self._emit("progress", message=f"step {index}/{len(self.steps)}: {text}")
            try:
                if self.replay is None or not self.replay(index - 1, step):
                    self._run_step(index - 1, step, tools, result)
            except DataRefused as exc:  # the repair's replay acted on a form that sends applicant data elsewhere
                self._refused(step, exc, result)
            self.review_note = None
            if result.error:  # the model cannot be asked any more (unreachable, over budget, cassette drift), or
                # applicant data was refused: the run's error as it is, the ThinkingAgent is not asked
                ended = True
            elif self.thinking is not None and self.thinking.options.enabled:
                ended = self._oversee(index - 1, step, result)
            failed_step = step.status != "complete" and not step.superseded
            self._save(result, index, failed_step=failed_step, ended=ended, step_done=True)
        result.stats.retries, result.stats.retry_successes = self.retry.retries, self.retry.retry_successes
        result.stats.replans, result.stats.screenshots = self.retry.replans, len(tools.screenshots)
        result.extracted = dict(self.memory.extracted)
        result.experiences = list(self.memory.experiences)
        result.follow_ups = list(self.follow_ups)
        if self.thinking is not None:
            result.thinking = self.thinking.stats
        if self.steering is not None:
            result.steering = self.steering.stats
        result.success = (not result.error and not result.stopped
                          and all(s.status == "complete" for s in result.steps if not s.superseded))
        self._save(result, index, failed_step=failed_step, ended=ended, status="finished")
        return result

    def _refused(self, step: StepResult, exc: DataRefused, result: StepsResult) -> None:
        """A command would have typed or sent applicant data where the site does not allow: the step is stuck and
        the run ends with the refusal as its error."""
        step.status, step.reason = "stuck", str(exc)
        result.error, result.data_refused = str(exc), exc.host
        result.stats.failed_commands += 1

    def _attach(self, name: str, body: Any) -> None:
        """An attachment of the report; a screenshot (.png) travels as base64."""
        self._emit("attachment", name=name, body=body, **({"encoding": "base64"} if name.endswith(".png") else {}))

    def _save(self, result: StepsResult, current: int, **kw: Any) -> None:
        if self.runstate is not None:
            self.runstate.save(self, result, self.tools, current, **kw)

    # ---- one step: iterations of one decide call ---------------------------------------------------------
    def _usage(self) -> tuple[int, int, int]:
        stats = getattr(self.llm, "stats", None)
        if stats is None:
            return 0, 0, 0
        return stats.llm_calls, stats.prompt_tokens + stats.completion_tokens, stats.injected_faults

    def _run_step(self, index: int, step: StepResult, tools: ToolContext, result: StepsResult) -> None:
        guard = StepGuard(max_iterations=self.max_iterations)
        tool_results: list[str] = []
        images: list[bytes] = []  # screenshots of the last iteration, shown to a model that takes images
        asked: list[list[str]] = []  # tools asked for, per iteration of this step (overuse detection)
        tool_note: str | None = None
        calls0, tokens0, faults0 = self._usage()
        n = index + 1
        while guard.start_iteration():
            it = guard.iterations
            result.stats.iterations += 1
            seen = observe(self.page, budget=self.budget)
            dom = strip_origin(seen.dom_after or "", self.page.url)
            tools.cache.at(page_state(self.page.url, dom))
            result.stats.images_sent += len(images)
            try:
                call = self.llm.call(AGENT, self.prompt(index, guard, tool_results, dom, images, tool_note),
                                     [Decide], check=self._check(dom))
            except LLMReplyError as exc:  # unusable after the corrective retry: a failed iteration, and when they
                guard.record_outcome(True)  # repeat, a stuck step the ThinkingAgent hears of
                step.status, step.reason = "stuck", f"model error: {exc}"
                self.memory.record(n, it, "status", f"model error: {exc}", False)
                if guard.consecutive_failures >= guard.max_consecutive_failures:
                    break
                step.status = "continue"
                continue
            except LLMError as exc:
                step.status, step.reason = "stuck", f"model error: {exc}"
                result.error = str(exc)
                break
            d: Decide = call.args
            step.reasoning.append(d.reasoning)
            step.reflections.append(d.reflection)
            learned = [e for e in d.experiences if self.memory.learn(e)]
            step.experiences += learned
            self._emit("agent_turn", agent=AGENT, tool="decide", step=n, iteration=it, status=d.status,
                       reasoning=d.reasoning, commands=len(d.commands), batch_limit=self.batch.size, tools=[t.name for t in d.tools],
                       reflection=d.reflection.model_dump(), experiences=list(d.experiences), learned=learned)
            tool_results, images = self._run_tools(n, it, d.tools, step, tools, result)
            asked.append([t.name for t in d.tools])
            tool_note = self._overuse(n, it, asked, tool_results, result)
            commands, dropped = clip_batch(d.commands, self.batch.size)
            result.stats.batches_cut += 1 if dropped else 0
            try:
                failed = self._run_batch(n, it, commands, step, tools, result)
            except DataRefused as exc:
                self._refused(step, exc, result)
                self.memory.record(n, it, "command", str(exc), False)
                break
            self.batch.after(len(commands), failed)
            result.stats.batch_shrunk, result.stats.batch_grew = self.batch.shrunk, self.batch.grew
            if commands:  # any command may have changed the page: no cached tool result outlives it
                tools.cache.invalidate()
            guard.record_outcome(failed)
            guard.reflect(d.reflection.guidance_for_next, d.reflection.detecting_loop)
            status, reason = guard.verdict(d.status, d.status_reason, failed)
            self.memory.record(n, it, "status", f"{status}: {reason}", status != "stuck")
            step.status, step.reason = status, reason
            self._save(result, index)
            if status != "continue":
                break
            if periodic_due(self.thinking, result.stats.iterations) and self._periodic(step, result):
                step.status, step.reason = "stuck", result.error or "the run was stopped"
                break
        step.iterations, step.failures = guard.iterations, guard.failures
        step.reflections_cleared = guard.reflections_cleared
        if step.status == "continue":
            step.status, step.reason = "stuck", f"no result after {guard.max_iterations} iterations"
        calls, tokens, faults = self._usage()
        step.llm_calls, step.tokens, step.injected_faults = calls - calls0, tokens - tokens0, faults - faults0
        self._emit("step_finished", step=n, text=step.text, status=step.status, reason=step.reason,
                   iterations=step.iterations, llm_calls=step.llm_calls)

"""The steps orchestrator: one tool-using agent runs plain-language steps one by one.

Each iteration the agent sees the goal, the current step, the last 5 history entries, experiences, extracted
data, its own guidance from the previous iteration (or a system override), tool results and the serialized page,
and answers with one `decide` call: tools to run, up to 3 browser commands (run in order, stopping at the first
failure, each with the retry-by-signature protocol), a self-reflection, experiences and a status.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

from pytest_jobagent.browser import ActionResult, ElementSignature, observe
from pytest_jobagent.llm import LLMError, LLMReplyError
from pytest_jobagent.llm.images import image_part
from pytest_jobagent.oversight.steering import Steering
from pytest_jobagent.oversight.thinking import Review, ThinkingGate, Trigger, Verdict

from .guards import MAX_BATCH, StepGuard, clip_batch
from .memory import JourneyMemory
from .results import CommandRecord, Reflection, StepResult, StepsResult
from .retry import RetryStats, signature_for, with_retry
from .runstate import RunTracker
from .tools import (
    MAX_TOOL_CALLS,
    Command,
    ToolContext,
    ToolRequest,
    describe_commands,
    describe_tools,
    page_state,
    run_command,
    run_tools,
)

AGENT = "steps_orchestrator"
NEEDS_SELECTOR = {"click", "type", "select", "check", "uncheck", "upload"}

SYSTEM = """You run a browser test written as plain-language steps, one step at a time.
Each iteration you see the goal, the current step, recent history, what you learned, saved data, your guidance
from the last iteration and the current page. Elements are written as [KIND: "selector"] text; copy selectors
exactly. Answer with one decide call:
- tools: at most {max_tools} information tools to run now (results come back next iteration; a read-only tool
  asked again on an unchanged page answers from its cache):
{tools}
- commands: at most {batch} browser commands, run in order; the first failure stops the rest:
{commands}
- status: complete (the step is done; commands of this iteration must succeed), continue (more to do),
  stuck (you cannot find a way), infeasible (the step cannot be done on this site); always give status_reason.
- reflection: guidance for your next iteration; set detecting_loop when you are repeating an approach that
  fails, and then try something completely different.
- experiences: short general lessons about this site worth keeping for later steps."""
OVERUSE_NOTE = ("OVERUSE: you asked for {tools} in each of the last {n} iterations{cached}; asking again will not "
                "tell you more. Act on what you know, try a different approach, or end the step (stuck or "
                "infeasible).")
OVERUSE_RUN = 3  # the same tool this many iterations in a row is overuse (seed 001, pitfall 1)


def overused(iterations: list[list[str]], run: int = OVERUSE_RUN) -> list[str]:
    """Tools asked for in each of the last `run` iterations (in the order of the last one). Pure."""
    if len(iterations) < run:
        return []
    last = iterations[-run:]
    return [t for t in dict.fromkeys(last[-1]) if all(t in names for names in last[:-1])]


class Decide(BaseModel):
    """Your decision for this iteration of the current step."""

    reasoning: str
    tools: list[ToolRequest] = Field(default_factory=list)
    commands: list[Command] = Field(default_factory=list, description=f"at most {MAX_BATCH}, in order")
    status: Literal["complete", "continue", "stuck", "infeasible"]
    status_reason: str
    reflection: Reflection = Field(default_factory=Reflection)
    experiences: list[str] = Field(default_factory=list)


def strip_origin(text: str, url: str) -> str:
    match = re.match(r"^[a-z]+://[^/]+", url or "")
    return text.replace(match.group(0), "") if match else text


def execute(page: Any, command: Command, files: dict[str, str], stats: RetryStats,
            signature: ElementSignature | None) -> tuple[ActionResult, CommandRecord, dict[str, Any]]:
    """Run one command with the retry-by-signature protocol (a missing element is found again by `signature`) and
    its record; plus what the retry did (with_retry's info)."""
    if command.selector:
        def act(sel: str) -> ActionResult:
            return run_command(page, command, sel, files)

        outcome, used, info = with_retry(page, command.selector, act, stats, signature)
    else:
        outcome, used, info, signature = run_command(page, command, files=files), "", {}, None
    record = CommandRecord(action=command.action, selector=used, value=command.value, success=outcome.success,
                           error=outcome.error, retried=bool(info.get("retried")), retry_level=info.get("level"),
                           url=strip_origin(page.url, page.url), signature=signature)
    return outcome, record, info


@dataclass
class StepsOrchestrator:
    page: Any
    llm: Any
    steps: list[str]
    goal: str = ""
    events: Any = None
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
    runstate: RunTracker | None = None  # saves the run after every iteration, resumes a crashed one
    vision: bool | None = None  # screenshots shown to the model as images; None: when the model takes them
    replay: Callable[[int, StepResult], bool] | None = None  # repair: runs a step's recorded actions first; the
    # model is asked only when it returns False (repair.ScriptReplay)

    def _emit(self, kind: str, **data: Any) -> None:
        if self.events is not None:
            self.events.emit(kind, **data)

    def prompt(self, index: int, guard: StepGuard, tool_results: list[str], dom: str,
               images: list[bytes] | None = None, tool_note: str | None = None) -> list[dict[str, Any]]:
        """The iteration's messages; `images` (screenshots the last iteration took, for a model that takes images)
        follow the text as image content parts."""
        system = SYSTEM.format(tools=describe_tools(), commands=describe_commands(), batch=MAX_BATCH,
                               max_tools=MAX_TOOL_CALLS)
        steps = "\n".join(f"{'>' if i == index else ' '} {i + 1}. {s}" for i, s in enumerate(self.steps))
        history = "\n".join(e.line() for e in self.memory.recent()) or "(nothing yet)"
        parts = [f"Goal: {self.goal or 'run the steps below'}", f"Steps:\n{steps}",
                 f"Current step ({index + 1} of {len(self.steps)}): {self.steps[index]}",
                 f"Iteration: {guard.iterations} of {guard.max_iterations}",
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

    def _check(self, dom: str):
        def check(call: Any) -> str | None:
            args: Decide = call.args
            if len(args.commands) > MAX_BATCH:
                return f"at most {MAX_BATCH} commands per iteration; you gave {len(args.commands)}"
            for c in args.commands:
                if c.action in NEEDS_SELECTOR and not c.selector:
                    return f"{c.action} needs a selector copied from the page"
            return None
        return check

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
            if self.replay is None or not self.replay(index - 1, step):
                self._run_step(index - 1, step, tools, result)
            self.review_note = None
            if result.error:  # the model cannot be asked any more (unreachable, over budget, cassette drift)
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

    def _attach(self, name: str, body: Any) -> None:
        """An attachment of the report; a screenshot (.png) travels as base64."""
        self._emit("attachment", name=name, body=body, **({"encoding": "base64"} if name.endswith(".png") else {}))

    def _save(self, result: StepsResult, current: int, **kw: Any) -> None:
        if self.runstate is not None:
            self.runstate.save(self, result, self.tools, current, **kw)

    # ---- oversight: the ThinkingAgent gate and the scripted user ---------------------------------------
    def _insert(self, at: int, text: str, origin: str) -> None:
        self.steps.insert(at, text)
        self.origins.insert(at, origin)

    def _review(self, step: StepResult, result: StepsResult, trigger: Trigger) -> Review:
        steps: list[tuple[str, str]] = [(s.status if not s.superseded else "superseded", s.text) for s in result.steps]
        claim = f"step {step.index} ({step.text}) {step.status}: {step.reason}"
        final = "; ".join(f"{k} = {v}" for k, v in self.memory.extracted.items()) or step.reason
        return Review(task=self.goal, steps=steps, follow_ups=list(self.follow_ups),
                      history=[e.line() for e in self.memory.history], extracted=dict(self.memory.extracted),
                      claim=claim, trigger=trigger, final_answer=final)

    def _oversee(self, index: int, step: StepResult, result: StepsResult) -> bool:
        """Consult the ThinkingAgent when the last step claims complete, or a step ended stuck after failures.
        Returns True when the run must end now (stopped, failed or given up)."""
        gate = self.thinking
        assert gate is not None
        last = index == len(self.steps) - 1
        trigger: Trigger
        if step.status == "complete" and last:
            trigger = "done"
        elif step.status == "stuck" and step.failures > 0 and gate.options.on_failures:
            trigger = "failures"
        else:
            return False
        verdict = gate.review(self._review(step, result, trigger), step=step.index)
        if verdict.action == "approve":
            return False
        if verdict.action == "give_up":
            result.error = verdict.reason
            return True
        out = verdict.output
        if verdict.action == "pause":
            steering = self.steering or Steering(events=self.events)
            outcome, reply = steering.ask(out.question_for_user.strip(), step=step.index)
            if self.steering is None:
                result.steering = steering.stats
            if outcome == "answered" and reply is not None:  # an answer always carries its reply
                self.follow_ups.append(reply)
                return self._continue_with(index, step, reply, "answer", verdict)
            if outcome == "fail":
                result.error = f"paused with no scripted answer to: {out.question_for_user.strip()}"
                return True
            if outcome == "stop":
                result.stopped = True
                return True
            return self._continue_with(index, step, verdict.instructions or step.text, "resume", verdict)
        return self._continue_with(index, step, verdict.instructions or step.text, "review", verdict)

    def _continue_with(self, index: int, step: StepResult, text: str, origin: str, verdict: Verdict) -> bool:
        """The run goes on with `text` as the next step (a stuck step is superseded by it)."""
        if step.status != "complete":
            step.superseded = True
        self._insert(index + 1, text, origin)
        self.review_note = verdict.note or None
        return False

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
                       reasoning=d.reasoning, commands=len(d.commands), tools=[t.name for t in d.tools],
                       reflection=d.reflection.model_dump(), experiences=list(d.experiences), learned=learned)
            tool_results, images = self._run_tools(n, it, d.tools, step, tools, result)
            asked.append([t.name for t in d.tools])
            tool_note = self._overuse(n, it, asked, tool_results, result)
            commands, dropped = clip_batch(d.commands)
            result.stats.batches_cut += 1 if dropped else 0
            failed = self._run_batch(n, it, commands, step, tools, result)
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
        step.iterations, step.failures = guard.iterations, guard.failures
        step.reflections_cleared = guard.reflections_cleared
        if step.status == "continue":
            step.status, step.reason = "stuck", f"no result after {guard.max_iterations} iterations"
        calls, tokens, faults = self._usage()
        step.llm_calls, step.tokens, step.injected_faults = calls - calls0, tokens - tokens0, faults - faults0
        self._emit("step_finished", step=n, text=step.text, status=step.status, reason=step.reason,
                   iterations=step.iterations, llm_calls=step.llm_calls)

    def _run_tools(self, n: int, it: int, requests: list[ToolRequest], step: StepResult, tools: ToolContext,
                   result: StepsResult) -> tuple[list[str], list[bytes]]:
        """Run the iteration's tool calls (at most MAX_TOOL_CALLS, read-only ones cached within a page state): their
        results as prompt lines and the images to show the model next iteration."""
        lines: list[str] = []
        images: list[bytes] = []
        outputs = run_tools(tools, requests, where=f"iteration {it} of step {n}")
        for request, out in zip(requests, outputs, strict=True):
            args = ", ".join(f"{k}={v}" for k, v in request.args.items())
            result.stats.tool_calls += 1
            result.stats.tool_calls_refused += out.refused
            result.stats.tool_cache_hits += out.cached
            if not out.refused:
                step.tools.append(request.name)
            said = strip_origin(out.text, self.page.url)  # as the page: no free port of a loopback site in a prompt
            lines.append(f"{request.name}({args}): {said[:4000]}")
            images += out.images
            self.memory.record(n, it, "tool", f"{request.name} -> {said[:100]}", not out.refused)
            self._emit("tool_call", step=n, iteration=it, tool=request.name, args=dict(request.args),
                       cached=out.cached, refused=out.refused, images=len(out.images), result=said[:300])
        return lines, images

    def _overuse(self, n: int, it: int, asked: list[list[str]], results: list[str],
                 result: StepsResult) -> str | None:
        """The nudge for the next iteration when a tool was asked for in each of the last OVERUSE_RUN iterations."""
        names = overused(asked)
        if not names:
            return None
        cached = any(line.split("(", 1)[0] in names and "): (cached:" in line for line in results)
        note = OVERUSE_NOTE.format(tools=", ".join(names), n=OVERUSE_RUN,
                                   cached=" (its results came from the cache: the page did not change)" if cached else "")
        result.stats.overuse_nudges += 1
        self.memory.record(n, it, "status", f"told it overuses {', '.join(names)}")
        self._emit("tool_overuse", step=n, iteration=it, tools=names, iterations=OVERUSE_RUN, cached=cached,
                   note=note)
        return note

    def _run_batch(self, n: int, it: int, commands: list[Command], step: StepResult, tools: ToolContext,
                   result: StepsResult) -> bool:
        tools.last_results = []
        for command in commands:
            signature = signature_for(self.page, command.selector) if command.selector else None
            outcome, record, info = execute(self.page, command, self.files, self.retry, signature)
            tools.last_results.append(outcome)
            step.commands.append(record)
            result.stats.commands += 1
            used = record.selector
            label = record.describe()
            if info.get("retried"):
                label += " (retried by signature" + (f" at {info['level']}" if info.get("level") else "") + ")"
            self.memory.record(n, it, "command", label + ("" if outcome.success else f": {(outcome.error or '')[:120]}"),
                               outcome.success)
            self._emit("action", step=n, action_kind=command.action, target=used or command.value,
                       success=outcome.success, error=outcome.error, retried=bool(info.get("retried")))
            if not outcome.success:
                result.stats.failed_commands += 1
                return True
        return False

"""The steps orchestrator: one tool-using agent runs plain-language steps one by one.

Each iteration the agent sees the goal, the current step, the last 5 history entries, experiences, extracted
data, its own guidance from the previous iteration (or a system override), tool results and the serialized page,
and answers with one `decide` call: tools to run, up to 3 browser commands (run in order, stopping at the first
failure, each with the retry-by-signature protocol), a self-reflection, experiences and a status.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, Field

from pytest_jobagent.browser import observe
from pytest_jobagent.llm import LLMError

from .guards import MAX_BATCH, StepGuard, clip_batch
from .memory import JourneyMemory
from .retry import RetryStats, with_retry
from .tools import Command, ToolContext, ToolRequest, describe_commands, describe_tools, run_command, run_tool

AGENT = "steps_orchestrator"
NEEDS_SELECTOR = {"click", "type", "select", "check", "uncheck"}

SYSTEM = """You run a browser test written as plain-language steps, one step at a time.
Each iteration you see the goal, the current step, recent history, what you learned, saved data, your guidance
from the last iteration and the current page. Elements are written as [KIND: "selector"] text; copy selectors
exactly. Answer with one decide call:
- tools: information tools to run now (results come back next iteration):
{tools}
- commands: at most {batch} browser commands, run in order; the first failure stops the rest:
{commands}
- status: complete (the step is done; commands of this iteration must succeed), continue (more to do),
  stuck (you cannot find a way), infeasible (the step cannot be done on this site); always give status_reason.
- reflection: guidance for your next iteration; set detecting_loop when you are repeating an approach that
  fails, and then try something completely different.
- experiences: short general lessons about this site worth keeping for later steps."""


class Reflection(BaseModel):
    guidance_for_next: str = ""
    detecting_loop: bool = False
    loop_reasoning: str = ""


class Decide(BaseModel):
    """Your decision for this iteration of the current step."""

    reasoning: str
    tools: list[ToolRequest] = Field(default_factory=list)
    commands: list[Command] = Field(default_factory=list, description=f"at most {MAX_BATCH}, in order")
    status: Literal["complete", "continue", "stuck", "infeasible"]
    status_reason: str
    reflection: Reflection = Field(default_factory=Reflection)
    experiences: list[str] = Field(default_factory=list)


class CommandRecord(BaseModel):
    action: str
    selector: str = ""
    value: str = ""
    success: bool
    error: str | None = None
    retried: bool = False
    retry_level: str | None = None
    url: str = ""


class StepResult(BaseModel):
    index: int
    text: str
    status: Literal["complete", "stuck", "infeasible", "continue", "skipped"] = "skipped"
    reason: str = ""
    reasoning: list[str] = Field(default_factory=list)
    commands: list[CommandRecord] = Field(default_factory=list)
    tools: list[str] = Field(default_factory=list)
    iterations: int = 0
    llm_calls: int = 0
    tokens: int = 0
    failures: int = 0
    reflections_cleared: int = 0


class StepsStats(BaseModel):
    iterations: int = 0
    commands: int = 0
    failed_commands: int = 0
    batches_cut: int = 0
    retries: int = 0
    retry_successes: int = 0
    replans: int = 0
    screenshots: int = 0


class StepsResult(BaseModel):
    success: bool = False
    goal: str = ""
    steps: list[StepResult] = Field(default_factory=list)
    extracted: dict[str, Any] = Field(default_factory=dict)
    experiences: list[str] = Field(default_factory=list)
    stats: StepsStats = Field(default_factory=StepsStats)
    script: str = ""
    error: str | None = None


def strip_origin(text: str, url: str) -> str:
    match = re.match(r"^[a-z]+://[^/]+", url or "")
    return text.replace(match.group(0), "") if match else text


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

    def _emit(self, kind: str, **data: Any) -> None:
        if self.events is not None:
            self.events.emit(kind, **data)

    def prompt(self, index: int, guard: StepGuard, tool_results: list[str], dom: str) -> list[dict[str, str]]:
        system = SYSTEM.format(tools=describe_tools(), commands=describe_commands(), batch=MAX_BATCH)
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
        if guard.system_note:
            parts.append(f"System note: {guard.system_note}")
        elif guard.guidance:
            parts.append(f"Your guidance from the last iteration: {guard.guidance}")
        if tool_results:
            parts.append("Tool results:\n" + "\n".join(tool_results))
        parts.append(f"Page:\n{dom}")
        return [{"role": "system", "content": system}, {"role": "user", "content": "\n\n".join(parts)}]

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
        tools = self.tools = ToolContext(self.page, self.memory, max_screenshots=self.max_screenshots,
                            attach=lambda name, body: self._emit("attachment", name=name, body=body))
        failed_step = False
        for index, text in enumerate(self.steps):
            step = StepResult(index=index + 1, text=text)
            result.steps.append(step)
            if failed_step:
                step.reason = "an earlier step did not complete"
                continue
            self._emit("progress", message=f"step {index + 1}/{len(self.steps)}: {text}")
            self._run_step(index, step, tools, result)
            failed_step = step.status != "complete"
        result.stats.retries, result.stats.retry_successes = self.retry.retries, self.retry.retry_successes
        result.stats.replans, result.stats.screenshots = self.retry.replans, len(tools.screenshots)
        result.extracted = dict(self.memory.extracted)
        result.experiences = list(self.memory.experiences)
        result.success = all(s.status == "complete" for s in result.steps)
        return result

    def _usage(self) -> tuple[int, int]:
        stats = getattr(self.llm, "stats", None)
        if stats is None:
            return 0, 0
        return stats.llm_calls, stats.prompt_tokens + stats.completion_tokens

    def _run_step(self, index: int, step: StepResult, tools: ToolContext, result: StepsResult) -> None:
        guard = StepGuard(max_iterations=self.max_iterations)
        tool_results: list[str] = []
        calls0, tokens0 = self._usage()
        n = index + 1
        while guard.start_iteration():
            it = guard.iterations
            result.stats.iterations += 1
            seen = observe(self.page, budget=self.budget)
            dom = strip_origin(seen.dom_after or "", self.page.url)
            try:
                call = self.llm.call(AGENT, self.prompt(index, guard, tool_results, dom), [Decide],
                                     check=self._check(dom))
            except LLMError as exc:
                step.status, step.reason = "stuck", f"model error: {exc}"
                break
            d: Decide = call.args
            step.reasoning.append(d.reasoning)
            self._emit("agent_turn", agent=AGENT, tool="decide", step=n, iteration=it, status=d.status,
                       reasoning=d.reasoning, commands=len(d.commands), tools=[t.name for t in d.tools])
            tool_results = []
            for request in d.tools:
                out = run_tool(tools, request)
                step.tools.append(request.name)
                tool_results.append(f"{request.name}({', '.join(f'{k}={v}' for k, v in request.args.items())}): {out[:4000]}")
                self.memory.record(n, it, "tool", f"{request.name} -> {out[:100]}")
            commands, dropped = clip_batch(d.commands)
            result.stats.batches_cut += 1 if dropped else 0
            failed = self._run_batch(n, it, commands, step, tools, result)
            for experience in d.experiences:
                self.memory.learn(experience)
            guard.record_outcome(failed)
            guard.reflect(d.reflection.guidance_for_next, d.reflection.detecting_loop)
            status, reason = guard.verdict(d.status, d.status_reason, failed)
            self.memory.record(n, it, "status", f"{status}: {reason}", status != "stuck")
            step.status, step.reason = status, reason
            if status != "continue":
                break
        step.iterations, step.failures = guard.iterations, guard.failures
        step.reflections_cleared = guard.reflections_cleared
        if step.status == "continue":
            step.status, step.reason = "stuck", f"no result after {guard.max_iterations} iterations"
        calls, tokens = self._usage()
        step.llm_calls, step.tokens = calls - calls0, tokens - tokens0
        self._emit("step_finished", step=n, text=step.text, status=step.status, reason=step.reason,
                   iterations=step.iterations, llm_calls=step.llm_calls)

    def _run_batch(self, n: int, it: int, commands: list[Command], step: StepResult, tools: ToolContext,
                   result: StepsResult) -> bool:
        tools.last_results = []
        for command in commands:
            if command.selector:
                outcome, used, info = with_retry(self.page, command.selector,
                                                 lambda sel, c=command: run_command(self.page, c, sel), self.retry)
            else:
                outcome, used, info = run_command(self.page, command), "", {}
            tools.last_results.append(outcome)
            record = CommandRecord(action=command.action, selector=used, value=command.value,
                                   success=outcome.success, error=outcome.error, retried=bool(info.get("retried")),
                                   retry_level=info.get("level"), url=strip_origin(self.page.url, self.page.url))
            step.commands.append(record)
            result.stats.commands += 1
            label = f'{command.action} "{used}"' + (f" {command.value!r}" if command.value else "")
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

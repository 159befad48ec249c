"""Acting on one iteration's decision: the information tools it asked for (with the overuse nudge) and its batch
of browser commands, each run with the retry-by-signature protocol and recorded in the step and the journey."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

from pytest_jobagent.browser import ActionResult, ElementSignature, frame_url
from pytest_jobagent.browser.hosts import strip_origin
from pytest_jobagent.events import EventBus

from .decide import OVERUSE_NOTE, OVERUSE_RUN, overused
from .memory import JourneyMemory
from .result import CommandRecord, StepResult, StepsResult
from .retry import RetryStats, signature_for, with_retry
from .tools import Command, ToolContext, ToolRequest, run_command, run_tools

# tools whose answer the iteration's own prompt already holds: the page is serialized into every iteration
REPEATS_THE_PAGE = frozenset({"inspect_page"})
REDUNDANT_NOTE = ("(note: this iteration's prompt already holds the current page, under Page; inspect_page repeats "
                  "it: read the page there)")


def execute(page: Page, command: Command, files: dict[str, str], stats: RetryStats,
            signature: ElementSignature | None) -> tuple[ActionResult, CommandRecord, dict[str, Any]]:
    """Run one command with the retry-by-signature protocol (a missing element is found again by `signature`) and
    its record; plus what the retry did (with_retry's info). A command that navigated the frame its element lives
    in records the frame's new URL: what the generated test waits for before its next line."""
    before = frame_url(page, command.selector) if command.selector else None
    if command.selector:
        def act(sel: str) -> ActionResult:
            return run_command(page, command, sel, files)

        outcome, used, info = with_retry(page, command.selector, act, stats, signature)
    else:
        outcome, used, info, signature = run_command(page, command, files=files), "", {}, None
    record = CommandRecord(action=command.action, selector=used, value=command.value, success=outcome.success,
                           error=outcome.error, retried=bool(info.get("retried")), retry_level=info.get("level"),
                           url=strip_origin(page.url, page.url), signature=signature)
    after = frame_url(page, used) if used and outcome.success else None
    if after is not None and after != before:
        record.frame_url = strip_origin(after, page.url)
    return outcome, record, info


class Acting:
    """The steps orchestrator's side that runs tools and commands (StepsOrchestrator holds these fields)."""

    page: Page
    events: EventBus | None
    memory: JourneyMemory
    files: dict[str, str]
    retry: RetryStats
    overlays: list[str]  # controls that closed overlays in the way of a command (the generated test's too)

    def _follow(self, opened: list[str], tools: ToolContext) -> bool:
        """A command opened a popup or a tab (a title link's `window.open`, `target=_blank`): the run goes on in it,
        as a person reads the window that came up. Whether it did."""
        pages = [p for p in self.page.context.pages if not p.is_closed() and p is not self.page]
        if not opened or not pages:
            return False
        self.page = tools.page = pages[-1]
        self.page.wait_for_load_state()
        self._emit("progress", message=f"went on in the page the command opened: {strip_origin(self.page.url, self.page.url)}")
        return True

    def _emit(self, kind: str, **data: Any) -> None:
        if self.events is not None:
            self.events.emit(kind, **data)
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
            redundant = request.name in REPEATS_THE_PAGE and not out.refused
            if redundant:  # seed 001, pitfall 6: warned about and answered, not refused
                result.stats.redundant_tool_calls += 1
                said = f"{REDUNDANT_NOTE}\n{said}"
            lines.append(f"{request.name}({args}): {said[:4000]}")
            images += out.images
            self.memory.record(n, it, "tool", f"{request.name} -> {said[:100]}", not out.refused)
            self._emit("tool_call", step=n, iteration=it, tool=request.name, args=dict(request.args),
                       cached=out.cached, refused=out.refused, images=len(out.images), result=said[:300],
                       redundant=redundant)
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
            self.overlays += [c for c in outcome.details.get("overlay_controls", []) if c not in self.overlays]
            record.opens_page = outcome.success and self._follow(outcome.new_pages, tools)
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

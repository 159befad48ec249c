"""Live progress with `-v`: one terminal line per agent turn and action while a scenario runs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from .allure import describe_event

LINE_EVENTS = ("agent_turn", "tool_overuse", "action", "breaker", "done", "pause", "resume", "thinking", "follow_up", "step_finished",
               "jobs_extracted", "finish_by_code")
INDENT = "    "


class ProgressLines:
    """Event-bus listener: formats agent-level events with the running model calls and cost, writes each line.

    Model calls and cost come from `llm_call` events when the run publishes them; otherwise the calls are
    counted from the turns' attempts (each attempt is one call) and the cost is not shown.
    """

    def __init__(self, write: Callable[[str], None]):
        self.write = write
        self.calls = 0
        self.cost = 0.0
        self._metered = False
        self._turn_calls = 0

    def __call__(self, kind: str, data: dict[str, Any]) -> None:
        if kind == "run_started":
            self.calls, self.cost, self._metered, self._turn_calls = 0, 0.0, False, 0
            self.write(f"{INDENT}{data.get('run')} run on {data.get('site')} {data.get('start') or ''}".rstrip())
            return
        if kind == "llm_call":
            self._metered = True
            self.calls += 1
            self.cost += float(data.get("cost_usd") or 0.0)
            return
        if kind == "agent_turn":
            self._turn_calls += int(data.get("attempts") or 1)
        if kind == "run_finished":
            self.write(f"{INDENT}run {data.get('outcome')}{self._meter()}")
            return
        if kind not in LINE_EVENTS and not kind.startswith("cookbook_"):
            return
        line = describe_event(kind, data)
        if line:
            self.write(f"{INDENT}{line}{self._meter()}")

    def _meter(self) -> str:
        if self._metered:
            return f"  [llm {self.calls} calls, ${self.cost:.4f}]"
        return f"  [llm {self._turn_calls} calls]" if self._turn_calls else ""


def terminal_writer(config: pytest.Config) -> Callable[[str], None] | None:
    """Writes a line on pytest's terminal with output capture suspended (as live logging does), or None
    when there is no terminal to write to (an xdist worker, or -p no:terminal)."""
    if hasattr(config, "workerinput"):
        return None
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    if reporter is None:
        return None
    capture = config.pluginmanager.get_plugin("capturemanager")

    def write(line: str) -> None:
        if capture is not None:
            with capture.global_and_fixture_disabled():
                reporter.write_line(line)
        else:
            reporter.write_line(line)

    return write

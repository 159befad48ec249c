"""Token usage and cost: one record per model call, totals per agent, per run and per scenario."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from pydantic import BaseModel, Field


class Usage(BaseModel):
    """Token counts and cost of some model calls."""

    llm_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached_tokens: int = 0
    cost_usd: float = 0.0
    corrective_retries: int = Field(0, description="calls that were corrective retries after a malformed reply")
    injected_faults: int = Field(0, description="calls whose reply was spoiled on purpose (--llm-faults); "
                                 "expectations on call counts leave them out")

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def add(self, other: Usage) -> None:
        self.llm_calls += other.llm_calls
        self.prompt_tokens += other.prompt_tokens
        self.completion_tokens += other.completion_tokens
        self.cached_tokens += other.cached_tokens
        self.cost_usd = round(self.cost_usd + other.cost_usd, 10)
        self.corrective_retries += other.corrective_retries
        self.injected_faults += other.injected_faults

    @property
    def counted_calls(self) -> int:
        """Calls as expectations count them: all, less the replies spoiled on purpose (each costs one retry)."""
        return self.llm_calls - self.injected_faults


class CallRecord(BaseModel):
    """One HTTP call to the model, as the report and the stats see it."""

    agent: str
    turn: int = Field(description="the agent's n-th `call` in this session, from 1")
    attempt: int = Field(1, description="1, or 2 for the corrective retry")
    model: str
    tool: str | None = None
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached_tokens: int = 0
    cost_usd: float = 0.0
    priced: bool = True
    seconds: float = 0.0
    problem: str | None = Field(None, description="why the reply was rejected, if it was")
    fault: str | None = Field(None, description="the fault the heuristic model injected on purpose, if it did")
    replayed: bool = Field(False, description="answered from the run journal while a resumed run caught up")
    # what was sent and what came back, for reports (never part of stats or dumps)
    request: list | None = Field(None, exclude=True)
    reply: dict | None = Field(None, exclude=True)

    def usage(self) -> Usage:
        return Usage(
            llm_calls=1,
            prompt_tokens=self.prompt_tokens,
            completion_tokens=self.completion_tokens,
            cached_tokens=self.cached_tokens,
            cost_usd=self.cost_usd,
            corrective_retries=1 if self.attempt > 1 else 0,
            injected_faults=1 if self.fault else 0,
        )


class RunStats(Usage):
    """The contract `RunStats`: what a run (or a whole scenario) cost, with a per-agent breakdown."""

    name: str = ""
    steps: int = Field(0, description="agent turns or actions, counted by the run itself")
    wall_s: float = 0.0
    agents: dict[str, Usage] = Field(default_factory=dict)
    unpriced_models: list[str] = Field(default_factory=list, description="models without a price: their cost counts as 0")

    def record(self, call: CallRecord) -> None:
        usage = call.usage()
        self.add(usage)
        self.agents.setdefault(call.agent, Usage()).add(usage)
        if not call.priced and call.model not in self.unpriced_models:
            self.unpriced_models.append(call.model)

    def merge(self, other: RunStats) -> None:
        """Add another run's figures (steps and wall time too) into this one."""
        self.add(other)
        self.steps += other.steps
        self.wall_s = round(self.wall_s + other.wall_s, 6)
        for agent, usage in other.agents.items():
            self.agents.setdefault(agent, Usage()).add(usage)
        for model in other.unpriced_models:
            if model not in self.unpriced_models:
                self.unpriced_models.append(model)

    def summary(self) -> str:
        """One line for logs and reports."""
        agents = ", ".join(f"{name} {u.llm_calls}" for name, u in self.agents.items())
        return (
            f"{self.llm_calls} llm calls ({agents or 'none'}), {self.prompt_tokens} prompt + "
            f"{self.completion_tokens} completion tokens ({self.cached_tokens} cached), ${self.cost_usd:.4f}"
            + (f", {self.steps} steps" if self.steps else "")
            + (f", {self.wall_s:.2f}s" if self.wall_s else "")
        )


class UsageMeter:
    """Collects every call of a session: the scenario total, the open run's total, and listeners."""

    def __init__(self, name: str = "scenario"):
        self.calls: list[CallRecord] = []
        self.scenario = RunStats(name=name)
        self.runs: list[RunStats] = []
        self.listeners: list[Callable[[CallRecord], None]] = []
        self._current: RunStats | None = None
        self._started = time.perf_counter()

    def record(self, call: CallRecord) -> None:
        self.calls.append(call)
        self.scenario.record(call)
        if self._current is not None:
            self._current.record(call)
        for listener in list(self.listeners):
            listener(call)

    @contextmanager
    def run(self, name: str) -> Iterator[RunStats]:
        """Count the calls made inside the block as one run; yields its live RunStats."""
        if self._current is not None:
            raise RuntimeError(f"run {self._current.name!r} is still open; runs of one session do not nest")
        stats = RunStats(name=name)
        self._current = stats
        started = time.perf_counter()
        try:
            yield stats
        finally:
            stats.wall_s = round(time.perf_counter() - started, 6)
            self._current = None
            self.runs.append(stats)
            self.scenario.steps += stats.steps

    def close(self) -> RunStats:
        self.scenario.wall_s = round(time.perf_counter() - self._started, 6)
        return self.scenario

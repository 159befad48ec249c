"""Guardrails and self-reflection rules of the steps orchestrator. Pure: no browser, no model.

- at most `max_iterations` (8) iterations per step; then the step is stuck;
- `max_consecutive_failures` (2) iterations in a row with a failed command end the step as stuck;
- the agent's status complete / stuck / infeasible ends the step (complete only when the iteration's commands all
  succeeded), continue goes on;
- a reflection that repeats while failures grow is cleared and replaced by a system note (the agent is spiraling);
- the batch size adapts (seed 001, pitfall 7): after a batch with a failed command the next may hold one command
  fewer (at least 1: less planning wasted on commands that never run), after a clean full batch one more (at most 5).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from pytest_jobagent.values import key_text

Status = Literal["complete", "stuck", "infeasible", "continue"]
MAX_ITERATIONS = 8
MAX_CONSECUTIVE_FAILURES = 2
MAX_BATCH = 3  # the batch size a run starts with
MIN_BATCH, BATCH_CAP = 1, 5
OVERRIDE_NOTE = ("OVERRIDE: your previous guidance is not working (it repeats while failures grow); "
                 "drop it and try a completely different approach.")




@dataclass
class StepGuard:
    """Bookkeeping of one step: iterations, failures, reflection; decides when the step ends and why."""

    max_iterations: int = MAX_ITERATIONS
    max_consecutive_failures: int = MAX_CONSECUTIVE_FAILURES
    iterations: int = 0
    failures: int = 0
    consecutive_failures: int = 0
    guidance: str | None = None
    system_note: str | None = None
    reflections_cleared: int = 0
    _last_guidance: str | None = field(default=None, repr=False)
    _failures_at_last_guidance: int = field(default=0, repr=False)

    def start_iteration(self) -> bool:
        """Count an iteration; False when the step has used all of them."""
        if self.iterations >= self.max_iterations:
            return False
        self.iterations += 1
        return True

    def record_outcome(self, failed: bool) -> None:
        if failed:
            self.failures += 1
            self.consecutive_failures += 1
        else:
            self.consecutive_failures = 0

    def reflect(self, guidance: str, detecting_loop: bool = False) -> None:
        """Keep the agent's guidance for the next iteration, unless it repeats while failures grow (or the agent
        itself says it is looping): then clear it and tell the agent to change approach."""
        self.system_note = None
        repeated = bool(guidance) and key_text(guidance) == key_text(self._last_guidance or "")
        grew = self.failures > self._failures_at_last_guidance
        if (repeated and grew) or detecting_loop:
            self.guidance = None
            self.system_note = OVERRIDE_NOTE
            self.reflections_cleared += 1
        else:
            self.guidance = guidance or None
        self._last_guidance = guidance
        self._failures_at_last_guidance = self.failures

    def verdict(self, status: Status, reason: str, failed: bool) -> tuple[Status, str]:
        """The step's status after an iteration (continue: go on)."""
        if self.consecutive_failures >= self.max_consecutive_failures:
            return "stuck", f"{self.consecutive_failures} consecutive failures: {reason}".strip()
        if status == "complete" and failed:
            status = "continue"
        if status != "continue":
            return status, reason
        if self.iterations >= self.max_iterations:
            return "stuck", f"no result after {self.max_iterations} iterations"
        return "continue", reason


@dataclass
class BatchSize:
    """How many commands the next iteration may batch, from how the run's batches went."""

    size: int = MAX_BATCH
    shrunk: int = 0
    grew: int = 0

    def after(self, ran: int, failed: bool) -> int:
        """After a batch of `ran` commands: one fewer after a failure, one more after a clean batch that used them
        all (a batch that needed fewer says nothing about more); the new size."""
        if ran and failed and self.size > MIN_BATCH:
            self.size -= 1
            self.shrunk += 1
        elif ran >= self.size and not failed and self.size < BATCH_CAP:
            self.size += 1
            self.grew += 1
        return self.size


def clip_batch(commands: list, limit: int = MAX_BATCH) -> tuple[list, int]:
    """At most `limit` commands per iteration; (kept, dropped count)."""
    return list(commands[:limit]), max(0, len(commands) - limit)

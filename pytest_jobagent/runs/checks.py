"""Expectation checks every run kind shares: counts, equality, model usage, the failure reason, the gate, custom hooks."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Protocol

from pytest_jobagent.errors import JobagentError

if TYPE_CHECKING:
    import pytest

    from pytest_jobagent.llm import Usage
    from pytest_jobagent.oversight.steering import SteeringStats
    from pytest_jobagent.oversight.thinking import ThinkingStats

    from .schema import Count, ScenarioBase, ThinkingExpect, UsageExpect


class ExpectationFailed(JobagentError, AssertionError):
    """Unmet expectations (an AssertionError, so reports show 'failed', not 'broken')."""

    def __init__(self, scenario: str, problems: list[str]):
        self.problems = problems
        lines = "\n".join(f"  - {p}" for p in problems)
        super().__init__(f"scenario {scenario!r}: {len(problems)} expectation(s) unmet\n{lines}")


def check_count(name: str, expected: Count | None, found: int) -> list[str]:
    if expected is None:
        return []
    problems = []
    if expected.equals is not None and found != expected.equals:
        problems.append(f"{name}: expected exactly {expected.equals}, found {found}")
    if expected.min is not None and found < expected.min:
        problems.append(f"{name}: expected at least {expected.min}, found {found}")
    if expected.max is not None and found > expected.max:
        problems.append(f"{name}: expected at most {expected.max}, found {found}")
    return problems


def check_equal(name: str, expected: Any, found: Any) -> list[str]:
    if expected is None or expected == found:
        return []
    return [f"{name}: expected {expected!r}, found {found!r}"]


def check_usage(expect: UsageExpect, stats: Usage) -> list[str]:
    """Model-traffic bounds against a run's usage stats (zero calls when the run used no model)."""
    # replies spoiled on purpose (--llm-faults) each cost one corrective retry: the bounds leave them out
    problems = check_count("llm_calls", expect.llm_calls, stats.counted_calls)
    problems += check_count("tokens", expect.tokens, stats.prompt_tokens + stats.completion_tokens)
    if expect.cost_usd is not None and stats.cost_usd > expect.cost_usd.max:
        problems.append(f"cost_usd: expected at most {expect.cost_usd.max}, found {stats.cost_usd:.6f}")
    return problems


def failure_reason(result: Any) -> str:
    """The error a run ended with ('' when none): an exploration's, a collection's, a steps run's or each apply run's."""
    runs = getattr(result, "runs", None)
    if runs is not None:
        return "; ".join(r.result.error for r in runs if getattr(r.result, "error", None))
    return getattr(result, "error", None) or ""


def check_reason(expect: UsageExpect, result: Any) -> list[str]:
    """`reason:` — the run failed, and its error says why in the words the scenario expects."""
    if expect.reason is None:
        return []
    text = failure_reason(result)
    if not text:
        return [f"reason: expected the run to fail matching {expect.reason!r}, but it ended without an error"]
    if not re.search(expect.reason, text, re.IGNORECASE):
        return [f"reason: expected an error matching {expect.reason!r}, found {text[:300]!r}"]
    return []


def check_thinking(expect: ThinkingExpect | None, stats: ThinkingStats | None) -> list[str]:
    """The ThinkingAgent gate's counts; a run without the gate has none to check."""
    if expect is None:
        return []
    if stats is None:
        return ["thinking: expected the ThinkingAgent gate, but the run had none; add `thinking: {}` to the scenario"]
    return (check_count("thinking.calls", expect.calls, stats.calls)
            + check_count("thinking.approvals", expect.approvals, stats.approvals)
            + check_count("thinking.rejections", expect.rejections, stats.rejections)
            + check_equal("thinking.gave_up", expect.gave_up, stats.gave_up))


class SteeredExpect(Protocol):
    """An `expect:` that bounds a scripted user's effect (explore, collect)."""

    pauses: Count | None
    follow_ups: Count | None


class SteeredResult(Protocol):
    """A result that reports a scripted user's effect (ExplorationResult, CollectionResult)."""

    steering: SteeringStats | None
    follow_ups: list[str]


def check_steering(expect: SteeredExpect, result: SteeredResult) -> list[str]:
    """Pauses and follow-ups of an explore or collect run with a scripted user."""
    pauses = result.steering.pauses if result.steering is not None else 0
    return (check_count("pauses", expect.pauses, pauses)
            + check_count("follow_ups", expect.follow_ups, len(result.follow_ups)))


def check_custom(expect: UsageExpect, result: object, scenario: ScenarioBase, item: pytest.Item) -> list[str]:
    """`expect.custom` checks, each answered by the first `pytest_jobagent_check` hook that takes its name."""
    problems: list[str] = []
    for name, args in expect.custom.items():
        found = item.config.hook.pytest_jobagent_check(name=name, args=args, result=result, scenario=scenario, item=item)
        if found is None:
            problems.append(f"custom.{name}: no check of that name (implement pytest_jobagent_check in a conftest.py "
                            "and return its problems for this name)")
        else:
            problems += [f"custom.{name}: {p}" for p in found]
    return problems

"""Expectation checks: compare what a run found with a scenario's `expect:` block, listing every miss."""

from __future__ import annotations

from typing import Any

from .model import Count, ObserveExpect, UsageExpect


class ExpectationFailed(AssertionError):
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


def check_observe(expect: ObserveExpect, observation: Any) -> list[str]:
    """Expectations of an observe run against a PageObservation."""
    problems = check_equal("platform", expect.platform, observation.platform)
    problems += check_equal("url_pattern", expect.url_pattern, observation.url_pattern)
    problems += check_count("forms", expect.forms, len(observation.forms))
    groups = observation.listing_groups
    largest = groups[0].count if groups else 0
    problems += check_count("listings", expect.listings, largest)
    fields = [f for form in observation.forms for f in form.fields]
    for wanted in expect.fields:
        matches = [f for f in fields if wanted.label.lower() in (f.label or "").lower()]
        if not matches:
            labels = ", ".join(repr(f.label) for f in fields if f.label) or "none"
            problems.append(f"field {wanted.label!r}: not found; labelled fields are: {labels}")
            continue
        field = matches[0]
        if wanted.required is not None and field.required != wanted.required:
            problems.append(f"field {wanted.label!r}: expected required={wanted.required}, found {field.required}")
        if wanted.type is not None and field.type != wanted.type:
            problems.append(f"field {wanted.label!r}: expected type {wanted.type!r}, found {field.type!r}")
    texts = [b.text.lower() for b in observation.buttons]
    for wanted_button in expect.buttons:
        if not any(wanted_button.lower() in t for t in texts):
            problems.append(f"button {wanted_button!r}: not found among {len(texts)} buttons")
    return problems


def check_usage(expect: UsageExpect, stats: Any) -> list[str]:
    """Model-traffic bounds against a run's usage stats (zero calls when the run used no model)."""
    problems = check_count("llm_calls", expect.llm_calls, stats.llm_calls)
    problems += check_count("tokens", expect.tokens, stats.prompt_tokens + stats.completion_tokens)
    if expect.cost_usd is not None and stats.cost_usd > expect.cost_usd.max:
        problems.append(f"cost_usd: expected at most {expect.cost_usd.max}, found {stats.cost_usd:.6f}")
    return problems

"""Expectation checks: compare what a run found with a scenario's `expect:` block, listing every miss."""

from __future__ import annotations

from typing import Any, Protocol

from .model import Count, ExploreExpect, ObserveExpect, UsageExpect


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


class LiveProbe(Protocol):
    """What check_explore asks of the live page (a fake in pure tests, a browser in scenarios)."""

    def resolves(self, selector: str) -> bool: ...

    def distinct(self, selectors: list[str]) -> int: ...

    def opens(self, selector: str, others: list[str] | None = None) -> str | None: ...


def check_explore(expect: ExploreExpect, result: Any, probe: LiveProbe) -> list[str]:
    """Expectations of an explore run against its ExplorationResult; key elements are tried on the live page."""
    problems = check_equal("success", expect.success, result.success)
    if result.error and expect.success:
        problems.append(f"exploration error: {result.error}")
    problems += check_equal("page_type", expect.page_type, result.page_type)
    for name, wanted in expect.key_elements.items():
        value = getattr(result.key_elements, name)
        selectors = [s for s in (value if isinstance(value, list) else [value]) if s]
        if not selectors:
            problems.append(f"key_elements.{name}: not found by the exploration")
            continue
        if wanted.min is not None:
            distinct = probe.distinct(selectors)
            if distinct < wanted.min:
                problems.append(f"key_elements.{name}: expected at least {wanted.min} distinct matching elements, "
                                f"{distinct} of {len(selectors)} selectors matched ({selectors[:5]})")
        checked = selectors[: max(wanted.min or 1, 1)]
        if wanted.resolves:
            for selector in checked:
                if not probe.resolves(selector):
                    problems.append(f"key_elements.{name}: {selector!r} matches nothing on the live pages")
        if wanted.opens:
            for selector in checked:
                effect = probe.opens(selector, [s for s in selectors if s != selector])
                if effect != wanted.opens:
                    problems.append(f"key_elements.{name}: clicking {selector!r} should open {wanted.opens}, "
                                    f"it {'did ' + effect if effect else 'changed nothing'}")
    for behavior in expect.behaviors:
        matches = [(k, b) for k, b in result.behaviors.items() if behavior.element.lower() in k.lower()]
        if behavior.effect_contains:
            matches = [(k, b) for k, b in matches if behavior.effect_contains.lower() in b.effect.lower()]
        if behavior.confirmed is not None:
            matches = [(k, b) for k, b in matches if b.confirmed == behavior.confirmed]
        if not matches:
            known = "; ".join(f"{k}: {b.effect} ({'confirmed' if b.confirmed else 'testing'})"
                              for k, b in result.behaviors.items()) or "none"
            problems.append(f"behavior {behavior.element!r}"
                            + (f" with effect containing {behavior.effect_contains!r}" if behavior.effect_contains else "")
                            + (f" confirmed={behavior.confirmed}" if behavior.confirmed is not None else "")
                            + f": not found; behaviors are: {known}")
    for group, options in expect.filter_options.items():
        found = next((v for k, v in result.filter_options.items() if group.lower() in k.lower()), None)
        if found is None:
            problems.append(f"filter_options: no group like {group!r}; groups are {list(result.filter_options) or 'none'}")
            continue
        missing = [o for o in options if not any(o.lower() in f.lower() for f in found)]
        if missing:
            problems.append(f"filter_options[{group!r}]: missing {missing}; found {found}")
    problems += check_count("filter_groups", expect.filter_groups, len(result.filter_options))
    ids = [p.id for p in result.pages]
    for page_id in expect.pages:
        if page_id not in ids:
            problems.append(f"pages: {page_id!r} not visited; pages are {ids}")
    edges = result.edges()
    for edge in expect.edges:
        source, _, target = (part.strip() for part in edge.partition("->"))
        if (source, target) not in edges:
            problems.append(f"edges: no edge {source} -> {target}; edges are {[f'{a} -> {b}' for a, b in edges]}")
    problems += check_count("steps", expect.steps, result.stats.steps)
    problems += check_count("declined", expect.declined, len(result.declined_actions))
    return problems

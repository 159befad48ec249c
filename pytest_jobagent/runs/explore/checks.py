"""The explore run's expectation checks: the ExplorationResult, its key elements tried on the live page."""

from __future__ import annotations

from typing import Protocol

from pytest_jobagent.runs.checks import check_count, check_equal, check_steering, check_thinking

from .result import ExplorationResult
from .schema import ExploreExpect


class LiveProbe(Protocol):
    """What check_explore asks of the live page (a fake in pure tests, a browser in scenarios)."""

    def resolves(self, selector: str) -> bool: ...

    def distinct(self, selectors: list[str]) -> int: ...

    def opens(self, selector: str, others: list[str] | None = None) -> str | None: ...


def check_explore(expect: ExploreExpect, result: ExplorationResult, probe: LiveProbe) -> list[str]:
    """Expectations of an explore run against its ExplorationResult; key elements are tried on the live page."""
    problems = check_equal("success", expect.success, result.success)
    if result.error and expect.success:
        problems.append(f"exploration error: {result.error}")
    problems += check_equal("page_type", expect.page_type, result.page_type)
    clicks: list[tuple[str, str, str, list[str]]] = []  # opens checks: after every read-only one (each reloads)
    for name, wanted in expect.key_elements.items():
        value = getattr(result.key_elements, name)
        selectors = [s for s in (value if isinstance(value, list) else [value]) if s]
        if wanted.absent:
            if selectors:
                problems.append(f"key_elements.{name}: the page has none, but the exploration reports {selectors[:3]}")
            continue
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
            clicks += [(name, wanted.opens, selector, [s for s in selectors if s != selector]) for selector in checked]
    for key, opens, selector, others in clicks:
        effect = probe.opens(selector, others)
        if effect != opens:
            problems.append(f"key_elements.{key}: clicking {selector!r} should open {opens}, "
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
    problems += check_thinking(expect.thinking, result.thinking) + check_steering(expect, result)
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
    problems += check_count("dropped_claims", expect.dropped_claims, len(result.dropped_claims))
    return problems



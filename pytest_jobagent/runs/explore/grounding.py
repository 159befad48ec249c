"""Grounding in the PageObserver: the candidates an observation offers the explorer, and key elements with provenance.

The observer reads a page from its DOM alone (roles, labels, repeated structure, link relations); the explorer
spends model calls on what only acting reveals. Every key element of a result says where it came from:
`confirmed` (an action showed its effect), `observed` (the PageObserver found it) or `claimed` (the model named
it, and it resolved on a page the run saw).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Literal

from pytest_jobagent.browser.observation import KeyElementsShape, PageObservation
from pytest_jobagent.runs.explore.memory import KeyElements

Source = Literal["confirmed", "observed", "claimed"]
Key = Literal["search_input", "job_listings", "pagination", "filter_button", "apply_button"]
KEYS: tuple[Key, ...] = ("search_input", "job_listings", "pagination", "filter_button", "apply_button")


def observed_filters(observations: Iterable[PageObservation]) -> dict[str, list[str]]:
    """Filter groups the PageObserver read (dropdowns, choices, toggles, link facets), first page first."""
    out: dict[str, list[str]] = {}
    for observation in observations:
        for group in observation.filters:
            out.setdefault(group.label, list(dict.fromkeys(group.options)))
    return out


def observed_keys(observation: PageObservation) -> KeyElementsShape:
    """The KeyElements shape of one observation (job_listings: the one pattern that matches every item)."""
    keys = observation.key_elements()
    groups = observation.listing_groups
    keys["job_listings"] = [groups[0].pattern] if groups and groups[0].count >= 2 else []
    return keys


def render(observation: PageObservation, limit: int = 8) -> str:
    """The observation as candidate lines for a model: each names a selector copied from the page."""
    lines = [f"page type: {observation.page_type}"]
    for field in observation.search_inputs[:2]:
        lines.append(f'search input: "{field.selector}" ({field.label or field.placeholder or field.name or "unlabeled"})')
    if observation.listing_groups and observation.listing_groups[0].count >= 2:
        group = observation.listing_groups[0]
        titles = ", ".join(f'"{t[:60]}"' for t in group.sample_titles[:3])
        lines.append(f'job listings: {group.count} items matching "{group.pattern}"'
                     + (f'; first item "{group.item_selector}"' if group.item_selector else "")
                     + (f" (titles {titles})" if titles else ""))
    pager = observation.pagination
    if pager is not None:
        lines.append(f"pagination: {pager.kind}" + (f'; next control "{pager.next_selector}"' if pager.next_selector else "")
                     + (f" (pages {', '.join(pager.pages[:6])})" if pager.pages else ""))
    for facet in observation.filters[:limit]:
        options = [f"{o} ({facet.counts[o]})" if o in facet.counts else o for o in facet.options]
        shown = " | ".join(options[:8]) + (" | ..." if len(options) > 8 else "")
        on = f"; on: {', '.join(facet.selected)}" if facet.selected else ""
        lines.append(f'filter "{facet.label}": {facet.kind} "{facet.selector}" options {shown}{on}')
    keys = observation.key_elements()
    if keys.get("filter_button"):
        lines.append(f'filter button: "{keys["filter_button"]}"')
    if keys.get("apply_button"):
        lines.append(f'apply control: "{keys["apply_button"]}"')
    return "\n".join(lines)


def merge_key_elements(confirmed: KeyElements, observations: Iterable[PageObservation], claimed: KeyElements | None,
                       resolves: Callable[[str], bool]) -> tuple[KeyElements, dict[str, Source], list[str]]:
    """Key elements by provenance: confirmed, then observed (start page first), then claims that resolve.
    Returns the elements, the source of each, and the claims dropped because they match nothing."""
    observed = [observed_keys(o) for o in observations]
    out: dict[str, str | list[str] | None] = {}
    sources: dict[str, Source] = {}
    dropped: list[str] = []
    for key in KEYS:
        mine = getattr(confirmed, key)
        if mine:
            out[key], sources[key] = mine, "confirmed"
            continue
        seen = next((o[key] for o in observed if o.get(key)), None)
        if seen:
            out[key], sources[key] = seen, "observed"
            continue
        claim = getattr(claimed, key) if claimed is not None else None
        claims = [c for c in (claim if isinstance(claim, list) else [claim]) if c]
        kept = [c for c in claims if resolves(c)]
        dropped += [f"{key}: {c!r} (claimed by the model) matches nothing on the pages explored" for c in claims
                    if c not in kept]
        if kept:
            out[key] = kept if key == "job_listings" else kept[0]
            sources[key] = "claimed"
    listings = out.get("job_listings") or []
    if sources.get("job_listings") == "confirmed":
        # the confirmed items, with the observed pattern of their list first when there is one
        pattern = next((o["job_listings"] for o in observed if o.get("job_listings")), [])
        listings = list(dict.fromkeys([*pattern, *listings]))
    out["job_listings"] = list(listings)[:10]
    return KeyElements(**out), sources, dropped

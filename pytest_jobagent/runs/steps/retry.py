"""Retry protocol (coordination plan): when an action's element is missing, refresh the DOM, find the element
again by its signature and retry the same action once; a second failure goes back to the agent for a new plan."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Page

from pytest_jobagent.browser import (
    QUIET_SINCE_LAST_CHANGE,
    ElementSignature,
    check_selector,
    find_by_signature,
    last_snapshot,
    observe,
    signature_from_node,
    wait_for_settle,
)

MISSING = ("no element matches", "no longer on the page", "not attached", "element is not attached",
           "detached", "waiting for locator")


@dataclass
class RetryStats:
    retries: int = 0            # actions retried by signature after a missing element
    retry_successes: int = 0    # ... that then succeeded
    replans: int = 0            # second failures handed back to the agent
    levels: list[str] = field(default_factory=list)


def is_missing(error: str | None) -> bool:
    text = (error or "").lower()
    return any(m in text for m in MISSING)


def signature_for(page: Page, selector: str) -> ElementSignature | None:
    """The signature of the element a selector names in the latest serialization (no page access needed)."""
    snap = last_snapshot(page)
    if snap is None or not selector:
        return None
    for node in snap.nodes:
        if node.selector == selector:
            return signature_from_node(node)
    return None


def _gone(page: Page, selector: str) -> bool:
    """The selector matches nothing now, nor once the page has settled (an invalid one is left to the action)."""
    check = check_selector(page, selector)
    if not check.valid or check.count:
        return False
    wait_for_settle(page, QUIET_SINCE_LAST_CHANGE)
    return check_selector(page, selector).count == 0


def with_retry(page: Page, selector: str, act: Callable[[str], Any], stats: RetryStats,
               signature: ElementSignature | None = None) -> tuple[Any, str, dict]:
    """Run act(selector); on a missing element refresh the DOM and retry once with the selector the signature
    finds. Returns (result, selector used, retry info)."""
    signature = signature or signature_for(page, selector)
    # a selector that matches nothing on a quiet page is not waited for (a redesign renamed its element): its
    # signature is asked at once
    gone = signature is not None and _gone(page, selector)
    result = None
    if not gone:
        result = act(selector)
        if result.success or not is_missing(result.error):
            return result, selector, {}
    stats.retries += 1
    observe(page)  # refresh the map
    info: dict[str, Any] = {"retried": True, "first_error": result.error if result is not None else
                            f"no element matches {selector!r} on the settled page"}
    match = find_by_signature(page, signature, selector) if signature is not None else None
    if match is not None and match.found and match.selector:
        info["level"] = match.level
        stats.levels.append(str(match.level))
        retried = act(match.selector)
        if retried.success:
            stats.retry_successes += 1
            info["selector"] = match.selector
            return retried, match.selector, info
        result = retried
    else:
        info["reason"] = match.reason if match is not None else "no signature known for this selector"
    if result is None:  # the failure in the action's own words
        result = act(selector)
    stats.replans += 1
    info["replan"] = True
    return result, selector, info

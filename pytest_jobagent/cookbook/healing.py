"""Healing a cookbook step whose selector no longer matches: the browser layer's signature cascade, no LLM.

A heal is accepted only at or above MIN_CONFIDENCE and only for an element of the same kind; the cascade itself
refuses ambiguous matches. When the cascade finds nothing, a form field may still heal by its autofill token (`autocomplete="postal-code"`):
a standard, semantic attribute that survives renames of label, id and name (level `autocomplete`).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from pytest_jobagent.browser import check_selector, find_by_signature, unique_selector
from pytest_jobagent.browser.selectors import attr_selector
from pytest_jobagent.browser.signature import ElementSignature as BrowserSignature

from .models import ManualStep

MIN_CONFIDENCE = 0.4
AUTOFILL_CONFIDENCE = 0.75
# autocomplete values that say nothing about which field it is
VAGUE_AUTOFILL = frozenset({"", "on", "off", "new-password", "current-password", "one-time-code"})


class Heal(BaseModel):
    """One healed step: which, from what to what, how, how sure."""

    order: int
    description: str = ""
    old_selector: str
    new_selector: str
    level: str
    confidence: float


def browser_signature(step: ManualStep) -> BrowserSignature:
    sig = step.signature
    position = sig.position
    return BrowserSignature(
        tag=sig.tag or "*", role=sig.role, name=sig.name, text=sig.text, label=sig.label,
        attributes=dict(sig.attributes), sibling_index=position.index if position else 0,
        sibling_count=position.count if position else 1, parent_selector=position.parent if position else "",
    )


def heal_step(page: Any, step: ManualStep, *, min_confidence: float = MIN_CONFIDENCE) -> tuple[Heal | None, str]:
    """A heal for the step on the current page, or None and the reason why not."""
    if not step.signature.tag:
        return None, "the step has no signature to heal by"
    match = find_by_signature(page, browser_signature(step))
    if not match.found or not match.selector:
        autofill = _by_autofill(page, step)
        if autofill is not None:
            return autofill, ""
        return None, match.reason or "no element matches the signature"
    if match.level == "selector":
        return None, "the signature still names the old selector"
    if match.confidence < min_confidence:
        return None, f"only a {match.level} match (confidence {match.confidence:.2f} < {min_confidence})"
    return Heal(order=step.order, description=step.description, old_selector=step.selector,
                new_selector=match.selector, level=match.level or "", confidence=match.confidence), ""


def _by_autofill(page: Any, step: ManualStep) -> Heal | None:
    attrs = step.signature.attributes
    token = (attrs.get("autocomplete") or "").strip().lower()
    if token in VAGUE_AUTOFILL or step.action not in ("type", "select"):
        return None
    selector = (step.signature.tag or "") + attr_selector("autocomplete", attrs["autocomplete"])
    if "type" in attrs:
        selector += attr_selector("type", attrs["type"])
    if check_selector(page, selector).count != 1:
        return None
    fresh = unique_selector(page, selector) or selector
    return Heal(order=step.order, description=step.description, old_selector=step.selector, new_selector=fresh,
                level="autocomplete", confidence=AUTOFILL_CONFIDENCE)

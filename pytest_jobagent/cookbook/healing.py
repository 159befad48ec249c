"""Healing a cookbook step whose selector no longer matches: the browser layer's signature cascade, no LLM.

A heal is accepted only at or above MIN_CONFIDENCE and only for an element of the same kind; the cascade itself
refuses ambiguous matches (its last level, a form field's autofill token, is what heals a renamed field).
"""

from __future__ import annotations

from playwright.sync_api import Page
from pydantic import BaseModel

from pytest_jobagent.browser import find_by_signature

from .models import CookbookStep

MIN_CONFIDENCE = 0.4


class Heal(BaseModel):
    """One healed step: which, from what to what, how, how sure."""

    order: int
    description: str = ""
    old_selector: str
    new_selector: str
    level: str
    confidence: float


def heal_step(page: Page, step: CookbookStep, *, min_confidence: float = MIN_CONFIDENCE) -> tuple[Heal | None, str]:
    """A heal for the step on the current page, or None and the reason why not."""
    if not step.signature.tag:
        return None, "the step has no signature to heal by"
    match = find_by_signature(page, step.signature.model_copy(update={"selector": None}))  # the step's own failed
    if not match.found or not match.selector:
        return None, match.reason or "no element matches the signature"
    if match.level == "selector":
        return None, "the signature still names the old selector"
    if match.confidence < min_confidence:
        return None, f"only a {match.level} match (confidence {match.confidence:.2f} < {min_confidence})"
    return Heal(order=step.order, description=step.description, old_selector=step.selector,
                new_selector=match.selector, level=match.level or "", confidence=match.confidence), ""

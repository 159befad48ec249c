"""Element signatures and the fallback cascade that finds an element again when its selector fails.

Levels, most to least trusted: the selector itself; stable attributes (test ids, id, name, aria-label, ...);
role + accessible name; label or text; text among similar siblings; position among similar siblings; finally a
form field's autofill token (`autocomplete="postal-code"`), a standard semantic attribute that survives renames of
label, id and name. Each level must find exactly one element of the same kind; several matches are refused, never
guessed.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Locator, Page
from pydantic import (
    AliasChoices,
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    model_serializer,
    model_validator,
)

from .inpage import call_on
from .model import Node
from .selectors import TEST_ATTRIBUTES, attr_selector, check_selector, describe_element, is_stable_value, rules

Level = Literal["selector", "stable_attributes", "role_name", "label_text", "sibling_text", "sibling_position",
                "autocomplete"]

CONFIDENCE: dict[str, float] = {
    "selector": 1.0, "stable_attributes:all": 0.95, "stable_attributes:one": 0.85, "role_name": 0.8,
    "label_text": 0.7, "text": 0.65, "role_name:loose": 0.55, "sibling_text": 0.6, "sibling_position": 0.4,
    "autocomplete": 0.75,
}
FORM_FIELDS = ("input", "select", "textarea")
# autocomplete values that say nothing about which field it is
VAGUE_AUTOFILL = frozenset({"", "on", "off", "new-password", "current-password", "one-time-code"})
# Single attributes worth matching on, most identifying first.
SINGLE_ATTRIBUTES = [*TEST_ATTRIBUTES, "id", "name", "aria-label", "placeholder", "href", "title", "for"]
EXTRA_ATTRIBUTES = ["type", "role", "autocomplete", "value"]


class ElementPosition(BaseModel):
    """Where the element sat among siblings of the same shape, and under which parent."""

    model_config = ConfigDict(extra="forbid")

    index: int = Field(0, ge=0)
    count: int = Field(1, ge=1)
    parent: str = Field("", description="selector of the parent element")


class ElementSignature(BaseModel):
    """What identifies an element beyond its selector: the fallback that finds it again (stored with cookbook steps,
    written above a steps script's actions). The one definition of a signature, for every layer above."""

    model_config = ConfigDict(extra="ignore", populate_by_name=True)

    tag: str = ""
    role: str = ""
    name: str = Field("", description="accessible name")
    text: str = ""
    attributes: dict[str, str] = Field(default_factory=dict, validation_alias=AliasChoices("attributes", "attrs"),
                                       description="stable attributes only")
    label: str = Field("", description="label of a form field (explicit or nearby)")
    position: ElementPosition | None = None
    selector: str | None = Field(None, description="the selector it was taken by (a cookbook step holds its own)")

    @model_validator(mode="before")
    @classmethod
    def _flat_position(cls, data: Any) -> Any:
        """Read the flat position of an element description and of signatures written before there was one
        definition (steps scripts' `# element:` comments, saved steps runs): sibling_index, sibling_count,
        parent_selector."""
        flat = ("sibling_index", "sibling_count", "parent_selector")
        if isinstance(data, dict) and "position" not in data and any(key in data for key in flat):
            data = {k: v for k, v in data.items() if k not in flat} | {"position": {
                "index": data.get("sibling_index") or 0, "count": data.get("sibling_count") or 1,
                "parent": data.get("parent_selector") or ""}}
        return data

    @model_serializer(mode="wrap")
    def _without_empty_selector(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """No `selector: null` in what is written: a cookbook step's signature never holds one."""
        data: dict[str, Any] = handler(self)
        if data.get("selector", "") is None:
            del data["selector"]
        return data


class MatchAttempt(BaseModel):
    level: str
    selector: str
    count: int


class SignatureMatch(BaseModel):
    """Where the element was found again, how, and how sure we are; or why not."""

    found: bool
    selector: str | None = Field(None, description="a fresh unique selector of the element found")
    level: Level | None = None
    confidence: float = 0.0
    reason: str = ""
    attempts: list[MatchAttempt] = Field(default_factory=list)


def _stable(attrs: dict[str, str], tag: str) -> dict[str, str]:
    out = {}
    for key, value in attrs.items():
        if key == "value" and tag in ("input", "textarea") and attrs.get("type") not in ("radio", "checkbox", "submit", "button"):
            continue
        if key in ("id", "name", *TEST_ATTRIBUTES) and not is_stable_value(value):
            continue
        if len(value) > 200:
            continue
        out[key] = value
    return out


def _position(index: int | None, count: int | None, parent: str | None) -> ElementPosition:
    return ElementPosition(index=index or 0, count=count or 1, parent=parent or "")


def signature_from_info(info: dict[str, Any], selector: str | None = None) -> ElementSignature:
    return ElementSignature(
        tag=info.get("tag", ""), role=info.get("role", ""), name=info.get("name", ""), text=info.get("text", ""),
        label=info.get("label", ""), attributes=_stable(info.get("attrs", {}), info.get("tag", "")),
        position=_position(info.get("sibling_index"), info.get("sibling_count"), info.get("parent_selector")),
        selector=selector or info.get("selector"),
    )


def signature_of(page: Page, target: Any) -> ElementSignature | None:
    """The signature of the one element behind a selector, Locator or ElementHandle (None if not exactly one)."""
    info = describe_element(page, target)
    return signature_from_info(info, target if isinstance(target, str) else None) if info else None


def signature_from_node(node: Node) -> ElementSignature:
    """A signature from a snapshot node (no page access; the parent selector is unknown there)."""
    return ElementSignature(tag=node.tag, role=node.role, name=node.name, text=node.name, label=node.label,
                            attributes=_stable(node.attrs, node.tag),
                            position=_position(node.sibling_index, node.sibling_count, ""), selector=node.selector)


def _same_kind(page: Page, locator: Locator, sig: ElementSignature) -> bool:
    try:
        tag, role = locator.evaluate("e => [e.localName, e.getAttribute('role') || '']")
    except PlaywrightError:
        return False
    return tag == sig.tag or (bool(sig.role) and role == sig.role)


def _fresh_selector(page: Page, locator: Locator) -> str | None:
    info = call_on(locator, "describe", {"rules": rules()})
    for candidate in (info.get("selector"), info.get("fallback_selector"), info.get("structural")):
        if candidate and check_selector(page, candidate).count == 1:
            return candidate
    return None


def find_by_signature(page: Page, signature: ElementSignature, selector: str | None = None) -> SignatureMatch:
    """Run the cascade; the first level with exactly one element of the same kind wins."""
    sig = signature
    attempts: list[MatchAttempt] = []
    ambiguous: list[str] = []

    def attempt(level: str, sel: str, locator: Locator | None = None) -> Any | None:
        if locator is None:
            check = check_selector(page, sel)
            count = check.count if check.valid else 0
            locator = page.locator(sel) if check.valid else None
        else:
            count = locator.count()
        attempts.append(MatchAttempt(level=level, selector=sel, count=count))
        if count > 1:
            ambiguous.append(f"{count} elements match {level.split(':')[0]} ({sel})")
        # role locators already guarantee the kind; everything else must keep its tag (or explicit role)
        if count == 1 and locator is not None and (level.startswith("role_name") or _same_kind(page, locator, sig)):
            return locator
        return None

    def found(level: str, confidence_key: str, locator: Locator) -> SignatureMatch:
        return SignatureMatch(found=True, selector=_fresh_selector(page, locator), level=level,
                              confidence=CONFIDENCE[confidence_key], reason=f"matched by {level}", attempts=attempts)

    original = selector or sig.selector
    if original:
        hit = attempt("selector", original)
        if hit is not None:
            return found("selector", "selector", hit)

    tag = sig.tag or "*"
    attrs = sig.attributes
    # type/role/autocomplete only narrow a match down; without an identifying attribute this level is skipped
    if any(key in attrs for key in SINGLE_ATTRIBUTES):
        combined = tag + "".join(attr_selector(k, v) for k, v in sorted(attrs.items()))
        hit = attempt("stable_attributes:all", combined)
        if hit is not None:
            return found("stable_attributes", "stable_attributes:all", hit)
        for key in SINGLE_ATTRIBUTES:
            if key in attrs:
                hit = attempt("stable_attributes:one", tag + attr_selector(key, attrs[key]))
                if hit is not None:
                    return found("stable_attributes", "stable_attributes:one", hit)

    if sig.role and sig.name:
        hit = attempt("role_name", f"role={sig.role}[name='{sig.name}'s]", page.get_by_role(sig.role, name=sig.name, exact=True))  # type: ignore[arg-type]  # a role the page named
        if hit is not None:
            return found("role_name", "role_name", hit)

    if sig.label:
        clean = sig.label.rstrip("*: ").strip()
        for text in dict.fromkeys([sig.label, clean]):
            hit = attempt("label_text", f"label={text}", page.get_by_label(text, exact=True))
            if hit is not None:
                return found("label_text", "label_text", hit)
    text = (sig.text or sig.name).strip()
    if text and len(text) <= 120:
        exact = re.compile("^" + re.escape(text) + "$")
        hit = attempt("label_text:text", f"{tag}:text-is('{text}')", page.locator(tag).filter(has_text=exact))
        if hit is not None:
            return found("label_text", "text", hit)
    if sig.role and sig.name:
        hit = attempt("role_name:loose", f"role={sig.role}[name='{sig.name}'i]", page.get_by_role(sig.role, name=sig.name))  # type: ignore[arg-type]  # a role the page named
        if hit is not None:
            return found("role_name", "role_name:loose", hit)

    position = sig.position or ElementPosition()
    if position.parent and check_selector(page, position.parent).count == 1:
        siblings = page.locator(position.parent).locator(f":scope > {tag}")
        if text:
            hit = attempt("sibling_text", f"{position.parent} > {tag} (text)",
                          siblings.filter(has_text=re.compile(re.escape(text[:60]), re.IGNORECASE)))
            if hit is not None:
                return found("sibling_text", "sibling_text", hit)
        if siblings.count() == position.count and position.index < position.count:
            hit = attempt("sibling_position", f"{position.parent} > {tag} >> nth={position.index}",
                          siblings.nth(position.index))
            if hit is not None:
                return found("sibling_position", "sibling_position", hit)

    token = attrs.get("autocomplete", "")
    if tag in FORM_FIELDS and token.strip().lower() not in VAGUE_AUTOFILL:
        sel = tag + attr_selector("autocomplete", token) + (attr_selector("type", attrs["type"]) if "type" in attrs else "")
        hit = attempt("autocomplete", sel)
        if hit is not None:
            return found("autocomplete", "autocomplete", hit)

    reason = ("ambiguous, refusing to guess: " + "; ".join(dict.fromkeys(ambiguous))) if ambiguous else \
        "no element on the page matches the signature at any level"
    return SignatureMatch(found=False, reason=reason, attempts=attempts)

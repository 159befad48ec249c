"""Selector rules and checks: generated values, stable attributes, quoting, uniqueness, one element described."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Page
from pydantic import BaseModel

from .frames import ENTER_FRAME
from .inpage import call_on

# Patterns of values that a framework or build generated; they change between loads or builds.
# Written in the common subset of Python and JavaScript regex syntax: the in-page script (js/) uses them too.
GENERATED_PATTERNS: list[str] = [
    r"\d{3,}",  # three or more digits in a row: ember1234, question_5071418007
    r"[-_:.]\d+$",  # separator then digits at the end: nav-17, input_3, field:2
    r"^[a-z]+\d{2,}$",  # letters then two or more digits: ember12, input12
    r"(?:^|[-_:.])(?=[a-z0-9]*\d[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-z0-9]{5,}(?:$|[-_:.])",  # hash token: b62m3t, eebd9
    r"^[:«]|[:»]$|:r[0-9a-z]{1,4}:",  # React useId: :r1:, «r1», search-:rc:-clear
    r"__(?=[a-z0-9]*\d)[a-z0-9]{5,}$",  # CSS-modules hash suffix: jobsSearchBox__eebd9
    r"^(?:ember|ext-gen|ext-comp|yui_|react-select-|mui-|radix-|headlessui-|downshift-|rc-tabs-|cdk-|mat-|jss|css-|sc-|jsx-|emotion-|svelte-|chakra-)",
    r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}",  # uuid
]

# Classes that describe state, not identity: they come and go with interaction.
STATE_CLASS_PATTERNS: list[str] = [
    (r"^(?:active|selected|open|opened|closed|show|shown|showing|hidden|visible|invisible|disabled|enabled|focus|"
     r"focused|focus-visible|hover|hovered|current|expanded|collapsed|checked|loading|loaded|in|fade|collapse|"
     r"collapsing|valid|invalid|dirty|pristine|touched|untouched|error|sticky|fixed|animated|animating|entering|"
     r"leaving)$"),
    r"^(?:is|has)-",
    r"^ng-",
    r"--(?:active|selected|open|focus|focused|hover|current|expanded|checked|disabled|visited|viewed)$",
]

# Attributes that page authors add for tests and automation, most trusted first.
TEST_ATTRIBUTES: list[str] = [
    "data-testid", "data-test-id", "data-test", "data-qa", "data-cy", "data-automation-id", "data-automation",
    "data-at", "data-e2e", "data-qa-id",
]

CLEAN_CLASS = r"^[A-Za-z_][A-Za-z0-9_-]*$"
MAX_ATTR_LEN = 80

_GENERATED = [re.compile(p, re.IGNORECASE) for p in GENERATED_PATTERNS]
_STATE = [re.compile(p, re.IGNORECASE) for p in STATE_CLASS_PATTERNS]
_ENGINE = re.compile(r"^(?:role|text|internal:[a-z-]+|xpath|css|id|data-testid|nth|visible)=|^//|^\.\./")


def rules() -> dict[str, Any]:
    """The rules as passed to the in-page script, so Python and the page judge values the same way."""
    return {
        "generated": GENERATED_PATTERNS,
        "state_classes": STATE_CLASS_PATTERNS,
        "test_attributes": TEST_ATTRIBUTES,
        "max_attr_len": MAX_ATTR_LEN,
        "clean_class": CLEAN_CLASS,
    }


def looks_generated(value: str) -> bool:
    """True for ids and classes a framework made up (ember123, css-1x2y3z, long hex, digit suffixes)."""
    return bool(value) and any(p.search(value) for p in _GENERATED)


def is_state_class(value: str) -> bool:
    return any(p.search(value) for p in _STATE)


def is_stable_value(value: str | None) -> bool:
    """A value worth putting in a selector: present, short, not generated."""
    return bool(value and len(value) <= MAX_ATTR_LEN and not looks_generated(value))


def css_string(value: str) -> str:
    """A single-quoted CSS string literal (single quotes keep selectors easy to embed in "..." and JSON)."""
    return "'" + value.replace("\\", "\\\\").replace("'", "\\'").replace("\n", "\\a ") + "'"


def attr_selector(name: str, value: str, tag: str = "") -> str:
    return f"{tag}[{name}={css_string(value)}]"


def role_selector(role: str, name: str, exact: bool = True) -> str:
    """Playwright's role engine: role=button[name='Apply's] (s: exact, case-sensitive; i: case-insensitive)."""
    return f"role={role}[name={css_string(name)}{'s' if exact else 'i'}]"


def is_css(selector: str) -> bool:
    """True when the selector is plain CSS (checkable with querySelectorAll), not a Playwright engine."""
    return not _ENGINE.match(selector.strip())


class SelectorCheck(BaseModel):
    """How a selector fares on the live page at this moment."""

    selector: str
    valid: bool
    count: int = 0
    error: str | None = None

    @property
    def unique(self) -> bool:
        return self.valid and self.count == 1


def split_outside(selector: str, separator: str) -> list[str]:
    """A selector split at `separator` where it stands outside brackets, parentheses and quotes ("," between the
    selectors of a list, " " between descendant parts), each part stripped, empty ones left out. Pure."""
    parts: list[str] = []
    depth, quote, start = 0, "", 0
    for n, char in enumerate(selector):
        if quote:
            quote = "" if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
        elif char == separator and depth == 0:
            parts.append(selector[start:n].strip())
            start = n + 1
    parts.append(selector[start:].strip())
    return [part for part in parts if part]


def check_selector(page: Page, selector: str) -> SelectorCheck:
    """Count matches without raising: an invalid selector is reported, not thrown."""
    from playwright.sync_api import Error

    if not selector or not selector.strip():
        return SelectorCheck(selector=selector, valid=False, error="empty selector")
    try:
        return SelectorCheck(selector=selector, valid=True, count=page.locator(selector).count())
    except Error as exc:
        message = str(exc).split("\n")[0]
        message = re.sub(r"^Locator\.count:\s*", "", message)
        return SelectorCheck(selector=selector, valid=False, error=message)


def unique_selector(page: Page, target: Any) -> str | None:
    """The most stable selector that matches exactly the element behind target (selector, Locator or handle),
    entering the frames an element handle lives in."""
    prefix = ""
    owner = target.owner_frame() if hasattr(target, "owner_frame") else None
    if owner is not None and owner.parent_frame is not None:  # an element of a frame: entered from the page
        outer = unique_selector(page, owner.frame_element())
        if outer is None:
            return None
        prefix = outer + ENTER_FRAME
    info = describe_element(page, target)
    if info is None:
        return None
    for candidate in (info["selector"], info.get("fallback_selector"), info.get("structural")):
        if candidate and check_selector(page, prefix + candidate).count == 1:
            return prefix + candidate
    return None


def describe_element(page: Page, target: Any) -> dict[str, Any] | None:
    """Describe the single element behind a selector, Locator or ElementHandle; None if there is not exactly one."""
    from playwright.sync_api import Error

    try:
        if isinstance(target, str):
            locator = page.locator(target)
            if locator.count() != 1:
                return None
            target = locator
        return call_on(target, "describe", {"rules": rules()})
    except Error:
        return None

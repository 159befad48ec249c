"""Turning Playwright errors into short messages a model (or a person) can act on."""

from __future__ import annotations

import re

_INTERCEPT = re.compile(r"<([a-z0-9-]+)([^>]*)>.*?(?:from <([^>]+)> subtree )?intercepts pointer events", re.IGNORECASE)
_STRICT = re.compile(r"strict mode violation: .*? resolved to (\d+) elements", re.IGNORECASE)


def _describe_tag(tag: str, attrs: str) -> str:
    attrs = attrs.strip()
    for name in ("role", "aria-label", "id", "class"):
        m = re.search(rf'{name}="([^"]+)"', attrs)
        if m:
            value = m.group(1).split()[0] if name == "class" else m.group(1)
            return f"<{tag} {name}=\"{value[:40]}\">"
    return f"<{tag}>"


def explain(error: BaseException | str, selector: str | None = None, action: str = "act on") -> str:
    """One or two sentences: what went wrong and what to try instead."""
    text = str(error)
    what = f"'{selector}'" if selector else "the element"
    low = text.lower()
    if "is not a valid selector" in low or "while parsing" in low or "unexpected token" in low or "unknown engine" in low:
        first = text.split("\n")[0]
        first = re.sub(r"^\w+\.\w+:\s*", "", first)
        return f"{what} is not a valid selector ({first}); copy a selector exactly as shown in [CLICK: \"...\"]."
    m = _STRICT.search(text)
    if m:
        return f"{what} matches {m.group(1)} elements; use a selector that matches exactly one."
    m = _INTERCEPT.search(text)
    if m:
        blocker = _describe_tag(m.group(1), m.group(2))
        if re.search(r"dialog|modal|overlay|backdrop|popup|cookie|consent", m.group(0), re.IGNORECASE):
            return (f"{what} is covered by a dialog or overlay ({blocker} intercepts the click); "
                    "close or finish the dialog first.")
        return f"{what} is covered by another element ({blocker} intercepts the click); scroll or close what covers it."
    if "element is not attached" in low or "not attached to the dom" in low or "element is detached" in low:
        return f"{what} is no longer on the page (it was removed or re-rendered); observe the page again and use a fresh selector."
    if "element is not visible" in low or "waiting for element to be visible" in low:
        return f"{what} exists but is not visible; open the menu, tab or section that contains it first."
    if "element is not enabled" in low or "element is disabled" in low or "not enabled" in low:
        return f"{what} is disabled; fill the required fields or choose an option that enables it first."
    if "element is not editable" in low or "readonly" in low:
        return f"{what} cannot be typed into (read-only or not a text field); pick the input itself."
    if "not an <input>" in low or "is not an htmlinputelement" in low or "not a checkbox or radio" in low:
        return f"{what} is not the right kind of element to {action}; pick the input itself."
    if "element is not a <select>" in low:
        return f"{what} is not a <select>; click it to open its options, then click an option."
    if "did not find some options" in low or "options not found" in low:
        return f"{what} has no option like that; use one of the listed options."
    if "net::err_" in low:
        code = re.search(r"net::(ERR_[A-Z_]+)", text)
        return f"the page could not be loaded ({code.group(1) if code else 'network error'}); check the URL."
    if "timeout" in low and ("waiting for" in low or "exceeded" in low):
        if "waiting for locator" in low or "waiting for get_by" in low:
            return f"no element matches {what}; observe the page again and copy a selector from it."
        return f"{action} {what} timed out; the page may be busy or the element unreachable."
    first = text.strip().split("\n")[0]
    return re.sub(r"^\w+\.\w+:\s*", "", first)[:300] or "unknown error"

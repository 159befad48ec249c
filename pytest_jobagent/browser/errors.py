"""Turning Playwright errors into short messages a model (or a person) can act on.

An action that timed out is read from Playwright's own call log: its last reason line ("<div …> intercepts pointer
events", "element is not visible", "element is not enabled", "element is not stable", "element is outside of the
viewport", ...) says why the element never took the action, and "locator resolved to" whether anything matched at
all. Only a log that never resolved its locator says the selector matches nothing."""

from __future__ import annotations

import re
from dataclasses import dataclass

_STRICT = re.compile(r"strict mode violation: .*? resolved to (\d+) elements", re.IGNORECASE)
_CALLER = re.compile(r"^\w+\.\w+:\s*")  # "Locator.click: " before Playwright's words
_ANSI = re.compile(r"\x1b\[[0-9;]*m")
# a log line as Playwright writes it: indented, "- " or "N × " before the words
_LOG_LINE = re.compile(r"^\s*(?:-\s+|\d+\s*×\s+)?(?P<words>.*?)\s*$")
# "<hit> intercepts pointer events", or "<hit> from <root> subtree intercepts pointer events" when the element that
# took the click lies inside a larger one in front of the target (injectedScript.expectHitTarget)
_INTERCEPT = re.compile(r"^(?P<hit><.*?>|#text=.*?)(?: from (?P<root><.*>) subtree)? intercepts pointer events$")
_PREVIEW = re.compile(r"^<(?P<tag>[\w:-]+)(?P<attrs>[^>]*?)/?>(?P<text>.*?)(?:</(?P=tag)>)?$", re.DOTALL)
_ATTR = re.compile(r'\s([^\s="/>]+)(?:="([^"]*)")?')
_NAMING_ATTRS = ("role", "aria-label", "id", "class")

# Playwright's reason lines of an action it kept retrying, each as the kind of obstacle it names
_REASONS: tuple[tuple[str, str], ...] = (
    ("element is not visible", "hidden"),
    ("element is not enabled", "disabled"),
    ("option being selected is not enabled", "disabled"),
    ("element is not stable", "moving"),
    ("element is not editable", "readonly"),
    ("element is inert", "inert"),
    ("element is outside of the viewport", "outside"),
    ("did not find some options", "no_option"),
    ("element was detached from the DOM", "detached"),
)


@dataclass(frozen=True)
class Blocker:
    """What took a click meant for another element, as Playwright previews it: the element under the pointer and,
    when that lies inside a larger element drawn in front (an overlay and its text), that outer one."""

    hit: str
    root: str | None = None

    def describe(self) -> str:
        front = _describe_preview(self.root or self.hit)
        if self.root is None:
            return front
        return f"{front} (its {_describe_preview(self.hit)})"


def call_log(text: str) -> list[str]:
    """The words of each line of Playwright's call log in an error message, in order (empty without one)."""
    head, sep, log = _ANSI.sub("", text).partition("Call log:")
    if not sep:
        return []
    lines = []
    for raw in log.splitlines():
        m = _LOG_LINE.match(raw)
        if m and m.group("words"):
            lines.append(m.group("words"))
    return lines


def obstacle(log: list[str]) -> tuple[str, Blocker | None] | None:
    """Why Playwright never performed the action, from the last reason line of its call log (each retry writes the
    reason again; the last one is how the page stood when time ran out): (kind, what took a click) or None."""
    for line in reversed(log):
        m = _INTERCEPT.match(line)
        if m:
            return "covered", Blocker(m.group("hit"), m.group("root"))
        for words, kind in _REASONS:
            if line.startswith(words):
                return kind, None
    return None


def resolved(log: list[str]) -> bool:
    """Whether the locator ever found its element ("locator resolved to ...")."""
    return any(line.startswith("locator resolved to") for line in log)


def _preview_parts(preview: str) -> tuple[str, str, str]:
    m = _PREVIEW.match(preview.strip())
    if not m:
        return "", "", preview.strip()
    return m.group("tag"), m.group("attrs"), m.group("text") or ""


def _describe_preview(preview: str) -> str:
    """A Playwright element preview made short: its tag, the first of its naming attributes, its text."""
    tag, attrs, text = _preview_parts(preview)
    if not tag:
        return f'text "{text.removeprefix("#text=")[:40]}"'
    found = dict(_ATTR.findall(attrs))
    shown = ""
    for name in _NAMING_ATTRS:
        value = found.get(name)
        if value:
            value = value.split()[0] if name == "class" else value
            shown = f' {name}="{value[:40]}"'
            break
    text = text.strip()
    words = f' "{text[:40]}"' if text and text != "…" else ""
    return f"<{tag}{shown}>{words}"


def _explain_obstacle(kind: str, blocker: Blocker | None, what: str, action: str) -> str:
    if kind == "covered" and blocker is not None:
        return (f"{what} is covered by a dialog or overlay: {blocker.describe()} intercepts the click; close or "
                f"finish that with its own control first, or scroll {what} clear of it.")
    return {
        "hidden": f"{what} exists but is not visible; open the menu, tab or section that contains it first.",
        "disabled": f"{what} is disabled; fill the required fields or choose an option that enables it first.",
        "moving": (f"{what} kept moving (an animation or a page still laying out) and never held still to "
                   f"{action}; wait for the page to settle, then try again."),
        "readonly": f"{what} cannot be typed into (read-only or not a text field); pick the input itself.",
        "inert": (f"{what} is inert: a modal dialog in front makes the rest of the page unreachable; finish or "
                  "close that dialog first."),
        "outside": (f"{what} is outside the visible area and could not be scrolled into view; scroll the part "
                    "of the page that holds it, or use another control."),
        "no_option": f"{what} has no option like that; use one of the listed options.",
        "detached": (f"{what} is no longer on the page (it was removed or re-rendered); observe the page again "
                     "and use a fresh selector."),
    }.get(kind, f"{action} {what} timed out; the page may be busy or the element unreachable.")


def explain(error: BaseException | str, selector: str | None = None, action: str = "act on") -> str:
    """One or two sentences: what went wrong and what to try instead."""
    text = _ANSI.sub("", str(error))
    what = f"'{selector}'" if selector else "the element"
    first = text.strip().split("\n")[0]
    low = first.lower()
    if "is not a valid selector" in low or "while parsing" in low or "unexpected token" in low or "unknown engine" in low:
        said = _CALLER.sub("", first)
        return f"{what} is not a valid selector ({said}); copy a selector exactly as shown in [CLICK: \"...\"]."
    m = _STRICT.search(text)
    if m:
        return f"{what} matches {m.group(1)} elements; use a selector that matches exactly one."
    log = call_log(text)
    found = obstacle(log)
    if found is not None:
        return _explain_obstacle(found[0], found[1], what, action)
    if "element is not attached" in low or "not attached to the dom" in low or "element is detached" in low:
        return _explain_obstacle("detached", None, what, action)
    if "element is not visible" in low:  # a forced action says its reason once, in the message itself
        return _explain_obstacle("hidden", None, what, action)
    if "element is outside of the viewport" in low:
        return _explain_obstacle("outside", None, what, action)
    if "not an <input>" in low or "is not an htmlinputelement" in low or "not a checkbox or radio" in low:
        return f"{what} is not the right kind of element to {action}; pick the input itself."
    if "element is not a <select>" in low:
        return f"{what} is not a <select>; click it to open its options, then click an option."
    if "net::err_" in low:
        code = re.search(r"net::(ERR_[A-Z_]+)", text)
        return f"the page could not be loaded ({code.group(1) if code else 'network error'}); check the URL."
    if "timeout" in low and "exceeded" in low:
        if any(line.startswith(("waiting for locator", "waiting for get_by")) for line in log) and not resolved(log):
            return f"no element matches {what}; observe the page again and copy a selector from it."
        return f"{action} {what} timed out; the page may be busy or the element unreachable."
    return _CALLER.sub("", first)[:300] or "unknown error"

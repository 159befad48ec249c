"""ChangeAnalyzer role: what an action changed, the clicked element's type by its effect, and the page type.

In the fused mode it costs no call of its own: the explorer's next turn carries the LAST ACTION (URLs and the DOM diff; the DOM it
sees is the page after the action) and records the effect in `last_effect` while it chooses the next action.
Code decides what the diff alone says (no change: no analysis at all), holds the model to the URLs (`enforce`)
and reads the diff itself when the model's reply is unusable (`from_diff`). In the seed mode it is an agent of its
own (`run`: SYSTEM, the analyze_change tool, the DOM before and after).
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel

from pytest_jobagent.browser.diff import DomDiff
from pytest_jobagent.llm import LLMClient
from pytest_jobagent.llm.prompt import ask, section

AGENT = "change_analyzer"
ChangeType = Literal["navigation", "modal_opened", "modal_closed", "content_loaded", "content_removed",
                     "selection_changed", "no_change", "minor_change"]

ROLE = """As the ChangeAnalyzer, say in last_effect what your LAST ACTION changed (null when there is none). Name
the element by its EFFECT: filter dialog opened -> "filter button"; job details shown -> "job listing";
application form opened -> "apply button"; closed something -> "close button"; next results -> "pagination
control"; other page -> "navigation link"; also "search input", "search button". Page types are semantic
(job_search, job_details, ...); a new page type and navigation need a URL change."""


class AnalyzeChange(BaseModel):
    """What the last action changed."""

    description: str
    element_type: str
    change_type: ChangeType
    page_type: str
    is_new_page_type: bool
    page_understanding: str


def last_action(*, action: str, element: str | None, before_url: str, after_url: str, diff: str,
                known_page_types: list[str], current_page_type: str | None) -> str:
    """The LAST ACTION section of the explorer's prompt (the DOM after it is the prompt's DOM)."""
    changed = "no" if before_url == after_url else (
        "yes, new path" if path(before_url) != path(after_url) else "yes, same path (query, fragment or state)")
    head = [f"ACTION: {action}"]
    if element:
        head.append(f"ELEMENT: {element}")
    head += [f"URL BEFORE: {before_url or '(none)'}", f"URL AFTER: {after_url}", f"URL CHANGED: {changed}",
             f"KNOWN PAGE TYPES: {', '.join(known_page_types) or 'none'}",
             f"CURRENT PAGE TYPE: {current_page_type or 'none'}"]
    diff = "\n".join(line for line in diff.splitlines() if not line.startswith("URL changed:"))  # said above
    return "\n".join(head) + "\n" + section("CHANGES (DOM diff)", diff)


def path(url: str) -> str:
    return url.split("#", 1)[0].split("?", 1)[0]


def enforce(args: AnalyzeChange, *, url_changed: bool, path_changed: bool, dom_changed: bool,
            current_page_type: str | None) -> AnalyzeChange:
    """The hard overrides in code: no navigation without a URL change, no new page type without one either."""
    out = args.model_copy()
    if not url_changed and out.change_type == "navigation":
        out.change_type = "content_loaded" if dom_changed else "no_change"
    if not url_changed:
        out.is_new_page_type = False
    if out.is_new_page_type and current_page_type and out.page_type == current_page_type:
        out.is_new_page_type = False
    if not out.is_new_page_type and current_page_type and not path_changed:
        out.page_type = current_page_type
    return out


def from_diff(diff: DomDiff | None, *, url_changed: bool, current_page_type: str | None, element_type: str | None,
              problem: str) -> AnalyzeChange:
    """The analysis code can make without the model (its reply was unusable or left the effect out): the change
    type from the DOM diff, the page type kept, the element named by what memory knows of it."""
    if url_changed:
        change: ChangeType = "navigation"
    elif diff is not None and diff.dialogs_opened:
        change = "modal_opened"
    elif diff is not None and diff.dialogs_closed:
        change = "modal_closed"
    else:
        change = "content_loaded"
    page = current_page_type or "page"
    summary = diff.summary(examples=2)[:300] if diff is not None else ""
    return AnalyzeChange(description=f"(from the DOM diff: {problem[:120]}) {summary}".strip(),
                         element_type=element_type or "unclassified element", change_type=change, page_type=page,
                         is_new_page_type=False, page_understanding="")


# ---- the ChangeAnalyzer as its own agent (explore's seed mode: one call after every action that changed the DOM) ----

SYSTEM = """You are the ChangeAnalyzer of a job-site exploration. After every action you are shown the action, the
URL before and after, the known page types and the current one, the DOM diff and the page before and after.
Call analyze_change once. Classify the element by its EFFECT: filter dialog opened -> "filter button"; job details
shown -> "job listing"; application form opened -> "apply button"; something closed -> "close button"; next results
-> "pagination control"; another page -> "navigation link"; also "dropdown button", "save button", "search input",
"search button". change_type is one of navigation, modal_opened, modal_closed, content_loaded, content_removed,
selection_changed, no_change, minor_change: navigation only when the URL changed. page_type is a semantic name
(job_search, job_details, ...); is_new_page_type is true only if the URL changed AND the page is fundamentally
different from the current page type."""

TOOLS = (AnalyzeChange,)


def user_message(*, action_text: str, dom_before: str, dom_after: str) -> str:
    """The action (last_action's text), then the page before it and the page after it (which runs to the end)."""
    return "\n".join([section("LAST ACTION", action_text), section("DOM BEFORE", dom_before),
                      section("DOM AFTER", dom_after)])


SELECTOR_LIKE = re.compile(r"^[#.\[]|^[a-z][\w-]*[#.\[][\w'\"=-]")


def named_by_effect(call: Any) -> str | None:
    """An element type is a name ("filter button"), never the element's selector: a selector is sent back."""
    element_type = getattr(call.args, "element_type", "").strip()
    if not element_type or SELECTOR_LIKE.match(element_type):
        return (f"element_type {element_type!r} is not an element type; name the element by its effect "
                f"(\"filter button\", \"job listing\", \"apply button\", \"close button\", ...)")
    return None


def run(llm: LLMClient, **context: Any) -> tuple[Any, AnalyzeChange]:
    call = ask(llm, AGENT, SYSTEM, user_message(**context), TOOLS, check=named_by_effect)
    assert isinstance(call.args, AnalyzeChange)
    return call, call.args

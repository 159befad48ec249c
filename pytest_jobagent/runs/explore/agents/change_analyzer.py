"""ChangeAnalyzer agent: what an action changed, the clicked element's type by its effect, and the page type."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from .base import ask, section

AGENT = "change_analyzer"
ChangeType = Literal["navigation", "modal_opened", "modal_closed", "content_loaded", "content_removed",
                     "selection_changed", "no_change", "minor_change"]

SYSTEM = """You analyze what changed on a web page after one action, from the URLs, a DOM diff and the DOM after.
Classify the element by its EFFECT: filter modal opened -> "filter button"; job details updated ->
"job listing"; application modal or form opened -> "apply button"; something closed -> "close button";
next page of results -> "pagination control"; other page reached -> "navigation link"; also
"dropdown button", "save button", "search input", "search button". Name the page type semantically
(job_search, job_details, application_form, ...). is_new_page_type is true only if the URL changed AND the
page is fundamentally different; navigation needs a URL change."""


class AnalyzeChange(BaseModel):
    """Report what changed after the action."""

    description: str = Field(description="Human-readable description of what changed")
    element_type: str = Field(description='Classify element by EFFECT: "filter button", "apply button", "job listing", '
                                          '"close button", "navigation link", "dropdown button", "save button", "pagination control"')
    change_type: ChangeType
    page_type: str = Field(description="Semantic name for this page type")
    is_new_page_type: bool = Field(description="True only if URL changed AND fundamentally different page")
    page_understanding: str = Field(description="What this page/state offers")


TOOLS = (AnalyzeChange,)


def user_message(*, action: str, element: str | None, before_url: str, after_url: str, diff: str,
                 after_dom: str, known_page_types: list[str], current_page_type: str | None) -> str:
    changed = "no" if before_url == after_url else (
        "yes, new path" if _path(before_url) != _path(after_url) else "yes, same path (query, fragment or state)")
    head = [f"ACTION: {action}"]
    if element:
        head.append(f"ELEMENT: {element}")
    head += [f"URL BEFORE: {before_url or '(none)'}", f"URL AFTER: {after_url}", f"URL CHANGED: {changed}",
             f"KNOWN PAGE TYPES: {', '.join(known_page_types) or 'none'}",
             f"CURRENT PAGE TYPE: {current_page_type or 'none'}"]
    return "\n".join(["\n".join(head) + "\n", section("CHANGES (DOM diff)", diff), section("DOM AFTER", after_dom)])


def _path(url: str) -> str:
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


def from_diff(diff: Any, *, url_changed: bool, current_page_type: str | None, element_type: str | None,
              problem: str) -> AnalyzeChange:
    """The analysis code can make without the model (its reply was unusable): the change type from the DOM diff,
    the page type kept, the element named by what memory knows of it."""
    if url_changed:
        change: ChangeType = "navigation"
    elif diff.dialogs_opened:
        change = "modal_opened"
    elif diff.dialogs_closed:
        change = "modal_closed"
    else:
        change = "content_loaded"
    page = current_page_type or "page"
    return AnalyzeChange(description=f"(from the DOM diff: the model's reply was unusable: {problem[:120]}) "
                                     f"{diff.summary(examples=2)[:300]}",
                         element_type=element_type or "unclassified element", change_type=change, page_type=page,
                         is_new_page_type=False, page_understanding="")


def run(llm: Any, **context: Any) -> tuple[Any, AnalyzeChange]:
    call = ask(llm, AGENT, SYSTEM, user_message(**context), TOOLS)
    return call, call.args

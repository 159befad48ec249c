"""PageObservation and its parts: what PageObserver reports about a page, and its Phase 1 KeyElements shape."""

from __future__ import annotations

import re
from typing import Literal, TypedDict

from pydantic import BaseModel, Field

from pytest_jobagent.lexicon import mentions, says

from .model import JobPostingMeta

PageType = Literal["job_search_results", "careers_listing", "job_details", "application_form", "login",
                   "confirmation", "other"]

APPLY_HINT = re.compile(r"\bapply\b|easy apply|submit application", re.IGNORECASE)


class FieldObservation(BaseModel):
    """One form field as a person sees it. Radio buttons and same-named checkboxes are one field with options."""

    label: str
    type: str = Field(description="text, email, tel, url, number, password, search, date, textarea, select, "
                                  "checkbox, radio, file, ...")
    name: str = ""
    required: bool = False
    options: list[str] = Field(default_factory=list)
    placeholder: str = ""
    selector: str
    widget: Literal["native", "combobox", "contenteditable"] = "native"


class ButtonObservation(BaseModel):
    text: str
    selector: str
    kind: Literal["submit", "button", "link"] = "button"
    form: int | None = Field(None, description="index into forms when the button belongs to one")


class FormObservation(BaseModel):
    selector: str
    name: str = ""
    implicit: bool = Field(False, description="fields outside any <form>, grouped by their container")
    action: str = ""
    method: str = ""
    fields: list[FieldObservation] = Field(default_factory=list)
    submit_buttons: list[ButtonObservation] = Field(default_factory=list)


class NavObservation(BaseModel):
    text: str
    href: str = ""
    selector: str
    kind: Literal["menu", "pagination", "footer", "link"] = "menu"


class ListingGroupObservation(BaseModel):
    """Repeated items (job cards, rows). count is exact; pattern matches the items (exactly, when pattern_exact)."""

    pattern: str
    count: int
    sample_titles: list[str] = Field(default_factory=list)
    item_selector: str = Field("", description="unique selector of the first item")
    pattern_exact: bool = True
    score: float = 0
    decoys: int = Field(0, description="items of the same shape with no way to open a job (no link), kept out of "
                                       "the pattern: sponsored and ad cards")


class FilterObservation(BaseModel):
    """One group of controls that narrows results, as a person sees it: a dropdown (native or ARIA), checkboxes or
    radios under a legend, toggle buttons under a group label, or links with counts under a heading."""

    label: str
    kind: Literal["select", "checkbox", "radio", "toggle", "links", "menu"]
    selector: str = Field("", description="the dropdown itself; for the other kinds the first option's control")
    options: list[str] = Field(default_factory=list, description="option names without their counts")
    counts: dict[str, int] = Field(default_factory=dict, description="option -> the count it shows ('Full-time (27)')")
    selected: list[str] = Field(default_factory=list, description="options that are on (pressed, checked, current)")


class PaginationObservation(BaseModel):
    kind: Literal["pages", "next", "load_more"]
    next_selector: str | None = None
    pages: list[str] = Field(default_factory=list)


class KeyElementsShape(TypedDict):
    """The Phase 1 KeyElements shape of an observation (see PageObservation.key_elements)."""

    filter_button: str | None
    apply_button: str | None
    job_listings: list[str]
    search_input: str | None
    pagination: str | None


class PageObservation(BaseModel):
    """Everything PageObserver found. Selectors in it matched exactly one element when it was made."""

    url: str
    url_pattern: str
    title: str = ""
    platform: str = Field(description="workday | greenhouse | lever | linkedin | indeed | generic")
    platform_evidence: list[str] = Field(default_factory=list)
    page_type: PageType = "other"
    fingerprint: str = Field(description="hash of the layout skeleton: same across data, different across layouts")
    forms: list[FormObservation] = Field(default_factory=list)
    buttons: list[ButtonObservation] = Field(default_factory=list)
    navigation: list[NavObservation] = Field(default_factory=list)
    listing_groups: list[ListingGroupObservation] = Field(default_factory=list, description="most listing-like first")
    search_inputs: list[FieldObservation] = Field(default_factory=list)
    pagination: PaginationObservation | None = None
    filters: list[FilterObservation] = Field(default_factory=list, description="groups of controls that narrow results")
    dialogs: list[str] = Field(default_factory=list)
    job_posting: JobPostingMeta | None = None
    unreadable: str = Field("", description="what renders from closed shadow roots, which no script can read "
                                             "('5 <job-card> element(s) render from ...'); '' when nothing does")
    took_ms: float = 0

    @property
    def fields(self) -> list[FieldObservation]:
        return [f for form in self.forms for f in form.fields]

    @property
    def listings(self) -> int:
        """Items in the primary (most listing-like) group; 0 when there is none."""
        return self.listing_groups[0].count if self.listing_groups else 0

    def field(self, label: str) -> FieldObservation | None:
        """The first field whose label contains the text (case-insensitive)."""
        low = label.lower()
        return next((f for f in self.fields if low in f.label.lower()), None)

    def key_elements(self) -> KeyElementsShape:
        """The Phase 1 KeyElements shape: filter_button, apply_button, job_listings, search_input, pagination."""
        apply = next((b.selector for b in self.buttons if APPLY_HINT.search(b.text)), None)
        # a control that clears the filters ("清空筛选条件", "Clear all filters") names them, but opens none
        filt = next((b.selector for b in self.buttons if mentions(b.text, "filters")
                     and says(b.text, "clear_filters", 3) is None), None)
        return {
            "filter_button": filt, "apply_button": apply,
            "job_listings": [g.pattern for g in self.listing_groups[:1]],
            "search_input": self.search_inputs[0].selector if self.search_inputs else None,
            "pagination": self.pagination.next_selector if self.pagination else None,
        }

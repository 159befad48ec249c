"""The Phase 2 contracts: JobData and what a collection learns of a site's structure (field maps of a listing,
apply controls, details layouts); the run's result is in result.py."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

ApplyType = Literal["easy_apply", "external", "unknown"]
LIST_FIELDS = ("title", "company", "location", "salary", "posted_date", "easy_apply_marker")


class JobData(BaseModel):
    title: str
    company: str
    location: str
    work_mode: str | None = Field(None, description="Remote, Hybrid, On-site: how the job is worked, beside its place")
    salary: str | None = None
    apply_url: str
    apply_type: ApplyType = "unknown"
    posted_date: str | None = None
    description: str | None = None
    source_url: str
    job_key: str = Field(description="stable key used for dedup: 'id:<site id>', else 'url:<the job's link, "
                         "normalized>', else 'h:<hash of title|company|location>'")
    site_id: str | None = None
    extracted_by: dict[str, str] = Field(
        default_factory=dict, description="field -> 'list' (code, from the mapped listing), 'logo' (the company, from "
                                          "the card's employer logo), 'page' (the company, the page's single "
                                          "employer), 'details' (code, from a known details control) or 'extractor' "
                                          "(an Extractor call)")


class FieldMap(BaseModel):
    """Which leaf of a listing item holds which field: made once per listing structure by the Extractor."""

    pattern: str = Field(description="CSS pattern of the listing items")
    title: str
    company: str | None = None
    location: str | None = None
    salary: str | None = None
    posted_date: str | None = None
    easy_apply_marker: str | None = Field(None, description="a leaf whose presence marks an on-site (easy) application")
    marker_text: str | None = Field(None, description="the easy-apply marker's words on the sampled items, by code")
    labels: dict[str, str] = Field(default_factory=dict, description="field -> the page's own name for its leaf on "
                                   "the sampled items (a test id, an aria-label, a column header), by code")


class ApplyControl(BaseModel):
    """An apply control the Extractor identified on a details view; later jobs reuse it by signature, by code."""

    signature: str
    apply_type: ApplyType
    example: str = ""
    opens_in_place: bool = Field(False, description="its click showed a form or dialog of this site, no link: later "
                                                    "jobs with it are read without clicking it again")


class FieldPlace(BaseModel):
    """Where a details page keeps one value: an element's path below a landmark, and the section heading before it."""

    anchor: str = Field(description="the landmark the path starts at: main, article, [role=main] or body")
    path: str = Field(description="tag:nth-of-type steps from the landmark to the element")
    heading: str | None = Field(None, description="the nearest heading before it (folded), when not the job's title")
    shape: Literal["all", "sentence", "prefix"] = Field(
        "all", description="the value is all of the element's text, its first sentence, or its first `chars` "
                           "characters and an ellipsis (as the Extractor gave it on the page it was learned on)")
    chars: int = 0
    learned: str = Field("", description="the value on the page it was learned on")


class DetailsLayout(BaseModel):
    """Where the details pages of one address pattern keep a job's values, learned from the Extractor's reply on one
    of them; later pages of the pattern are read by code while they fit it."""

    url_pattern: str
    fields: dict[str, FieldPlace] = Field(default_factory=dict, description="description, salary, posted_date")
    apply_type: ApplyType | None = Field(None, description="the Extractor's verdict on a page with no apply control "
                                                           "(an embedded form, nothing); None: its apply control says")
    form: bool = Field(False, description="the page showed an application form (then later pages must too)")
    missing: list[str] = Field(default_factory=list, description="values the Extractor read that no place holds "
                                                                 "alone: pages are read by code only for the others")
    boilerplate: list[str] = Field(default_factory=list, description="places that showed another job the same "
                                                                     "value: dropped, not a job's own text")
    example: str = ""
    example_title: str = ""

    @property
    def complete(self) -> bool:
        """Every value the Extractor read on its page has a place (or proved boilerplate): a page of this layout needs
        no Extractor."""
        return not self.missing

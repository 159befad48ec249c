"""The Phase 2 contracts: JobData, field maps of a listing structure, CollectStats and CollectionResult."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from pytest_jobagent.llm import RunStats
from pytest_jobagent.oversight.steering import SteeringStats
from pytest_jobagent.oversight.thinking import ThinkingStats

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
    job_key: str = Field(description="stable key used for dedup: 'id:<site id>' or 'h:<hash of title|company|location>'")
    site_id: str | None = None
    extracted_by: dict[str, str] = Field(
        default_factory=dict, description="field -> 'list' (code, from the mapped listing), 'details' (code, from a "
                                          "known details control) or 'extractor' (an Extractor call)")


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


class CollectStats(RunStats):
    """RunStats of the collection plus how each job's data was obtained (both extraction paths counted)."""

    jobs: int = 0
    pages: int = 0
    collector_turns: int = 0
    finished_by_code: bool = Field(False, description="the walk ended with nothing left to choose: finished without "
                                                      "asking the collector (the ThinkingAgent still judged it)")
    extracted_on_arrival: int = Field(0, description="results pages extracted by code as the walk reached them (no model call)")
    field_maps: int = Field(0, description="Extractor calls that mapped a listing structure")
    details_extractions: int = Field(0, description="Extractor calls on a details view")
    rejected_extractions: int = Field(0, description="Extractor replies rejected by the page-text check (then retried)")
    retries: int = Field(0, description="model requests asked again after an unusable reply (corrective retries, a "
                                        "second ask about a job, a collector turn after an unusable one)")
    list_extractions: int = Field(0, description="jobs whose list fields were extracted by code from the field map")
    details_by_code: int = Field(0, description="details views read by code (a known apply control or details layout)")
    details_inert: int = Field(0, description="listings whose click showed nothing new: no details view to read")
    details_skipped: int = Field(0, description="jobs complete from the list alone (no details view opened)")
    details_opened: int = 0
    decoys_skipped: int = Field(0, description="cards of a listing's shape with no way to open a job (no link: "
                                               "sponsored, ads), kept out of the jobs")
    details_blocked: int = Field(0, description="jobs whose details page was not opened: the run's last tries on "
                                                "its host did not load (blocked, HTTP errors; details.BLOCKED_TRIES)")
    llm_calls_per_job: float = Field(0.0, description="model calls per job, replies spoiled on purpose (--llm-faults) left out")
    tokens_per_job: float = 0.0


class CollectionResult(BaseModel):
    success: bool
    error: str | None = None
    jobs: list[JobData] = Field(default_factory=list)
    pages_visited: list[str] = Field(default_factory=list)
    filters_applied: list[dict[str, list[str]]] = Field(default_factory=list, description="one mapping per filter pass")
    duplicates_skipped: int = 0
    duplicate_keys: list[str] = Field(default_factory=list)
    stop_reason: str = ""
    stopped_early: bool = False
    errors: list[str] = Field(default_factory=list)
    field_maps: list[FieldMap] = Field(default_factory=list)
    apply_controls: list[ApplyControl] = Field(default_factory=list)
    details_layouts: list[DetailsLayout] = Field(default_factory=list)
    start_url: str = ""
    stats: CollectStats = Field(default_factory=CollectStats)
    thinking: ThinkingStats | None = Field(None, description="the ThinkingAgent gate's work (when the run had one)")
    steering: SteeringStats | None = Field(None, description="the scripted user's pauses and messages (with `steer:`)")
    follow_ups: list[str] = Field(default_factory=list, description="what the user said during the run")

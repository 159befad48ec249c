"""The collect run's result: CollectionResult (the jobs, the pages walked, what was learned of the site) and its
CollectStats."""

from __future__ import annotations

from pydantic import BaseModel, Field

from pytest_jobagent.llm import RunStats
from pytest_jobagent.oversight.steering import SteeringStats
from pytest_jobagent.oversight.thinking import ThinkingStats

from .models import ApplyControl, DetailsLayout, FieldMap, JobData


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
    decoys_skipped: int = Field(0, description="cards of a listing's shape that open no job of the board (no link, "
                                               "or every link a paid one to another site: sponsored cards, ads, a "
                                               "kind of card that is all ads included), kept out of the jobs")
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

"""Page-graph memory models: pages, edges, raw observations, consolidated behavior patterns, key elements."""

from __future__ import annotations

from pydantic import BaseModel, Field

CHANGE_TYPES = ("navigation", "modal_opened", "modal_closed", "content_loaded", "content_removed",
                "selection_changed", "no_change", "minor_change")

# element types (as a ChangeAnalyzer names them by effect) -> the KeyElements field they fill
KEY_OF_ELEMENT = {
    "filter button": "filter_button",
    "apply button": "apply_button",
    "job listing": "job_listings",
    "search input": "search_input",
    "search box": "search_input",
    "pagination control": "pagination",
    "pagination": "pagination",
    "next page button": "pagination",
}


class KeyElements(BaseModel):
    """Selectors Phase 2 starts from (the Phase 1 handoff contract)."""

    filter_button: str | None = None
    apply_button: str | None = None
    job_listings: list[str] = Field(default_factory=list)
    search_input: str | None = None
    pagination: str | None = None

    def merged(self, other: KeyElements) -> KeyElements:
        """Fields of self win where set; listings are the union (self first), at most 10."""
        listings = list(dict.fromkeys(self.job_listings + other.job_listings))[:10]
        return KeyElements(
            filter_button=self.filter_button or other.filter_button,
            apply_button=self.apply_button or other.apply_button,
            job_listings=listings,
            search_input=self.search_input or other.search_input,
            pagination=self.pagination or other.pagination,
        )


class RawObservation(BaseModel):
    """One classified action outcome, before consolidation."""

    action: str
    selector: str | None = None
    element_type: str
    effect: str
    change_type: str
    page_id: str = ""

    def text(self) -> str:
        target = f' "{self.selector}"' if self.selector else ""
        return f"{self.action}{target} [{self.element_type}] -> {self.change_type}: {self.effect}"


class BehaviorPattern(BaseModel):
    id: str
    action: str
    target_description: str = Field(description="element type: 'job listing', 'filter button', ...")
    effect: str
    change_type: str
    selectors: list[str] = Field(default_factory=list, description="example selectors (at most 3)")
    count: int = 1
    confirmed: bool = False
    first_seen: float = 0.0
    page_id: str = ""


class Edge(BaseModel):
    from_page_id: str
    to_page_id: str
    action: str
    selector: str | None = None


class PageNode(BaseModel):
    id: str
    understanding: str = ""
    raw_observations: list[str] = Field(default_factory=list)
    patterns: list[BehaviorPattern] = Field(default_factory=list)
    incoming_edges: list[Edge] = Field(default_factory=list)
    outgoing_edges: list[Edge] = Field(default_factory=list)
    visit_count: int = 0
    last_visited_at: float = 0.0
    last_url: str = ""
    urls: list[str] = Field(default_factory=list, description="distinct URLs seen for this page type (at most 5)")
    notes: list[str] = Field(default_factory=list, description="warnings and notes (enrich_current_page)")
    summarized: bool = False

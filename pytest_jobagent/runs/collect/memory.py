"""Phase 2 memory (jobs, pages, filter state, errors) and its circuit breakers; a stop always carries a reason."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from pytest_jobagent.browser.hosts import relative

from .dedup import Deduper
from .models import ApplyControl, DetailsLayout, FieldMap, JobData


@dataclass
class Breakers:
    max_jobs: int = 100
    max_pages: int = 10
    max_consecutive_errors: int = 3
    max_turns: int = 40
    timeout_s: float = 300.0
    stop_on_duplicate_only_page: bool = True


@dataclass
class PageTally:
    url: str
    new: int = 0
    duplicates: int = 0


@dataclass
class CollectMemory:
    """What the collection has done so far; `stop_reason()` is the breakers' verdict (None: go on)."""

    breakers: Breakers = field(default_factory=Breakers)
    jobs: list[JobData] = field(default_factory=list)
    dedup: Deduper = field(default_factory=Deduper)
    pages: list[PageTally] = field(default_factory=list)
    filters_applied: list[dict[str, list[str]]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    consecutive_errors: int = 0
    retries: int = 0  # model requests repeated because the one before was unusable (see `retried`)
    turns: int = 0
    field_maps: dict[str, FieldMap] = field(default_factory=dict)
    apply_controls: dict[str, ApplyControl] = field(default_factory=dict)
    layouts: dict[str, DetailsLayout] = field(default_factory=dict)  # details URL pattern -> where its values are
    started: float = field(default_factory=time.monotonic)

    # ---- recording -------------------------------------------------------------------------------------
    def start_page(self, url: str) -> PageTally:
        tally = PageTally(url)
        self.pages.append(tally)
        return tally

    def offer(self, job: JobData, tally: PageTally | None = None) -> bool:
        """Keep a job unless its key was seen before; True when kept."""
        if not self.dedup.add(job.job_key):
            if tally is not None:
                tally.duplicates += 1
            return False
        self.jobs.append(job)
        if tally is not None:
            tally.new += 1
        return True

    def error(self, text: str) -> None:
        self.errors.append(text)
        self.consecutive_errors += 1

    def ok(self) -> None:
        self.consecutive_errors = 0

    def retried(self, times: int = 1) -> None:
        """Count requests asked again after an unusable reply: corrective retries inside a call (its attempts - 1),
        a second ask about the same job, a collector turn after a turn whose reply stayed unusable."""
        self.retries += max(0, times)

    # ---- breakers --------------------------------------------------------------------------------------
    @property
    def full(self) -> bool:
        return len(self.jobs) >= self.breakers.max_jobs

    def stop_reason(self) -> str | None:
        b = self.breakers
        if len(self.jobs) >= b.max_jobs:
            return f"max_jobs: {len(self.jobs)} jobs collected (limit {b.max_jobs})"
        if self.consecutive_errors >= b.max_consecutive_errors:
            return (f"consecutive_errors: {self.consecutive_errors} in a row (limit {b.max_consecutive_errors}); "
                    f"last: {self.errors[-1]}")
        if self.turns >= b.max_turns:
            return f"max_turns: {self.turns} collector turns (limit {b.max_turns})"
        if time.monotonic() - self.started > b.timeout_s:
            return f"timeout: more than {b.timeout_s:g}s"
        return None

    def duplicate_only_page(self) -> str | None:
        """The breaker's reason when the latest page held only jobs collected before (None otherwise)."""
        if not (self.breakers.stop_on_duplicate_only_page and self.pages):
            return None
        last = self.pages[-1]
        if last.duplicates and not last.new:
            return f"duplicate_only_page: {relative(last.url)} held only jobs already collected ({last.duplicates})"
        return None

    def page_limit_reached(self) -> bool:
        return len(self.pages) >= self.breakers.max_pages

    def summary(self) -> str:
        pages = "; ".join(f"{i}. {relative(p.url)} new {p.new} dup {p.duplicates}" for i, p in enumerate(self.pages, 1))
        return (f"jobs collected: {len(self.jobs)} (limit {self.breakers.max_jobs}); duplicates skipped: "
                f"{self.dedup.duplicates}; pages visited: {len(self.pages)} (limit {self.breakers.max_pages})"
                + (f"\npages: {pages}" if pages else "")
                + (f"\nerrors: {len(self.errors)} (last: {self.errors[-1]})" if self.errors else ""))

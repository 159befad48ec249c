"""`run: collect`: Phase 2, Collector and Extractor walk the listings Phase 1 found and return deduplicated jobs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pytest_jobagent.lazy import lazy_exports
from pytest_jobagent.runs.kind import RunKind, deferred

from .schema import CollectScenario

if TYPE_CHECKING:
    from .dedup import Deduper, job_key, site_id
    from .models import JobData
    from .result import CollectionResult, CollectStats
else:
    # the engine is imported on first use (a name below, or the first run): registering the kind needs its model only
    __getattr__, __dir__ = lazy_exports(__name__, {
        ".dedup": ("Deduper", "job_key", "site_id"),
        ".models": ("JobData",),
        ".result": ("CollectionResult", "CollectStats"),
    })

KIND = RunKind(name="collect", scenario=CollectScenario, run=deferred(CollectScenario, f"{__name__}.run", "run_collect"),
               crawls=True, summary=(
    "Phase 2: Collector and Extractor use the exploration (run first in the same scenario, or a saved "
    "`ExplorationResult` JSON) to apply filters, walk pages, extract and dedupe jobs; list fields are mapped "
    "once per listing structure and then read by code, values are checked against the page text (and read as "
    "their kind: a salary has an amount, a posting date says when); a job's details view is read by the "
    "Extractor once per address pattern, later ones by code (the apply control it named, and the places its "
    "values were found: a details layout; a value every page shows alike is dropped as boilerplate); a listing "
    "whose click shows nothing new, or a details page answered with an HTTP error, is not read as details; a board "
    "that groups its jobs under their employer (a company block with its logo and name over job rows: Wellfound, "
    "Work at a Startup, Otta) gives each row its block's company and opens a block's folded rows (\"+2 more jobs\") "
    "before reading, and its blocks left with one row each under a filter still list the rows; the "
    "collector is not asked to finish when nothing is left to choose (the ThinkingAgent still judges it); a filter "
    "pass opens the filter panel, sets each option, clicks the panel's apply control when it has one (found "
    "by what it says) and closes a panel left open (Escape, else its Close/× control, never Cancel or Clear);"
    " `stats.retries` counts model requests asked again after an unusable reply; `collect: {extract: per_job}` "
    "has the Extractor read every job's details view instead (seed 000's Phase 2: one `extract_job` a job, its "
    "values the job's); `next_page` and `apply_filters` return the seed's `{success, has_more}` and `{success, "
    "job_count}`, read on the page they led to"))

__all__ = ["KIND", "CollectStats", "CollectionResult", "Deduper", "JobData", "job_key", "site_id"]

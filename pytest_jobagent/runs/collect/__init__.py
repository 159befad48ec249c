"""`run: collect`: Phase 2, Collector and Extractor walk the listings Phase 1 found and return deduplicated jobs."""

from pytest_jobagent.runs.kind import RunKind

from .dedup import Deduper, job_key, site_id
from .models import CollectionResult, CollectStats, JobData
from .run import run_collect
from .schema import CollectScenario

KIND = RunKind(name="collect", scenario=CollectScenario, run=run_collect, crawls=True, summary=(
    "Phase 2: Collector and Extractor use the exploration (run first in the same scenario, or a saved "
    "`ExplorationResult` JSON) to apply filters, walk pages, extract and dedupe jobs; list fields are mapped "
    "once per listing structure and then read by code, values are checked against the page text; a filter "
    "pass opens the filter panel, sets each option, clicks the panel's apply control when it has one (found "
    "by what it says) and closes a panel left open (Escape, else its Close/× control, never Cancel or Clear);"
    " `stats.retries` counts model requests asked again after an unusable reply"))

__all__ = ["KIND", "CollectStats", "CollectionResult", "Deduper", "JobData", "job_key", "site_id"]

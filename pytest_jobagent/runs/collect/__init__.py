"""`run: collect`: Phase 2, Collector and Extractor walk the listings Phase 1 found and return deduplicated jobs."""

from pytest_jobagent.runs.kind import RunKind

from .dedup import Deduper, job_key, site_id
from .models import CollectionResult, CollectStats, JobData
from .run import run_collect
from .schema import CollectScenario

KIND = RunKind(name="collect", scenario=CollectScenario, run=run_collect, crawls=True, summary=(
    "Phase 2: Collector and Extractor use the exploration (run first in the same scenario, or a saved "
    "`ExplorationResult` JSON) to apply filters, walk pages, extract and dedupe jobs; list fields are mapped "
    "once per listing structure and then read by code, values are checked against the page text (and read as "
    "their kind: a salary has an amount, a posting date says when); a job's details view is read by the "
    "Extractor once per address pattern, later ones by code (the apply control it named, and the places its "
    "values were found: a details layout; a value every page shows alike is dropped as boilerplate); a listing "
    "whose click shows nothing new, or a details page answered with an HTTP error, is not read as details; the "
    "collector is not asked to finish when nothing is left to choose (the ThinkingAgent still judges it); a filter "
    "pass opens the filter panel, sets each option, clicks the panel's apply control when it has one (found "
    "by what it says) and closes a panel left open (Escape, else its Close/× control, never Cancel or Clear);"
    " `stats.retries` counts model requests asked again after an unusable reply"))

__all__ = ["KIND", "CollectStats", "CollectionResult", "Deduper", "JobData", "job_key", "site_id"]

"""Phase 2 collection: Collector and Extractor agents walk listings found by Phase 1 and return deduplicated jobs."""

from .dedup import Deduper, job_key, site_id
from .models import CollectionResult, CollectStats, JobData

__all__ = ["CollectStats", "CollectionResult", "Deduper", "JobData", "job_key", "site_id"]

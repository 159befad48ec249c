"""Property: the bundled (heuristic) model's extractor replies fit the tool's schema on every saved real page.

Each page of ../shared/realpages is served offline and read as a collect run reads it: its listing groups by the
observer, their items and the `map_fields` prompt by the collect package's own code, the details prompt by
`page_text` and `strip_origin` as details.py builds it. The prompt goes to the heuristic model through the real
client and its HTTP server with no corrective retry, so a reply the tool's pydantic schema rejects fails here; a
field map must also pass the harness's own check (a title leaf that holds text in most samples, no field on an empty
or wrong-kind leaf).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from pytest_jobagent import browser
from pytest_jobagent.browser import wait_for_settle
from pytest_jobagent.browser.hosts import relative, strip_origin
from pytest_jobagent.heuristic.server import HeuristicServer
from pytest_jobagent.llm.client import LLMClient
from pytest_jobagent.llm.settings import LLMSettings
from pytest_jobagent.runs.collect import extractor
from pytest_jobagent.runs.collect.details import DETAILS_BUDGET
from pytest_jobagent.runs.collect.grounding import check_field_map
from pytest_jobagent.runs.collect.listing import describe_samples, leaf_texts, read_items
from pytest_jobagent.siteserver import SiteServer

ROOT = Path(os.environ.get("JOBAGENT_REALPAGES", Path(__file__).resolve().parents[3] / "shared" / "realpages"))
pytestmark = pytest.mark.skipif(not (ROOT / "truth.json").is_file(),
                                reason=f"saved real pages not found at {ROOT} (set JOBAGENT_REALPAGES)")
TRUTH = json.loads((ROOT / "truth.json").read_text())["pages"] if (ROOT / "truth.json").is_file() else {}
GROUPS_PER_PAGE = 3  # the listing groups a collect may read on one page: the observer's first ones


@pytest.fixture(scope="module")
def realpages():
    server = SiteServer(ROOT)
    yield server
    server.close()


@pytest.fixture(scope="module")
def llm():
    """The heuristic model behind its OpenAI-compatible HTTP server, asked once per prompt (no corrective retry)."""
    with HeuristicServer() as server:
        settings = LLMSettings(provider="heuristic", base_url=server.url, model="jobagent-heuristic", max_retries=0,
                               corrective_retries=0)
        yield LLMClient(settings)


@pytest.mark.parametrize("name", sorted(TRUTH))
def test_extractor_replies_validate_on_every_saved_page(mpage, realpages, llm, name):
    mpage.goto(realpages.url(name), wait_until="load")
    wait_for_settle(mpage)
    groups = browser.observe_page(mpage, verify=False).listing_groups[:GROUPS_PER_PAGE]  # as extraction.py reads them
    mapped = 0
    first_job = ""
    for group in groups:
        items = read_items(mpage, group.pattern)
        if not items:
            continue
        samples = items[:3]
        # the client validates the reply against MapFields; with no corrective retry a reply it rejects raises here
        call, args = extractor.map_fields(llm, pattern=group.pattern, samples=describe_samples(samples), filters={})
        assert call.name == "map_fields"
        texts = [leaf_texts(i) for i in samples]
        # where some leaf holds text in most samples a field map exists, and the reply must be one the harness takes
        # (on a group of unlike items, a dialog's parts, no title leaf exists: the schema still holds, the check not)
        keys = {k for t in texts for k in t}
        if any(sum(1 for t in texts if (t.get(k) or "").strip()) * 2 > len(texts) for k in keys):
            problem = check_field_map(args.model_dump(), texts)
            assert problem is None, f"{name} {group.pattern}: {problem}"
        for field, key in args.model_dump().items():
            if key is not None and field != "easy_apply_marker":
                assert any((t.get(key) or "").strip() for t in texts), f"{field} on a leaf empty in every sample"
        mapped += 1
        first_job = first_job or (texts[0].get(args.title) or "")
    if TRUTH[name].get("jobs") and groups:
        assert mapped, f"{name}: no listing group had items to map"

    # a details prompt as details.py builds it, with what a listing showed
    _, rendered = browser.page_text(mpage, budget=DETAILS_BUDGET)
    dom = strip_origin(rendered.text, mpage.url)
    listing = f"title: {first_job}" if first_job else ""
    call, job = extractor.extract_job(llm, listing=listing, url=relative(mpage.url), dom=dom)
    assert call.name == "extract_job"
    assert all(isinstance(getattr(job, f), str) for f in ("title", "company", "location"))
    assert job.apply_type in ("easy_apply", "external", "unknown")

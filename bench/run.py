"""Benchmarks as one flat JSON object of named figures: `python bench/run.py --json FILE`.

Browser layer figures (issue 3):
  settle_*      settle wait after each scripted action on the bundled sites, against the fixed 1 s wait the
                Page Explorer design used; settle_complete_ratio says how often the DOM after our settle already
                equals the DOM one second later (i.e. we did not stop early).
  serialize_*   serialization of each saved real page: tokens (approximate, len/4) and time (snapshot + render),
                with the raw HTML size for comparison.
Later issues add their figures to the same object (one function each, registered in SECTIONS).
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from pytest_jobagent.browser import actions as act
from pytest_jobagent.browser import approx_tokens, build_observation, page_text, take_snapshot
from pytest_jobagent.browser.launch import block_external_requests, find_chromium, launch_options
from pytest_jobagent.browser.settle import wait_for_settle
from pytest_jobagent.siteserver import SiteRegistry, SiteServer

FIXED_WAIT_MS = 1000
SPA_START = "/jobs/search?keywords=engineer&location=United%20States"

# site, start path, actions: (kind, target, value). Targets are Playwright selectors matching one element.
SCRIPTS: list[tuple[str, str, list[tuple[str, str, Any]]]] = [
    ("jobboard_spa", SPA_START, [
        ("click", "button.search-reusables__all-filters-pill-button", None),
        ("click", "button[aria-label='Dismiss']:visible", None),
        ("click", "button[aria-label='Page 2']", None),
        ("click", "a.job-card-list__title >> nth=3", None),
        ("type", "#jobs-search-box-keyword-id", "data engineer"),
    ]),
    ("jobboard_spa_v2", SPA_START, [
        ("click", "button.search-reusables__filter-trigger--all", None),
        ("click", "button[aria-label='Dismiss']:visible", None),
        ("click", "a.job-card-job-posting-card-wrapper__title-link >> nth=2", None),
    ]),
    ("jobboard_classic", "/jobs?q=engineer&l=", [
        ("click", "nav[aria-label=pagination] a:has-text('Next')", None),
        ("click", "a.jcs-JobTitle >> nth=0", None),
        ("click", "#applyButtonLinkContainer a", None),
    ]),
    ("ats_workday", "/", [
        ("type", "[data-automation-id='keywordSearchInput']", "engineer"),
        ("click", "a[data-automation-id='jobTitle'] >> nth=0", None),
        ("click", "[data-automation-id='adventureButton']", None),
        ("click", "[data-automation-id='applyManually']", None),
    ]),
    ("ats_greenhouse", "/", [
        ("click", "div.opening > a >> nth=0", None),
        ("click", "a#apply_button", None),
    ]),
]


def _dom(page: Any) -> str:
    """A layout-and-content digest of the page to compare two moments."""
    snap = take_snapshot(page, verify=False)
    return "\n".join(f"{n.kind}|{n.tag}|{n.name}|{n.value}|{n.state}" for n in snap.nodes)


@dataclass
class Bench:
    """What every section gets: one browser, the bundled sites, the saved real pages."""

    browser: Any
    registry: SiteRegistry
    realpages: Path


def bench_settle(bench: Bench) -> dict[str, float]:
    browser, registry = bench.browser, bench.registry
    waits: list[float] = []
    elapsed: list[float] = []
    per_site: dict[str, list[float]] = {}
    complete = 0
    failures = 0
    for site, start, steps in SCRIPTS:
        context = browser.new_context()
        block_external_requests(context)
        page = context.new_page()
        page.goto(registry.serve(site).url(start), wait_until="load")
        wait_for_settle(page)
        for kind, target, value in steps:
            if kind == "click":
                result = act.click(page, target)
            else:
                result = act.type_text(page, target, value, submit=True)
            if not result.success or result.settle is None:
                failures += 1
                print(f"  {site}: {kind} {target}: {result.error}", file=sys.stderr)
                continue
            waits.append(result.settle.waited_ms)
            elapsed.append(result.elapsed_ms)
            per_site.setdefault(site, []).append(result.settle.waited_ms)
            settled_dom = _dom(page)
            page.wait_for_timeout(FIXED_WAIT_MS)  # the baseline: what a fixed 1 s wait would have seen
            complete += settled_dom == _dom(page)
        context.close()
    figures: dict[str, float] = {
        "settle_actions": len(waits),
        "settle_action_failures": failures,
        "settle_fixed_wait_ms": FIXED_WAIT_MS,
        "settle_ms_mean": round(statistics.mean(waits), 1),
        "settle_ms_median": round(statistics.median(waits), 1),
        "settle_ms_max": round(max(waits), 1),
        "settle_speedup_vs_fixed_1s": round(FIXED_WAIT_MS / statistics.mean(waits), 2),
        "settle_time_saved_pct": round(100 * (1 - statistics.mean(waits) / FIXED_WAIT_MS), 1),
        "settle_complete_ratio": round(complete / len(waits), 3),
        "settle_action_total_ms_mean": round(statistics.mean(elapsed), 1),
        "settle_action_total_ms_mean_fixed_1s": round(statistics.mean(e - w for e, w in zip(elapsed, waits)) + FIXED_WAIT_MS, 1),
    }
    for site, values in per_site.items():
        figures[f"settle_ms_mean_{site}"] = round(statistics.mean(values), 1)
    return figures


def bench_serialize(bench: Bench) -> dict[str, float]:
    browser, realpages = bench.browser, bench.realpages
    truth_file = realpages / "truth.json"
    if not truth_file.is_file():
        print(f"  real pages not found at {realpages}: serialization figures skipped", file=sys.stderr)
        return {}
    names = sorted(json.loads(truth_file.read_text())["pages"])
    server = SiteServer(realpages)
    context = browser.new_context()
    block_external_requests(context)
    page = context.new_page()
    figures: dict[str, float] = {}
    tokens_all, times_all = [], []
    try:
        for name in names:
            page.goto(server.url(name), wait_until="load")
            wait_for_settle(page)
            page_text(page)  # warm-up: the first call on a page installs the script
            started = time.perf_counter()
            _, rendered = page_text(page)
            elapsed = (time.perf_counter() - started) * 1000
            started = time.perf_counter()
            build_observation(take_snapshot(page, skeleton=True, verify=False))
            observe_ms = (time.perf_counter() - started) * 1000
            key = re.sub(r"\W+", "_", Path(name).stem)
            raw = approx_tokens((realpages / name).read_text(errors="replace"))
            figures[f"serialize_tokens_{key}"] = rendered.tokens
            figures[f"serialize_ms_{key}"] = round(elapsed, 1)
            figures[f"serialize_raw_html_tokens_{key}"] = raw
            figures[f"serialize_cut_lines_{key}"] = rendered.cut_lines
            figures[f"observe_ms_{key}"] = round(observe_ms, 1)
            tokens_all.append(rendered.tokens)
            times_all.append(elapsed)
    finally:
        context.close()
        server.close()
    figures["serialize_pages"] = len(names)
    figures["serialize_tokens_max"] = max(tokens_all)
    figures["serialize_tokens_mean"] = round(statistics.mean(tokens_all), 1)
    figures["serialize_ms_mean"] = round(statistics.mean(times_all), 1)
    figures["serialize_ms_max"] = round(max(times_all), 1)
    return figures


# Later issues register their sections here; each returns flat, prefixed figures.
SECTIONS: dict[str, Callable[[Bench], dict[str, float]]] = {"settle": bench_settle, "serialize": bench_serialize}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--json", metavar="FILE", help="write the figures to FILE as one flat JSON object")
    parser.add_argument("--only", choices=sorted(SECTIONS), action="append", help="run only these sections")
    parser.add_argument("--realpages", default=str(REPO.parent / "shared" / "realpages"), help="saved real pages")
    parser.add_argument("--sites", default=str(REPO / "sites"), help="root of the bundled sites")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    executable = find_chromium()
    figures: dict[str, float] = {}
    registry = SiteRegistry(Path(args.sites))
    with sync_playwright() as pw:
        browser = pw.chromium.launch(**launch_options(executable))
        bench = Bench(browser=browser, registry=registry, realpages=Path(args.realpages))
        try:
            for name, section in SECTIONS.items():
                if not args.only or name in args.only:
                    figures.update(section(bench))
        finally:
            browser.close()
            registry.close()
    text = json.dumps(figures, indent=2, sort_keys=True)
    if args.json:
        Path(args.json).write_text(text + "\n")
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

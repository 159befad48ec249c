"""The collect run's expectation checks: the CollectionResult's jobs, against the site's truth.json when asked."""

from __future__ import annotations

import re
import urllib.parse
from collections.abc import Callable, Mapping
from typing import Any

from pytest_jobagent.runs.checks import check_count, check_equal, check_steering, check_thinking
from pytest_jobagent.values import key_text

from . import page_truth as pt
from .result import CollectionResult
from .schema import CollectExpect


def _address(url: str | None) -> str:
    """Path and query of a URL, the part a site's own truth writes ("/jobs/x.html?id=1")."""
    parts = urllib.parse.urlsplit(url or "")
    return parts.path + ("?" + parts.query if parts.query else "") if parts.path else ""


def _canonical(url: str | None) -> str:
    """A URL as the browser resolves it: an address with a host and no path has the path "/"
    ("https://example.com?id=1" is "https://example.com/?id=1"), and its host is case-free."""
    parts = urllib.parse.urlsplit(url or "")
    if not parts.netloc:
        return url or ""
    return urllib.parse.urlunsplit((parts.scheme, parts.netloc.lower(), parts.path or "/", parts.query, parts.fragment))


def truth_jobs(truth: dict, queries: str | list[str]) -> tuple[dict[str, dict], list[str]]:
    """Ids and job records of truth.json queries (ids listed under any list-valued key of a query: jks, ids)."""
    names = [queries] if isinstance(queries, str) else list(queries)
    ids: list[str] = []
    problems = []
    for name in names:
        query = (truth.get("queries") or {}).get(name)
        if query is None:
            problems.append(f"jobs.match_truth: no query {name!r} in truth.json; queries are {list(truth.get('queries') or {})}")
            continue
        listed = next((v for k, v in query.items() if isinstance(v, list) and k in ("jks", "ids", "job_ids")), [])
        ids += [i for i in listed if i not in ids]
    listed_jobs = truth.get("jobs") or {}
    # a truth may list its jobs as objects keyed by their own `id` rather than as a mapping id -> job
    jobs = {str(job["id"]): job for job in listed_jobs if isinstance(job, dict) and job.get("id") is not None} \
        if isinstance(listed_jobs, list) else listed_jobs
    return {i: jobs.get(str(i), {}) for i in ids}, problems


def check_collect(expect: CollectExpect, result: CollectionResult, *, truth: dict | None = None,
                  resolves: Callable[[str], bool] | None = None,
                  page_truth: Mapping[str, Any] | None = None) -> list[str]:
    """Expectations of a collect run against its CollectionResult (and the site's truth.json for match_truth, the
    saved start page's truth for match_page_truth)."""

    problems = check_equal("success", expect.success, result.success)
    if result.error and expect.success:
        problems.append(f"collection error: {result.error}")
    jobs = result.jobs
    wanted = expect.jobs
    if wanted is not None:
        problems += check_count("jobs", wanted, len(jobs))
        if wanted.unique:
            keys = [j.job_key for j in jobs]
            repeated = sorted({k for k in keys if keys.count(k) > 1})
            if repeated:
                problems.append(f"jobs.unique: {len(repeated)} job keys collected more than once: {repeated[:5]}")
        for name in wanted.fields:
            empty = [j.title or j.job_key for j in jobs if not str(getattr(j, name, "") or "").strip()]
            if empty:
                problems.append(f"jobs.fields: {name} is empty for {len(empty)} jobs: {empty[:5]}")
        for name, pattern in wanted.values.items():
            rule = re.compile(pattern, re.IGNORECASE)
            wrong = [f"{j.title or j.job_key}: {getattr(j, name, None)!r}" for j in jobs
                     if not rule.search(str(getattr(j, name, "") or ""))]
            if wrong:
                problems.append(f"jobs.values: {name} does not match /{pattern}/ for {len(wrong)} of {len(jobs)} jobs: "
                                f"{wrong[:5]}")
        if wanted.match_truth is not None:
            if truth is None:
                problems.append("jobs.match_truth: the site has no truth.json")
            else:
                expected, missing_queries = truth_jobs(truth, wanted.match_truth)
                problems += missing_queries
                got = {j.site_id: j for j in jobs if j.site_id}
                extra = [i for i in got if i not in expected]
                # a job whose address carries no id (/jobs/store-associate.html) is the truth's job at that address
                by_address = {_address(j.source_url): j for j in jobs if j.source_url}
                for job_id, record in expected.items():
                    address = _address(record.get("detail_url"))
                    if job_id not in got and address and address in by_address:
                        got[job_id] = by_address[address]
                missing = [i for i in expected if i not in got]
                if missing:
                    problems.append(f"jobs.match_truth: {len(missing)} of {len(expected)} truth jobs not collected: "
                                    f"{[expected[i].get('title', i) for i in missing[:5]]}")
                if extra:
                    problems.append(f"jobs.match_truth: {len(extra)} collected jobs are not in the truth: "
                                    f"{[got[i].title for i in extra[:5]]}")
                wrong = []
                for job_id, record in expected.items():
                    job = got.get(job_id)
                    if job is None:
                        continue
                    for name in ("title", "company", "location", "apply_type"):
                        found, want = key_text(getattr(job, name)), key_text(record.get(name))
                        # a listing may add the workplace to the location: "Boston, MA (On-site)"
                        ok = found == want or (name == "location" and found.startswith(want + " "))
                        if name in record and record[name] is not None and not ok:
                            wrong.append(f"{job_id} {name}: truth {record[name]!r}, collected {getattr(job, name)!r}")
                    truth_url = record.get("apply_url")
                    if truth_url:
                        path = urllib.parse.urlsplit(job.apply_url)
                        # a truth URL with a scheme (another site, mailto:) is compared whole; a site path by path+query
                        truth_parts = urllib.parse.urlsplit(truth_url)
                        found_url = job.apply_url if truth_parts.scheme else urllib.parse.urlunsplit(
                            ("", "", path.path, path.query, path.fragment if truth_parts.fragment else ""))
                        if _canonical(found_url) != _canonical(truth_url):
                            wrong.append(f"{job_id} apply_url: truth {truth_url!r}, collected {job.apply_url!r}")
                if wrong:
                    problems.append(f"jobs.match_truth: {len(wrong)} fields differ from the truth: {wrong[:5]}")
        if wanted.match_page_truth:
            if page_truth is None:
                problems.append("jobs.match_page_truth: the start page has no truth")
            else:
                problems += pt.problems(pt.score(jobs, page_truth))
        if wanted.apply_urls_resolve and resolves is not None:
            bad = [j.apply_url for j in jobs if not resolves(j.apply_url)]
            if bad:
                problems.append(f"jobs.apply_urls_resolve: {len(bad)} apply urls do not resolve: {bad[:5]}")
    for kind, count in expect.apply_types.items():
        problems += check_count(f"apply_types.{kind}", count, sum(1 for j in jobs if j.apply_type == kind))
    problems += check_count("duplicates_skipped", expect.duplicates_skipped, result.duplicates_skipped)
    problems += check_count("pages_visited", expect.pages_visited, len(result.pages_visited))
    if expect.stopped_because is not None and expect.stopped_because.lower() not in result.stop_reason.lower():
        problems.append(f"stopped_because: expected {expect.stopped_because!r} in the stop reason, "
                        f"found {result.stop_reason!r}")
    problems += check_equal("stopped_early", expect.stopped_early, result.stopped_early)
    if expect.llm_calls_per_job is not None and result.stats.llm_calls_per_job > expect.llm_calls_per_job.max:
        problems.append(f"llm_calls_per_job: expected at most {expect.llm_calls_per_job.max}, "
                        f"found {result.stats.llm_calls_per_job}")
    for name, count in expect.extraction.items():
        if not hasattr(result.stats, name):
            problems.append(f"extraction.{name}: no such counter")
            continue
        problems += check_count(f"extraction.{name}", count, getattr(result.stats, name))
    problems += check_thinking(expect.thinking, result.thinking) + check_steering(expect, result)
    return problems



"""A saved page's hand-counted truth against the jobs a collect returned: find the truth, pair jobs, count values."""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata
import urllib.parse
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

FIELDS = ("title", "company", "location")


class CollectedJob(Protocol):
    """What the comparison reads of a collected job (JobData has it; so does a job read back from JSON)."""

    title: str
    company: str
    location: str
    source_url: str


@dataclass(frozen=True)
class JobValues:
    """A collected job's values as plain data, e.g. from a collection_result.json attachment."""

    title: str = ""
    company: str = ""
    location: str = ""
    source_url: str = ""

    @classmethod
    def of(cls, job: Mapping[str, Any]) -> JobValues:
        return cls(**{name: str(job.get(name) or "") for name in (*FIELDS, "source_url")})


def address(url: str | None) -> str:
    """Path and query of a URL, percent-decoded, without a trailing slash: "/rc/clk?jk=1&vjs=3" for an absolute or
    relative link alike (the saved page's links are served from another host than the one they were saved from)."""
    parts = urllib.parse.urlsplit(urllib.parse.unquote((url or "").strip().replace("&amp;", "&")))
    path = parts.path.rstrip("/") or ("/" if parts.path else "")
    return path + ("?" + parts.query if parts.query else "") if path or parts.query else ""


_EDGE = re.compile(r"^[\W_]+|[\W_]+$")


def norm(value: Any) -> str:
    """A value as compared: Unicode NFKC, casefolded, whitespace collapsed, punctuation and symbols at either end
    stripped ("  Acme, Inc. " and "ACME, INC" are equal; "· ·" is empty)."""
    text = " ".join(unicodedata.normalize("NFKC", str(value or "")).casefold().split())
    return _EDGE.sub("", text)


def same(found: Any, truth: Any) -> bool:
    return norm(found) == norm(truth)


@dataclass
class Pairing:
    """Collected jobs paired with the page's truth jobs: `pairs` (collected index, truth index), `extra` collected
    jobs that are no job of the page, `missing` truth jobs nobody collected. A job collected twice pairs twice."""

    pairs: list[tuple[int, int]] = field(default_factory=list)
    extra: list[int] = field(default_factory=list)
    missing: list[int] = field(default_factory=list)


def pair_jobs(jobs: Sequence[CollectedJob], truth_jobs: Sequence[Mapping[str, Any]]) -> Pairing:
    """Each collected job to the truth job it belongs to: first by the address (path + query) of its source URL
    against the truth's `href`, else by normalized title. A truth job not yet taken is preferred; a second job at
    the same address or with the same title pairs with the already taken one (a repeat, still a job of the page)."""
    by_address: dict[str, list[int]] = {}
    by_title: dict[str, list[int]] = {}
    for t, record in enumerate(truth_jobs):
        if record.get("href") and address(record["href"]):
            by_address.setdefault(address(record["href"]), []).append(t)
        if norm(record.get("title")):
            by_title.setdefault(norm(record.get("title")), []).append(t)
    taken: set[int] = set()
    paired: dict[int, int] = {}

    def take(j: int, candidates: list[int], repeat: bool) -> None:
        free = [t for t in candidates if t not in taken]
        if free or (repeat and candidates):
            t = (free or candidates)[0]
            taken.add(t)
            paired[j] = t

    # both passes first take free truth jobs only, so that a repeat never steals the pair of a later job
    for repeat in (False, True):
        for j, job in enumerate(jobs):
            if j not in paired and address(job.source_url) in by_address:
                take(j, by_address[address(job.source_url)], repeat)
        for j, job in enumerate(jobs):
            if j not in paired and norm(job.title) in by_title:
                take(j, by_title[norm(job.title)], repeat)
    return Pairing(pairs=sorted(paired.items()), extra=[j for j in range(len(jobs)) if j not in paired],
                   missing=[t for t in range(len(truth_jobs)) if t not in taken])


# a field the truth says the page shows no value for (`"company": null` on a board whose cards hide it): the collect
# must leave it empty, not fill it from elsewhere (the board's own name, a contract type)
SHOWS_NONE = ""


def truth_value(record: Mapping[str, Any], name: str, company_single: str | None) -> str | None:
    """The truth's value of a field: SHOWS_NONE where it is null (the page shows none; on a single employer's page the
    company is the employer's), None where the truth leaves the field out (it does not say)."""
    if name not in record:
        return None
    value = record[name]
    if name == "company" and value is None and company_single:
        return company_single
    return SHOWS_NONE if value is None else str(value)


@dataclass
class Score:
    """How a collect did on one page: values right of values compared, listings right of collected, jobs found."""

    values_right: int = 0
    values_compared: int = 0
    listings_right: int = 0
    collected: int = 0
    found: int = 0
    truth_jobs: int = 0
    differences: list[str] = field(default_factory=list)
    extra: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    # per field (title, company, location): [right, compared]
    by_field: dict[str, list[int]] = field(default_factory=dict)
    # per field: values of jobs collected and paired that came out empty (not read) rather than wrong (misread)
    empty: dict[str, int] = field(default_factory=dict)

    def __iadd__(self, other: Score) -> Score:
        for name in ("values_right", "values_compared", "listings_right", "collected", "found", "truth_jobs"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        for name, (right, compared) in other.by_field.items():
            counts = self.by_field.setdefault(name, [0, 0])
            counts[0] += right
            counts[1] += compared
        for name, count in other.empty.items():
            self.empty[name] = self.empty.get(name, 0) + count
        return self


def score(jobs: Sequence[CollectedJob], page: Mapping[str, Any]) -> Score:
    """Compare a collect's jobs with a page's truth (truth.json `pages.<file>`). Values compared are the title,
    company and location of every truth job that names them, a null one included (the collect must leave it empty): a
    truth job nobody collected counts its values as wrong, so the share right is of the values a person reads on the
    page. Listings right are collected jobs paired with a truth
    job (repeats included: they are jobs of the page)."""
    truth_jobs = list(page.get("jobs") or [])
    single = page.get("company_single")
    pairing = pair_jobs(jobs, truth_jobs)
    result = Score(collected=len(jobs), truth_jobs=len(truth_jobs), listings_right=len(pairing.pairs))
    first: dict[int, int] = {}
    for j, t in pairing.pairs:
        first.setdefault(t, j)
    result.found = len(first)
    for t, record in enumerate(truth_jobs):
        for name in FIELDS:
            want = truth_value(record, name, single)
            if want is None:
                continue
            result.values_compared += 1
            counts = result.by_field.setdefault(name, [0, 0])
            counts[1] += 1
            if t not in first:
                continue
            got = getattr(jobs[first[t]], name)
            if same(got, want):
                result.values_right += 1
                counts[0] += 1
            else:
                if not norm(got):
                    result.empty[name] = result.empty.get(name, 0) + 1
                shown = "none shown" if want == SHOWS_NONE else repr(want)
                result.differences.append(f"{record.get('title') or t!s} {name}: truth {shown}, collected {got!r}")
    result.extra = [jobs[j].title or jobs[j].source_url for j in pairing.extra]
    result.missing = [str(truth_jobs[t].get("title") or truth_jobs[t].get("href") or t) for t in pairing.missing]
    return result


def problems(result: Score, shown: int = 5) -> list[str]:
    """The failures of `jobs.match_page_truth`: counts, and the first few of each kind."""
    out = []
    if result.missing:
        out.append(f"jobs.match_page_truth: {len(result.missing)} of {result.truth_jobs} jobs of the page not "
                   f"collected: {result.missing[:shown]}")
    if result.extra:
        out.append(f"jobs.match_page_truth: {len(result.extra)} of {result.collected} collected jobs are not jobs of "
                   f"the page: {result.extra[:shown]}")
    if result.differences:
        out.append(f"jobs.match_page_truth: {len(result.differences)} values differ from the page "
                   f"({result.values_right} of {result.values_compared} right): {result.differences[:shown]}")
    return out


class TruthNotFound(LookupError):
    """No truth.json at or above the site folder names the start page."""


def find_page_truth(site_root: Path, start: str) -> tuple[str, dict[str, Any]]:
    """The truth of a saved page: the first truth.json in the site folder or one of its parents whose `pages` has
    the start page's path relative to that file's folder ("indeed/indeed_hk_serp.html"); (key, page truth)."""
    site_root = site_root.resolve()
    path = urllib.parse.unquote(urllib.parse.urlsplit(start).path).lstrip("/")
    page_file = (site_root / path).resolve()
    looked = []
    for folder in (site_root, *site_root.parents):
        truth_file = folder / "truth.json"
        if not truth_file.is_file():
            continue
        try:
            key = page_file.relative_to(folder).as_posix()
        except ValueError:
            continue
        pages = json.loads(truth_file.read_text(encoding="utf-8")).get("pages") or {}
        if key in pages:
            return key, pages[key]
        looked.append(f"{truth_file} (no page {key!r})")
    raise TruthNotFound(f"jobs.match_page_truth: no truth for the start page {start!r} of {site_root}: "
                        + ("; ".join(looked) if looked else "no truth.json in the site folder or its parents"))


def halves(pages: Mapping[str, Mapping[str, Any]]) -> tuple[list[str], list[str]]:
    """(tune, check): the pages added 2026-11-29 ordered by the SHA-256 of their names, the first half tuned on; the
    split is fixed by the names alone, never by how a page does."""
    added = sorted((name for name, truth in pages.items() if "language" in truth),
                   key=lambda name: hashlib.sha256(name.encode()).hexdigest())
    return added[: len(added) // 2], added[len(added) // 2:]


def half_of(name: str, pages: Mapping[str, Mapping[str, Any]]) -> str:
    """"older" (the English pages before the split, tuned on), "tune" or "check"."""
    tune, check = halves(pages)
    return "tune" if name in tune else "check" if name in check else "older"

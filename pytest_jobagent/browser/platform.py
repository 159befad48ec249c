"""Job platform detection (workday, greenhouse, lever, linkedin, indeed, generic) from the URL and the markup."""

from __future__ import annotations

import urllib.parse
from typing import Any

PLATFORMS = ("workday", "greenhouse", "lever", "linkedin", "indeed")

# Hosts that belong to a platform: the page's own URL is decisive, a canonical/og:url nearly so.
HOSTS: dict[str, tuple[str, ...]] = {
    "workday": ("myworkdayjobs.com", "myworkday.com", "workday.com"),
    "greenhouse": ("greenhouse.io",),
    "lever": ("lever.co",),
    "linkedin": ("linkedin.com",),
    "indeed": ("indeed.com",) + tuple(f"indeed.{tld}" for tld in ("co.uk", "ca", "de", "fr", "com.au", "hk", "co.in")),
}

# Markup that only a platform's own pages carry (counted in the page by js/facts.js).
MARKERS: dict[str, dict[str, str]] = {
    "workday": {
        "data-automation-id": "[data-automation-id]",
        "data-uxi-widget-type": "[data-uxi-widget-type]",
        "workday-host-link": 'a[href*="myworkdayjobs.com"],a[href*="myworkday.com"]',
        "wd-class": '[class*="wd-"],[class^="WD"],[id^="wd-"]',
    },
    "greenhouse": {
        "grnhse": '#grnhse_app,[id^="grnhse"],[class*="grnhse"]',
        "greenhouse-script": 'script[src*="greenhouse"],link[href*="greenhouse.io"]',
        "greenhouse-link": 'a[href*="greenhouse.io"]',
        "application-form": '#application-form,#application_form,form[action*="greenhouse"]',
        "gh-jid": 'a[href*="gh_jid="]',
        "classic-board": "#app_body,#main_fields,#submit_app,section.level-0,div.opening",
    },
    "lever": {
        "posting-qa": '[data-qa="posting-name"],[data-qa-posting-id],.posting-apply,.posting-btn-submit',
        "lever-script": 'script[src*="lever.co"],link[href*="lever.co"]',
        "lever-link": 'a[href*="lever.co"]',
        # the hosted apply page: Lever's own label/field/headline/button classes
        "lever-apply": ".application-label,.application-field,.posting-headline,.template-btn-submit",
    },
    "linkedin": {
        "entity-urn": '[data-entity-urn^="urn:li:"]',
        "results-list": ".jobs-search__results-list,.base-search-card,.jobs-search-results-list",
        "linkedin-script": 'script[src*="licdn.com"],link[href*="licdn.com"]',
        "linkedin-ui": '[class*="artdeco-"],[class*="scaffold-layout"],[class*="jobs-search-"],[class*="job-card-container"]',
    },
    "indeed": {
        "data-jk": "[data-jk]",
        "jobsearch-class": '[class*="jobsearch-"],[id^="jobsearch"]',
        "indeed-script": 'script[src*="indeed.com"],link[href*="indeed.com"]',
    },
}

# How much each kind of evidence counts; outbound links are weak (any careers page links to its ATS).
WEIGHTS: dict[str, float] = {
    "url": 10, "canonical": 6, "site_name": 5,
    "data-automation-id": 3, "data-uxi-widget-type": 3, "workday-host-link": 1, "wd-class": 1,
    "grnhse": 4, "greenhouse-script": 3, "greenhouse-link": 1, "application-form": 1, "gh-jid": 1, "classic-board": 2,
    "posting-qa": 4, "lever-script": 3, "lever-link": 1, "lever-apply": 3,
    "entity-urn": 4, "results-list": 4, "linkedin-script": 3, "linkedin-ui": 2,
    "data-jk": 4, "jobsearch-class": 3, "indeed-script": 3,
}
THRESHOLD = 3.0


def host_platform(url: str) -> str | None:
    host = (urllib.parse.urlsplit(url).hostname or "").lower()
    for platform, suffixes in HOSTS.items():
        if any(host == s or host.endswith("." + s) for s in suffixes):
            return platform
    return None


def detect_platform(url: str, markers: dict[str, dict[str, int]], meta: Any = None) -> tuple[str, list[str]]:
    """The platform with the strongest evidence above a threshold, else "generic"; plus the evidence."""
    scores = {p: 0.0 for p in PLATFORMS}
    evidence: dict[str, list[str]] = {p: [] for p in PLATFORMS}

    def add(platform: str, kind: str, detail: str, multiplier: float = 1.0) -> None:
        scores[platform] += WEIGHTS[kind] * multiplier
        evidence[platform].append(detail)

    if platform := host_platform(url):
        add(platform, "url", f"url host {urllib.parse.urlsplit(url).hostname}")
    for attr in ("canonical", "og_url"):
        other = getattr(meta, attr, "") if meta is not None else ""
        if other and (platform := host_platform(other)):
            add(platform, "canonical", f"{attr} {urllib.parse.urlsplit(other).hostname}")
            break
    site_name = (getattr(meta, "og_site_name", "") or "").lower() if meta is not None else ""
    for platform in PLATFORMS:
        if platform in site_name.replace(" ", ""):
            add(platform, "site_name", f"og:site_name {site_name!r}")
    for platform, found in (markers or {}).items():
        for kind, n in found.items():
            if kind in WEIGHTS and n:
                # a handful of markers is evidence; many are barely more
                add(platform, kind, f"{kind} x{n}", 1.0 if n < 3 else 1.5)
    best = max(PLATFORMS, key=lambda p: scores[p])
    if scores[best] < THRESHOLD:
        return "generic", [f"no platform above {THRESHOLD}: " + ", ".join(f"{p}={scores[p]:g}" for p in PLATFORMS if scores[p])]
    return best, evidence[best]

"""Generalized URL patterns for cookbook matching: tenants, ids, slugs and query values become *, query keys sorted."""

from __future__ import annotations

import fnmatch
import re
import urllib.parse

from .hosts import SITES_HOST, is_sites_alias

# Hosts whose first label is a tenant (acme.wd5.myworkdayjobs.com -> *.myworkdayjobs.com).
TENANT_HOSTS = ("myworkdayjobs.com", "myworkday.com", "greenhouse.io", "lever.co", "workable.com",
                "bamboohr.com", "recruitee.com", "smartrecruiters.com", "ashbyhq.com", "icims.com", "taleo.net")
# Path segments right after these hold a tenant (boards.greenhouse.io/<company>/jobs/...).
TENANT_PATH_HOSTS = {"greenhouse.io": 0, "lever.co": 0, "ashbyhq.com": 0, "workable.com": 0}
# Words after which the next segment is an entity (an id or a slug).
ENTITY_WORDS = {"job", "jobs", "posting", "postings", "position", "positions", "view", "details", "jobdetails",
                "opening", "openings", "vacancy", "vacancies", "requisition", "req", "career", "careers"}
TRACKING_KEYS = re.compile(r"^(utm_.*|gclid|fbclid|msclkid|trk|trackingid|refid|ref|src|source|from|campaignid|"
                           r"gh_src|lever-source.*|mc_.*|_ga|sessionid|session_id|jsessionid|token|validitytoken)$",
                           re.IGNORECASE)

_ID_LIKE = [
    re.compile(r"^\d+$"),
    re.compile(r"\d{3,}"),
    re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$", re.IGNORECASE),
    re.compile(r"^(?=.*\d)(?=.*[a-z])[0-9a-z]{10,}$", re.IGNORECASE),
    re.compile(r"^[A-Z]{1,4}[-_]?\d+([-_]\d+)?$"),  # R63409-1, JR12
    re.compile(r"[_-][A-Z]{0,3}\d+([-_]\d+)?$"),  # Finance-Analyst_R63409-1
]


def looks_like_id(segment: str) -> bool:
    """Ids, hashes, requisition numbers and long slugs: values, not structure."""
    if not segment:
        return False
    if any(p.search(segment) for p in _ID_LIKE):
        return True
    words = re.split(r"[-_+]|%20", segment)
    return len(segment) > 40 or len([w for w in words if w]) >= 4


def generalize_host(host: str) -> str:
    host = host.lower()
    if is_sites_alias(host):
        return SITES_HOST  # a folder site served where a remote browser reaches it reads as on 127.0.0.1
    for suffix in TENANT_HOSTS:
        if host.endswith("." + suffix):
            return "*." + suffix
    return host


def generalize_url(url: str) -> str:
    """`https://acme.wd5.myworkdayjobs.com/en-US/External/job/London/Engineer_R123/apply?source=x`
    -> `*.myworkdayjobs.com/*/*/job/*/*/apply`. Scheme and port are dropped (bundled sites run on random
    loopback ports), hash routes (#/jobs/12) count as path, query values become * and tracking keys go."""
    parts = urllib.parse.urlsplit(url)
    host = generalize_host(parts.hostname or "")
    path = parts.path
    if parts.fragment.startswith(("/", "!/")):
        path = path.rstrip("/") + "/#/" + parts.fragment.lstrip("!/")
    segments = [s for s in path.split("/") if s != ""]
    tenant_at = next((i for suffix, i in TENANT_PATH_HOSTS.items() if host.endswith(suffix)), None)
    workday = host.endswith(("myworkdayjobs.com", "myworkday.com"))
    seen_entity = False
    after_entity = 0
    out = []
    for i, segment in enumerate(segments):
        raw = urllib.parse.unquote(segment)
        word = raw.lower()
        if i == tenant_at and word != "embed":
            out.append("*")
        elif workday and not seen_entity and word not in ENTITY_WORDS and word != "apply":
            out.append("*")  # locale and career-site name come before /job/
        elif looks_like_id(raw) or (after_entity and not re.fullmatch(r"[a-z]+|#", raw)):
            out.append("*")
        else:
            out.append(segment)
        if word in ENTITY_WORDS:
            seen_entity, after_entity = True, 2
        else:
            after_entity = max(0, after_entity - 1)
    keys = sorted({k for k, _ in urllib.parse.parse_qsl(parts.query, keep_blank_values=True)
                   if not TRACKING_KEYS.match(k)})
    pattern = host + "/" + "/".join(out)
    if keys:
        pattern += "?" + "&".join(f"{k}=*" for k in keys)
    return pattern


def url_matches(pattern: str, url: str) -> bool:
    """Whether a URL falls under a pattern: a glob over its generalized form (a pattern without a query
    ignores the query)."""
    general = generalize_url(url)
    if "?" not in pattern:
        general = general.split("?")[0]
    return fnmatch.fnmatchcase(general, pattern)

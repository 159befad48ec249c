"""Cookbook keys: generalized URL patterns (ids, tokens, tenants, ports and tracking dropped) and the key they form."""

from __future__ import annotations

import fnmatch
import hashlib
import ipaddress
import re
import urllib.parse
from dataclasses import dataclass

from pytest_jobagent.browser.hosts import is_site_host

# Hosted ATS domains whose leftmost labels name a customer (tenant): acme.wd1.myworkdayjobs.com -> *.myworkdayjobs.com.
TENANT_DOMAINS: tuple[str, ...] = (
    "myworkdayjobs.com", "myworkdaysite.com", "taleo.net", "icims.com", "bamboohr.com", "breezy.hr",
    "recruitee.com", "teamtailor.com", "applytojob.com", "jobs.personio.de", "jobs.personio.com",
    "zohorecruit.com", "freshteam.com",
)

# Query parameters that only say where a visitor came from: they never change the page.
TRACKING_PARAMS: frozenset[str] = frozenset({
    "gclid", "fbclid", "msclkid", "dclid", "yclid", "mc_cid", "mc_eid", "_ga", "_gl", "gh_src", "lever-source",
    "lever-origin", "source", "src", "ref", "referer", "referrer", "trk", "trackingid", "refid", "sessionid",
})

# Platform values that mean "no platform": the key then uses the domain.
NO_PLATFORM: frozenset[str] = frozenset({"", "generic", "unknown", "none", "other"})

WILDCARD = "*"
VARIABLE_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*$")

# A path segment or query value that names one posting, session or record rather than a kind of page.
_VARIABLE_TOKEN = [
    re.compile(r"^\d+$"),  # 5071418007
    re.compile(r"^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$", re.IGNORECASE),  # uuid
    re.compile(r"^(?=[0-9a-f]*\d)[0-9a-f]{10,}$", re.IGNORECASE),  # long hex: 8f3c2a91b0de44aa
    re.compile(r"\d{4,}"),  # a run of 4+ digits anywhere: AIOC-S01578209_en, 2024-summer-intern
    re.compile(r"_[A-Z]{1,4}-?\d+(?:-\d+)?$", re.IGNORECASE),  # workday requisition slug: Finance-Analyst_R634-1, _JR-77
    re.compile(r"^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9_-]{16,}$"),  # opaque token: base64url, session ids
    re.compile(r"@"),  # an email address
]
# Query values short and word-like enough to name a mode or a board rather than a record (mode=apply, for=acme).
_KEPT_QUERY_VALUE = re.compile(r"^[A-Za-z][A-Za-z_.-]{0,39}$")
# A location slug has a capital or a hyphen (Remote-USA, Boston); plain words (apply, search) are page names.
_LOCATION_SLUG = re.compile(r"[A-Z-]")
_NON_WORD = re.compile(r"[^a-z0-9]+")


def is_variable_token(token: str) -> bool:
    """True for ids, uuids, long hex, requisition slugs, opaque tokens and emails."""
    return any(p.search(token) for p in _VARIABLE_TOKEN)


def normalize_platform(platform: str | None) -> str | None:
    """Lower-cased platform name, or None for generic / unknown pages."""
    value = (platform or "").strip().lower()
    return None if value in NO_PLATFORM else value


def normalize_task(task_type: str) -> str:
    """Task type as a slug: 'Apply ' -> 'apply', 'Fill form' -> 'fill_form'."""
    slug = _NON_WORD.sub("_", (task_type or "").strip().lower()).strip("_")
    if not slug:
        raise ValueError("task_type must name a task (e.g. 'apply'), got an empty value")
    return slug


def normalize_variables(names: object) -> tuple[str, ...]:
    """Sorted, de-duplicated template variable names; a malformed name is an error."""
    result = set()
    for name in names or ():  # type: ignore[attr-defined]
        if not isinstance(name, str) or not VARIABLE_NAME.match(name):
            raise ValueError(f"not a template variable name: {name!r}")
        result.add(name)
    return tuple(sorted(result))


def generalize_host(host: str) -> str:
    """Host without port, 'www.' or trailing dot; loopback and the folder sites' host -> 'localhost'; ATS tenants -> '*.<domain>'."""
    host = (host or "").strip().lower().rstrip(".")
    if host in ("localhost", "0.0.0.0") or host.endswith(".localhost") or is_site_host(host):
        return "localhost"
    try:
        if ipaddress.ip_address(host.strip("[]")).is_loopback:
            return "localhost"
        return host
    except ValueError:
        pass
    host = host.removeprefix("www.")
    for domain in TENANT_DOMAINS:
        if host.endswith("." + domain):
            return f"{WILDCARD}.{domain}"
    return host


def _generalize_segments(segments: list[str]) -> list[str]:
    variable = [is_variable_token(s) for s in segments]
    # Workday puts a location slug between "job" and the requisition slug: /job/Remote-USA/Engineer_R123
    for i in range(1, len(segments) - 1):
        if segments[i - 1].lower() in ("job", "jobs") and variable[i + 1] and _LOCATION_SLUG.search(segments[i]):
            variable[i] = True
    return [WILDCARD if v else s.lower() for s, v in zip(segments, variable, strict=True)]


def generalize_path(path: str) -> str:
    """'/Job/Engineer_R123//apply/' -> '/job/*/apply': segments decoded, lower-cased, empty ones dropped."""
    segments = [urllib.parse.unquote(s) for s in path.split("/") if s and s != "."]
    return "/" + "/".join(_generalize_segments(segments))


def generalize_query(query: str) -> str:
    """Sorted 'name=value' pairs, tracking parameters dropped, values that identify a record -> '*'."""
    pairs = set()
    for name, value in urllib.parse.parse_qsl(query, keep_blank_values=True):
        lname = name.lower()
        if lname in TRACKING_PARAMS or lname.startswith("utm_"):
            continue
        if value and (is_variable_token(value) or not _KEPT_QUERY_VALUE.match(value)):
            value = WILDCARD
        pairs.add((name, value.lower()))
    return "&".join(f"{urllib.parse.quote(n, safe='')}={urllib.parse.quote(v, safe='*')}" for n, v in sorted(pairs))


def _route_fragment(fragment: str) -> str:
    """The fragment when it is a client-side route ('#/jobs/1', '#!/apply'), else ''."""
    route = fragment.removeprefix("!")
    if not route.startswith("/"):
        return ""
    path, _, query = route.partition("?")
    general = generalize_path(path)
    query = generalize_query(query)
    return "#" + general + ("?" + query if query else "")


def generalize_url(url: str) -> str:
    """URL as a pattern: host + path + sorted query (+ route fragment); scheme, port, ids and tokens dropped.

    'https://acme.wd1.myworkdayjobs.com/en-US/External/job/Remote-USA/Engineer_R123/apply?source=LinkedIn'
    -> '*.myworkdayjobs.com/en-us/external/job/*/*/apply'
    """
    text = (url or "").strip()
    if not text:
        raise ValueError("cannot generalize an empty URL")
    if "://" not in text and not text.startswith("//"):
        text = "//" + text
    parts = urllib.parse.urlsplit(text)
    pattern = generalize_host(parts.hostname or "") + generalize_path(parts.path)
    query = generalize_query(parts.query)
    if query:
        pattern += "?" + query
    return pattern + _route_fragment(parts.fragment)


def pattern_domain(url_pattern: str) -> str:
    """The host part of a generalized URL pattern."""
    return re.split(r"[/?#]", url_pattern, maxsplit=1)[0]


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class CookbookKey:
    """What a cookbook is filed under: platform or domain, URL pattern, task type, sorted variable names."""

    scope: str
    url_pattern: str
    task_type: str
    variables: tuple[str, ...] = ()

    @classmethod
    def from_parts(cls, platform: str | None, url_pattern: str, task_type: str,
                   variables: object = ()) -> CookbookKey:
        """Key of an already generalized pattern (as stored), e.g. from an ActionManual's columns."""
        scope = normalize_platform(platform) or pattern_domain(url_pattern)
        return cls(scope, url_pattern, normalize_task(task_type), normalize_variables(variables))

    @property
    def scope_hash(self) -> str:
        """Digest of everything but the variables: what a lookup knows before it sees the cookbook."""
        return _digest(f"{self.scope}|{self.url_pattern}|{self.task_type}")

    @property
    def key_hash(self) -> str:
        """Digest of the whole key."""
        return _digest(str(self))

    def __str__(self) -> str:
        return f"{self.scope}|{self.url_pattern}|{self.task_type}|{','.join(self.variables)}"


def cookbook_key(url: str, task_type: str, platform: str | None = None, variables: object = ()) -> CookbookKey:
    """The key for a page URL, a task type, the detected platform and the template variable names."""
    return CookbookKey.from_parts(platform, generalize_url(url), task_type, variables)


# ------------------------------------------------------------------ platform patterns (cookbooks that ship)


def _pattern_parts(url_pattern: str) -> tuple[str, list[str]]:
    """Host and path segments of a generalized pattern (query and route fragment left out)."""
    head = re.split(r"[?#]", url_pattern, maxsplit=1)[0]
    host, _, path = head.partition("/")
    return host, [s for s in path.split("/") if s]


def is_platform_pattern(url_pattern: str) -> bool:
    """A pattern written for a platform's real hosts (boards.greenhouse.io/*/jobs/*), not for a test host."""
    return pattern_domain(url_pattern) != "localhost"


def platform_match(url_pattern: str, url: str) -> int:
    """How well a platform-wide pattern fits a page URL by its shape: 0 when it does not, else the number of
    literal path segments that line up (more is a closer fit).

    The URL's path must line up with the pattern's last segments ('*' takes any one segment, a word only itself),
    with at least one word among them: the leading segments a real platform puts before the page kind (the tenant
    of boards.greenhouse.io/<tenant>/jobs/<id>, the locale and career site of Workday) may be missing. The host must
    fit the pattern's host, unless the page is served from a test host (loopback, the sites' host): a local site
    of a platform (the observer detected it) has no platform host, only the platform's page shapes. Query strings
    do not take part (a board's tracking and embedding parameters do not change the form).
    """
    host, segments = _pattern_parts(url_pattern)
    if not is_platform_pattern(url_pattern):
        return 0
    page_host, page_segments = _pattern_parts(generalize_url(url))
    if page_host != "localhost" and not fnmatch.fnmatchcase(page_host, host):
        return 0
    if not page_segments or len(page_segments) > len(segments):
        return 0
    tail = segments[len(segments) - len(page_segments):]
    literal = 0
    for want, have in zip(tail, page_segments, strict=True):
        if want == WILDCARD:
            continue
        if want != have:
            return 0
        literal += 1
    return literal

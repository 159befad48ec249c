"""URL generalization: tenant hosts, tracking keys, the id/slug/token classifier and the two forms a URL pattern takes
(PAGE, the observer's page kind; KEY, what a cookbook is filed under)."""

from __future__ import annotations

import fnmatch
import ipaddress
import re
import urllib.parse
from dataclasses import dataclass

from .hosts import SITES_HOST, is_site_host

WILDCARD = "*"

# Hosted ATS domains whose leftmost labels name the customer (tenant): acme.wd5.myworkdayjobs.com -> *.myworkdayjobs.com.
TENANT_HOSTS: tuple[str, ...] = (
    "myworkdayjobs.com", "myworkday.com", "myworkdaysite.com", "taleo.net", "icims.com", "bamboohr.com", "breezy.hr",
    "recruitee.com", "teamtailor.com", "applytojob.com", "jobs.personio.de", "jobs.personio.com", "zohorecruit.com",
    "freshteam.com",
)
# Hosted ATS domains that name the tenant in the first path segment (boards.greenhouse.io/<tenant>/jobs/1); their own
# subdomains are flavours of the board (boards, job-boards, jobs, apply, careers), not customers.
TENANT_PATH_HOSTS: tuple[str, ...] = ("greenhouse.io", "lever.co", "ashbyhq.com", "workable.com", "smartrecruiters.com")
# Workday names the tenant's locale and career site in the path before the page kind: /en-US/External/job/...
WORKDAY_HOSTS: tuple[str, ...] = ("myworkdayjobs.com", "myworkday.com", "myworkdaysite.com")
# Words after which the next two segments name one entity (an id, a location, a title slug) unless a plain word.
ENTITY_WORDS = frozenset({"job", "jobs", "posting", "postings", "position", "positions", "view", "details", "jobdetails",
                          "opening", "openings", "vacancy", "vacancies", "requisition", "req", "career", "careers"})

# Query keys that only say where a visitor came from or which session they are in: they never change the page.
# (iis/iisn: iCIMS's source; trid: SmartRecruiters' tracking id.)
TRACKING_KEYS = frozenset({
    "gclid", "fbclid", "msclkid", "dclid", "yclid", "_ga", "_gl", "gh_src", "iis", "iisn", "trid", "source", "src",
    "ref", "refid", "referer", "referrer", "from", "trk", "trackingid", "campaignid", "sessionid", "session_id",
    "jsessionid",
})
TRACKING_PREFIXES = ("utm_", "mc_", "lever-")

# A path segment or query value that names one posting, session or record rather than a kind of page.
_VARIABLE_TOKEN = [
    re.compile(r"^\d+$"),  # 5071418007
    re.compile(r"^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$", re.IGNORECASE),  # uuid
    re.compile(r"\d{4,}"),  # a run of 4+ digits anywhere: AIOC-S01578209_en, R63409-1, 2024-summer-intern
    re.compile(r"_[A-Z]{1,4}-?\d+(?:-\d+)?$", re.IGNORECASE),  # requisition slug: Finance-Analyst_R634-1, _JR-77
    re.compile(r"^(?=.*\d)(?=.*[a-z])[0-9a-z]{10,}$", re.IGNORECASE),  # short code, long hex: 3EB61AFEE7, 8f3c2a91b0de
    re.compile(r"^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9_-]{16,}$"),  # opaque token: base64url, session ids
    re.compile(r"^[^@/]+@[^@/]+\.[a-z]{2,}$", re.IGNORECASE),  # an email address
]
# A title slug: four words or more (senior-software-engineer-london, "Senior Software Engineer II"), or too long for a
# page name. Underscores join the words of code and file names (linkedin_guest_serp_intern.html), not of titles.
_SLUG_WORDS = re.compile(r"[-+ ]")
_SLUG_MIN_WORDS, _SLUG_MIN_CHARS = 4, 41
# Query values short and word-like enough to name a mode or a board rather than a record (mode=apply, for=acme);
# without digits, they are never ids.
_KEPT_QUERY_VALUE = re.compile(r"^[A-Za-z][A-Za-z_.-]{0,39}$")
# After an entity word only a plain lower-case word is a page name (/jobs/search, /careers/index.html); Remote-USA,
# Boston, cabinet-maker are values.
_PAGE_WORD = re.compile(r"[a-z]+(?:\.[a-z]{2,5})?")


@dataclass(frozen=True)
class UrlForm:
    """What a generalized URL keeps. Both forms drop scheme, port, ids, tokens, tracking keys and host tenants with
    the same rules; they differ only here."""

    site_host: str  # the name of loopback and of the hosts this process serves its folder sites on
    tenant_paths: bool  # keep tenants named in the path (boards.greenhouse.io/<tenant>) and the board's subdomain
    query_values: bool  # keep word-like query values (mode=apply) instead of *
    canonical: bool  # fold the spellings of one page together: case of path and values, "www."


# The kind of page, whoever's it is: what the observer reports and scenarios expect (127.0.0.1/job/*/apply/applyManually).
PAGE = UrlForm(site_host=SITES_HOST, tenant_paths=False, query_values=False, canonical=False)
# One tenant's page: what a cookbook is filed under, so a cookbook learned on one tenant stays that tenant's.
KEY = UrlForm(site_host="localhost", tenant_paths=True, query_values=True, canonical=True)


def is_variable_token(token: str) -> bool:
    """True for ids, uuids, hashes, requisition numbers and slugs, title slugs, opaque tokens and emails: values,
    not structure."""
    if not token:
        return False
    if any(p.search(token) for p in _VARIABLE_TOKEN):
        return True
    return len(token) >= _SLUG_MIN_CHARS or len([w for w in _SLUG_WORDS.split(token) if w]) >= _SLUG_MIN_WORDS


def is_tracking_key(name: str) -> bool:
    """A query key that only tracks the visit (utm_source, gh_src, lever-origin, sessionid)."""
    name = name.lower()
    return name in TRACKING_KEYS or name.startswith(TRACKING_PREFIXES)


def _serves_sites(host: str) -> bool:
    if host in ("localhost", "0.0.0.0") or host.endswith(".localhost") or is_site_host(host):
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def _is_under(host: str, domains: tuple[str, ...]) -> bool:
    return any(host == d or host.endswith("." + d) for d in domains)


def generalize_host(host: str, form: UrlForm = PAGE) -> str:
    """Host without port or trailing dot; loopback and the folder sites' hosts -> form.site_host; ATS tenants ->
    '*.<domain>' (acme.wd5.myworkdayjobs.com -> *.myworkdayjobs.com)."""
    host = (host or "").strip().lower().rstrip(".")
    if _serves_sites(host):
        return form.site_host
    if form.canonical:
        host = host.removeprefix("www.")
    tenants = TENANT_HOSTS if form.tenant_paths else TENANT_HOSTS + TENANT_PATH_HOSTS
    for domain in tenants:
        if host.endswith("." + domain):
            return f"{WILDCARD}.{domain}"
    return host


def generalize_path(path: str, host: str = "", form: UrlForm = PAGE) -> str:
    """'/Job/Engineer_R123//apply/' -> '/Job/*/apply' (KEY: '/job/*/apply'): segments decoded, empty ones dropped,
    ids and the values that follow an entity word -> *; host (generalized) says where a tenant sits in the path."""
    segments = [urllib.parse.unquote(s) for s in path.split("/") if s and s != "."]
    tenant_at = None if form.tenant_paths or not _is_under(host, TENANT_PATH_HOSTS) else 0
    workday = not form.tenant_paths and _is_under(host, WORKDAY_HOSTS)
    seen_entity, after_entity = False, 0
    out = []
    for i, segment in enumerate(segments):
        word = segment.lower()
        if i == tenant_at and word != "embed":
            out.append(WILDCARD)
        elif workday and not seen_entity and word not in ENTITY_WORDS and word != "apply":
            out.append(WILDCARD)  # the locale and the career site come before /job/
        elif is_variable_token(segment) or (after_entity and not _PAGE_WORD.fullmatch(segment)):
            out.append(WILDCARD)
        else:
            out.append(word if form.canonical else segment)
        if word in ENTITY_WORDS:
            seen_entity, after_entity = True, 2
        else:
            after_entity = max(0, after_entity - 1)
    return "/" + "/".join(out)


def generalize_query(query: str, form: UrlForm = PAGE) -> str:
    """Sorted 'name=value' pairs, tracking keys dropped, values -> * (KEY keeps word-like ones: mode=apply)."""
    pairs = set()
    for name, value in urllib.parse.parse_qsl(query, keep_blank_values=True):
        if is_tracking_key(name):
            continue
        if not form.query_values or (value and not _KEPT_QUERY_VALUE.match(value)):
            value = WILDCARD
        pairs.add((name, value.lower() if form.canonical else value))
    return "&".join(f"{urllib.parse.quote(n, safe='')}={urllib.parse.quote(v, safe=WILDCARD)}" for n, v in sorted(pairs))


def _route_fragment(fragment: str, form: UrlForm) -> str:
    """The fragment when it is a client-side route ('#/jobs/1', '#!/apply'), else ''. A route names no tenant."""
    route = fragment.removeprefix("!")
    if not route.startswith("/"):
        return ""
    path, _, query = route.partition("?")
    query = generalize_query(query, form)
    return "#" + generalize_path(path, form=form) + ("?" + query if query else "")


def generalize_url(url: str, form: UrlForm = PAGE) -> str:
    """URL as a pattern: host + path + sorted query (+ route fragment); scheme, port, ids and tokens dropped.

    'https://acme.wd5.myworkdayjobs.com/en-US/External/job/Remote-USA/Engineer_R123/apply?source=LinkedIn&q=x'
    -> PAGE '*.myworkdayjobs.com/*/*/job/*/*/apply?q=*'; KEY '*.myworkdayjobs.com/en-us/external/job/*/*/apply?q=x'
    """
    text = (url or "").strip()
    if not text:
        raise ValueError("cannot generalize an empty URL")
    if "://" not in text and not text.startswith("//"):
        text = "//" + text
    parts = urllib.parse.urlsplit(text)
    host = generalize_host(parts.hostname or "", form)
    pattern = host + generalize_path(parts.path, host, form)
    query = generalize_query(parts.query, form)
    if query:
        pattern += "?" + query
    return pattern + _route_fragment(parts.fragment, form)


def url_matches(pattern: str, url: str) -> bool:
    """Whether a URL falls under a (PAGE) pattern: a glob over its generalized form (a pattern without a query
    ignores the query)."""
    general = generalize_url(url)
    if "?" not in pattern:
        general = re.sub(r"\?[^#]*", "", general)
    return fnmatch.fnmatchcase(general, pattern)

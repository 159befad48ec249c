"""Stable job keys (the site's own id from URL or data attributes, else a hash of title, company, location) and dedup."""

from __future__ import annotations

import hashlib
import re
import urllib.parse

from pytest_jobagent.values import key_text

ID_PARAMS = ("jk", "vjk", "currentjobid", "jobid", "job_id", "jobId", "gh_jid", "jid", "postingid", "reqid", "id")
ID_ATTRS = ("data-jk", "data-job-id", "data-jobid", "data-jid", "data-job-key", "data-occludable-job-id",
            "data-posting-id", "data-entity-id", "data-id")
UUID = re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b", re.IGNORECASE)
# a job's slug is its id where the platform names jobs by title ("/job/site-electrician-2/", "/o/senior-frame-engineer")
PATH_SLUG = re.compile(r"/(?:jobs?|positions?|postings?|vacanc(?:y|ies)|o|careers?)/([a-z0-9]+(?:-[a-z0-9]+)+)/?$|"
                       r"/(?:job|position|posting|vacancy|o)/([a-z0-9]{3,})/?$", re.IGNORECASE)
LEAD_NUMBER = re.compile(r"/(\d{6,})-[A-Za-z0-9-]+/?$")
# a code may be the name of the job's page ("/job_detail/d362341863707d991XQj_nVY~.html": BOSS-like encrypted ids
# hold "~"; "/beijing/152345678.html": a number alone names a page there)
LAST_CODE = re.compile(r"/((?=[A-Za-z_~-]*\d)(?=\d*[A-Za-z])[A-Za-z0-9_~-]{6,})(?:\.s?html?)?/?$")
PAGE_NUMBER = re.compile(r"/(\d{6,})\.s?html?$")
# a query parameter that says it holds an id ("adid", "rec_idx", "postingId"), not a tracking one ("utm_id", "sessionid")
QUERY_ID = re.compile(r"id$|idx$", re.IGNORECASE)
TRACKING = re.compile(r"^utm|session|campaign|click|track|^ref|^gclid|^fbclid", re.IGNORECASE)
# a number alone ends the path after the job's slug ("/vagas-empregos-em-sao-paulo-sp/analista-de-suporte/7411483"):
# the slug says the title, which two jobs may share, the number which job it is
SLUG_NUMBER = re.compile(r"/[^/\d]*[A-Za-z][^/]*/(\d{6,})/?$")
ID_VALUE = re.compile(r"^[A-Za-z0-9_~-]{4,64}$")
# a noun that names one posting, then its code ("/jobs/view/3973007074", "/requisition/66423": an ATS calls a job its
# requisition; "/openings/R19332", "/vacancy/4711")
PATH_ID = re.compile(r"/(?:jobs?|view|posting|postings|positions?|viewjob|careers?|requisitions?|reqs?|openings?|"
                     r"vacanc(?:y|ies))/(?:view/)?([A-Za-z0-9_-]*\d[A-Za-z0-9_-]{3,})(?:/|$)",
                     re.IGNORECASE)


def normalize(text: str | None) -> str:
    """A job's content as its key (values.key_text: letters and digits of any script)."""
    return key_text(text)


def site_id(url: str | None = None, attrs: dict[str, str] | None = None) -> str | None:
    """The site's own job id: a data attribute, else a known query parameter, else an id-like path segment."""
    for name in ID_ATTRS:
        value = (attrs or {}).get(name)
        if value and ID_VALUE.match(value.strip()):
            return value.strip()
    if url:
        parts = urllib.parse.urlsplit(url)
        routes = [(parts.path, parts.query)]
        if parts.fragment.startswith(("/", "!/")):  # a hash route: "#/jobs/1001?ref=list"
            route = urllib.parse.urlsplit(parts.fragment.lstrip("!"))
            routes.insert(0, (route.path, route.query))
        for path, query_text in routes:
            query = {k.lower(): v for k, v in urllib.parse.parse_qsl(query_text)}
            for name in ID_PARAMS:
                value = query.get(name.lower())
                if value and ID_VALUE.match(value):
                    return value
            uuid = UUID.search(path)  # Lever, Ashby and others name a job by a UUID anywhere in its path
            if uuid:
                return uuid.group(0).lower()
            match = PATH_ID.search(path)
            if match:
                return match.group(1)
            slug = PATH_SLUG.search(path)
            if slug and slug.group(1):
                return slug.group(1)
            number = LEAD_NUMBER.search(path)  # "/HarborFinch/744000098765432-front-office-manager"
            if number:
                return number.group(1)
            # a code of letters and digits ends the path ("/tessellate/j/3EB61AFEE7/"), or a number names its page
            # ("/job/1982602845.shtml?skId=g76s…": the path names the job, a parameter ending in "Id" the search)
            code = LAST_CODE.search(path) or PAGE_NUMBER.search(path) or SLUG_NUMBER.search(path)
            if code:
                return code.group(1)
            # "/job/Detail?adid=143191213": a page's name in the path, the job named by a parameter the page calls an id
            named = next((v for k, v in query.items() if QUERY_ID.search(k) and not TRACKING.search(k)
                          and ID_VALUE.match(v) and any(ch.isdigit() for ch in v)), None)
            if named:
                return named
            if slug:
                return slug.group(2)
    return None


def content_hash(title: str | None, company: str | None, location: str | None) -> str:
    text = "|".join(normalize(v) for v in (title, company, location))
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:16]


def job_key(*, url: str | None = None, attrs: dict[str, str] | None = None, title: str | None = None,
            company: str | None = None, location: str | None = None) -> str:
    found = site_id(url, attrs)
    return f"id:{found}" if found else f"h:{content_hash(title, company, location)}"


class Deduper:
    """Remembers job keys across pages and filter passes; `add` says whether a key is new."""

    def __init__(self) -> None:
        self.keys: set[str] = set()
        self.skipped: list[str] = []

    def add(self, key: str) -> bool:
        if key in self.keys:
            self.skipped.append(key)
            return False
        self.keys.add(key)
        return True

    def __contains__(self, key: str) -> bool:
        return key in self.keys

    @property
    def duplicates(self) -> int:
        return len(self.skipped)

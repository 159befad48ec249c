"""Stable job keys (the site's own id from URL or data attributes, else the job's link normalized, else a hash of title,
company, location) and dedup."""

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
TRACKING = re.compile(r"^utm|session|campaign|click|clid$|clkid$|^ck_?id$|track|^ref|^gclid|^fbclid", re.IGNORECASE)
# a parameter that says where in which search the link was met, not which job it opens: the page of the results
# ("page", "pageNum", "curPage", "start", "offset"), the card's place in them ("position", "pos", "index", "listno"),
# where the reader came from ("from=serp", "origin", "sfrom", "source") and the search itself ("q", "query", "stext")
SEARCH_PARAMS = re.compile(r"^(?:d_)?(?:page(?:num|no|size|_num|_no|_size)?|pg|cur_?page|start|offset|from|s?from|"
                           r"origin|source|src|ta_source|position|posi?|index|listno|rank|total_?results|sort|order|"
                           r"q|query|keywords?|kw|stext|search|search_?origin)$", re.IGNORECASE)
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


def _query(text: str, page: dict[str, str]) -> str:
    """A link's query without what only describes the search: tracking and search parameters, and those the results
    page carries itself (a board passes its own search on to each card's link), the rest sorted."""
    kept = sorted((name, value) for name, value in urllib.parse.parse_qsl(text, keep_blank_values=True)
                  if not TRACKING.search(name) and not SEARCH_PARAMS.match(name) and page.get(name) != value)
    return urllib.parse.urlencode(kept)


def link_key(url: str | None, page_url: str | None = None) -> str | None:
    """A job's link as its key: host in lower case (none for a link on the results page's own host, whose port a
    loopback site picks), path without a trailing slash, query without tracking and search parameters, the fragment
    only when it is a route ("#/jobs/12"). None for no link, a link that is no address (a script, a mail) and a link
    to the results page itself (an anchor on a one-page board): those name no job."""
    if not (url or "").strip():
        return None
    parts = urllib.parse.urlsplit(urllib.parse.urljoin(page_url or "", (url or "").strip()))
    if parts.scheme.lower() not in ("http", "https", "") or not (parts.netloc or parts.path):
        return None
    page = urllib.parse.urlsplit(page_url or "")
    host = "" if parts.netloc.lower() == page.netloc.lower() else parts.netloc.lower()
    path = urllib.parse.unquote(parts.path).rstrip("/")
    same_page = not host and path == urllib.parse.unquote(page.path).rstrip("/")
    # the same page's parameters say which job it opens (a split view's "?job=…"); another page's repeat the search
    query = _query(parts.query, {} if same_page else dict(urllib.parse.parse_qsl(page.query, keep_blank_values=True)))
    route = ""
    if parts.fragment.startswith(("/", "!/")):
        inner = urllib.parse.urlsplit(parts.fragment.lstrip("!"))
        inner_query = _query(inner.query, {})
        route = "#" + inner.path.rstrip("/") + ("?" + inner_query if inner_query else "")
    if same_page and not route and query == _query(page.query, {}):
        return None
    return host + path + ("?" + query if query else "") + route


def job_key(*, url: str | None = None, attrs: dict[str, str] | None = None, title: str | None = None,
            company: str | None = None, location: str | None = None, page_url: str | None = None) -> str:
    """The site's id ("id:…"), else the job's link ("url:…", `link_key`), else its content ("h:…"): different links
    in one results view are different jobs, even of one title at one place."""
    found = site_id(url, attrs)
    if found:
        return f"id:{found}"
    link = link_key(url, page_url)
    return f"url:{link}" if link else content_key(title, company, location)


def content_key(title: str | None, company: str | None, location: str | None) -> str:
    return f"h:{content_hash(title, company, location)}"


def shared_links(values: list[dict]) -> None:
    """Keys of one results view: a link that cards of different content share (their employer's page, one apply
    page) names none of them, so those cards are keyed by their content ("h:…"). `values` hold "job_key" and
    "content_key"; changed in place."""
    contents: dict[str, set[str]] = {}
    for value in values:
        if value["job_key"].startswith("url:"):
            contents.setdefault(value["job_key"], set()).add(value["content_key"])
    for value in values:
        if len(contents.get(value["job_key"], ())) > 1:
            value["job_key"] = value["content_key"]


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

"""A job's own address on a list page: the query keys a few of the page's job links add (a sponsored card's click
tracking: "?sp=1&trk=9zw3h6") are no part of it where each link's path alone names its job, or where the page also
links the job without them. Made once per view, before any job key (listing.read_view), so the job a sponsored card
and a plain card both show is one job."""

from __future__ import annotations

import urllib.parse
from collections import Counter
from collections.abc import Iterable


def _folder(path: str) -> str:
    return path.rsplit("/", 1)[0] if "/" in path.rstrip("/") else ""


def _said(netloc: str, path: str, query: list[tuple[str, str]]) -> tuple[str, str, tuple[tuple[str, str], ...]]:
    """An address as what it says, its keys in any order."""
    return netloc, path, tuple(sorted(query))


def added_keys(links: Iterable[str]) -> dict[str, str]:
    """Each job link of one list page -> its address without the query keys that fewer than half of the page's links
    to the same folder carry, where the job is known without them: the link's path is the page's only link to that
    path (the path names the job, the keys only mark how the card was shown), or the page links that very address
    too (the plain card of the job a sponsored card shows again: "/job/8" beside "/job/8?sp=1&trk=…", "job?id=8"
    beside "job?id=8&sp=1"). Other links are left whole: where several links share one path, their query may name
    the job ("/jobs?vjk=1", "/jobs?vjk=2" on a page that carries vjk on few of its links); so are the links of a
    folder the page links fewer than three times (too few to tell a card's keys from the list's)."""
    parts = {link: urllib.parse.urlsplit(link) for link in dict.fromkeys(links) if link}
    queries = {link: urllib.parse.parse_qsl(p.query, keep_blank_values=True) for link, p in parts.items()}
    paths = Counter((p.netloc, p.path) for p in parts.values())
    folders = Counter((p.netloc, _folder(p.path)) for p in parts.values())
    linked = {_said(p.netloc, p.path, queries[link]) for link, p in parts.items()}
    carried: Counter[tuple[str, str, str]] = Counter()
    for link, p in parts.items():
        for key in {k for k, _ in queries[link]}:
            carried[(p.netloc, _folder(p.path), key)] += 1
    plain: dict[str, str] = {}
    for link, p in parts.items():
        folder = (p.netloc, _folder(p.path))
        kept = [(k, v) for k, v in queries[link] if 2 * carried[(*folder, k)] >= folders[folder]]
        known = paths[(p.netloc, p.path)] == 1 or _said(p.netloc, p.path, kept) in linked
        if len(kept) == len(queries[link]) or folders[folder] < 3 or not known:
            plain[link] = link
            continue
        plain[link] = urllib.parse.urlunsplit(p._replace(query=urllib.parse.urlencode(kept)))
    return plain

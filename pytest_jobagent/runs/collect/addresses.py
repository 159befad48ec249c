"""A job's own address on a list page: the query keys a few of the page's job links add (a sponsored card's click
tracking: "?sp=1&trk=9zw3h6") are no part of it where each link's path alone names its job."""

from __future__ import annotations

import urllib.parse
from collections import Counter
from collections.abc import Iterable


def _folder(path: str) -> str:
    return path.rsplit("/", 1)[0] if "/" in path.rstrip("/") else ""


def added_keys(links: Iterable[str]) -> dict[str, str]:
    """Each job link of one list page -> its address without the query keys that fewer than half of the page's links
    to the same folder carry, where those links' paths are each the page's only link to that path (the path names
    the job, the keys only mark how the card was shown); links that need their query are left whole."""
    parts = {link: urllib.parse.urlsplit(link) for link in dict.fromkeys(links) if link}
    paths = Counter((p.netloc, p.path) for p in parts.values())
    folders = Counter((p.netloc, _folder(p.path)) for p in parts.values())
    carried: Counter[tuple[str, str, str]] = Counter()
    for p in parts.values():
        for key in {k for k, _ in urllib.parse.parse_qsl(p.query, keep_blank_values=True)}:
            carried[(p.netloc, _folder(p.path), key)] += 1
    plain: dict[str, str] = {}
    for link, p in parts.items():
        folder = (p.netloc, _folder(p.path))
        query = urllib.parse.parse_qsl(p.query, keep_blank_values=True)
        kept = [(k, v) for k, v in query if 2 * carried[(*folder, k)] >= folders[folder]]
        if len(kept) == len(query) or folders[folder] < 3 or paths[(p.netloc, p.path)] > 1:
            plain[link] = link
            continue
        plain[link] = urllib.parse.urlunsplit(p._replace(query=urllib.parse.urlencode(kept)))
    return plain

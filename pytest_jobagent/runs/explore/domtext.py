"""Helpers over the serialized DOM text: find an element's line, drop the server origin from prompts."""

from __future__ import annotations

import re
import urllib.parse

LIST_HEAD = re.compile(r'^\s*LIST \d+ similar items "(?P<pattern>(?:[^"\\]|\\.)+)"')


def origin(url: str) -> str:
    parts = urllib.parse.urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme and parts.netloc else ""


def relative(url: str) -> str:
    """Path and query of a URL: prompts never carry the loopback port (cassettes match on the body)."""
    parts = urllib.parse.urlsplit(url)
    if not parts.netloc:
        return url
    return urllib.parse.urlunsplit(("", "", parts.path or "/", parts.query, parts.fragment))


LOOPBACK_ORIGIN = re.compile(r"https?://(?:127\.0\.0\.1|localhost|\[::1\]):\d+")


def strip_origin(text: str, url: str) -> str:
    """Text for a model without the page's origin, nor any loopback origin (their ports differ on every run)."""
    base = origin(url)
    text = text.replace(base, "") if base and text else (text or "")
    return LOOPBACK_ORIGIN.sub("", text)


def element_line(dom: str, selector: str | None) -> tuple[str | None, str | None]:
    """The DOM line that carries this selector (trimmed), and the listing pattern when it is a list item."""
    if not selector or not dom:
        return None, None
    marker = re.compile(r'\[[A-Z_ ]+:\s*"' + re.escape(selector.replace('"', '\\"')) + r'"')
    pattern = None
    indent_of_list = None
    for line in dom.splitlines():
        head = LIST_HEAD.match(line)
        if head:
            pattern, indent_of_list = head.group("pattern"), len(line) - len(line.lstrip())
        elif indent_of_list is not None and len(line) - len(line.lstrip()) <= indent_of_list:
            pattern, indent_of_list = None, None
        if marker.search(line):
            return line.strip().removeprefix("NEW ").strip()[:300], pattern
    return None, None

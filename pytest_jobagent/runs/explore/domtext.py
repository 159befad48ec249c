"""Helpers over the serialized DOM text: find an element's line (addresses as prompts show them: browser/hosts.py)."""

from __future__ import annotations

import re

LIST_HEAD = re.compile(r'^\s*LIST \d+ similar items "(?P<pattern>(?:[^"\\]|\\.)+)"')


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

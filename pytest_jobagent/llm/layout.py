"""Layout figures in what a model reads: the serialized page's `scroll <y>/<height>px` (browser/dom.py's PAGE line),
pixels that depend on the fonts, DPI and window of the machine that drew the page. Requests keep them; where a
request is compared with a recorded one (cassette matching, drift reports) they are masked."""

from __future__ import annotations

import re
from typing import Any

# the last part of the first line of a serialized page: "PAGE: <title> | <url> | scroll 0/3928px"
PAGE_SCROLL = re.compile(r"(?m)^(PAGE: [^\n]* \| scroll )-?\d+/\d+px$")
MASKED = r"\1<y>/<height>px"
MARKER = " | scroll "


def has_layout(body: Any) -> bool:
    """Whether a raw request body may hold a layout figure (a cheap test before parsing)."""
    if isinstance(body, (bytes, bytearray)):
        return MARKER.encode() in body
    return isinstance(body, str) and MARKER in body


def mask_layout(data: Any) -> Any:
    """`data` (parsed JSON) with every serialized page's scroll figures replaced by placeholders."""
    if isinstance(data, str):
        return PAGE_SCROLL.sub(MASKED, data) if MARKER in data else data
    if isinstance(data, dict):
        return {k: mask_layout(v) for k, v in data.items()}
    if isinstance(data, list):
        return [mask_layout(v) for v in data]
    return data

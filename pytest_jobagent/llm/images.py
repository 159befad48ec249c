"""Images in chat requests: PNG bytes as OpenAI image content (a data URL), and data URLs swapped for short hash
references (`jobagent-image:sha256:<hex>`) where a request is kept (cassettes, call records, reports)."""

from __future__ import annotations

import base64
import binascii
import hashlib
import re
from typing import Any

REF_PREFIX = "jobagent-image:sha256:"
DATA_URL = re.compile(r"^data:(image/[a-z0-9.+-]+);base64,([A-Za-z0-9+/=]+)$")
REF = re.compile(r"^" + re.escape(REF_PREFIX) + r"([0-9a-f]{64})$")


def data_url(image: bytes, media_type: str = "image/png") -> str:
    return f"data:{media_type};base64,{base64.b64encode(image).decode()}"


def image_part(image: bytes, media_type: str = "image/png") -> dict[str, Any]:
    """One image as a content part of a chat message (OpenAI chat format)."""
    return {"type": "image_url", "image_url": {"url": data_url(image, media_type)}}


def digest(url: str) -> str | None:
    """The sha256 of the image a data URL holds (of its bytes), None when the text is no image data URL."""
    match = DATA_URL.match(url)
    if match is None:
        return None
    try:
        raw = base64.b64decode(match.group(2), validate=True)
    except (binascii.Error, ValueError):
        return None
    return hashlib.sha256(raw).hexdigest()


def hide_images(data: Any, found: dict[str, str]) -> Any:
    """`data` with every image data URL replaced by its reference; `found` gets {hash: data URL}."""
    if isinstance(data, str):
        if not data.startswith("data:image/"):
            return data
        key = digest(data)
        if key is None:
            return data
        found[key] = data
        return REF_PREFIX + key
    if isinstance(data, dict):
        return {k: hide_images(v, found) for k, v in data.items()}
    if isinstance(data, list):
        return [hide_images(v, found) for v in data]
    return data


class MissingImage(KeyError):
    """A reference to an image that the side file does not hold."""

    def __init__(self, key: str):
        super().__init__(key)
        self.key = key


def show_images(data: Any, known: dict[str, str]) -> Any:
    """`data` with every image reference replaced by the data URL `known` holds for it (MissingImage if none)."""
    if isinstance(data, str):
        match = REF.match(data) if data.startswith(REF_PREFIX) else None
        if match is None:
            return data
        if match.group(1) not in known:
            raise MissingImage(match.group(1))
        return known[match.group(1)]
    if isinstance(data, dict):
        return {k: show_images(v, known) for k, v in data.items()}
    if isinstance(data, list):
        return [show_images(v, known) for v in data]
    return data


def without_images(messages: Any) -> Any:
    """Messages as kept in records and reports: images as references, never base64."""
    return hide_images(messages, {})


ANY_IMAGE = "jobagent-image"


def mask_images(data: Any) -> Any:
    """`data` with every image (data URL or reference) as the same placeholder: compares requests by their text and
    where their images are, not by pixels (a screenshot differs a little between machines and fonts)."""
    if isinstance(data, str):
        return ANY_IMAGE if data.startswith(("data:image/", REF_PREFIX)) else data
    if isinstance(data, dict):
        return {k: mask_images(v) for k, v in data.items()}
    if isinstance(data, list):
        return [mask_images(v) for v in data]
    return data

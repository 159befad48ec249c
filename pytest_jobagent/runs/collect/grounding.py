"""Extraction checks: values a model reports must occur in the page text; field maps must fit the sampled items."""

from __future__ import annotations

import re
from typing import Any

from pytest_jobagent.lexicon import same_words

from .fields import field_part, kind_problem, strip_label

CHECKED_FIELDS = ("title", "company", "location")


def fold(text: str | None) -> str:
    """Text as compared: whitespace (no-break spaces too) folded to single spaces, lower case."""
    return " ".join(re.sub(r"[\u00a0\s]+", " ", (text or "")).lower().split())


def occurs(value: str, page_text: str) -> bool:
    """True when the value (whitespace and case folded) is a substring of the page text."""
    value = fold(value)
    return bool(value) and value in fold(page_text)


def invented_fields(values: dict[str, Any], page_text: str, fields: tuple[str, ...] = CHECKED_FIELDS) -> list[str]:
    """Reasons for each checked field that is empty or not found in the page text (empty list: all fine)."""
    problems = []
    for name in fields:
        value = values.get(name)
        if not value or not str(value).strip():
            problems.append(f"{name} is empty")
        elif not occurs(str(value), page_text):
            problems.append(f"{name} {str(value)!r} does not occur in the page text")
    return problems


def check_field_map(mapping: dict[str, Any], samples: list[dict[str, str]]) -> str | None:
    """A field map must name leaf keys the sampled items have; title must be present in every sample."""
    keys = set().union(*(s.keys() for s in samples)) if samples else set()
    for name, key in mapping.items():
        if key and key not in keys:
            return f"{name}: leaf key {key!r} is not one of the listed leaf keys; copy a key exactly"
    title = mapping.get("title")
    if not title:
        return "title: every listing has a title; give its leaf key"
    missing = sum(1 for s in samples if not (s.get(title) or "").strip())
    if missing > len(samples) // 2:
        return f"title: leaf {title!r} is empty in {missing} of {len(samples)} sampled items"
    for name in ("company", "location"):
        key = mapping.get(name)
        if key and key == title:
            return f"{name}: the same leaf as title; choose the leaf holding the {name}"
        # another leaf that repeats the title (an image's alt, a link's name): the same value, not the field's
        repeats = sum(1 for s in samples if key and same_words(s.get(key), s.get(title)))
        if repeats * 2 > len(samples):
            return (f"{name}: leaf {key!r} repeats the title in {repeats} of {len(samples)} sampled items; choose the "
                    f"leaf holding the {name}, or null when the listing does not show it")
    for name in ("title", "company", "location"):
        key = mapping.get(name)
        if not key:
            continue
        # a line that holds several fields' values ("Remote • 3d ago") holds this field in its own part
        wrong = [p for p in (kind_problem(name, field_part(name, strip_label(s.get(key)))) for s in samples) if p]
        if wrong and len(wrong) * 2 > len(samples):
            return (f"{name}: leaf {key!r} does not hold a {name.replace('_', ' ')} ({wrong[0]}); choose the leaf "
                    f"whose text is the {name}, or null when the listing does not show it")
    return None

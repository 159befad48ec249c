"""The observe run's expectation checks against a PageObservation."""

from __future__ import annotations

from pytest_jobagent.browser import PageObservation
from pytest_jobagent.runs.checks import check_count, check_equal

from .schema import ObserveExpect


def check_observe(expect: ObserveExpect, observation: PageObservation) -> list[str]:
    """Expectations of an observe run against a PageObservation."""
    problems = check_equal("platform", expect.platform, observation.platform)
    problems += check_equal("url_pattern", expect.url_pattern, observation.url_pattern)
    problems += check_count("forms", expect.forms, len(observation.forms))
    groups = observation.listing_groups
    largest = groups[0].count if groups else 0
    problems += check_count("listings", expect.listings, largest)
    fields = [f for form in observation.forms for f in form.fields]
    for wanted in expect.fields:
        matches = [f for f in fields if wanted.label.lower() in (f.label or "").lower()]
        if not matches:
            labels = ", ".join(repr(f.label) for f in fields if f.label) or "none"
            problems.append(f"field {wanted.label!r}: not found; labelled fields are: {labels}")
            continue
        field = matches[0]
        if wanted.required is not None and field.required != wanted.required:
            problems.append(f"field {wanted.label!r}: expected required={wanted.required}, found {field.required}")
        if wanted.type is not None and field.type != wanted.type:
            problems.append(f"field {wanted.label!r}: expected type {wanted.type!r}, found {field.type!r}")
    texts = [b.text.lower() for b in observation.buttons]
    for wanted_button in expect.buttons:
        if not any(wanted_button.lower() in t for t in texts):
            problems.append(f"button {wanted_button!r}: not found among {len(texts)} buttons")
    return problems



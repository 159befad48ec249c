"""Details layouts: where the details pages of one address pattern keep a job's values, learned from the Extractor's
reply on one of them and read by code on the next (as apply controls are learned by their signature)."""

from __future__ import annotations

import re
from typing import Any

from pytest_jobagent import browser
from pytest_jobagent.browser import inpage

from .fields import kind_problem
from .grounding import fold, occurs
from .models import ApplyType, DetailsLayout, FieldPlace, JobData

# the details values a layout can read; title and company come from the listing (or the page's employer), and so
# does location where the listing shows one (else its place on the details page is learned too)
LAYOUT_FIELDS = ("description", "salary", "posted_date", "location")
# values that jobs share honestly (two jobs in one city): seen twice alike, their place is not boilerplate; learned
# only where the listing lacked them, so a page that does not show one there is still read by the layout
SHARED_FIELDS = ("location",)
SHORT_FIELD = 120  # longer text is not a salary or a date: the place holds more than the value

SENTENCE = re.compile(r"^(.+?[.!?])(?=\s|$)", re.DOTALL)
ELLIPSIS = ("\u2026", "...")


def _same(shaped: str, value: str) -> bool:
    """A value read by code is the Extractor's (case, spacing and a space before a closing ellipsis aside)."""
    def norm(text: str) -> str:
        return re.sub(r"\s+(\u2026|\.\.\.)$", r"\1", fold(text))
    return norm(shaped) == norm(value)


def _shape(text: str, place: FieldPlace) -> str:
    """The value a place's text gives, cut as the Extractor cut it where the layout was learned."""
    text = " ".join(text.split())
    if place.shape == "sentence":
        match = SENTENCE.match(text)
        return match.group(1) if match else text
    if place.shape == "prefix" and len(text) > place.chars:
        return text[:place.chars].rstrip() + "\u2026"
    return text


def _cut(value: str) -> tuple[str, int]:
    """The text to look for of a value, and its length when the value is cut short with an ellipsis (else 0)."""
    for mark in ELLIPSIS:
        if value.endswith(mark):
            text = value[: -len(mark)].rstrip()
            return text, len(" ".join(text.split()))
    return value, 0


def has_form(view: Any) -> bool:
    """The view shows an application-like form (in the page or a frame of it)."""
    for document in browser.documents(view):
        try:
            if inpage.call(document, "hasForm"):
                return True
        except Exception:  # noqa: BLE001 - a frame navigating away has no form to show
            continue
    return False


def learn(view: Any, job: JobData, values: dict[str, str | None], apply_type: ApplyType | None) -> DetailsLayout:
    """The layout of this details page, from the values the Extractor read on it (`apply_type`: its verdict when the
    page has no apply control to learn, else None). A value no element holds alone (as the Extractor gave it, read
    back the way a later page will be) is `missing`: a later page needs the Extractor for it."""
    wanted = {name: value for name, value in values.items() if name in LAYOUT_FIELDS and value}
    looked = {name: _cut(value)[0] for name, value in wanted.items()}
    found = inpage.call(view, "locateValues", [looked, job.title]) if looked else {}
    layout = DetailsLayout(url_pattern=browser.generalize_url(view.url), apply_type=apply_type, form=has_form(view),
                           example=view.url, example_title=job.title)
    for name, value in wanted.items():
        spot, chars = found.get(name), _cut(value)[1]
        place = None
        if spot and (name == "description" or len(spot["text"]) <= SHORT_FIELD):
            for shape in ("all", "sentence", "prefix"):
                candidate = FieldPlace(anchor=spot["anchor"], path=spot["path"], heading=spot["heading"],
                                       shape=shape, chars=chars if shape == "prefix" else 0, learned=value)
                if (shape != "prefix" or chars) and _same(_shape(spot["text"], candidate), value):
                    place = candidate
                    break
        if place is None:
            if name not in SHARED_FIELDS:  # a place the listing lacked is a bonus: not finding it costs no call
                layout.missing.append(name)
        else:
            layout.fields[name] = place
    # read back as a later page will be: a place another landmark shadows (a second <article>) gives another text
    back = _texts(layout, view)
    for name in list(layout.fields):
        if not _same(_shape(back.get(name) or "", layout.fields[name]), wanted[name] or ""):
            del layout.fields[name]
            if name not in SHARED_FIELDS:
                layout.missing.append(name)
    return layout


def _texts(layout: DetailsLayout, view: Any) -> dict[str, str | None]:
    places = {name: place.model_dump(include={"anchor", "path", "heading"}) for name, place in layout.fields.items()}
    return inpage.call(view, "readPlaces", places) if places else {}


def read(layout: DetailsLayout, view: Any, job: JobData) -> dict[str, str] | None:
    """The values this details page shows at the layout's places; None when the page does not fit it (the job's title
    is not on it, a place is missing or empty, the form the layout saw is gone or new). A value another job showed
    too (the company's intro paragraph, a perks line with a figure) is the page's boilerplate, not the job's: its
    place is dropped from the layout (two jobs may share a pay band; their pages cannot tell it from boilerplate)."""
    if not occurs(job.title, browser.visible_text(view)):
        return None
    texts = _texts(layout, view)
    values = {}
    for name, place in list(layout.fields.items()):
        text = texts.get(name)
        if (not text or not text.strip()) and name in SHARED_FIELDS:
            continue  # this page shows no place there: the job keeps what its listing said
        if not text or not text.strip():
            return None
        value = _shape(text, place)
        if _same(value, place.learned) and fold(job.title) != fold(layout.example_title) \
                and name not in SHARED_FIELDS:
            del layout.fields[name]
            layout.boilerplate.append(name)
        elif kind_problem(name, value) is None:  # a page without the value shows another one there ("Full-time")
            values[name] = value
    if layout.apply_type is not None and has_form(view) != layout.form:
        return None
    return values


def matching(layouts: dict[str, DetailsLayout], view: Any) -> DetailsLayout | None:
    return layouts.get(browser.generalize_url(view.url))

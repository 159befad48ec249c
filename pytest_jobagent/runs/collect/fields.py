"""What each job field looks like: a value is accepted only if it reads as its kind (judged by the field's own
libraries in pytest_jobagent.values: a company is not punctuation, a function word, a date or a recruiter; a location
is a place in any language, or a work mode), and "Label:" prefixes are taken off."""

from __future__ import annotations

import re

from pytest_jobagent import values
from pytest_jobagent.lexicon import field_named, normalize, phrases

LABEL_PREFIX = re.compile(r"^\s*([^\W\d_][^\W\d_ /]{1,24}):\s+(?=\S)")


def field_of_label(label: str | None) -> str | None:
    """The field a page's own label names ("Where" -> location, "Employer" -> company, "기업명" -> company), if any:
    the lexicon's `field_named`, whose head word decides."""
    return field_named(label) if label else None


def strip_label(value: str | None) -> str | None:
    """'Location: Berlin' -> 'Berlin' when the prefix is a field label; other text unchanged."""
    if not value:
        return value
    match = LABEL_PREFIX.match(value)
    if match and field_of_label(match.group(1)) not in (None, "category"):  # a job's own fields' labels
        return value[match.end():].strip()
    return value.strip()


def field_part(name: str, value: str | None) -> str | None:
    """The field's own part of a line that holds the values of several fields ("Hybrid in Austin, Texas • Yesterday":
    the location "Hybrid in Austin, Texas", the posted date "Yesterday"; values.line_fields), for the fields such a
    line holds (place, age, pay); the value itself otherwise."""
    if not value or name not in ("location", "posted_date", "salary"):
        return value
    return values.line_fields(value).get(name, value)


SEGMENTS = re.compile(r"\s+[•·|]\s+|\s*\u2022\s*")
BULLETED = re.compile(r"\s+·\s+|\s*\u2022\s*")
PLACE_FORM = re.compile(r"\w,\s*\w|\w\s+[-–]\s+\w")  # "San Francisco, CA", "Amsterdam - Netherlands"


def _not_a_place(part: str) -> bool:
    return values.is_function_word(part) or values.is_job_type(part) or values.is_pay(part) \
        or values.is_date(part) or bool(values.REFERENCE.match(part))


def _leading_mode(text: str) -> str | None:
    """The work mode a place's line starts with: "Hybrid in Austin, Texas", "Remote or Jacksonville, Florida",
    "On-Site in Reston, Virginia", "재택근무 서울" (its first words say how the job is worked and, past the joining
    words, the rest is a place); None when it starts with none."""
    words = text.split()
    for n in (1, 2, 3):  # the shortest head: "Hybrid - London, UK" is Hybrid, not "Hybrid -"
        head = " ".join(words[:n]).rstrip(",:;")
        if len(words) <= n or not values.is_work_mode(head):
            continue
        rest = words[n:]
        while rest and values.is_function_word(rest[0]):  # "in", "or", "from", "à", "–"
            rest = rest[1:]
        tail = " ".join(rest)
        if tail and (values.is_place(tail) or PLACE_FORM.search(tail)):
            return head
    return None


def place_and_mode(value: str | None, places: tuple[str, ...] = ()) -> tuple[str | None, str | None]:
    """(location, work mode) from a listing's meta line: "Engineering • San Francisco, CA • Full time • Hybrid" is
    the place "San Francisco, CA" and the mode "Hybrid". The page's own place names (its location filter's options)
    decide first, then a segment the place libraries know ("Київ", "서울 강남구"), then a segment in a place's form,
    else the last plain one. A remote job with no other place keeps its mode as its place."""
    # "Київ ·", "Казань ,": a separator the page draws after the value (or before a part it leaves out)
    text = (value or "").strip(" \t\n•·|,;")
    # a line drawn with bullets keeps what lies between them whole: "Recruiting • Worldwide | Remote, Kenya | ALL •
    # Full time" is one multi-location value as the page shows it, not its first place
    splitter = BULLETED if BULLETED.search(text) else SEGMENTS
    parts = [p.strip() for p in splitter.split(text) if p.strip()]
    if len(parts) < 2:
        # "Hybrid (2 days) in Berlin": the mode is its head, though the line reads as a mode with a note
        return (text or None), _leading_mode(text) or (text if values.is_work_mode(text) else None)
    modes = [p for p in parts if values.is_work_mode(p)]
    plain = [p for p in parts if not values.is_work_mode(p) and not _not_a_place(p)]
    # "San Francisco, CA • Remote", "Remote (US) • Seattle, WA": a place and a mode and nothing else is one location
    # as the page writes it (where the job is, and that it may be done from elsewhere)
    if modes and plain and len(modes) + len(plain) == len(parts) \
            and all(values.is_place(p) or PLACE_FORM.search(p) for p in plain):
        return text, modes[0]
    known = {p.casefold() for p in places}
    place = next((p for p in plain if p.casefold() in known), None) \
        or next((p for p in plain if values.is_place(p)), None) \
        or next((p for p in plain if PLACE_FORM.search(p)), None) \
        or (plain[-1] if plain else None) or (modes[0] if modes else None)
    return place, (modes[0] if modes else None)


BADGES = frozenset(phrases("badge"))


def is_badge(value: str | None) -> bool:
    """The whole value is a badge the board pins on a card ("Pro", "Top", "Hot", "Featured", "急募", "GẤP")."""
    return normalize(value or "") in BADGES


def kind_problem(name: str, value: str | None) -> str | None:
    """Why a value does not read as the field it was given to (None: it does); values.kind_problem decides, and a
    badge of the board ("Pro", "New", "급구") is never a company, a place or a title."""
    if name in ("company", "location", "title") and is_badge(value):
        return f"{name} {value!r} is a badge of the board, not a value"
    return values.kind_problem(name, value)

"""What each job field looks like: a value is accepted only if it reads as its kind (a company is not a function
word, a date or an id; a location is a place, not only a work mode), and "Label:" prefixes are taken off."""

from __future__ import annotations

import re

WORK_MODE = re.compile(r"^\W*(fully |100% )?(remote|hybrid|on-?site|in[- ]office|onsite|work from home|wfh)"
                       r"( (only|first|friendly|work|job|option(al)?))?\W*$", re.IGNORECASE)
POSTED = re.compile(r"\b(ago|posted|just posted|today|yesterday|reposted)\b|^\d+\s*[hdwmy]\+?$|"
                    r"^\d{1,2}[/.]\d{1,2}[/.]\d{2,4}$|^\d{4}-\d\d-\d\d", re.IGNORECASE)
REFERENCE = re.compile(r"^(ref(erence)?|req(uisition)?|job ?(id|no|number)|id)\b\.?\s*[#:]?\s*[\w-]+\.?$|^#?\d[\d-]*\.?$",
                       re.IGNORECASE)
SALARY = re.compile(r"[$€£¥₹]\s?\d|\d\s?[kK]\b|\b(per|an|a) (hour|year|month|annum)\b|/(yr|hr|hour|year|month)\b")
PAY_WORDS = re.compile(r"\b(salary|pay|wage|rate|compensation|usd|eur|gbp|cad|aud|dkk|sek|nok|chf|per|hourly|"
                       r"annual(ly)?|monthly)\b", re.IGNORECASE)
WHEN = re.compile(r"\d|\b(today|yesterday|just|recently)\b", re.IGNORECASE)
PAY_RANGE = re.compile(r"\b\d{1,3}[,.]?\d{3}\s*[-–]\s*\d{1,3}[,.]?\d{3}\b")  # "31,988 - 33,672": amounts, a currency unsaid
DATE = re.compile(r"\b\d{1,2} (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|"
                  r"oct|nov|dec)[a-z]* \d{1,2}\b|\d{4}-\d\d-\d\d|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}", re.IGNORECASE)
FUNCTION_WORDS = {"at", "by", "for", "in", "on", "of", "with", "from", "the", "a", "an", "and", "or", "to", "via", "-",
                  "|", "·", "•", "new", "featured", "promoted", "sponsored", "apply", "apply now", "save", "share",
                  "easy apply", "view", "details", "more", "full-time", "part-time", "full time", "part time",
                  "contract", "temporary", "internship", "permanent", "remote", "hybrid", "on-site", "onsite"}
LABELS = {  # words a page uses to name a field (headers, <dt>, itemprop, "Where:")
    "title": re.compile(r"\b(title|role|position|job( name)?|vacancy|opening)\b", re.IGNORECASE),
    "company": re.compile(r"\b(company|employer|organi[sz]ation|hiringorganization|hiring|firm|agency|brand)\b",
                          re.IGNORECASE),
    "location": re.compile(r"\b(location|where|city|place|office|region|address|addresslocality|joblocation|based in)\b",
                           re.IGNORECASE),
    "salary": re.compile(r"\b(salary|pay|compensation|wage|rate|basesalary)\b", re.IGNORECASE),
    "posted_date": re.compile(r"\b(posted|date|dateposted|published|added|age)\b", re.IGNORECASE),
}
LABEL_PREFIX = re.compile(r"^\s*([A-Za-z][A-Za-z /]{1,24}):\s+(?=\S)")


def field_of_label(label: str | None) -> str | None:
    """The field a page's own label names ("Where" -> location, "Employer" -> company), if any."""
    if not label:
        return None
    # the head word names the field: "company location" is a location, "job item company name" a company
    found = [(m.end(), name) for name, words in LABELS.items() for m in words.finditer(label)]
    return max(found)[1] if found else None


def strip_label(value: str | None) -> str | None:
    """'Location: Berlin' -> 'Berlin' when the prefix is a field label; other text unchanged."""
    if not value:
        return value
    match = LABEL_PREFIX.match(value)
    if match and field_of_label(match.group(1)):
        return value[match.end():].strip()
    return value.strip()


SEGMENTS = re.compile(r"\s+[•·|]\s+|\s*\u2022\s*")
PLACE_FORM = re.compile(r"\w,\s*\w|\w\s+[-–]\s+\w")  # "San Francisco, CA", "Amsterdam - Netherlands"


def place_and_mode(value: str | None, places: tuple[str, ...] = ()) -> tuple[str | None, str | None]:
    """(location, work mode) from a listing's meta line: "Engineering • San Francisco, CA • Full time • Hybrid" is
    the place "San Francisco, CA" and the mode "Hybrid". The page's own place names (its location filter's options)
    decide between single words; else a segment in a place's form, else the last plain one. A remote job with no
    other place keeps its mode as its place."""
    text = (value or "").strip()
    parts = [p.strip() for p in SEGMENTS.split(text) if p.strip()]
    if len(parts) < 2:
        mode = text if WORK_MODE.match(text) else None
        return (text or None), mode
    modes = [p for p in parts if WORK_MODE.match(p)]
    plain = [p for p in parts if not WORK_MODE.match(p) and p.lower() not in FUNCTION_WORDS
             and not SALARY.search(p) and not POSTED.search(p) and not REFERENCE.match(p)]
    known = {p.casefold() for p in places}
    place = next((p for p in plain if p.casefold() in known), None) \
        or next((p for p in plain if PLACE_FORM.search(p)), None) \
        or (plain[-1] if plain else None) or (modes[0] if modes else None)
    return place, (modes[0] if modes else None)


def kind_problem(name: str, value: str | None) -> str | None:
    """Why a value does not read as the field it was given to (None: it does)."""
    text = (value or "").strip()
    if not text:
        return None
    low = text.lower().strip(" .:()")
    if name == "company":
        if low in FUNCTION_WORDS or len(low) < 2:
            return f"company {text!r} is a function word or label, not a name"
        if POSTED.search(text) and len(text) < 25:
            return f"company {text!r} is a date or an age"
        if REFERENCE.match(text) or SALARY.search(text):
            return f"company {text!r} is a reference number or pay"
    if name == "location":  # a work mode alone ("Remote") is all the place a remote job has: accepted
        if WORK_MODE.match(text):
            return None
        if low in FUNCTION_WORDS or POSTED.search(text) and len(text) < 25 or REFERENCE.match(text):
            return f"location {text!r} is not a place"
    if name == "title" and (low in FUNCTION_WORDS or REFERENCE.match(text)):
        return f"title {text!r} is not a job title"
    if name == "salary" and not (SALARY.search(text) or PAY_RANGE.search(text) or re.search(r"\d\s?[$€£¥₹]", text)
                                 or re.search(r"\d", text) and PAY_WORDS.search(text)):
        return f"salary {text!r} is not a pay (no amount)"
    if name == "posted_date" and not (POSTED.search(text) and WHEN.search(text) or DATE.search(text)
                                      or low == "recently"):
        return f"posted date {text!r} does not say when"
    return None

"""Heuristic rules for the Phase 2 extractor: map listing leaves to fields by their texts; read a details view."""

from __future__ import annotations

import re

from pytest_jobagent.lexicon import labelled

from ..context import Answer, Context
from ._page import Page, parse, sections

ROLE = "extractor"
TOOLS = {"map_fields", "extract_job"}

LEAF = re.compile(r'^\s*\[(?P<key>[^\]]+)\](?: <(?P<label>[^>]*)>)? "(?P<text>.*)"(?: \(link (?P<href>[^)]*)\))?$')
# cue: the page's own name for a leaf (column header, <dt>, itemprop, aria-label, "Where:") says what it holds
NAMED = {
    "title": re.compile(r"\b(title|role|position|job|vacancy|opening)\b", re.I),
    "company": re.compile(r"\b(company|employer|organi[sz]ation|hiring|firm|agency)\b", re.I),
    "location": re.compile(r"\b(location|where|city|place|office|region|address|locality)\b", re.I),
    "salary": re.compile(r"\b(salary|pay|compensation|wage|rate)\b", re.I),
    "posted_date": re.compile(r"\b(posted|date|published|added)\b", re.I),
}
# cue: words users see: a work mode alone is not a place; "at", ages and reference numbers are not companies
WORK_MODE = re.compile(r"^\W*(fully )?(remote|hybrid|on-?site|in[- ]office)\W*$", re.I)
NOT_A_NAME = re.compile(r"^(at|by|for|in|with|via|new|featured|promoted|sponsored)$|^\d+\s*[hdwmy]\+?$|"
                        r"^(ref|req|job id|id)\b.*\d|^#?\d[\d-]*\.?$", re.I)
SALARY = re.compile(r"[$€£]\s?\d|\d\s?(k|K)\b|/(yr|hr|hour|year|month)\b|\b(an|per) (hour|year|month)\b|\bsalary\b")
FIGURE = re.compile(r"\d")
WHEN = re.compile(r"\d|\b(today|yesterday|just)\b", re.IGNORECASE)
POSTED = re.compile(r"\b(ago|posted|just posted|today|yesterday|reposted)\b|\b\d{4}-\d\d-\d\d\b", re.IGNORECASE)
OFF_SITE = re.compile(r"\b(company|employer|corporate|career)('s)? (site|website|page|portal)\b|\bexternal\b|"
                      r"\bon (their|the employer's|the company's) (site|website)\b", re.IGNORECASE)
EASY = re.compile(r"\b(easy apply|easily apply|quick apply|1-click apply|one-click apply)\b", re.IGNORECASE)
RATING = re.compile(r"^\d(\.\d)?\s*★?$|^★")
LOCATION = re.compile(r",\s*[A-Z]{2}\b|\b(remote|hybrid|on-site|onsite)\b|united states|united kingdom|\bUSA?\b|"
                      r"\b\d{5}\b|^[A-Z][a-z]+(?: [A-Z][a-z]+)*, [A-Z][a-z]+", re.IGNORECASE)
JOB_TYPE = re.compile(r"^(full|part)[- ]time$|^(contract|temporary|internship|permanent|freelance)$", re.IGNORECASE)
INITIALS = re.compile(r"^[A-Z]{1,3}$")
ACTION_WORDS = re.compile(r"^(apply( now| here| today)?|read (more|less)|view( job| details| more)?|learn more|details|"
                          r"more info|see more|save( job)?|share|bookmark)[.!›»>\s]*$", re.I)


def _items(text: str) -> list[list[tuple[str, str, str | None]]]:
    items: list[list[tuple[str, str, str | None]]] = []
    for line in text.splitlines():
        if line.startswith("ITEM "):
            items.append([])
            continue
        match = LEAF.match(line)
        if match and items:
            items[-1].append((match.group("key"), match.group("text"), match.group("href")))
    return items


def _labels(text: str) -> dict[str, str]:
    """leaf key -> the page's own name for it (first seen)."""
    out: dict[str, str] = {}
    for line in text.splitlines():
        match = LEAF.match(line)
        if match and match.group("label"):
            out.setdefault(match.group("key"), match.group("label"))
    return out


def _head(label: str) -> str | None:
    """The field a label names by its last field word ("company location" -> location)."""
    found = [(m.end(), name) for name, rule in NAMED.items() for m in rule.finditer(label)]
    return max(found)[1] if found else None


def _named(items, labels: dict[str, str], field: str, exclude: set[str]) -> str | None:
    """The leaf the page itself names as the field, present in most sampled items."""
    keys = [k for k, label in labels.items() if _head(label) == field and k not in exclude]
    for key in keys:
        # cue: a leaf that only says a field's name ("Location" in a <dt>) is the label, its <dd> the value
        if sum(1 for item in items if any(k == key and t.strip() and not _is_field_name(t) for k, t, _ in item)) * 2 \
                > len(items):
            return key
    return None


def _is_field_name(text: str) -> bool:
    word = text.strip().rstrip(":").strip()
    return any(rule.fullmatch(word) for rule in NAMED.values())


def _best(items, test, exclude: set[str], prefer: str | None = None) -> str | None:
    """The leaf key whose texts pass `test` in most sampled items (first in item order on ties)."""
    scores: dict[str, float] = {}
    order: dict[str, int] = {}
    for item in items:
        for pos, (key, text, href) in enumerate(item):
            if key in exclude:
                continue
            order.setdefault(key, pos)
            if test(key, text, href):
                scores[key] = scores.get(key, 0) + 1 + (0.5 if prefer and prefer in key.lower() else 0)
    if not scores:
        return None
    top = max(scores.values())
    if top < max(1, len(items) / 2):
        return None
    return min((k for k, v in scores.items() if v == top), key=lambda k: order[k])


def map_fields(text: str) -> Answer:
    sampled = sections(text).get("SAMPLED ITEMS", "")
    items = _items(sampled)
    labels = _labels(sampled)
    used: set[str] = set()
    # cue: the page's own filters: a leaf whose texts are options of a place-named filter ("Office", "Location")
    # holds the location, whatever the places look like ("München")
    places = {o.strip().lower() for line in sections(text).get("FILTERS ON THE PAGE", "").splitlines()
              if NAMED["location"].search(line.split(":", 1)[0]) for o in line.split(":", 1)[-1].split("|")}
    places.discard("")
    # the options of every other filter (Department, Work type): a leaf saying one of them is that field, not a name
    facets = {o.strip().lower() for line in sections(text).get("FILTERS ON THE PAGE", "").splitlines()
              if not NAMED["company"].search(line.split(":", 1)[0]) for o in line.split(":", 1)[-1].split("|")}
    facets.discard("")
    named = {}
    for field in ("title", "company", "location", "salary", "posted_date"):
        named[field] = _named(items, labels, field, used)
        used.add(named[field] or "")

    def plain(text: str) -> bool:
        return not (SALARY.search(text) or POSTED.search(text) or EASY.search(text) or RATING.match(text)
                    or JOB_TYPE.match(text) or INITIALS.match(text) or ACTION_WORDS.match(text.strip()))

    # cue: a job's name is its heading or the link to it; words of an action ("Apply now", "Read more") are not
    heading = re.compile(r"(^|> )h[1-6]\b[^>]*$")
    title = named["title"] or _best(items, lambda k, t, h: bool(heading.search(k)) and len(t) > 3 and plain(t), used,
                                    "title")
    title = title or _best(items, lambda k, t, h: bool(h) and len(t) > 3 and plain(t), used, "title")
    title = title or _best(items, lambda k, t, h: len(t) > 3 and plain(t), used, "title")
    used.add(title or "")

    def place(k, t, h) -> bool:
        return bool(LOCATION.search(t)) and not SALARY.search(t) and not POSTED.search(t) and len(t) < 80

    # a place first; a leaf that only ever says "Remote"/"Hybrid" is the work mode, taken only when nothing else is
    location = named["location"] or (places and _best(items, lambda k, t, h: t.strip().lower() in places, used,
                                                      "location")) or \
        _best(items, lambda k, t, h: place(k, t, h) and not WORK_MODE.match(t), used, "location") or \
        _best(items, place, used, "location")
    used.add(location or "")
    salary = named["salary"] or _best(items, lambda k, t, h: bool(SALARY.search(t)) and len(t) < 60, used, "salary")
    used.add(salary or "")
    posted = named["posted_date"] or _best(items, lambda k, t, h: bool(POSTED.search(t)) and len(t) < 40, used, "date")
    used.add(posted or "")
    marker = _best(items, lambda k, t, h: bool(EASY.search(t)), used)
    if marker is None:  # a badge some items have: present in any sample is enough
        marker = next((k for item in items for k, t, _ in item if EASY.search(t) and k not in used), None)
    used.add(marker or "")
    # the company: named by the page, else the first plain leaf after the title in most items
    after: dict[str, int] = {}
    for item in items:
        keys = [k for k, _, _ in item]
        start = keys.index(title) + 1 if title in keys else 0
        for key, leaf_text, _ in item[start:start + 4]:  # cue: a card names its employer right by the title
            if key in labels or re.search(r"(^|> )li\b[^>]*$", key):  # a labelled leaf, or a bullet of a description  # the page named this leaf, and not as the company (a team, a type)
                continue
            if leaf_text.strip().lower() in facets:  # cue: an option of the page's Department / Type filter
                continue
            if key not in used and plain(leaf_text) and 1 < len(leaf_text) < 60 and not LOCATION.search(leaf_text) \
                    and not NOT_A_NAME.match(leaf_text.strip(" .:()")) and not _label_of_next(leaf_text, labels):
                after[key] = after.get(key, 0) + (2 if "company" in key.lower() else 1)
                break
    company = named["company"] or (max(after, key=lambda k: after[k]) if after else None)
    return Answer.call("map_fields", title=title, company=company, location=location, salary=salary,
                       posted_date=posted, easy_apply_marker=marker)


def _label_of_next(text: str, labels: dict[str, str]) -> bool:
    """A leaf whose text is itself the name of a field ("Employer", "Where:") is a label, not a value."""
    word = text.strip().rstrip(":").strip()
    return any(rule.fullmatch(word) for rule in NAMED.values()) or word in labels.values()


def _form_here(page: Page) -> bool:
    """An application form on the page: a file to attach or two required fields to fill, and a submit button."""
    fields = page.required_fields()
    uploads = [e for e in page.elements if e.kind == "UPLOAD"]
    submits = [e for e in page.clicks() if "submit" in e.states]
    return bool(submits) and (bool(uploads) or len(fields) >= 2)


def extract_job(text: str) -> Answer:
    parts = sections(text)
    # cue: the listing's values come named ("title: … | location: …"); a field the listing lacks stays empty
    shown = dict(part.split(": ", 1) for part in (parts.get("THE LISTING SHOWED") or "").split(" | ") if ": " in part)
    dom = parts.get("DOM", "")
    page = parse(dom)
    title, company, location = (shown.get(name, "").strip() for name in ("title", "company", "location"))
    applies = page.apply_buttons(include_submit=True)
    apply = applies[0] if applies else None
    kind = "unknown"
    address = re.match(r"URL: (\S+)", text)
    here = address.group(1) if address else ""
    if apply is not None:
        href = re.search(r"\[href='([^']*)'\]", apply.selector)
        target = href.group(1) if href is not None else ""
        in_page = target.startswith("#")  # cue: a link to a form further down this page
        # cue: a link under this posting's own address (/jobs/12 -> /jobs/12/apply) is its form on this site
        below = bool(here) and target.startswith(here.split("?")[0].rstrip("/") + "/")
        if EASY.search(apply.name) or apply.role == "button" or in_page or below:
            kind = "easy_apply"
        elif apply.role == "link":
            # cue: words that say the application is elsewhere, or a link to another host (the DOM shows this site's
            # links without their origin); a link that stays on this site leads to its own form
            off_site = OFF_SITE.search(apply.name) or target.startswith(("http://", "https://", "//"))
            kind = "external" if off_site else "easy_apply"
    if apply is None and _form_here(page):
        kind = "easy_apply"  # cue: the posting carries the application itself (its own fields or an ATS's frame)
    # cue: the page's own words, not the serializer's lines about it (META) or a section's heading
    texts = [(i, t) for i, t, d in page.texts if d is None and not t.startswith(("META ", "#"))]
    # cue: a pay is a figure ("$95,000 – $110,000 per year"), not the word ("Competitive salary"); a posting date
    # says when ("3 days ago", "Posted today", "2026-11-02"), a bare "Posted on" is the label before it
    salary = next((t for _, t in texts if SALARY.search(t) and FIGURE.search(t) and len(t) < 60), None)
    posted = next((t for _, t in texts if POSTED.search(t) and WHEN.search(t) and len(t) < 40), None)
    # cue: the description follows the posting's title (a site's tagline or a banner comes before it)
    heading = next((i for i, t, _ in page.texts if title and t.lstrip("# ").strip() == title), -1)
    body = [t for i, t in texts if len(t) > 80 and i > heading] or [t for _, t in texts if len(t) > 80]
    # cue: a place the listing did not show, under the page's own label for it ("Location:", "Arbeitsort", "근무지역")
    location = location or labelled([t for _, t in texts], "location_label") or ""
    return Answer.call("extract_job", title=title, company=company, location=location, salary=salary,
                       posted_date=posted, description=body[0][:200] if body else None,
                       apply_selector=apply.selector if apply is not None else None, apply_type=kind)


def answer(ctx: Context) -> Answer | None:
    ctx = ctx.before_corrections() if ctx.correction else ctx
    if ctx.offers("map_fields"):
        return map_fields(ctx.last_text)
    if ctx.offers("extract_job"):
        return extract_job(ctx.last_text)
    return None

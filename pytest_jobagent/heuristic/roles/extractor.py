"""Heuristic rules for the Phase 2 extractor: map listing leaves to fields by their texts; read a details view.
What a text means (a place, a date, a pay, a name) is judged by pytest_jobagent.values; every reply is built to
validate against the tool's schema, and a field no sampled leaf holds is left out, never sent as an empty leaf."""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import zip_longest

from pytest_jobagent import values
from pytest_jobagent.lexicon import (
    field_named,
    fields_named,
    is_field_label,
    labelled,
    normalize,
    phrases,
    same_words,
    says,
)

from ..context import Answer, Context
from ._page import Page, parse, sections

# one sampled item's leaves: (key, text, link)
Item = list[tuple[str, str, str | None]]

ROLE = "extractor"
TOOLS = {"map_fields", "extract_job"}

LEAF = re.compile(r'^\s*\[(?P<key>[^\]]+)\](?: <(?P<label>[^>]*)>)? "(?P<text>.*)"(?: \(link (?P<href>[^)]*)\))?$')
# cue: words users see, judged by the field's own libraries (values): a work mode alone is not a place; "at", ages,
# reference numbers, punctuation and a recruiter's name are not companies
# language-independent forms of a place: "Austin, TX", a postal code
PLACE_FORM = re.compile(r",\s*[A-Z]{2}\b|\b\d{5}\b")


def _place(text: str) -> bool:
    """A place in any country's form, or a line that names one ("Hybrid in San Francisco, California")."""
    return values.is_place(text) or values.mentions_place(text) or bool(PLACE_FORM.search(text))


BADGES = frozenset(phrases("badge"))


def _badge(text: str) -> bool:
    """A badge the board pins on a card or its employer ("Pro", "Top", "Featured", "급구"): never a value."""
    return normalize(text) in BADGES


BULLETS = re.compile(r"\s*[•·]\s*")
LIST_PARTS = re.compile(r"\s*[,|;/]\s*")


def _places_listed(text: str) -> bool:
    """A meta line one of whose segments lists places ("Recruiting • Worldwide | Remote, Nigeria | ALL | Remote,
    Kenya • Full time"): most of the list's parts are places or work modes. A sentence that names a place is none."""
    for segment in BULLETS.split(text):
        parts = [p for p in LIST_PARTS.split(segment) if p.strip()]
        known = sum(1 for p in parts if values.is_place(p) or values.is_work_mode(p))
        if len(parts) >= 3 and known * 2 > len(parts) and all(len(p) < 40 for p in parts):
            return True
    return False


def _not_a_name(text: str) -> bool:
    return _badge(text) or values.kind_problem("company", text) is not None


OFF_SITE = re.compile(r"\b(company|employer|corporate|career)('s)? (site|website|page|portal)\b|\bexternal\b|"
                      r"\bon (their|the employer's|the company's) (site|website)\b", re.IGNORECASE)
EASY = re.compile(r"\b(easy apply|easily apply|quick apply|1-click apply|one-click apply)\b", re.IGNORECASE)
RATING = re.compile(r"^\d(\.\d)?\s*★?$|^★")
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


# a column header naming two fields at once ("기업명 / 공고제목", "Company · Title")
LABEL_PARTS = re.compile(r"\s*[/|·,]\s*")


def _labels(text: str) -> dict[str, str]:
    """leaf key -> the page's own name for it (first seen). A name that joins the names of several fields ("Company /
    Title" over a cell holding two leaves) names the leaves it covers in its order, each by its own part, when it
    covers as many leaves as it names fields."""
    out: dict[str, str] = {}
    for line in text.splitlines():
        match = LEAF.match(line)
        if match and match.group("label"):
            out.setdefault(match.group("key"), match.group("label"))
    for label in set(out.values()):
        parts = [p for p in LABEL_PARTS.split(label) if p]
        keys = [k for k, said in out.items() if said == label]  # in the order the items show them
        if len(parts) >= 2 and len(parts) == len(keys) and len({_head(p) for p in parts} - {None}) == len(parts):
            out.update(zip(keys, parts, strict=True))
    return out


def _head(label: str) -> str | None:
    """The field a label names by its last field word ("company location" -> location)."""
    # cue: the page's own name for a leaf (column header, <dt>, itemprop, aria-label, "Where:") in its language
    # ("Location", "기업명", "职位名称", "Arbeitgeber"), from the lexicon
    return field_named(label)


def _named(items: list[Item], labels: dict[str, str], field: str, exclude: set[str]) -> str | None:
    """The leaf the page itself names as the field, present in most sampled items."""
    keys = [k for k, label in labels.items() if _head(label) == field and k not in exclude]
    # cue: a leaf that only says a field's name ("Location" in a <dt>) is the label, its <dd> the value
    keys = [key for key in keys if sum(1 for item in items if any(k == key and t.strip() and not _is_field_name(t)
                                                                  for k, t, _ in item)) * 2 > len(items)]
    if field in ("location", "company", "title"):
        # cue: a label the page puts on a badge ("Pro" inside the company's link) names no value: a named leaf must
        # read as its field in most samples (a title leaf no place)
        def fits(key: str) -> bool:
            texts = [t for item in items for k, t, _ in item if k == key]
            good = [t for t in texts if not _badge(t) and not values.kind_problem(field, _unlabelled(t))
                    and not (field == "company" and _not_a_name(t.strip(" .:()")))]
            return len(good) * 2 > len(items)
        keys = [key for key in keys if fits(key)]
    if field in ("location", "company") and len(keys) > 1:
        # one label over several leaves ("company location wrapper"): a place is judged in context, the leaf whose
        # values are places in most samples is the location, the one that holds names is the company
        def places(key: str) -> int:
            return sum(1 for item in items for k, t, _ in item if k == key and values.is_place(t))
        placey = [key for key in keys if places(key) * 2 > len(items)]
        if field == "location" and placey:
            return max(placey, key=places)
        if field == "company":
            keys = [key for key in keys if key not in placey] or keys
    return keys[0] if keys else None


def _is_field_name(text: str) -> bool:
    return is_field_label(text)


def _best(items: list[Item], test: Callable[[str, str, str | None], bool], exclude: set[str], prefer: str | None = None) -> str | None:
    """The leaf key whose texts pass `test` in most sampled items (first in item order on ties)."""
    scores: dict[str, float] = {}
    counts: dict[str, int] = {}
    order: dict[str, int] = {}
    for item in items:
        for pos, (key, text, href) in enumerate(item):
            if key in exclude:
                continue
            order.setdefault(key, pos)
            if test(key, text, href):
                counts[key] = counts.get(key, 0) + 1
                scores[key] = scores.get(key, 0) + 1 + (0.5 if prefer and prefer in key.lower() else 0)
    # a leaf in half the items or more; the key's own word ("title") breaks ties, never makes up for a missing item
    scores = {k: v for k, v in scores.items() if counts[k] >= max(1, len(items) / 2)}
    if not scores:
        return None
    top = max(scores.values())
    return min((k for k, v in scores.items() if v == top), key=lambda k: order[k])


def _sometimes(items: list[Item], test: Callable[[str], bool], exclude: set[str]) -> str | None:
    """The first leaf key that some sampled items have and whose every text passes `test`: a field a card shows only
    when the job has it (a careers page names the place of a few jobs only, "实习 | 研发类 | 深圳市" beside
    "实习 | 职能类"), missing from most samples but never holding anything else."""
    texts: dict[str, list[str]] = {}
    for item in items:
        for key, text, _ in item:
            if key not in exclude:
                texts.setdefault(key, []).append(text.strip())
    return next((key for key, said in texts.items() if all(t and test(t) for t in said)), None)


def _by_title(items: list[Item], title: str | None, exclude: set[str]) -> str | None:
    """A short name the card writes inside its title's own link ("数据挖掘 [大屯]": the job's link, not the employer's)
    that reads as a place in some samples and as nothing else in the others: a quarter or a district no gazetteer
    knows ("[五道口]") beside the ones it does ("[海淀区]")."""
    links = [next((h for k, _, h in item if k == title and h), None) for item in items]
    said: dict[str, list[str]] = {}
    for item, link in zip(items, links, strict=True):
        for key, text, href in item:
            if key not in exclude and key != title and link and href == link:
                said.setdefault(key, []).append(text.strip(" []()【】（）"))

    def nothing_else(text: str) -> bool:
        return 1 < len(text) < 30 and not any(ch.isdigit() for ch in text) and not _badge(text) \
            and not values.has_legal_form(text) and not values.is_job_type(text) \
            and values.kind_problem("location", text) is None and not values.is_function_word(text)
    return next((key for key, texts in said.items() if len(texts) * 2 > len(items)
                 and all(nothing_else(t) for t in texts) and any(values.is_place(t) for t in texts)), None)


def map_fields(text: str) -> Answer:
    sampled = sections(text).get("SAMPLED ITEMS", "")
    items = _items(sampled)
    labels = _labels(sampled)
    used: set[str] = set()
    # cue: the page's own filters: a leaf whose texts are options of a place-named filter ("Office", "Location")
    # holds the location, whatever the places look like ("München")
    places = {o.strip().lower() for line in sections(text).get("FILTERS ON THE PAGE", "").splitlines()
              if "location" in fields_named(line.split(":", 1)[0]) for o in line.split(":", 1)[-1].split("|")}
    places.discard("")
    # the options of every other filter (Department, Work type): a leaf saying one of them is that field, not a name
    facets = {o.strip().lower() for line in sections(text).get("FILTERS ON THE PAGE", "").splitlines()
              if "company" not in fields_named(line.split(":", 1)[0]) for o in line.split(":", 1)[-1].split("|")}
    facets.discard("")
    # cue: a leaf the page presents as a person to contact ("Recruiter", "Контактна особа") holds no employer
    people = {k for k, label in labels.items() if values.names_a_recruiter(label)}
    for item in items:
        for (_, before, _), (key, _, _) in zip(item, item[1:], strict=False):
            if values.names_a_recruiter(before.strip().rstrip(":")):
                people.add(key)
    named: dict[str, str | None] = {}
    for field in ("title", "company", "location", "salary", "posted_date"):
        named[field] = _named(items, labels, field, used | (people if field == "company" else set()))
        used.add(named[field] or "")

    def plain(text: str) -> bool:
        return not (_badge(text) or says(text, "apply") or values.is_pay(text) or values.is_date(text) or EASY.search(text) or RATING.match(text)
                    or values.is_job_type(text) or INITIALS.match(text) or ACTION_WORDS.match(text.strip())
                    or values.punctuation_only(text))

    # cue: a job's name is its heading or the link to it; words of an action ("Apply now", "Read more") are not
    # (a heading's text may sit in a link or a span inside it: "h2.job_tit > a > span")
    heading = re.compile(r"(^|> )h[1-6]\b")

    def named_job(text: str) -> bool:  # a place is no job's name ("Hybrid in Austin, Texas" on a link)
        # cue: a job's name in a script without spaces may be two signs ("会计": accountant, "간호사"); one that carries
        # an employer's legal form ("…有限责任公司", "Acme GmbH") names the employer, not the job
        long_enough = len(text.strip()) > 3 or len(text.strip()) >= 2 and bool(values.CJK.search(text))
        return long_enough and plain(text) and values.kind_problem("title", text) is None \
            and not values.has_legal_form(text)

    # a heading that links to a page before one that does not: a card headed by its employer's name ("<h3>Dolby</h3>"
    # over "<a href=/job/1><h4>Intern</h4></a>", a featured card) links its job's title to the job
    title = named["title"] or _best(items, lambda k, t, h: bool(heading.search(k)) and bool(h) and named_job(t), used,
                                    "title")
    title = title or _best(items, lambda k, t, h: bool(heading.search(k)) and named_job(t), used, "title")
    # cue: a link to the employer's page ("/company-profile/acme") holds the employer's name, not the job's
    title = title or _best(items, lambda k, t, h: bool(h) and not values.employer_page(h or "") and named_job(t), used,
                           "title")
    title = title or _best(items, lambda k, t, h: named_job(t), used, "title")
    # the schema wants a title: the leaf with text in most items, when no leaf reads as one (the first item's first
    # leaf when none is shared: these items are no listing, and the harness's check says so)
    title = title or _best(items, lambda k, t, h: bool(t.strip()) and values.kind_problem("title", t) is None, set()) \
        or _best(items, lambda k, t, h: bool(t.strip()), set()) \
        or next((k for item in items for k, t, _ in item if t.strip()), None)
    used.add(title or "")

    def place(k: str, t: str, h: str | None) -> bool:
        # cue: a line of several fields' values ("Hybrid in Austin, Texas • Yesterday") holds the place in its part
        t = _part("location", t)
        return (_place(t) and len(t) < 80 or _places_listed(t) or values.says_no_place(t)) and not values.is_pay(t) \
            and not values.is_date(t)

    # a place first; a leaf that only ever says "Remote"/"Hybrid" is the work mode, taken only when nothing else is
    location = named["location"] or (places and _best(items, lambda k, t, h: t.strip().lower() in places, used,
                                                      "location")) or \
        _best(items, lambda k, t, h: place(k, t, h) and not values.is_work_mode(t), used, "location") or \
        _best(items, lambda k, t, h: place(k, t, h) or values.is_work_mode(_part("location", t)), used, "location") or \
        _sometimes(items, lambda t: values.is_place(t) and len(t) < 80, used) or \
        _by_title(items, title, used)
    used.add(location or "")
    salary = named["salary"] or _best(items, lambda k, t, h: values.is_pay(t) and len(t) < 60, used, "salary")
    used.add(salary or "")
    # cue: the place's line may say the age too ("Remote • 3d ago"): its age part is the posted date
    posted = named["posted_date"] or _best(
        items, lambda k, t, h: "posted_date" in values.line_fields(t) if k == location else values.is_date(t) and len(t) < 40,
        used - {location or ""}, "date")
    used.add(posted or "")
    marker = _best(items, lambda k, t, h: bool(EASY.search(t)), used)
    if marker is None:  # a badge some items have: present in any sample is enough
        marker = next((k for item in items for k, t, _ in item if EASY.search(t) and k not in used), None)
    used.add(marker or "")
    # the company: named by the page, else the plain leaf nearest the title in most items; a leaf that holds
    # places in most items, or a person the page presents as its contact, is no employer
    placey = {k for k in {k for item in items for k, _, _ in item}
              if sum(1 for item in items for k2, t, _ in item if k2 == k and values.is_place(t)) * 2 > len(items)}
    after: dict[str, int] = {}
    for item in items:
        keys = [k for k, _, _ in item]
        start = keys.index(title) + 1 if title in keys else 0
        # cue: a card names its employer right by the title: the nearest leaf after or before it (as many leaves
        # either way: a row "Acme Analytics 4.1 ★" and the card's age may stand between the employer and the title)
        following, preceding = item[start:start + 4], (item[max(0, start - 5):start - 1][::-1] if start else [])
        near = [leaf for pair in zip_longest(following, preceding) for leaf in pair if leaf is not None]

        def named_like_a_company(key: str, leaf_text: str) -> bool:
            # a leaf the page labels as another field, or a bullet of a description
            if key in labels and "company" not in fields_named(labels[key]) or re.search(r"(^|> )li\b[^>]*$", key):
                return False
            if leaf_text.strip().lower() in facets:  # cue: an option of the page's Department / Type filter
                return False
            return key not in used and key not in people and key not in placey and plain(leaf_text) \
                and 1 < len(leaf_text) < 60 and not _place(leaf_text) \
                and not _not_a_name(leaf_text.strip(" .:()")) and not _label_of_next(leaf_text, labels)
        candidates = [(key, leaf_text) for key, leaf_text, _ in near if named_like_a_company(key, leaf_text)]
        # cue: a name written with an employer's legal form ("有限公司", "株式会社", "GmbH") is the employer, nearer
        # chips (a job family "算法序列", a department "AI研究院") are not
        firm = next(((k, t) for k, t in candidates if values.has_legal_form(t.strip(" |·"))), None)
        if firm or candidates:
            key, _ = firm or candidates[0]
            after[key] = after.get(key, 0) + (2 if "company" in key.lower() or firm else 1)
    # cue: no plain leaf stands by the title (a card whose title link holds its place, pay and tags, the employer's
    # block after them): the leaf whose texts carry an employer's legal form in most items ("…科技有限公司", "Acme
    # GmbH", "株式会社…": words of the lexicon), wherever it sits in the card
    organization = _best(items, lambda k, t, h: k not in people and k not in placey and plain(t) and len(t) < 80
                         and values.has_legal_form(t) and not _not_a_name(t.strip(" .:()")), used)
    company = named["company"] or (max(after, key=lambda k: after[k]) if after else None) or organization
    chosen = {"title": title, "company": company, "location": location, "salary": salary, "posted_date": posted,
              "easy_apply_marker": marker}
    return Answer.call("map_fields", **_fit(chosen, items))


def _fit(chosen: dict[str, str | None], items: list[list[tuple[str, str, str | None]]]) -> dict[str, str | None]:
    """The reply as the tool's schema and the harness's checks take it: title a string, a leaf key of the samples;
    every other field a key that holds its kind of value in most samples, else left out (never an empty leaf)."""
    keys = {k for item in items for k, _, _ in item}
    titles = [next((t for k, t, _ in item if k == chosen.get("title")), "") for item in items]
    out: dict[str, str | None] = {}
    for name, key in chosen.items():
        if key is not None and key not in keys:
            key = None
        if key is not None and name != "easy_apply_marker":
            texts = [next((t for k, t, _ in item if k == key), "") for item in items]
            empty = sum(1 for t in texts if not t.strip())
            # cue: the harness strips a page's own "Location:" prefix before it judges a value; so does this
            wrong = sum(1 for t in texts if t.strip() and (values.kind_problem(name, _part(name, _unlabelled(t)))
                                                             or name in ("company", "location") and _badge(t)))
            # a place some cards show and the others leave out (never another kind of text) is kept
            sparse = name == "location" and not wrong and empty < len(texts)
            if name != "title" and not sparse and (empty * 2 > len(texts) or (wrong + empty) * 2 > len(texts)):
                key = None
            if name != "title" and key == chosen.get("title"):
                key = None
            # cue: a leaf that says the title again (an image's alt, a link's name) holds no other field
            again = sum(1 for t, own in zip(texts, titles, strict=True) if same_words(t, own))
            if name != "title" and again * 2 > len(texts):
                key = None
        out[name] = key
    out["title"] = out.get("title") or ""
    return out


def _part(name: str, text: str) -> str:
    """The field's own part of a line of several fields' values ("Remote • 3d ago": "Remote" is its place, "3d ago" its
    age), else the text."""
    return values.line_fields(text).get(name, text) if name in ("location", "posted_date", "salary") else text


def _unlabelled(text: str) -> str:
    head, sep, rest = text.partition(":")
    return rest.strip() if sep and rest.strip() and fields_named(head) - {"category"} else text


def _label_of_next(text: str, labels: dict[str, str]) -> bool:
    """A leaf whose text is itself the name of a field ("Employer", "Where:") is a label, not a value."""
    word = text.strip().rstrip(":").strip()
    return is_field_label(word) or word in labels.values()


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
    # cue: a pay under the page's own label for it ("Compensation", "Gehalt") before any figure that reads as a pay
    # ("51-200 employees" in a company badge is a range too)
    paid = labelled([t for _, t in texts], "salary_label")
    salary = paid if paid and len(paid) < 60 and values.is_pay(paid) else \
        next((t for _, t in texts if len(t) < 60 and values.is_pay(t)), None)
    posted = next((t for _, t in texts if len(t) < 40 and values.is_date(t)), None)
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

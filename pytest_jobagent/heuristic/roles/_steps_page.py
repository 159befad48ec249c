"""Where a plain-language step lands on the serialized page: fields, choices and filter controls by their names.

The steps orchestrator's rules (`steps_orchestrator.py`) parse a step; these helpers find the element it means.
"""

from __future__ import annotations

import re

from pytest_jobagent import values
from pytest_jobagent.values import reads_as_organization

from ..context import words
from ._page import El, Page

EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.\w+$")
PHONE = re.compile(r"^\+?[\d ()./-]{7,}$")
COUNT = re.compile(r"\s*[(\[]?\d[\d,.]*\+?[)\]]?\s*$")
GROUP_NOUNS = re.compile(r"\s+(team|department|category|type|job type|location|office|level|jobs?|roles?|positions?|"
                         r"results?|filter|facet|only)$", re.I)


def cmd(action: str, selector: str = "", value: str = "") -> dict:
    """One command of a `decide` reply."""
    return {"action": action, "selector": selector, "value": value}


def current_value(el: El) -> str:
    """The value a field shows already (`= "..."` after its selector in the serialization)."""
    m = re.search(r' = "((?:[^"\\]|\\.)*)"', el.line[el.line.find(el.selector):])
    return m.group(1) if m else ""


def ranked(els: list[El]) -> list[El]:
    """Elements in a dialog first, then the main content, then the rest (page order inside each)."""
    dialog = any(e.dialog for e in els)
    return sorted(els, key=lambda e: (0 if e.dialog else (3 if dialog else (1 if e.region == "main" else 2)), e.index))


def best(els: list[El], label: str, avoid: set[str]) -> El | None:
    """The element whose name matches `label` best (exact, prefix, shared words), an open dialog's first."""
    wanted = set(words(label))
    low = label.lower().strip()
    found, score = None, 0.0
    for e in ranked([e for e in els if e.selector not in avoid]):
        name = e.name.lower().strip()
        s = 0.0
        if name == low:
            s = 100
        elif name.startswith(low):
            s = 50
        else:
            s = len(wanted & set(words(e.name))) * 10 + len(wanted & set(words(e.own)))
        if s and e.dialog:
            s += 200  # an open dialog is where the user is
        elif s and e.region == "main":
            s += 60   # the content over toolbars and navigation
        if s > score:
            found, score = e, s
    return found


def pairs(text: str) -> list[tuple[str, str]]:
    """'first name with Ada, last name with Lovelace and email with a@b.c' -> [(field, value), ...]."""
    body = re.sub(r"^(fill( in)?|enter|type|set)\s+", "", text.strip(), flags=re.I)
    parts = re.split(r",\s*(?:and\s+)?|\s+and\s+(?=[\w ]+ with )", body)
    out = []
    for part in parts:
        field, sep, value = part.partition(" with ")
        if sep:
            out.append((re.sub(r"^(the|my)\s+", "", field.strip(), flags=re.I), value.strip().strip('"')))
    return out


def field_for(fields: list[El], label: str, value: str, used: set[str]) -> El | None:
    """The field a label names; else, for an e-mail address or phone number, the field of that type."""
    free = [f for f in fields if f.selector not in used]
    found = best(free, label, set())
    if found is not None and (set(words(label)) & set(words(found.name + " " + found.selector))):
        return found
    kind = "email" if EMAIL.match(value) else "tel" if PHONE.match(value) else None
    if kind:
        return next((f for f in ranked(free) if f.role == kind), None)
    return None


def question_of(page: Page, el: El) -> str:
    """The text line just above a radio or checkbox group: its question or group label."""
    above = [t for i, t, d in page.texts if i < el.index and d == el.dialog]
    return above[-1] if above else ""


def choice(page: Page, option: str, question: str, avoid: set[str]) -> El | None:
    """The radio or checkbox named `option`; with a question, under the label that shares most words with it."""
    low = option.lower().strip()
    named = [e for e in ranked([e for e in page.elements if e.kind == "CHECK" and e.selector not in avoid])
             if e.name.lower().strip() == low]
    if not named:
        return None
    if not question:
        return named[0]
    wanted = set(words(question))
    return max(named, key=lambda e: len(wanted & set(words(question_of(page, e)))))


def bare(name: str) -> str:
    """A control's name without a trailing count: "Full-time (27)" -> "full-time"."""
    return COUNT.sub("", name).strip().lower()


def filter_control(page: Page, phrase: str, avoid: set[str]) -> tuple[dict, str] | None:
    """(command, what it is) for the control that turns on the option a step names; cue: the control's visible
    name (a checkbox, toggle, pill or facet link named like the option) or a dropdown option of that name."""
    phrase = phrase.strip().strip('".')
    group = ""
    if ":" in phrase:  # "Department: Engineering"
        group, phrase = (p.strip() for p in phrase.split(":", 1))
    option = phrase
    while GROUP_NOUNS.search(option) and len(option.split()) > 1:
        option = GROUP_NOUNS.sub("", option)
    wanted = option.lower()
    for e in ranked([e for e in page.elements if e.kind == "SELECT" and e.selector not in avoid]):
        chosen = next((o for o in e.options if bare(o) == wanted or bare(o).startswith(wanted)), None)
        if chosen and (not group or set(words(group)) & set(words(e.name))):
            return cmd("select", e.selector, COUNT.sub("", chosen).strip()), f"option {chosen!r} of {e.name or 'a dropdown'!r}"
    checks = [e for e in page.elements if e.kind == "CHECK" and e.selector not in avoid and bare(e.name) == wanted]
    if checks:
        return cmd("check", ranked(checks)[0].selector), f"the {ranked(checks)[0].name!r} choice"
    clicks = [e for e in page.clicks(in_dialog=None) if e.selector not in avoid and "current" not in e.states
              and (bare(e.name) == wanted or bare(e.name).startswith(wanted + " "))]
    if clicks:
        el = ranked(clicks)[0]
        return cmd("click", el.selector), f"the {el.name!r} control"
    return None


def _titled(e: El) -> bool:
    return any(s.startswith("heading") for s in e.states)


def _holds_pay(name: str) -> bool:
    return any(values.is_pay(part) for part in name.split())


def _title_of_item(items: list[El]) -> El:
    """The control of one result that opens it: its title (a link or button inside a heading), else its first link,
    else its first control. Cue: a result's title is its heading; a company or place link may come first. A card
    whose job part is one link holding the job's facts with its pay ("高级Java开发工程师 北京·朝阳区 25-40K·15薪")
    opens the job by that link; a heading beside it names the employer (the split cards of Chinese boards)."""
    facts = next((e for e in items if e.role == "link" and not _titled(e) and _holds_pay(e.name)), None)
    return facts or next((e for e in items if _titled(e)), None) or next((e for e in items if e.role == "link"), items[0])


def _past_employer_links(chosen: list[El], items: list[list[El]]) -> list[El]:
    """A result line that starts with its employer's link (Chinese campus portals: "华为技术有限公司 | 2026届校园招聘-软件
    开发工程师 | 深圳"): when the links first chosen repeat a name from line to line (an employer with several
    openings) and read as an organization's name, while the next link of every line is its own, the next link opens
    the result. Cue: repeated structure and the lexicon's organization words; a title that repeats ("Registered
    Nurse" at five hospitals) reads as no organization and keeps its place."""
    if len(chosen) < 2 or any(_titled(e) for e in chosen) or len({e.name for e in chosen}) == len(chosen):
        return chosen
    if not all(reads_as_organization(e.name) for e in chosen):
        return chosen
    after = []
    for first, els in zip(chosen, items, strict=True):
        links = [e for e in els if e.role == "link"]
        later = links[links.index(first) + 1:] if first in links else []
        if not later:
            return chosen
        after.append(later[0])
    return after if len({e.name for e in after}) == len(after) else chosen


def _row_headings(page: Page) -> list[El]:
    """Controls of the main content that hold a heading (a row that is one `div role=button` or link around an h3):
    the serialization writes the heading on the line after the control, and the control's name starts with it.
    Outside forms, dialogs, header, navigation and footer."""
    headings = {i: t.lstrip("#").strip() for i, t, d in page.texts if t.startswith("#") and d is None}
    return [e for e in page.clicks() if not e.form and e.region in ("main", "") and not e.listing
            and headings.get(e.index + 1) and e.name.startswith(headings[e.index + 1])]


def _grid_rows(page: Page) -> list[El]:
    """Links that start the rows of a grid or table the serialization writes cell by cell: each link followed by the
    same number (one or more) of plain text lines, then the next link; the longest such run, of two rows or more
    (of three when a row has one text). Cue: repeated structure, in any language (a GridView's title link, then its
    department, type, salary and date). Headings and other controls end a run."""
    lines: dict[int, list[El]] = {}
    for e in page.elements:
        lines.setdefault(e.index, []).append(e)
    texts = {i for i, t, d in page.texts if d is None and not t.startswith("#")}
    order = sorted(set(lines) | {i for i, _, _ in page.texts})
    best: list[El] = []
    run: list[El] = []
    stride = -1
    gap = 0
    for index in order:
        here = lines.get(index)
        if here is None:
            gap = gap + 1 if index in texts else -10**6  # a heading or a dialog's text ends the run
            continue
        el = here[0]
        single_link = len(here) == 1 and el.kind == "CLICK" and el.role == "link" and el.dialog is None
        if run and single_link and gap >= 1 and (stride < 0 or gap == stride):
            stride = gap
            run.append(el)
        else:
            run, stride = ([el] if single_link else []), -1
        gap = 0
        if len(run) > len(best) and len(run) >= (2 if stride >= 2 else 3):
            best = list(run)
    return best


def results(page: Page) -> list[El]:
    """The results of a search, each as the control that opens it, in page order: the items of the page's job list
    (by their title), else title links in headings (one match repeats nothing), else controls that hold a heading
    (rows that open a job by a click handler, no link: one or two of them make no list), else the title links of a
    grid's rows."""
    pattern = page.job_list()
    if pattern:
        items: dict[int | None, list[El]] = {}
        for e in page.lists[pattern]:
            items.setdefault(e.item, []).append(e)
        return _past_employer_links([_title_of_item(els) for els in items.values()], list(items.values()))
    return page.heading_links() or _row_headings(page) or _grid_rows(page)


DOCUMENT_TITLE = re.compile(r"^PAGE: (?P<title>.*?) \| (?:/|[a-z]+://)\S*(?: \||$)", re.M)
HEADING_TEXT = re.compile(r"^(#{1,6}) (.+)$")


def title_heading(page: Page) -> El | None:
    """The heading that names what the page shows: the one the document's title begins with ("Enfermero/a en
    Residencia Los Olmos - Madrid | ..." names the job "Enfermero/a"), the longest such. Cue: a details view's
    title is both its heading and the start of the document title, where a list-and-details page's first heading
    names the list ("Ofertas de empleo en España"). None when no heading is so named."""
    found = DOCUMENT_TITLE.search(page.text)
    title = found.group("title").strip().lower() if found else ""
    if not title:
        return None
    rows = {e.index + 1 for e in _row_headings(page)}  # a result's own heading names the result, not the page
    found_els: list[tuple[int, int, El]] = []  # (length, level, element)
    for index, text, dialog in page.texts:
        m = HEADING_TEXT.match(text)
        if dialog is None and m and index not in rows and title.startswith(m.group(2).strip().lower()):
            name, level = m.group(2).strip(), len(m.group(1))
            quoted = name.replace("\\", "\\\\").replace('"', '\\"')
            found_els.append((len(name), level, El("TEXT", f'role=heading[level={level}][name="{quoted}"s]', "heading",
                                                   name, "", text, index, states=[f"heading {level}"])))
    for e in page.elements:
        if e.dialog is None and _titled(e) and e.name and title.startswith(e.name.strip().lower()):
            level = int(re.sub(r"\D", "", next(s for s in e.states if s.startswith("heading"))) or 2)
            found_els.append((len(e.name), level, e))
    best = max(found_els, key=lambda f: (f[0], -f[1]), default=None)
    return best[2] if best else None


def details_heading(page: Page) -> El | None:
    """The heading of the details pane beside a list (a split view shows the chosen result next to the results):
    the first top-level heading (h1, h2) after the list's last item. None without a list or such a heading."""
    listed = [e.index for e in page.elements if e.listing]
    if not listed:
        return None
    for index, text, dialog in page.texts:
        m = HEADING_TEXT.match(text)
        if dialog is None and m and index > max(listed) and len(m.group(1)) <= 2:
            name, level = m.group(2).strip(), len(m.group(1))
            quoted = name.replace("\\", "\\\\").replace('"', '\\"')
            return El("TEXT", f'role=heading[level={level}][name="{quoted}"s]', "heading", name, "", text, index,
                      states=[f"heading {level}"])
    return None


def controls_seen(page: Page) -> str:
    """What a step that maps to nothing was compared with: the page's controls, by kind, a few names each."""
    kinds = {"CLICK": "buttons/links", "TYPE": "text fields", "SELECT": "dropdowns", "CHECK": "choices",
             "UPLOAD": "file fields"}
    parts = []
    for kind, label in kinds.items():
        names = list(dict.fromkeys(e.name for e in page.elements if e.kind == kind and e.name))
        if names:
            parts.append(f"{label}: " + ", ".join(repr(n[:30]) for n in names[:6]) + (" ..." if len(names) > 6 else ""))
    return "; ".join(parts) or "the page shows no control"

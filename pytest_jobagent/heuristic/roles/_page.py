"""Reading the serialized DOM (dialogs, forms, lists, regions, element markers) for the explore roles' rules.

Only the text of the request is read: never site files or names. Rules are general: texts, roles, structure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from pytest_jobagent.lexicon import asks, mentions, says

MARKER = re.compile(r'\[(?P<kind>[A-Z][A-Z_]*):\s*"(?P<sel>(?:[^"\\]|\\.)+)"(?P<extra>[^\]]*)\]\s*(?P<rest>[^\[]*)')
QUOTED = re.compile(r'"((?:[^"\\]|\\.)*)"')
DIALOG = re.compile(r'^DIALOG "(?P<name>(?:[^"\\]|\\.)*)"')
FORM = re.compile(r'^FORM "(?P<name>(?:[^"\\]|\\.)*)"')
# a list's head, or the head of its continuation after something between its items (an ad card, a banner)
LIST = re.compile(r'^LIST (?:(?P<count>\d+) similar items|\(continued\)) "(?P<pattern>(?:[^"\\]|\\.)+)"')
REGION = re.compile(r"^-- (?P<name>[\w ]+) --$")

# Cues of the rules below: the roles and states the serialization carries, link relations and symbols, repeated
# structure (LIST blocks) first; then words users see on controls, in any language of the lexicon (a button says
# "Filters", "Apply"/"Jetzt bewerben", "Next"/"Weiter"/"다음", "Close"). No id, class or text that only one site has.
# an apply control's name may run on past its phrase ("Easy Apply to Flight Software Engineer at Pinecrest")
APPLY_EXTRA = 12
# cue: a link whose address says apply (".../apply", "?apply=1") starts an application whatever its words
APPLY_HREF = re.compile(r"href='[^']*\bapply", re.IGNORECASE)
# cue without words: an arrow or a chevron alone (›, », →, >) goes on to the next page
NEXT_SYMBOL = re.compile(r"^(?:[›»→>]\s*)+$|^page \d+$", re.IGNORECASE)
# the ids and names a selector carries ("#keywords", "[name='q']"): words a page gives a field where it shows none
SELECTOR_WORDS = re.compile(r"#([A-Za-z][\w-]*)|\[(?:id|name|aria-label|placeholder)='([^']+)'\]")
CLOSE_TEXT = re.compile(r"^(dismiss|close|cancel|×|x|back to results)\b", re.IGNORECASE)
RISKY = re.compile(r"\b(submit|send|confirm|pay|delete|remove|sign ?up|register)\b", re.IGNORECASE)


# Playwright's chain into a frame ("iframe[title='Jobs'] >> internal:control=enter-frame >> #q"): the page's
# serializer writes elements of frames so; what names the frame says nothing about the element
FRAME_CHAIN = re.compile(r"[^\"]*? >> internal:control=enter-frame >> ")


def says_filters(text: str) -> bool:
    """A control or panel about narrowing the results, in any language ("Filters", "Filtros", "필터", "Refine"); not
    one that clears them ("Clear all filters", "清空筛选条件")."""
    return mentions(text, "filters") is not None and says(text, "clear_filters", 3) is None


def unframed(text: str) -> str:
    return FRAME_CHAIN.sub("", text)


def says_next(name: str) -> bool:
    """A control that goes on to more results: a symbol (›, »), "page N", or the lexicon's next / load more."""
    name = name.strip()
    return bool(NEXT_SYMBOL.match(name)) or says(name, "next") is not None or says(name, "load_more") is not None


def says_apply(name: str) -> bool:
    """A control that starts an application, in any language ("Apply now", "Jetzt bewerben", "지원하기"), here or on
    the employer's own site ("Apply on company site", "去公司官网投递")."""
    return says(name, "apply", APPLY_EXTRA) is not None or says(name, "apply_external", APPLY_EXTRA) is not None


def _selector_words(selector: str) -> list[str]:
    out = []
    for a, b in SELECTOR_WORDS.findall(unframed(selector)):
        out.append(re.sub(r"([a-z])([A-Z])", r"\1 \2", re.sub(r"[_\-.]+", " ", a or b)))
    return out


def place_field(name: str, selector: str = "") -> bool:
    """A text field that asks where ("Where?", "Wo?", "Ort oder PLZ", "지역"): by its name, else its ids."""
    if asks(name, "where", 5) is not None:
        return True
    return not name.strip() and any(says(w, "where", 1) is not None for w in _selector_words(selector))


def keyword_field(name: str, role: str = "", selector: str = "") -> bool:
    """A text field that asks what to search ("What?", "Was?", "Stichwort", "Keywords", "직무"): its role
    (searchbox) first, then its name, else its ids ("#keywords", "[name='q']"). Never a place field."""
    if place_field(name, selector):
        return False
    if role == "searchbox" or asks(name, "what", 6) is not None:
        return True
    return any(w.lower() == "q" or says(w, "what", 1) is not None for w in _selector_words(selector))


@dataclass
class El:
    kind: str
    selector: str
    role: str
    name: str
    extra: str
    line: str
    index: int
    dialog: str | None = None
    form: str | None = None
    listing: str | None = None
    item: int | None = None
    region: str = ""
    states: list[str] = field(default_factory=list)

    @property
    def own(self) -> str:
        """The selector within the element's own document: words of the frames it sits in are no cue about it."""
        return unframed(self.selector)

    @property
    def options(self) -> list[str]:
        match = re.search(r"options:\s*(.*)$", self.extra)
        return [o.strip() for o in match.group(1).split("|") if o.strip()] if match else []

    def typed(self) -> bool:
        """A field one types into: a text box, or a combobox that lists no options of its own (a text box that
        suggests as one types: "Métier, compétence, mot-clé" with its list of suggestions)."""
        return self.kind == "TYPE" or (self.kind == "SELECT" and self.role == "combobox" and not self.options)


@dataclass
class Page:
    text: str
    elements: list[El] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)
    lists: dict[str, list[El]] = field(default_factory=dict)
    list_text: dict[str, list[str]] = field(default_factory=dict)
    list_counts: dict[str, int] = field(default_factory=dict)  # items of each list, those the text shows or not
    texts: list[tuple[int, str, str | None]] = field(default_factory=list)  # (line index, text, dialog)
    forms: list[str] = field(default_factory=list)

    # ---- what is where -------------------------------------------------------------------------------
    def clicks(self, *, in_dialog: bool | None = False) -> list[El]:
        return [e for e in self.elements if e.kind == "CLICK"
                and (in_dialog is None or (e.dialog is not None) == in_dialog) and "disabled" not in e.states]

    def job_list(self) -> str | None:
        """The repeated list that looks most like job results: items with several facts (title | company | place).
        Cue: repeated structure, and facts per item; of lists whose items show about as many of a job's facts
        (title | company | place), the longest is the results, the short ones strips beside them ("Similar jobs",
        "Recommended"): how many facts a line shows depends on how many controls it spends its room on. A strip
        whose items show far fewer facts (a featured row of title and place) is no rival of the results however
        long it is."""
        best, best_score = None, 0.0
        factual: dict[str, float] = {}
        for pattern, lines in self.list_text.items():
            items = self.lists.get(pattern, [])
            if not items or any(e.dialog for e in items):
                continue
            facts = sum(line.count(" | ") for line in lines) / max(len(lines), 1)
            score = facts + (1 if len(items) >= 2 else 0)
            if facts >= 2:
                factual[pattern] = score
            # rows that are one control each (a div role=button per job) read as one name, with no facts apart:
            # the page's own listing of three or more of them is the list when none with facts is there
            if (facts >= 1 or len(items) >= 3) and score > best_score:
                best, best_score = pattern, score
        if best in factual:
            alike = [p for p, score in factual.items() if score >= 0.75 * best_score]
            return max(alike, key=lambda p: self.list_counts.get(p, 0))  # the first of the longest
        return best

    def listing_items(self) -> list[El]:
        pattern = self.job_list()
        if not pattern:
            return []
        seen, out = set(), []
        for e in self.lists[pattern]:
            if e.item not in seen:  # the first clickable of each item (its title link)
                seen.add(e.item)
                out.append(e)
        return out

    def heading_links(self) -> list[El]:
        """Links that are headings of the main content, outside forms and dialogs: the results of a search when no
        list repeats (one match). Cue: a title link is a heading, wherever the page's words are."""
        return [e for e in self.clicks() if e.role == "link" and any(s.startswith("heading") for s in e.states)
                and e.region in ("main", "") and not e.form]

    def filter_button(self) -> El | None:
        found = [e for e in self.clicks() if says_filters(e.name) and not e.listing]
        found.sort(key=lambda e: (0 if re.search(r"\ball\b|\bmore\b", e.name, re.I) else 1, len(e.name)))
        return found[0] if found else self.filter_bar()

    def filter_bar(self) -> El | None:
        """Without a control that says "Filters": the first of a bar of facet dropdowns ("Job type ▾", "Salary ▾"),
        two or more collapsed buttons one after the other in the main content, outside forms, lists and dialogs,
        before the results. Cue: the collapsed state the serialization carries, and the buttons standing together."""
        first_item = min((e.index for items in self.lists.values() for e in items), default=None)
        run: list[El] = []
        for e in self.clicks():
            bar = e.role == "button" and "collapsed" in e.states and not e.form and not e.listing \
                and e.region in ("main", "") and (first_item is None or e.index < first_item)
            if bar and run and e.index == run[-1].index + 1:
                run.append(e)
            elif bar:
                if len(run) >= 2:
                    break
                run = [e]
        return run[0] if len(run) >= 2 else None

    def search_input(self) -> El | None:
        """The keyword field of a search form: its role or words, else the first field of a form whose name says
        search that does not ask where."""
        fields = [e for e in self.elements if e.typed() and e.dialog is None and "required" not in e.states]
        found = next((e for e in fields if keyword_field(e.name, e.role, e.own)), None)
        return found or next((e for e in fields if e.form and (says(e.form, "search", 4) or keyword_field(e.form))
                              and not place_field(e.name, e.own)), None)

    def next_page(self) -> El | None:
        found = [e for e in self.clicks() if says_next(e.name) and "current" not in e.states and not e.listing]
        found.sort(key=lambda e: (0 if says(e.name, "next") else 1, e.index))
        return found[0] if found else None

    def apply_buttons(self, include_submit: bool = False) -> list[El]:
        """Apply controls of a job (not filter pills, not risky buttons), those after the job list first."""
        last_list = max((e.index for items in self.lists.values() for e in items), default=-1)
        found = [e for e in self.clicks() if (says_apply(e.name) or APPLY_HREF.search(e.own))
                 and not says_filters(e.name)
                 and not RISKY.search(e.name) and (include_submit or "submit" not in e.states) and not e.listing]
        found.sort(key=lambda e: (0 if e.index > last_list else 1, e.index))
        return found

    def close_button(self) -> El | None:
        """A dialog's close control; else one that dismisses it in any language ("No thanks", "Schließen"); else,
        in a dialog asking for consent, its refusal ("Reject", "Alle ablehnen"): the answer that closes it and
        agrees to nothing."""
        clicks = self.clicks(in_dialog=True)
        found = [e for e in clicks if CLOSE_TEXT.search(e.name.strip())] \
            or [e for e in clicks if says(e.name, "dismiss") or says(e.name, "close")] \
            or [e for e in clicks if says(e.name, "reject") and any(mentions(d, "consent") for d in self.dialogs)]
        return found[0] if found else None

    def required_fields(self) -> list[El]:
        return [e for e in self.elements if e.kind in ("TYPE", "UPLOAD", "SELECT") and "required" in e.states]

    def kind(self) -> str:
        """A semantic page type from structure alone."""
        if self.job_list():
            return "job_search" if self.search_input() else "job_board"
        personal = [e for e in self.required_fields() if e.dialog is None]
        if self.apply_buttons(include_submit=True):
            return "job_details"
        if personal or any(e.kind == "UPLOAD" for e in self.elements):
            return "application_form"
        headings = [t for _, t, _ in self.texts if t.startswith("#")]
        return "job_details" if any(re.search(r"about|responsibilit|requirement|qualif", h, re.I) for h in headings) else "page"

    def describe(self) -> str:
        kind = self.kind()
        parts = []
        pattern = self.job_list()
        if pattern:
            parts.append(f"a list of {len(self.lists[pattern])}+ job listings")
        if self.search_input():
            parts.append("a search form")
        if self.filter_button():
            parts.append("a filter button")
        selects = [e for e in self.elements if e.kind in ("SELECT", "CHECK") and e.dialog is None and "required" not in e.states]
        if selects and not self.required_fields():
            parts.append("filter controls")
        if self.next_page():
            parts.append("pagination")
        if self.apply_buttons(include_submit=True):
            parts.append("an apply button")
        if pattern and self.apply_buttons(include_submit=True):
            parts.append("a details panel for the selected job")
        if self.required_fields():
            parts.append(f"a form with {len(self.required_fields())} required fields")
        label = kind.replace("_", " ").capitalize()
        return f"{label} page with " + ", ".join(parts) if parts else f"{label} page"


def parse(text: str) -> Page:
    page = Page(text=text or "")
    dialog, form, listing = None, None, None
    dialog_indent = form_indent = list_indent = -1
    item = -1
    for index, raw in enumerate(page.text.splitlines()):
        if not raw.strip():
            continue
        indent = len(raw) - len(raw.lstrip())
        line = raw.strip()
        if line.startswith("NEW "):
            line = line[4:]
        if dialog is not None and indent <= dialog_indent:
            dialog = None
        if form is not None and indent <= form_indent:
            form = None
        if listing is not None and indent <= list_indent:
            listing = None
        if line.startswith("NOTE: "):  # the serializer's remark about the page, not the page's text
            continue
        if line.startswith("PAGE BEHIND THE DIALOG") or line.startswith("PAGE:"):
            dialog = None
            continue
        head = DIALOG.match(line)
        if head:
            dialog, dialog_indent = head.group("name"), indent
            page.dialogs.append(dialog)
            continue
        head = FORM.match(line)
        if head:
            form, form_indent = head.group("name"), indent
            page.forms.append(form)
            continue
        head = LIST.match(line)
        if head:
            listing, list_indent = head.group("pattern"), indent
            page.lists.setdefault(listing, [])
            if head.group("count"):
                page.list_counts[listing] = int(head.group("count"))
            item = len(page.list_text.setdefault(listing, [])) - 1  # a continuation numbers its items on
            continue
        head = REGION.match(line)
        if head:
            region = head.group("name")
            continue
        in_item = None
        if listing is not None:
            if line.startswith("- "):
                item += 1
                page.list_text[listing].append(line)
                in_item = item
            else:
                continue  # "… n more similar items" / "titles:" lines
        markers = list(MARKER.finditer(line))
        if not markers:
            page.texts.append((index, line.lstrip("- "), dialog))
            continue
        for m in markers:
            rest = m.group("rest").strip().rstrip("|").strip()
            role = rest.split(" ", 1)[0] if rest else ""
            quoted = QUOTED.search(rest)
            name = quoted.group(1) if quoted else ""
            states = re.findall(r"\((\w[\w ]*)\)", rest)
            el = El(kind=m.group("kind"), selector=m.group("sel").replace('\\"', '"'), role=role, name=name,
                    extra=m.group("extra"), line=line, index=index, dialog=dialog, form=form,
                    listing=listing if in_item is not None else None, item=in_item,
                    region=locals().get("region", ""), states=states)
            page.elements.append(el)
            if in_item is not None and listing is not None:  # an item is always inside a listing
                page.lists[listing].append(el)
    return page


OBSERVED_LINE = re.compile(r'^(?P<what>search input|job listings|pagination|filter button|apply control)\b[^"]*?'
                           r'(?:matching |next control )?"(?P<sel>(?:[^"\\]|\\.)+)"')


def observed(text: str) -> dict[str, str]:
    """The PageObserver's candidates in an OBSERVED section: what -> selector (the first of each kind).
    Cue: a DOM reader's findings (roles, labels, repeated structure, link relations), handed to every model."""
    out: dict[str, str] = {}
    for line in (text or "").splitlines():
        match = OBSERVED_LINE.match(line.strip())
        if match and match.group("what") not in out:
            out[match.group("what")] = match.group("sel").replace('\\"', '"')
    return out


REVIEW_INSTRUCTIONS = re.compile(r"instructions:\s*(.*?)(?:;\s*(?:hint|question):|$)", re.S)


def review_instruction(review: str) -> str | None:
    """The ThinkingAgent's instruction in a review note ("missing: ...; instructions: ...; hint: ..."), if any.
    A review without one (a question after failures) changes no plan."""
    asked = REVIEW_INSTRUCTIONS.search(review or "")
    return asked.group(1).strip() if asked else None


def sections(text: str) -> dict[str, str]:
    """`TITLE:` blocks of a prompt (a line ending in ':' whose name is upper case), as title -> body."""
    out: dict[str, str] = {}
    current = None
    lines: list[str] = []
    for line in (text or "").splitlines():
        match = re.match(r"^([A-Z][A-Z ()\-/]+?)(?: \(.*\))?:\s*(.*)$", line)
        if current in ("DOM", "DOM AFTER"):
            match = None  # the page text runs to the end of the prompt
        if match and not line.startswith(" ") and not line.startswith("["):
            if current is not None:
                out[current] = "\n".join(lines).strip()
            current, lines = match.group(1).strip(), [match.group(2)] if match.group(2) else []
        elif current is not None:
            lines.append(line)
    if current is not None:
        out[current] = "\n".join(lines).strip()
    return out

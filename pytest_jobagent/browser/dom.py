"""DOM serialization for models: a Snapshot as compact text with copyable selectors, collapsed lists and a token budget.

Format (one element per line, document order; open dialogs first):

    PAGE: <title> | <url> | scroll <y>/<height>px
    DIALOG "Filters" (modal) NEW:                 an open dialog; its content is indented under it
    -- header --                                   landmark region changes (header, nav, main, aside, footer, search)
    FORM "search" "form#search":                   a form (or fields grouped outside any <form>)
      [TYPE: "#keywords"] textbox "Keywords" = "engineer" (required)
      [SELECT: "#location" options: Any | London | Remote] select "Location" = "Any"
      [CHECK: "input[name='remote']"] checkbox "Remote only" (unchecked)
      [UPLOAD: "#resume"] file "Resume/CV" (required)
      [CLICK: "role=button[name='Search's]"] button "Search" (submit)
    ## Results                                     headings: one # per level
    124 jobs found                                 visible text
    LIST 60 similar items "ul.results > li":       a repeated listing group, first items in full
      - [CLICK: "a[href='/jobs/1']"] link "Senior Engineer" | Acme | London
      … 57 more similar items "ul.results > li" (k-th item: "ul.results > li >> nth=k")
    … [12 lines cut to fit the token budget: links, text]

`NEW` before a line marks an element that was not there at the previous observation. Every selector in
brackets matched exactly one element when the text was made; copy it exactly.
"""

from __future__ import annotations

import contextlib
import functools
import re
import time
from typing import Any

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page
from pydantic import BaseModel, Field

from pytest_jobagent.lexicon import _COUNT as COUNT
from pytest_jobagent.lexicon import WORDS, Concept, normalize, says, unspaced

from . import inpage
from .budget import HIGH, KEEP, LOW, LOWER, LOWEST, MEDIUM, Line, TokenCounter, approx_tokens, fit
from .frames import documents
from .model import Node, Snapshot
from .snapshot import mark_new, take_snapshot, verify_nodes

DEFAULT_BUDGET = 2000
CHROME_REGIONS = {"header", "nav", "footer", "aside"}
# controls a model needs most: the lexicon's words in any language (apply, submit, search, next, previous, load more,
# a filter drawer's confirm), then English words it has no concept for yet
IMPORTANT_CONCEPTS: tuple[Concept, ...] = ("apply", "submit", "search", "next", "previous", "load_more", "show_results")
IMPORTANT = re.compile(r"\b(filters?|sort|continue|sign in|log in|save|upload|attach)\b", re.IGNORECASE)
# a pager's part without words: a chevron, an arrow, a page number
PAGER_SYMBOL = re.compile(r"^([›»‹«<>→←]|\d{1,3})$")


# A label says a concept's phrase only when it starts with the phrase and runs at most a few words past it
# (lexicon.says): a label with more words than the concept's longest phrase plus those few, or whose first word
# starts no phrase of the concept, says none of its phrases, and is not matched against every phrase in every
# language (a page of thousands of cards named by their whole text: seconds). A label in a script written without
# spaces (phrases found inside it) is always matched. Words with a letter count (a count in a label is no word).
_LETTER_WORD = re.compile(r"\w*[^\W\d]\w*")
_FIRST_WORD = re.compile(r"\W*\w+")


def _first_word(text: str) -> str | None:
    m = _FIRST_WORD.match(text)
    return m.group(0) if m else None


@functools.cache
def _phrase_starts(concept: Concept) -> tuple[int, frozenset[str] | None]:
    """The most words a phrase of the concept has, and the first words its phrases start with (None: a phrase
    without a word, "›", which any label may start with)."""
    words = [phrase for language in WORDS[concept].values() for phrase in language]
    most = max(len(re.findall(r"\w+", phrase)) for phrase in words)
    firsts = [_first_word(phrase) for phrase in words if not unspaced(phrase)]
    return most, None if None in firsts else frozenset(f for f in firsts if f is not None)


# a character from Thai on (the scripts written without spaces among them): such a label is always matched
_FROM_THAI = re.compile("[^\x00-\u0dff]")


@functools.lru_cache(maxsize=8192)
def _letter_words(name: str) -> int:
    """How many words with a letter a label has (read once per label, not once per concept it is asked about)."""
    return len(_LETTER_WORD.findall(name))


@functools.lru_cache(maxsize=8192)
def _label_starts(name: str) -> tuple[str | None, str | None]:
    """A label's first word as phrases are written, and its first word once counts are taken out of it."""
    text = normalize(name)
    bare = normalize(COUNT.sub(" ", text)) if any(ch.isdigit() for ch in text) else text
    return _first_word(text), _first_word(bare)


def _says(name: str, concept: Concept, extra: int) -> bool:
    """lexicon.says(name, concept, extra) is not None, asked only of a label that may say it. What the quick tests
    read of a label is read once per label: a page of thousands of cards asks each card's name of ten concepts."""
    if not _FROM_THAI.search(name):
        most, firsts = _phrase_starts(concept)
        if _letter_words(name) > most + extra:
            return False
        if firsts is not None:
            first, bare = _label_starts(name)
            if first not in firsts and bare not in firsts:
                return False
    return says(name, concept, extra) is not None


@functools.lru_cache(maxsize=8192)
def _important(name: str) -> bool:
    return IMPORTANT.search(name) is not None or any(_says(name, c, 3) for c in IMPORTANT_CONCEPTS)


@functools.lru_cache(maxsize=8192)
def _pager_text(name: str) -> bool:
    """A pager's part: a symbol or number, or the bare word of next, previous or load more in any language."""
    name = name.strip()
    return bool(PAGER_SYMBOL.match(name)) or any(_says(name, c, 0) for c in ("next", "previous", "load_more"))


class Rendered(BaseModel):
    """A serialization and what it cost."""

    text: str
    tokens: int
    budget: int
    cut_lines: int = Field(0, description="lines dropped to fit the budget (each run marked in the text)")
    node_ids: list[int] = Field(default_factory=list, description="elements whose selectors appear in the text")
    took_ms: float = 0


def _q(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return '"' + text.replace('"', "'") + '"'


def _kind_label(node: Node) -> str:
    if node.field_type in ("text", None) and node.role in ("textbox", "combobox", "searchbox"):
        return node.role
    if node.field_type in ("select", "select-multiple"):
        return "select"
    if node.field_type in ("submit", "button", "image", "reset"):
        return "button"  # <input type=submit value="Send"> is a button to people and to ARIA; "(submit)" follows
    if node.field_type:
        return {"search": "searchbox", "textarea": "textarea"}.get(node.field_type, node.field_type)
    return node.role or node.tag


def _display_name(node: Node) -> str:
    if node.is_field:
        return node.label or node.name or node.field_name or node.placeholder
    return node.name or node.attrs.get("title", "")


def _states(node: Node) -> list[str]:
    out = []
    st = node.state
    if node.action == "check":
        out.append("checked" if st.checked else "unchecked")
    elif st.checked:
        out.append("checked")
    if node.required:
        out.append("required")
    if st.disabled:
        out.append("disabled")
    if st.readonly:
        out.append("readonly")
    if st.expanded is not None:
        out.append("expanded" if st.expanded else "collapsed")
    if st.selected:
        out.append("selected")
    if st.pressed is not None:  # a toggle button: its state either way, and the group that names it
        out.append("pressed" if st.pressed else "not pressed")
        if node.group_label:
            out.append(f"toggle of {_q(node.group_label, 40)}")
    if st.current:
        out.append("current")
    if node.submit:
        out.append("submit")
    return out


def format_action(node: Node, max_options: int = 12) -> str:
    """`[CLICK: "sel"] button "Apply"` and friends."""
    bracket = f'[{(node.action or "click").upper()}: "{node.selector}"'
    if node.action == "select" and node.options:
        labels = [o.label for o in node.options if o.label][:max_options]
        more = len([o for o in node.options if o.label]) - len(labels)
        bracket += " options: " + " | ".join(_q(label, 40)[1:-1] for label in labels) + (f" (+{more} more)" if more > 0 else "")
    bracket += "]"
    parts = [bracket, _kind_label(node)]
    name = _display_name(node)
    if name:
        parts.append(_q(name))
    elif node.href:
        parts.append("-> " + _q(node.href, 60)[1:-1])
    chosen = [o.label for o in node.options if o.selected] if node.action == "select" else []
    if chosen:
        parts.append("= " + _q(", ".join(chosen), 50))
    elif node.value and node.action in ("type", "select"):
        parts.append("= " + _q(node.value, 50))
    elif node.placeholder and node.is_field and node.placeholder != name:
        parts.append("placeholder=" + _q(node.placeholder, 40))
    if node.heading:
        parts.append(f"(heading {node.heading})")
    states = _states(node)
    if states:
        parts.append("(" + ", ".join(states) + ")")
    return " ".join(parts)


def format_node(node: Node) -> str:
    prefix = "NEW " if node.new else ""
    if node.kind == "action":
        return prefix + format_action(node)
    if node.kind == "heading":
        return prefix + "#" * max(1, min(node.level or 2, 6)) + " " + _q(node.name, 120)[1:-1]
    if node.kind == "frame":
        return prefix + f"[FRAME {_q(node.name or node.href or '', 60)}]"
    return prefix + _q(node.name, 160)[1:-1]


def _priority(node: Node) -> tuple[int, str]:
    """How long a line survives the budget, and what a cut marker calls it."""
    chrome = node.region in CHROME_REGIONS and node.dialog is None
    if node.kind == "action":
        name = _display_name(node)
        kind = "fields" if node.is_field else "links" if node.tag == "a" else "buttons"
        if node.action == "check" and not node.new:
            return MEDIUM, kind  # filter options come in dozens; the list and the other fields matter more
        if node.is_field or node.new or node.dialog is not None or node.submit or node.pagination:
            return HIGH, kind
        if _important(name) or (_pager_text(name) and node.tag != "a"):
            return HIGH, kind
        if _pager_text(name):
            return MEDIUM, kind
        if chrome:
            return LOWEST, kind
        return (LOW if node.tag == "a" else MEDIUM), kind
    if node.kind == "heading":
        if chrome:
            return LOWEST, "headings"
        return (MEDIUM if (node.level or 2) <= 2 else LOW), "headings"
    if node.kind == "frame":
        return LOWEST, "frames"
    if node.new:
        return MEDIUM, "text"
    return (LOWEST if chrome else LOWER), "text"


def _item_text(nodes: list[Node], limit: int = 360) -> str:
    """One listing item on one line. Selectors are never cut: past the limit only text is dropped."""
    fragments: list[str] = []
    seen = ""
    size = 0
    dropped = False
    for node in nodes:
        if node.kind == "action":
            fragment = format_action(node)
            seen += " " + _display_name(node)
        elif node.name and node.name not in seen:
            fragment = _q(node.name, 80)[1:-1]
            seen += " " + node.name
            if size + len(fragment) > limit:
                dropped = True
                continue
        else:
            continue
        fragments.append(fragment)
        size += len(fragment) + 3
    return " | ".join(fragments) + (" | …" if dropped else "")


def _labels_neighbour(node: Node, nodes: list[Node], pos: int) -> bool:
    """A text that only repeats the label of a field next to it (the <label> element itself)."""
    text = node.name.strip().rstrip("*:").strip().lower()
    for other in nodes[max(0, pos - 2): pos + 3]:
        if other is not node and other.kind == "action" and other.is_field:
            label = (other.label or other.name).strip().rstrip("*:").strip().lower()
            if text and (text == label or (len(text) > 3 and label.startswith(text))):
                return True
    return False


def _lines(snap: Snapshot, show_items: int) -> list[Line]:
    lines: list[Line] = []
    vp = snap.viewport
    head = f"PAGE: {_q(snap.title, 100)[1:-1] or '(untitled)'} | {snap.url}"
    if vp.doc_height > vp.height * 1.2:
        head += f" | scroll {vp.scroll_y}/{vp.doc_height}px"
    lines.append(Line(head, KEEP, "page"))
    if snap.closed_shadow:
        lines.append(Line(f"NOTE: {snap.closed_hosts()} render from closed shadow roots: their content cannot be "
                          "read or acted on", KEEP, "page"))
    posting = snap.meta.job_posting
    if posting and posting.title:
        facts = "; ".join(f"{k}: {v}" for k, v in (("title", posting.title), ("company", posting.company),
                                                   ("location", posting.location), ("posted", posting.date_posted)) if v)
        lines.append(Line(f"META JobPosting {facts}", HIGH, "meta"))
    if len(snap.nodes) < 5 and snap.meta.description:
        lines.append(Line(f"META description: {_q(snap.meta.description, 240)[1:-1]}", HIGH, "meta"))
    if snap.load_failed:
        lines.append(Line(f"NOTE: this page did not load{': ' + snap.load_error if snap.load_error else ''}; go back "
                          "or open another page", KEEP, "page"))
    elif not snap.nodes:
        lines.append(Line("(no visible content: the page may still be rendering, or render only with scripts)", KEEP))

    groups = {g.index: g for g in snap.groups}
    items: dict[tuple[int, int], list[Node]] = {}
    for node in snap.nodes:
        if node.group is not None and node.item is not None:
            items.setdefault((node.group, node.item), []).append(node)
    # cue: a form's fields belong to the form, never to a folded list; cells of a layout table that hold fields or
    # a <form>'s controls are written out line by line, so no field or send button hides behind "… n more"
    in_form = {key for key, members in items.items() if any(n.is_field or snap.form_of(n) for n in members)}

    def emit(nodes: list[Node], indent: int) -> None:
        region = None
        form = None
        open_group = None
        headed: set[int] = set()
        done_items: set[tuple[int, int]] = set()
        for pos, node in enumerate(nodes):
            pad = indent
            if node.region != region and node.dialog is None:
                region = node.region
                lines.append(Line(" " * indent + f"-- {region or 'page'} --", LOWEST, "regions", indent))
            if node.group is not None and node.group in groups and (node.group, node.item) not in in_form:
                group = groups[node.group]
                assert node.item is not None  # js/groups.js sets a node's group and item together
                key = (node.group, node.item)
                if key in done_items:
                    continue
                done_items.add(key)
                shown = node.item < show_items or group.count <= show_items + 1
                if node.group not in headed:
                    headed.add(node.group)
                    lines.append(Line(" " * pad + f'LIST {group.count} similar items "{group.pattern}":', KEEP, "lists", pad))
                elif open_group != node.group and (shown or node.item == show_items):
                    lines.append(Line(" " * pad + f'LIST (continued) "{group.pattern}":', KEEP, "lists", pad))
                open_group = node.group
                members = items.get(key, [])
                new = any(n.new for n in members)
                if shown:
                    prio = KEEP if node.item == 0 else HIGH
                    lines.append(Line(" " * (pad + 2) + ("NEW " if new else "") + "- " + _item_text(members), prio, "items",
                                      pad + 2, tuple(n.id for n in members if n.kind == "action")))
                elif node.item == show_items:
                    rest = group.count - show_items
                    fresh = sum(1 for k in range(show_items, group.count)
                                if any(n.new for n in items.get((node.group, k), [])))
                    lines.append(Line(" " * (pad + 2) + f'… {rest} more similar items "{group.pattern}"'
                                      + (f" ({fresh} NEW)" if fresh else "")
                                      + f' (k-th item: "{group.pattern} >> nth=k")', KEEP, "items", pad + 2))
                    titles = [t for t in group.titles[show_items:] if t]
                    if titles:
                        text = "; ".join(_q(t, 60) for t in titles[:40])
                        lines.append(Line(" " * (pad + 2) + "titles: " + text[:600], LOWER, "titles", pad + 2))
                continue
            if open_group is not None and node.kind == "text" and pos + 1 < len(nodes) and nodes[pos + 1].group == open_group:
                pass  # text between items of one list (department names) stays inside the list
            else:
                open_group = None
            if node.kind == "text" and _labels_neighbour(node, nodes, pos):
                continue
            f = snap.form_of(node)
            if f is not None:
                if node.form != form:
                    form = node.form
                    label = f"FORM {_q(f.name, 40)} \"{f.selector}\":" if f.name else f'FORM "{f.selector}":'
                    lines.append(Line(" " * pad + label, MEDIUM, "forms", pad))
                pad += 2
            else:
                form = None
            prio, kind = _priority(node)
            lines.append(Line(" " * pad + format_node(node), prio, kind, pad,
                              (node.id,) if node.kind == "action" else ()))

    in_dialog = [n for n in snap.nodes if n.dialog is not None]
    for dialog in snap.dialogs:
        members = [n for n in in_dialog if n.dialog == dialog.index]
        flags = (" (modal)" if dialog.modal else "") + (" NEW" if dialog.new else "")
        lines.append(Line(f"DIALOG {_q(dialog.name or dialog.role, 60)}{flags} \"{dialog.selector}\":", KEEP, "dialogs"))
        emit(members, 2)
    if any(d.modal for d in snap.dialogs):
        lines.append(Line("PAGE BEHIND THE DIALOG (may be covered until the dialog closes):", KEEP, "dialogs"))
    emit([n for n in snap.nodes if n.dialog is None], 0)
    return _raise_headers(lines)


def _raise_headers(lines: list[Line]) -> list[Line]:
    """A region or form header lives as long as the most important line under it, and not longer."""
    for i, line in enumerate(lines):
        if line.kind not in ("regions", "forms"):
            continue
        best = LOWEST
        for nxt in lines[i + 1:]:
            if nxt.kind in ("regions", "dialogs") or (line.kind == "forms" and nxt.indent <= line.indent):
                break
            if nxt.kind == "forms" and line.kind == "regions":
                continue
            best = min(best, nxt.priority)
        line.priority = max(best, HIGH)
    return lines


def render(snap: Snapshot, *, budget: int = DEFAULT_BUDGET, counter: TokenCounter = approx_tokens,
           previous: Snapshot | None = None, show_items: int = 3) -> Rendered:
    """Serialize a snapshot within a token budget. Pure: no page access."""
    started = time.perf_counter()
    if previous is not None:
        mark_new(snap, previous)
    fitted = fit(_lines(snap, show_items), budget, counter)
    ids = sorted({i for line in fitted.lines for i in line.node_ids})
    return Rendered(text=fitted.text, tokens=fitted.tokens, budget=budget, cut_lines=fitted.cut, node_ids=ids,
                    took_ms=round((time.perf_counter() - started) * 1000, 2))


def serialize(snap: Snapshot, **options: Any) -> str:
    """The text of render(); see the module docstring for the format."""
    return render(snap, **options).text


def page_text(page: Page, *, budget: int = DEFAULT_BUDGET, counter: TokenCounter = approx_tokens,
              previous: Snapshot | None = None, show_items: int = 3) -> tuple[Snapshot, Rendered]:
    """Snapshot the page and serialize it; only the selectors that appear in the text are checked with Playwright
    (checking all of them costs seconds on large pages), and any that is not unique is replaced and re-rendered."""
    snap = take_snapshot(page, verify=False)
    rendered = render(snap, budget=budget, counter=counter, previous=previous, show_items=show_items)
    if verify_nodes(page, snap, rendered.node_ids):
        rendered = render(snap, budget=budget, counter=counter, previous=previous, show_items=show_items)
    return snap, rendered


def visible_text(page: Page) -> str:
    """The page's rendered text, read through open shadow roots and visible frames as well."""
    texts = [inpage.call(page, "visibleText")]  # reading.js: open shadow roots included
    for frame in documents(page)[1:]:
        with contextlib.suppress(PlaywrightError):  # a frame navigating away has no text to give
            texts.append(inpage.call(frame, "visibleText"))
    return "\n".join(texts)

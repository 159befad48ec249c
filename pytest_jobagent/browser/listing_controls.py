"""The controls that narrow and page a listing, read from a snapshot: filter groups and pagination."""

from __future__ import annotations

import re
import urllib.parse

from pytest_jobagent.lexicon import says

from .model import Node, Snapshot
from .observation import FilterObservation, FormObservation, PaginationObservation

# cue without words: a chevron or arrow alone goes on to the next page
NEXT_SYMBOL = re.compile(r"(?:[›»>→]\s*)+")
FILTER_FORM = re.compile(r"\b(apply|application|contact|sign ?in|log ?in|register|subscribe|newsletter)\b", re.IGNORECASE)
COUNTED = re.compile(r"^(?P<name>.+?)\s*[(\[](?P<count>\d[\d,.]*)\+?[)\]]$")


def says_next(name: str, extra: int = 2) -> bool:
    """A control named as the next page: a symbol (›, », →), or the lexicon's next in any language ("Next",
    "Weiter", "Suivant", "다음", "下一页"), perhaps with a symbol after it ("Weiter ›"); never "Next.js developer"."""
    name = name.strip()
    return bool(name) and (NEXT_SYMBOL.fullmatch(name) is not None or says(name, "next", extra) is not None)


def says_load_more(name: str) -> bool:
    """A control that appends more results ("Load more", "Show 20 more jobs", "Mehr laden", "더보기")."""
    return says(name, "load_more") is not None


def find_filters(snap: Snapshot, forms: list[FormObservation], actions: list[Node]) -> list[FilterObservation]:
    """Groups of controls that narrow results. Cues: choice fields outside application-like forms (their legend or
    label), toggle buttons (aria-pressed) under their group's label, links that show a count ("Full-time (27)")
    under the heading above them, outside the page's footer."""
    out: list[FilterObservation] = []
    for form in forms:
        if FILTER_FORM.search(f"{form.name} {form.selector}") or any(
                f.type in ("file", "email", "tel", "password") for f in form.fields):
            continue
        for field in form.fields:
            if field.type in ("select", "checkbox", "radio") and field.options and field.label:
                out.append(FilterObservation(label=field.label, kind=field.type, selector=field.selector,
                                             options=[COUNTED.sub(r"\g<name>", o) for o in field.options]))
            elif field.type == "checkbox" and not field.options and field.label:
                # a lone box under a group's own legend ("Home office": "Somente vagas 100% home office (6)") is a
                # group of one option
                node = next((n for n in snap.nodes if n.selector == field.selector), None)
                legend = (node.group_label if node else "").strip().rstrip("*: ")
                option = COUNTED.sub(r"\g<name>", field.label)
                if legend and legend.lower() != option.lower():
                    out.append(FilterObservation(label=legend, kind="checkbox", selector=field.selector,
                                                 options=[option]))
    toggles: dict[str, list[Node]] = {}
    for n in actions:
        if n.state.pressed is not None and n.dialog is None and n.group is None:
            toggles.setdefault(n.group_label or "", []).append(n)
    for label, members in toggles.items():
        if len(members) >= 2:
            out.append(FilterObservation(label=label or "toggles", kind="toggle", selector=members[0].selector or "",
                                         options=[m.name for m in members],
                                         selected=[m.name for m in members if m.state.pressed]))
    for n in actions:  # a menu button whose links narrow this page ("Team" -> ?team=Engineering)
        if n.options and not n.field_type and n.tag != "select":
            out.append(FilterObservation(label=n.label or n.name, kind="menu", selector=n.selector or "",
                                         options=[o.label for o in n.options],
                                         selected=[o.label for o in n.options if o.selected]))
    heading = ""
    facets: dict[str, list[tuple[Node, str, int | None]]] = {}
    queries: dict[str, list[dict[str, list[str]]]] = {}
    for n in snap.nodes:
        # the caption above a run of counted links: a heading, or a short line of text ("Job Type" in bold)
        if n.kind == "heading" or (n.kind == "text" and 1 < len(n.name) <= 40 and not COUNTED.match(n.name.strip())
                                   and not re.fullmatch(r"[\W\d]*", n.name)):
            heading = n.name.strip().rstrip(":：")
        elif n.kind == "action" and n.tag == "a" and not n.pagination and not n.carousel and n.region != "footer":
            # (the page's footer links the whole site: "Remote design jobs in Europe", "Jobs in Berlin (234)")
            match = COUNTED.match(n.name.strip())
            query = _query_of(n) if n.item is None else None
            if match:
                count = int(re.sub(r"[,.]", "", match.group("count")))
                facets.setdefault(heading, []).append((n, match.group("name").strip(), count))
            elif query is not None and n.name.strip():  # a link that sets the list's query ("实习" -> ?type=intern)
                facets.setdefault(heading, []).append((n, n.name.strip(), None))
            if query is not None:
                queries.setdefault(heading, []).append(query)
    for label, facet in facets.items():
        counted = sum(1 for _, _, count in facet if count is not None)
        if counted >= 2 or (len(facet) >= 2 and _one_parameter_varies(queries.get(label, []))):
            out.append(FilterObservation(label=label or "links", kind="links", selector=facet[0][0].selector or "",
                                         options=[name for _, name, _ in facet],
                                         counts={name: count for _, name, count in facet if count is not None},
                                         selected=[name for n, name, _ in facet if n.state.current]))
    return out



def _query_of(link: Node) -> dict[str, list[str]] | None:
    """The query parameters a link sets, when it goes to a page with a query ("/list?type=intern&industry=it")."""
    href = (link.href or "").strip()
    if not href or href.startswith(("javascript:", "#", "mailto:", "tel:")):
        return None
    return urllib.parse.parse_qs(urllib.parse.urlsplit(href).query) or None


def _one_parameter_varies(queries: list[dict[str, list[str]]]) -> bool:
    """Links under one caption narrow the list when they set one parameter to different values: a row of filter
    links without counts ("工作性质：全职 实习" -> ?type=fulltime, ?type=intern), as portals write their filter rows."""
    keys = {key for query in queries for key in query}
    return any(len({tuple(query[key]) for query in queries if key in query}) >= 2 for key in keys)


def _number_after_current(numbers: list[Node]) -> Node | None:
    """In a pager of page numbers without a Next control, the link to the page after the current one. The current
    page is marked (aria-current) or is the number the pager shows as plain text: the gap among the linked numbers
    (a window "2 3 [4] 5"), else page 1 when the links start at 2, else the last page (no next)."""
    marked = [int(n.name.strip()) for n in numbers if n.attrs.get("aria-current") not in (None, "", "false")]
    linked = {int(n.name.strip()): n for n in numbers}
    if marked:
        current = marked[0]
    elif not linked:
        return None
    else:
        low, high = min(linked), max(linked)
        gaps = [i for i in range(low, high) if i not in linked]
        current = gaps[0] if gaps else (1 if low == 2 else high)
    return linked.get(current + 1)


def find_pagination(actions: list[Node]) -> PaginationObservation | None:
    """How the listing pages: numbered pages (with or without a next control), a lone next control, or "load more"."""
    actions = [n for n in actions if not n.carousel]  # a carousel's arrows and dots page its slides, not the list
    pager = [n for n in actions if n.pagination]
    more = next((n for n in actions if says_load_more(n.name) and n.action == "click"), None)
    nxt = next((n for n in pager if n.attrs.get("rel") == "next"), None)  # cue: the link relation
    # then the words of a pager's control, in any language ("Next", "Weiter", "다음"), or its aria-label
    nxt = nxt or next((n for n in pager if says_next(n.name) or says_next(n.attrs.get("aria-label", ""))), None)
    if nxt is None and not pager:  # a pager in any container: "Next", "Weiter »", "›" alone as a link or button;
        # not when the page's pager shows no next (its last page: a carousel's "next" arrow is no next page), nor the
        # step button of a dialog ("Siguiente" of a two-step application): that pages the dialog, not the list
        nxt = next((n for n in actions if n.tag in ("a", "button") and n.dialog is None
                    and says_next(n.name, extra=0)), None)
        if nxt is not None:  # numbered links beside it are its pages
            numbers = [n for n in actions if n.tag == "a" and n.region == nxt.region and n.dialog == nxt.dialog
                       and re.fullmatch(r"\d{1,4}", n.name.strip())]
            pager = numbers + [nxt] if numbers else []
    pages = [n.name for n in pager if re.fullmatch(r"(page )?\d{1,4}( of \d+)?", n.name.strip(), re.IGNORECASE)]
    if nxt is None and pages:  # numbers only (a postback pager, a plain list of pages): the one after this page
        nxt = _number_after_current([n for n in pager if n.name.strip().isdigit()])
    if pages or (pager and nxt):
        return PaginationObservation(kind="pages", next_selector=nxt.selector if nxt else None, pages=pages)
    if nxt is not None:
        return PaginationObservation(kind="next", next_selector=nxt.selector)
    if more is not None:
        return PaginationObservation(kind="load_more", next_selector=more.selector)
    return None

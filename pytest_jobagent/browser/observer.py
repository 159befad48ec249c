"""PageObserver: what a page is and holds, from the DOM alone (no model): forms, fields, buttons, navigation,
listing groups, pagination, platform, page type, a structure fingerprint and a generalized URL pattern.

The observation's models are in observation.py, how filters and pagination are found in listing_controls.py.
"""

from __future__ import annotations

import hashlib
import re
import time

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page

from pytest_jobagent.lexicon import WORDS, asks, mentions, says

from .inpage import is_navigation_error
from .listing_controls import find_filters, find_pagination, says_next
from .model import Node, Snapshot
from .observation import (
    APPLY_HINT,
    ButtonObservation,
    FieldObservation,
    FormObservation,
    ListingGroupObservation,
    NavObservation,
    PageObservation,
    PageType,
    PaginationObservation,
)
from .platform import detect_platform
from .settle import QUIET_SINCE_LAST_CHANGE, SettleOptions, wait_for_settle
from .snapshot import take_snapshot, verify_nodes
from .urlpattern import generalize_url

REQUIRED_MARK = re.compile(r"\s*(\*|\(required\)|\brequired\b)\s*$", re.IGNORECASE)
# the ids and names a field carries, as words ("sb-was" -> "sb was", "searchKeyword" -> "search Keyword")
ID_WORDS = re.compile(r"[A-Za-z]+")
# English control words the lexicon has no concept for yet (continue, save, sign in...): an implicit form's go-on
SUBMIT_HINT = re.compile(r"\b(continue|save|sign in|log in|register|review)\b", re.IGNORECASE)


def applies(name: str) -> bool:
    """A control that starts an application, in any language ("Apply now", "Jetzt bewerben", "지원하기")."""
    return APPLY_HINT.search(name) is not None or says(name, "apply", 12) is not None


def keyword_field(node: Node) -> bool:
    """A search form's keyword field. Cues without words first: input type=search, role=searchbox, a search landmark;
    then what its label or placeholder says in any language ("Keywords", "Was?", "Stichwort", "직무"), else its
    ids and name as words ("q", "keywords")."""
    if node.field_type == "search" or node.role == "searchbox" or node.region == "search":
        return True
    if any(says(text, "what", 4) is not None or (asks(text, "what", 6) and asks(text, "where", 5) is None)
           for text in (node.label, node.name, node.placeholder) if text):
        return True
    ids = ID_WORDS.findall(re.sub(r"([a-z])([A-Z])", r"\1 \2", f"{node.field_name} {node.attrs.get('id', '')}"))
    # ids are written by developers, mostly in English words run together ("jobsearch", "kwd_query")
    return any(w.lower() == "q" or says(w, "what", 0) is not None
               or any(len(p) >= 5 and p in w.lower() for p in WORDS["what"]["en"]) for w in ids)


def _submits(name: str) -> bool:
    """A control of a form without a submit button that sends it: submit, apply, next, search in any language."""
    return any(says(name, c, 3) is not None for c in ("submit", "apply", "next", "search")) \
        or SUBMIT_HINT.search(name) is not None


def clean_label(text: str) -> tuple[str, bool]:
    """Label without required markers ("Email*", "Name(Required)", "Phone *") and whether one was there."""
    label = " ".join(text.split()).rstrip(":").strip()
    required = False
    while True:
        stripped = REQUIRED_MARK.sub("", label).rstrip(":").strip()
        if stripped == label:
            break
        label, required = stripped, True
    return label, required


def _field_type(node: Node) -> tuple[str, str]:
    ftype = node.field_type or "text"
    if node.role == "combobox" and node.tag == "input":
        return "select", "combobox"
    if node.tag not in ("input", "select", "textarea") and node.action == "type":
        return "textarea", "contenteditable"
    if node.tag not in ("input", "select", "textarea"):
        return {"combobox": "select", "listbox": "select", "switch": "checkbox"}.get(ftype, ftype), "combobox"
    if ftype == "select-multiple":
        return "select", "native"
    return ftype, "native"



def _words_of(name: str) -> str:
    """A field name as words, for a group no label names: "filter_job_type[]" -> "job type"."""
    words = re.sub(r"([a-z])([A-Z])", r"\1 \2", re.sub(r"[\[\]_.\-]+", " ", name)).split()
    if len(words) > 1 and words[0].lower() in ("filter", "search", "f"):
        words = words[1:]
    return " ".join(words)


def _fields(nodes: list[Node]) -> list[FieldObservation]:
    out: list[FieldObservation] = []
    groups: dict[tuple[str, str], FieldObservation] = {}
    for node in nodes:
        ftype, widget = _field_type(node)
        own_label, own_required = clean_label(node.label or node.name or node.placeholder or node.field_name)
        if ftype in ("radio", "checkbox") and node.field_name:
            key = (ftype, node.field_name)
            peers = [n for n in nodes if n.field_type == ftype and n.field_name == node.field_name]
            if ftype == "radio" or len(peers) > 1:
                if key not in groups:
                    group_label, group_required = clean_label(node.group_label or _words_of(node.field_name))
                    groups[key] = FieldObservation(label=group_label, type=ftype, name=node.field_name,
                                                   required=node.required or group_required, selector=node.selector or "",
                                                   widget=widget)
                    out.append(groups[key])
                groups[key].options.append(own_label)
                groups[key].required = groups[key].required or node.required
                continue
        options = [o.label for o in node.options if o.label]
        out.append(FieldObservation(label=own_label, type=ftype, name=node.field_name,
                                    required=node.required or own_required, options=options,
                                    placeholder=node.placeholder, selector=node.selector or "", widget=widget))
    return out


def _page_type(snap: Snapshot, forms: list[FormObservation], groups: list[ListingGroupObservation],
               searches: list[FieldObservation], pagination: PaginationObservation | None) -> PageType:
    fields = [f for form in forms for f in form.fields]
    if any(f.type == "password" for f in fields) and len(fields) <= 4:
        return "login"
    top = groups[0].count if groups else 0
    big_form = max(forms, key=lambda f: len(f.fields), default=None)
    applying = big_form is not None and (any(f.type in ("file", "email", "tel") for f in big_form.fields) or any(
        applies(b.text) or says(b.text, "submit", 3) for b in big_form.submit_buttons))
    if applying and big_form is not None and len(big_form.fields) >= 4 and (top < 2 or any(f.type == "file" for f in big_form.fields)):
        return "application_form"
    apply_outside = any(n.kind == "action" and n.group is None and applies(n.name) for n in snap.nodes)
    if (snap.meta.job_posting or apply_outside) and top < 5 and not searches:
        return "job_details"
    if top >= 2:
        return "job_search_results" if searches and (pagination or top >= 10) else "careers_listing"
    text = " ".join(n.name for n in snap.nodes if n.kind in ("heading", "text"))[:4000]
    if mentions(text, "application_received") and len(fields) <= 1:
        return "confirmation"
    return "other"


def fingerprint(snap: Snapshot, forms: list[FormObservation], groups: list[ListingGroupObservation]) -> str:
    """Hash of the layout: skeleton paths (listing items and pagination reduced to their shape), field kinds and
    names, listing patterns. Texts, counts and values never enter it."""
    parts = set(snap.skeleton)
    for i, form in enumerate(forms):
        for f in form.fields:
            parts.add(f"field:{i}:{f.type}:{f.name or f.label.lower()}")
    for g in groups:
        parts.add(f"list:{g.pattern}")
    digest = hashlib.sha256("\n".join(sorted(parts)).encode()).hexdigest()
    return digest[:16]


def observe_page(page: Page, snapshot: Snapshot | None = None, *, settle: bool | SettleOptions = True,
                 verify: bool = True) -> PageObservation:
    """Look at the page before acting on it. Pure DOM, no model; every selector handed out is verified (unless
    verify=False: a caller that only needs the page's kind, platform and fingerprint). By default the page is first
    given the chance to settle (SPAs render after the load event); a page already quiet that long is read at once."""
    started = time.perf_counter()
    if settle and snapshot is None:
        wait_for_settle(page, settle if isinstance(settle, SettleOptions) else QUIET_SINCE_LAST_CHANGE)
    snap = snapshot if snapshot is not None and snapshot.skeleton else None
    for attempt in (1, 2):
        if snap is not None:
            break
        try:
            snap = take_snapshot(page, skeleton=True, verify=False)
        except PlaywrightError as exc:  # the document was replaced while being read: let it settle, once
            if attempt == 2 or not is_navigation_error(exc):
                raise
            wait_for_settle(page)
    assert snap is not None  # the second attempt either took the snapshot or raised
    if verify:
        handed = [n for n in snap.nodes if n.kind == "action" and (n.group is None or n.item == 0)]
        verify_nodes(page, snap, [n.id for n in handed])
    observation = build_observation(snap)
    observation.took_ms = round((time.perf_counter() - started) * 1000, 1)
    return observation


def build_observation(snap: Snapshot) -> PageObservation:
    """The observation of an already taken (skeleton) snapshot; no page access."""
    actions = [n for n in snap.nodes if n.kind == "action" and n.selector]
    forms: list[FormObservation] = []
    form_of: dict[int, int] = {}
    for f in snap.forms:
        members = [n for n in actions if n.form == f.index]
        fields = _fields([n for n in members if n.is_field])
        if not fields:
            continue
        submits = [ButtonObservation(text=n.name, selector=n.selector or "", kind="submit", form=len(forms))
                   for n in members if not n.is_field and (n.submit or (f.implicit and _submits(n.name)))]
        form_of[f.index] = len(forms)
        forms.append(FormObservation(selector=f.selector, name=f.name, implicit=f.implicit, action=f.action,
                                     method=f.method, fields=fields, submit_buttons=submits))
    buttons = []
    for n in actions:
        if n.is_field or (n.group is not None and n.item not in (None, 0)):
            continue
        is_button = n.tag == "button" or n.role in ("button", "menuitem", "tab") or (n.tag == "input" and n.field_type in ("submit", "button", "image"))
        link_button = n.tag == "a" and (applies(n.name) or n.role == "button")
        if (is_button or link_button) and n.name:
            kind = "submit" if n.submit else "link" if n.tag == "a" else "button"
            buttons.append(ButtonObservation(text=n.name, selector=n.selector or "", kind=kind,
                                             form=form_of.get(n.form) if n.form is not None else None))
    navigation = []
    for n in actions:
        if n.tag != "a" or not n.name:
            continue
        if n.pagination or (says_next(n.name) and len(n.name) < 20):
            navigation.append(NavObservation(text=n.name, href=n.href or "", selector=n.selector or "", kind="pagination"))
        elif n.region in ("nav", "header"):
            navigation.append(NavObservation(text=n.name, href=n.href or "", selector=n.selector or "", kind="menu"))
        elif n.region == "footer":
            navigation.append(NavObservation(text=n.name, href=n.href or "", selector=n.selector or "", kind="footer"))
    groups = [ListingGroupObservation(pattern=g.pattern, count=g.count, sample_titles=[t for t in g.titles if t][:5],
                                      item_selector=g.item_selector, pattern_exact=g.pattern_exact, score=g.score,
                                      decoys=g.decoys)
              for g in snap.groups]
    searches = []
    for n in actions:
        if n.action in ("type", "select") and n.tag == "input" and keyword_field(n):
            searches.extend(_fields([n]))
    pagination = find_pagination(actions)
    if pagination is not None and pagination.kind != "pages" and not any(g.count >= 2 for g in groups):
        pagination = None  # a lone "Next" or "Show more" with no list to page is a carousel or a text toggle
    filters = find_filters(snap, forms, actions)
    platform, evidence = detect_platform(snap.url, snap.markers, snap.meta)
    page_type = _page_type(snap, forms, groups, searches, pagination)
    return PageObservation(
        url=snap.url, url_pattern=generalize_url(snap.url), title=snap.title, platform=platform,
        platform_evidence=evidence, page_type=page_type, fingerprint=fingerprint(snap, forms, groups), forms=forms,
        buttons=buttons, navigation=navigation[:150], listing_groups=groups, search_inputs=searches,
        pagination=pagination, filters=filters, dialogs=[d.name or d.role for d in snap.dialogs],
        job_posting=snap.meta.job_posting,
        unreadable=f"{snap.closed_hosts()} element(s) render from closed shadow roots, which no script can read"
        if snap.closed_shadow else "",
    )


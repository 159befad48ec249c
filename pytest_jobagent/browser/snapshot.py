"""take_snapshot(), which reads a page (its frames spliced in) and verifies each handed-out selector; the models it
fills are in model.py."""

from __future__ import annotations

import time

from playwright.sync_api import Page

from .frames import merge_frames
from .inpage import call
from .loads import ERROR_DOCUMENTS, last_failed_load, watch_loads
from .model import Snapshot
from .platform import MARKERS
from .selectors import check_selector, rules


def take_snapshot(page: Page, *, skeleton: bool = False, verify: bool = True, max_text: int = 300) -> Snapshot:
    """Collect the page, its visible frames spliced in (browser/frames.py). CSS selectors are unique by construction (querySelectorAll in the page, same moment);
    role selectors are checked by Playwright when verify is true (or later, per node, with verify_nodes)."""
    watch_loads(page.context)
    options = {"rules": rules(), "markers": MARKERS, "errorDocuments": ERROR_DOCUMENTS, "skeleton": skeleton,
               "maxText": max_text}
    snap = Snapshot.model_validate(call(page, "snapshot", options))
    if snap.load_failed:
        snap.load_error = last_failed_load(page) or ""
    merge_frames(page, snap, lambda frame: Snapshot.model_validate(call(frame, "snapshot", options)))
    if verify:
        verify_nodes(page, snap, [n.id for n in snap.nodes if n.selector_kind == "role"])
    return snap


def verify_nodes(page: Page, snap: Snapshot, node_ids: list[int] | set[int]) -> int:
    """Count each role selector of these nodes with Playwright; fall back to the structural path where it is not
    unique. Returns how many were replaced. Each node is checked once per snapshot."""
    started = time.perf_counter()
    wanted = set(node_ids) - snap.verified
    replaced = 0
    for node in snap.nodes:
        if node.id not in wanted:
            continue
        if node.selector and node.selector_kind == "role" and check_selector(page, node.selector).count != 1:
            node.selector, node.selector_kind = node.fallback_selector, "css"
            replaced += 1
        snap.verified.add(node.id)
    snap.replaced_selectors += replaced
    snap.verify_ms = round(snap.verify_ms + (time.perf_counter() - started) * 1000, 1)
    return replaced


def mark_new(current: Snapshot, previous: Snapshot | None) -> Snapshot:
    """Flag nodes and dialogs that were not in the previous snapshot of the same document."""
    if previous is None or previous.doc_id != current.doc_id:
        return current
    seen = {n.id for n in previous.nodes}
    dialogs = {d.id for d in previous.dialogs}
    for node in current.nodes:
        node.new = node.id not in seen
    for dialog in current.dialogs:
        dialog.new = dialog.id not in dialogs
    return current

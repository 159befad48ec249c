"""Frames as part of the page: each visible iframe's own snapshot merged into its parent's, entered by selector."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Frame, Page

if TYPE_CHECKING:
    from .model import Node, Snapshot

# Playwright's own chain into a frame's document: what `page.frame_locator(outer).locator(inner)` and
# `locator.content_frame` build, and what `str()` of such a locator shows. A selector holding it works in
# `page.locator()`, so every action, check and exported script reaches inside frames with no special case.
ENTER_FRAME = " >> internal:control=enter-frame >> "
ID_STRIDE = 100_000  # element ids of the k-th frame read start at k * ID_STRIDE
MAX_FRAMES = 8
MAX_DEPTH = 3
# A frame smaller than this is a tracking pixel, an invisible captcha or an ad slot, not content to read.
MIN_FRAME_W, MIN_FRAME_H = 60, 40


def in_frame(frame_selector: str, inner: str) -> str:
    """The selector of an element of a frame, from the frame element's selector and one inside its document."""
    return frame_selector + ENTER_FRAME + inner


def split(selector: str) -> tuple[list[str], str]:
    """(frame element selectors from the top down, the selector inside the innermost document)."""
    *frames, inner = selector.split(ENTER_FRAME)
    return frames, inner


def _enter(target: Page | Frame, outer: str, *, wait: bool) -> Frame | None:
    """The document of the frame element `outer` in `target`: waited for up to 2 s (`wait`), or only if it is there
    now (1 s to take its handle). None when the element is missing or is no frame."""
    host = target.locator(outer).first
    if not wait and not host.count():
        return None
    handle = host.element_handle(timeout=2000 if wait else 1000)
    return handle.content_frame() if handle is not None else None


def scope(page: Page, selector: str) -> tuple[Page | Frame, str]:
    """The document a selector lives in and the selector within it: a page-level script that queries the
    document (listing reads, pager marks) runs there. The page itself when the selector enters no frame."""
    frames, inner = split(selector)
    target: Page | Frame = page
    for outer in frames:
        frame = _enter(target, outer, wait=True)
        if frame is None:
            raise PlaywrightError(f"{outer!r} is not a frame whose document can be read")
        target = frame
    return target, inner


def frame_of(page: Page, selector: str) -> Frame | None:
    """The frame whose document a selector lives in, as it is now; None when the selector enters no frame or a
    frame on the way is not there (not waited for: the page may have navigated away from it)."""
    frames, _ = split(selector)
    target: Page | Frame = page
    try:
        for outer in frames:
            frame = _enter(target, outer, wait=False)
            if frame is None:
                return None
            target = frame
    except PlaywrightError:
        return None
    return target if isinstance(target, Frame) else None


def frame_url(page: Page, selector: str) -> str | None:
    """The URL of the frame document a selector lives in (frame_of)."""
    frame = frame_of(page, selector)
    return frame.url if frame is not None else None


def documents(page: Page) -> list[Frame]:
    """The main frame and every visible child frame worth reading, in document order of their hosts."""
    out = [page.main_frame]
    for frame in page.main_frame.child_frames:
        try:
            element = frame.frame_element()
            box = element.bounding_box()
        except PlaywrightError:
            continue
        if box and box["width"] >= MIN_FRAME_W and box["height"] >= MIN_FRAME_H:
            out.append(frame)
    return out


def merge_frames(page: Page, snap: Snapshot, read: Callable[[Frame], Snapshot]) -> Snapshot:
    """Read each visible frame of the snapshot with `read` and splice its nodes in right after the frame's own
    node: selectors enter the frame, boxes move by the frame's place, ids, forms, dialogs and listing groups
    are renumbered past the parent's. Nested frames are read in turn, up to MAX_DEPTH deep. A frame that
    cannot be read (cross-process and gone, still loading, detached) stays one FRAME line."""
    done = 0
    position = 0
    while position < len(snap.nodes) and done < MAX_FRAMES:
        node = snap.nodes[position]
        position += 1
        if node.kind != "frame" or not node.selector or node.selector.count(ENTER_FRAME) >= MAX_DEPTH:
            continue
        if node.box is None or node.box.w < MIN_FRAME_W or node.box.h < MIN_FRAME_H:
            continue
        try:
            target, _ = scope(page, in_frame(node.selector, "*"))
            if not isinstance(target, Frame):
                continue
            child = read(target)
        except PlaywrightError:
            continue
        done += 1
        _splice(snap, child, node, position, done * ID_STRIDE)
    if done:
        _rank_groups(snap)
    return snap


def _rank_groups(snap: Snapshot) -> None:
    """Listing groups most listing-like first across all documents, as consumers take the first as the listing."""
    order = sorted(snap.groups, key=lambda g: (-g.score, -g.count))
    new_index = {g.index: k for k, g in enumerate(order)}
    for k, group in enumerate(order):
        group.index = k
    snap.groups = order
    for node in snap.nodes:
        if node.group is not None:
            node.group = new_index.get(node.group)


def _splice(snap: Snapshot, child: Snapshot, host: Node, position: int, id_base: int) -> None:
    prefix = host.selector or ""
    dx, dy = (host.box.x, host.box.y) if host.box else (0, 0)
    forms, dialogs, groups = len(snap.forms), len(snap.dialogs), len(snap.groups)
    ids = {n.id: n.id + id_base for n in child.nodes}
    top = snap.viewport
    for node in child.nodes:
        node.id = ids[node.id]
        for attr in ("selector", "fallback_selector"):
            value = getattr(node, attr)
            if value:
                setattr(node, attr, in_frame(prefix, value))
        if node.box is not None:
            node.box.x += dx
            node.box.y += dy
            node.in_viewport = (node.box.y < top.scroll_y + top.height and node.box.y + node.box.h > top.scroll_y
                                and node.box.x < top.scroll_x + top.width)
        node.form = None if node.form is None else node.form + forms
        node.dialog = None if node.dialog is None else node.dialog + dialogs
        node.group = None if node.group is None else node.group + groups
        if node.dialog is None and host.dialog is not None:
            node.dialog = host.dialog
        node.region = node.region or host.region
    for form in child.forms:
        form.index += forms
        form.id += id_base
        form.selector = in_frame(prefix, form.selector) if form.selector else form.selector
        if form.box is not None:
            form.box.x += dx
            form.box.y += dy
    for dialog in child.dialogs:
        dialog.index += dialogs
        dialog.id += id_base
        dialog.selector = in_frame(prefix, dialog.selector) if dialog.selector else ""
    for group in child.groups:
        group.index += groups
        group.pattern = in_frame(prefix, group.pattern)
        group.item_selector = in_frame(prefix, group.item_selector) if group.item_selector else ""
        group.item_ids = [i + id_base for i in group.item_ids]
    snap.nodes[position:position] = child.nodes
    snap.forms.extend(child.forms)
    snap.dialogs.extend(child.dialogs)
    snap.groups.extend(child.groups)
    snap.doc_id += "+" + child.doc_id  # a frame that navigates is a new document of the page
    snap.element_count += child.element_count
    snap.took_ms += child.took_ms
    for tag, n in child.closed_shadow.items():
        snap.closed_shadow[tag] = snap.closed_shadow.get(tag, 0) + n
    for platform, found in child.markers.items():
        snap.markers.setdefault(platform, {}).update(found)
    if snap.meta.job_posting is None and child.meta.job_posting is not None:
        snap.meta.job_posting = child.meta.job_posting

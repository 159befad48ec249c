"""The browser layer: page actions with settle waits, DOM snapshot and serialization, selectors, signatures,
DOM diff and PageObserver. Everything agents see and do in a page goes through here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pytest_jobagent.lazy import lazy_exports

if TYPE_CHECKING:
    from .actions import (
        ActionResult,
        arrive,
        check,
        click,
        go_back,
        last_snapshot,
        navigate,
        observe,
        resolve,
        scroll,
        scroller_top,
        select,
        type_text,
        upload,
    )
    from .budget import approx_tokens, tiktoken_counter
    from .diff import DomDiff, diff_snapshots
    from .dom import DEFAULT_BUDGET, Rendered, page_text, render, serialize, visible_text
    from .frames import documents, frame_url
    from .inpage import document_id
    from .loads import http_error, load_failed
    from .model import Node, Snapshot
    from .observation import (
        ButtonObservation,
        FieldObservation,
        FormObservation,
        ListingGroupObservation,
        NavObservation,
        PageObservation,
        PaginationObservation,
    )
    from .observer import build_observation, observe_page
    from .platform import detect_platform
    from .selectors import SelectorCheck, check_selector, looks_generated, unique_selector
    from .settle import QUIET_SINCE_LAST_CHANGE, SettleOptions, SettleReport, wait_for_settle
    from .signature import (
        ElementPosition,
        ElementSignature,
        SignatureMatch,
        find_by_signature,
        signature_from_node,
        signature_of,
    )
    from .snapshot import take_snapshot
    from .urlpattern import generalize_url, url_matches
else:
    __getattr__, __dir__ = lazy_exports(__name__, {
        ".actions": ("ActionResult", "arrive", "check", "click", "go_back", "last_snapshot", "navigate", "observe",
                     "resolve", "scroll", "scroller_top", "select", "type_text", "upload"),
        ".budget": ("approx_tokens", "tiktoken_counter"),
        ".diff": ("DomDiff", "diff_snapshots"),
        ".dom": ("DEFAULT_BUDGET", "Rendered", "page_text", "render", "serialize", "visible_text"),
        ".frames": ("documents", "frame_url"),
        ".inpage": ("document_id",),
        ".loads": ("http_error", "load_failed"),
        ".model": ("Node", "Snapshot"),
        ".observation": ("ButtonObservation", "FieldObservation", "FormObservation", "ListingGroupObservation",
                         "NavObservation", "PageObservation", "PaginationObservation"),
        ".observer": ("build_observation", "observe_page"),
        ".platform": ("detect_platform",),
        ".selectors": ("SelectorCheck", "check_selector", "looks_generated", "unique_selector"),
        ".settle": ("QUIET_SINCE_LAST_CHANGE", "SettleOptions", "SettleReport", "wait_for_settle"),
        ".signature": ("ElementPosition", "ElementSignature", "SignatureMatch", "find_by_signature",
                       "signature_from_node", "signature_of"),
        ".snapshot": ("take_snapshot",),
        ".urlpattern": ("generalize_url", "url_matches"),
    })

__all__ = [
    "visible_text",
    "DEFAULT_BUDGET",
    "ActionResult",
    "ButtonObservation",
    "DomDiff",
    "ElementPosition",
    "ElementSignature",
    "FieldObservation",
    "FormObservation",
    "ListingGroupObservation",
    "NavObservation",
    "Node",
    "PageObservation",
    "PaginationObservation",
    "Rendered",
    "SelectorCheck",
    "QUIET_SINCE_LAST_CHANGE",
    "SettleOptions",
    "SettleReport",
    "SignatureMatch",
    "Snapshot",
    "approx_tokens",
    "build_observation",
    "arrive",
    "check",
    "check_selector",
    "click",
    "detect_platform",
    "diff_snapshots",
    "document_id",
    "find_by_signature",
    "documents",
    "frame_url",
    "generalize_url",
    "go_back",
    "last_snapshot",
    "http_error",
    "load_failed",
    "looks_generated",
    "navigate",
    "observe",
    "observe_page",
    "page_text",
    "render",
    "resolve",
    "scroll",
    "scroller_top",
    "select",
    "serialize",
    "signature_from_node",
    "signature_of",
    "take_snapshot",
    "tiktoken_counter",
    "type_text",
    "unique_selector",
    "upload",
    "url_matches",
    "wait_for_settle",
]

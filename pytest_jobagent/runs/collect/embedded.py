"""A board embedded in a frame of the start page: collected from the frame's own document, as the frame shows it."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

from pytest_jobagent import browser
from pytest_jobagent.browser import frames
from pytest_jobagent.events import EventBus
from pytest_jobagent.runs.explore.result import ExplorationResult


def board_frame(page: Page) -> tuple[str, str] | None:
    """(selector of the frame, address of its document) when the page's listing lives in a frame; else None.
    A careers page that embeds its board (an ATS's iframe) shows nothing of it in its own document: the frame's
    document is the board, with its own address, links and pager."""
    if len(frames.documents(page)) < 2:  # no frame to hold a board: no snapshot needed to know
        return None
    snap = browser.take_snapshot(page, verify=False)
    if not snap.groups or frames.ENTER_FRAME not in snap.groups[0].pattern:
        return None
    outer = frames.split(snap.groups[0].pattern)[0][0]
    document, _ = frames.scope(page, frames.in_frame(outer, "*"))
    return outer, document.url


def within_frame(exploration: ExplorationResult | None, outer: str) -> ExplorationResult | None:
    """The exploration of the embedding page, its selectors into the frame made selectors of the frame's
    document (what they are once that document is the page); everything else kept."""
    if exploration is None:
        return None
    prefix = outer + frames.ENTER_FRAME

    def strip(value: Any) -> Any:
        if isinstance(value, str):
            return value[len(prefix):] if value.startswith(prefix) else value
        if isinstance(value, list):
            return [strip(v) for v in value]
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items()}
        return value

    return ExplorationResult.model_validate(strip(exploration.model_dump(mode="json")))


def open_board(page: Page, exploration: ExplorationResult | None, events: EventBus | None = None) -> ExplorationResult | None:
    """Load the frame's document as the page when the board is embedded; the exploration follows it in."""
    found = board_frame(page)
    if found is None:
        return exploration
    outer, url = found
    result = browser.navigate(page, url)
    if events is not None:
        events.emit("action", step=0, action_kind="open_embedded_board", target=url, success=result.success,
                    url_changed=result.url_changed, error=result.error, elapsed_ms=result.elapsed_ms,
                    frame=outer)
    return within_frame(exploration, outer) if result.success else exploration

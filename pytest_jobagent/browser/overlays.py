"""Overlays that take the page's clicks (consent walls, newsletter and app-install modals, region choosers): one
generic rule finds them and presses their own control in the page's language, so runs act on the page behind.

An overlay is a floating box (a modal dialog, a fixed or sticky element) that takes the clicks at three or more
points of a 3×3 grid over the viewport; a backdrop without controls stands for the box drawn above it. Its control
is chosen by what it says (lexicon.py): a consent wall's refusal ("Reject all", "Rechazar todas", "Alle ablehnen"),
else a close control ("No thanks", "×" named "Cerrar", "닫기"), else, for a consent wall only, its acceptance. An
overlay holding fields someone filled in is never dismissed. An overlay the run's own click brought up (an apply
dialog, a filter drawer: note_overlays marks it) is the run's: it is closed by its own close control only when the run
acts behind it (a click it takes: `leaving`), and otherwise only by a control that declines an offer ("No, gracias":
a newsletter that the run's scroll brought up). Runs dismiss overlays after opening the start page and whenever an
action is blocked by one (Playwright: "... intercepts pointer events"); then a consent banner drawn on top is answered
first, however little of the window it covers (a bar at the bottom takes the clicks on what scrolls under it), and the
click goes again before any other box is closed (a banner under a dialog waits for the dialog to close). `dismiss_overlays: false` in a scenario turns both off for its browser
context.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from playwright.sync_api import BrowserContext, Page
from playwright.sync_api import Error as PlaywrightError

from pytest_jobagent.lexicon import for_page

from .inpage import call
from .pagestate import ContextState
from .selectors import rules
from .settle import wait_for_settle

MAX_ROUNDS = 3  # a consent wall, then the newsletter modal behind it, then one more
CLICK_TIMEOUT_MS = 2_000


@dataclass(frozen=True)
class OverlayDismissal:
    """One overlay closed: what it was called, the control pressed and what that chose."""

    overlay: str
    control: str
    choice: Literal["reject", "close", "accept"]
    consent: bool

    def sentence(self) -> str:
        kind = "consent wall" if self.consent else "overlay"
        return f"closed the {kind} '{self.overlay}' with its '{self.control}' control"


def set_dismissing(context: BrowserContext, on: bool) -> None:
    """Turn the rule on (the default) or off for every page of a browser context."""
    ContextState.of(context).dismissing = on


def dismissing(page: Page) -> bool:
    state = ContextState.peek(page.context)
    return state is None or state.dismissing


def blocked_by_overlay(error: BaseException) -> bool:
    """Playwright's word for a click that something drawn on top took."""
    return "intercepts pointer events" in str(error)


def find_overlay(page: Page, *, leaving: bool = False) -> dict[str, Any] | None:
    """The overlay that takes the page's clicks and the control to press ({selector, control, choice, consent,
    overlay, points}), or None. `leaving`: the run's click on something behind it was taken, so a dialog or drawer
    the run opened itself is closed too (by its own close control), as a person closes it to go on."""
    found = call(page, "findOverlay", {"words": for_page(("reject", "dismiss", "close", "accept", "consent")),
                                       "rules": rules(), "leaving": leaving})
    return found if isinstance(found, dict) else None


def note_overlays(page: Page, phase: Literal["before", "after"]) -> int:
    """Around a run's own click: "before" marks the overlays in front as there already, and says how many of them the
    run opened itself; "after" marks one that came with the click as opened by the run (an apply dialog, a filter
    drawer), which the rule then never dismisses, and says how many it marked. Never raises: the click may have left
    the document."""
    if page.is_closed() or not dismissing(page):
        return 0
    try:
        return int(call(page, "noteOverlays", phase) or 0)
    except PlaywrightError:
        return 0


def dismiss_overlays(page: Page, *, leaving: bool = False) -> list[OverlayDismissal]:
    """Close the overlays in front of the page, one after the other; [] when there is none, or when the rule is off
    for the page's context. `leaving`: a click behind them was taken (find_overlay). Never raises: a page without an
    overlay is the common case."""
    if page.is_closed() or not dismissing(page):
        return []
    done: list[OverlayDismissal] = []
    pressed: set[str] = set()
    for _ in range(MAX_ROUNDS):
        try:
            found = find_overlay(page, leaving=leaving)
            if found is None or found["selector"] in pressed:  # pressing it changed nothing: leave it
                break
            pressed.add(found["selector"])
            page.locator(found["selector"]).first.click(timeout=CLICK_TIMEOUT_MS)
            wait_for_settle(page)
        except PlaywrightError:  # a navigation in between, a control that moved away
            break
        done.append(OverlayDismissal(overlay=found["overlay"], control=found["control"], choice=found["choice"],
                                     consent=bool(found["consent"])))
        if leaving and not found.get("points"):  # a consent banner answered: the taken click goes again first,
            break  # before a box of the run's own (a form it is filling in) is closed as the next overlay
    return done

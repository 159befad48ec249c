"""Screenshots after agent actions: `on` (attach each), `failure` (the final page, and the last N actions kept, on
failure), `off`."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pytest_jobagent.browser.masks import field_mask

MODES = ("on", "failure", "off")
DEFAULT_MODE = "failure"
# Actions kept for a failure by default: none, only the final page (as pytest-playwright's only-on-failure). A kept
# action is a capture after every action of every run, passing or not: 20-50 ms of the browser's CPU each, a tenth of
# a replayed scenario's CPU (collect_talentstack_split: 13.9 s with 5 kept, 12.9 s with none, browser, driver and
# Python together)
DEFAULT_KEEP = 0


@dataclass
class Shot:
    label: str
    png: bytes


class Screenshots:
    """Takes viewport screenshots of the run's page; never raises (a closed page just yields nothing)."""

    def __init__(self, mode: str = DEFAULT_MODE, keep: int = DEFAULT_KEEP,
                 page: Callable[[], Any | None] = lambda: None, *, mask_fields: bool = False):
        if mode not in MODES:
            raise ValueError(f"screenshots mode must be one of {', '.join(MODES)} (got {mode!r})")
        self.mode = mode
        self.mask_fields = mask_fields  # the run types applicant data: form fields are painted over
        if keep < 0:
            raise ValueError(f"screenshots kept must be 0 or more (got {keep})")
        self._page = page
        self.kept: deque[Shot] = deque(maxlen=keep)
        self.errors: list[str] = []

    def take(self, label: str) -> Shot | None:
        """A screenshot now (mode on/failure): returned to attach at once in `on`, kept in memory in `failure`; none
        taken in `failure` when no action is kept."""
        if self.mode == "off" or (self.mode == "failure" and not self.kept.maxlen):
            return None
        shot = self._capture(label)
        if shot is not None and self.mode == "failure":
            self.kept.append(shot)
        return shot

    def on_failure(self) -> list[Shot]:
        """What to attach when the run did not pass: the kept shots, then the page as it is at the end."""
        if self.mode == "off":
            return []
        shots = list(self.kept) if self.mode == "failure" else []
        final = self._capture("page at failure")
        self.kept.clear()
        return shots + ([final] if final is not None else [])

    def _capture(self, label: str) -> Shot | None:
        try:
            page = self._page()
            if page is None or page.is_closed():
                return None
            mask = field_mask(page, self.mask_fields)
            # the caret as it is and animations running: hiding or stopping them injects styles into the page (22 DOM
            # mutations a shot on a form page), which the page's own observers and the next settle would see
            return Shot(label=label, png=page.screenshot(type="png", timeout=5000, caret="initial", animations="allow",
                                                         mask=mask))
        except Exception as exc:  # noqa: BLE001 - a report aid must never break the run
            self.errors.append(f"{label}: {str(exc).splitlines()[0] if str(exc) else type(exc).__name__}")
            return None

"""What a screenshot of a page that holds applicant data paints over: its form fields (a recording or a report keeps
placeholders for typed values, but pixels cannot be turned into placeholders)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from playwright.sync_api import Locator, Page

MASKED_FIELDS = "input:not([type=hidden]):not([type=submit]):not([type=button]), textarea, select, [contenteditable]"


def field_mask(page: Page, applicant_data: bool) -> list[Locator] | None:
    """The `mask` argument of `page.screenshot` for a run that types applicant data (None: nothing to hide)."""
    return [page.locator(MASKED_FIELDS)] if applicant_data else None

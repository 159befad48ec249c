"""Marking the option a filter pass set, on a page that posts itself back as the option changes (a WebForms
drop-down): the document the mark was for is gone; the pass goes on with the new one instead of failing the run
(the error once came from `controls.choose` in `collect_cityjobs_webforms_finance`)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Error as PlaywrightError

from pytest_jobagent.runs.collect import controls


class PostingBack:
    """A page whose document goes away under the call, as a postback's does."""

    def __init__(self, error: str):
        self.error = error
        self.waited: list[str] = []

    def evaluate(self, expression: str) -> None:
        raise PlaywrightError(self.error)

    def wait_for_load_state(self, state: str) -> None:
        self.waited.append(state)


def test_a_page_that_posted_back_is_waited_for_not_failed():
    page = PostingBack("Page.evaluate: Execution context was destroyed, most likely because of a navigation")
    controls.choose(page)  # type: ignore[arg-type]
    assert page.waited == ["domcontentloaded"]


def test_any_other_error_still_says_what_went_wrong():
    page = PostingBack("Page.evaluate: SyntaxError: Unexpected token '}'")
    with pytest.raises(PlaywrightError, match="SyntaxError"):
        controls.choose(page)  # type: ignore[arg-type]
    assert page.waited == []

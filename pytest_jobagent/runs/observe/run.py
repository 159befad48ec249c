"""The observe run: open a site's start page and report what PageObserver sees, with no model involved."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import TimeoutError as PlaywrightTimeout

from pytest_jobagent.browser.observer import observe_page

# A single-page app renders after `load`: it first fetches its data. On a loaded machine its script can start
# that fetch after the DOM has already been quiet for the settle window, so the observer would see an empty
# shell. Waiting for the network to go idle (bounded) first makes the first observation deterministic.
NETWORK_IDLE_MS = 5_000


def run_observe(scenario: Any, env: Any):
    page, _, _ = env.open_start(scenario.site, scenario.start)
    with env.events.phase("observe page"):
        try:
            page.wait_for_load_state("networkidle", timeout=NETWORK_IDLE_MS)
        except PlaywrightTimeout:
            pass  # a page that keeps polling: the observer's own settle wait still bounds the rest
        return observe_page(page)

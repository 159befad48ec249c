"""The observe run: open a site's start page, report what PageObserver sees (no model involved) and check it."""

from __future__ import annotations

from playwright.sync_api import TimeoutError as PlaywrightTimeout

from pytest_jobagent.browser import PageObservation
from pytest_jobagent.browser.observer import observe_page
from pytest_jobagent.runs.env import RunEnv

from .checks import check_observe
from .schema import ObserveScenario

# A single-page app renders after `load`: it first fetches its data. On a loaded machine its script can start
# that fetch after the DOM has already been quiet for the settle window, so the observer would see an empty
# shell. Waiting for the network to go idle (bounded) first makes the first observation deterministic.
NETWORK_IDLE_MS = 5_000


def run_observe(scenario: ObserveScenario, env: RunEnv) -> tuple[PageObservation, list[str]]:
    page, _, _ = env.open_start(scenario.site, scenario.start)
    with env.events.phase("observe page"):
        try:
            page.wait_for_load_state("networkidle", timeout=NETWORK_IDLE_MS)
        except PlaywrightTimeout:
            pass  # a page that keeps polling: the observer's own settle wait still bounds the rest
        observation = observe_page(page)
    return observation, check_observe(scenario.expect, observation)

"""The observe run: open a site's start page and report what PageObserver sees, with no model involved."""

from __future__ import annotations

from typing import Any

from pytest_jobagent.browser.observer import observe_page


def run_observe(scenario: Any, env: Any):
    site = env.serve(scenario.site)
    page = env.page()
    url = site.url(scenario.start)
    with env.events.phase("open start page", url=url):
        page.goto(url, wait_until="load")
    with env.events.phase("observe page"):
        return observe_page(page)

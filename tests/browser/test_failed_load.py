"""A page whose load failed reads the same on every Chromium build: the URL and the browser's reason, not the error
page the full browser draws (the headless shell draws none); and the same whether the run's route or the context's
refusing proxy blocked it (browser/offline.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_jobagent.browser import offline, page_text
from pytest_jobagent.browser.launch import SYSTEM_CHROMIUMS, SYSTEM_HEADLESS_SHELLS, launch_options

BUILDS = [path for path in (SYSTEM_HEADLESS_SHELLS[0], SYSTEM_CHROMIUMS[0]) if Path(path).exists()]
BOARD = '<title>Jobs</title><main><h1>Jobs</h1><a href="https://jobs.example.invalid/role/7">Engineer</a></main>'


def text_after_blocked_click(playwright, executable: str, by_proxy: bool) -> str:
    browser = playwright.chromium.launch(**launch_options(executable, {"headless": True}))
    try:
        context = browser.new_context(**(offline.context_args() if by_proxy else {}))
        offline.keep_offline(context, by_proxy=by_proxy)
        page = context.new_page()
        page.set_content(BOARD)
        page_text(page)  # the run reads the page before it acts
        page.get_by_role("link", name="Engineer").click()
        page.wait_for_url("chrome-error://**")
        return page_text(page)[1].text
    finally:
        browser.close()


@pytest.mark.skipif(not BUILDS, reason="no Debian Chromium build installed")
def test_a_blocked_load_is_described_by_its_url_and_reason_on_every_build_however_it_was_blocked(playwright):
    texts = {(build, by_proxy): text_after_blocked_click(playwright, build, by_proxy)
             for build in BUILDS for by_proxy in (False, True)}
    for build, text in texts.items():
        assert "NOTE: this page did not load: https://jobs.example.invalid/role/7 (net::ERR_BLOCKED_BY_CLIENT)" in text, build
        assert "Reload" not in text and "blocked" not in text.split("did not load")[0], build
    assert len(set(texts.values())) == 1, texts

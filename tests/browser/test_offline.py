"""Contexts kept offline by a proxy of their own (browser/offline.py): this machine's pages load, every other host is
refused at once by name or by address, a refusal reads as the block it is, and the browser keeps a site's scripts and
styles between loads (no route turns its cache off)."""

from __future__ import annotations

import pytest

from pytest_jobagent.browser import offline
from pytest_jobagent.siteserver import SiteServer

BOARD = """<!doctype html><html><head><title>Jobs</title><link rel="stylesheet" href="/style.css">
<script src="/app.js"></script></head><body><main><h1>Jobs</h1></main></body></html>"""
OUTSIDE = ["http://jobs.example.invalid/role/7", "https://cdn.example.org/app.js", "http://93.184.216.34/",
           "http://[2001:db8::1]/x"]


@pytest.fixture
def site(tmp_path):
    (tmp_path / "index.html").write_text(BOARD)
    (tmp_path / "style.css").write_text("h1 { color: #333 }")
    (tmp_path / "app.js").write_text("window.loadedApp = (window.loadedApp || 0) + 1;")
    server = SiteServer(tmp_path)
    yield server
    server.close()


@pytest.fixture
def offline_context(browser):
    context = browser.new_context(**offline.context_args())
    offline.keep_offline(context, by_proxy=True)
    yield context
    context.close()


def test_this_machine_loads_and_every_other_host_is_refused_and_read_as_blocked(offline_context, site):
    failed: list[tuple[str, str]] = []
    offline_context.on("requestfailed", lambda r: failed.append((r.url, offline.failure(offline_context,
                                                                                         r.failure or ""))))
    for url in OUTSIDE:
        tab = offline_context.new_page()
        with pytest.raises(Exception, match="ERR_PROXY_CONNECTION_FAILED") as refused:
            tab.goto(url, timeout=5000)
        assert offline.failure(offline_context, str(refused.value)).startswith(
            f"Page.goto: {offline.BLOCKED} at {url}")
        tab.close()
    page = offline_context.new_page()
    assert page.goto(site.url("/")).status == 200 and page.evaluate("window.loadedApp") == 1
    assert page.request.get(site.url("/app.js")).ok  # the context's own requests reach this machine too
    with offline_context.expect_event("requestfailed"):  # the failed fetch's event, however late it comes
        fetched = page.evaluate("u => fetch(u).then(() => 'answered', () => 'refused')", OUTSIDE[1])
    assert fetched == "refused"
    assert [(url.rstrip("/"), reason) for url, reason in failed] == \
        [(url.rstrip("/"), offline.BLOCKED) for url in [*OUTSIDE, OUTSIDE[1]]]


def test_the_browser_keeps_a_sites_scripts_and_styles_but_never_its_documents(offline_context, site):
    page = offline_context.new_page()
    page.goto(site.url("/"))
    page.goto(site.url("/"))
    sizes = page.evaluate("() => Object.fromEntries(performance.getEntriesByType('resource').map("
                          "e => [new URL(e.name).pathname, e.transferSize]))")
    assert sizes == {"/style.css": 0, "/app.js": 0}, "kept from the first load: nothing crossed the network"
    assert page.evaluate("performance.getEntriesByType('navigation')[0].transferSize") > 0  # the document came again


def test_a_proxy_that_is_not_the_runs_own_keeps_its_own_failure(browser, site):
    context = browser.new_context(**offline.context_args())  # a proxy given by someone else: not kept offline here
    try:
        page = context.new_page()
        with pytest.raises(Exception, match="ERR_PROXY_CONNECTION_FAILED") as failed:
            page.goto(OUTSIDE[0], timeout=5000)
        assert offline.failure(context, str(failed.value)) == str(failed.value)
    finally:
        context.close()

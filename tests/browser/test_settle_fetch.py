"""Settle waits end when a fetch POST is answered, even if the page never reads the response body."""

from pytest_jobagent.browser.settle import SettleOptions, wait_for_settle
from pytest_jobagent.siteserver import SiteServer

PAGE = """<!doctype html><html><body>
<button id="send" onclick="fetch('/__submit/ping', {method: 'POST', body: 'a=1',
  headers: {'Content-Type': 'application/x-www-form-urlencoded'}}); document.body.dataset.sent = 1">Send</button>
</body></html>"""


def test_unread_fetch_response_does_not_hold_the_wait(page, tmp_path):
    (tmp_path / "index.html").write_text(PAGE)
    server = SiteServer(tmp_path)
    try:
        page.goto(server.url("/"))
        wait_for_settle(page)
        page.click("#send")
        report = wait_for_settle(page, SettleOptions(timeout_ms=4000))
        assert report.settled, report
        assert report.pending_requests == []
        assert [s["form"] for s in server.submissions()] == ["ping"]
    finally:
        server.close()

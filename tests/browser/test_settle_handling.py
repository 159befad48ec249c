"""A fetch or XHR counts as pending work until the page has read its answer and run the code that shows it: the
network says "answered" at the response's headers, and a body that is still arriving (or a busy renderer parsing
it) would otherwise let the wait end before the page rendered what it asked for."""

from __future__ import annotations

import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from pytest_jobagent.browser.settle import SettleOptions, wait_for_settle
from pytest_jobagent.serving import Serving

BODY_DELAY_S = 0.6  # the server's latency between the answer's headers and its body (the test never sleeps)

PAGE = """<!doctype html><html><body><ul id="jobs"></ul><script>
function show(data) {
  for (const title of data.jobs) {
    const li = document.createElement('li'); li.textContent = title; document.getElementById('jobs').append(li);
  }
}
if (location.hash === '#xhr') {
  const xhr = new XMLHttpRequest();
  xhr.open('GET', '/jobs.json');
  xhr.onload = () => show(JSON.parse(xhr.responseText));
  xhr.send();
} else {
  fetch('/jobs.json').then((r) => r.json()).then(show);
}
</script></body></html>"""


class SlowBody(BaseHTTPRequestHandler):
    def log_message(self, format, *args):  # noqa: A002 - the base class's signature
        pass

    def do_GET(self):
        if self.path.startswith("/jobs.json"):
            body = b'{"jobs": ["Data Engineer", "Platform Engineer"]}'
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.flush()
            time.sleep(BODY_DELAY_S)
            self.wfile.write(body)
            return
        body = PAGE.encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture
def slow_body_server():
    server = ThreadingHTTPServer(("127.0.0.1", 0), SlowBody)
    server.daemon_threads = True
    serving = Serving(server, "slow-body")
    yield f"http://127.0.0.1:{server.server_address[1]}"
    serving.stop()


@pytest.mark.parametrize("how", ["fetch", "xhr"])
def test_the_wait_ends_after_the_page_showed_the_answer_it_asked_for(page, slow_body_server, how):
    wait_for_settle(page)  # the script is in place before the page's own code runs
    page.goto(f"{slow_body_server}/#{how}", wait_until="load")
    report = wait_for_settle(page, SettleOptions(since_last_change=True))
    assert report.settled, report
    assert page.locator("#jobs li").all_text_contents() == ["Data Engineer", "Platform Engineer"]

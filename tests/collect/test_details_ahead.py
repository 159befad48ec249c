"""Details pages load ahead: while one job's details page is read, the next ones load in tabs of their own, so a
board's pages arrive side by side; every job is still completed, in list order, and the tabs close with the walk."""

from __future__ import annotations

import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from walks import collect

from pytest_jobagent.runs.collect.details import AHEAD
from pytest_jobagent.serving import Serving

PAGES = Path(__file__).resolve().parent / "pages"
BODY_DELAY_S = 0.3  # a details page's body arrives this long after its headers (the server's latency, no test sleep)


class SlowDetails(SimpleHTTPRequestHandler):
    """tests/collect/pages, each details page's body sent a while after its headers; counts the pages in flight."""

    in_flight = 0
    most_in_flight = 0
    beside: list[int] = []  # for each details page asked for, how many others were on the way then
    lock = threading.Lock()

    def __init__(self, *args, **kwargs):
        super().__init__(*args, directory=str(PAGES), **kwargs)

    def log_message(self, format, *args):  # noqa: A002 - the base class's signature
        pass

    def copyfile(self, source, outputfile):
        if not self.path.startswith("/job.html"):
            return super().copyfile(source, outputfile)
        cls = type(self)
        with cls.lock:
            cls.beside.append(cls.in_flight)
            cls.in_flight += 1
            cls.most_in_flight = max(cls.most_in_flight, cls.in_flight)
        try:
            self.wfile.flush()  # the headers go now, the body later
            time.sleep(BODY_DELAY_S)
            return super().copyfile(source, outputfile)
        finally:
            with cls.lock:
                cls.in_flight -= 1


@pytest.fixture
def slow_details():
    server = ThreadingHTTPServer(("127.0.0.1", 0), SlowDetails)
    server.daemon_threads = True
    SlowDetails.in_flight = SlowDetails.most_in_flight = 0
    SlowDetails.beside = []
    serving = Serving(server, "slow-details")
    yield f"http://127.0.0.1:{server.server_address[1]}"
    serving.stop()


def test_the_next_details_pages_load_while_one_is_read(page, llm_runtime, slow_details):
    result, _ = collect(page, llm_runtime, f"{slow_details}/ahead.html", name="details-ahead")

    assert result.success and result.errors == []
    titles = [j.title for j in result.jobs]
    assert len(titles) == 10 and titles[:3] == ["Backend Engineer", "Data Engineer", "Frontend Engineer"]
    # every job completed from its own details page: the apply link there names the job
    assert all(j.apply_type == "external" and j.apply_url == f"https://careers.example.com/{j.job_key.split(':')[1]}"
               for j in result.jobs), [(j.job_key, j.apply_url) for j in result.jobs]
    assert result.stats.details_opened == 10
    # the server had more than one details page on the way at once, and never more than the walk allows
    assert 2 <= SlowDetails.most_in_flight <= AHEAD + 1
    # and kept AHEAD on the way past the first pages too (the first job's details open by a click on the list): a
    # tab still held by the job read last left room for one load ahead only, then
    assert len(SlowDetails.beside) == 10 and max(SlowDetails.beside[4:]) == AHEAD, SlowDetails.beside
    # the details tabs closed with the walk; the list page stayed where it was
    assert page.context.pages == [page] and page.url == f"{slow_details}/ahead.html"

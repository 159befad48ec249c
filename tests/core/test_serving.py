"""A server on a thread of its own (serving.py): it answers, sleeps while nothing comes, and stops at once."""

import threading
import time
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from pytest_jobagent.serving import IDLE_POLL_S, Serving


class Hello(BaseHTTPRequestHandler):
    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        body = b"hello"
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


class Counting(ThreadingHTTPServer):
    """Counts the turns of serve_forever's loop: one per request or poll."""

    daemon_threads = True
    turns = 0

    def service_actions(self) -> None:
        self.turns += 1


@pytest.fixture
def server():
    httpd = Counting(("127.0.0.1", 0), Hello)
    yield httpd
    httpd.server_close()


def get(httpd: ThreadingHTTPServer) -> bytes:
    host, port = httpd.server_address[:2]
    with urllib.request.urlopen(f"http://{host}:{port}/", timeout=5) as answer:
        return answer.read()


def test_it_answers_and_its_loop_does_not_turn_while_nothing_comes(server):
    serving = Serving(server, "hello")
    assert get(server) == b"hello"
    turns = server.turns
    time.sleep(0.6)  # socketserver's default poll would have turned the loop once, a 50 ms poll a dozen times
    assert server.turns == turns
    serving.stop()
    assert not serving.running


def test_stop_ends_the_loop_without_waiting_for_its_poll(server):
    serving = Serving(server, "hello")
    stopping = threading.Thread(target=serving.stop)
    stopping.start()
    stopping.join(timeout=IDLE_POLL_S / 100)  # the loop's select waits an hour for a request that never comes
    assert not stopping.is_alive() and not serving.running
    with pytest.raises(OSError):  # the socket is closed: nothing listens any more
        get(server)


def test_stopping_twice_or_without_closing_is_harmless(server):
    serving = Serving(server, "hello")
    serving.stop(close=False)
    assert server.socket.fileno() != -1  # still open: its owner closes it
    serving.stop()
    assert server.socket.fileno() == -1

"""A socketserver on a thread of its own that sleeps until a request comes, and stops at once when asked.

`serve_forever(poll_interval)` wakes every poll to see whether it was asked to stop: a short poll makes `shutdown()`
quick, and costs a wake-up of the thread (and a turn of the GIL) several times a second for as long as the server
lives. A test session keeps a server for each bundled site it used, so some forty of them polled 800 times a
second between them, about 20 ms of a core each second, for nothing. Here the loop polls once an hour, and `stop()`
sets the stop flag, then wakes the loop with a connection it accepts and drops."""

from __future__ import annotations

import contextlib
import socket
import socketserver
import threading

IDLE_POLL_S = 3600.0  # what the loop's select waits when nothing comes: stopping does not wait for it
POKE_EVERY_S = 0.05


class Serving:
    """`server` served on a daemon thread named `name` from construction on, until `stop()`."""

    def __init__(self, server: socketserver.BaseServer, name: str):
        self.server = server
        self._thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": IDLE_POLL_S},
                                        name=name, daemon=True)
        self._thread.start()

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def stop(self, close: bool = True) -> None:
        """End the loop (a request being handled on a thread of its own finishes by itself), then close the server's
        socket when `close`. Calling it again does nothing more."""
        if self._thread.is_alive():
            stopper = threading.Thread(target=self.server.shutdown, name=f"{self._thread.name}-stop", daemon=True)
            stopper.start()  # sets the loop's stop flag, then waits for the loop to end
            while self._thread.is_alive():
                self._poke()
                self._thread.join(POKE_EVERY_S)
            stopper.join()
        if close:
            self.server.server_close()

    def _poke(self) -> None:
        """One connection to the server, which wakes its loop's select; the handler reads nothing and closes it."""
        address = self.server.server_address
        if not isinstance(address, tuple):  # a Unix socket server: nothing here starts one
            return
        with contextlib.suppress(OSError):
            socket.create_connection((str(address[0]), int(address[1])), timeout=1).close()

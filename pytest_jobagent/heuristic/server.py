"""The heuristic model as an OpenAI-compatible HTTP server on loopback (chat completions, models)."""

from __future__ import annotations

import argparse
import gzip
import json
import logging
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Self

from pytest_jobagent.llm.cassettes import FAULT_HEADER
from pytest_jobagent.llm.faults import SLOW, FaultSpec
from pytest_jobagent.llm.prices import HEURISTIC_MODEL
from pytest_jobagent.serving import Serving

from .model import BadRequest, respond

log = logging.getLogger(__name__)
LOOPBACK = "127.0.0.1"


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    timeout = 30  # an idle keep-alive connection is closed, so a stopped server leaves no thread behind for long
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:
        if self.server.verbose:
            sys.stderr.write("heuristic model: " + (format % args) + "\n")

    def _send(self, status: int, payload: dict[str, Any], headers: dict[str, str] | None = None) -> None:
        body = json.dumps(payload, ensure_ascii=False).encode("utf-8")
        extra = dict(headers or {})
        if "gzip" in (self.headers.get("Accept-Encoding") or "") and len(body) > 256:
            body = gzip.compress(body, mtime=0)
            extra["Content-Encoding"] = "gzip"
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            for key, value in extra.items():
                self.send_header(key, value)
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):  # the client gave up waiting (a `slow` reply): nothing to say
            self.close_connection = True

    def _error(self, status: int, message: str, kind: str = "invalid_request_error") -> None:
        self._send(status, {"error": {"message": message, "type": kind, "param": None, "code": None}})

    def _route(self) -> str:
        path = self.path.split("?", 1)[0].rstrip("/")
        return path.removeprefix("/v1")

    def do_GET(self) -> None:
        route = self._route()
        if route == "/models":
            self._send(200, {"object": "list", "data": [
                {"id": HEURISTIC_MODEL, "object": "model", "created": 0, "owned_by": "pytest-jobagent"}]})
        elif route in ("/models/" + HEURISTIC_MODEL,):
            self._send(200, {"id": HEURISTIC_MODEL, "object": "model", "created": 0, "owned_by": "pytest-jobagent"})
        elif route in ("", "/health"):
            self._send(200, {"status": "ok", "model": HEURISTIC_MODEL})
        else:
            self._error(404, f"no route {self.path}; the heuristic model serves /v1/chat/completions and /v1/models")

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        if self._route() != "/chat/completions":
            self._error(404, f"no route {self.path}; the heuristic model serves /v1/chat/completions")
            return
        try:
            request = json.loads(raw or b"{}")
            if not isinstance(request, dict):
                raise BadRequest("the body must be a JSON object")
            response, fault = respond(request, self.server.take_faults())
        except (ValueError, BadRequest) as exc:
            self._error(400, f"bad request: {exc}")
            return
        except Exception as exc:
            log.exception("heuristic model failed")
            self._error(500, f"heuristic model error: {type(exc).__name__}: {exc}", "server_error")
            return
        with self.server.lock:
            self.server.served += 1
            self.server.faulted += 1 if fault else 0
        if fault == SLOW and self.server.faults is not None:
            time.sleep(self.server.faults.delay_s)
        self._send(200, response, {FAULT_HEADER: fault} if fault and fault != SLOW else None)  # late, not spoiled


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, address: tuple[str, int], faults: FaultSpec | None, verbose: bool):
        super().__init__(address, _Handler)
        self.faults, self.verbose = faults, verbose
        self.lock = threading.Lock()
        self.served = 0
        self.faulted = 0

    def take_faults(self) -> FaultSpec | None:
        """The faults for the next reply: none once `limit` replies were spoiled."""
        spec = self.faults
        with self.lock:
            return None if spec is None or (spec.limit is not None and self.faulted >= spec.limit) else spec


class HeuristicServer:
    """Runs the heuristic model on a (free, by default) loopback port in a background thread."""

    def __init__(self, host: str = LOOPBACK, port: int = 0, *, faults: FaultSpec | None = None, verbose: bool = False):
        self._server = _Server((host, port), faults, verbose)
        self._serving: Serving | None = None

    @property
    def port(self) -> int:
        return self._server.server_address[1]

    @property
    def url(self) -> str:
        """The base URL to give an OpenAI client (ends in /v1)."""
        host = self._server.server_address[0]
        assert isinstance(host, str)  # an AF_INET server's address is (host str, port)
        return f"http://{host}:{self.port}/v1"

    @property
    def faults(self) -> FaultSpec | None:
        return self._server.faults

    @property
    def served(self) -> int:
        """Chat completions answered so far."""
        return self._server.served

    def start(self) -> Self:
        if self._serving is None:
            self._serving = Serving(self._server, f"heuristic-model-{self.port}")
        return self

    def stop(self) -> None:
        if self._serving is not None:
            self._serving.stop(close=False)
            self._serving = None
        self._server.server_close()

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()


def serve(faults: FaultSpec | None = None) -> HeuristicServer:
    """A running heuristic model on a free loopback port (what `LLMRuntime(start_heuristic=serve)` starts)."""
    return HeuristicServer(faults=faults).start()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pytest_jobagent.heuristic",
                                     description="Serve the deterministic heuristic model (OpenAI-compatible) on loopback.")
    parser.add_argument("--host", default=LOOPBACK, help="address to bind (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8765, help="port (0: a free one; default 8765)")
    parser.add_argument("--faults", metavar="RATE[:SEED[:KINDS]]", default=None,
                        help="spoil this share of replies on purpose, e.g. 0.2:7")
    parser.add_argument("--verbose", "-v", action="store_true", help="log every request")
    options = parser.parse_args(argv)
    try:
        faults = FaultSpec.parse(options.faults) if options.faults else None
    except ValueError as exc:
        parser.error(str(exc))
    server = HeuristicServer(options.host, options.port, faults=faults, verbose=options.verbose)
    print(f"heuristic model listening on {server.url} (model {HEURISTIC_MODEL}"
          + (f", faults {faults}" if faults else "") + "); Ctrl-C stops it", flush=True)
    try:
        server._server.serve_forever(poll_interval=0.2)
    except KeyboardInterrupt:
        pass
    finally:
        server._server.server_close()
    return 0

"""Helpers of the LLM layer's tests: tool models, a DOM, and a scripted OpenAI-like server on loopback."""

from __future__ import annotations

import json
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Literal

from pydantic import BaseModel, Field

from pytest_jobagent.serving import Serving

FAKE_KEY = "sk-proj-FAKEKEY0123456789abcdefTESTONLY"

DOM = """Task: find the filter button and open a job listing
URL: http://jobs.example.test/search?keywords=engineer
[CLICK: "#filters-toggle"] Filters
[INPUT: "input[name=keywords]"] Search jobs
[SELECT: "select#sort"] Sort by
[CLICK: "a.job-card:nth-of-type(1)"] Senior Engineer - Acme
[CLICK: "a.job-card:nth-of-type(2)"] Data Analyst - Globex
"""


class Click(BaseModel):
    """Click an element. May open modals, navigate, toggle state, or load content."""

    selector: str = Field(description='CSS selector - copy exactly from [CLICK: "..."] in the DOM')
    reason: str = Field(description="What you expect to learn or happen")


class Scroll(BaseModel):
    """Scroll to reveal more content, pagination, or hidden elements."""

    direction: Literal["down", "up"]
    reason: str


class TypeText(BaseModel):
    """Type text into an input field."""

    selector: str
    text: str
    reason: str


class Done(BaseModel):
    """Call when you understand enough to explain how to accomplish the task on this site."""

    understanding: str
    page_type: str
    key_findings: list[str]


EXPLORER_TOOLS = [Click, Scroll, TypeText, Done]


def explorer_messages(dom: str = DOM, system: str = "You explore job sites and learn how they work.") -> list[dict]:
    return [{"role": "system", "content": system}, {"role": "user", "content": dom}]


class ScriptedServer:
    """An OpenAI-like HTTP server on loopback that answers with scripted replies, in order, and keeps requests."""

    def __init__(self) -> None:
        self.replies: list[Any] = []
        self.requests: list[dict] = []
        self.headers: list[dict] = []
        self.delay = 0.0
        outer = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                outer.requests.append(json.loads(raw))
                outer.headers.append({k.lower(): v for k, v in self.headers.items()})
                if outer.delay:
                    time.sleep(outer.delay)
                reply = outer.replies.pop(0) if outer.replies else tool_reply("missing_script", "{}")
                status, payload = reply if isinstance(reply, tuple) else (200, reply)
                body = json.dumps(payload).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                except OSError:
                    pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def start(self) -> ScriptedServer:
        self._serving = Serving(self._server, "scripted-model")
        return self

    def stop(self) -> None:
        self._serving.stop()


def completion(message: dict, *, model: str = "test-model", usage: dict | None = None) -> dict:
    body = {"id": "chatcmpl-test", "object": "chat.completion", "created": 0, "model": model,
            "choices": [{"index": 0, "message": {"role": "assistant", "content": None, **message},
                         "finish_reason": "tool_calls" if message.get("tool_calls") else "stop"}]}
    if usage is not False:
        body["usage"] = usage or {"prompt_tokens": 100, "completion_tokens": 10, "total_tokens": 110}
    return body


def tool_reply(name: str, arguments: str, **kwargs: Any) -> dict:
    return completion({"tool_calls": [{"id": "call_1", "type": "function",
                                       "function": {"name": name, "arguments": arguments}}]}, **kwargs)

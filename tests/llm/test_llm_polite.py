"""A polite client on an unknown model server: an endpoint not known yet is sent only the request shapes every
OpenAI-compatible server takes, so a strict local server (on loopback, refusing as llama-cpp-python does) answers
every call of a multi-turn conversation without one 5xx; endpoints known to take the strict shapes (the heuristic
model, a declared one, OpenAI's API) still get them; and a replay sends what its cassette recorded, whichever
profile the endpoint would start at now."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
import yaml
from llm_helpers import EXPLORER_TOOLS, FAKE_KEY, Done, completion, explorer_messages, tool_reply

from pytest_jobagent.llm import LLMClient, LLMConfigError, LLMSettings, llm_session
from pytest_jobagent.llm.compat import starting_shapes
from pytest_jobagent.llm.settings import SHAPES_ENV
from pytest_jobagent.serving import Serving

CLOSED = "http://127.0.0.1:9/v1"
CLICK = '{"selector": "#filters-toggle", "reason": "open the filters"}'
DONE = '{"understanding": "a search page", "page_type": "job_search", "key_findings": []}'


class StrictLocalServer:
    """An OpenAI-compatible server on loopback that refuses as llama-cpp-python's does (chatml-function-calling):
    500 for a `tool_choice` other than "auto" or "none" (an assertion in its handler), 500 for an assistant message
    whose `content` is null (its request validation), and, like a server whose request model forbids unknown fields,
    400 for OpenAI's `parallel_tool_calls` and a tool's `strict` flag. Anything else is answered 200 with the next
    scripted reply. `statuses` counts what it answered."""

    def __init__(self, *, strict: bool = True) -> None:
        self.strict = strict
        self.replies: list[dict[str, Any]] = []
        self.requests: list[dict[str, Any]] = []
        self.statuses: Counter[int] = Counter()
        outer = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                request = json.loads(self.rfile.read(int(self.headers.get("Content-Length") or 0)))
                outer.requests.append(request)
                refusal = outer.refusal(request) if outer.strict else None
                if refusal is not None:
                    status, payload = refusal
                elif outer.replies:
                    status, payload = 200, outer.replies.pop(0)
                else:
                    status, payload = 500, {"error": {"message": "the test scripted no reply for this call"}}
                outer.statuses[status] += 1
                body = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True

    @staticmethod
    def refusal(request: dict[str, Any]) -> tuple[int, dict[str, Any]] | None:
        choice = request.get("tool_choice")
        if request.get("tools") and choice not in (None, "auto", "none"):
            return 500, {"error": {"message": "AssertionError: assert isinstance(tool_choice, str) and tool_choice "
                                              "== 'auto'", "type": "internal_server_error"}}
        if any(m.get("role") == "assistant" and "content" in m and m["content"] is None for m in request["messages"]):
            return 500, {"error": {"message": "1 validation error for ChatCompletionRequestAssistantMessage\ncontent\n"
                                              "  Input should be a valid string [type=string_type, input_value=None]",
                                   "type": "internal_server_error"}}
        extra = ["parallel_tool_calls"] if "parallel_tool_calls" in request else []
        extra += ["strict"] if any("strict" in t.get("function", {}) for t in request.get("tools") or []) else []
        if extra:
            return 400, {"error": {"message": f"{extra[0]}: Extra inputs are not permitted", "type": "BadRequest"}}
        return None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def start(self) -> StrictLocalServer:
        self._serving = Serving(self._server, "strict-model")
        return self

    def stop(self) -> None:
        self._serving.stop()


@pytest.fixture(autouse=True)
def fresh_endpoints(monkeypatch):
    """What was learned is remembered per base URL for the session; each test starts from nothing."""
    import pytest_jobagent.llm.compat as compat

    monkeypatch.setattr(compat, "_KNOWN", {})


@pytest.fixture
def local() -> Iterator[StrictLocalServer]:
    server = StrictLocalServer().start()
    yield server
    server.stop()


def settings_for(url: str, **update: Any) -> LLMSettings:
    """An OpenAI-compatible endpoint the client knows nothing about (no declared request shapes)."""
    return LLMSettings(provider="openai", base_url=url, model="local-model", api_key=FAKE_KEY, max_retries=0,
                       **update)


def converse(llm: LLMClient, turns: int) -> list[str]:
    """An agent's conversation: each turn's call and its tool result go back to the model with the next turn."""
    messages = explorer_messages()
    names = []
    for _ in range(turns):
        call = llm.call("explorer", messages, EXPLORER_TOOLS)
        names.append(call.name)
        messages = messages + [call.assistant_message(), call.result_message({"clicked": call.name})]
    return names


def test_a_conversation_with_an_unknown_endpoint_provokes_no_server_error(local):
    local.replies = [
        completion({"content": "I will open the filters."}),   # auto lets the model answer in text: re-asked
        tool_reply("click", CLICK),
        tool_reply("click", '{"selector": "#next"}'),          # no reason: the correction echoes content null
        tool_reply("click", '{"selector": "#next", "reason": "next page"}'),
        tool_reply("done", DONE),
    ]
    llm = LLMClient(settings_for(local.url))
    assert converse(llm, 3) == ["click", "click", "done"]

    assert local.statuses == Counter({200: 5})  # five calls, every one answered; not one 4xx or 5xx
    assert llm.quirks.learned == []
    for sent in local.requests:
        assert sent["tool_choice"] == "auto" and "parallel_tool_calls" not in sent
        assert all("strict" not in t["function"] for t in sent["tools"])
    echoed = [m for sent in local.requests for m in sent["messages"] if m["role"] == "assistant"]
    assert len(echoed) >= 3 and all(m["content"] == "" for m in echoed if m.get("tool_calls"))


def test_a_tool_the_caller_names_is_asked_for_with_auto_and_another_tool_is_corrected(local):
    local.replies = [tool_reply("click", CLICK), tool_reply("done", DONE)]
    call = LLMClient(settings_for(local.url)).call("explorer", explorer_messages(), EXPLORER_TOOLS, tool_choice=Done)
    assert call.name == "done" and call.attempts == 2
    assert [sent["tool_choice"] for sent in local.requests] == ["auto", "auto"]
    assert "call the tool done, not click" in local.requests[1]["messages"][-1]["content"]
    assert local.statuses == Counter({200: 2})


def test_the_strict_shapes_against_the_same_server_are_refused_and_learned(local):
    """The contrast that shows the server above is strict: declared strict, the client provokes its 500s (then
    learns, as it did for every endpoint before it knew better)."""
    local.replies = [tool_reply("click", CLICK), tool_reply("done", DONE)]
    llm = LLMClient(settings_for(local.url, request_shapes="strict"))
    assert converse(llm, 2) == ["click", "done"]
    assert local.statuses[500] >= 2 and local.statuses[200] == 2
    assert local.requests[0]["tool_choice"] == "required" and local.requests[0]["parallel_tool_calls"] is False


def test_an_endpoint_declared_strict_gets_the_strict_shapes():
    server = StrictLocalServer(strict=False).start()
    try:
        server.replies = [tool_reply("click", CLICK), tool_reply("done", DONE)]
        converse(LLMClient(settings_for(server.url, request_shapes="strict")), 2)
    finally:
        server.stop()
    first, second = server.requests
    assert first["tool_choice"] == "required" and first["parallel_tool_calls"] is False
    assert all(t["function"]["strict"] is True for t in first["tools"])
    assert [m["content"] for m in second["messages"] if m["role"] == "assistant"] == [None]


def test_the_heuristic_model_gets_the_strict_shapes_and_its_cassette_replays_as_recorded(heuristic_settings,
                                                                                          tmp_path):
    path = tmp_path / "heuristic.yaml"
    with llm_session(heuristic_settings, cassette=path, record_mode="once") as llm:
        recorded = llm.call("explorer", explorer_messages(), EXPLORER_TOOLS)
    cassette = yaml.safe_load(path.read_text())
    sent = cassette["interactions"][0]["request"]["json"]
    assert sent["tool_choice"] == "required" and sent["parallel_tool_calls"] is False
    assert sent["tools"][0]["function"]["strict"] is True
    assert "quirks" not in cassette["metadata"]["jobagent"]  # no quirks: recorded with the strict shapes
    # replayed by a session pointed at an unknown endpoint (which would start compatible): the cassette decides
    with llm_session(settings_for(CLOSED), cassette=path, record_mode="none") as llm:
        assert llm.call("explorer", explorer_messages(), EXPLORER_TOOLS).args == recorded.args


def test_a_compatible_recording_says_so_and_replays_for_a_session_that_would_start_strict(local, tmp_path):
    path = tmp_path / "local.yaml"
    local.replies = [tool_reply("click", CLICK), tool_reply("done", DONE)]
    with llm_session(settings_for(local.url), cassette=path, record_mode="once") as llm:
        recorded = converse(llm, 2)
    quirks = yaml.safe_load(path.read_text())["metadata"]["jobagent"]["quirks"]
    assert quirks == {"tool_choice": "auto", "empty_content": True, "dropped": ["parallel_tool_calls", "strict"]}
    with llm_session(settings_for(CLOSED, request_shapes="strict"), cassette=path, record_mode="none") as llm:
        assert converse(llm, 2) == recorded


@pytest.mark.parametrize(("url", "provider", "declared", "shapes"), [
    ("https://api.openai.com/v1", "openai", None, "strict"),
    ("https://API.openai.com/v1/", "openai", None, "strict"),
    ("http://127.0.0.1:8000/v1", "openai", None, "compatible"),
    ("https://api.openai.com.example.net/v1", "openai", None, "compatible"),
    ("http://127.0.0.1:41234/v1", "heuristic", None, "strict"),
    ("http://127.0.0.1:8000/v1", "openai", "strict", "strict"),
    ("https://api.openai.com/v1", "openai", "compatible", "compatible"),
])
def test_which_endpoints_start_strict(url, provider, declared, shapes):
    assert starting_shapes(url, provider, declared) == shapes


def test_request_shapes_from_the_environment(monkeypatch):
    monkeypatch.setenv(SHAPES_ENV, "strict")
    assert LLMSettings.from_env(provider="openai").request_shapes == "strict"
    assert LLMSettings.from_env(provider="openai", request_shapes="compatible").request_shapes == "compatible"
    monkeypatch.setenv(SHAPES_ENV, "polite")
    with pytest.raises(LLMConfigError, match=f"{SHAPES_ENV} must be strict or compatible.*'polite'"):
        LLMSettings.from_env(provider="openai")

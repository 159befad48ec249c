"""The real-model lane (scripts/real_model.py): its reading of llama-cpp-python's server log (each chat call's HTTP
status, and whether a 5xx was provoked by the client's request, when the lane fails, or by the model's backend), and
its conversation probe against a loopback server that refuses as llama-cpp-python does."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest
from llm_helpers import completion, tool_reply
from test_llm_polite import StrictLocalServer

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "real_model.py"

# as llama-cpp-python 0.3's server writes it (uvicorn's access lines; its route handler prints the exception and its
# traceback before answering 500)
LOG = '''INFO:     Started server process [4242]
INFO:     Uvicorn running on http://127.0.0.1:41234 (Press CTRL+C to quit)
INFO:     127.0.0.1:50100 - "GET /v1/models HTTP/1.1" 200 OK
Exception:
Traceback (most recent call last):
  File "llama_cpp/server/errors.py", line 173, in custom_route_handler
    response = await original_route_handler(request)
  File "llama_cpp/llama_chat_format.py", line 4350, in chatml_function_calling
    assert isinstance(tool_choice, str) and tool_choice == "auto"
AssertionError
INFO:     127.0.0.1:50102 - "POST /v1/chat/completions HTTP/1.1" 500 Internal Server Error
llama_perf_context_print:        load time =     512.00 ms
INFO:     127.0.0.1:50102 - "POST /v1/chat/completions HTTP/1.1" 200 OK
Exception: 7 validation errors:
  {'type': 'literal_error', 'loc': ('body', 'messages', 2, 'ChatCompletionRequestSystemMessage', 'role'), 'msg': "Input should be 'system'", 'input': 'assistant', 'ctx': {'expected': "'system'"}}
  {'type': 'string_type', 'loc': ('body', 'messages', 2, 'ChatCompletionRequestAssistantMessage', 'content'), 'msg': 'Input should be a valid string', 'input': None}
  {'type': 'missing', 'loc': ('body', 'messages', 2, 'ChatCompletionRequestToolMessage', 'tool_call_id'), 'msg': 'Field required', 'input': {'role': 'assistant', 'content': None}}
Traceback (most recent call last):
  File "llama_cpp/server/errors.py", line 173, in custom_route_handler
fastapi.exceptions.RequestValidationError: 7 validation errors:
INFO:     127.0.0.1:50104 - "POST /v1/chat/completions HTTP/1.1" 500 Internal Server Error
Exception: llama_decode returned -3
Traceback (most recent call last):
RuntimeError: llama_decode returned -3
INFO:     127.0.0.1:50106 - "POST /v1/chat/completions HTTP/1.1" 500 Internal Server Error
INFO:     127.0.0.1:50108 - "POST /v1/chat/completions HTTP/1.1" 200 OK
'''


@pytest.fixture(scope="module")
def real_model() -> ModuleType:
    spec = importlib.util.spec_from_file_location("real_model_script", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # (its dataclasses look their module up)
    spec.loader.exec_module(module)
    return module


def test_the_server_log_counts_chat_calls_and_names_each_5xx_cause(real_model):
    calls = real_model.server_calls(LOG)
    assert calls.calls == 5 and calls.statuses == {"200": 2, "500": 3}  # GET /v1/models is no chat call
    assert calls.client_5xx == [
        'HTTP 500: assert isinstance(tool_choice, str) and tool_choice == "auto"',
        "HTTP 500: 7 validation errors: / messages.2.ChatCompletionRequestAssistantMessage.content: Input should be a "
        "valid string",
    ]
    assert calls.server_5xx == ["HTTP 500: llama_decode returned -3"]


def test_a_log_of_answered_calls_has_no_5xx(real_model):
    calls = real_model.server_calls('INFO:     127.0.0.1:1 - "POST /v1/chat/completions HTTP/1.1" 200 OK\n' * 13)
    assert (calls.calls, calls.statuses, calls.client_5xx, calls.server_5xx) == (13, {"200": 13}, [], [])


def test_the_report_shows_calls_answers_and_provoked_errors(real_model):
    rows = {"smollm2-135m": [{"scenario": "explore", "outcome": "failed", "reason": "reply was unusable"}]}
    lines = real_model.summary(rows, {"smollm2-135m": real_model.server_calls(LOG)})
    assert "| smollm2-135m | 1 | 0 | 1 | 0 | 0 | 5 | 2 | 2 | 1 |" in lines
    assert any("provoked by the client" in line and "tool_choice" in line for line in lines)


def test_the_conversation_probe_provokes_no_refusal_from_a_strict_local_server(real_model, monkeypatch):
    import pytest_jobagent.llm.compat as compat

    monkeypatch.setattr(compat, "_KNOWN", {})
    server = StrictLocalServer().start()
    server.replies = [tool_reply("click", '{"selector": "#filters-toggle", "reason": "see the filters"}'),
                      completion({"content": "The page lists jobs."}),  # no tool: re-asked, the echo's content ""
                      tool_reply("click", '{"selector": "a.next"}'),   # no reason: unusable after its retry
                      tool_reply("done", '{"summary": "a job board"}')]
    try:
        rows = real_model.converse(server.url, "local-model")
    finally:
        server.stop()
    assert [r["outcome"] for r in rows] == ["answered", "unusable", "answered"]
    assert server.statuses == {200: 4}
    assert all(sent["tool_choice"] == "auto" for sent in server.requests)

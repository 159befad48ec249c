"""Interop with real OpenAI-compatible servers, learning from refusals: an endpoint that starts at the strict shapes
(declared strict here, as OpenAI's API and the heuristic model are) and is refused as llama-cpp-python, vLLM and
Ollama refuse (status and error body) adapts (tool_choice, null content, parameters), remembers it for the base URL,
records it in the cassette and replays it offline; a compatible endpoint still learns what it refuses (the reply
cap's name); a refusal that nothing explains stays a clear error. (How an endpoint not known yet is met without a
refusal: test_llm_polite.py.)"""

from __future__ import annotations

import pytest
import yaml
from llm_helpers import EXPLORER_TOOLS, completion, explorer_messages, tool_reply

from pytest_jobagent.llm import LLMAPIError, LLMClient, LLMSettings, llm_session
from pytest_jobagent.llm.compat import EndpointQuirks

# llama-cpp-python's server (chatml-function-calling): an exception in the handler is a 500 with this body
LLAMA_CPP_TOOL_CHOICE = (500, {"error": {"message": "Invalid tool_choice: 'required' (expected 'auto', 'none' or a "
                                                    "named function)", "type": "internal_server_error"}})
LLAMA_CPP_NULL_CONTENT = (500, {"error": {"message": (
    "7 validation errors for ChatCompletionRequestAssistantMessage\ncontent\n  Input should be a valid string "
    "[type=string_type, input_value=None, input_type=NoneType]"), "type": "internal_server_error"}})
# vLLM: pydantic's refusal of a parameter it does not know, as a 400 "object: error"
VLLM_PARALLEL = (400, {"object": "error", "message": "1 validation error for ChatCompletionRequest\n"
                       "parallel_tool_calls\n  Extra inputs are not permitted [type=extra_forbidden]",
                       "type": "BadRequestError", "param": None, "code": 400})
# Ollama's OpenAI layer: a 400 with OpenAI's error shape
OLLAMA_REQUIRED = (400, {"error": {"message": "tool_choice 'required' is not supported", "type":
                                   "invalid_request_error", "param": None, "code": None}})


@pytest.fixture(autouse=True)
def fresh_endpoints(monkeypatch):
    """What was learned is remembered per base URL for the session; each test starts from nothing."""
    import pytest_jobagent.llm.compat as compat

    monkeypatch.setattr(compat, "_KNOWN", {})


@pytest.fixture
def strict_settings(scripted_settings):
    """The scripted server declared strict: the client starts at tool_choice "required" and null content."""
    return scripted_settings.model_copy(update={"request_shapes": "strict"})


def test_llama_cpp_refusals_lead_to_auto_and_empty_content(scripted, strict_settings):
    scripted.replies = [LLAMA_CPP_TOOL_CHOICE,
                        completion({"content": "I will click"}),   # auto: the model said something, called nothing
                        tool_reply("click", '{"selector": "#filters"}'),  # no reason: the schema refuses it
                        LLAMA_CPP_NULL_CONTENT,                     # the corrective retry echoes content: null
                        tool_reply("click", '{"selector": "#filters", "reason": "see the filters"}')]
    llm = LLMClient(strict_settings.model_copy(update={"corrective_retries": 3}))
    call = llm.call("explorer", explorer_messages(), EXPLORER_TOOLS)

    assert call.name == "click" and call.args.selector == "#filters"
    sent = scripted.requests
    # four tools offered: no single one to name, so "auto" right after "required" was refused
    assert [r.get("tool_choice") for r in sent] == ["required", "auto", "auto", "auto", "auto"]
    assert llm.quirks.tool_choice == "named" and llm.quirks.empty_content
    echoed = [m for m in sent[-1]["messages"] if m["role"] == "assistant"]
    assert echoed and all(isinstance(m["content"], str) for m in echoed)
    assert [line.split(" (")[0] for line in llm.quirks.learned] == [
        "tool_choice named", 'assistant content "" instead of null']

    again = LLMClient(strict_settings)  # the same base URL later in the session starts adapted
    scripted.replies = [tool_reply("done", '{"understanding": "seen", "page_type": "search", "key_findings": []}')]
    again.call("explorer", explorer_messages(), EXPLORER_TOOLS)
    assert scripted.requests[-1]["tool_choice"] == "auto"


def test_a_single_tool_is_named_when_required_is_refused(scripted, strict_settings):
    scripted.replies = [OLLAMA_REQUIRED, tool_reply("click", '{"selector": "#go", "reason": "go on"}')]
    call = LLMClient(strict_settings).call("explorer", explorer_messages(), EXPLORER_TOOLS[:1])
    assert call.name == "click"
    assert scripted.requests[1]["tool_choice"] == {"type": "function", "function": {"name": "click"}}


def test_vllm_refusing_a_parameter_drops_it(scripted, strict_settings):
    scripted.replies = [VLLM_PARALLEL, tool_reply("click", '{"selector": "#go", "reason": "go on"}')]
    LLMClient(strict_settings).call("explorer", explorer_messages(), EXPLORER_TOOLS)
    assert "parallel_tool_calls" in scripted.requests[0] and "parallel_tool_calls" not in scripted.requests[1]
    assert scripted.requests[1]["tool_choice"] == "required"  # only what the refusal named was given up


def test_a_refusal_nothing_explains_is_reported_as_it_is(scripted, strict_settings):
    unknown = (401, {"error": {"message": "Incorrect API key provided", "type": "invalid_request_error"}})
    scripted.replies = [unknown]
    with pytest.raises(LLMAPIError, match="answered HTTP 401.*Incorrect API key.*OPENAI_API_KEY"):
        LLMClient(strict_settings).call("explorer", explorer_messages(), EXPLORER_TOOLS)
    assert len(scripted.requests) == 1


# llama-cpp-python's server when the conversation does not fit the model's context
LLAMA_CPP_TOO_LONG = (400, {"error": {"message": (
    "This model's maximum context length is 8192 tokens. However, you requested 10168 tokens (10168 in the messages, "
    "None in the completion). Please reduce the length of the messages or completion."), "type": "invalid_request_error",
    "param": "messages", "code": "context_length_exceeded"}})


def test_a_conversation_too_long_for_the_model_is_reported_and_nothing_is_given_up(scripted, strict_settings):
    scripted.replies = [LLAMA_CPP_TOO_LONG]
    client = LLMClient(strict_settings)
    with pytest.raises(LLMAPIError, match="maximum context length.*longer than the model's context window") as caught:
        client.call("explorer", explorer_messages(), EXPLORER_TOOLS, max_tokens=300)
    assert caught.value.context_overflow and len(scripted.requests) == 1
    assert client.quirks.learned == [] and client.quirks.dropped == []  # the reply cap stays max_tokens


def test_an_endpoint_that_refuses_everything_ends_with_its_last_answer(scripted, strict_settings):
    scripted.replies = [LLAMA_CPP_TOOL_CHOICE] * 6
    with pytest.raises(LLMAPIError, match="HTTP 500"):
        LLMClient(strict_settings).call("explorer", explorer_messages(), EXPLORER_TOOLS)
    assert len(scripted.requests) <= 5


def test_what_was_learned_is_recorded_and_replayed_offline(scripted, strict_settings, tmp_path):
    path = tmp_path / "c.yaml"
    scripted.replies = [LLAMA_CPP_TOOL_CHOICE, tool_reply("click", '{"selector": "#go", "reason": "go on"}')]
    with llm_session(strict_settings, cassette=path, record_mode="once") as llm:
        recorded = llm.call("explorer", explorer_messages(), EXPLORER_TOOLS)
    meta = yaml.safe_load(path.read_text())["metadata"]["jobagent"]
    assert meta["quirks"] == {"tool_choice": "named", "empty_content": False, "dropped": []}

    import pytest_jobagent.llm.compat as compat

    compat._KNOWN.clear()  # another session: nothing learned in memory, only the cassette knows
    offline = LLMSettings(provider="openai", base_url="http://127.0.0.1:9/v1", model="test-model", api_key="sk-x")
    with llm_session(offline, cassette=path, record_mode="none") as llm:
        replayed = llm.call("explorer", explorer_messages(), EXPLORER_TOOLS)
    assert (replayed.name, replayed.args) == (recorded.name, recorded.args)


def test_a_cassette_recorded_after_the_endpoint_was_learned_replays_too(scripted, strict_settings, tmp_path):
    # the second scenario of a recording session meets no refusal: it starts adapted, and its cassette says so
    scripted.replies = [LLAMA_CPP_TOOL_CHOICE, tool_reply("click", '{"selector": "#go", "reason": "go on"}'),
                        tool_reply("click", '{"selector": "#next", "reason": "go on"}')]
    with llm_session(strict_settings, cassette=tmp_path / "first.yaml", record_mode="once") as llm:
        llm.call("explorer", explorer_messages(), EXPLORER_TOOLS)
    second = tmp_path / "second.yaml"
    with llm_session(strict_settings, cassette=second, record_mode="once") as llm:
        recorded = llm.call("explorer", explorer_messages(), EXPLORER_TOOLS)
    assert yaml.safe_load(second.read_text())["metadata"]["jobagent"]["quirks"]["tool_choice"] == "named"

    import pytest_jobagent.llm.compat as compat

    compat._KNOWN.clear()
    offline = LLMSettings(provider="openai", base_url="http://127.0.0.1:9/v1", model="test-model", api_key="sk-x")
    with llm_session(offline, cassette=second, record_mode="none") as llm:
        assert llm.call("explorer", explorer_messages(), EXPLORER_TOOLS).args == recorded.args


def test_quirks_round_trip_and_default():
    quirks = EndpointQuirks()
    assert quirks.all_strict and EndpointQuirks.from_dict(None).all_strict  # a cassette without quirks: strict
    quirks.adapt(500, "strict is not supported", {"tools": [{"type": "function", "function": {
        "name": "a", "parameters": {}, "strict": True}}], "tool_choice": "required"}, [])
    assert quirks.dropped == ["strict"] and not quirks.all_strict
    assert EndpointQuirks.from_dict(quirks.as_dict()) == EndpointQuirks(dropped=["strict"])
    compatible = EndpointQuirks.start("compatible")
    assert EndpointQuirks.from_dict(compatible.as_dict()) == compatible and not compatible.all_strict


def test_a_refused_named_tool_falls_back_to_auto_at_once():
    quirks = EndpointQuirks()
    named = {"type": "function", "function": {"name": "done"}}
    body = {"tools": [{"type": "function", "function": {"name": "done", "parameters": {}}}], "tool_choice": named}
    assert quirks.body(body)["tool_choice"] == named
    assert quirks.adapt(500, "Invalid tool_choice", body, []) == "tool_choice auto"
    assert quirks.body(body)["tool_choice"] == "auto"


def test_a_reply_cap_goes_as_max_tokens_to_compatible_servers(scripted, scripted_settings):
    """llama.cpp, vLLM and Ollama know `max_tokens` (llama-cpp-python ignores `max_completion_tokens`, so a rambling
    small model runs into the timeout)."""
    scripted.replies = [tool_reply("click", '{"selector": "#filters", "reason": "see the filters"}')]
    llm = LLMClient(scripted_settings.model_copy(update={"max_tokens": 300}))
    llm.call("explorer", explorer_messages(), EXPLORER_TOOLS)
    assert scripted.requests[0]["max_tokens"] == 300 and "max_completion_tokens" not in scripted.requests[0]


def test_an_endpoint_that_refuses_max_tokens_gets_max_completion_tokens(scripted, scripted_settings):
    """OpenAI's reasoning models refuse `max_tokens` (a 400 naming it): the cap goes as `max_completion_tokens`."""
    scripted.replies = [(400, {"error": {"message": "Unsupported parameter: 'max_tokens' is not supported with this "
                                                    "model. Use 'max_completion_tokens' instead.",
                                         "type": "invalid_request_error", "param": "max_tokens", "code": None}}),
                        tool_reply("click", '{"selector": "#filters", "reason": "see the filters"}')]
    llm = LLMClient(scripted_settings.model_copy(update={"max_tokens": 300}))
    llm.call("explorer", explorer_messages(), EXPLORER_TOOLS)
    assert scripted.requests[1]["max_completion_tokens"] == 300 and "max_tokens" not in scripted.requests[1]
    assert llm.quirks.learned[0].startswith("max_completion_tokens instead of max_tokens")
    # a compatible endpoint: nothing else was ever sent that it could refuse
    assert scripted.requests[0]["tool_choice"] == "auto" and "parallel_tool_calls" not in scripted.requests[0]

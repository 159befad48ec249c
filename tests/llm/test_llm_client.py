"""The client over real HTTP: corrective retry, clear failures, unreachable endpoints, usage and cost."""

from __future__ import annotations

import json
import socket
import threading
from typing import ClassVar

import pytest
from llm_helpers import EXPLORER_TOOLS, Click, Done, completion, explorer_messages, tool_reply
from pydantic import BaseModel, Field, field_validator

from pytest_jobagent.llm import (
    LLMAPIError,
    LLMConfigError,
    LLMLimitExceeded,
    LLMReplyError,
    LLMSettings,
    LLMUnreachable,
    PriceTable,
    llm_session,
)
from pytest_jobagent.llm.tools import CORRECTION_PREFIX, tool_name, tool_schema

GOOD_CLICK = json.dumps({"selector": "#filters-toggle", "reason": "open filters"})


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_a_valid_tool_call_is_parsed_into_the_model(scripted, scripted_settings):
    scripted.replies.append(tool_reply("click", GOOD_CLICK))
    # an endpoint declared strict gets OpenAI's strictest shapes (an unknown one starts compatible: test_llm_polite)
    with llm_session(scripted_settings.with_overrides({"request_shapes": "strict"})) as llm:
        call = llm.call("probe", explorer_messages(), EXPLORER_TOOLS)
    assert isinstance(call.args, Click) and call.args.selector == "#filters-toggle" and call.attempts == 1
    sent = scripted.requests[0]
    assert sent["messages"][0]["content"].startswith("agent: probe\n")
    assert [t["function"]["name"] for t in sent["tools"]] == ["click", "scroll", "type_text", "done"]
    assert sent["tools"][0]["function"]["strict"] is True
    assert sent["tool_choice"] == "required" and sent["parallel_tool_calls"] is False
    assert scripted.headers[0]["x-jobagent-agent"] == "probe"


@pytest.mark.parametrize(
    ("bad", "problem"),
    [
        (tool_reply("click", '{"selector": "#a", "reason": '), "not valid JSON"),
        (tool_reply("hover", GOOD_CLICK), "unknown tool 'hover'"),
        (tool_reply("click", json.dumps({"reason": "x"})), "selector: Field required"),
        (tool_reply("scroll", json.dumps({"direction": "sideways", "reason": "x"})), "direction: Input should be"),
        (completion({"content": "I would click the filters button."}), "called no tool"),
    ],
    ids=["malformed-json", "unknown-tool", "missing-argument", "bad-enum", "no-tool-call"],
)
def test_malformed_reply_gets_one_corrective_retry_then_a_clear_failure(scripted, scripted_settings, bad, problem):
    scripted.replies += [bad, bad]
    with llm_session(scripted_settings) as llm, pytest.raises(LLMReplyError) as info:
        llm.call("probe", explorer_messages(), EXPLORER_TOOLS)
    err = info.value
    assert err.agent == "probe" and err.attempts == 2 and problem in err.problem
    assert "probe" in str(err) and problem in str(err)
    assert len(scripted.requests) == 2
    correction = scripted.requests[1]["messages"][-1]
    assert correction["content"].startswith(CORRECTION_PREFIX) and problem in correction["content"]
    assert scripted.requests[1]["messages"][:2] == scripted.requests[0]["messages"]
    assert llm.stats.llm_calls == 2 and llm.stats.corrective_retries == 1


def test_corrective_retry_can_succeed(scripted, scripted_settings):
    scripted.replies += [tool_reply("click", "{not json"), tool_reply("click", GOOD_CLICK)]
    with llm_session(scripted_settings) as llm:
        call = llm.call("probe", explorer_messages(), EXPLORER_TOOLS)
    assert call.attempts == 2 and call.args.selector == "#filters-toggle"
    retry = scripted.requests[1]["messages"]
    assert retry[-2]["role"] == "assistant" and retry[-2]["tool_calls"][0]["function"]["arguments"] == "{not json"
    assert retry[-1]["role"] == "tool" and retry[-1]["tool_call_id"] == "call_1"


def test_check_and_validation_context_reject_schema_valid_replies(scripted, scripted_settings):
    class ClickOnPage(BaseModel):
        """Click an element of the current page."""

        tool_name: ClassVar[str] = "click"
        selector: str = Field(description="a selector from the DOM")

        @field_validator("selector")
        @classmethod
        def on_page(cls, value, info):
            if info.context and value not in info.context["selectors"]:
                raise ValueError(f"{value!r} is not on the page")
            return value

    scripted.replies += [tool_reply("click", '{"selector": "#ghost"}'), tool_reply("click", '{"selector": "#real"}'),
                         tool_reply("done", json.dumps({"understanding": "u", "page_type": "p", "key_findings": []})),
                         tool_reply("click", '{"selector": "#real"}')]
    with llm_session(scripted_settings) as llm:
        call = llm.call("probe", explorer_messages(), [ClickOnPage], context={"selectors": ["#real"]})
        assert call.args.selector == "#real" and call.attempts == 2
        assert "'#ghost' is not on the page" in scripted.requests[1]["messages"][-1]["content"]
        call = llm.call("probe", explorer_messages(), [ClickOnPage, Done],
                        check=lambda c: "not done yet: explore first" if c.name == "done" else None)
        assert call.name == "click" and call.turn == 2
    assert "not done yet" in scripted.requests[3]["messages"][-1]["content"]


def test_forced_tool_choice_and_non_strict_schemas(scripted, scripted_settings):
    scripted.replies.append(tool_reply("done", json.dumps({"understanding": "u", "page_type": "p", "key_findings": []})))
    settings = scripted_settings.with_overrides({"strict_tools": False, "parallel_tool_calls": None,
                                                 "request_shapes": "strict"})
    with llm_session(settings) as llm:
        llm.call("probe", explorer_messages(), EXPLORER_TOOLS, tool_choice=Done)
    sent = scripted.requests[0]
    assert sent["tool_choice"] == {"type": "function", "function": {"name": "done"}}
    assert "strict" not in sent["tools"][0]["function"] and "parallel_tool_calls" not in sent


def test_unreachable_endpoint_fails_with_one_clear_error():
    url = f"http://127.0.0.1:{free_port()}/v1"
    settings = LLMSettings(provider="openai", base_url=url, api_key="sk-x")
    with llm_session(settings) as llm, pytest.raises(LLMUnreachable) as info:
        llm.call("probe", explorer_messages(), EXPLORER_TOOLS)
    text = str(info.value)
    assert url in text and "--llm-base-url" in text and "--llm=heuristic" in text


def test_a_broken_endpoint_is_not_retried_again_by_later_calls():
    """Counted in connections, not seconds: the SDK's own retries once, then the session remembers."""
    listener = socket.create_server(("127.0.0.1", 0))
    accepted = []

    def hang_up():
        while True:
            try:
                conn, _ = listener.accept()
            except OSError:
                return
            accepted.append(conn)
            conn.close()

    threading.Thread(target=hang_up, daemon=True).start()
    settings = LLMSettings(provider="openai", base_url=f"http://127.0.0.1:{listener.getsockname()[1]}/v1",
                           api_key="sk-x", max_retries=1)
    try:
        with llm_session(settings) as llm:
            with pytest.raises(LLMUnreachable):
                llm.call("probe", explorer_messages(), EXPLORER_TOOLS)
            first = len(accepted)
            with pytest.raises(LLMUnreachable):
                llm.call("explorer", explorer_messages(), EXPLORER_TOOLS)
    finally:
        listener.close()
    assert first == 2  # the request and the SDK's one transport retry
    assert len(accepted) == first  # the second call did not try the endpoint again


def test_a_silent_endpoint_times_out_with_a_clear_error(scripted):
    scripted.delay = 1.0
    settings = LLMSettings(provider="openai", base_url=scripted.url, api_key="sk-x", timeout_s=0.2, max_retries=0)
    with llm_session(settings) as llm, pytest.raises(LLMUnreachable, match="(?s)did not answer in time.*--llm-timeout"):
        llm.call("probe", explorer_messages(), EXPLORER_TOOLS)
    assert len(scripted.requests) == 1  # no retry behind the user's back


def test_http_errors_say_what_to_do(scripted, scripted_settings):
    scripted.replies.append((401, {"error": {"message": "Incorrect API key provided", "type": "invalid_request_error"}}))
    with llm_session(scripted_settings) as llm, pytest.raises(LLMAPIError) as info:
        llm.call("probe", explorer_messages(), EXPLORER_TOOLS)
    assert info.value.status == 401 and "OPENAI_API_KEY" in str(info.value) and "Incorrect API key" in str(info.value)


def test_call_limit(scripted, scripted_settings):
    scripted.replies += [tool_reply("click", GOOD_CLICK)] * 3
    with llm_session(scripted_settings, max_calls=2) as llm:
        llm.call("probe", explorer_messages(), EXPLORER_TOOLS)
        llm.call("probe", explorer_messages(), EXPLORER_TOOLS)
        with pytest.raises(LLMLimitExceeded, match="limit of 2"):
            llm.call("probe", explorer_messages(), EXPLORER_TOOLS)


def test_cost_budget_stops_the_call_that_would_spend_past_it(scripted, scripted_settings):
    usage = {"prompt_tokens": 100_000, "completion_tokens": 10_000, "total_tokens": 110_000}
    scripted.replies += [tool_reply("click", GOOD_CLICK, model="gpt-4.1-mini", usage=usage)] * 3
    one = (100_000 * 0.40 + 10_000 * 1.60) / 1e6  # $0.056 a call
    settings = scripted_settings.model_copy(update={"model": "gpt-4.1-mini"})
    with llm_session(settings, max_cost_usd=0.1) as llm:
        llm.call("probe", explorer_messages(), EXPLORER_TOOLS)
        llm.call("probe", explorer_messages(), EXPLORER_TOOLS)  # $0.056 spent: still under the budget
        with pytest.raises(LLMLimitExceeded, match=r"spent \$0\.1120 of its \$0\.1 budget \(limits.max_cost_usd\)"):
            llm.call("probe", explorer_messages(), EXPLORER_TOOLS)
    assert llm.stats.llm_calls == 2 and llm.stats.cost_usd == pytest.approx(2 * one)
    assert len(scripted.requests) == 2  # the third call never left the machine


def test_cost_budget_needs_a_price(scripted, scripted_settings):
    settings = scripted_settings.model_copy(update={"model": "llama3.1:8b"})
    with llm_session(settings, max_cost_usd=0.5) as llm, pytest.raises(LLMConfigError) as info:
        llm.call("probe", explorer_messages(), EXPLORER_TOOLS)
    assert "jobagent_llm_prices = llama3.1:8b" in str(info.value) and not scripted.requests


def test_usage_and_cost_per_agent_run_and_scenario(scripted, scripted_settings):
    usage = {"prompt_tokens": 1000, "completion_tokens": 100, "total_tokens": 1100,
             "prompt_tokens_details": {"cached_tokens": 200}}
    scripted.replies += [tool_reply("click", GOOD_CLICK, model="gpt-4.1-mini-2025-04-14", usage=usage)] * 3
    scripted.replies.append(completion({"content": "A job board."}, model="gpt-4.1-mini-2025-04-14", usage=usage))
    seen = []
    with llm_session(scripted_settings) as llm:
        llm.add_listener(seen.append)
        with llm.run("explore") as first:
            llm.call("probe", explorer_messages(), EXPLORER_TOOLS)
            llm.call("change_analyzer", explorer_messages(), EXPLORER_TOOLS)
            first.steps = 2
        with llm.run("collect") as second:
            llm.call("probe", explorer_messages(), EXPLORER_TOOLS)
            assert llm.chat("summarizer", [{"role": "user", "content": "Summarize"}]) == "A job board."
    one = (800 * 0.40 + 200 * 0.10 + 100 * 1.60) / 1e6
    assert first.llm_calls == 2 and first.cost_usd == pytest.approx(2 * one) and first.wall_s > 0
    assert second.agents["summarizer"].llm_calls == 1
    scenario = llm.stats
    assert scenario.llm_calls == 4 and scenario.prompt_tokens == 4000 and scenario.cached_tokens == 800
    assert scenario.cost_usd == pytest.approx(4 * one) and scenario.steps == 2
    assert scenario.agents["probe"].llm_calls == 2 and scenario.agents["change_analyzer"].completion_tokens == 100
    assert [c.agent for c in seen] == ["probe", "change_analyzer", "probe", "summarizer"]
    assert "4 llm calls" in scenario.summary()


def test_missing_usage_is_counted_with_the_tokenizer_and_unknown_models_are_flagged(scripted, scripted_settings):
    scripted.replies.append(tool_reply("click", GOOD_CLICK, model="llama3.1:8b", usage=False))
    with llm_session(scripted_settings.model_copy(update={"model": "llama3.1:8b"})) as llm:
        llm.call("probe", explorer_messages(), EXPLORER_TOOLS)
    assert llm.stats.prompt_tokens > 100 and llm.stats.completion_tokens > 5
    assert llm.stats.cost_usd == 0 and llm.stats.unpriced_models == ["llama3.1:8b"]
    priced = scripted_settings.model_copy(update={"prices": PriceTable().extended(["llama3.1:8b 0.1 0.2"])})
    assert priced.prices.cost("llama3.1:8b", 1_000_000, 1_000_000) == pytest.approx(0.3)


def test_no_api_key_for_openai_is_a_clear_error(monkeypatch):
    from pytest_jobagent.llm import LLMConfigError

    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with llm_session(LLMSettings(provider="openai")) as llm, pytest.raises(LLMConfigError, match="OPENAI_API_KEY"):
        llm.call("probe", explorer_messages(), EXPLORER_TOOLS)


def test_tool_names_and_schemas_come_from_the_sdk_helper():
    class TypeText(BaseModel):
        text: str

    class HTTPRequest(BaseModel):
        url: str

    assert tool_name(TypeText) == "type_text" and tool_name(HTTPRequest) == "http_request"
    schema = tool_schema(Click)
    assert schema["type"] == "function" and schema["function"]["name"] == "click"
    assert schema["function"]["parameters"]["additionalProperties"] is False
    assert schema["function"]["description"].startswith("Click an element")


def test_a_rambling_rejected_reply_is_echoed_cut_in_the_correction(scripted, scripted_settings):
    """A small model's 3,000-token ramble shown back whole could push the retry past its context window."""
    ramble = '{"selector": "' + "x" * 5000
    scripted.replies += [tool_reply("click", ramble), tool_reply("click", GOOD_CLICK)]
    with llm_session(scripted_settings) as llm:
        llm.call("probe", explorer_messages(), EXPLORER_TOOLS)
    echoed = scripted.requests[1]["messages"][-2]["tool_calls"][0]["function"]["arguments"]
    assert echoed.startswith(ramble[:1500]) and echoed.endswith("…(cut)") and len(echoed) < 1600


def test_tool_schemas_leave_out_titles_repeated_descriptions_and_inlined_defs():
    class Keys(BaseModel):
        title: str = Field(description="a field named title is a field, not pydantic's title")
        pagination: str | None

    class Finish(BaseModel):
        """Say what was found."""

        keys: Keys = Field(description="what was found")
        notes: list[Keys]

    parameters = tool_schema(Finish)["function"]["parameters"]
    text = json.dumps(parameters)
    assert '"title": {' in text and '"title": "' not in text  # the property stays, pydantic's labels go
    assert "description" not in parameters or parameters["description"] != "Say what was found."
    refs = text.count("#/$defs/")
    assert set(parameters.get("$defs", {})) <= {"Keys"} and (refs > 0) == ("$defs" in parameters)
    assert tool_schema(Finish)["function"]["description"] == "Say what was found."

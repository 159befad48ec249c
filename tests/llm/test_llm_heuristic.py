"""The heuristic model: an OpenAI-compatible server that reads only the request, deterministic, real token counts."""

from __future__ import annotations

import json
import subprocess
import sys
import urllib.error
import urllib.request
from typing import Literal

import pytest
from llm_helpers import DOM, EXPLORER_TOOLS, Done, explorer_messages
from pydantic import BaseModel, Field

from pytest_jobagent.heuristic import Answer, Context, respond, roles
from pytest_jobagent.llm import HEURISTIC_MODEL, llm_session, tokens
from pytest_jobagent.llm.client import with_role
from pytest_jobagent.llm.tools import tool_schema


def post(url: str, body: dict | bytes, path: str = "/chat/completions") -> tuple[int, dict, dict]:
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    request = urllib.request.Request(url + path, data=data, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, dict(response.headers), json.loads(response.read())
    except urllib.error.HTTPError as exc:
        return exc.code, dict(exc.headers), json.loads(exc.read())


def request_for(agent: str, tools: list[type[BaseModel]], messages: list[dict] | None = None, **extra) -> dict:
    return {"model": HEURISTIC_MODEL, "messages": with_role(agent, messages or explorer_messages()),
            "tools": [tool_schema(t) for t in tools], "tool_choice": "required", **extra}


def test_chat_completion_over_http_is_deterministic_with_real_token_counts(heuristic):
    body = request_for("probe", EXPLORER_TOOLS)
    status, _, first = post(heuristic.url, body)
    assert status == 200
    _, _, second = post(heuristic.url, body)
    assert first == second
    call = first["choices"][0]["message"]["tool_calls"][0]
    assert first["choices"][0]["finish_reason"] == "tool_calls" and first["model"] == HEURISTIC_MODEL
    assert call["function"]["name"] == "click"
    assert json.loads(call["function"]["arguments"])["selector"] == "#filters-toggle"
    usage = first["usage"]
    assert usage["prompt_tokens"] == tokens.count_messages(body["messages"], HEURISTIC_MODEL, body["tools"])
    assert usage["total_tokens"] == usage["prompt_tokens"] + usage["completion_tokens"]
    assert tokens.tokenizer_name() == "bpe-openai"  # a real BPE, offline


def test_models_route_and_errors(heuristic):
    with urllib.request.urlopen(heuristic.url + "/models", timeout=5) as response:
        assert json.loads(response.read())["data"][0]["id"] == HEURISTIC_MODEL
    status, _, body = post(heuristic.url, b"{not json")
    assert status == 400 and "bad request" in body["error"]["message"]
    status, _, body = post(heuristic.url, {"messages": []})
    assert status == 400
    status, _, body = post(heuristic.url, request_for("x", [Done], stream=True))
    assert status == 400 and "stream" in body["error"]["message"]
    status, _, _ = post(heuristic.url, {}, path="/embeddings")
    assert status == 404


def test_token_counts_use_the_model_family_encoding():
    assert tokens.count("hello world", "gpt-4.1-mini") == 2
    assert tokens.encoding_name("gpt-4o-mini") == "o200k_base" and tokens.encoding_name("gpt-4") == "cl100k_base"
    assert tokens.count("hello world", "gpt-4") == 2
    assert tokens.count("Bewerbung für Softwareentwickler (m/w/d)", "gpt-4.1") != tokens.count(
        "Bewerbung für Softwareentwickler (m/w/d)", "gpt-3.5-turbo")


def test_role_rules_come_from_the_role_line(heuristic):
    seen = []

    def answer(ctx: Context) -> Answer | None:
        seen.append((ctx.role, ctx.task, [e.selector for e in ctx.elements][:2]))
        return Answer.call("scroll", direction="down")  # reason is filled from the schema

    roles.register("tester", answer, tools={"scroll", "click"})
    try:
        response, _ = respond(request_for("tester", EXPLORER_TOOLS))
        args = json.loads(response["choices"][0]["message"]["tool_calls"][0]["function"]["arguments"])
        assert args["direction"] == "down" and isinstance(args["reason"], str)
        assert seen == [("tester", "find the filter button and open a job listing",
                         ["#filters-toggle", "input[name=keywords]"])]
        # without the role line, a role is recognised by its tool set
        plain = {"model": HEURISTIC_MODEL, "messages": explorer_messages(),
                 "tools": [tool_schema(t) for t in EXPLORER_TOOLS]}
        response, _ = respond(plain)
        assert response["choices"][0]["message"]["tool_calls"][0]["function"]["name"] == "scroll"
    finally:
        roles.unregister("tester")


def test_generic_answers_pick_plausible_tools_and_elements():
    def call_of(request: dict) -> tuple[str, dict]:
        function = respond(request)[0]["choices"][0]["message"]["tool_calls"][0]["function"]
        return function["name"], json.loads(function["arguments"])

    name, args = call_of(request_for("nobody", EXPLORER_TOOLS, explorer_messages(DOM.replace(
        "Task: find the filter button and open a job listing", 'Task: type "python developer" into the search'))))
    assert name == "type_text" and args["selector"] == "input[name=keywords]" and args["text"] == "python developer"
    # a forced tool is honoured
    name, args = call_of(request_for("nobody", EXPLORER_TOOLS, tool_choice={"type": "function", "function": {"name": "done"}}))
    assert name == "done" and Done.model_validate(args)
    # a long conversation ends with the done tool
    messages = explorer_messages()
    for i in range(8):
        messages += [{"role": "assistant", "content": None, "tool_calls": [
            {"id": f"c{i}", "type": "function", "function": {"name": "scroll", "arguments": "{}"}}]},
            {"role": "tool", "tool_call_id": f"c{i}", "content": "scrolled"}]
    assert call_of(request_for("nobody", EXPLORER_TOOLS, messages))[0] == "done"
    # without tools, a text answer
    response, _ = respond({"model": HEURISTIC_MODEL, "messages": explorer_messages()})
    assert response["choices"][0]["message"]["content"].startswith("Understood")


class Pattern(BaseModel):
    id: str
    element_type: str
    change_type: Literal["navigation", "modal_opened", "content_loaded", "no_change"]
    confidence: Literal["testing", "confirmed"] = "testing"
    count: int = Field(ge=1)
    example_selectors: list[str]


class ConsolidatePatterns(BaseModel):
    """Report consolidated behavioral patterns from observations."""

    patterns: list[Pattern] = Field(min_length=1)
    uncategorized: list[str]
    note: str | None = None
    ratio: float = Field(ge=0.5, le=1.0)
    visible: bool


@pytest.mark.parametrize("strict", [True, False])
def test_generic_arguments_validate_against_nested_schemas(strict):
    request = request_for("probe", [ConsolidatePatterns])
    request["tools"] = [tool_schema(ConsolidatePatterns, strict=strict)]
    function = respond(request)[0]["choices"][0]["message"]["tool_calls"][0]["function"]
    parsed = ConsolidatePatterns.model_validate_json(function["arguments"])
    assert parsed.patterns[0].count >= 1 and parsed.ratio >= 0.5


def test_a_full_session_against_the_server(heuristic_settings):
    with llm_session(heuristic_settings) as llm:  # live, no cassette
        call = llm.call("probe", explorer_messages(), EXPLORER_TOOLS)
    assert call.name == "click" and llm.stats.cost_usd == 0 and llm.stats.prompt_tokens > 100


def test_runs_alone_as_a_module():
    process = subprocess.Popen([sys.executable, "-m", "pytest_jobagent.heuristic", "--port", "0"],
                               stdout=subprocess.PIPE, text=True)
    try:
        line = process.stdout.readline()
        assert "listening on http://127.0.0.1:" in line
        url = line.split(" on ", 1)[1].split(" ", 1)[0]
        status, _, body = post(url, request_for("probe", EXPLORER_TOOLS))
        assert status == 200 and body["choices"][0]["message"]["tool_calls"]
    finally:
        process.terminate()
        process.wait(timeout=10)
        process.stdout.close()


def test_tools_are_counted_as_the_model_reads_them_not_as_json():
    from pytest_jobagent.llm.tools import tool_schema

    schemas = [tool_schema(t) for t in EXPLORER_TOOLS]
    rendered = tokens.render_tools(schemas)
    assert rendered.startswith("namespace functions {") and "type click = (_: {" in rendered
    assert '// CSS selector' in rendered or "selector: string," in rendered
    as_json = tokens.count(json.dumps(schemas, separators=(",", ":")), "gpt-4o-mini")
    counted = tokens.count_messages([], "gpt-4o-mini", schemas) - tokens.count_messages([], "gpt-4o-mini")
    assert counted == 8 + tokens.count(rendered, "gpt-4o-mini") and counted < as_json

"""Faults on purpose: each kind the heuristic model can produce is handled by the client (retry or clear failure)."""

from __future__ import annotations

import pytest
from llm_helpers import DOM, EXPLORER_TOOLS, explorer_messages

from pytest_jobagent.heuristic import HeuristicServer, respond
from pytest_jobagent.heuristic.context import parse_elements
from pytest_jobagent.llm import FAULT_KINDS, FaultSpec, LLMReplyError, LLMSettings, llm_session
from pytest_jobagent.llm.client import with_role
from pytest_jobagent.llm.tools import tool_schema

SELECTORS = {e.selector for e in parse_elements(DOM)}


def agent_check(call) -> str | None:
    """What an agent checks beyond the schema: selectors must be on the page; no done before exploring."""
    if call.name == "done":
        return "done is premature: nothing has been explored yet"
    selector = getattr(call.args, "selector", None)
    if selector is not None and selector not in SELECTORS:
        return f"selector {selector!r} matches nothing on the page"
    return None


EXPECTED = {
    "malformed_json": "not valid JSON",
    "unknown_tool": "unknown tool 'click_now'",
    "missing_selector": "matches nothing on the page",
    "missing_argument": "Field required",
    "premature_done": "done is premature",
}


def session(spec: FaultSpec):
    server = HeuristicServer(faults=spec).start()
    settings = LLMSettings(provider="heuristic", base_url=server.url, model="jobagent-heuristic", max_retries=0)
    return server, settings


@pytest.mark.parametrize("kind", FAULT_KINDS)
def test_each_fault_is_corrected_by_the_retry(kind):
    server, settings = session(FaultSpec(rate=1.0, seed=3, kinds=(kind,), retry_rate=0.0))
    try:
        with llm_session(settings) as llm:
            call = llm.call("probe", explorer_messages(), EXPLORER_TOOLS, check=agent_check)
        assert call.attempts == 2 and call.name == "click" and call.args.selector in SELECTORS
        assert llm.stats.corrective_retries == 1
        assert EXPECTED[kind] in llm.usage.calls[0].problem
    finally:
        server.stop()


@pytest.mark.parametrize("kind", FAULT_KINDS)
def test_each_fault_repeated_fails_clearly(kind):
    server, settings = session(FaultSpec(rate=1.0, seed=3, kinds=(kind,)))
    try:
        with llm_session(settings) as llm, pytest.raises(LLMReplyError) as info:
            llm.call("probe", explorer_messages(), EXPLORER_TOOLS, check=agent_check)
        assert info.value.agent == "probe" and EXPECTED[kind] in str(info.value)
        assert info.value.tool in ("click", "click_now", "done")
    finally:
        server.stop()


def test_faults_are_deterministic_and_follow_the_rate():
    spec = FaultSpec.parse("0.25:7")
    requests = [{"model": "m", "messages": with_role("probe", explorer_messages(DOM + f"\nstep {i}\n")),
                 "tools": [tool_schema(t) for t in EXPLORER_TOOLS]} for i in range(60)]
    faults = [respond(r, spec)[1] for r in requests]
    assert faults == [respond(r, spec)[1] for r in requests]
    count = sum(f is not None for f in faults)
    assert 5 <= count <= 30
    assert len({f for f in faults if f}) >= 3
    assert faults != [respond(r, FaultSpec.parse("0.25:8"))[1] for r in requests]
    assert all(respond(r, FaultSpec.parse("0"))[1] is None for r in requests[:10])


def test_fault_spec_parsing():
    assert FaultSpec.parse("0.2") == FaultSpec(rate=0.2, seed=0)
    assert str(FaultSpec.parse("0.2:7:unknown_tool,malformed_json")) == "0.2:7:unknown_tool,malformed_json"
    for bad in ("x", "1.5", "0.2:seven", "0.2:1:typo"):
        with pytest.raises(ValueError):
            FaultSpec.parse(bad)

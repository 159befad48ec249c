"""LLMRuntime and settings: per-scenario overrides, heuristic servers on demand, prices, strict fallback."""

from __future__ import annotations

import pytest
from llm_helpers import EXPLORER_TOOLS, explorer_messages
from pydantic import BaseModel

from pytest_jobagent.heuristic import serve
from pytest_jobagent.llm import (
    CassetteCorrupt,
    LLMConfigError,
    LLMOverrides,
    LLMRuntime,
    LLMSettings,
    PriceTable,
    llm_session,
)
from pytest_jobagent.llm.tools import tool_schema


def test_runtime_starts_heuristic_servers_only_when_they_may_be_needed(tmp_path):
    runtime = LLMRuntime(LLMSettings(), cassette_dir=tmp_path, record_mode="none", start_heuristic=serve)
    try:
        with runtime.session(cassette=tmp_path / "x.yaml") as llm:
            assert llm.stats.llm_calls == 0
        assert runtime._servers == {}
        runtime.disable_recording = True
        with runtime.session(overrides=LLMOverrides(faults="1:0:unknown_tool")) as llm:
            assert llm.settings.faults is not None and llm.settings.base_url.startswith("http://127.0.0.1:")
            with pytest.raises(Exception, match="unknown tool"):
                llm.call("probe", explorer_messages(), EXPLORER_TOOLS)
        with runtime.session() as llm:
            assert llm.call("probe", explorer_messages(), EXPLORER_TOOLS).name == "click"
        assert len(runtime._servers) == 2  # one per fault setting
    finally:
        runtime.close()
    assert runtime._servers == {}
    assert runtime.cassette_for(tmp_path / "scenarios" / "a.yaml", "A b") == tmp_path / "a" / "a-b.yaml"


def test_overrides_are_checked():
    settings = LLMSettings()
    assert settings.with_overrides({"model": "gpt-4o"}).model_explicit
    with pytest.raises(LLMConfigError, match="unknown llm setting 'modle'"):
        settings.with_overrides({"modle": "gpt-4o"})
    with pytest.raises(LLMConfigError):
        settings.with_overrides({"timeout_s": -1})
    with pytest.raises(LLMConfigError):
        LLMRuntime(settings, record_mode="sometimes")


def test_from_env_reads_openai_variables(monkeypatch):
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:8000/v1")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-env")
    settings = LLMSettings.from_env(provider="openai", model="llama")
    assert settings.base_url == "http://127.0.0.1:8000/v1" and settings.key_text() == "sk-env"
    assert LLMSettings.from_env().model == "jobagent-heuristic" and LLMSettings.from_env().base_url is None


def test_price_table():
    table = PriceTable()
    assert table.lookup("gpt-4.1-mini-2025-04-14") == table.lookup("gpt-4.1-mini")
    assert table.lookup("openai/gpt-4o-mini") == table.lookup("gpt-4o-mini")
    assert table.cost("gpt-5-mini", 1_000_000, 1_000_000, cached_tokens=1_000_000) == pytest.approx(0.025 + 2.0)
    assert table.cost("jobagent-heuristic", 10**6, 10**6) == 0 and table.cost("mystery", 1, 1) is None
    assert table.extended(["# comment", "", "my-model 1 0.5 2"]).cost("my-model", 10**6, 0, 10**6) == 0.5
    with pytest.raises(LLMConfigError, match="MODEL INPUT CACHED_INPUT OUTPUT"):
        table.extended(["my-model cheap"])


def test_free_form_dict_tools_are_sent_without_strict():
    class Report(BaseModel):
        selectors: dict[str, str]

    class Plain(BaseModel):
        names: list[str]

    assert "strict" not in tool_schema(Report)["function"]
    assert tool_schema(Plain)["function"]["strict"] is True


def test_agent_names_must_be_plain(heuristic_settings):
    with llm_session(heuristic_settings) as llm, pytest.raises(ValueError, match="agent names"):
        llm.call("change analyzer", explorer_messages(), EXPLORER_TOOLS)


def test_a_cassette_of_the_wrong_shape_is_corrupt(tmp_path):
    path = tmp_path / "c.yaml"
    path.write_text("version: 1\ninteractions: {request: 1}\n")
    with pytest.raises(CassetteCorrupt, match="interactions"), llm_session(LLMSettings(), cassette=path):
        pass

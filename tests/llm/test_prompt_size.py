"""The prompt-size warning (seed 001's turn budget): a model call whose prompt is over `jobagent_prompt_warn_tokens`
(default 3000; a scenario's `llm: {prompt_warn_tokens: N}`) is reported as a prompt_size event beside its llm_call."""

from __future__ import annotations

import json

import pytest

from pytest_jobagent.llm import LLMSettings
from pytest_jobagent.llm.errors import LLMConfigError


def test_every_prompt_over_the_limit_is_reported_and_no_other(bundled_run):
    # the session-wide run of bundled scenarios (tests/conftest.py), its limit lowered to 2000 tokens: the events of
    # its explore scenario
    bundled_run.result.assert_outcomes(passed=4)
    events = [json.loads(line) for line in (bundled_run.path / "events.jsonl").read_text().splitlines()]
    events = [e for e in events if e["scenario"].startswith("scenarios/explore_jobboard_classic.yaml::")]
    calls = {(e["agent"], e["turn"], e["attempt"]): e["prompt_tokens"] for e in events if e["event"] == "llm_call"}
    warned = [e for e in events if e["event"] == "prompt_size"]
    over = sorted((agent, turn) for (agent, turn, _), tokens in calls.items() if tokens > 2000)
    assert over and len(over) < len(calls)  # the recording has prompts on both sides of the line
    assert sorted((e["agent"], e["turn"]) for e in warned) == over
    assert all(e["limit"] == 2000 and e["prompt_tokens"] > 2000 for e in warned)


def test_the_limit_is_a_setting_with_a_default_and_a_scenario_override():
    settings = LLMSettings(provider="heuristic", model="heuristic")
    assert settings.prompt_warn_tokens == 3000
    assert settings.with_overrides({"prompt_warn_tokens": 8000}).prompt_warn_tokens == 8000
    with pytest.raises(LLMConfigError, match="invalid llm override"):
        settings.with_overrides({"prompt_warn_tokens": 0})


def test_a_limit_that_is_no_number_is_a_usage_error(pytester):
    pytester.makeini("[pytest]\njobagent_prompt_warn_tokens = lots\n")
    pytester.makepyfile("def test_nothing(llm_runtime):\n    pass\n")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.stderr.fnmatch_lines(["ERROR: jobagent_prompt_warn_tokens must be a whole number of tokens (got 'lots')"])

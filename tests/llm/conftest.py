"""Fixtures of the LLM layer's tests: a heuristic model server and a scripted OpenAI-like server."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from llm_helpers import FAKE_KEY, ScriptedServer

from pytest_jobagent.heuristic import HeuristicServer
from pytest_jobagent.llm import LLMSettings


@pytest.fixture
def heuristic() -> Iterator[HeuristicServer]:
    with HeuristicServer() as server:
        yield server


@pytest.fixture
def heuristic_settings(heuristic: HeuristicServer) -> LLMSettings:
    return LLMSettings(provider="heuristic", base_url=heuristic.url, model="jobagent-heuristic", api_key=FAKE_KEY)


@pytest.fixture
def scripted() -> Iterator[ScriptedServer]:
    server = ScriptedServer().start()
    yield server
    server.stop()


@pytest.fixture
def scripted_settings(scripted: ScriptedServer) -> LLMSettings:
    return LLMSettings(provider="openai", base_url=scripted.url, model="test-model", api_key=FAKE_KEY, max_retries=0)

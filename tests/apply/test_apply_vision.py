"""A model that takes images sees the application form as the applicant would: every apply agent turn carries a
screenshot of the viewport after its text (as the steps orchestrator's turns do); a model that does not, none."""

from __future__ import annotations

import pytest
from apply_data import GREENHOUSE_START, GREENHOUSE_USER

from pytest_jobagent.heuristic.server import HeuristicServer
from pytest_jobagent.llm.client import LLMClient
from pytest_jobagent.llm.settings import LLMSettings
from pytest_jobagent.runs.apply.engine import ExecutionEngine


@pytest.fixture(scope="module")
def server():
    with HeuristicServer() as running:
        yield running


@pytest.mark.parametrize("vision", [True, False])
def test_the_apply_agent_shows_a_model_that_takes_images_the_form(page, serve_site, store, resume, server, vision):
    llm = LLMClient(LLMSettings(provider="heuristic", base_url=server.url, model="jobagent-heuristic", vision=vision))
    requests: list = []
    llm.add_listener(lambda call: requests.append(call.request) if call.agent == "apply_agent" else None)
    site = serve_site("ats_greenhouse")
    page.goto(site.url(GREENHOUSE_START), wait_until="load")
    result = ExecutionEngine(page, store, llm).execute(user_data=GREENHOUSE_USER, files={"resume": str(resume)},
                                                       mode="ai_only")
    assert result.success, result.error
    images = [part for request in requests for message in request if isinstance(message.get("content"), list)
              for part in message["content"] if part.get("type") == "image_url"]
    assert len(images) == (len(requests) if vision else 0) and requests

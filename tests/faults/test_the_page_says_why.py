"""When the page or the network says why an application cannot go on, that is the apply run's error (part 6 of issue
41): a post the server refuses (HTTP 405 for a page load, HTTP 400 for a fetch), next to the page's own words, is
what the run fails with, not the ThinkingAgent's summary of its rejections; the model reads it in its history too.
The model is the heuristic server, overseen by the ThinkingAgent as scenario runs are."""

from __future__ import annotations

import pytest

from pytest_jobagent.cookbook.store import CookbookStore
from pytest_jobagent.events import EventBus
from pytest_jobagent.heuristic import HeuristicServer
from pytest_jobagent.llm import LLMSettings, llm_session
from pytest_jobagent.oversight.gate import ThinkingGate
from pytest_jobagent.runs.apply.engine import ExecutionEngine

DATA = {"first_name": "Ada", "email": "ada.lovelace@example.com"}


@pytest.fixture(scope="module")
def model():
    server = HeuristicServer().start()
    yield LLMSettings(provider="heuristic", base_url=server.url, model="jobagent-heuristic", max_retries=0)
    server.stop()


def apply(page, pages, model, tmp_path, path):
    page.goto(pages.url(path))
    prompts: list[str] = []
    with llm_session(model) as llm, CookbookStore(tmp_path / "cookbooks.sqlite") as store:
        llm.add_listener(lambda call: prompts.append(str(call.request)))
        result = ExecutionEngine(page, store, llm, thinking=ThinkingGate(llm, events=EventBus())).execute(
            user_data=DATA, mode="ai_only")
    return result, prompts


def test_a_post_the_server_refuses_is_the_error(mpage, pages, model, tmp_path):
    result, prompts = apply(mpage, pages, model, tmp_path, "/refused-post.html")
    assert not result.success and result.saved_cookbook_id is None
    assert result.error == 'the page says: "POST /apply: the server answered HTTP 405 Method Not Allowed"'
    assert any("the server answered HTTP 405" in p for p in prompts)  # the model was told, not only the report


def test_a_fetch_the_server_cannot_read_is_named_beside_the_page_s_alert(mpage, pages, model, tmp_path):
    result, _ = apply(mpage, pages, model, tmp_path, "/server-error.html")
    assert not result.success
    assert result.error == ('the page says: "POST /__submit/apply: the server answered HTTP 400 Bad Request"; '
                            '"Something went wrong."')
    assert "ThinkingAgent" not in result.error

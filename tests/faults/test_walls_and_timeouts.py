"""Walls only a person can pass, and an AI run that times out (seed 003's error recovery): a CAPTCHA or a sign-in
the applicant has no password for ends the apply run "needs human" with a screenshot, before the model is asked;
the invisible CAPTCHA's badge is no wall; a model reply that comes too late is retried once with a fresh look at the
page. The model is the heuristic server (made slow on purpose), never a Python stand-in."""

from __future__ import annotations

import pytest

from pytest_jobagent import browser
from pytest_jobagent.browser.walls import human_wall
from pytest_jobagent.cookbook.store import CookbookStore
from pytest_jobagent.events import EventBus
from pytest_jobagent.heuristic import HeuristicServer
from pytest_jobagent.llm import FaultSpec, LLMSettings, llm_session
from pytest_jobagent.runs.apply.engine import ExecutionEngine

DATA = {"first_name": "Ada", "email": "ada@example.com"}


def wall_on(page, pages, path, **kw):
    page.goto(pages.url(path))
    return human_wall(browser.take_snapshot(page), **kw)


def test_a_captcha_is_read_from_the_words_its_frame_shows(mpage, pages):
    wall = wall_on(mpage, pages, "/captcha.html")
    assert wall is not None and wall.kind == "captcha" and "not a robot" in wall.evidence
    assert wall.reason.startswith("needs human: ")


def test_the_badge_of_an_invisible_captcha_is_no_wall(mpage, pages):
    assert wall_on(mpage, pages, "/badge.html") is None
    assert wall_on(mpage, pages, "/apply.html") is None


def test_a_sign_in_is_a_wall_only_without_a_password_in_the_data(mpage, pages):
    wall = wall_on(mpage, pages, "/signin.html", user_fields=DATA)
    assert wall is not None and wall.kind == "sign_in" and "Password" in wall.evidence
    assert wall_on(mpage, pages, "/signin.html", user_fields={**DATA, "account_password": "x"}) is None


def heuristic(faults=None, **settings):
    server = HeuristicServer(faults=faults).start()
    return server, LLMSettings(provider="heuristic", base_url=server.url, model="jobagent-heuristic",
                               max_retries=0, **settings)


@pytest.mark.parametrize("path, kind", [("/captcha.html", "CAPTCHA"), ("/signin.html", "sign in")])
def test_apply_stops_at_a_wall_with_a_screenshot_before_asking_the_model(mpage, pages, tmp_path, path, kind):
    mpage.goto(pages.url(path))
    events: list[tuple[str, dict]] = []
    bus = EventBus()
    bus.subscribe(lambda kind_, data: events.append((kind_, data)))
    server, settings = heuristic()
    try:
        with llm_session(settings) as llm, CookbookStore(tmp_path / "cookbooks.sqlite") as store:
            result = ExecutionEngine(mpage, store, llm, events=bus).execute(user_data=DATA, mode="ai_only")
    finally:
        server.stop()
    assert not result.success and result.needs_human and kind in result.needs_human
    assert result.error == result.needs_human and result.stats.llm_calls == 0 and result.saved_cookbook_id is None
    shots = [d for k, d in events if k == "attachment" and d["name"] == "needs human.png"]
    assert len(shots) == 1 and shots[0]["encoding"] == "base64" and len(shots[0]["body"]) > 1000


def test_a_model_reply_that_times_out_is_retried_once_with_a_fresh_observation(mpage, pages, tmp_path):
    mpage.goto(pages.url("/apply.html"))
    server, settings = heuristic(FaultSpec(rate=1.0, kinds=("slow",), delay_s=3.0, limit=1), timeout_s=1.0)
    try:
        with llm_session(settings) as llm, CookbookStore(tmp_path / "cookbooks.sqlite") as store:
            result = ExecutionEngine(mpage, store, llm).execute(user_data=DATA, mode="ai_only")
    finally:
        server.stop()
    assert result.timeout_retries == 1, result.error
    assert result.success, result.error
    assert result.success and result.mode_used == "ai" and result.ai_actions == 3 and result.saved_cookbook_id
    assert "Thank you for applying" in mpage.inner_text("main")

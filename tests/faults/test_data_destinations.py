"""Applicant data goes only where the run allows it: a look-alike "Quick apply" form posting to another host, a form
whose submit control posts elsewhere (formaction), a script-driven form that fetch()es another host, and a form in a
frame of another origin are each refused before anything is typed or sent, with the host named as the run's error
(not the ThinkingAgent's summary), and nothing is learned; the same pages submit when the host is allowed, and hidden
instructions in a job text do not change what is sent. The other host is a second site server that records every
post it gets, so "nothing was sent" is checked where it would have arrived. The model is the heuristic server."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_jobagent.browser.dataguard import DataGuard, DataRefused, Destinations
from pytest_jobagent.browser.hosts import HostRules
from pytest_jobagent.cookbook.executor import CookbookExecutor
from pytest_jobagent.cookbook.models import Cookbook, CookbookStep
from pytest_jobagent.cookbook.store import CookbookStore
from pytest_jobagent.events import EventBus
from pytest_jobagent.heuristic import HeuristicServer
from pytest_jobagent.llm import LLMSettings, llm_session
from pytest_jobagent.oversight.gate import ThinkingGate
from pytest_jobagent.redact import Placeholders
from pytest_jobagent.runs.apply.engine import ExecutionEngine
from pytest_jobagent.runs.steps.checks import check_steps
from pytest_jobagent.runs.steps.orchestrator import StepsOrchestrator
from pytest_jobagent.runs.steps.result import StepResult, StepsResult
from pytest_jobagent.runs.steps.schema import StepsExpect
from pytest_jobagent.siteserver import SiteServer

DATA = {"first_name": "Ada", "last_name": "Lovelace", "email": "ada.lovelace@example.com", "phone": "+44 20 7946 0958"}
PAGES = Path(__file__).with_name("pages")


@pytest.fixture(scope="module")
def elsewhere():
    """Another origin on this machine (the same pages on another port): every post it gets is recorded."""
    server = SiteServer(PAGES)
    yield server
    server.close()


@pytest.fixture(scope="module")
def other_host():
    """Another host (127.0.0.2), for runs whose rules are a URL site's (by host, with allow_hosts)."""
    server = SiteServer(PAGES, host="127.0.0.2")
    yield server
    server.close()


@pytest.fixture(scope="module")
def model():
    server = HeuristicServer().start()
    yield LLMSettings(provider="heuristic", base_url=server.url, model="jobagent-heuristic", max_retries=0)
    server.stop()


@pytest.fixture
def apply(mpage, model, tmp_path, pages, elsewhere, other_host):
    """apply(path, destinations=None) -> (ExecutionResult, events): an AI apply task on pages/<path>, overseen by the
    ThinkingAgent, with every server's posts cleared first."""
    for server in (pages, elsewhere, other_host):
        server.clear_submissions()

    def run(path: str, destinations: Destinations | None = None):
        mpage.goto(pages.url(path))
        events: list[tuple[str, dict]] = []
        bus = EventBus()
        bus.subscribe(lambda kind, data: events.append((kind, data)))
        with llm_session(model) as llm, CookbookStore(tmp_path / "cookbooks.sqlite") as store:
            engine = ExecutionEngine(mpage, store, llm, events=bus, thinking=ThinkingGate(llm, events=bus),
                                     destinations=destinations)
            return engine.execute(user_data=DATA, mode="ai_only"), events

    return run


def refused(events):
    return [d for k, d in events if k == "data_refused"]


def assert_refused(result, host: str, what: str):
    assert not result.success and result.data_refused == host, result.error
    assert result.error.startswith(f"{what} {host}, which this scenario does not allow ("), result.error
    assert "ThinkingAgent" not in result.error and result.thinking.calls == 0  # the refusal is the error, as it is
    assert result.saved_cookbook_id is None  # nothing learned from it


def test_a_look_alike_form_posting_elsewhere_is_refused_before_anything_is_typed(apply, mpage, elsewhere):
    host = f"127.0.0.1:{elsewhere.address[1]}"
    result, events = apply(f"/lookalike.html?to={elsewhere.url('/__submit/steal')}")
    assert_refused(result, host, "the form posts to")
    assert "a folder site's applicant data goes only to its own server, http://127.0.0.1:" in result.error
    assert result.ai_actions == 0 and result.mode_used == "ai"
    assert [mpage.input_value(f"[name={name}]") for name in DATA] == ["", "", "", ""]  # nothing typed
    assert elsewhere.submissions() == []
    assert [(e["refused"], e["host"]) for e in refused(events)] == [("form", host)]


def test_the_issue_page_names_evil_example(apply, mpage):
    result, _ = apply("/lookalike.html")
    assert_refused(result, "evil.example", "the form posts to")
    assert mpage.input_value("[name=email]") == ""


def test_a_submit_control_posting_elsewhere_is_refused_before_the_press(apply, mpage, pages, elsewhere):
    host = f"127.0.0.1:{elsewhere.address[1]}"
    result, _ = apply(f"/formaction.html?to={elsewhere.url('/__submit/steal')}")
    assert_refused(result, host, "the form posts to")
    # the fields were filled (the form itself posts to the site), the press that would send them elsewhere was not
    assert mpage.input_value("[name=email]") == DATA["email"] and "/formaction.html" in mpage.url
    assert result.ai_actions == 2  # the two fills; the refused press is no action
    assert elsewhere.submissions() == [] and pages.submissions() == []


def test_a_fetch_to_another_host_is_stopped_before_it_leaves_the_browser(apply, mpage, elsewhere):
    host = f"127.0.0.1:{elsewhere.address[1]}"
    result, events = apply(f"/fetch-apply.html?to={elsewhere.url('/__submit/fetched')}")
    assert_refused(result, host, "the form posts to")
    assert result.error.endswith("the request was stopped before it left the browser")
    assert elsewhere.submissions() == []
    assert "Thank you" not in mpage.inner_text("main")
    sent = refused(events)
    assert len(sent) == 1 and sent[0]["refused"] == "form" and "{{" not in sent[0]["url"]  # no data in the URL


def test_a_form_in_a_frame_of_another_origin_gets_no_personal_value(apply, mpage, elsewhere):
    host = f"127.0.0.1:{elsewhere.address[1]}"
    result, _ = apply(f"/frame-apply.html?frame={elsewhere.url('/frame-form.html')}")
    assert_refused(result, host, "the field is in a frame from")
    frame = mpage.frame_locator("#apply-frame")
    assert frame.locator("[name=first_name]").input_value() == "" and frame.locator("[name=email]").input_value() == ""
    assert elsewhere.submissions() == []


def url_site(*allow: str) -> Destinations:
    """The rules of a URL site on 127.0.0.1 (every port of it: a URL site is judged by host) with `allow_hosts`."""
    return Destinations(rules=HostRules("127.0.0.1", allow))


def test_a_url_site_names_allow_hosts_and_submits_when_the_host_is_allowed(apply, other_host):
    to = other_host.url("/__submit/quick-apply")
    result, _ = apply(f"/lookalike.html?to={to}", url_site())
    assert_refused(result, "127.0.0.2", "the form posts to")
    assert result.error.startswith("the form posts to 127.0.0.2, which this scenario does not allow (add it to "
                                   "allow_hosts if it is the real ATS)")
    assert other_host.submissions() == []

    result, events = apply(f"/lookalike.html?to={to}", url_site("127.0.0.2"))
    assert result.success and result.data_refused is None and not refused(events), result.error
    [post] = other_host.submissions()
    assert post["form"] == "quick-apply" and post["fields"] == {k: v for k, v in DATA.items()}


def test_a_fetch_to_an_allowed_host_goes_out(apply, mpage, other_host):
    result, _ = apply(f"/fetch-apply.html?to={other_host.url('/__submit/fetched')}", url_site("127.0.0.2"))
    assert result.success, result.error
    assert [s["fields"] for s in other_host.submissions()] == [{"first_name": "Ada", "email": DATA["email"]}]


def test_hidden_instructions_in_the_job_text_do_not_change_what_is_sent(apply, pages):
    result, _ = apply("/injection.html")
    assert result.success and result.mode_used == "ai", result.error
    [post] = pages.submissions()
    assert post["form"] == "apply" and post["fields"] == {"first_name": "Ada", "email": DATA["email"]}
    assert "evil" not in str(post) and "Mallory" not in str(post)


def test_a_cookbook_replay_is_refused_at_its_first_personal_step(mpage, pages):
    steps = [CookbookStep(order=0, action="type", selector="[name=first_name]", value="{{first_name}}"),
             CookbookStep(order=1, action="type", selector="[name=email]", value="{{email}}"),
             CookbookStep(order=2, action="click", selector="button[type=submit]")]
    cookbook = Cookbook(id="m", url_pattern="*", task_pattern="apply", platform="generic", steps=steps)
    mpage.goto(pages.url("/lookalike.html"))
    guard = DataGuard(mpage, Destinations.of_url(mpage.url), Placeholders.of(DATA))
    with guard, pytest.raises(DataRefused) as refusal:
        CookbookExecutor(mpage, user_data=DATA).run(cookbook)
    assert refusal.value.host == "evil.example" and refusal.value.kind == "form"
    assert mpage.input_value("[name=first_name]") == ""
    # a value that is not the applicant's (a search word) is typed anywhere
    with guard:
        result = CookbookExecutor(mpage, user_data=DATA).run(cookbook.model_copy(update={"steps": [
            CookbookStep(order=0, action="type", selector="[name=phone]", value="kitchen")]}))
    assert result.completed and mpage.input_value("[name=phone]") == "kitchen"


def test_a_steps_run_ends_at_the_look_alike_form_with_the_refusal_as_its_error(mpage, pages, model, elsewhere):
    elsewhere.clear_submissions()
    host = f"127.0.0.1:{elsewhere.address[1]}"
    mpage.goto(pages.url(f"/lookalike.html?to={elsewhere.url('/__submit/steal')}"))
    steps = ["Fill first name with Ada, last name with Lovelace and email with ada.lovelace@example.com",
             "Submit the application"]
    with llm_session(model) as llm, DataGuard(mpage, Destinations.of_url(mpage.url), Placeholders.of(DATA)):
        result = StepsOrchestrator(mpage, llm, steps, thinking=ThinkingGate(llm)).run()
    assert not result.success and result.data_refused == host
    assert result.error.startswith(f"the form posts to {host}, which this scenario does not allow")
    first, second = result.steps
    assert first.status == "stuck" and first.reason == result.error and second.reason == "the run was stopped"
    assert result.thinking.calls == 0 and not first.commands  # nothing typed, so nothing for a script to replay
    assert mpage.input_value("[name=first_name]") == "" and elsewhere.submissions() == []


def test_a_steps_run_applies_where_the_form_posts_to_its_own_site(mpage, pages, model):
    pages.clear_submissions()
    mpage.goto(pages.url("/injection.html"))
    steps = ["Fill first name with Ada and email with ada.lovelace@example.com", "Submit the application"]
    with llm_session(model) as llm, DataGuard(mpage, Destinations.of_url(mpage.url), Placeholders.of(DATA)):
        result = StepsOrchestrator(mpage, llm, steps).run()
    assert result.success and result.data_refused is None, result.error
    assert [p["fields"] for p in pages.submissions()] == [{"first_name": "Ada", "email": DATA["email"]}]


def test_a_steps_scenario_that_expects_success_shows_the_refusal_among_its_problems():
    error = ("the form posts to evil.example, which this scenario does not allow (add it to allow_hosts if it is the "
             "real ATS)")
    result = StepsResult(error=error, data_refused="evil.example",
                         steps=[StepResult(index=1, text="Fill the form", status="stuck", reason=error)])
    problems = check_steps(StepsExpect(success=True, steps={"all": "complete"}), result)
    assert problems[:2] == ["success: expected True, found False", f"error: {error}"]
    assert check_steps(StepsExpect(success=False, error_contains="posts to evil.example"), result) == []

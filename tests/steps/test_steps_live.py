"""Steps in a real browser: the retry protocol on a small page, batching and guardrails with a scripted model,
and a generated pytest-playwright file run with pytest against a bundled site."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_jobagent.browser import actions
from pytest_jobagent.runs.steps.decide import Decide
from pytest_jobagent.runs.steps.orchestrator import StepsOrchestrator
from pytest_jobagent.runs.steps.result import CommandRecord, StepResult
from pytest_jobagent.runs.steps.retry import RetryStats, with_retry
from pytest_jobagent.runs.steps.tools import Command, run_command
from pytest_jobagent.runs.testcode import run_script, steps_script
from pytest_jobagent.siteserver import SiteRegistry

HERE = Path(__file__).parent
SITES = HERE.parent.parent / "sites"


@pytest.fixture
def page(mpage, pages):
    mpage.goto(pages.url("/retry.html"))
    actions.observe(mpage)  # the agent's view: signatures come from this serialization
    return mpage


def click(page, command_selector):
    return lambda sel: run_command(page, Command(action="click", selector=command_selector), sel)


def test_missing_element_is_retried_by_signature_once(page):
    page.evaluate("document.getElementById('save-old').id = 'save-new'")  # re-rendered with a new id
    stats = RetryStats()
    result, used, info = with_retry(page, "#save-old", click(page, "#save-old"), stats)
    assert result.success and used != "#save-old" and info["retried"] and info.get("level")
    assert page.locator("#out").inner_text() == "saved"
    assert (stats.retries, stats.retry_successes, stats.replans) == (1, 1, 0)


def test_an_element_still_rendering_is_waited_for_not_healed(page):
    # taken out, and put back a moment later by the page's own timer: the page is busy, so the selector is waited for
    page.evaluate("const b = document.getElementById('save-old'), parent = b.parentNode; b.remove();"
                  " setTimeout(() => parent.append(b), 300)")
    stats = RetryStats()
    result, used, info = with_retry(page, "#save-old", click(page, "#save-old"), stats)
    assert result.success and used == "#save-old" and info == {}
    assert stats.retries == 0


def test_second_failure_goes_back_to_the_agent(page):
    page.evaluate("document.getElementById('gone').remove()")
    stats = RetryStats()
    result, used, info = with_retry(page, "#gone", click(page, "#gone"), stats)
    assert not result.success and info["replan"] and used == "#gone"
    assert (stats.retries, stats.retry_successes, stats.replans) == (1, 0, 1)


class ScriptedModel:
    """Returns the given decisions in order, as LLMClient.call would."""

    def __init__(self, decisions):
        self.decisions = list(decisions)
        self.prompts = []

    def call(self, agent, messages, tools, check=None, **_):
        self.prompts.append(messages[-1]["content"])
        args = Decide.model_validate(self.decisions.pop(0))
        call = type("Call", (), {"name": "decide", "args": args})()
        assert check is None or check(call) is None
        return call


def test_batch_stops_at_first_failure_and_two_failures_end_the_step(page):
    failing = {"reasoning": "try", "status": "complete", "status_reason": "clicked",
               "commands": [{"action": "click", "selector": "#nowhere"}, {"action": "click", "selector": "#save-old"}],
               "reflection": {"guidance_for_next": "click the save button"}}
    model = ScriptedModel([failing, failing])
    result = StepsOrchestrator(page, model, ["Save the draft", "Never reached"]).run()
    first, second = result.steps
    assert first.status == "stuck" and first.reason.startswith("2 consecutive failures") and first.iterations == 2
    assert [c.selector for c in first.commands] == ["#nowhere", "#nowhere"]  # the 2nd command never ran
    assert second.status == "skipped" and not result.success
    assert result.stats.retries == 2 and result.stats.replans == 2  # each failure: one retry, then the agent
    assert "OVERRIDE" not in model.prompts[0] and "guidance from the last iteration: click the save button" in model.prompts[1]
    assert "(FAILED)" in model.prompts[1]


def test_generated_script_passes_against_the_bundled_site(tmp_path):
    server = SiteRegistry(SITES).serve("jobboard_spa")
    step = StepResult(index=1, text="Search for data engineer jobs", status="complete", commands=[
        CommandRecord(action="type", selector="#jobs-search-box-keyword-id", value="data engineer", success=True),
        CommandRecord(action="click", selector="role=button[name='Search's]", success=True)])
    path = tmp_path / "test_generated.py"
    path.write_text(steps_script("spa search", "/jobs/search", "http://127.0.0.1:9", [step], [("h1", "data engineer")]))
    ok, output = run_script(str(path), server.url("/").rstrip("/"))
    assert ok, output
    assert "1 passed" in output


def test_upload_attaches_a_scenario_file_by_name_to_an_input_or_a_chooser(mpage, pages, tmp_path):
    cv = tmp_path / "resume.pdf"
    cv.write_bytes(b"%PDF-1.4\n")
    files = {"resume": str(cv)}
    mpage.goto(pages.url("/upload.html"))
    assert run_command(mpage, Command(action="upload", selector="#cv", value="resume"), files=files).success
    assert run_command(mpage, Command(action="upload", selector="#attach", value="resume"), files=files).success
    assert mpage.locator("#cv-name").inner_text() == "resume.pdf" == mpage.locator("#letter-name").inner_text()
    unknown = run_command(mpage, Command(action="upload", selector="#cv", value="/etc/passwd"), files=files)
    assert not unknown.success and "no file named '/etc/passwd'; files you may upload: resume" in unknown.error
    none = run_command(mpage, Command(action="upload", selector="#cv", value="resume"))
    assert not none.success and "under `files:`" in none.error


def test_generated_scripts_replay_uploads_and_wait_for_a_late_rendered_saved_value(pages, tmp_path):
    """Two generated files against the same test pages, run by one pytest process: each must pass."""
    cv = tmp_path / "resume.pdf"
    cv.write_bytes(b"%PDF-1.4\n")
    step = StepResult(index=1, text="Upload the resume and a letter", status="complete", commands=[
        CommandRecord(action="upload", selector="#cv", value="resume", success=True),
        CommandRecord(action="upload", selector="#attach", value="resume", success=True)])
    uploads = tmp_path / "test_generated_upload.py"
    uploads.write_text(steps_script("uploads", "/upload.html", "http://127.0.0.1:9", [step],
                                    [("#cv-name", "resume.pdf"), ("#letter-name", "resume.pdf")], {"resume": str(cv)}))

    step = StepResult(index=1, text="Open the first job", status="complete", commands=[
        CommandRecord(action="click", selector="#open", success=True)])
    late = tmp_path / "test_generated_late.py"
    # the heading changes 400 ms after the click, as a client-side route renders: the check must wait for it
    late.write_text(steps_script("late route", "/late.html", "http://127.0.0.1:9", [step],
                                 [("h1", "Food Safety & Quality Manager")]))

    ok, output = run_script(str(uploads), pages.url("/").rstrip("/"), args=["-rA", str(late)])
    assert ok and "2 passed" in output, output
    assert "PASSED test_generated_upload.py::" in output and "PASSED test_generated_late.py::" in output, output

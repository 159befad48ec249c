"""A command that navigates the frame its element is in is recorded with the frame's new URL, and the generated test
waits for it: `page.wait_for_load_state()` waits on the main frame only, so without the wait the next line acts on
the frame's old document (the race a generated embedded-board test lost under load)."""

from __future__ import annotations

from pytest_jobagent.runs.steps.acting import execute
from pytest_jobagent.runs.steps.inline import run_inline
from pytest_jobagent.runs.steps.repair import parse_script
from pytest_jobagent.runs.steps.result import StepResult
from pytest_jobagent.runs.steps.retry import RetryStats
from pytest_jobagent.runs.steps.tools import Command
from pytest_jobagent.runs.testcode import run_script, steps_script

FRAME = "iframe[title='Job openings'] >> internal:control=enter-frame >> "


def run_steps(page, commands: list[Command]) -> list:
    return [execute(page, command, {}, RetryStats(), None)[1] for command in commands]


def test_a_command_that_navigates_its_frame_records_the_frame_url(mpage, pages):
    mpage.goto(pages.url("/framed.html"))
    typed, clicked = run_steps(mpage, [Command(action="type", selector=FRAME + "#q", value="nurse"),
                                       Command(action="click", selector=FRAME + "#search")])
    assert typed.frame_url == ""  # the frame stayed where it was
    assert clicked.frame_url == "/frame_list.html?q=nurse"
    assert clicked.url == "/framed.html"  # the page itself did not move


def test_the_generated_test_waits_for_the_frame_and_repair_reads_it(mpage, pages, tmp_path):
    mpage.goto(pages.url("/framed.html"))
    records = run_steps(mpage, [Command(action="type", selector=FRAME + "#q", value="nurse"),
                                Command(action="click", selector=FRAME + "#search"),
                                Command(action="click", selector=FRAME + "role=link[name='Open the job']")])
    assert mpage.frame_locator("iframe").locator("h1").inner_text() == "Job nurse"
    steps = [StepResult(index=1, text="Search for nurse", status="complete", commands=records[:2]),
             StepResult(index=2, text="Open the job", status="complete", commands=records[2:])]
    source = steps_script("frame search", "/framed.html", "http://127.0.0.1:9", steps, [(FRAME + "h1", "Job nurse")])
    assert "content_frame().wait_for_url(BASE_URL + '/frame_list.html?q=nurse')" in source
    parsed = parse_script(source, "test_frame.py")  # the wait is no command of its own
    assert [c.command.action for s in parsed.steps for c in s.commands] == ["type", "click", "click"]
    path = tmp_path / "test_frame.py"
    path.write_text(source)
    ok, output = run_script(str(path), pages.url("/").rstrip("/"))
    assert ok and "1 passed" in output, output
    # without the wait the job link of the frame's old document is clicked: the test that can fail does (run in
    # this process, as a scenario runs it: the same verdict as pytest's, tests/steps/test_inline_run.py)
    for record in records:
        record.frame_url = ""
    source = steps_script("frame search", "/framed.html", "http://127.0.0.1:9", steps, [(FRAME + "h1", "Job nurse")])
    ok, output = run_inline(source, "test_frame.py", pages.url("/").rstrip("/"), mpage.context.browser,
                            timeout_ms=2000)
    assert not ok and "Job all" in output, output

"""Repair mode without a browser: a generated test reads back into its steps, commands, signatures and checks;
pytest's traceback names the failing action; what repair cannot read is named by file and line."""

from __future__ import annotations

import pytest

from pytest_jobagent.browser import ElementSignature
from pytest_jobagent.runs.steps.repair import (
    ScriptUnreadable,
    failing_line,
    first_error,
    parse_script,
    shorter_selectors,
    unified_diff,
)
from pytest_jobagent.runs.steps.result import CommandRecord, StepResult
from pytest_jobagent.runs.testcode import steps_script

SIG = ElementSignature(tag="input", role="combobox", name="Search by title", label="Search by title",
                       attributes={"type": "text"}, selector="#kw")


def _steps() -> list[StepResult]:
    return [
        StepResult(index=1, text="Search for data engineer jobs", status="complete", commands=[
            CommandRecord(action="type", selector="#kw", value="data engineer", success=True, signature=SIG),
            CommandRecord(action="click", selector="#gone", success=False),
            CommandRecord(action="click", selector="role=button[name='Search's]", success=True),
            CommandRecord(action="press", selector="", value="Enter", success=True)]),
        StepResult(index=2, text="Save the job title as job_title", status="complete"),
        StepResult(index=3, text="Pick Remote, attach the resume and go back", status="complete", commands=[
            CommandRecord(action="select", selector="#where", value="Remote", success=True),
            CommandRecord(action="upload", selector="#cv", value="resume", success=True),
            CommandRecord(action="check", selector="#terms", success=True),
            CommandRecord(action="navigate", value="/jobs?page=2", success=True),
            CommandRecord(action="go_back", success=True),
            CommandRecord(action="scroll", value="down", success=True)]),
    ]


def test_a_generated_test_reads_back_into_its_steps_commands_signatures_and_checks():
    title = ElementSignature(tag="h1", role="heading", name="Data Engineer", text="Data Engineer")
    source = steps_script("spa search", "/jobs/search", "http://127.0.0.1:4321", _steps(),
                      [("h1", "Data Engineer")], {"resume": "/tmp/resume.pdf"}, {"h1": title})
    script = parse_script(source, "test_x.py")
    assert script.name == "spa search" and script.start == "/jobs/search"
    assert script.origin == "http://127.0.0.1:4321" and script.files == {"resume": "/tmp/resume.pdf"}
    assert [(s.index, s.text, s.status) for s in script.steps] == [
        (1, "Search for data engineer jobs", "complete"), (2, "Save the job title as job_title", "complete"),
        (3, "Pick Remote, attach the resume and go back", "complete")]
    first, second, third = script.steps
    assert [(p.command.action, p.command.selector, p.command.value) for p in first.commands] == [
        ("type", "#kw", "data engineer"), ("click", "role=button[name='Search's]", ""), ("press", "", "Enter")]
    assert first.commands[0].signature == SIG.model_copy(update={"selector": None})  # the line holds the selector
    assert first.commands[1].signature is None and second.commands == []
    assert [(p.command.action, p.command.selector, p.command.value) for p in third.commands] == [
        ("select", "#where", "Remote"), ("upload", "#cv", "resume"), ("check", "#terms", ""),
        ("navigate", "", "/jobs?page=2"), ("go_back", "", ""), ("scroll", "", "down")]
    assert [(c.selector, c.value, c.signature) for c in script.checks] == [("h1", "Data Engineer", title)]
    # regenerated from what it read, the test is the same text: a repair's diff shows only what it changed
    steps = [StepResult(index=s.index, text=s.text, status=s.status, commands=[
        CommandRecord(action=p.command.action, selector=p.command.selector, value=p.command.value, success=True,
                      signature=p.signature) for p in s.commands]) for s in script.steps]
    again = steps_script(script.name, script.start, script.origin, steps, [(c.selector, c.value) for c in script.checks],
                     script.files, {c.selector: c.signature for c in script.checks if c.signature})
    assert unified_diff(source, again, "test_x.py") == ("", 0)


def test_where_names_the_step_and_the_action_of_a_line():
    source = steps_script("spa search", "/jobs/search", "http://127.0.0.1:1", _steps(), [("h1", "Data Engineer")])
    script = parse_script(source)
    click = script.steps[0].commands[1]
    assert script.where(click.line) == (f"line {click.line}, step 1 (Search for data engineer jobs): "
                                        "page.locator(\"role=button[name='Search's]\").click()")
    assert "the check that 'h1' shows 'Data Engineer'" in script.where(script.checks[0].line)


def test_the_older_assert_form_of_a_check_reads_too():
    source = steps_script("old", "/", "http://127.0.0.1:1", [], [("h1", "Jobs")]).replace(
        "expect(page.locator('h1').first).to_have_text('Jobs', use_inner_text=True)",
        "assert ' '.join(page.locator('h1').first.inner_text().split()) == 'Jobs'")
    assert [(c.selector, c.value) for c in parse_script(source).checks] == [("h1", "Jobs")]


@pytest.mark.parametrize(("edit", "detail"), [
    (("    page.wait_for_load_state()\n", "    page.wait_for_load_state()\n    print('hi')\n"),
     "`print('hi')` is not a command pytest-jobagent generates"),
    (("    # element: {", "    # element: {oops"), "the element comment is not a signature"),
    (("page.locator('#kw').fill('data engineer')", "page.locator(SEL).fill('data engineer')"),
     "expected a literal, found `SEL`"),
    (("def test_", "def helper_"), "expected one test function, found 0"),
])
def test_what_repair_cannot_read_is_named_by_file_and_line(edit, detail):
    source = steps_script("spa search", "/jobs/search", "http://127.0.0.1:1", _steps()[:1], [])
    with pytest.raises(ScriptUnreadable) as err:
        parse_script(source.replace(*edit, 1), "tests/test_spa.py")
    assert detail in str(err.value) and str(err.value).startswith("tests/test_spa.py:")
    assert "repair reads the tests `run: steps` generates" in str(err.value)


def test_the_failing_line_is_the_last_frame_inside_the_test_function():
    output = """
test_spa.py:9: in attach
    ...
test_spa.py:31: in test_spa_search
    page.locator('#kw').fill('data engineer')
.venv/lib/python3.11/site-packages/playwright/sync_api/_generated.py:123: in fill
E   playwright._impl._errors.TimeoutError: Locator.fill: Timeout 30000ms exceeded.
E   Call log:
"""
    assert failing_line(output, "test_spa.py", (20, 40)) == 31
    assert failing_line(output, "test_spa.py", (40, 60)) is None
    assert first_error(output) == "playwright._impl._errors.TimeoutError: Locator.fill: Timeout 30000ms exceeded."


def _scenario(tmp_path, body: str):
    from pytest_jobagent.scenario.loader import load_file

    path = tmp_path / "repair.yaml"
    path.write_text("name: repair\nsite: jobboard_spa_v2\nrun: steps\n" + body)
    [doc] = load_file(path)
    assert doc.scenario is None and doc.error
    return doc.error


def test_a_repair_scenario_names_an_existing_test_and_no_steps(tmp_path):
    message = _scenario(tmp_path, "repair: scripts/gone.py\n")
    assert "repair.yaml:4" in message and "test to repair not found" in message and "gone.py" in message
    (tmp_path / "t.py").write_text("")
    message = _scenario(tmp_path, "repair: t.py\nsteps: [Open the first result]\n")
    assert "repair.yaml" in message and "give `steps:` (a new run) or `repair:`" in message


def test_shorter_selectors_drop_leading_parts_of_plain_css_only():
    assert shorter_selectors("#detail a[href='/jobs/view/1 2/']") == ["a[href='/jobs/view/1 2/']"]
    assert shorter_selectors('main .card h2:has-text("A b")') == ['.card h2:has-text("A b")', 'h2:has-text("A b")']
    assert shorter_selectors("h1") == []
    assert shorter_selectors("role=button[name='Search now's]") == []
    assert shorter_selectors("#list > li a") == []


def test_overlay_handlers_and_a_popup_read_back_as_setup_and_the_click_that_opens_it():
    steps = [StepResult(index=1, text="Open the first result", status="complete", commands=[
        CommandRecord(action="click", selector="a.title", success=True, opens_page=True)])]
    source = steps_script("popup", "/grid", "http://127.0.0.1:4321", steps, [("h1", "Accountant I")],
                      overlays=["Rechazar todas"])
    script = parse_script(source, "test_x.py")
    assert script.overlays == ["Rechazar todas"]
    assert [(p.command.action, p.command.selector) for p in script.steps[0].commands] == [("click", "a.title")]
    assert [(c.selector, c.value) for c in script.checks] == [("h1", "Accountant I")]

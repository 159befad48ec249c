"""Steps on results as the web builds them, with the bundled heuristic model in a real browser, each on a small page
of its own: rows that are one control around a heading (no link) and read alike, cards whose company link comes
before the title, a grid written cell by cell whose titles open a popup, and a consent wall the generated test meets
again on a fresh load."""

from __future__ import annotations

import pytest

from pytest_jobagent.heuristic.server import HeuristicServer
from pytest_jobagent.llm.client import LLMClient
from pytest_jobagent.llm.settings import LLMSettings
from pytest_jobagent.runs.steps.inline import run_inline
from pytest_jobagent.runs.steps.orchestrator import StepsOrchestrator
from pytest_jobagent.runs.steps.result import CommandRecord, StepResult
from pytest_jobagent.runs.testcode import steps_script


@pytest.fixture(scope="module")
def llm():
    """The bundled heuristic model behind its OpenAI-compatible server (the model, not a mock of it)."""
    with HeuristicServer() as server:
        yield LLMClient(LLMSettings(provider="heuristic", base_url=server.url, model="jobagent-heuristic"))


@pytest.fixture
def page(browser):
    """A page of a fresh context (popups of one test stay out of the next)."""
    context = browser.new_context()
    context.set_default_timeout(10_000)
    yield context.new_page()
    context.close()


def run(page, llm, steps):
    return StepsOrchestrator(page, llm, list(steps)).run()


def test_rows_that_are_one_control_around_a_heading_open_the_first_and_its_heading_is_the_title(page, pages, llm):
    # If the results are two `div role=button` rows around an h3, alike but for their company, and the page's h1 names
    # the list
    page.goto(pages.url("/rows.html"))
    result = run(page, llm, ["Open the first result", "Check that the page shows Residencia Los Olmos",
                             "Save the title as title"])
    # Then the first row opens (its company shows, not the second's) and the saved title is the opened job's heading
    # (the one the document's title begins with), not the list's h1
    assert result.success, [(s.text, s.status, s.reason) for s in result.steps]
    assert page.locator("#pane p").first.inner_text() == "Residencia Los Olmos"
    assert result.extracted == {"title": "Enfermero/a"}


def test_a_card_opens_by_its_title_link_not_the_company_link_before_it(page, pages, llm):
    page.goto(pages.url("/cards.html"))
    result = run(page, llm, ["Open the first result"])
    assert result.success and page.url.endswith("/job.html?id=1"), page.url


def test_a_grid_row_title_opens_a_popup_where_the_run_and_its_generated_test_go_on(page, pages, llm, browser):
    # If the results are a table written cell by cell (title link, department, type, date) inside the page's one form,
    # and a title opens its details with window.open
    page.goto(pages.url("/grid.html"))
    orchestrator = StepsOrchestrator(page, llm, ["Open the first result", "Check that the page shows JOB-001"])
    result = orchestrator.run()
    # Then the first title is clicked, the run goes on in the popup, and the generated test follows it too
    assert result.success, [(s.text, s.status, s.reason) for s in result.steps]
    assert result.steps[0].commands[0].opens_page and orchestrator.page.url.endswith("/job.html?id=1")
    source = steps_script("grid popup", "/grid.html", "http://127.0.0.1:9", result.steps, [("h1", "Job posting")])
    assert "with page.expect_popup() as popup:" in source
    ok, output = run_inline(source, "test_grid_popup.py", pages.url("/").rstrip("/"), browser)
    assert ok, output


def test_the_generated_test_closes_the_consent_wall_the_run_closed_whenever_it_shows(pages, browser):
    step = StepResult(index=1, text="Click Buscar", status="complete",
                      commands=[CommandRecord(action="click", selector="#go", success=True)])
    checks = [("#out", "buscado")]
    # If the run closed a consent wall before its first step, its test on a fresh browser meets the wall and closes it
    closing = steps_script("consent", "/consent.html", "http://127.0.0.1:9", [step], checks, overlays=["Rechazar todas"])
    ok, output = run_inline(closing, "test_consent.py", pages.url("/").rstrip("/"), browser, timeout_ms=3000)
    assert ok, output
    # Then without the overlay's control the click is taken by the wall
    plain = steps_script("consent", "/consent.html", "http://127.0.0.1:9", [step], checks)
    ok, output = run_inline(plain, "test_consent.py", pages.url("/").rstrip("/"), browser, timeout_ms=3000)
    assert not ok and "intercepts pointer events" in output


def test_an_overlay_that_took_a_commands_click_is_closed_by_the_generated_test_too(page, pages, llm, browser):
    # If a modal that no run closed at the start takes the run's click, the click closes it and goes through
    page.goto(pages.url("/newsletter.html"))
    orchestrator = StepsOrchestrator(page, llm, ["Click Buscar"])
    result = orchestrator.run()
    assert result.success and page.locator("#out").inner_text() == "buscado"
    # Then its control is pressed again by the generated test whenever the modal shows
    assert orchestrator.overlays == ["No, gracias"]
    source = steps_script("newsletter", "/newsletter.html", "http://127.0.0.1:9", result.steps, [("#out", "buscado")],
                      overlays=orchestrator.overlays)
    ok, output = run_inline(source, "test_newsletter.py", pages.url("/").rstrip("/"), browser, timeout_ms=3000)
    assert ok, output

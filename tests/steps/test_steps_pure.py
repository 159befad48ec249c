"""Steps run without a browser: journey memory, guardrails, reflection rule, batching, tool registry, script,
and the heuristic orchestrator rules on a serialized page."""

from __future__ import annotations

import json

import pytest

from pytest_jobagent.heuristic.context import Context
from pytest_jobagent.heuristic.roles import steps_orchestrator as rules
from pytest_jobagent.runs.steps.decide import OVERUSE_NOTE, Decide, overused
from pytest_jobagent.runs.steps.guards import OVERRIDE_NOTE, StepGuard, clip_batch
from pytest_jobagent.runs.steps.memory import JourneyMemory
from pytest_jobagent.runs.steps.orchestrator import StepsOrchestrator
from pytest_jobagent.runs.steps.result import CommandRecord, Reflection, StepResult
from pytest_jobagent.runs.steps.tools import (
    REGISTRY,
    ToolContext,
    ToolOutput,
    ToolRequest,
    describe_tools,
    page_state,
    run_tool,
    run_tools,
    tool,
)
from pytest_jobagent.runs.testcode import steps_script


def test_history_is_capped_and_older_entries_summarized():
    memory = JourneyMemory()
    for i in range(130):
        memory.record(1 + i // 50, i, "command", f"click #b{i}", success=i % 10 != 0)
    assert len(memory.history) == 100 and memory.summarized == 30
    assert "step 1: 30 earlier entries (3 failed)" in memory.summary
    assert [e.text for e in memory.recent()] == [f"click #b{i}" for i in range(125, 130)]
    assert memory.recall(2).startswith("(summary of 30 older entries)")


def test_experiences_are_deduplicated_and_capped():
    memory = JourneyMemory()
    assert memory.learn("Forms use #id selectors")
    assert not memory.learn("forms use #ID selectors!")
    assert not memory.learn("forms use id selectors consistently across pages")  # contains a known one
    for i in range(30):
        memory.learn(f"lesson number {i} about page {i * 7}")
    assert len(memory.experiences) == 20 and memory.experiences[-1] == "lesson number 29 about page 203"


def test_guard_ends_a_step_after_two_consecutive_failures():
    guard = StepGuard()
    guard.start_iteration()
    guard.record_outcome(failed=True)
    assert guard.verdict("continue", "retry", failed=True) == ("continue", "retry")
    guard.start_iteration()
    guard.record_outcome(failed=True)
    status, reason = guard.verdict("continue", "retry", failed=True)
    assert status == "stuck" and reason.startswith("2 consecutive failures")


def test_guard_complete_needs_successful_commands_and_iterations_are_capped():
    guard = StepGuard()
    guard.start_iteration()
    guard.record_outcome(failed=True)
    assert guard.verdict("complete", "done", failed=True)[0] == "continue"
    guard.record_outcome(failed=False)
    assert guard.verdict("infeasible", "no such control", failed=False) == ("infeasible", "no such control")
    for _ in range(7):
        assert guard.start_iteration()
    assert not guard.start_iteration() and guard.iterations == 8
    assert guard.verdict("continue", "", failed=False) == ("stuck", "no result after 8 iterations")


def test_reflection_repeating_while_failures_grow_is_cleared():
    guard = StepGuard()
    guard.reflect("focus on the Submit button")
    assert guard.guidance == "focus on the Submit button" and guard.system_note is None
    guard.record_outcome(failed=True)
    guard.reflect("Focus on the submit button.")
    assert guard.guidance is None and guard.system_note == OVERRIDE_NOTE and guard.reflections_cleared == 1
    guard.reflect("try the form's Enter key")  # a new idea is kept
    assert guard.guidance == "try the form's Enter key" and guard.system_note is None
    guard.reflect("try the form's Enter key")  # repeated, but no new failure: kept
    assert guard.guidance == "try the form's Enter key"
    guard.reflect("anything", detecting_loop=True)
    assert guard.guidance is None and guard.system_note == OVERRIDE_NOTE


def test_batches_are_cut_to_the_iterations_limit_and_never_hold_more_than_five_commands():
    assert clip_batch([1, 2, 3, 4, 5]) == ([1, 2, 3], 2)
    assert clip_batch([1, 2, 3, 4, 5], 4) == ([1, 2, 3, 4], 1)
    assert clip_batch([1]) == ([1], 0)
    orchestrator = StepsOrchestrator(page=None, llm=None, steps=["x"])
    check = orchestrator._check("")
    call = type("Call", (), {})()
    call.args = Decide(reasoning="", status="continue", status_reason="",
                       commands=[{"action": "click", "selector": f"#b{i}"} for i in range(6)])
    assert "at most 5 commands" in check(call)
    call.args = Decide(reasoning="", status="continue", status_reason="", commands=[{"action": "click"}])
    assert "needs a selector" in check(call)


def test_tool_descriptions_are_generated_into_the_prompt():
    assert {"inspect_page", "take_screenshot", "recall_history", "extract_data", "check_page_ready",
            "verify_action_result"} <= set(REGISTRY)
    prompt = StepsOrchestrator(page=None, llm=None, steps=["Open the first result"]).prompt(
        0, StepGuard(iterations=1), [], "PAGE: x")[0]["content"]
    assert describe_tools() in prompt and "extract_data(name: str, selector: str, label: str)" in prompt
    memory = JourneyMemory()
    memory.record(1, 1, "command", "click #a")
    ctx = ToolContext(page=None, memory=memory)
    assert "click #a" in run_tool(ctx, ToolRequest(name="recall_history", args={"max_steps": "3"})).text
    assert "unknown tool" in run_tool(ctx, ToolRequest(name="teleport")).text
    assert "unknown argument" in run_tool(ctx, ToolRequest(name="inspect_page", args={"x": "1"})).text


def test_script_reproduces_only_successful_commands():
    step = StepResult(index=1, text="Search", status="complete", commands=[
        CommandRecord(action="type", selector="#q", value="data", success=True),
        CommandRecord(action="click", selector="#nope", success=False),
        CommandRecord(action="click", selector="role=button[name='Go's]", success=True)])
    text = steps_script("my run", "/jobs", "http://127.0.0.1:1", [step], [("h1", "Jobs")])
    compile(text, "generated.py", "exec")
    assert "page.locator('#q').fill('data')" in text and "#nope" not in text
    assert "def test_my_run(page: Page)" in text and "to_have_text('Jobs', use_inner_text=True)" in text


PAGE = """PAGE: Jobs | /jobs/search
-- header --
FORM "Search jobs" "#search":
  [TYPE: "#kw"] textbox "Search by title, skill, or company"
  [TYPE: "#loc"] textbox "City, state, or zip code"
  [CLICK: "#go"] button "Search" (submit)
-- page --
[CLICK: "#pill"] button "Easy Apply"
-- main --
# Jobs
LIST 3 similar items "li.card":
  - [CLICK: "a[href='/j/1']"] link "Data Engineer" | Acme | Berlin
  - [CLICK: "a[href='/j/2']"] link "Senior Data Engineer" | Beta | Remote
  - [CLICK: "a[href='/j/3']"] link "Analyst" | Gamma | Paris
[CLICK: "#detail a[href='/j/1']"] link "Data Engineer" (heading 2)
[CLICK: "#apply"] button "Easy Apply to Data Engineer at Acme"
FORM "apply" "#f":
  [TYPE: "#fn"] textbox "First name" (required)
  [TYPE: "#mail"] email "Your contact" (required)
"""


def decide(step: str, history: str = "(nothing yet)", page: str = PAGE, note: str = "") -> dict:
    user = (f"Goal: g\n\nCurrent step (1 of 1): {step}\n\nRecent history (last 5):\n{history}\n\n{note}"
            f"Page:\n{page}")
    system = f"agent: steps_orchestrator\n{describe_tools()}"
    ctx = Context.from_request({"messages": [{"role": "system", "content": system},
                                             {"role": "user", "content": user}], "tools": []})
    answer = rules.answer(ctx)
    assert answer.tool == "decide"
    return answer.args


def test_rules_search_open_click_fill_check_extract():
    search = decide("Search for data engineer jobs in Berlin")
    assert [(c["action"], c["selector"], c["value"]) for c in search["commands"]] == [
        ("type", "#kw", "data engineer"), ("type", "#loc", "Berlin"), ("click", "#go", "")]
    assert decide("Open the second result")["commands"][0]["selector"] == "a[href='/j/2']"
    assert decide("Start Easy Apply")["commands"][0]["selector"] == "#apply"  # content over the toolbar pill
    assert decide('Click "Easy Apply"', history="[step 1.1] command: click \"#apply\": gone (FAILED)"
                  )["commands"][0]["selector"] == "#pill"  # the failed one is avoided
    fill = decide("Fill first name with Ada and the contact with ada@example.com")
    assert [(c["selector"], c["value"]) for c in fill["commands"]] == [("#fn", "Ada"), ("#mail", "ada@example.com")]
    assert decide("Check that the page shows Senior Data Engineer")["status"] == "complete"
    missing = decide("Check that the page shows Pagination")
    assert missing["status"] == "continue" and [t["name"] for t in missing["tools"]] == [
        "inspect_page", "take_screenshot", "check_page_ready", "verify_action_result"]  # a look every way there is
    assert decide("Check that the page shows Pagination", history="[step 1.1] tool: inspect_page -> x")["status"] == "stuck"
    extract = decide("Save the job title as job_title")
    assert extract["tools"] == [{"name": "extract_data", "args": {"name": "job_title", "selector": "#detail a[href='/j/1']"}}]
    assert decide("Dance a little")["status"] == "infeasible"
    json.dumps(search)


def _steps_reply(step: str, page_text: str) -> dict:
    """The heuristic steps model's decision for one step on a serialized page (a real request's shape)."""
    prompt = f"Current step (1 of 1): {step}\n\nPage:\n{page_text}"
    request = {"model": "heuristic", "messages": [{"role": "system", "content": "agent: steps_orchestrator"},
                                                  {"role": "user", "content": prompt}],
               "tools": [{"type": "function", "function": {"name": "decide", "parameters": {}}}]}
    return rules.answer(Context.from_request(request)).args


FACET_PAGE = """-- main --
[TYPE: "input[type='search']"] searchbox "Search roles"
[SELECT: "#dept" options: All teams | Engineering | Finance] combobox "Team"
[CLICK: "a[href='?type=ft']"] link "Full-time (27)"
[CLICK: "a[href='?type=pt']"] link "Part-time (6)"
[CHECK: "#remote"] checkbox "Remote" (unchecked)
[CLICK: "a.apply"] link "Apply now"
"""


@pytest.mark.parametrize("step, action, selector, value", [
    ("Filter to the Engineering team", "select", "#dept", "Engineering"),
    ("Use the sidebar to show only Full-time jobs", "click", "a[href='?type=ft']", ""),
    ("Show only Remote jobs", "check", "#remote", ""),
    ("Go to the application form", "click", "a.apply", ""),
])
def test_filter_and_apply_steps_map_to_the_control_named_like_their_option(step, action, selector, value):
    reply = _steps_reply(step, FACET_PAGE)
    assert reply["status"] == "complete"
    assert reply["commands"] == [{"action": action, "selector": selector, "value": value}]


def test_a_step_that_maps_to_nothing_says_what_it_compared_with():
    reply = _steps_reply("Filter to the Marketing team", FACET_PAGE)
    assert reply["status"] == "infeasible"
    assert "compared with" in reply["status_reason"] and "'Full-time (27)'" in reply["status_reason"]


DETAIL_PAGE = """-- page --
[CLICK: "a.brand"] link "JobsDirect Midwest"
[SELECT: "#family" options: Any family | Information Technology] select "Job family" = "Any family"
[CLICK: "#go"] button "Search"
LIST 2 similar items "tr":
  - [CLICK: "a[href='job.html?id=1']"] link "Receptionist" | Hawkeye Staffing | Cedar Rapids, IA
  - [CLICK: "a[href='job.html?id=2']"] link "Bookkeeper" | Badger Books | Madison, WI
Company:
Hawkeye Staffing
"""


@pytest.mark.parametrize("step, action, selector, value", [
    ("Set the job family to Information Technology", "select", "#family", "Information Technology"),
    ("Search", "click", "#go", ""),
    ("Open the job Receptionist", "click", "a[href='job.html?id=1']", ""),  # not "JobsDirect" for "job"
])
def test_set_search_and_open_steps(step, action, selector, value):
    reply = _steps_reply(step, DETAIL_PAGE)
    assert reply["status"] == "complete"
    assert reply["commands"] == [{"action": action, "selector": selector, "value": value}]


def test_a_value_written_beside_its_label_is_saved_by_the_label():
    reply = _steps_reply("Save the company as company", DETAIL_PAGE)
    assert reply["tools"] == [{"name": "extract_data", "args": {"name": "company", "label": "company"}}]


# ---- tool calls: at most 3 per iteration, read-only results cached within a page state, overuse -------------
@pytest.fixture
def counting_tools(monkeypatch):
    """Two made-up tools that count their runs: `look` (read-only) and `note` (writes to the memory)."""
    runs = {"look": 0, "note": 0}
    monkeypatch.setattr("pytest_jobagent.runs.steps.tools.REGISTRY", dict(REGISTRY))

    @tool("look", "read the page", read_only=True, what="str")
    def _look(ctx, what=""):
        runs["look"] += 1
        return f"saw {what} (run {runs['look']})"

    @tool("note", "write down", what="str")
    def _note(ctx, what=""):
        runs["note"] += 1
        return ToolOutput(f"noted {what}", images=[b"png"])

    return runs


def test_a_fourth_tool_call_in_one_iteration_is_refused_with_a_result_the_agent_sees(counting_tools):
    ctx = ToolContext(page=None, memory=JourneyMemory())
    ctx.cache.at("s1")
    outputs = run_tools(ctx, [ToolRequest(name="note", args={"what": str(i)}) for i in range(5)])
    assert counting_tools["note"] == 3 and ctx.refused == 2
    assert [o.refused for o in outputs] == [False, False, False, True, True]
    assert outputs[3].text.startswith("refused: at most 3 tool calls per iteration and this was call 4")


def test_read_only_results_are_cached_while_the_page_state_holds(counting_tools):
    ctx = ToolContext(page=None, memory=JourneyMemory())
    look = ToolRequest(name="look", args={"what": "form"})
    ctx.cache.at(page_state("http://x/jobs", "PAGE: a"))
    first = run_tool(ctx, look, "iteration 1 of step 2")
    again = run_tool(ctx, ToolRequest(name="look", args={"what": "form"}), "iteration 2 of step 2")
    assert counting_tools["look"] == 1 and not first.cached and again.cached and ctx.cache.hits == 1
    assert again.text == "(cached: the page has not changed since iteration 1 of step 2) saw form (run 1)"
    assert not run_tool(ctx, ToolRequest(name="look", args={"what": "list"})).cached  # other arguments: a new call
    ctx.cache.at(page_state("http://x/jobs", "PAGE: a"))  # the same state observed again: still cached
    assert run_tool(ctx, look).cached
    # what changed since the previous look is marked NEW: the same page, looked at again, is the same state
    assert page_state("u", 'NEW [CLICK: "#a"] A\n  NEW - x | y\n  … 2 more (2 NEW)\nDIALOG "F" NEW:') == page_state(
        "u", '[CLICK: "#a"] A\n  - x | y\n  … 2 more\nDIALOG "F":')
    assert run_tool(ctx, look).cached
    ctx.cache.at(page_state("http://x/jobs", "PAGE: b"))  # the page changed on its own
    assert not run_tool(ctx, look).cached and counting_tools["look"] == 3
    ctx.cache.invalidate()  # a command ran
    assert not run_tool(ctx, look).cached and counting_tools["look"] == 4
    run_tool(ctx, ToolRequest(name="note", args={"what": "x"}))
    assert not run_tool(ctx, ToolRequest(name="note", args={"what": "x"})).cached  # not read-only: never cached
    assert {n for n, t in REGISTRY.items() if t.read_only} == {
        "inspect_page", "take_screenshot", "check_page_ready", "verify_action_result"}


def test_the_same_tool_three_iterations_in_a_row_is_overuse():
    assert overused([["inspect_page"], ["inspect_page", "recall_history"]]) == []
    assert overused([["inspect_page", "check_page_ready"], ["check_page_ready", "inspect_page"],
                     ["inspect_page", "check_page_ready"]]) == ["inspect_page", "check_page_ready"]
    assert overused([["take_screenshot"], [], ["take_screenshot"], ["take_screenshot"]]) == []
    assert overused([["take_screenshot"], ["take_screenshot"], ["take_screenshot"], ["take_screenshot"]]) == [
        "take_screenshot"]
    assert "OVERUSE" in OVERUSE_NOTE


def test_screenshots_of_the_last_iteration_follow_the_prompt_as_image_content():
    orchestrator = StepsOrchestrator(page=None, llm=None, steps=["Look"])
    plain = orchestrator.prompt(0, StepGuard(iterations=1), [], "PAGE: x")
    assert isinstance(plain[1]["content"], str)
    messages = orchestrator.prompt(0, StepGuard(iterations=2), ["take_screenshot(): screenshot 1"], "PAGE: x",
                                   images=[b"\x89PNG one"], tool_note="OVERUSE: x")
    text, image = messages[1]["content"]
    assert text["type"] == "text" and "System note: OVERUSE: x" in text["text"] and "Tool results:" in text["text"]
    assert image == {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORyBvbmU="}}
    assert "at most 3 information tools" in messages[0]["content"]


def test_reflections_and_experiences_are_fields_of_the_step():
    step = StepResult(index=1, text="x", reflections=[Reflection(guidance_for_next="try Enter", detecting_loop=True)],
                      experiences=["forms submit with Enter"])
    data = step.model_dump()
    assert data["reflections"][0]["guidance_for_next"] == "try Enter" and data["experiences"] == [
        "forms submit with Enter"]


def test_rules_wait_polls_an_unchanged_page_until_told_it_overuses_the_tools():
    looked = "[step 1.1] tool: inspect_page -> PAGE: x"
    assert decide("Wait until the page shows Senior Data Engineer")["status"] == "complete"
    first = decide("Wait for Visa sponsorship to appear")
    assert first["status"] == "continue" and len(first["tools"]) == 4
    poll = decide("Wait until the page shows Visa sponsorship", history=looked)
    assert poll["status"] == "continue" and [t["name"] for t in poll["tools"]] == ["check_page_ready", "inspect_page"]
    nudged = decide("Wait until the page shows Visa sponsorship", history=looked,
                    note="System note: OVERUSE: you asked for check_page_ready ...\n\n")
    assert nudged["status"] == "stuck" and nudged["status_reason"] == "'Visa sponsorship' did not appear"
    assert nudged["tools"] == [] and nudged["experiences"]


def test_allure_shows_reflection_experiences_and_tool_calls_as_their_own_fields():
    from pytest_jobagent.report.allure import _reflection_params, describe_event

    turn = {"reflection": {"guidance_for_next": "try Enter", "detecting_loop": True, "loop_reasoning": "same click"},
            "experiences": ["forms submit with Enter", "ids are stable"], "learned": ["ids are stable"]}
    assert _reflection_params(turn) == {"reflection: guidance for next": "try Enter",
                                        "reflection: detecting loop": "same click",
                                        "experience 1": "forms submit with Enter (known)",
                                        "experience 2": "ids are stable"}
    assert describe_event("tool_call", {"step": 2, "tool": "inspect_page", "args": {}, "cached": True}) == \
        "step 2 · tool inspect_page() cached"
    assert describe_event("tool_call", {"tool": "take_screenshot", "args": {"full_page": "true"}, "images": 1}) == \
        "tool take_screenshot(full_page=true) ran, 1 image(s) for the model"
    assert "overuse of inspect_page" in describe_event("tool_overuse", {"tools": ["inspect_page"]})


DECOY_PAGE = """PAGE: analyst jobs | /search?q=analyst | scroll 0/900px
-- main --
# analyst jobs in Chicago
[CLICK: "#cards > li:nth-of-type(1) div.spon"] div "Budget Analyst Keystone Financial Itasca, IL Sponsored"
## Budget Analyst
[CLICK: "#cards > li:nth-of-type(2) div.spon"] div "Tax Analyst Vantage Point Deerfield, IL Sponsored"
## Tax Analyst
[CLICK: "a[href='/job/jf-83421']"] link "Data Analyst" (heading 2)
Lakeshore Health Partners
"""


def test_the_first_result_among_sponsored_rows_is_the_title_link_of_a_real_job():
    # rows with a heading and no link (sponsored cards) come before the one job whose title is a link
    reply = _steps_reply("Open the first result", DECOY_PAGE)
    assert reply["commands"] == [{"action": "click", "selector": "a[href='/job/jf-83421']", "value": ""}]


def test_the_title_saved_is_the_heading_the_document_title_begins_with():
    page = ("PAGE: Enfermero/a en Residencia Los Olmos - Madrid | Radar | /empleos/1\n-- main --\n"
            "# Ofertas de empleo en España\n"
            "[CLICK: \"div.row:nth-of-type(1)\"] button \"Enfermero/a Residencia Los Olmos\" (current)\n"
            "### Enfermero/a\n## Enfermero/a\nResidencia Los Olmos\n")
    reply = _steps_reply("Save the title as title", page)
    assert reply["tools"] == [{"name": "extract_data",
                               "args": {"name": "title", "selector": 'role=heading[level=2][name="Enfermero/a"s]'}}]


def test_the_title_saved_in_a_split_view_is_the_pane_heading_after_the_list_not_a_result_heading():
    # the list goes on after an ad card between its items ("LIST (continued)"): those results are the list's too
    page = ("PAGE: Snowflake Jobs in Remote | Board | /jobs?q=snowflake&jobId=2\n-- main --\n"
            "# 3 snowflake jobs in Remote\n"
            "LIST 2 similar items \"article[data-testid='job-card']\":\n"
            "  - Acme Analytics | 4.1 ★ | [CLICK: \"a[href='/job-listing/1']\"] link \"Data Engineer\" (heading 3) | Remote\n"
            "  - Kiteworks | 3.2 ★ | [CLICK: \"a[href='/job-listing/2']\"] link \"Snowflake Data Engineer\" (heading 3)\n"
            "SPONSORED\n[CLICK: \"role=link[name='Data Bootcamp's]\"] link \"Data Bootcamp\"\n"
            "LIST (continued) \"article[data-testid='job-card']\":\n"
            "  - Pinnacle | 3.5 ★ | [CLICK: \"a[href='/job-listing/3']\"] link \"Data Warehouse Engineer\" (heading 3)\n"
            "Kiteworks\n# Snowflake Data Engineer\nUnited States\n## Job description\n")
    reply = _steps_reply("Save the title as title", page)
    assert reply["tools"] == [{"name": "extract_data", "args": {
        "name": "title", "selector": 'role=heading[level=1][name="Snowflake Data Engineer"s]'}}]


SPLIT_CARDS = """-- main --
[TYPE: "input[name='query']"] textbox "搜索职位、公司" = "Java"
[CLICK: "a.search-btn"] link "搜索"
LIST 2 similar items "li.job-card-wrapper":
  - [CLICK: "a[href='/job_detail/d3623.html']"] link "大数据开发工程师 北京·丰台区 20-35K 3-5年 本科" | [CLICK: "li.job-card-wrapper:nth-of-type(1) h3.company-name a"] link "美团" (heading 3) | 互联网 | 已上市 | 吴女士
  - [CLICK: "a[href='/job_detail/04abb.html']"] link "数据分析师（校招） 上海·浦东新区 8-12K 经验不限 本科" | [CLICK: "li.job-card-wrapper:nth-of-type(2) h3.company-name a"] link "字节跳动" (heading 3) | 互联网 | D轮及以上 | 李先生·技术总监
"""


def test_a_split_card_opens_by_its_job_part_not_the_employer_heading():
    """Chinese boards' cards: the job part is one link holding the title, place and pay; the employer's name beside it
    is a heading link to the company's page."""
    reply = _steps_reply("Open the first result", SPLIT_CARDS)
    assert reply["commands"] == [{"action": "click", "selector": "a[href='/job_detail/d3623.html']", "value": ""}]


ROLE_CHOOSER_PAGE = """-- main --
FORM "search" "#search-form":
  [TYPE: "#role-input"] combobox "Role" = "Software Engineer"
  [TYPE: "#location-input"] textbox "Location"
  [CLICK: "#search-form button[type='submit']"] button "Search" (submit)
"""


def test_search_for_jobs_in_a_place_types_only_the_place():
    # "jobs" names no keyword: the place goes into the place field (the "what" here is a chooser of roles)
    reply = _steps_reply("Search for jobs in Berlin", ROLE_CHOOSER_PAGE)
    assert reply["status"] == "complete"
    assert reply["commands"] == [{"action": "type", "selector": "#location-input", "value": "Berlin"},
                                 {"action": "click", "selector": "#search-form button[type='submit']", "value": ""}]
    assert decide("Search for data engineer jobs in Berlin")["commands"][0]["value"] == "data engineer"


RESULTS_AND_SIMILAR = """-- main --
# Praca python
LIST 7 similar items "div.offers > div.offer":
  - Nowa | [CLICK: "a[href='/o/1']"] link "Python Developer" (heading 2) | [CLICK: "div.offer:nth-of-type(1) a.c"] link "Nordvik" (heading 3) | Warszawa | 16 000 zł
  - [CLICK: "a[href='/o/2']"] link "Senior Python Engineer" (heading 2) | [CLICK: "div.offer:nth-of-type(2) a.c"] link "DataKraft" (heading 3) | Kraków | 20 000 zł
  … 5 more similar items "div.offers > div.offer"
## Podobne oferty z innych miast
LIST 4 similar items "section.similar div.offer":
  - [CLICK: "a[href='/o/8']"] link "Programista Python" (heading 2) | Lubelskie IT | Lublin | 14 000 zł | Mid | B2B
  - [CLICK: "a[href='/o/9']"] link "Księgowa" (heading 2) | Biuro Warmia | Olsztyn | Mid | umowa o pracę | pełny etat
  - [CLICK: "a[href='/o/10']"] link "Magazynier" (heading 2) | Logistyka Wschód | Białystok | 5 000 zł | Asystent
  - [CLICK: "a[href='/o/11']"] link "Kurier" (heading 2) | Paczka24 | Gdańsk | umowa zlecenie | pełny etat
"""


def test_the_first_result_is_the_longest_list_s_not_a_strip_of_similar_jobs_with_a_few_more_facts_shown():
    # the results' lines carry more controls and fewer facts than the strip of similar jobs under them
    reply = _steps_reply("Open the first result", RESULTS_AND_SIMILAR)
    assert reply["commands"] == [{"action": "click", "selector": "a[href='/o/1']", "value": ""}]


def test_the_title_saved_is_the_top_heading_not_a_lower_heading_link_under_it():
    # a details page: the job's h1 is text, the employer's name under it an h2 link to the employer's page
    page = ("PAGE: Oferta pracy Python Developer, Nordvik | Praca24 | /praca/python,oferta,1\n-- main --\n"
            "# Python Developer\n[CLICK: \"a.company\"] link \"Nordvik Software sp. z o.o.\" (heading 2)\n"
            "Warszawa, Mokotów\n## Twój zakres obowiązków\n")
    reply = _steps_reply("Save the title as title", page)
    assert reply["tools"] == [{"name": "extract_data", "args": {"name": "title", "selector": "h1"}}]


def test_a_keyword_box_that_suggests_as_one_types_is_typed_into():
    # an <input role=combobox> with a list of suggestions reads as a combobox that lists no options of its own
    page = ("-- main --\nFORM \"formRecherche\" \"#formRecherche\":\n"
            "  [SELECT: \"#motsCles\"] combobox \"Métier, compétence, mot-clé\" = \"comptable\" (collapsed)\n"
            "  [SELECT: \"#lieux\"] combobox \"Lieu de travail\" placeholder=\"Commune, département\" (collapsed)\n"
            "  [SELECT: \"#contrat\" options: CDI | CDD] combobox \"Type de contrat\" = \"CDI\" (collapsed)\n"
            "  [CLICK: \"#go\"] button \"Rechercher\" (submit)\n")
    reply = _steps_reply("Search for infirmier", page)
    assert [(c["action"], c["selector"], c["value"]) for c in reply["commands"]] == [
        ("type", "#motsCles", "infirmier"), ("click", "#go", "")]


def test_a_longer_featured_row_of_fewer_facts_is_no_rival_of_the_results():
    # a board's featured row (title and place) above three results of a search, each with company, place and terms
    page = ("-- main --\nLIST 4 similar items \"div.featured-card\":\n"
            + "".join(f'  - مميزة | [CLICK: "a[href=\'/f/{i}\']"] link "Featured {i}" (heading 3) | دبي\n' for i in range(4))
            + "LIST 3 similar items \"li.job-card\":\n"
            + "".join(f'  - [CLICK: "a[href=\'/j/{i}\']"] link "Job {i}" (heading 2) | [CLICK: "a[href=\'/c/{i}\']"] '
                      f'link "Company {i}" | القاهرة، مصر | دوام كامل | خبرة 2-5 سنوات | 3 أيام\n' for i in range(3)))
    reply = _steps_reply("Open the first result", page)
    assert reply["commands"] == [{"action": "click", "selector": "a[href='/j/0']", "value": ""}]

"""check_explore with a fake live probe, ChangeAnalyzer's hard overrides, and the heuristic roles on sample DOM text."""

from pytest_jobagent.heuristic.model import respond
from pytest_jobagent.llm.tools import tool_schema
from pytest_jobagent.runs.explore.agents import change_analyzer, explorer
from pytest_jobagent.runs.explore.checks import check_explore
from pytest_jobagent.runs.explore.memory import Edge, KeyElements, PageNode
from pytest_jobagent.runs.explore.result import Behavior, ExplorationResult
from pytest_jobagent.runs.explore.schema import ExploreExpect


class FakeProbe:
    def __init__(self, present, effects):
        self.present, self.effects = present, effects

    def resolves(self, selector):
        return selector in self.present

    def distinct(self, selectors):
        return len({s for s in selectors if s in self.present})

    def opens(self, selector, others=None):
        return self.effects.get(selector)


def result():
    edge = Edge(from_page_id="job_search", to_page_id="job_details", action="click job listing")
    return ExplorationResult(
        success=True, page_type="job_search",
        key_elements=KeyElements(filter_button="#f", job_listings=["#j1", "#j2", "#j3"], search_input="#q"),
        behaviors={"job listing": Behavior(action="click", effect="Updated the job details panel", confirmed=True)},
        filter_options={"Date posted": ["Any time", "Past week"]},
        pages=[PageNode(id="job_search", outgoing_edges=[edge]), PageNode(id="job_details", incoming_edges=[edge])])


def test_check_explore_passes_and_fails_on_live_facts():
    expect = ExploreExpect.model_validate({
        "page_type": "job_search",
        "key_elements": {"filter_button": {"resolves": True, "opens": "modal"}, "job_listings": {"min": 3}},
        "behaviors": [{"element": "job listing", "effect_contains": "details", "confirmed": True}],
        "filter_options": {"date": ["past week"]}, "pages": ["job_details"], "edges": ["job_search -> job_details"]})
    assert check_explore(expect, result(), FakeProbe({"#f", "#j1", "#j2", "#j3"}, {"#f": "modal"})) == []
    problems = check_explore(expect, result(), FakeProbe({"#j1"}, {}))
    assert any("filter_button: '#f' matches nothing" in p for p in problems)
    assert any("should open modal, it changed nothing" in p for p in problems)
    assert any("at least 3 distinct" in p for p in problems)
    strict = ExploreExpect.model_validate({"key_elements": {"apply_button": {"resolves": True}},
                                           "pages": ["application_form"], "edges": ["job_details -> job_search"]})
    problems = check_explore(strict, result(), FakeProbe(set(), {}))
    assert "key_elements.apply_button: not found by the exploration" in problems
    assert len(problems) == 3


def test_thinking_expectations_need_the_gate_and_count_its_verdicts():
    from pytest_jobagent.oversight.thinking import ThinkingStats

    expect = ExploreExpect.model_validate({"thinking": {"rejections": {"equals": 1}, "gave_up": False}})
    ungated = check_explore(expect, result(), FakeProbe(set(), {}))
    assert len(ungated) == 1 and "add `thinking: {}`" in ungated[0]
    gated = result()
    gated.thinking = ThinkingStats(calls=3, rejections=3, gave_up=True)
    assert check_explore(expect, gated, FakeProbe(set(), {})) == [
        "thinking.rejections: expected exactly 1, found 3", "thinking.gave_up: expected False, found True"]


def test_change_analyzer_cannot_claim_navigation_without_url_change():
    args = change_analyzer.AnalyzeChange(description="x", element_type="job listing", change_type="navigation",
                                         page_type="job_details", is_new_page_type=True, page_understanding="")
    fixed = change_analyzer.enforce(args, url_changed=False, path_changed=False, dom_changed=True,
                                    current_page_type="job_search")
    assert (fixed.change_type, fixed.is_new_page_type, fixed.page_type) == ("content_loaded", False, "job_search")
    kept = change_analyzer.enforce(args, url_changed=True, path_changed=True, dom_changed=True, current_page_type="job_search")
    assert (kept.change_type, kept.is_new_page_type) == ("navigation", True)


DOM = """PAGE: engineer jobs | /jobs/search?q=engineer
FORM "Search jobs" "#search":
  [TYPE: "#kw"] textbox "Search by title, skill, or company" = "engineer"
  [CLICK: "role=button[name='Search']"] button "Search" (submit)
[CLICK: "button.pill"] button "Easy Apply"
[CLICK: "button.filters"] button "All filters"
LIST 25 similar items "li.card":
  - [CLICK: "a[href='/jobs/view/100001/']"] link "Data Engineer" | Acme | Remote | 1 day ago
  - [CLICK: "a[href='/jobs/view/100002/']"] link "QA Engineer" | Beta | Austin, TX | 2 days ago
  - [CLICK: "a[href='/jobs/view/100003/']"] link "ML Engineer" | Gamma | NYC | 3 days ago
  … 22 more similar items "li.card" (k-th item: "li.card >> nth=k")
[CLICK: "role=button[name='Next']"] button "Next"
[CLICK: "button.apply"] button "Easy Apply to Data Engineer at Acme"
"""


def ask_explorer(actions):
    message = explorer.user_message(task="Understand the page", dom=DOM, memory_summary="EXPLORED PAGES:\n[job_search]: x",
                                    current_page_id="job_search", last_action=None, last_action_result=None,
                                    discovery_count=0,
                                    loop_warning=None, actions=actions, step=1, max_steps=20)
    request = {"model": "heuristic", "messages": [{"role": "system", "content": "agent: explorer\n" + explorer.SYSTEM},
                                                  {"role": "user", "content": message}],
               "tools": [tool_schema(t) for t in explorer.TOOLS], "tool_choice": "required"}
    body, _ = respond(request)
    call = body["choices"][0]["message"]["tool_calls"][0]["function"]
    import json
    args = json.loads(call["arguments"])
    if call["name"] == "act":  # (action, what it acts on) as a click's name and arguments
        return args["action"], {k: v for k, v in args.items() if k in ("selector", "reason")}
    return call["name"], args


def test_heuristic_explorer_plan_filters_listings_apply_pagination_done():
    assert ask_explorer([]) == ("click", {"selector": "button.filters", "reason": ask_explorer([])[1]["reason"]})
    done = ['click "button.filters" -> filter button (modal_opened)']
    assert ask_explorer(done)[1]["selector"] == "a[href='/jobs/view/100002/']"
    done += ['click "a[href=\'/jobs/view/100002/\']" -> job listing (content_loaded)',
             'click "a.x[href=\'/jobs/view/100003/\']" -> job listing (content_loaded)']
    assert ask_explorer(done)[1]["selector"] == "button.apply"  # the job's apply button, not the filter pill
    done += ['click "button.apply" -> apply button (modal_opened)']
    assert ask_explorer(done)[1]["selector"] == "role=button[name='Next']"
    done += ['click "role=button[name=\'Next\']" -> pagination control (content_loaded)']
    name, args = ask_explorer(done)
    assert name == "done"
    assert args["key_elements"]["search_input"] == "#kw" and len(args["key_elements"]["job_listings"]) == 3

"""A premature `done` in apply is checked against the page: refused while required fields are empty (with their
names in the history the model reads), accepted after MAX_REJECTIONS - 1 refusals; the model is the heuristic
server made to say `done` on every reply, not a Python stand-in."""

from __future__ import annotations

from pytest_jobagent import browser
from pytest_jobagent.browser.validation import unfilled_required
from pytest_jobagent.heuristic import HeuristicServer
from pytest_jobagent.llm import FaultSpec, LLMSettings, llm_session
from pytest_jobagent.oversight.thinking import MAX_REJECTIONS
from pytest_jobagent.runs.apply.agent import ApplyAgent

FORM = """<form><h1>Apply</h1>
  <label>Full name * <input name="name"></label>
  <label>Email <input name="email" type="email" required></label>
  <label>Country <select name="country" required><option value="">Choose…</option><option>Canada</option></select></label>
  <fieldset><legend>Over 18? *</legend><label><input type="radio" name="adult" value="y" required> Yes</label>
    <label><input type="radio" name="adult" value="n"> No</label></fieldset>
  <label><input type="checkbox" name="terms" required> I accept the terms</label>
  <label>Nickname <input name="nick"></label>
  <button>Send application</button></form>"""


def test_unfilled_required_names_each_empty_required_field_once(mpage):
    mpage.set_content(FORM)
    missing = unfilled_required(browser.take_snapshot(mpage))
    assert missing == ["Full name *", "Email", "Country", "Over 18? *", "I accept the terms"]
    mpage.fill("input[name=name]", "Ada")
    mpage.select_option("select", "Canada")
    mpage.check("input[value=n]")
    mpage.check("input[name=terms]")
    assert unfilled_required(browser.take_snapshot(mpage)) == ["Email"]


def test_a_premature_done_is_refused_while_required_fields_are_empty(mpage):
    mpage.set_content(FORM)
    server = HeuristicServer(faults=FaultSpec(rate=1.0, seed=1, kinds=("premature_done",), retry_rate=1.0)).start()
    settings = LLMSettings(provider="heuristic", base_url=server.url, model="jobagent-heuristic", max_retries=0)
    try:
        with llm_session(settings) as llm:
            outcome = ApplyAgent(mpage, llm, user_data={"full_name": "Ada Lovelace"}, max_steps=10).run()
            calls = llm.stats.llm_calls
    finally:
        server.stop()
    refused = [line for line in outcome.history if line.startswith("- done refused")]
    assert len(refused) == MAX_REJECTIONS - 1 and calls == MAX_REJECTIONS
    assert '"Full name *", "Email", "Country", "Over 18? *", "I accept the terms"' in refused[0]
    assert not outcome.success and outcome.error and "confirmed" in outcome.error

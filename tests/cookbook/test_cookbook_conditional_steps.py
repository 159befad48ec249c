"""Conditional steps: a field that a choice brought up (a Yes that reveals "Which visa?") is recorded as behind that
choice, and a replay for an applicant who chooses otherwise skips it instead of failing on a field that never shows.
Recorded through the TraceRecorder as the apply agent drives it (capture, act, record), saved and templated by the
store, replayed by the CookbookExecutor, on a small form of its own."""

from __future__ import annotations

import pytest

from pytest_jobagent.browser import actions
from pytest_jobagent.cookbook import CookbookStore
from pytest_jobagent.cookbook.executor import CookbookExecutor
from pytest_jobagent.cookbook.recorder import TraceRecorder

FORM = """<!doctype html><html><head><title>Apply</title></head><body><form action="done.html" method="get">
<label for="name">Full name</label><input id="name" name="name">
<label for="sponsor">Will you now or in the future require visa sponsorship?</label>
<select id="sponsor" name="sponsor"><option value="">Select…</option><option>Yes</option><option>No</option></select>
<div id="more" hidden><label for="visa">Which visa do you hold?</label><input id="visa" name="visa"></div>
<fieldset><legend>Relocation</legend>
<label><input type="radio" name="move" value="yes" id="move-yes"> Open to relocation</label>
<label><input type="radio" name="move" value="no" id="move-no"> Not open to relocation</label></fieldset>
<div id="where" hidden><label for="city">Preferred city</label><input id="city" name="city"></div>
<button id="send" type="submit">Submit application</button></form>
<script>
document.getElementById('sponsor').addEventListener('change', (e) => {
  document.getElementById('more').hidden = e.target.value !== 'Yes'; });
document.querySelectorAll('[name=move]').forEach((r) => r.addEventListener('change', () => {
  document.getElementById('where').hidden = !document.getElementById('move-yes').checked; }));
</script></body></html>"""

RECORDED = {"full_name": "Ada Lovelace", "visa_sponsorship": "Yes", "visa_type": "H-1B", "city": "Lisbon"}


@pytest.fixture
def store(tmp_path):  # the store's backend plays no part here
    with CookbookStore(tmp_path / "cookbooks.sqlite") as opened:
        yield opened


@pytest.fixture(scope="module")
def site(serve_pages):
    return serve_pages({"form.html": FORM,
                        "done.html": "<!doctype html><title>Thanks</title><h1>Thank you for applying</h1>"})


def _act(recorder, page, action, selector, value=None):
    captured = recorder.capture(selector)
    if action == "type":
        result = actions.type_text(page, selector, value)
    elif action == "select":
        result = actions.select(page, selector, value)
    else:
        result = actions.click(page, selector)
    assert result.success, result.error
    return recorder.record(action, captured, value, result, description=f"{action} {selector}")


def _learn(page, site, store):
    page.goto(site.url("/form.html"))
    recorder = TraceRecorder(page)
    _act(recorder, page, "type", "#name", "Ada Lovelace")
    _act(recorder, page, "select", "#sponsor", "Yes")
    _act(recorder, page, "type", "#visa", "H-1B")
    _act(recorder, page, "click", "#move-yes")
    _act(recorder, page, "type", "#city", "Lisbon")
    _act(recorder, page, "click", "#send")
    return recorder, store.save_from_trace(recorder.steps, url=site.url("/form.html"), task_type="apply",
                                           platform="generic", user_data=RECORDED)


def test_a_field_a_choice_brought_up_is_recorded_behind_that_choice(mpage, site, store):
    recorder, cookbook = _learn(mpage, site, store)
    when = {s.selector: s.when for s in recorder.steps}
    assert when["#name"] is None and when["#sponsor"] is None and when["#send"] is None
    assert when["#visa"].equals == "Yes" and "sponsorship" in when["#visa"].label
    assert when["#city"] is not None and when["#city"].equals == when["#city"].choice  # the radio's own name
    saved = {s.selector: s for s in cookbook.steps}
    assert saved["#visa"].when.choice == "{{visa_sponsorship}}" and saved["#visa"].when.equals == "Yes"
    assert saved["#visa"].value == "{{visa_type}}" and saved["#sponsor"].value == "{{visa_sponsorship}}"


@pytest.mark.parametrize("answer, skipped", [("Yes", []), ("No", ["#visa"])])
def test_a_replay_does_the_steps_behind_a_choice_only_when_the_applicant_makes_it(mpage, site, store, answer,
                                                                                   skipped):
    _, cookbook = _learn(mpage, site, store)
    mpage.goto(site.url("/form.html"))
    applicant = {**RECORDED, "full_name": "Grace Hopper", "visa_sponsorship": answer}
    result = CookbookExecutor(mpage, user_data=applicant).run(cookbook)
    assert result.completed, result.error
    assert [s.selector for s in result.steps if s.skipped] == skipped
    assert "Thank you for applying" in mpage.content()
    sent = mpage.url.split("?", 1)[1]
    assert f"sponsor={answer}" in sent and ("visa=H-1B" in sent) == (answer == "Yes")
    assert "city=Lisbon" in sent and "name=Grace+Hopper" in sent


def test_an_exported_cookbook_keeps_the_condition(mpage, site, store):
    from pytest_jobagent.runs.testcode import cookbook_script

    _, cookbook = _learn(mpage, site, store)
    source = cookbook_script(cookbook, start_url=site.url("/form.html"))
    assert "    if VALUES['visa_sponsorship'].strip().casefold() == 'yes':\n        page.locator('#visa')" in source
    compile(source, "exported.py", "exec")

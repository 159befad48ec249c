"""wait_after in a replay: an allowance for a slow effect (waited for, never slept), recorded for slow pages only.

The page's effects come 2.6 s after the click: later than the action's own settle wait looks (page timers above
2 s are not pending work) and than a verification waits by default (1.5 s), so without the allowance the step
fails, and with it the replay goes on the moment the effect shows.
"""

from __future__ import annotations

import pytest

from pytest_jobagent.browser import ElementSignature, SettleReport, actions
from pytest_jobagent.cookbook.executor import CookbookExecutor, await_effect
from pytest_jobagent.cookbook.models import Cookbook, CookbookStep
from pytest_jobagent.cookbook.recorder import Captured, TraceRecorder, wait_after_for

LATE_MS = 2600
PAGE = f"""<!doctype html><html><head><title>slow form</title></head><body>
<button id="save" onclick="setTimeout(() => {{ const p = document.createElement('p'); p.id = 'saved';
  p.textContent = 'Saved'; document.body.append(p); }}, {LATE_MS})">Save</button>
<button id="next" onclick="setTimeout(() => {{ location.href = 'next.html'; }}, {LATE_MS})">Continue</button>
<button id="quick" onclick="const p = document.createElement('p'); p.id = 'done'; p.textContent = 'Done';
  document.body.append(p)">Quick</button>
</body></html>"""


@pytest.fixture(scope="module")
def site(serve_pages):
    return serve_pages({"form.html": PAGE, "next.html": "<!doctype html><title>next</title><p>Step 2</p>"})


def _replay(page, site, **step):
    page.goto(site.url("/form.html"))
    cookbook = Cookbook(url_pattern="/form.html", task_pattern="apply",
                        steps=[CookbookStep(order=0, action="click", **step)])
    return CookbookExecutor(page, user_data={}).run(cookbook)


def test_a_late_element_needs_the_allowance(mpage, site):
    check = {"type": "element_visible", "value": "#saved"}
    without = _replay(mpage, site, selector="#save", verification=check)
    assert not without.completed and "did not become visible" in (without.error or "")
    within = _replay(mpage, site, selector="#save", verification=check, wait_after=8000)
    assert within.completed, within.error
    assert within.steps[0].waited_after_ms >= LATE_MS - 1000  # it waited for the effect ...
    assert within.steps[0].waited_after_ms < 8000  # ... not for the whole allowance


def test_a_late_navigation_needs_the_allowance(mpage, site):
    check = {"type": "url_changed", "value": "next.html"}
    without = _replay(mpage, site, selector="#next", verification=check)
    assert not without.completed and "did not change" in (without.error or "")
    within = _replay(mpage, site, selector="#next", verification=check, wait_after=8000)
    assert within.completed, within.error
    assert mpage.url.endswith("/next.html")


def test_an_effect_that_is_there_at_once_costs_nothing_and_nothing_sleeps(mpage, site, monkeypatch):
    def no_sleep(*_args, **_kwargs):
        raise AssertionError("a replay never sleeps a fixed time")

    monkeypatch.setattr(mpage, "wait_for_timeout", no_sleep)
    done = _replay(mpage, site, selector="#quick", verification={"type": "element_visible", "value": "#done"},
                   wait_after=20_000)
    assert done.completed, done.error
    assert done.steps[0].waited_after_ms < 10_000
    unset = _replay(mpage, site, selector="#quick", verification={"type": "element_visible", "value": "#done"})
    assert unset.completed and unset.steps[0].waited_after_ms == 0


def test_a_page_left_busy_is_waited_for_only_with_an_allowance(mpage, site):
    mpage.goto(site.url("/form.html"))
    busy = actions.observe(mpage).model_copy(update={"settled": False, "settle": SettleReport(
        settled=False, waited_ms=5000, reason="dom")})
    unset = CookbookStep(order=0, action="wait")
    assert await_effect(mpage, unset, busy) is busy
    settled = await_effect(mpage, unset.model_copy(update={"wait_after": 3000}), busy)
    assert settled.settled and settled.settle is not None and settled.settle.settled


def test_the_recorder_gives_an_allowance_to_slow_pages_only():
    quick = actions.ActionResult(action="click", success=True, url_before="/a", url_after="/a", url_changed=False,
                                 settled=True, settle=SettleReport(settled=True, waited_ms=180))
    slow = quick.model_copy(update={"settled": False, "settle": SettleReport(settled=False, waited_ms=5004,
                                                                             reason="requests")})
    assert wait_after_for(None) is None and wait_after_for(quick) is None
    assert wait_after_for(slow) == 11_000
    huge = slow.model_copy(update={"settle": SettleReport(settled=False, waited_ms=45_000)})
    assert wait_after_for(huge) == 60_000
    recorder = TraceRecorder(page=None)
    captured = Captured("#save", ElementSignature(tag="button", name="Save"))
    assert recorder.record("click", captured, None, quick).wait_after is None
    assert recorder.record("click", captured, None, slow).wait_after == 11_000


def test_old_steps_without_wait_after_still_load():
    step = CookbookStep.model_validate({"order": 0, "action": "click", "selector": "#save"})
    assert step.wait_after is None


BUSY = """<!doctype html><html><head><title>busy form</title></head><body>
<p id="clock">0</p><label>Name <input id="name"></label>
<label>Where <select id="where" onchange="document.getElementById('more').hidden = false">
  <option>Choose</option><option>Remote</option></select></label>
<label id="more" hidden>Why remote <input id="why"></label>
<script>let n = 0; setInterval(() => { document.getElementById('clock').textContent = ++n; }, 30);</script>
</body></html>"""


def test_filling_a_form_waits_for_no_quiet_page(mpage, site):
    # A page that never falls quiet (a clock ticking every 30 ms): a quiet-window wait would end at its 5 s bound
    (site.root / "busy.html").write_text(BUSY)
    mpage.goto(site.url("/busy.html"))
    cookbook = Cookbook(url_pattern="/busy.html", task_pattern="apply", steps=[
        CookbookStep(order=0, action="type", selector="#name", value="Ada",
                     verification={"type": "value_equals", "value": "Ada"}),
        CookbookStep(order=1, action="select", selector="#where", value="Remote",
                     verification={"type": "value_equals", "value": "Remote"}),
        CookbookStep(order=2, action="type", selector="#why", value="Closer to family",  # revealed by the choice
                     verification={"type": "value_equals", "value": "Closer to family"})])
    replay = CookbookExecutor(mpage, user_data={}).run(cookbook)
    assert replay.completed, replay.error
    # no step waited for the page to fall quiet (each would say "DOM still changing" after 5 s, as a click does)
    assert [s.settle for s in replay.steps] == [None, None, None]

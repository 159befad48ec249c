"""Fills in a replay: each goes straight to Playwright, and the values of a run of fills are read back together
before the next step that can change the page; the first wrong value fails the replay at its own step.

The form rewrites the phone number it is given (digits only, cut to 6), holds one field in an open shadow root (the
batch read cannot see it; it is read on its own) and submits to a page that says thank you."""

from __future__ import annotations

import pytest

from pytest_jobagent.cookbook.executor import CookbookExecutor
from pytest_jobagent.cookbook.models import Cookbook, CookbookStep
from pytest_jobagent.cookbook.verification import read_values

FORM = """<!doctype html><html><head><title>Apply</title></head><body><form action="done.html" method="get">
<label for="name">Name</label><input id="name" name="name">
<label for="phone">Phone</label><input id="phone" name="phone"
  oninput="this.value = this.value.replace(/\\D/g, '').slice(0, 6)">
<label for="city">City</label><select id="city" name="city"><option>Berlin</option><option>Lisbon</option></select>
<job-extra></job-extra>
<div role="radiogroup" aria-label="EU work permit"><div id="yes" role="radio" aria-checked="false" tabindex="0">Yes</div>
<div id="no" role="radio" aria-checked="false" tabindex="-1">No</div></div>
<button id="send" type="submit">Send application</button></form>
<script>customElements.define('job-extra', class extends HTMLElement { connectedCallback() {
  this.attachShadow({mode: 'open'}).innerHTML = '<label for="note">Note</label><input id="note">'; } });
document.querySelectorAll('[role=radio]').forEach((r) => r.addEventListener('click', () => {
  document.querySelectorAll('[role=radio]').forEach((o) => o.setAttribute('aria-checked', String(o === r))); }));
</script>
</body></html>"""

# a field that shows up 400 ms after the page loads
LATE = """<!doctype html><html><body><p id="intro">Your details</p><script>
setTimeout(() => document.body.insertAdjacentHTML('beforeend', '<label for="late">City</label><input id="late">'), 400);
</script></body></html>"""


@pytest.fixture(scope="module")
def site(serve_pages):
    return serve_pages({"form.html": FORM, "late.html": LATE,
                        "done.html": "<!doctype html><title>Thanks</title><h1>Thank you for applying</h1>"})


def fill(order, selector, value, action="type"):
    return CookbookStep(order=order, action=action, selector=selector, value=value,
                        verification={"type": "value_equals", "value": value})


def replay(page, site, steps):
    page.goto(site.url("/form.html"))
    cookbook = Cookbook(url_pattern="/form.html", task_pattern="apply", steps=steps)
    return CookbookExecutor(page, user_data={}).run(cookbook)


SUBMIT = CookbookStep(order=9, action="click", selector="#send",
                      verification={"type": "url_changed", "value": "done.html"})


def test_a_run_of_fills_is_verified_before_the_submit_and_the_click_waits_for_its_navigation(mpage, site):
    result = replay(mpage, site, [fill(0, "#name", "Ada Lovelace"), fill(1, "#phone", "555 123"),
                                  fill(2, "#city", "Lisbon", "select"), fill(3, "#note", "weekends"), SUBMIT])
    assert result.completed, result.error
    assert [s.verified for s in result.steps] == [True, True, True, True, True]
    assert [s.order for s in result.replayed] == [0, 1, 2, 3, 9]
    assert mpage.url.endswith("done.html?name=Ada+Lovelace&phone=555123&city=Lisbon")


def test_a_value_the_page_changed_fails_the_replay_at_its_step_before_the_submit(mpage, site):
    result = replay(mpage, site, [fill(0, "#name", "Ada Lovelace"), fill(1, "#phone", "+1 555 123 4567"),
                                  fill(2, "#city", "Lisbon", "select"), SUBMIT])
    assert not result.completed and result.failed_at == 1
    assert "value is '155512', expected '+1 555 123 4567'" in result.error
    assert [(s.order, s.success) for s in result.steps] == [(0, True), (1, False)]  # what came after does not count
    assert [s.order for s in result.replayed] == [0]
    assert mpage.url == site.url("/form.html")  # nothing was submitted


def test_the_batch_read_leaves_fields_it_cannot_see_to_the_per_step_check(mpage, site):
    mpage.goto(site.url("/form.html"))
    mpage.fill("#name", "Grace")
    steps = [fill(0, "#name", "Grace"), fill(1, "#note", "x"), fill(2, "role=textbox[name='Name']", "Grace")]
    assert read_values(mpage, [(s, s.selector) for s in steps]) == ["Grace", None, None]


def test_a_fill_checked_another_way_is_waited_for_before_it_is_counted(mpage, site):
    """Only a fill checked by its value is tried on Playwright's word; any other is counted once it had its chance
    to appear, so a field that renders late is filled, not 'healed'."""
    mpage.goto(site.url("/late.html"))
    step = CookbookStep(order=0, action="type", selector="#late", value="Lisbon",
                        verification={"type": "element_visible", "value": "#intro"})
    result = CookbookExecutor(mpage, user_data={}).run(Cookbook(url_pattern="/late.html", task_pattern="apply",
                                                                steps=[step]))
    assert result.completed and not result.heals, result.error
    assert mpage.locator("#late").input_value() == "Lisbon"


def test_an_aria_radio_checked_in_a_replay_reads_back_as_checked(mpage, site):
    """A div role=radio has no `checked` property: its state is aria-checked, read back like a native box's."""
    result = replay(mpage, site, [fill(0, "#name", "Ada"), fill(1, "#yes", "true", "check"), SUBMIT])
    assert result.completed, result.error
    assert [s.verified for s in result.steps] == [True, True, True]

"""A look at the page, and the settle after setting a value, count the quiet the page has already had
(since_last_change): a quiet page is read at once, a page still changing is waited for as before, and what a value
set starts (a debounced fetch, a field shown a moment later) has happened by the time the action returns."""

import json

from pytest_jobagent.browser import actions
from pytest_jobagent.browser.inpage import call
from pytest_jobagent.browser.settle import SettleOptions, wait_for_settle
from pytest_jobagent.siteserver import SiteServer

TICKING = """<!doctype html><html><body><p id="n">0</p><script>
let n = 0; const id = setInterval(() => { document.getElementById('n').textContent = ++n;
  if (n === 8) clearInterval(id); }, 40);
</script></body></html>"""


def test_a_page_already_quiet_is_read_without_a_new_quiet_window(page):
    page.set_content("<main><h1>Jobs</h1><p>Nothing moves here.</p></main>")
    wait_for_settle(page)  # installs the script; the page then stays still for a full window
    page.wait_for_timeout(150)
    assert wait_for_settle(page, SettleOptions(since_last_change=True)).settled
    # in the page's own clock: the counted window was already over, a fresh one is sat out whole
    counted = call(page, "quiet", {"quietMs": 100, "timeoutMs": 5000, "sinceLastMutation": True})
    fresh = call(page, "quiet", {"quietMs": 100, "timeoutMs": 5000})
    assert counted["quiet"] and fresh["quiet"]
    assert counted["waited_ms"] < 100 <= fresh["waited_ms"]


def test_a_page_still_changing_is_waited_for_until_it_is_quiet(page):
    wait_for_settle(page)
    page.set_content(TICKING)
    report = wait_for_settle(page, SettleOptions(since_last_change=True))
    assert report.settled and page.locator("#n").text_content() == "8"  # every tick happened before the read


FORM = """<!doctype html><html><body><form>
<label>City <input id="city"></label><ul id="suggestions"></ul>
<label>Country <select id="country"><option>Pick one</option><option>Canada</option></select></label>
<div id="extra"></div>
<label><input type="checkbox" id="relocate"> Open to relocation</label><p id="where"></p>
</form><script>
let typing;
city.addEventListener('input', () => { clearTimeout(typing); typing = setTimeout(async () => {
  const names = await (await fetch('suggest.json')).json();
  suggestions.innerHTML = names.filter(n => n.startsWith(city.value)).map(n => '<li>' + n + '</li>').join('');
}, 250); });
country.addEventListener('change', () => setTimeout(() => {
  extra.innerHTML = '<label>Province <input id="province"></label>'; }, 150));
relocate.addEventListener('change', () => Promise.resolve().then(() => { where.textContent = 'Where to?'; }));
</script></body></html>"""


def test_what_a_value_set_starts_has_happened_when_the_action_returns(page, tmp_path):
    (tmp_path / "index.html").write_text(FORM)
    (tmp_path / "suggest.json").write_text(json.dumps(["Toronto", "Tokyo", "Vancouver"]))
    server = SiteServer(tmp_path)
    try:
        page.goto(server.url("/"))
        assert actions.observe(page).success
        typed = actions.type_text(page, "#city", "To")  # a 250 ms debounce, then a fetch, then the list
        assert typed.settled and page.locator("#suggestions li").all_text_contents() == ["Toronto", "Tokyo"]
        chosen = actions.select(page, "#country", "Canada")  # the province field comes 150 ms later
        assert chosen.settled and page.locator("#province").count() == 1
        checked = actions.check(page, "#relocate")  # a microtask's change
        assert checked.settled and page.locator("#where").text_content() == "Where to?"
        assert "Province" in (actions.observe(page).dom_after or "")
    finally:
        server.close()

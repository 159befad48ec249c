"""A look at the page that follows no action of ours counts the quiet the page has already had (since_last_change):
a quiet page is read at once, a page still changing is waited for as before."""

from pytest_jobagent.browser.inpage import call
from pytest_jobagent.browser.settle import SettleOptions, wait_for_settle

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

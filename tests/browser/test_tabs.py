"""The tab registry: the tabs and popups a run opens are named as they open, found by name while the run works, and
closed when it ends (the run's own page stays)."""

from __future__ import annotations

import pytest

from pytest_jobagent.browser import actions as act
from pytest_jobagent.browser import inpage
from pytest_jobagent.browser.tabs import TabRegistry
from pytest_jobagent.events import EventBus


@pytest.fixture
def list_page(mpage, test_pages):
    """The module's page on the tabs list; the tabs a test opened are closed after it, whatever it asserted."""
    mpage.goto(test_pages.url("/tabs/list.html"))
    yield mpage
    for page in mpage.context.pages[1:]:
        page.close()


def test_tabs_a_run_opens_are_named_kept_and_closed_at_its_end(list_page):
    bus, seen = EventBus(), []
    bus.subscribe(lambda kind, data: seen.append((kind, data.get("name"))))
    tabs = TabRegistry(list_page, bus)

    first = act.click(list_page, "a[target=_blank]")
    second = act.click(list_page, "button")
    assert first.success and second.success and len(first.new_pages) == 1 and len(second.new_pages) == 1
    opened = tabs.open()
    assert [t.name for t in opened] == ["tab 1", "tab 2"]
    assert all(t.opener_url.endswith("/tabs/list.html") for t in opened)
    tabs.rename(opened[1].page, "details of Analyst")
    assert tabs.named("details of Analyst").url.endswith("job.html?id=2")

    assert tabs.close() == ["tab 1", "details of Analyst"]
    assert list_page.context.pages == [list_page] and not list_page.is_closed()
    assert seen == [("tab_opened", "tab 1"), ("tab_opened", "tab 2"), ("tab_closed", "tab 1"),
                    ("tab_closed", "details of Analyst")]
    act.click(list_page, "a[target=_blank]")  # after the end, a new tab is no longer the run's
    assert tabs.open() == [] and tabs.close() == []


def test_a_link_whose_script_keeps_it_from_opening_a_tab_opens_none(list_page):
    # a split-view card: the title link names a new tab, the page's script shows the job in place instead
    list_page.set_content("""<a id="card" href="/job.html?id=7" target="_blank">Analyst</a><div id="pane"></div>
      <script>card.addEventListener('click', e => { e.preventDefault(); pane.textContent = 'Analyst details'; });
      </script>""")
    result = act.click(list_page, "#card")
    assert result.success and result.new_pages == [] and list_page.context.pages == [list_page]
    assert list_page.text_content("#pane") == "Analyst details"


def test_a_link_that_opens_a_new_tab_returns_with_the_tab_opened(list_page):
    # list pages of Chinese campus portals open every job with target=_blank: the tab is there when the click
    # returns, even when the caller does not wait for the page to settle
    for _ in range(3):
        result = act.click(list_page, "a[target=_blank]", settle_after=False)
        assert result.success and len(result.new_pages) == 1


def test_a_button_whose_script_opens_a_window_returns_with_the_tab_opened(list_page):
    # a row's click handler calls window.open: no link says a tab is coming, the page's script does (destinations.js)
    list_page.set_content("""<button id=row onclick="window.open('job.html?id=' + (++window.n))">Analyst</button>
      <button id=again onclick="window.open('job.html?id=9', 'posting')">Again</button>
      <button id=alone onclick="window.open('job.html?id=8', '_blank', 'noopener')">Alone</button><script>window.n = 0</script>""")
    for _ in range(3):
        result = act.click(list_page, "#row", settle_after=False)
        assert result.success and len(result.new_pages) == 1
    first, second = act.click(list_page, "#again"), act.click(list_page, "#again")  # the named window opens once, then reused
    assert len(first.new_pages) == 1 and second.success and second.new_pages == []
    # the reused window is not a new one the click would wait for
    assert inpage.call(list_page, "windowsOpened") == 4
    alone = act.click(list_page, "#alone", settle_after=False)  # window.open returns no window with noopener, yet opens one
    assert alone.success and len(alone.new_pages) == 1

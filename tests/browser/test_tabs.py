"""The tab registry: the tabs and popups a run opens are named as they open, found by name while the run works, and
closed when it ends (the run's own page stays)."""

from __future__ import annotations

from pytest_jobagent.browser import actions as act
from pytest_jobagent.browser.tabs import TabRegistry
from pytest_jobagent.events import EventBus


def test_tabs_a_run_opens_are_named_kept_and_closed_at_its_end(mpage, test_pages):
    mpage.goto(test_pages.url("/tabs/list.html"))
    bus, seen = EventBus(), []
    bus.subscribe(lambda kind, data: seen.append((kind, data.get("name"))))
    tabs = TabRegistry(mpage, bus)

    first = act.click(mpage, "a[target=_blank]")
    second = act.click(mpage, "button")
    assert first.success and second.success and len(first.new_pages) == 1 and len(second.new_pages) == 1
    opened = tabs.open()
    assert [t.name for t in opened] == ["tab 1", "tab 2"]
    assert all(t.opener_url.endswith("/tabs/list.html") for t in opened)
    tabs.rename(opened[1].page, "details of Analyst")
    assert tabs.named("details of Analyst").url.endswith("job.html?id=2")

    assert tabs.close() == ["tab 1", "details of Analyst"]
    assert mpage.context.pages == [mpage] and not mpage.is_closed()
    assert seen == [("tab_opened", "tab 1"), ("tab_opened", "tab 2"), ("tab_closed", "tab 1"),
                    ("tab_closed", "details of Analyst")]
    act.click(mpage, "a[target=_blank]")  # after the end, a new tab is no longer the run's
    assert tabs.open() == [] and tabs.close() == []
    for page in mpage.context.pages[1:]:
        page.close()


def test_a_link_whose_script_keeps_it_from_opening_a_tab_opens_none(mpage, test_pages):
    # a split-view card: the title link names a new tab, the page's script shows the job in place instead
    mpage.goto(test_pages.url("/tabs/list.html"))
    mpage.set_content("""<a id="card" href="/job.html?id=7" target="_blank">Analyst</a><div id="pane"></div>
      <script>card.addEventListener('click', e => { e.preventDefault(); pane.textContent = 'Analyst details'; });
      </script>""")
    result = act.click(mpage, "#card")
    assert result.success and result.new_pages == [] and mpage.context.pages == [mpage]
    assert mpage.text_content("#pane") == "Analyst details"


def test_a_link_that_opens_a_new_tab_returns_with_the_tab_opened(mpage, test_pages):
    # list pages of Chinese campus portals open every job with target=_blank: the tab is there when the click
    # returns, even when the caller does not wait for the page to settle
    mpage.goto(test_pages.url("/tabs/list.html"))
    for _ in range(3):
        result = act.click(mpage, "a[target=_blank]", settle_after=False)
        assert result.success and len(result.new_pages) == 1
    for page in mpage.context.pages[1:]:
        page.close()

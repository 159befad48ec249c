"""A card whose empty link is stretched over it (Dice, LinkedIn: its text a space, the title and the chips drawn above
it) is opened by its title's link to the same address (collect.js markItem), which a click reaches: a click on the
stretched link's middle lands on the title above it, and timed out (2 of Dice-style stackhire_us's 50 jobs kept
apply_type unknown). Browser tier, a small page of its own."""

from __future__ import annotations

from pytest_jobagent import browser
from pytest_jobagent.browser import inpage
from pytest_jobagent.runs.collect.listing import read_items

STRETCHED = ('<html><body style="margin:0"><div style="width:420px">' + "".join(
    f'<div class="card" style="position:relative;padding:16px;border:1px solid #ccc">'
    f'<a tabindex="-1" href="/job/{n}" style="position:absolute;inset:0;z-index:0"> </a>'
    f'<a class="title" href="/job/{n}" style="position:relative;z-index:10;display:block;font-size:28px;line-height:'
    f'40px;padding:40px 0" onclick="event.preventDefault(); document.title = \'opened {n}\'">'
    f'Web Developer - Accessibility and Compliance (508) {n}</a><p>Remote • 3d ago</p></div>' for n in range(2))
    + '</div></body></html>')


def test_a_card_under_its_stretched_empty_link_is_opened_by_its_titles_link(mpage):
    mpage.set_content(STRETCHED)
    items = read_items(mpage, "div.card")
    texts = [leaf["text"] for leaf in items[1]["leaves"]]
    assert inpage.call(mpage, "markItem", ["div.card", 1, "data-mark", "/job/1", texts])
    assert mpage.locator("[data-mark]").evaluate("a => a.className") == "title"
    assert browser.click(mpage, "[data-mark]", timeout_ms=3000).success
    assert mpage.title() == "opened 1"

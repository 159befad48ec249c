"""Boards that group their jobs under their employer (Wellfound, Work at a Startup, Otta): a company block with its
logo and name over several job rows, the company never written in a row, more rows folded behind "+2 more jobs".
Each row's company is its block's name; the folded rows are opened before the listing is read (browser tier, a small
page of its own); a list cut by date headings (no logo) names no company."""

from __future__ import annotations

from pytest_jobagent import browser
from pytest_jobagent.browser import inpage
from pytest_jobagent.lexicon import phrases
from pytest_jobagent.runs.collect.listing import extract_item, read_items
from pytest_jobagent.runs.collect.models import FieldMap

ROW = ('<div class="row" data-id="{n}"><a class="job" href="/company/{slug}/jobs/{n}">{title}</a>'
       '<span class="meta">Remote (US)</span><button type="button">Apply</button></div>')


def block(name: str, slug: str, titles: list[str], folded: list[str] = ()) -> str:
    rows = "".join(ROW.format(n=f"{slug}-{i}", slug=slug, title=t) for i, t in enumerate(titles))
    more = ""
    if folded:
        hidden = "".join(ROW.format(n=f"{slug}-x{i}", slug=slug, title=t) for i, t in enumerate(folded))
        more = ('<button type="button" aria-expanded="false" class="more" onclick="this.previousElementSibling.append('
                "this.nextElementSibling.content.cloneNode(true)); this.setAttribute('aria-expanded', 'true'); "
                f"this.textContent = 'Show fewer jobs'\">+{len(folded)} more jobs</button><template>{hidden}</template>")
    return (f'<div class="result"><div class="head"><img src="data:," alt="{name}" width="40" height="40">'
            f'<a href="/company/{slug}"><h2>{name}</h2></a><span>AI copilots for field technicians</span></div>'
            f'<div class="rows">{rows}</div>{more}</div>')


PAGE = ('<html><body><main><h1>Software Engineer jobs</h1>'
        + block("Northwind Robotics", "northwind", ["Senior Backend Engineer", "Founding Engineer"],
                ["Staff ML Engineer", "Robotics Engineer"])
        + block("Pellucid Health", "pellucid", ["iOS Engineer"])
        + '</main></body></html>')
FIELD_MAP = FieldMap(pattern="div.rows > div.row", title="a.job", location="span.meta")


def test_a_row_takes_the_company_of_its_employer_block(mpage):
    mpage.set_content(PAGE)
    found = [extract_item(i, FIELD_MAP, "http://x/") for i in read_items(mpage, FIELD_MAP.pattern)]
    assert [(f["title"], f["company"]) for f in found] == [
        ("Senior Backend Engineer", "Northwind Robotics"), ("Founding Engineer", "Northwind Robotics"),
        ("iOS Engineer", "Pellucid Health")]


def test_folded_rows_of_a_block_are_opened_once_each(mpage):
    mpage.set_content(PAGE)
    pressed = 0
    while (control := inpage.element(mpage, "groupExpander",
                                     [FIELD_MAP.pattern, list(phrases("load_more")), "data-pressed"])) is not None:
        browser.click(mpage, control)
        pressed += 1
    assert pressed == 1  # "Show fewer jobs" (expanded) is never pressed back
    titles = [extract_item(i, FIELD_MAP, "http://x/")["title"] for i in read_items(mpage, FIELD_MAP.pattern)]
    assert titles[:4] == ["Senior Backend Engineer", "Founding Engineer", "Staff ML Engineer", "Robotics Engineer"]
    assert [extract_item(i, FIELD_MAP, "http://x/")["company"] for i in read_items(mpage, FIELD_MAP.pattern)][3] \
        == "Northwind Robotics"


def test_a_list_cut_by_date_headings_names_no_company(mpage):
    days = "".join(f'<section><h2>{day}</h2><div class="rows">{ROW.format(n=n, slug="acme", title=f"Engineer {n}")}'
                   f'{ROW.format(n=n + 10, slug="acme", title=f"Designer {n}")}</div></section>'
                   for n, day in enumerate(["Today", "Yesterday"]))
    mpage.set_content(f"<html><body><main>{days}</main></body></html>")
    found = [extract_item(i, FIELD_MAP, "http://x/") for i in read_items(mpage, FIELD_MAP.pattern)]
    assert [f["company"] for f in found] == [None] * 4
    assert inpage.element(mpage, "groupExpander", [FIELD_MAP.pattern, list(phrases("load_more")), "data-p"]) is None


def test_blocks_left_with_one_row_each_still_list_their_rows(mpage):
    # under a filter every employer keeps one job: the rows no longer repeat side by side, the blocks do
    mpage.set_content('<html><body><main>' + block("Northwind Robotics", "northwind", ["Founding Engineer"])
                      + block("Pellucid Health", "pellucid", ["iOS Engineer"]) + '</main></body></html>')
    assert inpage.call(mpage, "listingWithin", ["div.result", ["a.job", "div.rows > div.row"]]) == "div.rows > div.row"
    # cards whose title link Phase 1 named: the cards stay the listing
    cards = "".join(f'<li class="card"><h3><a href="/jobs/{n}">Engineer {n}</a></h3><span>Berlin</span></li>'
                    for n in range(3))
    mpage.set_content(f'<html><body><ul>{cards}</ul></body></html>')
    assert inpage.call(mpage, "listingWithin", ["li.card", ["h3 > a", "li.card a"]]) is None

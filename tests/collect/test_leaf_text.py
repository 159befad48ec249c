"""A listing leaf's text as a person reads it (collect.js readText, browser tier, a small page of its own): text nodes
as the page writes them, inline elements run on without an added space, boxes stand apart."""

from __future__ import annotations

from pytest_jobagent.runs.collect.listing import extract_item, read_items
from pytest_jobagent.runs.collect.models import FieldMap

# a React board writes each expression as a text node of its own, a comment between ("{city}, {country}")
CARD = ('<div class="card"><h3><a href="/vacancy/{n}">{title}</a></h3><div class="co">{company}</div>'
        '<div class="addr">{place}</div><div class="pay">{pay}</div>'
        '<div class="chips"><span class="chip">{chip1}</span><span class="chip">{chip2}</span></div></div>')
CARDS = [dict(title="Инженер<!-- --> <!-- -->Python", company="ООО <!-- -->Ромашка", place="Москва<!-- -->, <!-- -->Россия",
              pay="$<!-- -->120k", chip1="경기", chip2="성남시"),
         dict(title="Data Engineer", company="Acme", place="<a href='?l=1'>Doha</a>, <a href='?l=2'>Qatar</a>",
              pay="48.000<!-- --> € / Jahr", chip1="Remote", chip2="Full-time")]
STYLE = "<style>.chip { display: inline-block; margin-right: 6px }</style>"


def _items(mpage):
    cards = "".join(CARD.format(n=n, **card) for n, card in enumerate(CARDS))
    mpage.set_content(f'<html><head>{STYLE}</head><body><main><div class="list">{cards}</div></main></body></html>')
    return read_items(mpage, "div.list > div.card")


def test_text_nodes_join_as_the_page_writes_them(mpage):
    items = _items(mpage)
    texts = [{leaf["key"]: leaf["text"] for leaf in item["leaves"]} for item in items]
    # "Москва ," and "$ 120k" when the text nodes were joined with spaces
    assert texts[0]["div.addr"] == "Москва, Россия" and texts[0]["div.pay"] == "$120k"
    assert texts[0]["h3 > a"] == "Инженер Python" and texts[0]["div.co"] == "ООО Ромашка"
    assert texts[1]["div.pay"] == "48.000 € / Jahr"


def test_lines_run_on_through_inline_elements_and_break_at_boxes(mpage):
    items = _items(mpage)
    lines = {leaf["key"]: leaf["lines"] for leaf in items[1]["leaves"]}
    assert lines["div.addr > a"][0] == "Doha, Qatar"  # inline links: no space put before the comma
    # chips are boxes of their own: apart, though the page writes no space between them
    chips = {leaf["key"]: leaf["lines"] for leaf in items[0]["leaves"]}
    assert chips["div.chips > span.chip"][0] == "경기 성남시"
    field_map = FieldMap(pattern="div.list > div.card", title="h3 > a", company="div.co", location="div.addr",
                         salary="div.pay")
    found = extract_item(items[0], field_map, "http://x/")
    assert (found["location"], found["salary"], found["title"]) == ("Москва, Россия", "$120k", "Инженер Python")

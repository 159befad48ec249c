"""Serialization of hand-built snapshots (no browser): collapsed lists, budget, NEW marks, dialogs, diffs."""

from __future__ import annotations

from pytest_jobagent.browser import diff_snapshots, render
from pytest_jobagent.browser.model import Dialog, Group, Node, Snapshot, Viewport


def node(i: int, **kw) -> Node:
    base = {"id": i, "kind": "action", "tag": "a", "role": "link", "action": "click", "selector": f"#n{i}",
            "region": "main"}
    base.update(kw)
    return Node(**base)


def board(cards: int = 60, doc: str = "d1", extra: list[Node] | None = None, dialogs: list[Dialog] | None = None) -> Snapshot:
    nodes = [
        node(1, tag="input", role="searchbox", action="type", name="Search", label="Search", field_type="search",
             selector="#q", region="header"),
        node(2, tag="button", role="button", name="All filters", selector="role=button[name='All filters's]"),
    ]
    for k in range(cards):
        nodes.append(node(100 + 2 * k, name=f"Engineer {k}", selector=f"li.card:nth-of-type({k + 1}) > a", group=0, item=k))
        nodes.append(node(101 + 2 * k, kind="text", tag="span", role="", action=None, name=f"Acme {k} · London",
                          selector=None, group=0, item=k))
    for k in range(80):
        nodes.append(node(1000 + k, name=f"Footer link {k}", selector=f"#f{k}", region="footer"))
    nodes += extra or []
    group = Group(index=0, key="li.card", count=cards, score=90, pattern="ul.results > li.card",
                  titles=[f"Engineer {k}" for k in range(cards)])
    return Snapshot(url="http://127.0.0.1:1/jobs", title="Jobs", doc_id=doc, viewport=Viewport(width=1280, height=720),
                    nodes=nodes, groups=[group], dialogs=dialogs or [])


def test_sixty_listings_cost_a_few_lines_and_nothing_distinct_is_dropped():
    rendered = render(board(), budget=2000)
    text = rendered.text
    assert 'LIST 60 similar items "ul.results > li.card":' in text
    assert "Engineer 0" in text and "Engineer 2" in text and '[CLICK: "li.card:nth-of-type(1) > a"]' in text
    assert '… 57 more similar items "ul.results > li.card"' in text
    assert '[CLICK: "li.card:nth-of-type(10) > a"]' not in text
    assert '[TYPE: "#q"] searchbox "Search"' in text and "All filters" in text
    assert rendered.tokens <= 2000


def test_budget_cuts_footer_links_first_with_a_marker():
    small = render(board(), budget=400)
    assert small.tokens <= 400
    assert "… [cut" in small.text and "links" in small.text
    assert '[TYPE: "#q"]' in small.text and "LIST 60 similar items" in small.text and "Engineer 0" in small.text
    assert "Footer link 79" not in small.text


def test_new_elements_and_open_dialogs_are_marked():
    before = board(cards=3)
    dialog = Dialog(index=0, id=500, role="dialog", name="All filters", modal=True, selector="#filters")
    after = board(cards=5, extra=[node(501, tag="input", role="checkbox", action="check", name="Remote", label="Remote",
                                       field_type="checkbox", selector="#remote", dialog=0)], dialogs=[dialog])
    text = render(after, previous=before).text
    assert 'DIALOG "All filters" (modal) NEW "#filters":' in text
    assert '  NEW [CHECK: "#remote"] checkbox "Remote" (unchecked)' in text
    assert "NEW - [CLICK: \"li.card:nth-of-type(4) > a\"]" in text or "(2 NEW)" in text
    assert "PAGE BEHIND THE DIALOG" in text


def test_diff_of_two_snapshots():
    before = board(cards=3)
    after = board(cards=5)
    after.nodes[1].state.expanded = True
    after.url = "http://127.0.0.1:1/jobs?start=25"
    delta = diff_snapshots(before, after)
    assert delta.url_changed and delta.same_document
    assert {e.name for e in delta.added} >= {"Engineer 3", "Engineer 4"}
    assert delta.changed[0].changes == {"expanded": (None, True)}
    assert "URL changed" in delta.summary() and "added" in delta.summary()
    other_doc = board(cards=3, doc="d2")
    assert diff_snapshots(before, other_doc).added == []  # a reload with the same content is no change

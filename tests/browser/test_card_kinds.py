"""Cards of one listing that differ (browser tier, small pages of their own): a board whose first cards are featured
(a pill more, no salary) and a card with one pill more than the others keep every card's fields where the card
shows them. The field map is drawn as the collect draws it: samples for variety across the view (listing.py
sample_items), the bundled model's map, code; an icon before a leaf names it (a pin, a building, a clock)."""

from __future__ import annotations

from pytest_jobagent.heuristic.roles import extractor
from pytest_jobagent.runs.collect.listing import describe_samples, extract_item, read_items, sample_items, sample_labels
from pytest_jobagent.runs.collect.models import FieldMap

PIN = '<svg aria-label="Location" width="12" height="12" viewBox="0 0 8 8"><circle cx="4" cy="4" r="3"/></svg>'
BUILDING = '<img alt="Company" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="8" height="8">'
CLOCK = '<i class="icon" title="Posted"></i>'


def pill(icon: str, text: str) -> str:
    return f'<li class="fact">{icon}<span>{text}</span></li>'


def card(n: int, title: str, facts: list[tuple[str, str]]) -> str:
    return (f'<article class="job"><h2><a href="/jobs/{n}">{title}</a></h2><ul class="facts">'
            + "".join(pill(icon, text) for icon, text in facts) + "</ul></article>")


def collect(mpage, pattern: str) -> list[dict]:
    items = read_items(mpage, pattern)
    samples = sample_items(items)
    reply = extractor.map_fields("SAMPLED ITEMS:\n" + describe_samples(samples, limit=len(samples)))
    field_map = FieldMap(pattern=pattern, **reply.args)
    field_map.labels = sample_labels(field_map, samples)
    return [extract_item(item, field_map, mpage.url) for item in items]


FEATURED = [("Senior Data Engineer", "Northwind Labs", "Lisbon, Portugal"),
            ("Platform Engineer", "Blue Finch", "Porto, Portugal"),
            ("Site Reliability Engineer", "Quartz Grid", "Madrid, Spain")]
PLAIN = [("Backend Developer", "Acme Foods", "Berlin, Germany", "€60,000"),
         ("Data Analyst", "Helios Retail", "Hamburg, Germany", "€48,000"),
         ("QA Engineer", "Orbit Health", "Munich, Germany", "€52,000"),
         ("Frontend Developer", "Cobalt Media", "Cologne, Germany", "€55,000"),
         ("ML Engineer", "Vela Robotics", "Vienna, Austria", "€70,000"),
         ("DevOps Engineer", "Tern Logistics", "Zurich, Switzerland", "CHF 110,000")]


def test_a_board_whose_first_cards_are_featured_reads_the_rest_right(mpage):
    # the featured cards carry a "Featured" pill before the others and show no pay; the plain ones show a pay
    cards = [card(n, t, [("", "Featured"), (BUILDING, c), (PIN, p), (CLOCK, "2 days ago")])
             for n, (t, c, p) in enumerate(FEATURED, 1)]
    cards += [card(n, t, [(BUILDING, c), (PIN, p), ("", pay), (CLOCK, "3 days ago")])
              for n, (t, c, p, pay) in enumerate(PLAIN, 4)]
    mpage.set_content(f'<html><body><main>{"".join(cards)}</main></body></html>')
    jobs = collect(mpage, "article.job")
    assert [j["company"] for j in jobs] == [c for _, c, _ in FEATURED] + [c for _, c, _, _ in PLAIN]
    assert [j["location"] for j in jobs] == [p for _, _, p in FEATURED] + [p for _, _, p, _ in PLAIN]
    assert [j["salary"] for j in jobs] == [None] * 3 + [pay for *_, pay in PLAIN]
    assert [j["posted_date"] for j in jobs] == ["2 days ago"] * 3 + ["3 days ago"] * 6


def test_a_card_with_one_pill_more_keeps_its_fields(mpage):
    # one card in the middle adds a "Hiring fast" pill before its employer: its numbering shifts by one
    rows = [(t, c, p) for t, c, p, _ in PLAIN]
    cards = [card(n, t, ([("", "Hiring fast")] if n == 4 else []) + [(BUILDING, c), (PIN, p), (CLOCK, "1 day ago")])
             for n, (t, c, p) in enumerate(rows, 1)]
    mpage.set_content(f'<html><body><main>{"".join(cards)}</main></body></html>')
    jobs = collect(mpage, "article.job")
    assert [j["company"] for j in jobs] == [c for _, c, _ in rows]
    assert [j["location"] for j in jobs] == [p for _, _, p in rows]
    assert [j["posted_date"] for j in jobs] == ["1 day ago"] * len(rows)


def test_samples_are_the_first_cards_when_all_cards_are_alike_and_take_each_kind_else():
    def item(n: int, *keys: str) -> dict:
        return {"index": n, "leaves": [{"key": k, "text": k} for k in keys]}

    alike = [item(n, "h2 > a", "li.fact > span", "li.fact > span #2") for n in range(8)]
    assert [i["index"] for i in sample_items(alike)] == [0, 1, 2]
    mixed = [item(n, "h2 > a", "li > span", "li > span #2", "li > span #3") for n in range(3)] \
        + [item(n, "h2 > a", "li > span", "li > span #2") for n in range(3, 9)]
    # the commonest kind of card has the most samples; the first card and one of every kind are in them
    assert [i["index"] for i in sample_items(mixed)] == [0, 3, 4]


def test_a_header_naming_two_fields_names_the_leaves_most_rows_hold_under_it():
    # one sampled row adds a mark under the "Company / Title" column: still the company, then the title
    rows = [("Lumen Foods", "Line Cook (part-time)", ""), ("Blue Finch Cafe", "Barista, weekends", ""),
            ("Orbit Clinic", "Cleaning staff wanted", "Contract")]
    lines = []
    for n, (company, title, mark) in enumerate(rows, 1):
        lines += [f"ITEM {n}:", f'  [td.title > a > span.company] <Company / Title> "{company}" (link /job/{n})',
                  f'  [td.title > a > span.title] <Company / Title> "{title}" (link /job/{n})']
        lines += [f'  [td.title > span.mark] <Company / Title> "{mark}"'] if mark else []
        lines += ['  [td.local] <Location> "Berlin, Germany"']
    reply = extractor.map_fields("SAMPLED ITEMS:\n" + "\n".join(lines))
    assert (reply.args["title"], reply.args["company"]) == ("td.title > a > span.title", "td.title > a > span.company")


def test_the_easy_apply_marker_is_the_words_that_speak_of_applying():
    # sampled for variety, a promoted card holds "Promoted" where another holds "Easy Apply": only the latter marks
    from pytest_jobagent.runs.collect.listing import sample_marker

    def row(text: str) -> dict:
        return {"index": 0, "leaves": [{"key": "div > span #3", "text": text}]}

    field_map = FieldMap(pattern="article", title="h3 > a", easy_apply_marker="div > span #3")
    assert sample_marker(field_map, [row("Easy Apply"), row("Promoted")]) == "Easy Apply"
    assert sample_marker(field_map, [row("New"), row("Promoted")]) is None


def test_of_two_linked_names_the_one_with_an_employers_legal_form_is_the_company():
    rows = [("蔚来汽车", "智能座舱软件工程师"), ("中国工商银行股份有限公司软件开发中心", "数字化管理培训生"),
            ("深信服科技股份有限公司", "售前技术工程师"), ("杭州海康威视数字技术股份有限公司", "Java开发工程师")]
    lines = []
    for n, (company, title) in enumerate(rows, 1):
        lines += [f"ITEM {n}:", f'  [span.zp-com > a] "{company}" (link /company/{n}.html)',
                  f'  [span.zp-pos > a] "{title}" (link /job/{n}.html)', '  [span.zp-city] <zp city> "上海"']
    reply = extractor.map_fields("SAMPLED ITEMS:\n" + "\n".join(lines))
    assert (reply.args["title"], reply.args["company"]) == ("span.zp-pos > a", "span.zp-com > a")

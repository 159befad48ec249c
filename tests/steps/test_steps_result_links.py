"""Which link of a result line opens the result (the steps heuristic, pure): a line that starts with its employer's
link, repeated from line to line and named as an organization (Chinese campus portals: company first, position
second), opens by its second link; a repeated title that reads as no organization keeps its place."""

from __future__ import annotations

from pytest_jobagent.heuristic.roles._page import El
from pytest_jobagent.heuristic.roles._steps_page import _past_employer_links


def line(i: int, first: str, second: str) -> list[El]:
    return [El("CLICK", f"a.c{i}", "link", first, "", "", 2 * i, item=i),
            El("CLICK", f"a.j{i}", "link", second, "", "", 2 * i + 1, item=i)]


def test_an_employer_first_line_opens_by_its_position_link():
    items = [line(0, "华为技术有限公司", "2026届校园招聘-芯片与器件设计工程师"),
             line(1, "华为技术有限公司", "2026届校园招聘-通信工程师"), line(2, "宁德时代新能源科技股份有限公司", "电池研发工程师")]
    chosen = _past_employer_links([els[0] for els in items], items)
    assert [e.name for e in chosen] == ["2026届校园招聘-芯片与器件设计工程师", "2026届校园招聘-通信工程师", "电池研发工程师"]


def test_a_repeated_title_that_names_no_organization_keeps_its_place():
    items = [line(0, "Registered Nurse", "St. Mary Hospital"), line(1, "Registered Nurse", "City Clinic"),
             line(2, "Charge Nurse", "Mercy Care")]
    first = [els[0] for els in items]
    assert _past_employer_links(first, items) == first

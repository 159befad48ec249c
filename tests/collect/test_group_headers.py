"""Job entries grouped under an employer's header that names it by a link to its page or by its logo, with no
heading (Dice's and LinkedIn's "group by company": a logo link and a name link over the entries): each entry takes
the header's employer (block_employer, pure; and on a small page of its own); a header that links to two employers,
or a team heading, names none."""

from __future__ import annotations

from pytest_jobagent.runs.collect.employer import block_employer
from pytest_jobagent.runs.collect.listing import extract_item, read_items
from pytest_jobagent.runs.collect.models import FieldMap


def head(links=(), logos=(), heads=()):
    return {"links": [dict(zip(("href", "text", "label"), link, strict=True)) for link in links],
            "logos": [dict(zip(("alt", "href"), logo, strict=True)) for logo in logos], "heads": list(heads)}


def test_a_link_to_an_employers_page_names_the_block():
    assert block_employer(head(links=[("/company-profile/9f?companyname=Acme", "AL", "Company Logo"),
                                      ("/company-profile/9f?companyname=Acme", "Acme Labs", "")])) == "Acme Labs"
    # the name link's words before a logo's alt that says more ("Acme Labs, Inc.")
    assert block_employer(head(links=[("/company/acme", "Acme Labs", "")],
                               logos=[("Acme Labs, Inc.", "/company/acme")])) == "Acme Labs"


def test_a_logo_names_the_block_without_a_link_of_words():
    assert block_employer(head(links=[("/companies/acme", "", "")], logos=[("Acme Labs", "/companies/acme")])) \
        == "Acme Labs"
    assert block_employer(head(logos=[("Acme Labs logo", None)])) == "Acme Labs"
    assert block_employer(head(logos=[("Acme Labs", None)], heads=["Acme Labs"])) == "Acme Labs"


def test_a_header_of_no_employer_or_of_two_names_none():
    assert block_employer(None) is None
    assert block_employer(head(heads=["Today"])) is None  # a list cut by dates
    assert block_employer(head(links=[("/jobs/team/design", "Design", "")], heads=["Design"])) is None
    assert block_employer(head(logos=[("Team photo", None)])) is None  # an image that says it is no logo
    assert block_employer(head(links=[("/company/acme", "Acme", ""), ("/company/globex", "Globex", "")])) is None


ENTRY = ('<div data-testid="grouped-job-entry" role="article" class="relative flex flex-col p-4" data-id="{id}">'
         '<a tabindex="-1" aria-label="View Details for {title}" href="/job-detail/{id}" class="absolute inset-0"> </a>'
         '<div class="flex"><a class="relative z-10 block" href="/job-detail/{id}">{title}</a>'
         '<button type="button" aria-label="Save job">♡</button></div>'
         '<p class="mb-0 text-sm">{where}<!-- --> • <!-- -->{age}</p></div>')


def group(name: str, slug: str, logo: str | None, entries: list[tuple[str, str, str, str]]) -> str:
    mark = f'<img src="data:," alt="{logo}" width="48" height="48">' if logo else \
        f'<div style="width:48px;height:48px">{"".join(w[0] for w in name.split())}</div>'
    rows = "".join(ENTRY.format(id=i, title=t, where=w, age=a) for i, t, w, a in entries)
    return (f'<div role="listitem" class="w-full border"><div class="flex items-center gap-3 p-4">'
            f'<a aria-label="Company Logo" href="/company-profile/{slug}?companyname={name}" target="_blank">{mark}</a>'
            f'<div><a href="/company-profile/{slug}?companyname={name}"><p class="mb-0 font-semibold">{name}</p></a>'
            f'<p class="text-sm">{len(entries)} jobs</p></div></div>{rows}</div>')


PAGE = ('<html><body><main><h1>Web developer jobs</h1><div role="list" aria-label="Job search results">'
        + group("Northwind Labs", "nw", "Northwind Labs, Inc.", [("n1", "Lead Web Developer", "Remote", "8d ago"),
                                                                ("n2", "Web Developer", "Hybrid in Austin, Texas",
                                                                 "Yesterday")])
        + group("Confidential Company", "cc", None, [("c1", "Web Developer II", "No location provided", "2d ago")])
        + '</div></main></body></html>')
PATTERN = "div[data-testid='grouped-job-entry']"
FIELD_MAP = FieldMap(pattern=PATTERN, title="div.flex > a.relative.z-10.block", location="p.mb-0.text-sm",
                     posted_date="p.mb-0.text-sm")


def test_each_entry_takes_the_employer_its_groups_header_links_to(mpage):
    mpage.set_content(PAGE)
    found = [extract_item(i, FIELD_MAP, "http://x/") for i in read_items(mpage, PATTERN)]
    assert [(f["title"], f["company"], f["location"], f["posted_date"]) for f in found] == [
        ("Lead Web Developer", "Northwind Labs", "Remote", "8d ago"),
        ("Web Developer", "Northwind Labs", "Hybrid in Austin, Texas", "Yesterday"),
        ("Web Developer II", "Confidential Company", "No location provided", "2d ago")]


def test_cards_in_a_plain_list_take_no_group(mpage):
    cards = "".join(f'<div role="listitem"><div class="card"><a href="/company/acme">Acme</a>'
                    f'<a class="t" href="/jobs/{n}">Engineer {n}</a></div></div>' for n in range(3))
    mpage.set_content(f'<html><body><div role="list">{cards}</div></body></html>')
    assert [i["group"] for i in read_items(mpage, "div.card")] == [None, None, None]

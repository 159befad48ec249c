"""Job cards as boards build them (browser tier, small pages of their own): a grid of cards marked up as a <nav> is
the listing, a nav of short topics stays a menu; a card in a wrapper of its own is the listing, not the title block
inside it; what a card shows is read as a person reads it (a ligature icon's word, a members-only notice where the
employer would be, a place written as linked parts each in a wrapper of its own)."""

from __future__ import annotations

from pytest_jobagent.heuristic.roles import extractor
from pytest_jobagent.runs.collect.listing import describe_samples, extract_item, read_items
from pytest_jobagent.runs.collect.models import FieldMap


def collect(mpage, pattern: str) -> list[dict]:
    """The list-level values of every item, as the collect reads them: leaves, the bundled model's map, code."""
    items = read_items(mpage, pattern)
    reply = extractor.map_fields("SAMPLED ITEMS:\n" + describe_samples(items[:3]))
    field_map = FieldMap(pattern=pattern, **reply.args)
    return [extract_item(item, field_map, mpage.url) for item in items]


def test_a_grid_of_job_cards_marked_up_as_a_nav_is_the_listing(observe, mpage):
    groups = observe("/cards/nav_grid.html").listing_groups
    assert [g.count for g in groups] == [6], [(g.pattern, g.count) for g in groups]
    assert mpage.locator(groups[0].pattern).count() == 6
    assert mpage.locator(groups[0].pattern).first.evaluate("e => e.closest('main') !== null && e.localName") == "a"


def test_a_nav_of_short_topics_is_no_listing(observe):
    # each topic has a heading too, but little to read: a menu of the help pages
    assert observe("/cards/nav_menu.html").listing_groups == []


def test_a_ligature_icons_word_and_a_members_only_notice_are_no_values(observe, mpage):
    pattern = observe("/cards/nav_grid.html").listing_groups[0].pattern
    jobs = collect(mpage, pattern)
    # "local_shipping" is drawn as a truck by the icon font (not loaded here): no word of the title, and no company
    assert [j["title"] for j in jobs][:2] == ["Vaga de Conferente de Carga", "Vaga de Auxiliar de Estoque"]
    # "Nome do empregador visível somente para assinantes." says the employer is hidden: a sentence, no name
    assert [j["company"] for j in jobs] == [None] * 6
    assert [j["location"] for j in jobs] == ["Campinas/SP", "Recife/PE", "Recife/PE", "Joinville/SC", "Goiânia/GO",
                                             "Manaus/AM"]
    # two jobs of one title in one town are two jobs: the number after the slug is each one's id
    assert [j["site_id"] for j in jobs[1:3]] == ["9100187", "9100150"]


def test_a_card_in_a_wrapper_is_the_listing_not_its_title_block(observe, mpage):
    groups = observe("/cards/wrapped_cards.html").listing_groups
    assert [g.count for g in groups] == [4], [(g.pattern, g.count) for g in groups]
    # each item holds its whole card (the date and the place below the title block too)
    assert mpage.locator(groups[0].pattern).evaluate_all("els => els.map(e => !!e.querySelector('article h3'))") == [True] * 4
    jobs = collect(mpage, groups[0].pattern)
    assert [j["title"] for j in jobs] == ["Kepala Gudang", "Admin Gudang", "Staf Pengiriman", "Operator Forklift"]
    # the card's aria-label (its title) names no field of it, nor does the link's "Lowongan di Lumen Freight",
    # which says the employer's name again
    assert [j["company"] for j in jobs] == ["PT Lumen Freight", "CV Sinar Niaga Abadi", "PT Arunika Logistik Nusantara",
                                            "PT Lumen Freight"]
    # a place written as linked parts, each in a wrapper of its own with the comma inside the second
    assert [j["location"] for j in jobs] == ["Bekasi, Jawa Barat", "Surabaya, Jawa Timur", "Jawa Tengah",
                                             "Cikarang, Jawa Barat"]


def test_a_field_named_by_the_pages_test_attribute_is_read_by_that_name(mpage):
    # "Kebon Melati" is a neighbourhood no gazetteer knows: only the page's own name for the leaf says it is the place
    rows = [("Kasir Toko", "PT Sinar Pagi", "Kebon Melati"), ("Barista", "CV Kopi Senja", "Pondok Aren"),
            ("Juru Masak", "PT Dapur Nusa", "Rawa Buntu")]
    cards = "".join(f'<li class="job"><h3><a href="/lowongan/{n}">{title}</a></h3><span>{company}</span>'
                    f'<span data-automation="job-location">{place}</span></li>'
                    for n, (title, company, place) in enumerate(rows, 1))
    mpage.set_content(f'<html><body><ul class="jobs">{cards}</ul></body></html>')
    jobs = collect(mpage, "li.job")
    assert [j["location"] for j in jobs] == ["Kebon Melati", "Pondok Aren", "Rawa Buntu"]
    assert [j["company"] for j in jobs] == ["PT Sinar Pagi", "CV Kopi Senja", "PT Dapur Nusa"]


def test_a_lone_card_of_the_listings_kind_beside_it_joins_the_listing(observe, mpage):
    # a spotlight card in a side column, built apart from the list's rows (its employer in a heading above), its title
    # block of the rows' shape linking to a vacancy of their folder: one more job of the listing. The footer's block
    # of that shape is chrome, and "See all vacancies" leads to the folder itself, in no such block
    groups = observe("/cards/lone_card.html").listing_groups
    assert [g.count for g in groups] == [5], [(g.pattern, g.count) for g in groups]
    jobs = [job for part in groups[0].pattern.split(", ") for job in collect(mpage, part)]
    assert [(j["title"], j["company"], j["location"]) for j in jobs][3:] == [
        ("Flood Modeller", "Northgate Maps", "Cardiff, UK"), ("Junior Surveyor", "Lakeside Survey", "Glasgow, UK")]

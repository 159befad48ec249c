"""When a page is a board of many employers, so that its own name (site name, title, logo) is no job's company: value
tests of `many_employers` and its signs (a card that says its company is hidden, a company filter, cards linking to
employers' pages, a site named by board words), in many languages."""

from __future__ import annotations

import pytest

from pytest_jobagent.runs.collect.employer import (
    board_name,
    employer_from,
    employer_page,
    hides_company,
    many_employers,
)


def card(*texts: str, links: tuple[str, ...] = ()) -> dict:
    return {"leaves": [{"key": f"p #{n}", "text": t} for n, t in enumerate(texts)], "links": list(links)}


@pytest.mark.parametrize("text", [
    "Confidential", "Confidential company", "Company name hidden", "Empresa confidencial",
    "Nome da empresa disponível para cadastrados.", "Vertrauliches Unternehmen", "Entreprise confidentielle",
    "Azienda riservata", "Vertrouwelijke werkgever", "Firma poufna", "Компания скрыта", "Компанія прихована",
    "Gizli firma", "Perusahaan dirahasiakan", "企業名非公開", "企业保密", "기업명 비공개",
])
def test_a_card_text_that_says_the_company_is_hidden(text):
    assert hides_company(text)


@pytest.mark.parametrize("text", [
    "Acme GmbH", "Confidentiality Partners", "Handles confidential client data in a regulated team",
    "Remote", "São Paulo/SP", "", "Confidential " + "x" * 90,
])
def test_a_name_or_a_description_that_mentions_secrecy_hides_nothing(text):
    assert not hides_company(text)


def test_a_listing_whose_cards_hide_their_company_is_a_board_of_many_employers():
    cards = [card("Payroll Analyst", "Company name available to registered users.", "Lisbon"),
             card("Warehouse Supervisor", "Company name available to registered users.", "Porto")]
    assert "hidden" in many_employers(cards)
    # one employer's own list: title and place only, links to its jobs
    own = [card("Payroll Analyst", "Lisbon", links=("/jobs/1",)), card("Warehouse Supervisor", "Porto",
                                                                         links=("/jobs/2",))]
    assert many_employers(own) is None


@pytest.mark.parametrize("name", ["Company", "Empresa", "Arbeitgeber", "企业名称", "기업명"])
def test_a_filter_of_companies_makes_a_board_of_many_employers(name):
    assert "filters by company" in many_employers([card("Payroll Analyst")], [name, "Location"])
    assert many_employers([card("Payroll Analyst")], ["Location", "Job type", "Department"]) is None


def test_cards_linking_to_two_employers_pages_make_a_board_of_many_employers():
    cards = [card("Payroll Analyst", links=("/jobs/1", "/company/northwind-traders")),
             card("Support Agent", links=("/jobs/2", "https://board.example/companies/contoso"))]
    assert many_employers(cards) == "cards link to 2 employers' pages"
    # every card linking to the same one employer page (an employer's own "About us") is one employer
    same = [card("Payroll Analyst", links=("/jobs/1", "/company/about")),
            card("Support Agent", links=("/jobs/2", "/company/about"))]
    assert many_employers(same) is None


@pytest.mark.parametrize(("href", "page"), [
    ("/company/acme-inc", "company/acme-inc"), ("https://x.example/Employer-Profile/12", "employer-profile/12"),
    ("/empresa/abc", "empresa/abc"), ("/companies/acme", "companies/acme"), ("/de/unternehmen/acme", "unternehmen/acme"),
    ("/company-profile/acme", "company-profile/acme"),
    ("/jobs/account-manager-company-cars-123", None), ("/company", None), ("/vagas/auxiliar-administrativo/11", None),
])
def test_an_employers_page_is_a_folder_named_by_a_company_word(href, page):
    assert employer_page(href) == page


@pytest.mark.parametrize(("name", "board"), [
    ("Remote Jobs Hub", True), ("Empregos.com.br", True), ("Bolsa de Trabajo Norte", True),
    ("Acme Careers", False), ("Jobs at Acme", False), ("Acme", False), ("Careers", False), ("Jobsora", False),
    ("蓝山招聘", False),
])
def test_a_site_named_by_board_words_and_no_employer_is_a_board(name, board):
    assert board_name(name) is board


def test_a_site_named_as_a_board_gives_no_page_employer():
    assert employer_from({"site": "Remote Jobs Hub", "title": "Remote jobs", "logos": ["Remote Jobs Hub logo"]}) \
        == (None, "")
    # an employer's careers site: its name still speaks
    assert employer_from({"site": "Northwind", "title": "Careers at Northwind"}) == ("Northwind", "site name")
    assert employer_from({"site": "Careers", "title": "Careers at Northwind"}) == ("Northwind", "page title")


@pytest.mark.parametrize("signs", [
    {"title": "Vagas de emprego | Empregos.com.br"},
    {"title": "Remote jobs", "logos": [{"alt": "Remote Jobs Hub logo", "logo": True}]},
])
def test_a_board_named_by_its_title_or_logo_gives_no_page_employer(signs):
    assert employer_from(signs) == (None, "")


def logos(*alts: str, title: str | None = None, **image) -> dict:
    """A card with no company text whose images carry these alt texts (collect.js listingItems `images`)."""
    return {"leaves": [{"key": "h2 > a", "text": title or "Payroll Analyst"}], "links": ["/jobs/1"], "title": title,
            "images": [{"alt": alt, "href": None, "label": "", "heading": False, "width": 48, "height": 48, **image}
                       for alt in alts]}


@pytest.mark.parametrize(("image", "name"), [
    ({"alt": "Acme logo"}, "Acme"), ({"alt": "Logo Bradesco"}, "Bradesco"), ({"alt": "Acme"}, "Acme"),
    ({"alt": "로고 한빛"}, "한빛"),
    # an alt in a link to the employer's page, or in a link labelled as a logo, names its employer whole
    ({"alt": "Globex Corporation", "href": "/company/globex"}, "Globex Corporation"),
    ({"alt": "Initech", "label": "Company Logo"}, "Initech"),
    # no name: a field's name, the logo word, nothing, a badge, a country's flag, a photo's words, the job's title,
    # a board's or a platform's own name
    ({"alt": "Company Logo"}, None), ({"alt": "logo"}, None), ({"alt": ""}, None), ({"alt": "Verified"}, None),
    ({"alt": "Top employer"}, None), ({"alt": "Germany"}, None), ({"alt": "Flag of Germany"}, None),
    ({"alt": "Our Berlin office"}, None), ({"alt": "Team at work"}, None), ({"alt": "Unser Team in Köln"}, None),
    ({"alt": "Payroll Analyst"}, None), ({"alt": "Remote Jobs Hub logo"}, None), ({"alt": "LinkedIn"}, None),
    ({"alt": "Full-time"}, None),
    # a plain alt on a picture that spans the card, or in the card's heading, is no mark
    ({"alt": "Northwind", "width": 640, "height": 320}, None), ({"alt": "Northwind", "heading": True}, None),
])
def test_a_cards_image_names_its_employer(image, name):
    from pytest_jobagent.runs.collect.employer import image_employer

    full = {"href": None, "label": "", "heading": False, "width": 48, "height": 48, **image}
    assert image_employer(full, "Payroll Analyst")[0] == name


def test_cards_whose_logos_name_several_employers_make_a_board_of_many_employers():
    cards = [logos("Acme logo", "Verified", "Germany"), logos("Globex Corporation"), logos("Initech")]
    assert many_employers(cards) == "cards' logos name 3 employers ('Acme', 'Globex Corporation', 'Initech')"
    # one employer's identical logo on every card; a photo per card; alts that name nobody
    assert many_employers([logos("Northwind logo"), logos("Northwind logo"), logos("Northwind")]) is None
    assert many_employers([logos("Our Berlin office"), logos("Team at work"), logos("Our Lisbon office")]) is None
    assert many_employers([logos("Company Logo"), logos("logo"), logos("")]) is None
    # the same photos as big pictures with plain alts, each card's job title in its own image
    assert many_employers([logos("Berlin", width=600), logos("Lisbon", width=600)]) is None
    assert many_employers([logos("Payroll Analyst", title="Payroll Analyst"),
                           logos("Support Agent", title="Support Agent")]) is None


def test_a_card_with_one_employers_logo_names_it():
    from pytest_jobagent.runs.collect.employer import card_employer

    assert card_employer(logos("Acme logo", "Verified"), "Payroll Analyst") == "Acme"
    # a mark said by its alt wins over a plain alt beside it (a partner's picture)
    assert card_employer(logos("Acme logo", "Initech"), "Payroll Analyst") == "Acme"
    assert card_employer(logos("Acme", "Initech"), "Payroll Analyst") is None  # two names: none is surely its
    assert card_employer(logos("Company Logo", "Our Berlin office"), "Payroll Analyst") is None
    assert card_employer(logos(), "Payroll Analyst") is None

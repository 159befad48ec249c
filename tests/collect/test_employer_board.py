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

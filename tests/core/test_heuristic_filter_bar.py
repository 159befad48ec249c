"""The bundled model's reading of a results page whose filters are a bar of facet dropdowns with no control saying
"Filters" (remote-job aggregators: "Job type ▾", "Seniority ▾", "Salary ▾"), under a consent banner that is a dialog
with no close control: the first dropdown is the filter button, and the banner closes by its refusal."""

from __future__ import annotations

from pytest_jobagent.heuristic.roles._page import parse

RESULTS = """PAGE: Remote jobs | Board | /offers?search=designer | scroll 0/4759px
DIALOG "Cookie consent" "[data-testid='cookie-banner']":
  We value your privacy
  [CLICK: "role=button[name='Preferences's]"] button "Preferences"
  [CLICK: "role=button[name='Reject's]"] button "Reject"
  [CLICK: "role=button[name='Accept all's]"] button "Accept all"
-- header --
[CLICK: "nav button.menu"] button "Products" (collapsed)
[CLICK: "nav button.account"] button "Account" (collapsed)
-- main --
FORM "[data-testid='search-form']":
  [TYPE: "#q"] searchbox "Search jobs" = "designer"
  [SELECT: "#where"] combobox "Location" = "Europe" (collapsed)
  [CLICK: "role=button[name='Search's]"] button "Search" (submit)
[CLICK: "role=button[name='Job type's]"] button "Job type" (collapsed)
[CLICK: "role=button[name='Seniority's]"] button "Seniority" (collapsed)
[CLICK: "role=button[name='Salary's]"] button "Salary" (collapsed)
[CLICK: "role=button[name='Most relevant's]"] button "Most relevant"
LIST 2 similar items "article.card":
  - [CLICK: "a[href='/offer/1']"] link "Brand Designer" (heading 2) | Acme | Remote - Spain
  - [CLICK: "a[href='/offer/2']"] link "UX Designer" (heading 2) | Globex | EMEA
"""

ONE_DROPDOWN = """PAGE: Jobs | Board | /jobs
-- main --
[CLICK: "button.sort"] button "Sort by" (collapsed)
LIST 2 similar items "article.card":
  - [CLICK: "a[href='/offer/1']"] link "Brand Designer" | Acme
  - [CLICK: "a[href='/offer/2']"] link "UX Designer" | Globex
"""

NEWSLETTER = """PAGE: Jobs | Board | /jobs
DIALOG "Get jobs by email":
  [TYPE: "#email"] email "Email"
  [CLICK: "button.sub"] button "Subscribe"
  [CLICK: "button.reject"] button "Reject"
-- main --
Jobs
"""


def test_a_bar_of_facet_dropdowns_is_the_filter_button_when_none_says_filters():
    button = parse(RESULTS).filter_button()
    assert button is not None and button.name == "Job type"


def test_a_lone_collapsed_button_is_no_filter_bar():
    assert parse(ONE_DROPDOWN).filter_button() is None


def test_a_consent_dialog_without_a_close_control_closes_by_its_refusal():
    close = parse(RESULTS).close_button()
    assert close is not None and close.name == "Reject"
    # a refusal closes a dialog that asks for consent only
    assert parse(NEWSLETTER).close_button() is None

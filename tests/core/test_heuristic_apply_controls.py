"""The bundled model's reading of a details view: an apply control the page repeats (top and bottom of a posting) is
the job's apply control (the page reader shows no list of the two: tests/browser/test_repeated_control.py); a list of
job cards keeps its per-card apply buttons out."""

from __future__ import annotations

from pytest_jobagent.heuristic.roles._page import parse

DETAILS = """PAGE: Softwareentwickler Java (m/w/d) | Stellenmarkt | /stellenangebote--9834012-inline.html
-- main --
# Softwareentwickler Java (m/w/d)
[CLICK: "div.job__apply--top button[data-at='apply-button']"] button "Jetzt bewerben"
Schnellbewerbung
## Über uns
Wir entwickeln Softwarelösungen.
[CLICK: "div.job__apply--bottom button[data-at='apply-button']"] button "Jetzt bewerben"
Schnellbewerbung
"""

BOARD = """PAGE: Jobs | Board | /jobs
-- main --
LIST 2 similar items "li.card":
  - [CLICK: "a[href='/jobs/1']"] link "Data Analyst" | Acme | [CLICK: "li.card:nth-of-type(1) button"] button "Apply now"
  - [CLICK: "a[href='/jobs/2']"] link "Data Engineer" | Globex | [CLICK: "li.card:nth-of-type(2) button"] button "Apply now"
"""


def test_an_apply_control_repeated_at_a_postings_top_and_bottom_is_its_apply_control():
    applies = parse(DETAILS).apply_buttons(include_submit=True)
    assert [e.selector for e in applies] == ["div.job__apply--top button[data-at='apply-button']",
                                             "div.job__apply--bottom button[data-at='apply-button']"]


def test_the_apply_buttons_of_job_cards_stay_the_cards():
    assert parse(BOARD).apply_buttons() == []

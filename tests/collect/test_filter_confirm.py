"""A filter pass whose options apply only when their panel's confirm control is pressed (browser tier, small pages
of their own): a German sidebar form applied by "Filter anwenden" (a reload), a Spanish drawer of aria-pressed pills
and a role=switch applied by "Mostrar N empleos" (a history push); the confirm control is found by the lexicon's
`show_results` words near the options set, never the search form's button, and the listing it leaves is checked."""

from __future__ import annotations

import pytest

from pytest_jobagent import browser
from pytest_jobagent.runs.collect import controls
from pytest_jobagent.runs.collect.walker import Collection
from pytest_jobagent.runs.explore.memory import KeyElements
from pytest_jobagent.runs.explore.result import ExplorationResult


def collection(page, filter_button: str | None = None) -> Collection:
    exploration = ExplorationResult(success=True, page_type="job_search", key_elements=KeyElements(
        job_listings=["li.job"], filter_button=filter_button))
    return Collection(page, None, exploration)


@pytest.mark.parametrize("explored", [None, "#filters button"], ids=["no-filter-button", "explored-as-filter-button"])
def test_a_sidebar_applies_its_checkboxes_only_by_filter_anwenden(mpage, pages, explored):
    """Explore may name "Filter anwenden" as the filter control: pressed first it would apply nothing, so it is
    pressed once the options are set."""
    mpage.goto(pages.url("/sidebar_confirm.html"))
    browser.wait_for_settle(mpage)
    assert mpage.locator("li.job").count() == 5
    said = collection(mpage, filter_button=explored)._apply_filters({"Arbeitszeit": ["Teilzeit"]})
    assert "NOT FOUND" not in said and "'Filter anwenden'" in said, said
    assert "az=teil" in mpage.url and "was=" not in mpage.url  # the sidebar's form, not the search form
    assert mpage.locator("li.job h3").all_inner_texts() == ["Kassierer (m/w/d)", "Aushilfe Lager (m/w/d)"]
    assert "did not change" not in said and "the page reports 2 jobs" in said
    assert said.count("pressed") == 1


def test_a_drawer_applies_pills_and_a_switch_only_by_its_show_n_jobs_control(mpage, pages):
    mpage.goto(pages.url("/drawer_confirm.html"))
    browser.wait_for_settle(mpage)
    assert mpage.locator("li.job").count() == 6
    walk = collection(mpage, filter_button="#open")
    said = walk._apply_filters({"Jornada": ["Parcial"], "Solo con salario visible": ["Sí"]})
    assert "NOT FOUND" not in said, said
    assert walk.memory.filters_applied == [{"Jornada": ["Parcial"], "Solo con salario visible": ["Sí"]}]
    assert "'Mostrar 2 empleos'" in said, said  # the live count the control stated...
    assert mpage.locator("li.job h3").all_inner_texts() == ["Camarero/a", "Dependiente/a"]  # ...is what is listed
    assert "jornada=parcial" in mpage.url and "salario=1" in mpage.url
    assert controls.open_dialog(mpage) is None  # applying closed the drawer


def test_a_pressed_pill_is_not_pressed_again(mpage, pages):
    mpage.goto(pages.url("/drawer_confirm.html"))
    browser.wait_for_settle(mpage)
    mpage.click("#open")
    mpage.click("[data-v=parcial]")
    found = controls.mark_option(mpage, "[role=dialog]", "Jornada", "Parcial")
    assert found["found"] and found["checked"]  # on already: clicking it would turn it off


def test_the_confirm_control_is_the_one_near_the_options_and_never_the_search_button(mpage):
    mpage.set_content(
        '<form><input name="q"><button>Jobs finden</button></form><button>Filter</button>'
        '<aside><form><label><input type="checkbox" id="t"> Teilzeit</label>'
        '<div><button type="submit">Anwenden</button></div></form></aside>')
    assert controls.mark_option(mpage, None, "Arbeitszeit", "Teilzeit")["found"]
    controls.choose(mpage)
    found = controls.confirm_control(mpage)
    assert found is not None and found[1] == "Anwenden"
    mpage.set_content('<form><input name="q"><button>Jobs finden</button></form>'
                      '<label><input type="checkbox" id="t"> Teilzeit</label>')
    controls.mark_option(mpage, None, "Arbeitszeit", "Teilzeit")
    controls.choose(mpage)
    assert controls.confirm_control(mpage) is None  # an option that applies by itself has no confirm control


def test_the_count_a_control_states_is_read_in_any_grouping():
    assert controls.stated_count("Mostrar 23 empleos") == 23
    assert controls.stated_count("Show 1,234 jobs") == 1234
    assert controls.stated_count("Ergebnisse anzeigen (1.234)") == 1234
    assert controls.stated_count("Apply filters") is None


def test_boxes_that_apply_on_change_by_a_reload_with_counts_in_arabic_indic_digits(mpage, pages):
    """Each box reloads the page as it changes (no confirm control): both options set, none reported missing, and
    the listing is theirs; the counts "(٢)" beside the labels are no part of them."""
    mpage.goto(pages.url("/sidebar_onchange.html"))
    browser.wait_for_settle(mpage)
    said = collection(mpage)._apply_filters({"نوع الوظيفة": ["دوام جزئي", "عن بعد"]})
    assert "NOT FOUND" not in said and "pressed" not in said, said
    assert mpage.url.endswith("?jt=part,remote")
    assert mpage.locator("li.job h3").all_inner_texts() == ["مصمم جرافيك", "مترجم", "كاتب محتوى"]


def test_a_drop_down_that_posts_back_on_change_is_chosen_by_its_option(mpage, pages):
    """A WebForms-style drop-down: choosing "Finance" loads the same address again (a new document, not a new URL);
    the option is found under the label in the cell before it, and nothing else is pressed."""
    mpage.goto(pages.url("/postback_select.html"))
    mpage.evaluate("() => sessionStorage.clear()")
    mpage.reload()
    browser.wait_for_settle(mpage)
    before, address = browser.document_id(mpage), mpage.url
    said = collection(mpage)._apply_filters({"Department": ["Finance"]})
    assert "NOT FOUND" not in said and "pressed" not in said, said
    assert mpage.url == address and browser.document_id(mpage) != before
    assert mpage.locator("#grid td a").all_inner_texts() == ["Accountant I", "Payroll Clerk"]
    again = controls.mark_option(mpage, None, "Department", "Finance")
    assert again["tag"] == "select" and again["checked"]  # chosen already: a second pass leaves it

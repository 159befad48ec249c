"""The page programs that moved from Python strings into browser/js/ (roots.js, reading.js, widgets.js, collect.js),
each run in Chromium on a small document of its own, through the Python function that calls it where there is one."""

from __future__ import annotations

import pytest

from pytest_jobagent.browser import inpage
from pytest_jobagent.browser.actions import in_document
from pytest_jobagent.browser.dom import visible_text
from pytest_jobagent.browser.labelled import value_of_label
from pytest_jobagent.browser.validation import form_messages, invalid_fields
from pytest_jobagent.runs.collect import controls
from pytest_jobagent.runs.collect.employer import page_employer
from pytest_jobagent.runs.collect.layouts import has_form
from pytest_jobagent.runs.collect.listing import count_decoys, read_items

# a host element whose open shadow root holds part of the page, added after the light DOM is parsed
SHADOW = """<script>
  for (const host of document.querySelectorAll('x-card')) {
    const root = host.attachShadow({mode: 'open'});
    root.innerHTML = host.dataset.inner;
  }
</script>"""


@pytest.fixture
def page(mpage):
    mpage.goto("about:blank")
    return mpage


def test_query_deep_reads_through_open_shadow_roots_in_order_and_chains_through_hosts(page):
    page.set_content("""<p class=a>1</p><x-card data-inner="<p class=a>2</p><x-card></x-card>"></x-card>
                        <p class=a>3</p><x-card data-inner="<span class=a>4</span>"></x-card>""" + SHADOW)
    assert inpage.call(page, "deepCount", [".a", "p.a", "not css ((("]) == 4  # each element once, bad CSS none
    assert inpage.call(page, "deepCount", ["x-card >> .a"]) == 0  # deepCount takes plain CSS only
    # the listing reader reads through hosts ("host >> inner") and keeps document order, shadow roots after
    items = read_items(page, "x-card >> .a")
    assert [item["leaves"][0]["text"] for item in items] == ["2", "4"]
    assert [item["leaves"][0]["text"] for item in read_items(page, ".a")] == ["1", "3", "2", "4"]
    with pytest.raises(ValueError, match="not a usable CSS selector"):
        read_items(page, "li[")


def test_listing_items_are_leaves_keyed_by_path_with_labels_links_and_data(page):
    page.set_content("""<ul>
      <li class="card" data-id="7"><a class="title" href="/jobs/7">Engineer</a>
        <span class="company-name">Acme</span><span>Salary:</span><b>$5</b></li>
      <li class="card" data-id="8"><a class="title" href="#/jobs/8">Tester</a>
        <span class="company-name">Beta</span><a href="#top">up</a></li>
      <li class="card" style="display:none"><a href="/jobs/9">Hidden</a></li>
    </ul>""")
    items = read_items(page, "li.card")
    assert [item["index"] for item in items] == [0, 1]
    first = {leaf["key"]: leaf for leaf in items[0]["leaves"]}
    assert first["a.title"]["href"] == "/jobs/7" and first["a.title"]["text"] == "Engineer"
    assert first["span.company-name"]["label"] == "company name"
    assert first["b"]["label"] == "Salary" and first["span"]["text"] == "Salary:"
    assert items[0]["attrs"] == {"data-id": "7"} and items[0]["links"] == ["/jobs/7"]
    assert items[1]["links"] == ["#/jobs/8"]  # a hash route is a link to the job; "#top" is not


def test_class_names_and_test_ids_name_a_field_by_the_lexicons_field_words(page):
    # the words come from the lexicon (concept field_word), a department or team named too; "role" or "icon" name none
    page.set_content("""<ul><li class="card"><a href="/jobs/7">Engineer</a><span data-testid="jobDepartment">Data</span>
      <span class="meta-team">Platform</span><span class="jobRole">Backend</span><span data-testid="reposted-posted">2d</span>
      </li></ul>""")
    labels = {leaf["text"]: leaf["label"] for leaf in read_items(page, "li.card")[0]["leaves"]}
    assert labels == {"Engineer": "", "Data": "job department", "Platform": "meta team", "Backend": "",
                      "2d": "reposted posted"}  # the phrase where it stands as a word, not where it is part of one


def test_decoys_are_the_items_of_the_shape_without_a_link(page):
    page.set_content("<div class=c><a href=/1>a</a></div><div class=c>ad</div><div class=c>ad</div>")
    assert count_decoys(page, "div.c:has(a[href])") == 2
    assert count_decoys(page, "div.c") == 0


def test_apply_controls_outside_the_listing_with_signatures_urls_and_marks(page):
    page.set_content("""<ul><li class=card><a href="https://board.example/1">Apply</a></li></ul>
      <form action="https://board.example/go" method=get><input name=q value=x>
        <button class="btn apply-btn css-1x2y3z">Apply now</button></form>
      <a class="apply-link" href="https://acme.example/job">Apply</a>
      <x-card data-inner="<button class='shadowed'>Apply here</button>"></x-card>
      <div role=dialog><button>Apply in dialog</button><button aria-label="Close">×</button></div>""" + SHADOW)
    found = controls.apply_controls(page, "li.card")
    assert [c["signature"] for c in found] == ["button.apply-btn.btn", "a.apply-link", "button.shadowed"]
    assert found[0]["url"] == "https://board.example/go?q=x" and found[1]["url"] == "https://acme.example/job"
    assert [c["text"] for c in controls.apply_controls(page, "li.card", ["a.apply-link"])] == ["Apply"]
    assert controls.signature_of(page, "form button") == "button.apply-btn.btn"
    assert controls.url_of(page, "form button") == "https://board.example/go?q=x"
    assert controls.signature_of(page, "#gone") is None
    assert controls.dialog_close_button(page, "[role=dialog]") == f"[{controls.MARK}]"
    assert page.locator(f"[{controls.MARK}]").get_attribute("aria-label") == "Close"
    assert controls.dialog_apply_button(page, "[role=dialog]") == f"[{controls.MARK}]"
    assert page.locator(f"[{controls.MARK}]").all_inner_texts() == ["Apply in dialog"]  # marked alone


def test_a_submit_of_a_form_of_options_confirms_them_and_a_panel_opener_does_not(page):
    page.set_content("""<form><label><input type=checkbox>Remote</label><button id=go>Filter</button>
      <button id=more type=button aria-expanded=false>More</button></form>""")
    assert controls.confirms_options(page, "#go") and not controls.confirms_options(page, "#more")
    assert not controls.confirms_options(page, "#gone")


def test_a_filter_option_is_marked_under_its_group_and_its_confirm_control_found_around_it(page):
    page.set_content("""<aside><fieldset><legend>Job type</legend>
        <label><input type=checkbox id=ft>Full-time (29)</label></fieldset>
      <fieldset><legend>Schedule</legend><label><input type=checkbox id=ft2>Full-time (3)</label></fieldset>
      <button>Show results</button></aside><main><button>Show results for all</button></main>""")
    marked = controls.mark_option(page, None, "Schedule", "Full-time")
    assert marked == {"found": 2, "checkable": True, "checked": False, "tag": "input", "caption": "Schedule"}
    assert page.locator(f"[{controls.MARK}]").get_attribute("id") == "ft2"
    assert controls.mark_option(page, None, "Schedule", "Part-time") == {"found": 0}
    controls.mark_option(page, None, "Job type", "Full time")  # loosely: punctuation folded
    assert page.locator(f"[{controls.MARK}]").get_attribute("id") == "ft"
    controls.choose(page)
    assert controls.confirm_control(page) == (f"[{controls.MARK}]", "Show results")
    assert page.locator(f"[{controls.MARK}]").count() == 1


def test_the_next_number_of_a_pager_without_a_next_control_is_marked(page):
    page.set_content("""<nav aria-label="pagination"><a href="?p=1">1</a><span aria-current="page">2</span>
      <a href="?p=3">3</a></nav>""")
    assert controls.numbered_next(page) == f"[{controls.NEXT_MARK}='page 3']"
    page.set_content("""<nav aria-label="pagination"><a href="?p=1">1</a><span aria-current="page">2</span></nav>""")
    assert controls.numbered_next(page) is None


def test_links_a_button_reveals_are_the_shown_ones(page):
    page.set_content("""<a href="https://a.example/">a</a><a href="https://b.example/" style="display:none">b</a>""")
    assert inpage.call(page, "shownLinks") == ["https://a.example/"]


def test_details_values_are_located_below_their_landmark_and_read_back_under_the_same_heading(page):
    page.set_content("""<header><h1>Engineer</h1></header><main><h2>Engineer</h2><p>Intro</p>
      <h3>Salary</h3><div><span>Up to $5,000</span></div><h3>Where</h3><p>Berlin</p></main>""")
    found = inpage.call(page, "locateValues", [{"salary": "up to  $5,000", "location": "Berlin", "x": "nowhere"},
                                               "Engineer"])
    # the first of the elements holding the least text: the <div>, whose text is its <span>'s
    assert found == {"salary": {"anchor": "main", "path": "div:nth-of-type(1)",
                                "text": "Up to $5,000", "heading": "salary"},
                     "location": {"anchor": "main", "path": "p:nth-of-type(2)", "text": "Berlin", "heading": "where"}}
    places = {name: {k: spot[k] for k in ("anchor", "path", "heading")} for name, spot in found.items()}
    places["gone"] = {"anchor": "article", "path": "p", "heading": None}
    assert inpage.call(page, "readPlaces", places) == {"salary": "Up to $5,000", "location": "Berlin", "gone": None}
    assert not has_form(page)
    page.set_content("<form><input name=a><textarea name=b></textarea></form>")
    assert has_form(page)
    page.set_content("<form role=search><input name=a><input name=b></form>")
    assert not has_form(page)


def test_a_listing_item_is_marked_by_what_it_reads_and_its_title_link(page):
    page.set_content("""<x-card data-inner="<div class=row><a href='/apply/1'>Apply</a><a href='/jobs/1'>One</a></div>
      <div class=row><a href='/jobs/2' target=_blank>Two</a></div>"></x-card>""" + SHADOW)
    mark = "data-test-item"
    # the row that still reads "Two", wherever it is now; its link by the href the listing gave
    assert inpage.call(page, "markItem", ["x-card >> .row", 0, mark, "/jobs/2", ["Two"]]) is True
    assert inpage.call(page, "deepCount", [f"[{mark}]"]) == 1
    assert page.locator(f"[{mark}]").get_attribute("href") == "/jobs/2"
    # no href given: the first link of the row at its index (the mark moves)
    assert inpage.call(page, "markItem", ["x-card >> .row", 0, mark, None, []]) is True
    assert page.locator(f"[{mark}]").get_attribute("href") == "/apply/1"
    assert inpage.call(page, "markItem", ["x-card >> .row", 0, mark, None, ["Three"]]) is False


def test_a_link_opens_another_window_by_its_target_or_the_pages_base_target(page):
    """destinations.js opensWindow, on the element a click presses (actions.click) or the collect loop marked."""
    page.set_content("""<a id=blank href=/j/1 target=_blank><span id=inside>One</span></a>
      <a id=named href=/j/2 target=jobview>Two</a><a id=upper href=/j/3 target=_BLANK>Three</a>
      <a id=self href=/j/4 target=_self>Four</a><a id=top href=/j/5 target=_Top>Five</a>
      <a id=parent href=/j/6 target=_parent>Six</a><a id=plain href=/j/7>Seven</a><a id=nohref target=_blank>x</a>
      <map name=m><area id=area href=/j/8 target=_blank alt=Eight></map><button id=button>Apply</button>""")

    def opens(selector: str) -> bool:
        return inpage.call_on(page.locator(selector), "opensWindow", timeout_ms=1000)

    assert [opens(f"#{i}") for i in ("blank", "inside", "named", "upper", "area")] == [True] * 5
    assert [opens(f"#{i}") for i in ("self", "top", "parent", "plain", "nohref", "button")] == [False] * 6
    # a page whose <base> names a window for all its links: a link without a target of its own goes there
    page.set_content("""<base target=_blank><a id=plain href=/j/1>One</a><a id=own href=/j/2 target=_self>Two</a>
      <a id=empty href=/j/3 target="">Three</a>""")
    assert [opens(f"#{i}") for i in ("plain", "own", "empty")] == [True, False, False]
    # the collect loop's marked item inside an open shadow root
    page.set_content("""<x-card data-inner="<a data-test-item href='/j/9' target=_blank>Nine</a>"></x-card>""" + SHADOW)
    assert opens("[data-test-item]")


def test_the_listing_a_selector_sits_in_and_its_index(page):
    page.set_content("<ul><li class=i><a id=a>a</a></li><li class=i><a id=b>b</a></li></ul><p id=out>x</p>")
    assert inpage.call(page, "holdsAny", ["li.i", ["#zz", "((", "#b"]]) is True
    assert inpage.call(page, "holdsAny", ["li.i", ["#out"]]) is False
    assert inpage.call(page, "itemIndexOf", ["li.i", "#b"]) == 1
    assert inpage.call(page, "itemIndexOf", ["li.i", "#out"]) == -1


def test_employer_signs_come_from_structured_data_site_name_and_logo(page):
    page.set_content("""<head><title>Careers at Acme</title><meta property="og:site_name" content="Acme Jobs">
      <script type="application/ld+json">{"@graph": [{"@type": "JobPosting", "hiringOrganization": {"name": "Acme GmbH"}}]}
      </script></head><body><header><div class="site-logo"><img alt="Acme"></div></header></body>""")
    signs = inpage.call(page, "employerSigns")
    assert signs == {"ld": ["Acme GmbH"], "site": "Acme Jobs", "keywords": "", "title": "Careers at Acme",
                     "logos": [{"alt": "Acme", "logo": True}]}
    assert page_employer(page)[0] == "Acme GmbH"
    # a careers page whose title says its brand unspaced before its board words, its keywords the employer's name
    page.set_content("""<head><title>Tuyun社会招聘</title>
      <meta name="keywords" content="青松云图社会招聘,青松云图社招,青松云图招聘,青松云图招聘官网"></head><body></body>""")
    assert inpage.call(page, "employerSigns")["keywords"].startswith("青松云图社会招聘,")
    assert page_employer(page) == ("青松云图", "keywords")


def test_a_logo_in_the_pages_top_band_names_the_employer_without_a_header(page):
    # a careers site's banner: no <header>, no logo class, a link to the employer's main site; its alt says it is the
    # logo and goes on to describe it. A logo further down (a partner's, in the footer) is no sign
    page.set_content("""<head><title>Sites de Carreira</title></head><body style="margin:0">
      <div style="padding:6px"><a href="/"><img width="30" height="30" alt="Voltar para a página inicial"></a>
        <a href="https://northwind.example/"><img width="120" height="40"
        alt="Logo Northwind. Ele é formado por dois arcos azuis sobre um retângulo."></a></div>
      <main style="margin-top:900px"><h3>Vagas abertas</h3></main>
      <footer><img width="40" height="40" alt="Logo Parceiro"></footer></body>""")
    signs = inpage.call(page, "employerSigns")
    # the link home's image (a header's sign by its link) says no logo word: it names nobody
    assert [logo["alt"][:14] for logo in signs["logos"]] == ["Voltar para a ", "Logo Northwind"]
    assert page_employer(page) == ("Northwind", "logo")


def test_text_messages_and_invalid_fields_are_read_through_open_shadow_roots(page):
    page.set_content("""<main><p>Visible</p><p hidden>Hidden</p>
      <x-card data-inner="<p>Inside</p><div role=alert>Email is required</div><input required aria-label=Name>"></x-card>
      <label>Phone<input required id=phone></label></main>""" + SHADOW)
    text = visible_text(page)
    assert "Visible" in text and "Inside" in text and "Hidden" not in text
    assert form_messages(page) == ["Email is required"]
    assert [m.split(":")[0] for m in invalid_fields(page)] == ["Phone", "Name"]  # light DOM first, then shadow


def test_the_value_a_label_names(page):
    page.set_content("""<dl><dt>Company:</dt><dd>Midland Telecom</dd></dl><p>Location: Berlin</p>""")
    selector, value, whole = value_of_label(page, "Company")
    assert value == whole == "Midland Telecom" and page.locator(selector).inner_text() == "Midland Telecom"
    assert value_of_label(page, "Location")[1:] == ("Berlin", "Location: Berlin")
    assert value_of_label(page, "Salary") == (None, "", "")


def test_widgets_describe_a_choice_read_values_back_and_scroll_the_page(page):
    page.set_content("""<select id=s><option value=a>Alpha</option><option value=b selected>Beta</option></select>
      <input id=t value="typed"><input type=checkbox id=c checked><div role=checkbox id=r aria-checked=false></div>
      <div style="height:5000px"></div>""")
    assert in_document(page, "#s", "describeChoice") == ["select", "", [["Alpha", "a"], ["Beta", "b"]]]
    assert in_document(page, "select, input", "describeChoice") is None  # several matches: the locator's turn
    assert in_document(page, "role=button", "describeChoice") is None
    assert inpage.call(page, "readValues", [["#s", "select"], ["#t", "type"], ["#c", "check"], ["#r", "check"],
                                            ["#nothing", "type"], ["((", "type"]]) == \
        ["Beta", "typed", "true", "false", None, None]
    assert inpage.call_on(page.locator("#t"), "fieldValue") == "typed"
    before, after, height = inpage.call(page, "scrollPage", ["down", 300])
    assert (before, after) == (0, 300) and height > 5000
    assert inpage.call(page, "scrollPage", ["top", None])[1] == 0


def test_a_comboboxs_list_its_options_and_what_it_shows(page):
    page.set_content("""<div><input role=combobox aria-controls=l value=""><ul role=listbox id=l>
      <li role=option data-value=1>One</li><li role=option aria-selected=true>Two  2</li></ul></div>""")
    box = page.locator("input").element_handle()
    listbox = inpage.element_on(box, "findList")
    assert listbox is not None and listbox.get_attribute("id") == "l"
    assert inpage.call_on(listbox, "listOptions") == [["One", "1"], ["Two 2", ""]]
    option = page.locator("li").nth(1).element_handle()
    assert inpage.call_on(box, "shownChoice", ["Two", option]) == ["", True]
    assert inpage.element(page, "valueOfLabel", "Nothing here") is None

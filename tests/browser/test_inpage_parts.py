"""The in-page script's parts (browser/js/), each checked on a tiny document, and their assembly into one script."""

from __future__ import annotations

import re

import pytest

from pytest_jobagent.browser import inpage, page_text
from pytest_jobagent.browser.selectors import describe_element, rules
from pytest_jobagent.browser.signature import signature_of


def test_every_part_is_assembled_once_in_the_documented_order():
    on_disk = sorted(path.name for path in inpage.JS_DIR.iterdir())
    assert sorted(inpage.PARTS) == on_disk and len(set(inpage.PARTS)) == len(inpage.PARTS)
    script = inpage.script()
    assert script.startswith("(() => {\n") and script.endswith("})();\n")
    positions = [script.index(f"// ---- js/{name}\n") for name in inpage.PARTS]
    assert positions == sorted(positions)
    assert inpage.PARTS[:2] == ("common.js", "settle.js") and inpage.PARTS[-1] == "api.js"  # helpers first, API last
    for name in inpage.PARTS:
        first = (inpage.JS_DIR / name).read_text(encoding="utf-8").splitlines()[0]
        assert first.startswith("// ") and len(first) <= 120, f"{name} does not start with a line saying what it holds"


def test_no_two_parts_declare_the_same_top_level_name():
    # the parts share one scope: a second `function x` would silently replace the first
    declared = re.compile(r"^(?:async\s+)?function\s+([\w$]+)|^(?:const|let|var|class)\s+([\w$]+)", re.M)
    where: dict[str, list[str]] = {}
    for name in inpage.PARTS:
        for match in declared.finditer((inpage.JS_DIR / name).read_text(encoding="utf-8")):
            where.setdefault(match.group(1) or match.group(2), []).append(name)
    assert {n: parts for n, parts in where.items() if len(parts) > 1} == {}


@pytest.fixture
def page(mpage):
    """A blank document of its own per test, the script in it."""
    mpage.goto("about:blank")
    return mpage


def test_one_install_per_document_behind_the_version_guard(page):
    page.set_content("<p>hello</p>")
    inpage.install(page)
    page.evaluate("() => { window.__before = [window.__jobagent, window.setTimeout]; }")
    inpage.install(page)
    same = page.evaluate("() => window.__before[0] === window.__jobagent && window.__before[1] === window.setTimeout")
    assert same and page.evaluate("() => window.__jobagent.version") == inpage.VERSION
    assert sorted(page.evaluate("() => Object.keys(window.__jobagent)")) == sorted([
        "choiceOf", "describe", "destination", "docId", "findOverlay", "noteChoice", "noteFields", "noteOverlays",
        "opensWindow", "windowsOpened",
        "pendingTimers", "quiet", "scrollScroller", "scrollerTop", "selectorFor", "snapshot", "structuralFor",
        "version",
        # roots.js, reading.js, widgets.js
        "deepCount", "visibleText", "formMessages", "invalidFields", "valueOfLabel", "findList", "listOptions",
        "shownChoice", "describeChoice", "onlyMatch", "scrollPage", "framesHandled", "fieldValue", "fieldChecked",
        "readValues",
        # collect.js
        "listingItems", "listingDecoys", "holdsAny", "listingWithin", "itemIndexOf", "groupExpander", "applyControls", "controlSignature",
        "controlUrl", "markOption", "numberedNext", "aroundChosen", "markNth", "confirmsOptions", "markOnly",
        "locateValues", "readPlaces", "hasForm", "markItem", "employerSigns", "shownLinks",
        "panelShows", "groupOpener", "markDropdown", "employerHeads"])


def test_a_call_crosses_as_json_and_comes_back_as_sent(page):
    page.set_content("<p>hello</p>")
    inpage.install(page)
    page.evaluate("() => { window.__jobagent.echo = (x) => x; window.__jobagent.later = (x) => Promise.resolve(x);"
                  " window.__jobagent.nothing = () => undefined; }")
    value = {"nodes": [{"id": 1, "text": "Café – 5★", "box": None, "ok": True, "score": 0.5}], "n": 0, "s": ""}
    assert inpage.call(page, "echo", value) == value
    assert inpage.call(page, "later", value) == value  # a promise's value, once it resolves
    assert inpage.call(page, "nothing") is None and inpage.call(page, "echo") is None


def test_settle_quiet_waits_for_short_timers_and_ignores_long_ones(page):
    page.set_content("<p id='out'>waiting</p>")
    inpage.install(page)
    page.evaluate("""() => {
        setTimeout(() => { document.querySelector('#out').textContent = 'done'; }, 300);
        setTimeout(() => {}, 60000);  // polling-like: longer than any settle wait
    }""")
    assert inpage.call(page, "pendingTimers") == 1
    report = inpage.call(page, "quiet", {"quietMs": 50, "timeoutMs": 3000})
    assert report["quiet"] and report["reason"] == "quiet" and report["pending_timers"] == 0
    assert report["waited_ms"] >= 250 and report["mutations"] >= 1
    assert page.text_content("#out") == "done"


def test_settle_quiet_gives_up_at_its_timeout(page):
    page.set_content("<p id='out'>0</p>")
    inpage.install(page)
    page.evaluate("() => { const tick = () => { out.textContent = Number(out.textContent) + 1; setTimeout(tick, 20); }; tick(); }")
    report = inpage.call(page, "quiet", {"quietMs": 100, "timeoutMs": 300})
    assert not report["quiet"] and report["reason"] in ("DOM still changing", "timers pending")


SELECTOR_PAGE = """
<ul><li class="card"><a href="/job/1">One</a></li><li class="card"><a href="/job/2">Two</a></li></ul>
<button data-testid="apply">Apply</button>
<div class="row"><span>x</span><span>y</span></div>
<input id="ember123" name="email">
"""


@pytest.mark.parametrize(("target", "expected"), [
    ("a >> nth=1", "a[href='/job/2']"),
    ("button", "[data-testid='apply']"),
    ("input", "input[name='email']"),  # the generated id is passed over
    ("span >> nth=1", None),  # no attribute at all: a structural path
])
def test_selectors_match_exactly_their_element(page, target, expected):
    page.set_content(SELECTOR_PAGE)
    element = page.locator(target)
    selector = inpage.call_on(element, "selectorFor", {"rules": rules()})
    assert expected is None or selector == expected
    assert page.locator(selector).count() == 1
    assert page.locator(selector).evaluate("(el, other) => el === other", element.element_handle())
    structural = inpage.call_on(element, "structuralFor", {"rules": rules()})
    assert page.locator(structural).evaluate("(el, other) => el === other", element.element_handle())


def test_a_signature_names_role_name_and_label(page):
    page.set_content("""<form><label for="e">Email address *</label><input id="e" type="email" required>
        <button type="submit" aria-label="Send application">Send</button></form>""")
    field = describe_element(page, "#e")
    assert field is not None
    assert (field["tag"], field["role"], field["name"], field["label"]) == (
        "input", "textbox", "Email address *", "Email address *")
    assert field["selector"] == "#e" and field["connected"]
    button = signature_of(page, "button")
    assert button is not None and (button.role, button.name) == ("button", "Send application")


def test_a_repeated_group_is_found_with_its_titles(page):
    cards = "".join(f"""<li class="job-card"><a href="/jobs/{k}">{title}</a><p>Acme Corp</p><p>{city}</p></li>"""
                    for k, (title, city) in enumerate([("Platform Engineer", "Toronto"), ("Line Cook", "Austin"),
                                                       ("Brand Designer", "Lisbon")], start=1))
    page.set_content(f"<nav><a href='/'>Home</a><a href='/about'>About</a></nav><main><ul class='jobs'>{cards}</ul></main>")
    snap = inpage.call(page, "snapshot", {"rules": rules()})
    (group,) = snap["groups"]
    assert group["count"] == 3 and group["titles"] == ["Platform Engineer", "Line Cook", "Brand Designer"]
    assert group["pattern_exact"] and page.locator(group["pattern"]).count() == 3
    links = [n for n in snap["nodes"] if n.get("href", "").startswith("/jobs/")]
    assert [(n["group"], n["item"]) for n in links] == [(0, 0), (0, 1), (0, 2)]


def test_the_serialized_snapshot_lists_an_input_by_its_label(page):
    page.set_content("""<form action="/search"><label for="q">Keywords</label><input id="q" name="q">
        <select name="where"><option>Anywhere</option><option>Remote</option></select>
        <button>Search</button></form>""")
    snap = inpage.call(page, "snapshot", {"rules": rules()})
    (field,) = [n for n in snap["nodes"] if n.get("field_name") == "q"]
    assert (field["action"], field["label"], field["selector"]) == ("type", "Keywords", "#q")
    (form,) = snap["forms"]
    assert not form["implicit"] and form["action"] == "/search"
    _, rendered = page_text(page)
    assert 'textbox "Keywords"' in rendered.text

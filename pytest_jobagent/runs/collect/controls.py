"""Page controls by code: apply controls (signature, url), filter options by label, next-page controls, counts."""

from __future__ import annotations

import re
import urllib.parse
from typing import Any

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page

from pytest_jobagent.browser import inpage
from pytest_jobagent.lexicon import pattern as lexicon_pattern
from pytest_jobagent.lexicon import says

from .models import ApplyType

MARK = "data-jobagent-target"
NEXT_MARK = "data-jobagent-next"
# the filter options a pass has set on this document (their confirm control is looked for around them)
CHOSEN = "data-jobagent-chosen"

COUNT = re.compile(r"\b(\d[\d,]*)\s+(?:results?|jobs?)\b", re.IGNORECASE)
APPLY_FILTERS = re.compile(r"^(show|see|apply|view)\b.*|^done$|^update\b.*", re.IGNORECASE)


def apply_controls(page: Page, pattern: str | None, signatures: list[str] | None = None) -> list[dict[str, Any]]:
    """Visible apply-like controls outside the listing items (`pattern`), through open shadow roots: signature (tag
    + stable classes + type), text, url; those of the known `signatures` only when given (collect.js applyControls)."""
    return inpage.call(page, "applyControls", [pattern, signatures])


def signature_of(page: Page, selector: str) -> str | None:
    locator = page.locator(selector)
    if locator.count() < 1:
        return None
    return inpage.call_on(locator.first, "controlSignature")


def url_of(page: Page, selector: str) -> str | None:
    locator = page.locator(selector)
    if locator.count() < 1:
        return None
    return inpage.call_on(locator.first, "controlUrl")


def label_of(page: Page, selector: str) -> str:
    """What a control says: its accessible text, else its aria-label ("" when it is gone)."""
    locator = page.locator(selector)
    if locator.count() < 1:
        return ""
    return locator.first.evaluate("e => (e.innerText || e.getAttribute('aria-label') || '').trim()") or ""


def apply_kind(claimed: ApplyType, url: str | None, page_url: str, label: str = "") -> ApplyType:
    """The application kind a control's target shows, over what was claimed: a link to another host leaves the
    site (external), and so does a control that says so in any language ("Apply on company site", "Aplicar en la
    web de la empresa") though it first goes to the board's own "you are leaving" page; a link under the posting's
    own address (/jobs/12 -> /jobs/12/apply) is its form here."""
    if label and says(label, "apply_external", extra=4):
        return "external"
    if not url or claimed == "unknown":
        return claimed
    target, here = urllib.parse.urlsplit(url), urllib.parse.urlsplit(page_url)
    if target.scheme in ("http", "https") and target.netloc and target.netloc != here.netloc:
        return "external"
    if target.path.startswith(here.path.rstrip("/") + "/") and target.path != here.path:
        return "easy_apply"
    return claimed


def mark_option(page: Page, scope: str | None, group: str, option: str) -> dict[str, Any]:
    """Mark the control of the filter option `option` of `group` (collect.js markOption): what it is, whether it is on,
    the caption it sits under; {"found": 0} when the page has none."""
    return inpage.call(page, "markOption", [scope, group, option, MARK])


def mark_dropdown(page: Page, group: str, option: str) -> bool:
    """Mark the closed dropdown of `group` that holds `option` (to be clicked open; collect.js markDropdown); False
    when there is none."""
    return bool(inpage.call(page, "markDropdown", [group, option, MARK]))


def group_opener(page: Page, group: str) -> str | None:
    """The control that opens a filter group's closed popup of options (a chip "Date posted" over its listbox;
    collect.js groupOpener), marked; None when no such control names the group."""
    found = inpage.call(page, "groupOpener", [group, MARK])
    return str(found) if found else None


def choose(page: Page) -> None:
    """Keep the option just marked as one this pass set (its confirm control is looked for around it). A page that
    posts itself back as the option changes (a WebForms drop-down, a new document on its way) has applied it: no mark
    is left to keep, and its new document is waited for."""
    try:
        page.evaluate(f"() => document.querySelectorAll('[{MARK}]').forEach(e => e.setAttribute('{CHOSEN}', '1'))")
    except PlaywrightError as exc:
        if not inpage.is_navigation_error(exc):
            raise
        try:
            page.wait_for_load_state("domcontentloaded")
        except PlaywrightError:  # the page closed, or the load did not come within Playwright's timeout: said later
            pass


def confirms_options(page: Page, selector: str) -> bool:
    """A control that applies the options beside it rather than opening a panel of them: the submit button of a
    form of checkboxes, radios or selects ("Filter anwenden" under a sidebar), which opens nothing (no popup, no
    expanded state, no controlled region). Pressed before the options are set, it would apply nothing."""
    locator = page.locator(selector)
    return locator.count() > 0 and bool(inpage.call_on(locator.first, "confirmsOptions"))


def confirm_control(page: Page) -> tuple[str, str] | None:
    """The control that applies the options a pass set, when they apply only once it is pressed ("Filter anwenden"
    under a sidebar's checkboxes, "Mostrar 23 empleos" in a drawer's footer, "Apply filters"): the nearest visible
    control around them that says the lexicon's `show_results` (a button before a link at the same distance); marked,
    returned as (selector, its words), or None."""
    found = [c for c in inpage.call(page, "aroundChosen", CHOSEN)
             if c["text"] and says(c["text"], "show_results") is not None and says(c["text"], "search") is None]
    if not found:
        return None
    best = min(found, key=lambda c: (c["depth"], c["link"]))
    if not inpage.call(page, "markNth", [best["i"], MARK]):
        return None
    return f"[{MARK}]", best["text"]


def stated_count(text: str) -> int | None:
    """The number a control or line states ("Mostrar 23 empleos", "Show 1,234 jobs", "48 Jobs gefunden")."""
    match = re.search(r"\d[\d.,\u00a0\u202f]*", text or "")
    if not match:
        return None
    digits = re.sub(r"\D", "", match.group(0))
    return int(digits) if digits else None


def numbered_next(page: Page) -> str | None:
    """A selector of the next page's number in a pager that has no Next control (None: no such pager or last page)."""
    return inpage.call(page, "numberedNext", NEXT_MARK)


def is_visible(page: Page, selector: str) -> bool:
    locator = page.locator(selector)
    return locator.count() > 0 and locator.first.is_visible()


def result_count(page: Page) -> int | None:
    text = page.evaluate("() => (document.querySelector('main') || document.body).innerText")
    match = COUNT.search(text or "")
    return int(match.group(1).replace(",", "")) if match else None


def open_dialog(page: Page) -> str | None:
    """A selector of the open dialog, or None."""
    for selector in ("[role=dialog]:visible", "dialog[open]", "[aria-modal=true]:visible"):
        if page.locator(selector).count():
            return selector.replace(":visible", "")
    return None


def dialog_apply_button(page: Page, dialog: str) -> str | None:
    buttons = page.locator(f"{dialog} button, {dialog} [role=button], {dialog} input[type=submit]")
    for i in range(buttons.count()):
        button = buttons.nth(i)
        text = (button.inner_text() or button.get_attribute("aria-label") or "").strip()
        if APPLY_FILTERS.match(text) and button.is_visible():
            inpage.call_on(button, "markOnly", MARK)
            return f"[{MARK}]"
    return None


# cue: what a control that closes a panel says or is labelled ("Close", "Dismiss", "×"); never "Cancel" or "Clear",
# which may undo the filters just set
CLOSE_PANEL = re.compile(r"^(close|dismiss|hide)\b|^[×✕✖xX]$", re.IGNORECASE)


def dialog_close_button(page: Page, dialog: str) -> str | None:
    """A marked selector of the visible control of the dialog that closes it (by its words or label), or None."""
    buttons = page.locator(f"{dialog} button, {dialog} [role=button], {dialog} a[href='#']")
    for i in range(buttons.count()):
        button = buttons.nth(i)
        texts = [(button.get_attribute("aria-label") or "").strip(), (button.inner_text() or "").strip(),
                 (button.get_attribute("title") or "").strip()]
        if any(CLOSE_PANEL.match(t) for t in texts if t) and button.is_visible():
            inpage.call_on(button, "markOnly", MARK)
            return f"[{MARK}]"
    return None


def is_disabled(page: Page, selector: str) -> bool:
    locator = page.locator(selector)
    if locator.count() < 1:
        return True
    return bool(locator.first.evaluate(
        "(el) => el.disabled || el.getAttribute('aria-disabled') === 'true' || el.classList.contains('disabled')"
        " || el.getAttribute('aria-current') === 'page'"))


def waiting_external_link(page: Page) -> str | None:
    """A link to apply on another site that the page holds but may not show yet ("Postuler sur le site de
    l'entreprise" in the dialog its apply button opens): a link that says so in any language and leads to another
    host. Read without a click, where a board's apply button opens a dialog that holds either its own form or such
    a link, job by job. None when the page holds none."""
    here = urllib.parse.urlsplit(page.url).netloc
    try:
        hrefs = page.locator("a[href]").filter(has_text=lexicon_pattern("apply_external")).evaluate_all(
            "els => els.map(e => e.href)")
    except PlaywrightError:  # the page is navigating: nothing to read
        return None
    return next((h for h in hrefs if urllib.parse.urlsplit(h).scheme in ("http", "https")
                 and urllib.parse.urlsplit(h).netloc != here), None)


def revealed_link(page: Page, selector: str, *, follow: bool = False) -> str | None:
    """Click an apply control that is a button (no link of its own) and return the application link it reveals
    in place: a mailto: address or a page on another host. When it navigates instead, the address it went to if
    `follow` (the caller may leave this page), else None. None too when it opens nothing new or the new links stay
    on this site (a form or dialog of this site is an easy apply)."""
    from pytest_jobagent import browser

    locator = page.locator(selector)
    if locator.count() != 1 or locator.first.evaluate("e => !!e.closest('a[href]') || e.type === 'submit'"):
        return None
    before = set(inpage.call(page, "shownLinks"))
    url = page.url
    host = urllib.parse.urlsplit(url).netloc

    def new_link() -> str | None:
        for href in inpage.call(page, "shownLinks"):
            parts = urllib.parse.urlsplit(href)
            if href not in before and (parts.scheme == "mailto" or
                                       (parts.scheme in ("http", "https") and parts.netloc != host)):
                return href
        return None

    result = browser.click(page, selector, settle_after=False)
    if not result.success:
        return None
    if page.url == url:  # a button that shows the link in its click handler has shown it by now: no wait
        try:
            shown = new_link()
        except PlaywrightError:  # the page is navigating after all: settled below
            shown = None
        if shown:
            return shown
    browser.wait_for_settle(page)
    if page.url.split("#")[0] != url.split("#")[0] or (page.url != url and "#/" in page.url):
        return page.url if follow else None
    return new_link()

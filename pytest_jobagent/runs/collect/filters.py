"""A filter pass (the collector's `apply_filters`): from the search, open the filter panel, set each option, apply
and close it; the new view starts unread."""

from __future__ import annotations

from pytest_jobagent import browser
from pytest_jobagent.browser.hosts import relative

from . import controls
from .state import WalkState


def apply_filters(walk: WalkState, settings: dict[str, list[str]]) -> str:
    """Set the filters and count the pass; returns what it did, for the next turn's prompt."""
    page = walk.page
    settings = {g: [o for o in (v if isinstance(v, list) else [v]) if o] for g, v in settings.items()}
    if walk.passes_done or walk.memory.pages:
        walk.act("navigate", browser.navigate(page, walk.start_url))  # a filter change starts from the search
    applied: dict[str, list[str]] = {}
    missing: list[str] = []
    dialog = None
    button = walk.exploration.key_elements.filter_button if walk.exploration is not None else None
    if button and not page.locator(button).count():
        button = None
    if button and not controls.confirms_options(page, button):
        walk.act("click", browser.click(page, button))  # it opens the panel (a confirm control is pressed last)
        dialog, button = controls.open_dialog(page), None
    document, address = browser.document_id(page), page.url
    for group, options in settings.items():
        for option in options:
            found = controls.mark_option(page, dialog, group, option)
            if not found.get("found") and button:
                # the explored filter control was taken for a panel's confirm control, yet the options are not in
                # view: it opens them after all
                walk.act("click", browser.click(page, button))
                dialog, button = controls.open_dialog(page), None
                document, address = browser.document_id(page), page.url
                found = controls.mark_option(page, dialog, group, option)
            opener = None if found.get("found") else controls.group_opener(page, group)
            if opener:  # the options wait in a closed popup its chip opens ("Date posted" over a listbox)
                walk.act("click", browser.click(page, opener))
                found = controls.mark_option(page, dialog, group, option)
            if not found.get("found") and controls.mark_dropdown(page, group, option):
                # a dropdown of plain items shows its options once opened: opened, then its item is chosen
                walk.act("click", browser.click(page, f"[{controls.MARK}]"))
                found = controls.mark_option(page, dialog, group, option)
            if not found.get("found"):
                missing.append(f"{group}: {option}")
                continue
            target = f"[{controls.MARK}]"
            if found.get("tag") == "select":
                # a drop-down may post the page back as it changes (a new document at the same address)
                result = browser.select(page, target, str(found["option"])) if not found.get("checked") else None
            elif found.get("checkable") or found.get("tag") == "input":
                result = browser.check(page, target) if not found.get("checked") else None
            elif found.get("checked"):
                result = None  # already on
            else:
                result = browser.click(page, target)
            if result is not None:
                walk.act("select" if found.get("tag") == "select" else "check" if found.get("checkable") else "click",
                         result)
                if not result.success and not controls.mark_option(page, dialog, group, option).get("checked"):
                    # (a box that applies on change may reload the page under the check: on after all, it went)
                    missing.append(f"{group}: {option} ({result.error})")
                    continue
            applied.setdefault(group, []).append(option)
            controls.choose(page)
    confirmed = ""
    if applied and browser.document_id(page) == document and page.url == address:
        confirmed = _confirm(walk)  # nothing went yet: options that apply only by their panel's confirm control
    if dialog:
        if not confirmed:
            apply = controls.dialog_apply_button(page, dialog)
            if apply:
                walk.act("click", browser.click(page, apply))
        _close_panel(walk)
    if settings not in walk.passes[walk.passes_done:walk.passes_done + 1]:
        walk.passes.insert(walk.passes_done, settings)  # a pass the collector chose (after a review): shown as wanted
    walk.passes_done += 1
    walk.memory.filters_applied.append(applied)
    walk.extracted, walk.pattern, walk.walk_ended = False, None, False
    walk.new_view()
    count = controls.result_count(page)
    if missing:
        walk.error(f"filters not found: {', '.join(missing)}")
    else:
        walk.memory.ok()
    return (f"apply_filters: applied {applied or 'nothing'}"
            + (f"; NOT FOUND: {missing}" if missing else "")
            + confirmed
            + (f"; the page reports {count} jobs" if count is not None else "")
            + f"; now at {relative(page.url)}")


def _confirm(walk: WalkState) -> str:
    """Press the control that applies the options just set (a sidebar's "Filter anwenden", a drawer's "Mostrar 23
    empleos"), then check that the listing changed: a new document, a new address, or the count its label stated now
    shown on the page. Returns what it saw, for the prompt ("" when there is no such control)."""
    page = walk.page
    found = controls.confirm_control(page)
    if found is None:
        return ""
    selector, words = found
    promised = controls.stated_count(words)
    document, address, before = browser.document_id(page), page.url, controls.result_count(page)
    walk.act("click", browser.click(page, selector))
    browser.wait_for_settle(page)
    after = controls.result_count(page)
    moved = browser.document_id(page) != document or page.url != address
    said = f"; pressed {words!r}"
    if promised is not None and after is not None:
        said += f" (it said {promised}, the page now says {after})"
    elif not moved and (after is None or after == before):
        said += " but the listing did not change"
    return said


def _close_panel(walk: WalkState) -> None:
    """A filter dialog still open once its filters are set (one that applies them as they change, or that an
    apply button left open) is closed, so that it does not cover the results: Escape first (the usual keyboard
    contract of a modal), then its close control found by what it says."""
    page = walk.page
    dialog = controls.open_dialog(page)
    if dialog is None:
        return
    try:
        page.keyboard.press("Escape")
    except Exception:  # noqa: BLE001 - a page that ignores keys is closed by its button below
        pass
    browser.wait_for_settle(page)
    dialog = controls.open_dialog(page)
    if dialog is None:
        walk.emit("action", step=walk.memory.turns, action_kind="press", target="Escape", success=True)
        return
    close = controls.dialog_close_button(page, dialog)
    if close is not None:
        walk.act("click", browser.click(page, close))

"""Source text of the Playwright helpers that generated test files carry: choose (a native or custom select),
tick (a box through its label) and attach (a file input, or the button that opens the chooser).

Both generators (a cookbook's export, a steps run's script) paste these, so a replayed file acts like the agents'
own actions do. The file that receives them imports `Page` from playwright.sync_api.
"""

from __future__ import annotations

CHOOSE = '''

def choose(page: Page, selector: str, option: str) -> None:
    """A native <select> by label, or a custom listbox: open it, click the option."""
    element = page.locator(selector)
    try:  # select_option waits out a navigation of the element's frame (an evaluate would die with its context)
        element.select_option(label=option)
        return
    except Exception as exc:
        if "not a <select>" not in str(exc):
            raise
    element.click()
    page.get_by_role("option", name=option, exact=True).first.click()
'''

TICK = '''

def tick(page: Page, selector: str, checked: bool) -> None:
    """Check a box or radio, through its label when the input itself is hidden."""
    element = page.locator(selector)
    try:
        element.set_checked(checked, timeout=2000)
    except Exception:
        element.evaluate("e => ((e.labels && e.labels[0]) || e.closest('label')).click()")
'''

ATTACH = '''

def attach(page: Page, selector: str, path: str) -> None:
    """A file input takes the file; a button ("Attach", "Upload File") opens the chooser that takes it."""
    element = page.locator(selector)
    if element.evaluate("e => e.localName === 'input' && e.type === 'file'"):
        element.set_input_files(path)
        return
    with page.expect_file_chooser() as chooser:
        element.click()
    chooser.value.set_files(path)
'''

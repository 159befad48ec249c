"""The live probe: checks discovered key elements on the real page (resolves, distinct items, what a click opens)."""

from __future__ import annotations

import urllib.parse
from typing import Any

from playwright.sync_api import Page

from pytest_jobagent import browser
from pytest_jobagent.browser import inpage


class BrowserProbe:
    """Tries selectors on the pages an exploration visited (start page first), reloading before each click."""

    def __init__(self, page: Page, urls: list[str]):
        self.page = page
        self.urls = list(dict.fromkeys(u for u in urls if u))
        self._loaded: str | None = None
        self._home: dict[str, str | None] = {}

    def _goto(self, url: str, fresh: bool = False) -> None:
        if fresh or self._loaded != url:
            self.page.goto(url, wait_until="load")
            # quiet counted from the DOM's last change: a page that rendered while its images loaded is read at once
            browser.wait_for_settle(self.page, browser.QUIET_SINCE_LAST_CHANGE)
            self._loaded = url

    def _count(self, selector: str) -> int:
        check = browser.check_selector(self.page, selector)
        return check.count if check.valid else 0

    def home(self, selector: str) -> str | None:
        """The first visited URL on which the selector matches something."""
        if selector not in self._home:
            self._home[selector] = None
            order = ([self._loaded] if self._loaded in self.urls else []) + [u for u in self.urls if u != self._loaded]
            for url in order:
                self._goto(url)
                if self._count(selector):
                    self._home[selector] = url
                    break
        return self._home[selector]

    def resolves(self, selector: str) -> bool:
        return self.home(selector) is not None

    def distinct(self, selectors: list[str]) -> int:
        homes = [self.home(s) for s in selectors]
        found = [(s, h) for s, h in zip(selectors, homes, strict=True) if h]
        if not found:
            return 0
        url = max(set(h for _, h in found), key=lambda h: sum(1 for _, x in found if x == h))
        self._goto(url)
        wanted = [s for s, home in found if home == url]
        # every element any selector matches (a listing pattern matches all items), counted once, inside open shadow
        # roots too (as Playwright's CSS engine: roots.js deepCount)
        return inpage.call(self.page, "deepCount", wanted) if all(self._css(s) for s in wanted) \
            else self._count_handles(wanted)

    @staticmethod
    def _css(selector: str) -> bool:
        return ">>" not in selector and not selector.startswith(("role=", "text=", "internal:", "xpath="))

    def _count_handles(self, selectors: list[str]) -> int:
        handles: list[Any] = []
        for selector in selectors:
            for handle in self.page.locator(selector).element_handles()[:50]:
                if not any(self.page.evaluate("([a, b]) => a === b", [handle, h]) for h in handles):
                    handles.append(handle)
        return len(handles)

    def _one(self, selector: str) -> Any:
        """The selector itself when it names one element; for a pattern of several items, the second item's
        first link (the first item is often the one already shown)."""
        locator = self.page.locator(selector)
        count = locator.count()
        if count <= 1:
            return selector
        item = locator.nth(1)
        link = item.locator("a[href]")
        return link.first if link.count() else item

    def opens(self, selector: str, others: list[str] | None = None) -> str | None:
        """What clicking the selector does on a freshly loaded page. When nothing changes (a list item that is
        already selected), another item of the same list is clicked first and the selector tried again."""
        url = self.home(selector)
        if url is None:
            return None
        self._goto(url)  # a fresh load, unless the page was loaded and only read since (a click clears _loaded)
        result = browser.click(self.page, self._one(selector), capture_dom=True)
        self._loaded = None
        if result.success and result.diff is not None and not result.diff.changed_anything:
            other = next((o for o in others or [] if self.page.url == result.url_after and self._count(o)), None)
            if other is not None:
                browser.click(self.page, self._one(other))
                result = browser.click(self.page, self._one(selector), capture_dom=True)
        if not result.success or result.diff is None:
            return None
        diff = result.diff
        if diff.dialogs_opened:
            return "modal"
        before, after = urllib.parse.urlsplit(diff.url_before), urllib.parse.urlsplit(diff.url_after)
        if before.path != after.path or not diff.same_document and diff.url_changed:
            return "page"
        return "content" if diff.changed_anything else None

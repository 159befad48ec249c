"""The tab registry of a run (seed 002's coordinator): every tab or popup the task opened, named as it opens, kept
while the run works, and closed when the run ends, so that a scenario's next run starts with its one page."""

from __future__ import annotations

from dataclasses import dataclass, field

from playwright.sync_api import Page

from pytest_jobagent.events import EventBus


@dataclass
class Tab:
    name: str
    page: Page
    opener_url: str


@dataclass
class TabRegistry:
    """Listens on the main page's browser context from the run's start; `close()` at the run's end."""

    main: Page
    events: EventBus | None = None
    tabs: list[Tab] = field(default_factory=list)
    listening: bool = True

    def __post_init__(self) -> None:
        self.main.context.on("page", self._opened)

    def _opened(self, page: Page) -> None:
        opener = page.opener()
        tab = Tab(name=f"tab {len(self.tabs) + 1}", page=page, opener_url=opener.url if opener else "")
        self.tabs.append(tab)
        if self.events is not None:
            self.events.emit("tab_opened", name=tab.name, opener=tab.opener_url)

    def open(self) -> list[Tab]:
        """The tabs of this run still open."""
        return [t for t in self.tabs if not t.page.is_closed()]

    def named(self, name: str) -> Page | None:
        """The tab of that name, while it is open."""
        return next((t.page for t in self.open() if t.name == name), None)

    def rename(self, page: Page, name: str) -> None:
        """Give a tab the name the run knows it by ("details of Data Engineer")."""
        for tab in self.tabs:
            if tab.page == page:
                tab.name = name

    def close(self) -> list[str]:
        """Close every tab the run opened (the main page stays) and stop listening; the names closed."""
        if self.listening:
            self.main.context.remove_listener("page", self._opened)
            self.listening = False
        closed = []
        for tab in self.open():
            url = tab.page.url
            tab.page.close()
            closed.append(tab.name)
            if self.events is not None:
                self.events.emit("tab_closed", name=tab.name, url=url)
        return closed

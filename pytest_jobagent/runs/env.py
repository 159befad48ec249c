"""RunEnv: what a run may use — the event bus, the page, the site, the model client, its journal and state folder."""

from __future__ import annotations

from contextlib import AbstractContextManager, ExitStack
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from playwright.sync_api import Page

    from pytest_jobagent.browser.overlays import OverlayDismissal
    from pytest_jobagent.browser.traffic import UrlSite
    from pytest_jobagent.cookbook import CookbookStore
    from pytest_jobagent.events import EventBus
    from pytest_jobagent.llm import LLMClient
    from pytest_jobagent.oversight.journal import RunJournal
    from pytest_jobagent.siteserver import SiteServer


class RunEnv(Protocol):
    """The seam between a run kind and its host: the pytest plugin provides one per scenario run
    (`scenario/runner.py` FixtureEnv, backed by fixtures)."""

    scenario_file: Path
    events: EventBus
    resources: ExitStack  # closed when the run ends: stores and sessions the run opens
    overlays: list[OverlayDismissal]  # overlays open_start closed (a consent wall): a generated test closes them too

    @property
    def run_id(self) -> str: ...

    def llm(self) -> LLMClient:
        """The scenario's model client, replaying from (or recording to) its cassette."""
        ...

    def page(self) -> Page: ...

    def serve(self, site: str) -> SiteServer | UrlSite:
        """A folder site served on loopback, or a URL site."""
        ...

    def open_start(self, site: str, start: str) -> tuple[Page, SiteServer | UrlSite, str]:
        """Serve `site`, load `start` in the page (the "open start page" phase) and close the overlays that take its
        clicks (kept in `overlays`); page, server and URL."""
        ...

    def start_clean(self) -> None:
        """Before a scenario's second and later runs: cookies reset, the page off the site."""
        ...

    def journaled(self, kind: str) -> AbstractContextManager[RunJournal | None]:
        """The run's journal for the block (None without `run_id:`): a killed run resumes from it."""
        ...

    def cookbook_store(self) -> CookbookStore:
        """The session's cookbook store (`--cookbook-db`, else a fresh SQLite file under pytest's basetemp)."""
        ...

    def tmp_dir(self, name: str) -> Path:
        """A new, empty folder of this run's own (under pytest's basetemp), named after `name`."""
        ...

    def option(self, name: str) -> Any:
        """A setting of the host: `--jobagent-NAME` (or its short name), else its ini key, else the default."""
        ...

    def runstate_dir(self) -> Path:
        """Where runs persist their crash-safe state."""
        ...

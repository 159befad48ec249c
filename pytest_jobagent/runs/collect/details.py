"""A job's details view: opening it (a second tab, or a click on the listing), its apply control and the Extractor."""

from __future__ import annotations

import urllib.parse
from collections import Counter
from typing import Any

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page

from pytest_jobagent import browser
from pytest_jobagent.browser import inpage
from pytest_jobagent.browser.hosts import host_of, relative, strip_origin
from pytest_jobagent.lexicon import same_words
from pytest_jobagent.llm.errors import LLMReplyError

from . import controls, extractor, layouts
from .grounding import invented_fields
from .models import ApplyControl, JobData
from .state import WalkState

ITEM_MARK = "data-jobagent-item"
DETAILS_BUDGET = 2500
# Details pages loading, each in a tab of its own, while the one before them is read: a board's server answers and
# its pages render side by side instead of one after the other (a job is still read, and reported, in list order).
AHEAD = 2
# Details pages on a host that does not serve them (not an allowed host, robots.txt disallows them, HTTP errors) are
# not opened after this many failed to load with none of that host's opened: a board that links out to another site's
# job pages would otherwise spend a failed load on every job.
BLOCKED_TRIES = 2
BLOCKED = "ERR_BLOCKED_BY_CLIENT"  # how a request the run blocked reads (browser/offline.py: route or proxy alike)
# Listings are not clicked any more after this many clicks showed nothing new and none showed details (a list whose
# links go nowhere, a saved page): more clicks would only read the list again. Two, as the first job's details may
# show already when the list opens.
INERT_TRIES = 2
# Once listings are known to open their details in a window of their own, how long a click's window may take to come
POPUP_WAIT_MS = 3000


def _route(url: str) -> str:
    """Where a page is: its path, and a hash route's path ("/#/jobs/12" is another view than "/#/jobs")."""
    parts = urllib.parse.urlsplit(url)
    hashed = parts.fragment.lstrip("!")
    return parts.path + ("#" + urllib.parse.urlsplit(hashed).path if hashed.startswith("/") else "")


class Details:
    """Completes jobs from their details views: known apply controls by code, else the Extractor."""

    def __init__(self, walk: WalkState):
        self.walk = walk
        self.tabs: list[Page] = []  # tabs for details pages, so the list view stays as it is
        self.tab: Page | None = None  # the tab of the details being read
        self.loading: dict[str, tuple[Page, browser.ActionResult]] = {}  # link -> its tab, its load begun
        # "page" (a listing navigates), "panel" (it updates this page), "popup" (it opens a window) or "none" (its
        # clicks show nothing new)
        self.mode: str | None = None
        self.extractor_unusable = False  # the last details extraction ended with an unusable reply
        self.blocked: Counter[str] = Counter()  # host -> details pages there that did not load
        self.why: dict[str, str] = {}  # host -> why its last details page did not load
        self.reached: set[str] = set()  # hosts a details page was opened on
        self.inert = 0  # listing clicks that showed nothing new
        self.popup: Page | None = None  # the window the last listing's click opened, closed once its job is read

    def _unreachable(self, link: str, *, counting_loads: bool = False) -> bool:
        """The link's host blocked BLOCKED_TRIES details pages and opened none. `counting_loads`: loads under way
        there count as tries (a load ahead waits for their answer, so a blocked host is tried BLOCKED_TRIES times)."""
        host = host_of(link)
        if host in self.reached:
            return False
        under_way = sum(1 for begun in self.loading if host_of(begun) == host) if counting_loads else 0
        return self.blocked[host] + under_way >= BLOCKED_TRIES

    def front(self) -> None:
        """The list page back in front: a page behind another tab is hidden, its infinite list would not load on
        scroll. A load begun for a job that was not read after all is forgotten (its tab is free again)."""
        self.loading.clear()
        if self.tabs:
            self.walk.page.bring_to_front()

    def close(self) -> None:
        for tab in self.tabs:
            if not tab.is_closed():
                tab.close()

    def _free_tab(self) -> Page | None:
        """A details tab neither read nor loading now (a new one while there are fewer than AHEAD + 1)."""
        self.tabs = [t for t in self.tabs if not t.is_closed()]
        busy = [self.tab, *(tab for tab, _ in self.loading.values())]
        free = next((tab for tab in self.tabs if tab not in busy), None)
        if free is None and len(self.tabs) <= AHEAD:
            free = self.walk.page.context.new_page()
            self.tabs.append(free)
        return free

    def preload(self, links: list[str]) -> None:
        """Begin loading the next jobs' details pages (when details open as pages), up to AHEAD at a time: called
        before each job is read, so the tab of the job read before it is free again."""
        if not self._in_tabs():
            return
        self.tab = None  # the details read last are done with: its tab may load the one after next
        for link in links[:AHEAD]:
            if link in self.loading or self._unreachable(link, counting_loads=True):
                continue
            tab = self._free_tab()
            if tab is None:
                return
            self.loading[link] = (tab, browser.navigate(tab, link, wait=False))

    def _in_tabs(self) -> bool:
        """Details open in tabs: a listing's link navigates (learned on the first), or the list view grew (load more,
        scrolling), which a navigation of the list page would lose."""
        return self.mode == "page" or (self.mode is None and self.walk.view_grown)

    def _failed(self, link: str, reason: str) -> None:
        host = host_of(link)
        self.blocked[host] += 1
        self.why[host] = ("blocked: not an allowed host, or robots.txt disallows them" if BLOCKED in reason
                          else reason.strip())

    def _open(self, item: dict[str, Any], values: dict[str, Any], pattern: str) -> tuple[Any, bool, str | None]:
        """Open the job's details: (the page showing them, None when they did not open; the list page moved; why
        they did not open, None when nothing failed: the listing's click showed nothing new)."""
        walk = self.walk
        if self._in_tabs() and values["link"]:
            # a details page opens in a tab of its own: the list view (and what load more or scrolling added) stays
            link = values["link"]
            if link in self.loading:  # loading since an earlier job was read
                self.tab, begun = self.loading.pop(link)
                self.tab.bring_to_front()  # a tab behind another is hidden: its timers slow, its frames wait
                result = walk.act("navigate", browser.arrive(self.tab, begun))
            else:
                self.tab = None  # the last one read is free again
                self.tab = self._free_tab()
                assert self.tab is not None  # only the loads ahead (at most AHEAD) are busy: one of AHEAD + 1 is free
                result = walk.act("navigate", browser.navigate(self.tab, link))
            if not result.success:
                self._failed(link, result.error or "failed")
                return None, False, result.error or "the page did not load"
            self.reached.add(host_of(link))
            return self.tab, False, None
        texts = [leaf["text"] for leaf in item.get("leaves", []) if leaf.get("text")]
        if not inpage.call(walk.page, "markItem", [pattern, item["index"], ITEM_MARK, values.get("href"), texts]):
            return None, False, "its listing is no longer on the page"
        before = _route(walk.page.url)
        document = browser.document_id(walk.page)
        shown = browser.visible_text(walk.page)
        pages_before = list(walk.page.context.pages)
        # a link that opens its page in another window (a target, its own or the page's <base>): the window may come
        # after the click returns
        try:
            new_window = bool(inpage.call_on(walk.page.locator(f"[{ITEM_MARK}]").first, "opensWindow", timeout_ms=1000))
        except PlaywrightError:  # the marked item went away (the list re-rendered): the click below says so
            new_window = False
        result = walk.act("click", browser.click(walk.page, f"[{ITEM_MARK}]"))
        if not result.success:
            return None, False, result.error or "the click failed"
        # a click that opened a window (window.open from a row or a "#" link, a link with target=_blank): its details
        # are there
        popup = self._popup(pages_before, expected=new_window)
        if popup is not None:  # the details opened in a window of their own: read there, then closed
            failed = browser.load_failed(popup) or browser.http_error(popup)
            if failed is not None:  # a window on a host the run may not reach, a page its server did not serve
                self._failed(values["link"] or popup.url, failed)
                return None, False, f"it did not load: {failed}"
            self.reached.add(host_of(values["link"] or popup.url))
            if self.mode is None:
                # a link that opens its own address in a new window: the next jobs' pages open in tabs by their
                # addresses (loaded ahead, no click); a window only a click opens is clicked for each job
                opened_own = bool(values["link"]) and _route(popup.url) == _route(values["link"])
                self.mode = "page" if opened_own else "popup"
            return popup, False, None
        failed = browser.load_failed(walk.page)
        if failed is None and result.url_changed:  # a new document: its server's answer (a panel keeps the old one)
            failed = browser.http_error(walk.page)
        if failed is not None:  # the listing's link navigated to a page that did not load: the list page is gone
            self.mode = "page"
            self._failed(values["link"], failed)
            return None, True, f"it did not load: {failed}"
        routed = _route(walk.page.url) != before
        # a listing's link that goes to another address leaves the list; a row with no link of its own (a click
        # handler) leaves it only when the click loaded a new document or took the list away: a single-page board
        # pushes the job's address and shows the job beside the list, which stays
        moved = routed and (bool(values["link"]) or browser.document_id(walk.page) != document
                            or not walk.page.locator(pattern).filter(visible=True).count())
        if not routed and browser.visible_text(walk.page) == shown and values.get("title") \
                and inpage.call(walk.page, "panelShows", [walk.pattern or pattern, values["title"]]):
            # the panel beside the list showed this job already (a split view opens on its first result): read there
            if self.mode is None:
                self.mode = "panel"
            return walk.page, False, None
        if not routed and browser.visible_text(walk.page) == shown:
            # nothing new to read (a link that goes nowhere): the list again
            self.inert += 1
            walk.stats.details_inert += 1
            if self.mode is None and self.inert >= INERT_TRIES:
                self.mode = "none"
                walk.error(f"clicking a listing showed nothing new {self.inert} times: the next jobs are completed "
                           "from the list alone")
            return None, False, None
        if self.mode is None:
            self.mode = "page" if moved else "panel"
        return walk.page, moved, None

    def _popup(self, pages_before: list[Page], *, expected: bool = False) -> Page | None:
        """The window a listing's click opened (window.open, target=_blank), loaded and settled; None if none.
        `expected`: the clicked link opens a new window, which may still be on its way."""
        context = self.walk.page.context
        opened = [p for p in context.pages if p not in pages_before and p not in self.tabs]
        # a window that may still be on its way: waited for while the run does not know yet where a click shows a
        # job, or knows it is a window (a split view's links may name a new window their click handler never opens)
        if not opened and (self.mode == "popup" or (expected and self.mode is None)):
            try:
                opened = [context.wait_for_event("page", timeout=POPUP_WAIT_MS)]
            except Exception:  # noqa: BLE001 - no window came: the click showed its details some other way
                return None
        if not opened:
            return None
        popup = opened[-1]
        try:
            popup.wait_for_load_state("load")
            browser.wait_for_settle(popup)
        except Exception:  # noqa: BLE001 - a window that closed itself or never loaded: no details there
            return None
        self.popup = popup
        return popup

    def complete(self, item: dict[str, Any], values: dict[str, Any], job: JobData, pattern: str) -> bool:
        """Complete the job from its details view; True when the list page navigated away (the caller goes back).
        A listing without a link of its own (a row that opens its job by a click handler) is clicked; the job's
        address is then where the click went (the window it opened, the URL it pushed)."""
        walk = self.walk
        if self.mode == "none":
            walk.stats.details_skipped += 1
            return False
        # a host whose details did not load a few times (in tabs, or in the windows the listings' clicks opened)
        if values["link"] and self._unreachable(values["link"]):
            walk.stats.details_blocked += 1
            return False
        try:
            return self._complete(item, values, job, pattern)
        finally:
            if self.popup is not None and not self.popup.is_closed():
                self.popup.close()
            self.popup = None

    def _complete(self, item: dict[str, Any], values: dict[str, Any], job: JobData, pattern: str) -> bool:
        walk = self.walk
        list_url = walk.page.url
        view, moved, why = self._open(item, values, pattern)
        went = view is not None and (view is self.popup or _route(view.url) != _route(list_url))
        if went and (not values["link"] or job.source_url == list_url):
            address = view.url  # the job's own address: where its click went, not the list it was read from
            if job.apply_url == job.source_url:
                job.apply_url = address
            job.source_url = address
        if view is None:
            if why is not None:
                walk.error(f"could not open the details of {job.title!r} ({why[:160]})")
            if values["link"] and self._unreachable(values["link"]):
                host = host_of(values["link"])
                walk.error(f"details pages on {host} did not load ({self.why.get(host, 'failed')[:160]}): the next "
                           "jobs there are completed from the list alone")
            return moved
        walk.stats.details_opened += 1
        own_page = view is not walk.page or moved  # a details page, not a panel beside the list
        scope = None if own_page else pattern  # a panel beside the list: skip the listings
        if walk.per_job:  # the Extractor reads every job's view: no learned control or layout stands in for it
            self._extract(job, view, follow=own_page, learn=False)
            return moved
        layout = layouts.matching(walk.memory.layouts, view) if own_page else None
        known = list(walk.memory.apply_controls)
        found = controls.apply_controls(view, scope, known) if known else []
        if found:
            control = walk.memory.apply_controls[found[0]["signature"]]
            job.apply_type = controls.apply_kind(control.apply_type, found[0]["url"], view.url, found[0]["text"])
            job.apply_url = found[0]["url"] or job.source_url
            job.extracted_by.update(apply_type="details", apply_url="details")
            walk.stats.details_by_code += 1
            if layout is not None:
                self._fill(job, layouts.read(layout, view, job) or {})
            if not found[0]["url"] and not control.opens_in_place:
                # a button: what its click shows (a link, or this site's own form); a button that showed a form in
                # place once is not clicked again on the next jobs (its dialog would only have to be closed again)
                control.opens_in_place = _reveal(job, view, control.example, follow=own_page) is None \
                    and job.apply_type == "easy_apply"
            elif not found[0]["url"] and (link := controls.waiting_external_link(view)):
                # the same button's dialog holds, for this job, a link to apply on another site instead of the form
                job.apply_type, job.apply_url = "external", link
            return moved
        if layout is not None and layout.apply_type is not None and layout.complete:
            # no apply control on pages like this (an embedded form, nothing): the layout's verdict and values
            read = layouts.read(layout, view, job)
            if read is not None:
                job.apply_type = layout.apply_type
                job.extracted_by["apply_type"] = "details"
                self._fill(job, read)
                walk.stats.details_by_code += 1
                return moved
        self._extract(job, view, follow=own_page, learn=own_page and layout is None)
        return moved

    @staticmethod
    def _fill(job: JobData, values: dict[str, str]) -> None:
        """Values a details layout read, where the listing gave none."""
        for name, value in values.items():
            if not getattr(job, name) and value:
                setattr(job, name, value)
                job.extracted_by[name] = "details"

    def _extract(self, job: JobData, view: Any, *, follow: bool = False, learn: bool = False) -> None:
        """The Extractor's reading of the details view, put into the job. `learn`: this details page's layout is
        learned from the reply (before an apply control is tried, which may leave the page)."""
        walk = self.walk
        _, rendered = browser.page_text(view, budget=DETAILS_BUDGET)
        dom = strip_origin(rendered.text, view.url)
        text = browser.visible_text(view)
        # each value named: a listing that shows no company must not pass its place off as one
        listing = " | ".join(f"{name}: {value}" for name, value in
                             (("title", job.title), ("company", job.company), ("location", job.location)) if value)

        def check(call: Any) -> str | None:
            # the details page may not show a company or place at all: empty is honest, invented is not; a company or
            # place the listing gave (an employer its card shows by logo alone, no text anywhere) is no invention
            reply = call.args.model_dump()
            reply.update({name: "" for name in ("company", "location")
                          if same_words(reply.get(name), getattr(job, name))})
            problems = [p for p in invented_fields(reply, text) if not p.endswith("is empty") or p.startswith("title ")]
            selector = call.args.apply_selector
            if selector:
                try:
                    if not view.locator(selector).count():
                        problems.append(f"apply_selector {selector!r} matches nothing")
                except Exception as exc:  # noqa: BLE001 - a bad selector from a model is a reason to retry
                    problems.append(f"apply_selector {selector!r} is not a valid selector ({exc})")
            if problems:
                walk.stats.rejected_extractions += 1
                return "; ".join(problems) + ". Copy values exactly as the page shows them; never invent one."
            return None

        # a reply still unusable after the corrective retry is asked once more, saying so; not when the last job's
        # was unusable too (a model that keeps failing is not asked twice per job)
        earlier: str | None = None
        for tries_left in (0,) if self.extractor_unusable else (1, 0):
            try:
                call, args = extractor.extract_job(walk.llm, listing=listing, url=relative(view.url), dom=dom,
                                                   check=check, earlier=earlier)
                self.extractor_unusable = False
                break
            except LLMReplyError as exc:
                walk.memory.retried(exc.attempts - 1)
                if not tries_left:
                    self.extractor_unusable = True
                    walk.error(f"extractor failed on {relative(view.url)}: {exc}")
                    return
                earlier = exc.problem[:300]
                walk.memory.retried()  # the second ask about this job
        walk.stats.details_extractions += 1
        walk.memory.retried(call.attempts - 1)
        walk.emit("agent_turn", agent=extractor.AGENT, tool=call.name, step=walk.memory.turns, attempts=call.attempts,
                  args={k: (v if not isinstance(v, str) else v[:200]) for k, v in args.model_dump(mode="json").items()})
        if learn:  # a place the listing already gives (its location) is not looked for on the details page
            learned = layouts.learn(view, job, {name: getattr(args, name) for name in layouts.LAYOUT_FIELDS
                                                if not (name in layouts.SHARED_FIELDS and getattr(job, name))},
                                    None if args.apply_selector else args.apply_type)
            walk.memory.layouts[learned.url_pattern] = learned
        job.apply_type = args.apply_type
        job.extracted_by["apply_type"] = "extractor"
        if args.apply_selector:
            signature = controls.signature_of(view, args.apply_selector)
            url = controls.url_of(view, args.apply_selector)
            if signature and args.apply_type != "unknown":
                walk.memory.apply_controls.setdefault(
                    signature, ApplyControl(signature=signature, apply_type=args.apply_type, example=args.apply_selector))
            if url:
                job.apply_url = url
                job.extracted_by["apply_url"] = "extractor"
                job.apply_type = controls.apply_kind(args.apply_type, url, view.url,
                                                     controls.label_of(view, args.apply_selector))
                if signature in walk.memory.apply_controls:
                    walk.memory.apply_controls[signature].apply_type = job.apply_type
            else:
                _reveal(job, view, args.apply_selector, follow=follow)
                if job.apply_type == "external" and signature in walk.memory.apply_controls:
                    walk.memory.apply_controls[signature].apply_type = "external"
        # per job, the Extractor's reading of the details view is the job's (where it read a value); otherwise it
        # fills what the listing did not show
        names = ("title", "company", "location", "salary", "posted_date", "description") if walk.per_job else \
            ("company", "location", "salary", "posted_date", "description")
        for name in names:
            if getattr(args, name) and (walk.per_job or not getattr(job, name)):
                setattr(job, name, getattr(args, name))
                job.extracted_by[name] = "extractor"


def _reveal(job: JobData, view: Any, selector: str | None, *, follow: bool = False) -> str | None:
    """An apply button that shows the application link in place ("Apply for job" revealing an e-mail address
    or an external URL) makes the job external, with that link; one that goes to a form (when the view may
    leave its page: `follow`) gives the form's address, on this site an easy apply. The link, or None."""
    if not selector:
        return None
    host = urllib.parse.urlsplit(view.url).netloc
    link = controls.revealed_link(view, selector, follow=follow)
    if link:
        on_site = urllib.parse.urlsplit(link).netloc == host and link.startswith("http")
        job.apply_type = "easy_apply" if on_site else "external"
        job.apply_url = link
        job.extracted_by.update(apply_type="details", apply_url="details")
    return link

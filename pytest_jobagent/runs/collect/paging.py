"""The walk from one list page to the next: the next control (pager, Phase 1's hint, numbers), load more, scrolling."""

from __future__ import annotations

from collections import Counter
from typing import Any

from pytest_jobagent import browser
from pytest_jobagent.browser.hosts import relative

from . import controls
from .listing import extract_view, read_items, without_ads
from .state import WalkState

SCROLL_NEXT = "(no control: scrolling to the end of the list loads more listings)"


class Pager:
    """Finds and takes the way to more listings (the collector's `next_page`)."""

    def __init__(self, walk: WalkState):
        self.walk = walk
        self.observed: Any = None  # the pagination the last look for a next control observed

    def next_control(self) -> str | None:
        """The visible, enabled control of the next page: the pager's Next (or load more), Phase 1's pagination
        selector, else the number after the current page in a pager without a Next control."""
        walk = self.walk
        observation = browser.observe_page(walk.page)
        self.observed = observation.pagination
        candidates = []
        if observation.pagination is not None and observation.pagination.next_selector:
            candidates.append(observation.pagination.next_selector)
        hint = walk.exploration.key_elements.pagination if walk.exploration is not None else None
        if hint:
            candidates.append(hint)
        for selector in candidates:
            try:
                if walk.page.locator(selector).count() == 1 and not controls.is_disabled(walk.page, selector) \
                        and controls.is_visible(walk.page, selector):
                    return selector
            except Exception:  # noqa: BLE001 - a stale Phase 1 selector is simply not used
                continue
        try:
            return controls.numbered_next(walk.page)
        except Exception:  # noqa: BLE001 - a page that went away has no next page
            return None

    def next_or_scroll(self) -> str | None:
        """What goes to the next page, as the collector's prompt shows it (known once this view was extracted)."""
        walk = self.walk
        if not walk.extracted or walk.walk_ended:
            return None
        nxt = self.next_control()
        if nxt is None and self.scroll_loads_more():
            nxt = SCROLL_NEXT
        return nxt

    def _unseen(self) -> int:
        """Listings of this view not handled yet (per occurrence of a job, as extract_data counts them)."""
        walk = self.walk
        field_map = walk.memory.field_maps.get(walk.pattern or "")
        if field_map is None:
            return 0
        occurrences: Counter[str] = Counter()
        unseen = 0
        for values in extract_view(without_ads(read_items(walk.page, field_map.pattern))[0], field_map, walk.page.url,
                                   walk.places()):
            key = values["job_key"]
            occurrences[key] += 1
            unseen += occurrences[key] > walk.view_seen[key]
        return unseen

    def scroll_loads_more(self) -> bool:
        """With no next control and no pager: scroll to the end of the list (once per view state); True when
        listings not extracted yet are there then (an infinite list appends them as it scrolls)."""
        walk = self.walk
        if self.observed is not None or not walk.pattern or walk.pattern not in walk.memory.field_maps:
            return False
        state = (walk.page.url, sum(walk.view_seen.values()))
        if walk.scroll_probe is not None and walk.scroll_probe[0] == state:
            return walk.scroll_probe[1]
        more = self._unseen() > 0
        # the list's own container down by its height, while it moves: a panel that scrolls on its own, or a list
        # that renders only the rows in view (read as they come, their keys kept in view_seen)
        while not more and walk.page.locator(walk.pattern).count():
            scrolled = walk.act("scroll", browser.scroll(walk.page, f"{walk.pattern} >> nth=-1", within=True))
            more = self._unseen() > 0
            if not (scrolled.success and scrolled.details.get("moved")) or scrolled.details.get("container") == "page":
                break
        if not more:
            walk.act("scroll", browser.scroll(walk.page, direction="bottom"))
            more = self._unseen() > 0
        walk.scroll_probe = (state, more)
        return more

    def _first_keys(self) -> list[str]:
        pattern = self.walk.pattern
        if not pattern:
            return []
        return [" ".join(leaf["text"] for leaf in item["leaves"][:3]) for item in read_items(self.walk.page, pattern)[:3]]

    def _count(self) -> int:
        walk = self.walk
        return len(read_items(walk.page, walk.pattern)) if walk.pattern else 0

    def next_page(self) -> str:
        """The collector's `next_page`: what it did, for the next turn's prompt."""
        walk = self.walk
        if walk.memory.page_limit_reached():
            walk.stop(f"max_pages: {len(walk.memory.pages)} pages visited (limit {walk.memory.breakers.max_pages})",
                      early=True)
            return "next_page: page limit reached"
        selector = self.next_control()
        if selector is None:
            if self.scroll_loads_more():
                walk.extracted, walk.view_grown = False, True  # same view, more items: earlier ones are in view_seen
                walk.memory.ok()
                return "next_page: scrolling loaded more listings"
            return "next_page: there is no next page"
        before = self._first_keys()
        count_before = self._count()
        result = walk.act("click", browser.click(walk.page, selector))
        if not result.success:
            walk.error(f"next page control {selector!r} failed: {result.error}")
            return f"next_page FAILED: {result.error}"
        after = self._first_keys()
        count_after = self._count()
        if after == before and count_after <= count_before:
            walk.error(f"next page control {selector!r} showed the same listings")
            return "next_page FAILED: the listings did not change"
        if count_after > count_before and after == before:
            walk.extracted, walk.view_grown = False, True  # load more: the earlier items stay
            walk.memory.ok()
            return f"next_page: {count_after - count_before} more listings loaded"
        walk.extracted = False
        walk.new_view()
        walk.memory.ok()
        return f"next_page: now at {relative(walk.page.url)}"

"""The jobs of a list page: its listing pattern, the field map the Extractor draws once per pattern, extract_data
and select_job (list values by code, the rest from each job's details view)."""

from __future__ import annotations

import urllib.parse
from collections import Counter
from typing import Any

from pytest_jobagent import browser
from pytest_jobagent.browser import inpage
from pytest_jobagent.browser.hosts import relative
from pytest_jobagent.lexicon import phrases

from . import extractor
from .details import Details
from .employer import many_employers, page_employer
from .grounding import check_field_map
from .listing import (
    ad_key,
    count_decoys,
    describe_samples,
    extract_view,
    is_ad,
    leaf_texts,
    pattern_parts,
    read_items,
    read_view,
    sample_labels,
    sample_marker,
    without_ads,
)
from .models import FieldMap, JobData
from .paging import Pager
from .state import WalkState

EXPANDED = "data-jobagent-expanded"  # marks the folded-jobs controls already pressed (collect.js groupExpander)


class Listings:
    """Reads the listings of the current view into jobs (the collector's `extract_data` and `select_job`)."""

    def __init__(self, walk: WalkState, details: Details, pager: Pager):
        self.walk = walk
        self.details = details
        self.pager = pager
        self.employers: dict[str, str | None] = {}  # host -> the employer its board pages name

    def pattern(self) -> str | None:
        """The selector of the page's job listings: the one read before while it still matches, else the listing
        group the observer finds (the one holding Phase 1's job listings, if any)."""
        walk = self.walk
        if walk.pattern and read_items(walk.page, walk.pattern):
            return walk.pattern
        # the groups' patterns only: no handed-out selector of the page is checked (on a page of thousands of cards,
        # one Playwright count each cost seconds)
        groups = browser.observe_page(walk.page, verify=False).listing_groups
        if not groups:
            return None
        chosen = groups[0].pattern
        phase1 = walk.exploration.key_elements.job_listings if walk.exploration is not None else []
        for group in groups:
            inside = inpage.call(walk.page, "holdsAny", [group.pattern, phase1])
            if inside:
                chosen = group.pattern
                break
        # blocks that each hold Phase 1's listings (an employer's block left with one job row under a filter, so the
        # rows no longer repeat side by side): the listings are Phase 1's, the blocks their containers
        finer = inpage.call(walk.page, "listingWithin", [chosen, phase1]) if phase1 else None
        if finer and read_items(walk.page, finer):
            chosen = finer
        walk.pattern = chosen
        return chosen

    def _employer(self, cards: list[dict[str, Any]]) -> str | None:
        """The employer the page names for listings that show none; None on a board of many employers (a card that
        hides its company, a company filter, cards linking to employers' pages, cards whose logos name several
        employers), whose own name is no job's."""
        walk = self.walk
        filters = walk.exploration.filter_options if walk.exploration is not None else {}
        if many_employers(cards, filters):
            return None
        origin = urllib.parse.urlsplit(walk.page.url).netloc
        if origin not in self.employers:
            self.employers[origin] = page_employer(walk.page)[0]
        return self.employers[origin]

    def _field_map(self, pattern: str, items: list[dict[str, Any]]) -> FieldMap:
        walk = self.walk
        known = walk.memory.field_maps.get(pattern)
        if known is not None:
            return known
        samples = items[:3]
        texts = [leaf_texts(i) for i in samples]

        def check(call: Any) -> str | None:
            problem = check_field_map(call.args.model_dump(), texts)
            if problem:
                walk.stats.rejected_extractions += 1
            return problem

        filters = dict(walk.exploration.filter_options) if walk.exploration is not None else {}
        call, args = extractor.map_fields(walk.llm, pattern=pattern, samples=describe_samples(samples),
                                          filters=filters, check=check)
        walk.stats.field_maps += 1
        walk.memory.retried(call.attempts - 1)
        walk.emit("agent_turn", agent=extractor.AGENT, tool=call.name, step=walk.memory.turns, attempts=call.attempts,
                  args=args.model_dump(mode="json"))
        field_map = FieldMap(pattern=pattern, **args.model_dump())
        field_map.labels = sample_labels(field_map, samples)
        field_map.marker_text = sample_marker(field_map, samples)
        walk.memory.field_maps[pattern] = field_map
        return field_map

    def extract_page(self) -> str:
        """The collector's `extract_data`: what it did, for the next turn's prompt."""
        walk = self.walk
        memory = walk.memory
        pattern = self.pattern()
        if not pattern:
            walk.extracted = True
            memory.start_page(walk.page.url)
            unreadable = browser.observe_page(walk.page, verify=False).unreadable
            walk.error(f"no job listings found on {relative(walk.page.url)}" + (f" ({unreadable})" if unreadable else ""))
            return "extract_data: no repeated job listing on this page"
        # a list built of two kinds of card (light-DOM rows between web components): each kind read with its own map,
        # drawn from the listing as it first shows (before an employer's folded jobs are opened)
        parts = [(part, read_items(walk.page, part)) for part in pattern_parts(pattern)]
        maps = {part: self._field_map(part, jobs) for part, items in parts if (jobs := without_ads(items)[0])}
        if self._expand_groups(pattern):
            parts = [(part, read_items(walk.page, part)) for part in maps]
        list_url = walk.page.url
        # the jobs' addresses (without the keys a few cards add: a sponsored card's click tracking), then their keys
        mapped = [(items, maps[part]) for part, items in parts if part in maps]
        read = dict(zip((id(item) for items, _ in mapped for item in items), read_view(mapped, list_url, walk.places()),
                        strict=True))
        # listings without a company are one employer's board: its name is on the page (site name, title, logo),
        # unless the page reads as a board of many employers (employer.many_employers)
        # (one kind of card that names employers makes the list no one employer's, whatever the other kind shows;
        # each card goes with its job's title: an image that repeats the title names no employer)
        employer = None if any(m.company for m in maps.values()) else \
            self._employer([{**item, "title": read[id(item)]["title"]} if id(item) in read else item
                            for _, items in parts for item in items])
        first_in_view = not (walk.view_seen and memory.pages)
        # cards of the listing's shape with no way to open a job (sponsored): kept apart, counted once per view
        decoys = count_decoys(walk.page, pattern) if first_in_view else 0
        walk.stats.decoys_skipped += decoys
        tally = memory.pages[-1] if not first_in_view else memory.start_page(list_url)
        walk.extracted = True
        pending: list[tuple[dict, dict, JobData, str]] = []
        pending_keys: set[str] = set()
        ordered: list[JobData] = []
        new_before, dup_before = tally.new, tally.duplicates
        occurrences: Counter[str] = Counter()
        for part, item in ((part, item) for part, items in parts for item in items):
            if len(memory.jobs) + len(ordered) >= memory.breakers.max_jobs:
                break
            # a kind of card that was all ads when the maps were drawn has no map: no job to read, its cards known
            # by the paid links they hold
            field_map = maps.get(part)
            values = read.get(id(item))
            key = values["job_key"] if values is not None else ad_key(item)
            occurrences[key] += 1
            if occurrences[key] <= walk.view_seen[key]:
                continue  # already handled in this view (load more / infinite scroll keeps the earlier items)
            walk.view_seen[key] += 1  # a later listing of the same job (in this view too) is a duplicate below
            if is_ad(item):  # an advertisement in the list's shape (paid links to another site, an "AD" section)
                decoys += 1
                walk.stats.decoys_skipped += 1
                continue
            if field_map is None or values is None:
                continue  # a card of the unmapped kind that is no ad (none was when the maps were drawn)
            if key in memory.dedup or key in pending_keys:
                memory.dedup.skipped.append(key)
                tally.duplicates += 1
                continue
            if not values["title"]:
                walk.error(f"listing {item['index']} has no title under {field_map.title!r}")
                continue
            walk.stats.list_extractions += 1
            address = values["address"]
            job = JobData(title=values["title"], company=values["company"] or employer or "",
                          location=values["location"] or "", work_mode=values["work_mode"],
                          salary=values["salary"], posted_date=values["posted_date"], apply_url=address or list_url,
                          source_url=address or list_url, job_key=key, site_id=values["site_id"],
                          extracted_by={f: "list" for f in ("title", "company", "location", "salary", "posted_date")
                                        if values.get(f)})
            if not values["company"] and employer:
                job.extracted_by["company"] = "page"
            elif values["company"] and values.get("company_from"):
                job.extracted_by["company"] = values["company_from"]  # the card's own logo (listing.extract_item)
            if values["easy_apply"] and not walk.per_job:
                job.apply_type = "easy_apply"
                job.extracted_by["apply_type"] = "list"
                walk.stats.details_skipped += 1
            else:
                pending.append((item, values, job, part))
            pending_keys.add(key)
            ordered.append(job)
        opened_page = False
        # where the list is scrolled: clicks on its rows scroll it (a row into view, the site's own scrolling to the
        # chosen row), and a list that renders only the rows in view must go on from the rows read, not from there
        place = browser.scroller_top(walk.page, pattern) if pending else None
        for n, (item, values, job, part) in enumerate(pending):  # what the list does not show: from the details view
            self.details.preload([v["link"] for _, v, _, _ in pending[n + 1:] if v["link"]])
            opened_page |= self.details.complete(item, values, job, part)
        if opened_page:
            walk.act("navigate", browser.navigate(walk.page, list_url))
        elif place is not None:
            browser.scroller_top(walk.page, pattern, place)
        self.details.front()
        for job in ordered:
            memory.offer(job, tally)
        memory.ok()
        self._duplicate_breaker()
        walk.emit("jobs_extracted", step=memory.turns, url=relative(list_url), new=tally.new - new_before,
                  duplicates=tally.duplicates - dup_before, decoys_skipped=decoys, total=len(memory.jobs))
        return (f"extract_data: {tally.new - new_before} new jobs, {tally.duplicates - dup_before} duplicates skipped "
                f"on {relative(list_url)}; {len(memory.jobs)} jobs in total")

    def _expand_groups(self, pattern: str, limit: int = 40) -> int:
        """Open the jobs an employer's block keeps folded ("+3 more jobs" under a company's first rows: they join the
        listing in place), each control once, before the listing is read; how many were pressed."""
        walk = self.walk
        for pressed in range(limit):
            control = inpage.element(walk.page, "groupExpander", [pattern, list(phrases("load_more")), EXPANDED])
            if control is None:
                return pressed
            walk.act("click", browser.click(walk.page, control))
        return limit

    def _duplicate_breaker(self) -> None:
        """A page of only known jobs ends this pass's walk when more pages follow; the last pass's ends the run."""
        walk = self.walk
        reason = walk.memory.duplicate_only_page()
        if reason is None or self.pager.next_control() is None:
            return
        if walk.passes_done < len(walk.passes):
            walk.walk_ended = True
            walk.emit("breaker", step=walk.memory.turns, breaker="duplicate_only_page", reason=reason + "; next pass")
        else:
            walk.stop(reason, early=True)

    def select_job(self, selector: str) -> str:
        """The collector's `select_job`: one listing's job, completed from its details view."""
        walk = self.walk
        pattern = self.pattern()
        if pattern is not None:  # the kind of card (part of a selector list) the selector is in
            pattern = next((part for part in pattern_parts(pattern) if walk.page.evaluate(
                "([p, s]) => { const el = document.querySelector(s); return !!el && Array.from("
                "document.querySelectorAll(p)).some(i => i.contains(el) || i === el); }", [part, selector])), pattern)
        items = read_items(walk.page, pattern) if pattern else []
        index = inpage.call(walk.page, "itemIndexOf", [pattern, selector]) if pattern else -1
        if pattern is None or index < 0 or index >= len(items):
            walk.error(f"select_job: {selector!r} is not inside a listing")
            return f"select_job FAILED: {selector!r} is not inside a listing"
        field_map = self._field_map(pattern, items)
        values = extract_view(items, field_map, walk.page.url, walk.places())[index]
        list_url = walk.page.url
        job = JobData(title=values["title"] or "", company=values["company"] or "", location=values["location"] or "",
                      work_mode=values["work_mode"],
                      salary=values["salary"], posted_date=values["posted_date"], apply_url=values["address"] or list_url,
                      source_url=values["address"] or list_url, job_key=values["job_key"], site_id=values["site_id"])
        moved = self.details.complete(items[index], values, job, pattern)
        if moved:
            walk.act("navigate", browser.navigate(walk.page, list_url))
        memory = walk.memory
        kept = memory.offer(job, memory.pages[-1] if memory.pages else memory.start_page(list_url))
        return f"select_job: {job.title!r} " + ("collected" if kept else "was already collected")

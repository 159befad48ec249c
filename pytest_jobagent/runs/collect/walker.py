"""The Phase 2 orchestrator: runs Collector turns, executes their tools in the browser and calls the Extractor."""

from __future__ import annotations

import json
import urllib.parse
from collections import Counter
from typing import Any

from pytest_jobagent import browser
from pytest_jobagent.llm.errors import LLMLimitExceeded, LLMReplyError
from pytest_jobagent.oversight.ask import ask_user
from pytest_jobagent.oversight.steering import Steering
from pytest_jobagent.oversight.thinking import Review, ThinkingGate, rejections_allowed
from pytest_jobagent.runs.explore.domtext import relative, strip_origin

from . import collector, controls, extractor
from .employer import page_employer
from .fields import field_of_label
from .grounding import check_field_map, invented_fields
from .listing import describe_samples, extract_item, leaf_texts, read_items
from .memory import Breakers, CollectMemory
from .models import ApplyControl, CollectionResult, CollectStats, FieldMap, JobData

DEFAULT_TASK = "Collect every job listed for the search and filters, with its apply link"
ITEM_MARK = "data-jobagent-item"
DETAILS_BUDGET = 2500
SCROLL_NEXT = "(no control: scrolling to the end of the list loads more listings)"

MARK_ITEM_JS = r"""
([pattern, index, mark, href]) => {
  // through open shadow roots, as the listing was read
  const deep = (scope, sel) => {
    const out = Array.from(scope.querySelectorAll(sel));
    for (const el of scope.querySelectorAll('*')) if (el.shadowRoot) out.push(...deep(el.shadowRoot, sel));
    return out;
  };
  deep(document, '[' + mark + ']').forEach(e => e.removeAttribute(mark));
  const visible = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 || r.height > 0; };
  const [first, ...rest] = pattern.split(' >> ');
  let items = deep(document, first);
  for (const part of rest) items = items.flatMap(el => deep(el.shadowRoot || el, part));
  const item = items.filter(visible)[index];
  if (!item) return false;
  // the link of the item's title (its details), not the first link (Lever rows put "Apply" first)
  const links = [...(item.matches('a[href]') ? [item] : []), ...deep(item, 'a[href]'),
                 ...(item.shadowRoot ? deep(item.shadowRoot, 'a[href]') : [])];
  const link = links.find(a => href && a.getAttribute('href') === href) || links[0] || item;
  link.setAttribute(mark, '1');
  return true;
}
"""



def _route(url: str) -> str:
    """Where a page is: its path, and a hash route's path ("/#/jobs/12" is another view than "/#/jobs")."""
    parts = urllib.parse.urlsplit(url)
    hashed = parts.fragment.lstrip("!")
    return parts.path + ("#" + urllib.parse.urlsplit(hashed).path if hashed.startswith("/") else "")

class Collection:
    """One collection on a page that Phase 1 explored; `run()` returns the CollectionResult."""

    def __init__(self, page: Any, llm: Any, exploration: Any, *, filters: list[dict[str, list[str]]] | None = None,
                 task: str | None = None, events: Any = None, breakers: Breakers | None = None,
                 thinking: ThinkingGate | None = None, allow_empty: bool = False, steering: Steering | None = None):
        self.page = page
        self.allow_empty = allow_empty  # the scenario expects no jobs: an empty result can be a success
        self.employers: dict[str, str | None] = {}  # host -> the employer its board pages name
        self.llm = llm
        self.exploration = exploration
        self.passes = [p for p in (filters or []) if p]
        self.task = task or DEFAULT_TASK
        self.events = events
        self.memory = CollectMemory(breakers=breakers or Breakers())
        self.stats = CollectStats(name="collect")
        self.start_url = page.url
        self.passes_done = 0
        self.pattern: str | None = None
        self.extracted = False
        self.view_seen: Counter[str] = Counter()  # job keys handled in this view, per occurrence (load more / scroll)
        self.view_grown = False  # this view holds listings that load more / scrolling added (a reload loses them)
        self.scroll_probe: tuple[tuple[str, int], bool] | None = None  # (view state, more listings on scroll)
        self.tab: Any = None  # a second tab for details pages, so the list view stays as it is
        self.pager: Any = None  # the pagination the last look for a next control observed
        self.details_mode: str | None = None  # "page" (a listing navigates) or "panel" (it updates this page)
        self.last_result: str | None = None
        self.stop_reason: str | None = None
        self.stopped_early = False
        self.walk_ended = False  # a breaker ended this filter pass's walk (duplicate-only page)
        self.thinking = thinking
        self.steering = steering  # the scripted user: messages before turn N, answers when the gate pauses
        self.follow_ups: list[str] = []  # what the user said during the run (they change the task)
        self.review: str | None = None  # the ThinkingAgent's instructions after it rejected "finish"
        self.evidence: list[str] = []  # what each turn did: the ThinkingAgent's history
        self.gate_error: str | None = None
        self.failures_reviewed = False
        self.refusals = 0  # premature `finish`es the page contradicted (_refuse_finish)
        self.extractor_unusable = False  # the last details extraction ended with an unusable reply
        self.turn_unusable = False  # the last collector turn ended with an unusable reply (this one asks again)

    # ---- plumbing ------------------------------------------------------------------------------------
    def _emit(self, kind: str, **data: Any) -> None:
        if self.events is not None:
            self.events.emit(kind, **data)

    def _act(self, name: str, result: Any) -> Any:
        self._emit("action", step=self.memory.turns, action_kind=name, target=result.target, success=result.success,
                   url_changed=result.url_changed, error=result.error, elapsed_ms=result.elapsed_ms)
        return result

    def _error(self, text: str) -> None:
        self.memory.error(strip_origin(text, self.page.url))

    def _key_elements(self) -> dict[str, Any]:
        keys = self.exploration.key_elements.model_dump() if self.exploration is not None else {}
        keys["filter_options"] = dict(self.exploration.filter_options) if self.exploration is not None else {}
        return keys

    # ---- the loop ------------------------------------------------------------------------------------
    def run(self) -> CollectionResult:
        error = None
        try:
            while True:
                reason = self.memory.stop_reason()
                if reason is None and self.extracted and self.memory.page_limit_reached() and not self.walk_ended \
                        and self._next_control() is not None:
                    reason = f"max_pages: {len(self.memory.pages)} pages visited (limit {self.memory.breakers.max_pages})"
                if reason and reason.startswith("consecutive_errors") and self._consult_on_failures(reason):
                    continue
                if reason:
                    self._stop(reason, early=True)
                    break
                if self._turn():
                    break
        except LLMReplyError as exc:
            error = str(exc)
            self._stop(f"model_error: {exc}", early=True)
        except LLMLimitExceeded as exc:  # the scenario's budget is spent: the jobs so far, and why it stopped
            error = str(exc)
            self._stop(f"budget: {exc}", early=True)
        finally:
            if self.tab is not None and not self.tab.is_closed():
                self.tab.close()
        return self._result(error)

    def _stop(self, reason: str, *, early: bool) -> None:
        self.stop_reason, self.stopped_early = reason, early
        if early:
            self._emit("breaker", step=self.memory.turns, breaker=reason.split(":", 1)[0], reason=reason)

    def _read_state(self) -> tuple[int, str | None]:
        """The listings on the page, and what goes to the next page (known once this view was extracted)."""
        pattern = self._listing_pattern()
        items = len(read_items(self.page, pattern)) if pattern else 0
        nxt = self._next_control() if self.extracted and not self.walk_ended else None
        if nxt is None and self.extracted and not self.walk_ended and self._scroll_loads_more():
            nxt = SCROLL_NEXT
        return items, nxt

    def _state(self, items: int, nxt: str | None) -> dict[str, Any]:
        return {"url": relative(self.page.url), "listings on page": items,
                "extracted": "yes" if self.extracted else "no",
                "next page control": f'"{nxt}"' if nxt else ("none" if self.extracted else "(known after extract_data)")}

    def _turn(self) -> bool:
        self.memory.turns += 1
        if self.turn_unusable:  # this turn asks again what the last one could not answer
            self.memory.retried()
            self.turn_unusable = False
        if self.steering is not None:
            self.follow_ups += self.steering.steer_at(self.memory.turns, agent=collector.AGENT)
        items, nxt = self._read_state()
        context = dict(task=self.task, phase1=self._key_elements(), passes=self.passes, passes_done=self.passes_done,
                       state=self._state(items, nxt), memory=self.memory.summary(), last_result=self.last_result,
                       review=self.review, follow_ups=self.follow_ups)
        try:
            call = collector.run(self.llm, check=self._check_turn, **context)
        except LLMReplyError as exc:  # a failed turn: the consecutive-errors breaker (and the ThinkingAgent) judge
            self.memory.retried(exc.attempts - 1)
            self.turn_unusable = True
            self.memory.error(f"your last reply was unusable ({exc.problem}); answer with one call of a tool")
            self.last_result = self.memory.errors[-1]
            self.evidence.append(self.last_result)
            return False
        self.stats.collector_turns += 1
        self.memory.retried(call.attempts - 1)
        args = call.args.model_dump(mode="json")
        self._emit("agent_turn", agent=collector.AGENT, tool=call.name, step=self.memory.turns, attempts=call.attempts,
                   args={k: (v if not isinstance(v, str) else v[:200]) for k, v in args.items()})
        if call.name == "finish":
            if self._refuse_finish(items, nxt):  # the page as this turn's prompt showed it: nothing acted since
                return False
            if self._gate(call.args.reason):
                self._stop(call.args.reason, early=False)
                return True
            return False
        if call.name == "apply_filters":
            self.last_result = self._apply_filters(call.args.as_dict())
        elif call.name == "extract_data":
            self.last_result = self._extract_page()
        elif call.name == "next_page":
            self.last_result = self._next_page()
        elif call.name == "select_job":
            self.last_result = self._select_job(call.args.selector)
        self.last_result = strip_origin(self.last_result or "", self.page.url)
        self.evidence.append(self.last_result)
        return self.stop_reason is not None

    def _consult_on_failures(self, reason: str) -> bool:
        """Before the consecutive-errors breaker ends the walk, the ThinkingAgent says how to go on (once per run).
        True: its instructions go to the collector and the walk continues."""
        gate = self.thinking
        if gate is None or not gate.options.enabled or not gate.options.on_failures or self.failures_reviewed:
            return False
        self.failures_reviewed = True
        claim = f"turn {self.memory.turns}: {reason}; last errors: " + "; ".join(self.memory.errors[-3:])
        verdict = gate.review(Review(task=self.task, steps=[], history=list(self.evidence), claim=claim,
                                     follow_ups=list(self.follow_ups), trigger="failures"), step=self.memory.turns)
        if verdict.action not in ("reject", "pause"):
            return False
        self.review = verdict.feedback
        if verdict.action == "pause" and self.steering is not None:
            self.review = verdict.note or None
            if not self._ask(verdict.output.question_for_user.strip()):
                return False
        self.memory.ok()  # a fresh streak under the new instructions
        return True

    def _refuse_finish(self, items: int, nxt: str | None) -> bool:
        """A `finish` the page contradicts is refused, like a rejected one: listings on the page not extracted yet, a
        next page control within the page limit, filter passes not done. Not when the user spoke (their follow-ups
        may have changed what is wanted), and at most max_rejections - 1 times (the ThinkingAgent's allowance)."""
        if self.follow_ups or self.refusals >= rejections_allowed(self.thinking) - 1:
            return False
        left = []
        if not self.extracted and items:
            left.append(f"the page lists {items} jobs that extract_data has not read")
        if nxt and not self.memory.page_limit_reached():
            left.append(f'the page has a next page control "{nxt}" (next_page)')
        if self.passes_done < len(self.passes):
            left.append(f"{len(self.passes) - self.passes_done} of {len(self.passes)} filter passes are not done "
                        "(apply_filters)")
        if not left:
            return False
        self.refusals += 1
        self.last_result = f"finish refused: {'; '.join(left)}"
        self.evidence.append(self.last_result)
        self._emit("action", step=self.memory.turns, action_kind="finish", target=None, success=False,
                   error=self.last_result)
        return True

    def _gate(self, reason: str) -> bool:
        """The ThinkingAgent reviews the collector's "finish"; False: not accepted, the collection goes on."""
        if self.thinking is None or not self.thinking.options.enabled:
            return True
        extracted = {"jobs collected": len(self.memory.jobs), "pages visited": len(self.memory.pages),
                     "filters applied": json.dumps(self.memory.filters_applied, ensure_ascii=False)}
        verdict = self.thinking.review(Review(task=self.task, steps=[], history=list(self.evidence),
                                              follow_ups=list(self.follow_ups), extracted=extracted,
                                              claim=f"finish: {reason}", trigger="done"), step=self.memory.turns)
        if verdict.action == "approve":
            return True
        if verdict.action == "give_up":
            self.gate_error = verdict.reason
            return True
        if verdict.action == "pause" and self.steering is not None \
                and not self._ask(verdict.output.question_for_user.strip()):
            return True
        self.review = verdict.note or verdict.reason  # (with no user to ask, a question is a rejection)
        self.last_result = f"finish was not accepted: {verdict.reason}"
        self.evidence.append("finish -> not accepted by the ThinkingAgent")
        return False

    def _ask(self, question: str) -> bool:
        """The gate paused: ask the scripted user. A reply becomes a follow-up; False: no answer ends the run."""
        assert self.steering is not None
        asked = ask_user(self.steering, question, agent=collector.AGENT, step=self.memory.turns)
        if asked.reply is not None:
            self.follow_ups.append(asked.reply)
        if not asked.go_on:
            self.gate_error = asked.error
        return asked.go_on

    def _check_turn(self, call: Any) -> str | None:
        if call.name == "select_job" and not self.page.locator(call.args.selector).count():
            return f"select_job: {call.args.selector!r} matches nothing on the page; copy a selector of a listing"
        if call.name == "next_page" and not self.extracted:
            return "next_page: extract_data on this page first, or its jobs are lost"
        return None

    # ---- apply_filters -------------------------------------------------------------------------------
    def _apply_filters(self, settings: dict[str, list[str]]) -> str:
        settings = {g: [o for o in (v if isinstance(v, list) else [v]) if o] for g, v in settings.items()}
        if self.passes_done or self.memory.pages:
            self._act("navigate", browser.navigate(self.page, self.start_url))  # a filter change starts from the search
        applied: dict[str, list[str]] = {}
        missing: list[str] = []
        dialog = None
        button = self.exploration.key_elements.filter_button if self.exploration is not None else None
        if button and self.page.locator(button).count():
            self._act("click", browser.click(self.page, button))
            dialog = controls.open_dialog(self.page)
        for group, options in settings.items():
            for option in options:
                found = controls.mark_option(self.page, dialog, group, option)
                if not found.get("found"):
                    missing.append(f"{group}: {option}")
                    continue
                target = f"[{controls.MARK}]"
                if found.get("checkable") or found.get("tag") == "input":
                    result = browser.check(self.page, target) if not found.get("checked") else None
                elif found.get("checked"):
                    result = None  # already on
                else:
                    result = browser.click(self.page, target)
                if result is not None:
                    self._act("check" if found.get("checkable") else "click", result)
                    if not result.success:
                        missing.append(f"{group}: {option} ({result.error})")
                        continue
                applied.setdefault(group, []).append(option)
        if dialog:
            apply = controls.dialog_apply_button(self.page, dialog)
            if apply:
                self._act("click", browser.click(self.page, apply))
            self._close_panel()
        if settings not in self.passes[self.passes_done:self.passes_done + 1]:
            self.passes.insert(self.passes_done, settings)  # a pass the collector chose (after a review): shown as wanted
        self.passes_done += 1
        self.memory.filters_applied.append(applied)
        self.extracted, self.pattern, self.walk_ended = False, None, False
        self._new_view()
        count = controls.result_count(self.page)
        if missing:
            self._error(f"filters not found: {', '.join(missing)}")
        else:
            self.memory.ok()
        return (f"apply_filters: applied {applied or 'nothing'}"
                + (f"; NOT FOUND: {missing}" if missing else "")
                + (f"; the page reports {count} jobs" if count is not None else "")
                + f"; now at {relative(self.page.url)}")

    def _close_panel(self) -> None:
        """A filter dialog still open once its filters are set (one that applies them as they change, or that an
        apply button left open) is closed, so that it does not cover the results: Escape first (the usual keyboard
        contract of a modal), then its close control found by what it says."""
        dialog = controls.open_dialog(self.page)
        if dialog is None:
            return
        try:
            self.page.keyboard.press("Escape")
        except Exception:  # noqa: BLE001 - a page that ignores keys is closed by its button below
            pass
        browser.wait_for_settle(self.page)
        dialog = controls.open_dialog(self.page)
        if dialog is None:
            self._emit("action", step=self.memory.turns, action_kind="press", target="Escape", success=True)
            return
        close = controls.dialog_close_button(self.page, dialog)
        if close is not None:
            self._act("click", browser.click(self.page, close))

    # ---- extract_data --------------------------------------------------------------------------------
    def _listing_pattern(self) -> str | None:
        if self.pattern and read_items(self.page, self.pattern):
            return self.pattern
        groups = browser.observe_page(self.page).listing_groups
        if not groups:
            return None
        chosen = groups[0].pattern
        phase1 = self.exploration.key_elements.job_listings if self.exploration is not None else []
        for group in groups:
            inside = self.page.evaluate(
                "([p, sels]) => sels.some(s => { try { return Array.from(document.querySelectorAll(s))"
                ".some(e => e.closest(p)); } catch (e) { return false; } })", [group.pattern, phase1])
            if inside:
                chosen = group.pattern
                break
        self.pattern = chosen
        return chosen

    def _places(self) -> tuple[str, ...]:
        """The page's own place names: options of the filter groups whose name says location ("Location", "City")."""
        groups = self.exploration.filter_options if self.exploration is not None else {}
        return tuple(o for name, options in groups.items() if field_of_label(name) == "location" for o in options)

    def _employer(self) -> str | None:
        origin = urllib.parse.urlsplit(self.page.url).netloc
        if origin not in self.employers:
            self.employers[origin] = page_employer(self.page)[0]
        return self.employers[origin]

    def _field_map(self, pattern: str, items: list[dict[str, Any]]) -> FieldMap:
        known = self.memory.field_maps.get(pattern)
        if known is not None:
            return known
        samples = items[:3]
        texts = [leaf_texts(i) for i in samples]

        def check(call: Any) -> str | None:
            problem = check_field_map(call.args.model_dump(), texts)
            if problem:
                self.stats.rejected_extractions += 1
            return problem

        filters = dict(self.exploration.filter_options) if self.exploration is not None else {}
        call, args = extractor.map_fields(self.llm, pattern=pattern, samples=describe_samples(samples),
                                          filters=filters, check=check)
        self.stats.field_maps += 1
        self.memory.retried(call.attempts - 1)
        self._emit("agent_turn", agent=extractor.AGENT, tool=call.name, step=self.memory.turns, attempts=call.attempts,
                   args=args.model_dump(mode="json"))
        field_map = FieldMap(pattern=pattern, **args.model_dump())
        self.memory.field_maps[pattern] = field_map
        return field_map

    def _extract_page(self) -> str:
        pattern = self._listing_pattern()
        if not pattern:
            self.extracted = True
            self.memory.start_page(self.page.url)
            unreadable = browser.observe_page(self.page).unreadable
            self._error(f"no job listings found on {relative(self.page.url)}" + (f" ({unreadable})" if unreadable else ""))
            return "extract_data: no repeated job listing on this page"
        items = read_items(self.page, pattern)
        field_map = self._field_map(pattern, items)
        list_url = self.page.url
        # listings without a company are one employer's board: its name is on the page (site name, title, logo)
        employer = None if field_map.company else self._employer()
        tally = self.memory.pages[-1] if (self.view_seen and self.memory.pages) else self.memory.start_page(list_url)
        self.extracted = True
        pending: list[tuple[dict, dict, JobData]] = []
        pending_keys: set[str] = set()
        ordered: list[JobData] = []
        new_before, dup_before = tally.new, tally.duplicates
        occurrences: Counter[str] = Counter()
        for item in items:
            if len(self.memory.jobs) + len(ordered) >= self.memory.breakers.max_jobs:
                break
            values = extract_item(item, field_map, list_url, self._places())
            key = values["job_key"]
            occurrences[key] += 1
            if occurrences[key] <= self.view_seen[key]:
                continue  # already handled in this view (load more / infinite scroll keeps the earlier items)
            self.view_seen[key] += 1  # a later listing of the same job (in this view too) is a duplicate below
            if key in self.memory.dedup or key in pending_keys:
                self.memory.dedup.skipped.append(key)
                tally.duplicates += 1
                continue
            if not values["title"]:
                self._error(f"listing {item['index']} has no title under {field_map.title!r}")
                continue
            self.stats.list_extractions += 1
            link = values["link"]
            job = JobData(title=values["title"], company=values["company"] or employer or "",
                          location=values["location"] or "", work_mode=values["work_mode"],
                          salary=values["salary"], posted_date=values["posted_date"], apply_url=link or list_url,
                          source_url=link or list_url, job_key=key, site_id=values["site_id"],
                          extracted_by={f: "list" for f in ("title", "company", "location", "salary", "posted_date")
                                        if values.get(f)})
            if not values["company"] and employer:
                job.extracted_by["company"] = "page"
            if values["easy_apply"]:
                job.apply_type = "easy_apply"
                job.extracted_by["apply_type"] = "list"
                self.stats.details_skipped += 1
            else:
                pending.append((item, values, job))
            pending_keys.add(key)
            ordered.append(job)
        opened_page = False
        for item, values, job in pending:  # what the list does not show: from the details view
            opened_page |= self._details(item, values, job, pattern, list_url)
        if opened_page:
            self._act("navigate", browser.navigate(self.page, list_url))
        if self.tab is not None:  # a page behind another tab is hidden: its infinite list would not load on scroll
            self.page.bring_to_front()
        for job in ordered:
            self.memory.offer(job, tally)
        self.memory.ok()
        self._duplicate_breaker()
        self._emit("jobs_extracted", step=self.memory.turns, url=relative(list_url), new=tally.new - new_before,
                   duplicates=tally.duplicates - dup_before, total=len(self.memory.jobs))
        return (f"extract_data: {tally.new - new_before} new jobs, {tally.duplicates - dup_before} duplicates skipped "
                f"on {relative(list_url)}; {len(self.memory.jobs)} jobs in total")

    def _duplicate_breaker(self) -> None:
        """A page of only known jobs ends this pass's walk when more pages follow; the last pass's ends the run."""
        reason = self.memory.duplicate_only_page()
        if reason is None or self._next_control() is None:
            return
        if self.passes_done < len(self.passes):
            self.walk_ended = True
            self._emit("breaker", step=self.memory.turns, breaker="duplicate_only_page", reason=reason + "; next pass")
        else:
            self._stop(reason, early=True)

    # ---- details -------------------------------------------------------------------------------------
    def _details_tab(self) -> Any:
        if self.tab is None or self.tab.is_closed():
            self.tab = self.page.context.new_page()
        return self.tab

    def _open(self, item: dict[str, Any], values: dict[str, Any], pattern: str) -> tuple[Any, bool]:
        """Open the job's details; returns (the page showing them, None when they did not open; the list page moved)."""
        if self.details_mode == "page" or (self.details_mode is None and self.view_grown):
            # a details page opens in a second tab: the list view (and what load more or scrolling added) stays
            tab = self._details_tab()
            result = self._act("navigate", browser.navigate(tab, values["link"]))
            return (tab if result.success else None), False
        if not self.page.evaluate(MARK_ITEM_JS, [pattern, item["index"], ITEM_MARK, values.get("href")]):
            return None, False
        before = _route(self.page.url)
        result = self._act("click", browser.click(self.page, f"[{ITEM_MARK}]"))
        if not result.success:
            return None, False
        moved = _route(self.page.url) != before
        if self.details_mode is None:
            self.details_mode = "page" if moved else "panel"
        return self.page, moved

    def _details(self, item: dict[str, Any], values: dict[str, Any], job: JobData, pattern: str, list_url: str) -> bool:
        """Complete the job from its details view; True when the list page navigated away (the caller goes back)."""
        if not values["link"]:
            return False
        view, moved = self._open(item, values, pattern)
        if view is None:
            self._error(f"could not open the details of {job.title!r}")
            return moved
        self.stats.details_opened += 1
        scope = pattern if view is self.page and not moved else None  # a panel beside the list: skip the listings
        known = list(self.memory.apply_controls)
        found = controls.apply_controls(view, scope, known) if known else []
        if found:
            control = self.memory.apply_controls[found[0]["signature"]]
            job.apply_type = controls.apply_kind(control.apply_type, found[0]["url"], view.url)
            job.apply_url = found[0]["url"] or job.source_url
            job.extracted_by.update(apply_type="details", apply_url="details")
            self.stats.details_by_code += 1
            if not found[0]["url"]:
                self._reveal(job, view, control.example, follow=view is not self.page or moved)
            return moved
        self._extract_details(job, view, follow=view is not self.page or moved)
        return moved

    def _reveal(self, job: JobData, view: Any, selector: str | None, *, follow: bool = False) -> None:
        """An apply button that shows the application link in place ("Apply for job" revealing an e-mail address
        or an external URL) makes the job external, with that link; one that goes to a form (when the view may
        leave its page: `follow`) gives the form's address, on this site an easy apply."""
        if not selector:
            return
        host = urllib.parse.urlsplit(view.url).netloc
        link = controls.revealed_link(view, selector, follow=follow)
        if link:
            on_site = urllib.parse.urlsplit(link).netloc == host and link.startswith("http")
            job.apply_type = "easy_apply" if on_site else "external"
            job.apply_url = link
            job.extracted_by.update(apply_type="details", apply_url="details")

    def _extract_details(self, job: JobData, view: Any, *, follow: bool = False) -> None:
        _, rendered = browser.page_text(view, budget=DETAILS_BUDGET)
        dom = strip_origin(rendered.text, view.url)
        text = browser.visible_text(view)
        # each value named: a listing that shows no company must not pass its place off as one
        listing = " | ".join(f"{name}: {value}" for name, value in
                             (("title", job.title), ("company", job.company), ("location", job.location)) if value)

        def check(call: Any) -> str | None:
            # the details page may not show a company or place at all: empty is honest, invented is not
            problems = [p for p in invented_fields(call.args.model_dump(), text)
                        if not p.endswith("is empty") or p.startswith("title ")]
            selector = call.args.apply_selector
            if selector:
                try:
                    if not view.locator(selector).count():
                        problems.append(f"apply_selector {selector!r} matches nothing")
                except Exception as exc:  # noqa: BLE001 - a bad selector from a model is a reason to retry
                    problems.append(f"apply_selector {selector!r} is not a valid selector ({exc})")
            if problems:
                self.stats.rejected_extractions += 1
                return "; ".join(problems) + ". Copy values exactly as the page shows them; never invent one."
            return None

        # a reply still unusable after the corrective retry is asked once more, saying so; not when the last job's
        # was unusable too (a model that keeps failing is not asked twice per job)
        earlier: str | None = None
        for tries_left in (0,) if self.extractor_unusable else (1, 0):
            try:
                call, args = extractor.extract_job(self.llm, listing=listing, url=relative(view.url), dom=dom,
                                                   check=check, earlier=earlier)
                self.extractor_unusable = False
                break
            except LLMReplyError as exc:
                self.memory.retried(exc.attempts - 1)
                if not tries_left:
                    self.extractor_unusable = True
                    self._error(f"extractor failed on {relative(view.url)}: {exc}")
                    return
                earlier = exc.problem[:300]
                self.memory.retried()  # the second ask about this job
        self.stats.details_extractions += 1
        self.memory.retried(call.attempts - 1)
        self._emit("agent_turn", agent=extractor.AGENT, tool=call.name, step=self.memory.turns, attempts=call.attempts,
                   args={k: (v if not isinstance(v, str) else v[:200]) for k, v in args.model_dump(mode="json").items()})
        job.apply_type = args.apply_type
        job.extracted_by["apply_type"] = "extractor"
        if args.apply_selector:
            signature = controls.signature_of(view, args.apply_selector)
            url = controls.url_of(view, args.apply_selector)
            if signature and args.apply_type != "unknown":
                self.memory.apply_controls.setdefault(
                    signature, ApplyControl(signature=signature, apply_type=args.apply_type, example=args.apply_selector))
            if url:
                job.apply_url = url
                job.extracted_by["apply_url"] = "extractor"
                job.apply_type = controls.apply_kind(args.apply_type, url, view.url)
                if signature in self.memory.apply_controls:
                    self.memory.apply_controls[signature].apply_type = job.apply_type
            else:
                self._reveal(job, view, args.apply_selector, follow=follow)
                if job.apply_type == "external" and signature in self.memory.apply_controls:
                    self.memory.apply_controls[signature].apply_type = "external"
        for name in ("salary", "posted_date", "description"):
            if not getattr(job, name) and getattr(args, name):
                setattr(job, name, getattr(args, name))
                job.extracted_by[name] = "extractor"

    # ---- next_page -----------------------------------------------------------------------------------
    def _new_view(self) -> None:
        """Another list view (a filter pass or a page): nothing in it was handled yet."""
        self.view_seen, self.view_grown, self.scroll_probe = Counter(), False, None

    def _next_control(self) -> str | None:
        """The visible, enabled control of the next page: the pager's Next (or load more), Phase 1's pagination
        selector, else the number after the current page in a pager without a Next control."""
        observation = browser.observe_page(self.page)
        self.pager = observation.pagination
        candidates = []
        if observation.pagination is not None and observation.pagination.next_selector:
            candidates.append(observation.pagination.next_selector)
        hint = self.exploration.key_elements.pagination if self.exploration is not None else None
        if hint:
            candidates.append(hint)
        for selector in candidates:
            try:
                if self.page.locator(selector).count() == 1 and not controls.is_disabled(self.page, selector) \
                        and controls.is_visible(self.page, selector):
                    return selector
            except Exception:  # noqa: BLE001 - a stale Phase 1 selector is simply not used
                continue
        try:
            return controls.numbered_next(self.page)
        except Exception:  # noqa: BLE001 - a page that went away has no next page
            return None

    def _unseen(self) -> int:
        """Listings of this view not handled yet (per occurrence of a job, as extract_data counts them)."""
        field_map = self.memory.field_maps.get(self.pattern or "")
        if field_map is None:
            return 0
        occurrences: Counter[str] = Counter()
        unseen = 0
        for item in read_items(self.page, field_map.pattern):
            key = extract_item(item, field_map, self.page.url, self._places())["job_key"]
            occurrences[key] += 1
            unseen += occurrences[key] > self.view_seen[key]
        return unseen

    def _scroll_loads_more(self) -> bool:
        """With no next control and no pager: scroll to the end of the list (once per view state); True when
        listings not extracted yet are there then (an infinite list appends them as it scrolls)."""
        if self.pager is not None or not self.pattern or self.pattern not in self.memory.field_maps:
            return False
        state = (self.page.url, sum(self.view_seen.values()))
        if self.scroll_probe is not None and self.scroll_probe[0] == state:
            return self.scroll_probe[1]
        more = self._unseen() > 0
        if not more and self.page.locator(self.pattern).count():  # the last listing into view: lists in a panel
            self._act("scroll", browser.scroll(self.page, f"{self.pattern} >> nth=-1"))
            more = self._unseen() > 0
        if not more:
            self._act("scroll", browser.scroll(self.page, direction="bottom"))
            more = self._unseen() > 0
        self.scroll_probe = (state, more)
        return more

    def _first_keys(self) -> list[str]:
        pattern = self.pattern
        if not pattern:
            return []
        return [" ".join(leaf["text"] for leaf in item["leaves"][:3]) for item in read_items(self.page, pattern)[:3]]

    def _next_page(self) -> str:
        if self.memory.page_limit_reached():
            self._stop(f"max_pages: {len(self.memory.pages)} pages visited (limit {self.memory.breakers.max_pages})",
                       early=True)
            return "next_page: page limit reached"
        selector = self._next_control()
        if selector is None:
            if self._scroll_loads_more():
                self.extracted, self.view_grown = False, True  # same view, more items: earlier ones are in view_seen
                self.memory.ok()
                return "next_page: scrolling loaded more listings"
            return "next_page: there is no next page"
        before = self._first_keys()
        count_before = len(read_items(self.page, self.pattern)) if self.pattern else 0
        result = self._act("click", browser.click(self.page, selector))
        if not result.success:
            self._error(f"next page control {selector!r} failed: {result.error}")
            return f"next_page FAILED: {result.error}"
        after = self._first_keys()
        count_after = len(read_items(self.page, self.pattern)) if self.pattern else 0
        if after == before and count_after <= count_before:
            self._error(f"next page control {selector!r} showed the same listings")
            return "next_page FAILED: the listings did not change"
        if count_after > count_before and after == before:
            self.extracted, self.view_grown = False, True  # load more: the earlier items stay
            self.memory.ok()
            return f"next_page: {count_after - count_before} more listings loaded"
        self.extracted = False
        self._new_view()
        self.memory.ok()
        return f"next_page: now at {relative(self.page.url)}"

    # ---- select_job ----------------------------------------------------------------------------------
    def _select_job(self, selector: str) -> str:
        pattern = self._listing_pattern()
        items = read_items(self.page, pattern) if pattern else []
        index = self.page.evaluate(
            "([p, s]) => { const el = document.querySelector(s); const all = Array.from(document.querySelectorAll(p));"
            " return all.findIndex(i => i.contains(el) || i === el); }", [pattern, selector]) if pattern else -1
        if pattern is None or index < 0 or index >= len(items):
            self._error(f"select_job: {selector!r} is not inside a listing")
            return f"select_job FAILED: {selector!r} is not inside a listing"
        field_map = self._field_map(pattern, items)
        values = extract_item(items[index], field_map, self.page.url, self._places())
        list_url = self.page.url
        job = JobData(title=values["title"] or "", company=values["company"] or "", location=values["location"] or "",
                      work_mode=values["work_mode"],
                      salary=values["salary"], posted_date=values["posted_date"], apply_url=values["link"] or list_url,
                      source_url=values["link"] or list_url, job_key=values["job_key"], site_id=values["site_id"])
        moved = self._details(items[index], values, job, pattern, list_url)
        if moved:
            self._act("navigate", browser.navigate(self.page, list_url))
        kept = self.memory.offer(job, self.memory.pages[-1] if self.memory.pages else self.memory.start_page(list_url))
        return f"select_job: {job.title!r} " + ("collected" if kept else "was already collected")

    # ---- result --------------------------------------------------------------------------------------
    def _result(self, error: str | None) -> CollectionResult:
        error = error or self.gate_error
        if error is None and not self.memory.jobs and not self.allow_empty:
            # nothing collected is never a success unless the scenario expects an empty board
            said = "; ".join(self.memory.errors[-3:]) or f"stopped because {self.stop_reason or 'of no reason given'}"
            error = f"no jobs were collected ({said}); a board with no jobs passes only with `expect: {{jobs: {{max: 0}}}}`"
        self.stats.jobs = len(self.memory.jobs)
        self.stats.pages = len(self.memory.pages)
        self.stats.retries = self.memory.retries
        return CollectionResult(
            success=error is None and bool(self.stop_reason and not self.stop_reason.startswith(("consecutive_errors", "model_error"))),
            error=error, jobs=list(self.memory.jobs), pages_visited=[relative(p.url) for p in self.memory.pages],
            filters_applied=self.memory.filters_applied, duplicates_skipped=self.memory.dedup.duplicates,
            duplicate_keys=list(self.memory.dedup.skipped), stop_reason=self.stop_reason or "",
            stopped_early=self.stopped_early, errors=list(self.memory.errors),
            field_maps=list(self.memory.field_maps.values()), apply_controls=list(self.memory.apply_controls.values()),
            start_url=relative(self.start_url), stats=self.stats,
            thinking=self.thinking.stats if self.thinking is not None else None,
            steering=self.steering.stats if self.steering is not None else None, follow_ups=list(self.follow_ups))

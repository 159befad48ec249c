"""MemoryStore: the page graph of one exploration and the operations the orchestrator and agents need."""

from __future__ import annotations

import re
import time
from collections.abc import Callable

from .models import KEY_OF_ELEMENT, BehaviorPattern, Edge, KeyElements, PageNode, RawObservation

MAX_EXAMPLES = 3
CONSOLIDATE_EVERY = 3        # the Consolidator runs once this many observations wait ...
CONSOLIDATE_AFTER_S = 30.0   # ... or when one waits and this long passed since the last consolidation


def _general(effect: str) -> str:
    return effect.split(":", 1)[0].strip() if ":" in effect else effect.strip()


def key_of(element_type: str) -> str | None:
    """The KeyElements field an element type fills ('Job listing card' -> job_listings), or None."""
    lowered = " ".join(element_type.lower().replace("_", " ").split())
    if lowered in KEY_OF_ELEMENT:
        return KEY_OF_ELEMENT[lowered]
    for name, key in KEY_OF_ELEMENT.items():
        if name in lowered:
            return key
    if "listing" in lowered or "job card" in lowered:
        return "job_listings"
    if "pagination" in lowered or "next page" in lowered:
        return "pagination"
    return None


class MemoryStore:
    """Pages as a graph (nodes, edges, visits), the current and previous page, the navigation path,
    observations waiting for consolidation, and the behavior patterns they group into."""

    def __init__(self, clock: Callable[[], float] = time.monotonic, *, consolidate_every: int = CONSOLIDATE_EVERY,
                 consolidate_after_s: float = CONSOLIDATE_AFTER_S):
        self.clock = clock
        self.consolidate_every, self.consolidate_after_s = consolidate_every, consolidate_after_s
        self.last_consolidation_at = clock()
        self.pages: dict[str, PageNode] = {}
        self.current_page_id: str | None = None
        self.previous_page_id: str | None = None
        self.navigation_path: list[str] = []
        self.pending_observations: list[RawObservation] = []
        self.observations: list[RawObservation] = []
        self.patterns: list[BehaviorPattern] = []
        self.uncategorized: list[str] = []
        self.filter_options: dict[str, list[str]] = {}
        self.listing_siblings: dict[str, list[str]] = {}  # page id -> selectors of items of the list a listing came from

    # ---- the graph ---------------------------------------------------------------------------------------
    def update_from_classification(self, page_id: str, understanding: str = "", url: str = "", *,
                                   via_action: str | None = None, selector: str | None = None) -> PageNode:
        """Enter a page type (new or known): a node, a visit, and an edge from the current page if any."""
        page_id = page_id.strip() or "page"
        now = self.clock()
        node = self.pages.get(page_id)
        if node is None:
            node = self.pages[page_id] = PageNode(id=page_id, understanding=understanding)
        elif understanding and not node.understanding:
            node.understanding = understanding
        came_from = self.current_page_id
        if came_from is not None and came_from != page_id:
            edge = Edge(from_page_id=came_from, to_page_id=page_id, action=via_action or "navigated", selector=selector)
            source = self.pages[came_from]
            if not any(e.to_page_id == page_id and e.action == edge.action for e in source.outgoing_edges):
                source.outgoing_edges.append(edge)
                node.incoming_edges.append(edge)
        if came_from != page_id:
            self.previous_page_id = came_from
            self.current_page_id = page_id
            self.navigation_path.append(page_id)
        node.visit_count += 1
        node.last_visited_at = now
        if url:
            self.note_url(url)
        return node

    def note_url(self, url: str) -> None:
        """The current page's URL changed without a new page type (SPA state, pagination, query)."""
        node = self.current
        if node is None or not url:
            return
        node.last_url = url
        if url not in node.urls:
            node.urls = (node.urls + [url])[-5:]

    @property
    def current(self) -> PageNode | None:
        return self.pages.get(self.current_page_id) if self.current_page_id else None

    def get_page(self, page_id: str) -> PageNode | None:
        return self.pages.get(page_id)

    def get_page_ids(self) -> list[str]:
        return list(self.pages)

    # ---- observations and patterns -------------------------------------------------------------------------
    def add_raw_observation(self, action: str, element_type: str, effect: str, change_type: str,
                            selector: str | None = None) -> RawObservation:
        obs = RawObservation(action=action, selector=selector, element_type=element_type.strip() or "element",
                             effect=effect, change_type=change_type, page_id=self.current_page_id or "")
        self.observations.append(obs)
        self.pending_observations.append(obs)
        if self.current is not None:
            self.current.raw_observations.append(obs.text())
        return obs

    def enrich_current_page(self, observation: str) -> None:
        """A plain note on the current page (warnings, declined actions)."""
        if self.current is not None and observation not in self.current.notes:
            self.current.notes.append(observation)

    def consolidate(self) -> list[BehaviorPattern]:
        """The Consolidator's grouping, in code: each pending observation joins the pattern of the same page, element
        type (the ChangeAnalyzer's label), action and change type, or starts one; seen twice is confirmed. The
        effect of a pattern seen more than once keeps its general part ("Updated the details panel: Data
        Engineer" -> "Updated the details panel")."""
        for obs in self.pending_observations:
            element = obs.element_type.strip()
            if not element or element.lower() in ("element", "unknown", "unknown element", "unclassified element"):
                self.uncategorized = (self.uncategorized + [obs.text()])[-10:]
                continue
            key = (obs.page_id, element.lower(), obs.action, obs.change_type)
            pattern = next((p for p in self.patterns if (p.page_id, p.target_description.lower(), p.action,
                                                         p.change_type) == key), None)
            if pattern is None:
                slug = re.sub(r"\W+", "_", f"{obs.page_id}_{element}_{obs.action}").strip("_").lower()
                pattern = BehaviorPattern(id=f"pattern_{slug}", action=obs.action, target_description=element,
                                          effect=obs.effect, change_type=obs.change_type, count=0,
                                          first_seen=self.clock(), page_id=obs.page_id)
                self.patterns.append(pattern)
            pattern.count += 1
            pattern.confirmed = pattern.count >= 2
            if pattern.count > 1:
                pattern.effect = _general(pattern.effect)
            if obs.selector and obs.selector not in pattern.selectors:
                pattern.selectors = (pattern.selectors + [obs.selector])[:MAX_EXAMPLES]
        self.pending_observations = []
        self.last_consolidation_at = self.clock()
        for node in self.pages.values():
            node.patterns = [p for p in self.patterns if self._page_of(p) == node.id]
        return self.patterns

    # ---- the Consolidator agent's cadence and hand-off (explore's seed mode) ----------------------------------
    def should_consolidate(self) -> bool:
        """Time for the Consolidator: CONSOLIDATE_EVERY observations wait, or one waits and CONSOLIDATE_AFTER_S
        passed since the last consolidation."""
        waiting = len(self.pending_observations)
        return waiting >= self.consolidate_every or (
            waiting > 0 and self.clock() - self.last_consolidation_at >= self.consolidate_after_s)

    def get_consolidation_input(self) -> tuple[list[RawObservation], list[BehaviorPattern]]:
        """What the Consolidator reads: the observations waiting since the last consolidation, and the patterns."""
        return list(self.pending_observations), [p.model_copy() for p in self.patterns]

    def update_patterns_from_consolidation(self, patterns: list[BehaviorPattern], uncategorized: list[str]) -> None:
        """The Consolidator's patterns replace the pattern list; the observations it was given are consumed.
        Seen twice is confirmed (a model that says "confirmed" after one sighting is held to the count)."""
        stamp = self.clock()
        known = {p.id: p for p in self.patterns}
        out = []
        for pattern in patterns:
            pattern = pattern.model_copy()
            pattern.confirmed = pattern.confirmed and pattern.count >= 2
            pattern.selectors = list(dict.fromkeys(pattern.selectors))[:MAX_EXAMPLES]
            pattern.first_seen = known[pattern.id].first_seen if pattern.id in known else stamp
            out.append(pattern)
        self.patterns = out
        self.uncategorized = (self.uncategorized + list(uncategorized))[-10:]
        self.pending_observations = []
        self.last_consolidation_at = stamp
        for node in self.pages.values():
            node.patterns = [p for p in self.patterns if self._page_of(p) == node.id]

    def get_current_page_id(self) -> str | None:
        return self.current_page_id

    def get_navigation_path(self) -> list[str]:
        return list(self.navigation_path)

    def _page_of(self, pattern: BehaviorPattern) -> str | None:
        if pattern.page_id:
            return pattern.page_id
        for obs in reversed(self.observations):
            if obs.selector in pattern.selectors or obs.element_type == pattern.target_description:
                return obs.page_id
        return self.current_page_id

    def get_matching_pattern(self, action: str, element_type: str | None = None) -> BehaviorPattern | None:
        """The confirmed pattern for this action (and element type), most observed first."""
        found = [p for p in self.patterns if p.confirmed and p.action == action
                 and (element_type is None or p.target_description.lower() == element_type.lower())]
        return max(found, key=lambda p: p.count) if found else None

    def element_type_of(self, selector: str | None) -> str | None:
        """What an earlier observation classified this selector as."""
        for obs in reversed(self.observations):
            if selector and obs.selector == selector:
                return obs.element_type
        return None

    def get_confirmed_pattern_count(self) -> int:
        return sum(1 for p in self.patterns if p.confirmed)

    def get_all_pattern_descriptions(self) -> list[str]:
        return [f"{p.action} {p.target_description} -> {p.effect}" + (" (confirmed)" if p.confirmed else "")
                for p in self.patterns]

    # ---- selectors -----------------------------------------------------------------------------------------
    def get_discovered_selectors(self) -> KeyElements:
        """Selectors whose effect was observed, by key: consolidated examples first, then raw observations."""
        found: dict[str, list[str]] = {}
        sources = [(p.target_description, p.selectors) for p in self.patterns]
        sources += [(o.element_type, [o.selector]) for o in self.observations if o.selector]
        for element_type, selectors in sources:
            key = key_of(element_type)
            if key:
                bucket = found.setdefault(key, [])
                bucket.extend(s for s in selectors if s and s not in bucket)
        first = {k: v[0] for k, v in found.items() if v and k != "job_listings"}
        listings = found.get("job_listings", [])[:10]
        for siblings in self.listing_siblings.values():
            for selector in siblings:  # other items of the list an observed listing belongs to
                if len(listings) >= 3:
                    break
                if selector not in listings:
                    listings.append(selector)
        return KeyElements(job_listings=list(dict.fromkeys(listings)), **first)

    # ---- text for models -----------------------------------------------------------------------------------
    def update_page_summary(self, page_id: str, summary: str) -> None:
        """Store the Summarizer's summary; the page's raw observations are folded into it."""
        node = self.pages.get(page_id)
        if node is not None:
            node.understanding = summary.strip()
            node.raw_observations = []
            node.summarized = True

    def get_summary(self) -> str:
        """The memory summary a model reads (EXPLORED PAGES / CURRENT PAGE / PATH)."""
        lines = ["EXPLORED PAGES:"]
        for node in self.pages.values():
            lines.append(f"[{node.id}]: {node.understanding or 'not yet understood'}")
            for edge in node.incoming_edges:
                lines.append(f'  ← from: [{edge.from_page_id}] via "{edge.action}"')
            for edge in node.outgoing_edges:
                lines.append(f'  → leads to: [{edge.to_page_id}] via "{edge.action}"')
            for pattern in self.patterns:
                if self._page_of(pattern) == node.id:
                    state = "confirmed" if pattern.confirmed else "testing"
                    lines.append(f"  LEARNED [{state} x{pattern.count}]: {pattern.action} {pattern.target_description}"
                                 f" -> {pattern.effect}")
            for obs in self.pending_observations:
                if obs.page_id == node.id:
                    lines.append(f"  SEEN: {obs.action} {obs.element_type} -> {obs.change_type}: {obs.effect}")
            for note in node.notes[-3:]:
                lines.append(f"  NOTE: {note}")
            lines.append("")
        if self.filter_options:
            groups = "; ".join(f"{k} ({len(v)} options)" for k, v in self.filter_options.items())
            lines.append(f"FILTERS MAPPED: {groups}")
        lines.append(f"CURRENT PAGE: [{self.current_page_id or '?'}]")
        lines.append("PATH: " + " → ".join(self.navigation_path))
        return "\n".join(lines)

    def get_final_understanding(self) -> str:
        parts = [f"[{n.id}] {n.understanding}".strip() for n in self.pages.values()]
        if self.navigation_path:
            parts.append("Path: " + " → ".join(self.navigation_path))
        return "\n".join(parts)

    def all_pages(self) -> list[PageNode]:
        for node in self.pages.values():
            node.patterns = [p for p in self.patterns if self._page_of(p) == node.id]
        return list(self.pages.values())

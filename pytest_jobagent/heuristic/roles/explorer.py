"""Heuristic rules for the Phase 1 explorer: the last action's effect first (the ChangeAnalyzer's part, _change.py),
then the next action: open filters, paginate, open listings, try apply, close dialogs, done (with the Summarizer's
page summaries); after the ThinkingAgent rejected "done", first do what its review asks. In the seed mode (tools
click, scroll, type_text, observe, done) the same choice is made as its own tool call, with its reason."""

from __future__ import annotations

import re

from ..context import Answer, Context, words
from ._change import Effect, effect_of
from ._page import RISKY, El, Page, observed, parse, review_instruction, sections
from .summarizer import compose

ROLE = "explorer"
TOOLS = {"act", "done"}  # the seed mode offers click, scroll, type_text, observe and done instead of act
LISTINGS_TO_OPEN = 2
REVIEW = "REVIEW OF YOUR DONE"
MORE_RESULTS = {"next", "pagination", "more", "result", "load", "paginate"}
BACK_TO_LIST = re.compile(r"^back\b.*\b(results?|jobs|search|list)\b|\b(search results|all jobs|find jobs)\b", re.I)
IGNORED = {"look", "page", "check", "how", "see", "find", "click", "open", "job"}  # (stop words are gone already)


def _values(selector: str) -> set[str]:
    """Attribute values in a selector (href, id ...): one element's selector may change while they stay."""
    return set(re.findall(r"='([^']{6,})'", selector))


def _click(el: El, reason: str) -> Answer:
    return Answer.call("click", selector=el.selector, reason=reason)


def _items(page: Page, seen: dict[str, str]) -> list[El]:
    """The first clickable of each listing item: of the list the observer found (cue: repeated structure), else
    the list whose items read most like jobs."""
    pattern = seen.get("job listings")
    if pattern and page.lists.get(pattern):
        out, items = [], set()
        for e in page.lists[pattern]:
            if e.item not in items:
                items.add(e.item)
                out.append(e)
        return out
    return page.listing_items()


def _next(page: Page, seen: dict[str, str]) -> El | None:
    """The next-page control the observer found (cue: rel=next, pager landmarks, "Next"/"›"), else by its words."""
    selector = seen.get("pagination")
    found = next((e for e in page.clicks() if selector and e.selector == selector), None)
    return found or page.next_page()


def answer(ctx: Context) -> Answer | None:
    effect = effect_of(ctx.last_text)
    parts = sections(ctx.last_text)
    actions = [a for a in parts.get("ACTIONS SO FAR", "").splitlines() if a.strip()]
    if effect is not None and actions and "->" not in actions[-1]:  # what the last action did counts as learned
        actions[-1] += f" -> {effect['element_type']} ({effect['change_type']})"
    chosen = _decide(ctx, parts, actions)
    if not ctx.offers("act"):  # the seed mode: a tool per action (click, scroll, type_text, observe, done)
        return _seed(chosen)
    if chosen.tool == "done":
        memory = "\n".join([parts.get("EXPLORED PAGES", ""), f"FILTERS MAPPED: {parts.get('FILTERS MAPPED', '')}",
                            f"CURRENT PAGE: {parts.get('CURRENT PAGE', '')}"])
        return Answer.call("done", last_effect=effect, **chosen.args, page_summaries=_summaries(memory, effect))
    return Answer.call("act", last_effect=effect, action=chosen.tool, selector=chosen.args.get("selector"),
                       text=chosen.args.get("text"), direction=chosen.args.get("direction"),
                       reason=chosen.args.get("reason", ""))


def _seed(chosen: Answer) -> Answer:
    """The seed mode's call: the chosen action as its own tool, with its reason (the ChangeAnalyzer, Consolidator
    and Summarizer are asked on their own, so there is no effect or page summary to give)."""
    if chosen.tool == "done":
        return chosen
    if chosen.tool == "observe":
        return Answer.call("observe", what=chosen.args.get("reason") or "a fresh snapshot")
    keep = {"click": ("selector", "reason"), "type_text": ("selector", "text", "reason"),
            "scroll": ("direction", "reason")}[chosen.tool or "click"]
    return Answer.call(chosen.tool or "click", **{k: chosen.args.get(k) or "" for k in keep})


def _summaries(memory: str, effect: Effect | None) -> list[dict[str, str]]:
    """The Summarizer's part of done: per page of MEMORY, its understanding, what was learned there, where it leads."""
    pages: dict[str, dict[str, list[str]]] = {}
    current = None
    filters: list[str] = []
    for line in memory.splitlines():
        head = re.match(r"^\[([^\]]+)\]: (.*)$", line)
        if head:
            current = head.group(1)
            pages[current] = {"understanding": [head.group(2).split("Learned:")[0].strip().rstrip(".")],
                              "learned": [], "links": []}
        elif line.startswith("FILTERS MAPPED:"):
            filters = [re.sub(r"\s*\(\d+ options\)$", "", g.strip()) for g in line.split(":", 1)[1].split(";") if g.strip()]
        elif current and line.strip().startswith("LEARNED"):
            pages[current]["learned"].append(line.split(":", 1)[1].strip())
        elif current and "leads to:" in line:
            pages[current]["links"].append(line.strip())
    here = re.search(r"^CURRENT PAGE: \[([^\]]+)\]", memory, re.MULTILINE)
    if effect is not None and here and here.group(1) in pages and effect.get("element_type") != "page":
        pages[here.group(1)]["learned"].append(f"{effect['element_type']} -> {effect['description']}")
    return [{"page_id": page_id, "summary": compose(info["understanding"][0], info["learned"], info["links"],
                                                    filters if i == 0 else [])}
            for i, (page_id, info) in enumerate(pages.items())]


def _decide(ctx: Context, parts: dict[str, str], actions: list[str]) -> Answer:
    page = parse(parts.get("DOM", ""))
    seen = observed(parts.get("OBSERVED", ""))
    joined = "\n".join(actions)
    tried = set(re.findall(r'(?:click|into) "((?:[^"\\]|\\.)+)"', joined))
    tried_values = {v for t in tried for v in _values(t)}
    learned = joined.lower()
    if page.dialogs:
        close = page.close_button()
        if close is not None and joined.count(close.selector) < 2:
            return _click(close, f'close the dialog "{page.dialogs[0]}" now that it is understood')
        return _done(ctx, page, parts, actions, "a dialog that cannot be closed is open")
    review = parts.get(REVIEW, "")
    if review:
        rejected = max((i for i, a in enumerate(actions) if "not accepted by the ThinkingAgent" in a), default=-1)
        followed = _follow_review(page, review, tried, learned, acted=len(actions) - rejected - 1)
        if followed is not None:
            return followed
    button = page.filter_button()
    if button is not None and "filter button" not in learned and button.selector not in tried:
        return _click(button, "see what the filter control opens and which filters exist")
    items = _items(page, seen)
    if items and learned.count("job listing") < LISTINGS_TO_OPEN:
        for item in items[1:] + items[:1]:  # the first item is often already selected
            if item.selector not in tried and not (_values(item.selector) & tried_values):
                return _click(item, "open a job listing to see what it shows")
    if "apply button" not in learned:
        for apply in page.apply_buttons(include_submit=True):
            if apply.selector not in tried:
                return _click(apply, "see how applying starts (without submitting anything)")
    nxt = _next(page, seen)
    if nxt is not None and items and "pagination" not in learned and nxt.selector not in tried:
        return _click(nxt, "check how the next page of results loads")
    return _done(ctx, page, parts, actions, "the key elements are known")


def _follow_review(page: Page, review: str, tried: set[str], learned: str, acted: int) -> Answer | None:
    """Do what the review asks: its instruction's words pick the control (more results -> the next-page control,
    first back to the results from a details page; else, once, the untried control whose name shares most words).
    `acted`: actions taken since the review."""
    instruction = review_instruction(review)
    if instruction is None:
        return None
    wanted = set(words(instruction)) - IGNORED
    why = f"the review asked: {instruction}"
    if wanted & MORE_RESULTS and "pagination" not in learned:
        nxt = page.next_page()
        if page.listing_items() and nxt is not None and nxt.selector not in tried:
            return _click(nxt, why)
        if not page.listing_items():
            back = [e for e in page.clicks() if BACK_TO_LIST.search(e.name.strip()) and e.selector not in tried]
            back.sort(key=lambda e: (0 if e.name.lower().startswith("back") else 1, e.index))
            if back:
                return _click(back[0], f"return to the results list first; {why}")
    if acted:
        return None
    scored = [(len(wanted & set(words(e.name))), -e.index, e) for e in page.clicks(in_dialog=None)
              if e.selector not in tried and not RISKY.search(e.name) and "submit" not in e.states]
    best = max(scored, default=None, key=lambda t: t[:2])
    if best is not None and best[0] > 0:
        return _click(best[2], why)
    return None


def _done(ctx: Context, page: Page, parts: dict[str, str], actions: list[str], why: str) -> Answer:
    memory = parts.get("MEMORY", "") + "\n" + parts.get("EXPLORED PAGES", "")
    understood = [line.strip() for line in memory.splitlines() if line.startswith("[")]
    current = re.search(r"\[([^\]?]+)\]", parts.get("CURRENT PAGE", ""))
    seen = observed(parts.get("OBSERVED", ""))
    items = _items(page, seen)
    applies = page.apply_buttons(include_submit=True)
    keys = {  # what the observer found first (cue: the DOM reader's candidates), else read off the DOM text
        "filter_button": seen.get("filter button") or (page.filter_button() or _none()).selector,
        "apply_button": seen.get("apply control") or (applies[0].selector if applies else None),
        "job_listings": [seen["job listings"]] if seen.get("job listings") else [i.selector for i in items[:3]],
        "search_input": seen.get("search input") or (page.search_input() or _none()).selector,
        "pagination": seen.get("pagination") or ((page.next_page() or _none()).selector if items else None),
    }
    findings = [re.sub(r"^\d+\.\s*", "", a) for a in actions if "->" in a][:10]
    text = " ".join(understood) or page.describe()
    return Answer.call("done", understanding=f"{text} Finished because {why}.", page_type=current.group(1) if current else page.kind(),
                       key_findings=findings or [page.describe()], key_elements=keys)


class _none:
    selector = None

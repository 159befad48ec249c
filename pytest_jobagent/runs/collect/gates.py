"""Checks on the collector's course: a `finish` the page contradicts is refused, the ThinkingAgent gates `finish` and
a streak of failures (and, when asked, the start and every N turns), and the scripted user answers its questions."""

from __future__ import annotations

import json

from pytest_jobagent.browser import visible_text
from pytest_jobagent.oversight.gate import Next, rejections_allowed
from pytest_jobagent.oversight.thinking import Review

from . import collector
from .state import WalkState


def refuse_finish(walk: WalkState, items: int, nxt: str | None) -> bool:
    """A `finish` the page contradicts is refused, like a rejected one: listings on the page not extracted yet, a
    next page control within the page limit, filter passes not done. Not when the user spoke (their follow-ups
    may have changed what is wanted), and at most max_rejections - 1 times (the ThinkingAgent's allowance)."""
    if walk.follow_ups or walk.refusals >= rejections_allowed(walk.thinking) - 1:
        return False
    left = []
    if not walk.extracted and items:
        left.append(f"the page lists {items} jobs that extract_data has not read")
    if nxt and not walk.memory.page_limit_reached():
        left.append(f'the page has a next page control "{nxt}" (next_page)')
    if walk.passes_done < len(walk.passes):
        left.append(f"{len(walk.passes) - walk.passes_done} of {len(walk.passes)} filter passes are not done "
                    "(apply_filters)")
    if not left:
        return False
    walk.refusals += 1
    walk.last_result = f"finish refused: {'; '.join(left)}"
    walk.evidence.append(walk.last_result)
    walk.emit("action", step=walk.memory.turns, action_kind="finish", target=None, success=False,
              error=walk.last_result)
    return True


def gate_finish(walk: WalkState, reason: str) -> bool:
    """The ThinkingAgent reviews the collector's "finish"; False: not accepted, the collection goes on."""
    if walk.thinking is None or not walk.thinking.options.enabled:
        return True
    memory = walk.memory
    extracted = {"jobs collected": len(memory.jobs), "pages visited": len(memory.pages),
                 "filters applied": json.dumps(memory.filters_applied, ensure_ascii=False)}
    gated = _consult(walk, Review(task=walk.task, steps=[], history=list(walk.evidence),
                                  follow_ups=list(walk.follow_ups), extracted=extracted,
                                  claim=f"finish: {reason}", trigger="done"))
    if gated.approved or gated.ends:
        return True
    walk.last_result = f"finish was not accepted: {gated.verdict.reason}"
    walk.evidence.append("finish -> not accepted by the ThinkingAgent")
    return False


def consult_on_failures(walk: WalkState, reason: str) -> bool:
    """Before the consecutive-errors breaker ends the walk, the ThinkingAgent says how to go on (once per run).
    True: its instructions go to the collector and the walk continues."""
    gate = walk.thinking
    if gate is None or not gate.options.enabled or not gate.options.on_failures or walk.failures_reviewed:
        return False
    walk.failures_reviewed = True
    claim = f"turn {walk.memory.turns}: {reason}; last errors: " + "; ".join(walk.memory.errors[-3:])
    consulted = _consult(walk, Review(task=walk.task, steps=[], history=list(walk.evidence), claim=claim,
                                      follow_ups=list(walk.follow_ups), trigger="failures"))
    if consulted.approved or consulted.ends:
        return False
    walk.memory.ok()  # a fresh streak under the new instructions
    return True


def entry_check(walk: WalkState) -> bool:
    """Before the first turn (`thinking: {entry: true}`): the ThinkingAgent checks that the task can be done from the
    start page. False: the collection ends before it starts (the gate gave up, or the user gave no answer)."""
    return not _consult(walk, Review(task=walk.task, steps=[], follow_ups=list(walk.follow_ups),
                                     claim="the collection is about to start", trigger="entry",
                                     page=visible_text(walk.page)[:3000]), step=0).ends


def periodic_check(walk: WalkState) -> bool:
    """Every N collector turns (`thinking: {every: N}`): the ThinkingAgent looks at the collection's course; a run gone
    astray gets its instruction in the next turn's review. False: the collection ends."""
    memory = walk.memory
    return not _consult(walk, Review(
        task=walk.task, steps=[], history=list(walk.evidence), follow_ups=list(walk.follow_ups),
        extracted={"jobs collected": len(memory.jobs), "pages visited": len(memory.pages)},
        claim=f"turn {memory.turns}: {len(memory.jobs)} jobs so far", trigger="periodic")).ends


def _consult(walk: WalkState, review: Review, step: int | None = None) -> Next:
    """The gate's verdict as the collector's next move: its review for the next turn, the user's reply as a
    follow-up (a question goes to the scripted user when the run has one), the reason when it ends the run."""
    assert walk.thinking is not None
    consulted = walk.thinking.consult(review, step=walk.memory.turns if step is None else step, user=walk.steering,
                                      agent=collector.AGENT)
    if consulted.reply is not None:
        walk.follow_ups.append(consulted.reply)
    if consulted.ends:
        walk.gate_error = consulted.error
    elif not consulted.approved:
        walk.review = consulted.review
    return consulted

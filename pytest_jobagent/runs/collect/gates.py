"""Checks on the collector's course: a `finish` the page contradicts is refused, the ThinkingAgent gates `finish` and
a streak of failures (and, when asked, the start and every N turns), and the scripted user answers its questions."""

from __future__ import annotations

import json

from pytest_jobagent.browser import visible_text
from pytest_jobagent.oversight.ask import ask_user
from pytest_jobagent.oversight.thinking import Review, Verdict, rejections_allowed

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
    verdict = walk.thinking.review(Review(task=walk.task, steps=[], history=list(walk.evidence),
                                          follow_ups=list(walk.follow_ups), extracted=extracted,
                                          claim=f"finish: {reason}", trigger="done"), step=memory.turns)
    if verdict.action == "approve":
        return True
    if verdict.action == "give_up":
        walk.gate_error = verdict.reason
        return True
    if verdict.action == "pause" and walk.steering is not None \
            and not _ask(walk, verdict.output.question_for_user.strip()):
        return True
    walk.review = verdict.note or verdict.reason  # (with no user to ask, a question is a rejection)
    walk.last_result = f"finish was not accepted: {verdict.reason}"
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
    verdict = gate.review(Review(task=walk.task, steps=[], history=list(walk.evidence), claim=claim,
                                 follow_ups=list(walk.follow_ups), trigger="failures"), step=walk.memory.turns)
    if verdict.action not in ("reject", "pause"):
        return False
    walk.review = verdict.feedback
    if verdict.action == "pause" and walk.steering is not None:
        walk.review = verdict.note or None
        if not _ask(walk, verdict.output.question_for_user.strip()):
            return False
    walk.memory.ok()  # a fresh streak under the new instructions
    return True


def entry_check(walk: WalkState) -> bool:
    """Before the first turn (`thinking: {entry: true}`): the ThinkingAgent checks that the task can be done from the
    start page. False: the collection ends before it starts (the gate gave up, or the user gave no answer)."""
    assert walk.thinking is not None
    verdict = walk.thinking.review(Review(task=walk.task, steps=[], follow_ups=list(walk.follow_ups),
                                          claim="the collection is about to start", trigger="entry",
                                          page=visible_text(walk.page)[:3000]), step=0)
    return _heed(walk, verdict)


def periodic_check(walk: WalkState) -> bool:
    """Every N collector turns (`thinking: {every: N}`): the ThinkingAgent looks at the collection's course; a run gone
    astray gets its instruction in the next turn's review. False: the collection ends."""
    assert walk.thinking is not None
    memory = walk.memory
    verdict = walk.thinking.review(Review(
        task=walk.task, steps=[], history=list(walk.evidence), follow_ups=list(walk.follow_ups),
        extracted={"jobs collected": len(memory.jobs), "pages visited": len(memory.pages)},
        claim=f"turn {memory.turns}: {len(memory.jobs)} jobs so far", trigger="periodic"), step=memory.turns)
    return _heed(walk, verdict)


def _heed(walk: WalkState, verdict: Verdict) -> bool:
    """An entry or periodic verdict: approval changes nothing; a rejection (or a question with no user to ask) goes to
    the collector's next turn as its review; give_up ends the collection. False: it ends."""
    if verdict.action == "approve":
        return True
    if verdict.action == "give_up":
        walk.gate_error = verdict.reason
        return False
    if verdict.action == "pause" and walk.steering is not None:
        walk.review = verdict.note or None
        return _ask(walk, verdict.output.question_for_user.strip())
    walk.review = verdict.feedback or verdict.reason
    return True


def _ask(walk: WalkState, question: str) -> bool:
    """The gate paused: ask the scripted user. A reply becomes a follow-up; False: no answer ends the run."""
    assert walk.steering is not None
    asked = ask_user(walk.steering, question, agent=collector.AGENT, step=walk.memory.turns)
    if asked.reply is not None:
        walk.follow_ups.append(asked.reply)
    if not asked.go_on:
        walk.gate_error = asked.error
    return asked.go_on

"""The apply run's expectation checks: each run's ExecutionResult and the form posts the site received."""

from __future__ import annotations

from typing import Any

from pytest_jobagent.cookbook.templates import flatten_user_data, render
from pytest_jobagent.runs.checks import check_count, check_equal, check_thinking

from .cover_letter import CoverLetter
from .result import ExecutionResult
from .schema import ApplyExpect, SubmittedExpect


def _expected_fields(fields: dict[str, str], user_data: dict[str, Any]) -> dict[str, str]:
    values = flatten_user_data(user_data)
    return {name: render(value, values) or "" for name, value in fields.items()}


def check_submitted(expect: SubmittedExpect, submissions: list[dict[str, Any]], user_data: dict[str, Any]) -> list[str]:
    """The last post of the form during the run carries the expected fields and files."""
    posts = [s for s in submissions if s.get("form") == expect.form]
    if not posts:
        forms = sorted({s.get("form") for s in submissions}, key=str) or "none"
        return [f"submitted: the site received no {expect.form!r} form (forms received: {forms})"]
    post = posts[-1]
    problems = []
    for name, value in _expected_fields(expect.fields, user_data).items():
        found = post["fields"].get(name)
        # a form post writes a textarea's line breaks as CRLF (the HTML standard): the same text as the value's
        if (found.replace("\r\n", "\n") if isinstance(found, str) else found) != value.replace("\r\n", "\n"):
            problems.append(f"submitted.fields.{name}: expected {value!r}, the site received {found!r}")
    sent = [f.get("field") for f in post.get("files", [])]
    for name in expect.files:
        if name not in sent:
            problems.append(f"submitted.files: no file in field {name!r} (files sent: {sent or 'none'})")
    return problems


def check_cover_letter(wanted: list[str], letter: CoverLetter | None, user_data: dict[str, Any]) -> list[str]:
    """The tailored letter holds each wanted text (placeholders filled from the applicant's data)."""
    if not wanted:
        return []
    if letter is None:
        return ["cover_letter_contains: no cover letter was written (set cover_letter: tailored)"]
    values = flatten_user_data(user_data)
    missing = [text for text in (render(w, values) or "" for w in wanted) if text.casefold() not in letter.text.casefold()]
    return [f"cover_letter_contains: {text!r} is not in the letter written: {letter.text!r}" for text in missing]


def check_apply(expect: ApplyExpect, result: ExecutionResult, submissions: list[dict[str, Any]],
                user_data: dict[str, Any], letter: CoverLetter | None = None) -> list[str]:
    """Expectations of one apply run against its ExecutionResult and the posts the site received meanwhile."""
    problems = check_equal("success", expect.success, result.success)
    if expect.success and not result.success and result.error:
        problems.append(f"error: {result.error}")
    problems += check_equal("mode_used", expect.mode_used, result.mode_used)
    # replies spoiled on purpose (--llm-faults) each cost one corrective retry: the bound leaves them out
    problems += check_count("llm_calls", expect.llm_calls, result.stats.counted_calls)
    problems += check_count("tokens", expect.tokens, result.stats.prompt_tokens + result.stats.completion_tokens)
    if expect.cost_usd is not None and result.stats.cost_usd > expect.cost_usd.max:
        problems.append(f"cost_usd: expected at most {expect.cost_usd.max}, found {result.stats.cost_usd:.6f}")
    problems += check_count("heals", expect.heals, len(result.heals))
    problems += check_count("steps", expect.steps, len(result.steps))
    if expect.heal_levels and [h.level for h in result.heals] != expect.heal_levels:
        problems.append(f"heal_levels: expected {expect.heal_levels}, found {[h.level for h in result.heals]} "
                        f"({[(h.old_selector, h.new_selector) for h in result.heals]})")
    if expect.fallback is not None and (result.fallback_at is not None) != expect.fallback:
        problems.append(f"fallback: expected {expect.fallback}, found "
                        + (f"AI took over at step {result.fallback_at}" if result.fallback_at is not None else "none"))
    saved = result.saved_cookbook_id is not None
    problems += check_equal("saved", expect.saved, saved)
    if expect.new_version is not None:
        new = saved and result.cookbook_version is not None and (result.saved_version or 0) > result.cookbook_version
        problems += check_equal("new_version", expect.new_version, new)
    if expect.error_contains and expect.error_contains.lower() not in (result.error or "").lower():
        problems.append(f"error_contains: {expect.error_contains!r} not in {result.error!r}")
    problems += check_equal("needs_human", expect.needs_human, result.needs_human is not None)
    problems += check_equal("structure_changed", expect.structure_changed, result.structure_changed)
    problems += check_equal("retired", expect.retired, result.retired_cookbook_id is not None)
    problems += check_thinking(expect.thinking, result.thinking)
    problems += check_count("pauses", expect.pauses, result.steering.pauses if result.steering else 0)
    if expect.submitted is not None:
        problems += check_submitted(expect.submitted, submissions, user_data)
    problems += check_cover_letter(expect.cover_letter_contains, letter, user_data)
    return problems

"""Expectation checks: compare what a run found with a scenario's `expect:` block, listing every miss."""

from __future__ import annotations

import re
import urllib.parse
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # annotations only: model.py imports the apply schema, which imports these checks
    from pytest_jobagent.llm import Usage

    from .model import (
        CollectExpect,
        Count,
        ExploreExpect,
        ObserveExpect,
        RepairExpect,
        StepsExpect,
        ThinkingExpect,
        UsageExpect,
    )


class ExpectationFailed(AssertionError):
    """Unmet expectations (an AssertionError, so reports show 'failed', not 'broken')."""

    def __init__(self, scenario: str, problems: list[str]):
        self.problems = problems
        lines = "\n".join(f"  - {p}" for p in problems)
        super().__init__(f"scenario {scenario!r}: {len(problems)} expectation(s) unmet\n{lines}")


def check_count(name: str, expected: Count | None, found: int) -> list[str]:
    if expected is None:
        return []
    problems = []
    if expected.equals is not None and found != expected.equals:
        problems.append(f"{name}: expected exactly {expected.equals}, found {found}")
    if expected.min is not None and found < expected.min:
        problems.append(f"{name}: expected at least {expected.min}, found {found}")
    if expected.max is not None and found > expected.max:
        problems.append(f"{name}: expected at most {expected.max}, found {found}")
    return problems


def check_equal(name: str, expected: Any, found: Any) -> list[str]:
    if expected is None or expected == found:
        return []
    return [f"{name}: expected {expected!r}, found {found!r}"]


def check_observe(expect: ObserveExpect, observation: Any) -> list[str]:
    """Expectations of an observe run against a PageObservation."""
    problems = check_equal("platform", expect.platform, observation.platform)
    problems += check_equal("url_pattern", expect.url_pattern, observation.url_pattern)
    problems += check_count("forms", expect.forms, len(observation.forms))
    groups = observation.listing_groups
    largest = groups[0].count if groups else 0
    problems += check_count("listings", expect.listings, largest)
    fields = [f for form in observation.forms for f in form.fields]
    for wanted in expect.fields:
        matches = [f for f in fields if wanted.label.lower() in (f.label or "").lower()]
        if not matches:
            labels = ", ".join(repr(f.label) for f in fields if f.label) or "none"
            problems.append(f"field {wanted.label!r}: not found; labelled fields are: {labels}")
            continue
        field = matches[0]
        if wanted.required is not None and field.required != wanted.required:
            problems.append(f"field {wanted.label!r}: expected required={wanted.required}, found {field.required}")
        if wanted.type is not None and field.type != wanted.type:
            problems.append(f"field {wanted.label!r}: expected type {wanted.type!r}, found {field.type!r}")
    texts = [b.text.lower() for b in observation.buttons]
    for wanted_button in expect.buttons:
        if not any(wanted_button.lower() in t for t in texts):
            problems.append(f"button {wanted_button!r}: not found among {len(texts)} buttons")
    return problems


def check_usage(expect: UsageExpect, stats: Usage) -> list[str]:
    """Model-traffic bounds against a run's usage stats (zero calls when the run used no model)."""
    # replies spoiled on purpose (--llm-faults) each cost one corrective retry: the bounds leave them out
    problems = check_count("llm_calls", expect.llm_calls, stats.counted_calls)
    problems += check_count("tokens", expect.tokens, stats.prompt_tokens + stats.completion_tokens)
    if expect.cost_usd is not None and stats.cost_usd > expect.cost_usd.max:
        problems.append(f"cost_usd: expected at most {expect.cost_usd.max}, found {stats.cost_usd:.6f}")
    return problems


def failure_reason(result: Any) -> str:
    """The error a run ended with ('' when none): an exploration's, a collection's, a steps run's or each apply run's."""
    runs = getattr(result, "runs", None)
    if runs is not None:
        return "; ".join(r.result.error for r in runs if getattr(r.result, "error", None))
    return getattr(result, "error", None) or ""


def check_reason(expect: UsageExpect, result: Any) -> list[str]:
    """`reason:` — the run failed, and its error says why in the words the scenario expects."""
    if expect.reason is None:
        return []
    text = failure_reason(result)
    if not text:
        return [f"reason: expected the run to fail matching {expect.reason!r}, but it ended without an error"]
    if not re.search(expect.reason, text, re.IGNORECASE):
        return [f"reason: expected an error matching {expect.reason!r}, found {text[:300]!r}"]
    return []


class LiveProbe(Protocol):
    """What check_explore asks of the live page (a fake in pure tests, a browser in scenarios)."""

    def resolves(self, selector: str) -> bool: ...

    def distinct(self, selectors: list[str]) -> int: ...

    def opens(self, selector: str, others: list[str] | None = None) -> str | None: ...


def check_explore(expect: ExploreExpect, result: Any, probe: LiveProbe) -> list[str]:
    """Expectations of an explore run against its ExplorationResult; key elements are tried on the live page."""
    problems = check_equal("success", expect.success, result.success)
    if result.error and expect.success:
        problems.append(f"exploration error: {result.error}")
    problems += check_equal("page_type", expect.page_type, result.page_type)
    clicks: list[tuple[str, str, str, list[str]]] = []  # opens checks: after every read-only one (each reloads)
    for name, wanted in expect.key_elements.items():
        value = getattr(result.key_elements, name)
        selectors = [s for s in (value if isinstance(value, list) else [value]) if s]
        if wanted.absent:
            if selectors:
                problems.append(f"key_elements.{name}: the page has none, but the exploration reports {selectors[:3]}")
            continue
        if not selectors:
            problems.append(f"key_elements.{name}: not found by the exploration")
            continue
        if wanted.min is not None:
            distinct = probe.distinct(selectors)
            if distinct < wanted.min:
                problems.append(f"key_elements.{name}: expected at least {wanted.min} distinct matching elements, "
                                f"{distinct} of {len(selectors)} selectors matched ({selectors[:5]})")
        checked = selectors[: max(wanted.min or 1, 1)]
        if wanted.resolves:
            for selector in checked:
                if not probe.resolves(selector):
                    problems.append(f"key_elements.{name}: {selector!r} matches nothing on the live pages")
        if wanted.opens:
            clicks += [(name, wanted.opens, selector, [s for s in selectors if s != selector]) for selector in checked]
    for key, opens, selector, others in clicks:
        effect = probe.opens(selector, others)
        if effect != opens:
            problems.append(f"key_elements.{key}: clicking {selector!r} should open {opens}, "
                            f"it {'did ' + effect if effect else 'changed nothing'}")
    for behavior in expect.behaviors:
        matches = [(k, b) for k, b in result.behaviors.items() if behavior.element.lower() in k.lower()]
        if behavior.effect_contains:
            matches = [(k, b) for k, b in matches if behavior.effect_contains.lower() in b.effect.lower()]
        if behavior.confirmed is not None:
            matches = [(k, b) for k, b in matches if b.confirmed == behavior.confirmed]
        if not matches:
            known = "; ".join(f"{k}: {b.effect} ({'confirmed' if b.confirmed else 'testing'})"
                              for k, b in result.behaviors.items()) or "none"
            problems.append(f"behavior {behavior.element!r}"
                            + (f" with effect containing {behavior.effect_contains!r}" if behavior.effect_contains else "")
                            + (f" confirmed={behavior.confirmed}" if behavior.confirmed is not None else "")
                            + f": not found; behaviors are: {known}")
    for group, options in expect.filter_options.items():
        found = next((v for k, v in result.filter_options.items() if group.lower() in k.lower()), None)
        if found is None:
            problems.append(f"filter_options: no group like {group!r}; groups are {list(result.filter_options) or 'none'}")
            continue
        missing = [o for o in options if not any(o.lower() in f.lower() for f in found)]
        if missing:
            problems.append(f"filter_options[{group!r}]: missing {missing}; found {found}")
    problems += check_count("filter_groups", expect.filter_groups, len(result.filter_options))
    problems += check_thinking(expect.thinking, result.thinking) + check_steering(expect, result)
    ids = [p.id for p in result.pages]
    for page_id in expect.pages:
        if page_id not in ids:
            problems.append(f"pages: {page_id!r} not visited; pages are {ids}")
    edges = result.edges()
    for edge in expect.edges:
        source, _, target = (part.strip() for part in edge.partition("->"))
        if (source, target) not in edges:
            problems.append(f"edges: no edge {source} -> {target}; edges are {[f'{a} -> {b}' for a, b in edges]}")
    problems += check_count("steps", expect.steps, result.stats.steps)
    problems += check_count("declined", expect.declined, len(result.declined_actions))
    return problems


def _address(url: str | None) -> str:
    """Path and query of a URL, the part a site's own truth writes ("/jobs/x.html?id=1")."""
    parts = urllib.parse.urlsplit(url or "")
    return parts.path + ("?" + parts.query if parts.query else "") if parts.path else ""


def _norm(text: Any) -> str:
    return " ".join(re.sub(r"[^0-9a-z]+", " ", str(text or "").lower()).split())


def truth_jobs(truth: dict, queries: str | list[str]) -> tuple[dict[str, dict], list[str]]:
    """Ids and job records of truth.json queries (ids listed under any list-valued key of a query: jks, ids)."""
    names = [queries] if isinstance(queries, str) else list(queries)
    ids: list[str] = []
    problems = []
    for name in names:
        query = (truth.get("queries") or {}).get(name)
        if query is None:
            problems.append(f"jobs.match_truth: no query {name!r} in truth.json; queries are {list(truth.get('queries') or {})}")
            continue
        listed = next((v for k, v in query.items() if isinstance(v, list) and k in ("jks", "ids", "job_ids")), [])
        ids += [i for i in listed if i not in ids]
    jobs = truth.get("jobs") or {}
    return {i: jobs.get(i, {}) for i in ids}, problems


def check_collect(expect: CollectExpect, result: Any, *, truth: dict | None = None,
                  resolves: Any = None) -> list[str]:
    """Expectations of a collect run against its CollectionResult (and the site's truth.json for match_truth)."""

    problems = check_equal("success", expect.success, result.success)
    if result.error and expect.success:
        problems.append(f"collection error: {result.error}")
    jobs = result.jobs
    wanted = expect.jobs
    if wanted is not None:
        problems += check_count("jobs", wanted, len(jobs))
        if wanted.unique:
            keys = [j.job_key for j in jobs]
            repeated = sorted({k for k in keys if keys.count(k) > 1})
            if repeated:
                problems.append(f"jobs.unique: {len(repeated)} job keys collected more than once: {repeated[:5]}")
        for name in wanted.fields:
            empty = [j.title or j.job_key for j in jobs if not str(getattr(j, name, "") or "").strip()]
            if empty:
                problems.append(f"jobs.fields: {name} is empty for {len(empty)} jobs: {empty[:5]}")
        for name, pattern in wanted.values.items():
            rule = re.compile(pattern, re.IGNORECASE)
            wrong = [f"{j.title or j.job_key}: {getattr(j, name, None)!r}" for j in jobs
                     if not rule.search(str(getattr(j, name, "") or ""))]
            if wrong:
                problems.append(f"jobs.values: {name} does not match /{pattern}/ for {len(wrong)} of {len(jobs)} jobs: "
                                f"{wrong[:5]}")
        if wanted.match_truth is not None:
            if truth is None:
                problems.append("jobs.match_truth: the site has no truth.json")
            else:
                expected, missing_queries = truth_jobs(truth, wanted.match_truth)
                problems += missing_queries
                got = {j.site_id: j for j in jobs if j.site_id}
                extra = [i for i in got if i not in expected]
                # a job whose address carries no id (/jobs/store-associate.html) is the truth's job at that address
                by_address = {_address(j.source_url): j for j in jobs if j.source_url}
                for job_id, record in expected.items():
                    address = _address(record.get("detail_url"))
                    if job_id not in got and address and address in by_address:
                        got[job_id] = by_address[address]
                missing = [i for i in expected if i not in got]
                if missing:
                    problems.append(f"jobs.match_truth: {len(missing)} of {len(expected)} truth jobs not collected: "
                                    f"{[expected[i].get('title', i) for i in missing[:5]]}")
                if extra:
                    problems.append(f"jobs.match_truth: {len(extra)} collected jobs are not in the truth: "
                                    f"{[got[i].title for i in extra[:5]]}")
                wrong = []
                for job_id, record in expected.items():
                    job = got.get(job_id)
                    if job is None:
                        continue
                    for name in ("title", "company", "location", "apply_type"):
                        found, want = _norm(getattr(job, name)), _norm(record.get(name))
                        # a listing may add the workplace to the location: "Boston, MA (On-site)"
                        ok = found == want or (name == "location" and found.startswith(want + " "))
                        if name in record and record[name] is not None and not ok:
                            wrong.append(f"{job_id} {name}: truth {record[name]!r}, collected {getattr(job, name)!r}")
                    truth_url = record.get("apply_url")
                    if truth_url:
                        path = urllib.parse.urlsplit(job.apply_url)
                        # a truth URL with a scheme (another site, mailto:) is compared whole; a site path by path+query
                        truth_parts = urllib.parse.urlsplit(truth_url)
                        found_url = job.apply_url if truth_parts.scheme else urllib.parse.urlunsplit(
                            ("", "", path.path, path.query, path.fragment if truth_parts.fragment else ""))
                        if found_url != truth_url:
                            wrong.append(f"{job_id} apply_url: truth {truth_url!r}, collected {job.apply_url!r}")
                if wrong:
                    problems.append(f"jobs.match_truth: {len(wrong)} fields differ from the truth: {wrong[:5]}")
        if wanted.apply_urls_resolve and resolves is not None:
            bad = [j.apply_url for j in jobs if not resolves(j.apply_url)]
            if bad:
                problems.append(f"jobs.apply_urls_resolve: {len(bad)} apply urls do not resolve: {bad[:5]}")
    for kind, count in expect.apply_types.items():
        problems += check_count(f"apply_types.{kind}", count, sum(1 for j in jobs if j.apply_type == kind))
    problems += check_count("duplicates_skipped", expect.duplicates_skipped, result.duplicates_skipped)
    problems += check_count("pages_visited", expect.pages_visited, len(result.pages_visited))
    if expect.stopped_because is not None and expect.stopped_because.lower() not in result.stop_reason.lower():
        problems.append(f"stopped_because: expected {expect.stopped_because!r} in the stop reason, "
                        f"found {result.stop_reason!r}")
    problems += check_equal("stopped_early", expect.stopped_early, result.stopped_early)
    if expect.llm_calls_per_job is not None and result.stats.llm_calls_per_job > expect.llm_calls_per_job.max:
        problems.append(f"llm_calls_per_job: expected at most {expect.llm_calls_per_job.max}, "
                        f"found {result.stats.llm_calls_per_job}")
    for name, count in expect.extraction.items():
        if not hasattr(result.stats, name):
            problems.append(f"extraction.{name}: no such counter")
            continue
        problems += check_count(f"extraction.{name}", count, getattr(result.stats, name))
    problems += check_thinking(expect.thinking, result.thinking) + check_steering(expect, result)
    return problems


def check_steps(expect: StepsExpect, result: Any) -> list[str]:
    problems = check_equal("success", expect.success, result.success)
    for key, wanted in expect.steps.items():
        chosen = [s for s in result.steps if not getattr(s, "superseded", False)] if str(key) == "all" else [s for s in result.steps if str(s.index) == str(key)]
        if not chosen:
            problems.append(f"steps.{key}: no such step (there are {len(result.steps)})")
        for step in chosen:
            if step.status != wanted:
                problems.append(f"step {step.index} ({step.text!r}): expected {wanted}, found {step.status}: {step.reason}")
    for name, value in expect.extracted.items():
        found = result.extracted.get(name)
        if found is None:
            problems.append(f"extracted.{name}: not extracted; extracted: {list(result.extracted) or 'none'}")
        elif str(found).strip() != value:
            problems.append(f"extracted.{name}: expected {value!r}, found {found!r}")
    for step in result.steps:
        if step.status == "skipped":
            continue
        problems += check_count(f"iterations_per_step (step {step.index})", expect.iterations_per_step, step.iterations)
        problems += check_count(f"llm_calls_per_step (step {step.index})", expect.llm_calls_per_step, step.llm_calls - step.injected_faults)
    problems += check_count("retries", expect.retries, result.stats.retries)
    problems += check_count("replans", expect.replans, result.stats.replans)
    problems += check_thinking(expect.thinking, result.thinking)
    problems += check_repair(expect.repair, result.repair)
    problems += check_count("pauses", expect.pauses, result.steering.pauses)
    problems += check_count("resumes", expect.resumes, result.steering.resumes)
    problems += check_count("follow_ups", expect.follow_ups, result.steering.follow_ups)
    problems += check_equal("stopped", expect.stopped, result.stopped)
    if expect.error_contains is not None and expect.error_contains.lower() not in (result.error or "").lower():
        problems.append(f"error_contains: expected {expect.error_contains!r} in the error, found {result.error!r}")
    return problems


def check_repair(expect: RepairExpect | None, report: Any) -> list[str]:
    """What the repair of `repair:` found and did; a run that repaired nothing has nothing to check."""
    if expect is None:
        return []
    if report is None:
        return ["repair: expected a repair, but the scenario names no `repair:` test"]
    return (check_equal("repair.passed_before", expect.passed_before, report.passed_before)
            + check_count("repair.healed_by_signature", expect.healed_by_signature, report.healed_by_signature)
            + check_count("repair.agent_steps", expect.agent_steps, report.agent_steps)
            + check_count("repair.checks_healed", expect.checks_healed, report.checks_healed)
            + check_count("repair.changed_lines", expect.changed_lines, report.changed_lines))


def check_thinking(expect: ThinkingExpect | None, stats: Any) -> list[str]:
    """The ThinkingAgent gate's counts; a run without the gate has none to check."""
    if expect is None:
        return []
    if stats is None:
        return ["thinking: expected the ThinkingAgent gate, but the run had none; add `thinking: {}` to the scenario"]
    return (check_count("thinking.calls", expect.calls, stats.calls)
            + check_count("thinking.approvals", expect.approvals, stats.approvals)
            + check_count("thinking.rejections", expect.rejections, stats.rejections)
            + check_equal("thinking.gave_up", expect.gave_up, stats.gave_up))


def check_steering(expect: Any, result: Any) -> list[str]:
    """Pauses and follow-ups of an explore or collect run with a scripted user."""
    pauses = result.steering.pauses if result.steering is not None else 0
    return (check_count("pauses", expect.pauses, pauses)
            + check_count("follow_ups", expect.follow_ups, len(result.follow_ups)))


def check_custom(expect: UsageExpect, result: Any, scenario: Any, item: Any) -> list[str]:
    """`expect.custom` checks, each answered by the first `pytest_jobagent_check` hook that takes its name."""
    problems: list[str] = []
    for name, args in expect.custom.items():
        found = item.config.hook.pytest_jobagent_check(name=name, args=args, result=result, scenario=scenario, item=item)
        if found is None:
            problems.append(f"custom.{name}: no check of that name (implement pytest_jobagent_check in a conftest.py "
                            "and return its problems for this name)")
        else:
            problems += [f"custom.{name}: {p}" for p in found]
    return problems

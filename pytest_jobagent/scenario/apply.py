"""The apply run's scenario schema (`run: apply`, optional `runs:` sharing one cookbook store) and its checks.

    name: greenhouse learn then replay
    site: ats_greenhouse
    start: /jobs/4871201007
    run: apply
    user_data: {first_name: Ada, email: ada@example.com, ...}
    files: {resume: files/resume.pdf}         # relative to the scenario file
    store: fresh                              # fresh: an empty SQLite store for this scenario; session: --cookbook-db;
                                              # shipped: a fresh store seeded with the cookbooks that ship
    runs:                                     # in order, one store; each run may override site/start/mode/data
      - {name: learn, mode: ai_only, expect: {mode_used: ai, submitted: {form: greenhouse-application, fields: {first_name: "{{first_name}}"}}}}
      - {name: replay, expect: {mode_used: cookbook, llm_calls: {max: 0}}}

Without `runs:` the scenario is one run with the top-level mode and expect. With `runs:`, the top-level expect
bounds the model traffic of the whole scenario (checked by the runner) and each run has its own expect.
In `submitted.fields`, "{{field}}" stands for the user's value of that field.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from pytest_jobagent.cookbook.engine import ExecutionResult
from pytest_jobagent.cookbook.templates import flatten_user_data, render
from pytest_jobagent.oversight.steering import Steer
from pytest_jobagent.oversight.thinking import ThinkingOptions

from .expect import check_count, check_equal, check_thinking
from .model import Count, Resumable, ScenarioFiles, Strict, ThinkingExpect, UsageExpect

Mode = Literal["auto", "ai_only", "cookbook_only"]
ModeUsed = Literal["cookbook", "ai", "cookbook+ai", "none"]
UserValue = str | int | float | bool


class SubmittedExpect(Strict):
    """The form post the site server received during the run (its `/__submissions`)."""

    form: str = Field(description="form name the site posts to (/__submit/<form>)")
    fields: dict[str, str] = Field(default_factory=dict,
                                   description="site field name -> value; '{{field}}' is the user's value")
    files: list[str] = Field(default_factory=list, description="file fields that must carry a file")


class ApplyExpect(UsageExpect):
    success: bool | None = True
    mode_used: ModeUsed | None = None
    submitted: SubmittedExpect | None = None
    heals: Count | None = Field(None, description="steps healed by signature")
    heal_levels: list[str] = Field(default_factory=list, description="levels the heals must have used, in order")
    fallback: bool | None = Field(None, description="the AI took over from a failed replay step")
    new_version: bool | None = Field(None, description="the run saved a new version of a known cookbook")
    saved: bool | None = Field(None, description="the run saved (or re-verified) a cookbook")
    error_contains: str | None = Field(None, description="substring of the error, case-insensitive")
    steps: Count | None = Field(None, description="replayed cookbook steps")
    needs_human: bool | None = Field(None, description="the run stopped at a wall only a person can pass")
    structure_changed: bool | None = Field(None, description="the start page's structure differs from the one the "
                                                             "replayed cookbook was learned on")
    retired: bool | None = Field(None, description="the run's success retired the version its cookbook replaces")
    thinking: ThinkingExpect | None = Field(None, description="what the ThinkingAgent gate of the AI's done did")
    pauses: Count | None = Field(None, description="pauses of the run (questions asked and user steering)")


class ApplyRun(Strict):
    """One run of a `runs:` list; unset fields come from the scenario."""

    name: str | None = None
    site: str | None = None
    start: str | None = None
    mode: Mode | None = None
    task: str | None = None
    user_data: dict[str, UserValue] | None = None
    files: ScenarioFiles | None = None
    heal: bool = Field(True, description="false: a missing element hands over to AI without healing")
    expect: ApplyExpect = Field(default_factory=ApplyExpect)


class ApplyScenario(Resumable):
    """Hybrid execution engine: replay a cookbook (heal, fall back to AI) or apply with AI and learn the cookbook."""

    run: Literal["apply"]
    mode: Mode = "auto"
    user_data: dict[str, UserValue] = Field(default_factory=dict, description="the applicant's data by field name")
    files: ScenarioFiles = Field(default_factory=dict, description="file name -> path relative to the scenario file")
    store: Literal["session", "fresh", "shipped"] = Field(
        "session", description="session: the --cookbook-db store shared by the test session; fresh: an empty one; "
                               "shipped: a fresh one seeded with the cookbooks that ship (Greenhouse, Workday, Lever)")
    runs: list[ApplyRun] = Field(default_factory=list)
    thinking: ThinkingOptions = Field(default_factory=ThinkingOptions,
                                      description="the ThinkingAgent gate of the AI agent's done (on by default)")
    steer: Steer = Field(default_factory=Steer, description="the scripted user: answers to pauses, messages before "
                                                            "turn N ('field: value' adds to the applicant data)")
    expect: ApplyExpect = Field(default_factory=ApplyExpect)

    def plan(self) -> list[ApplyRun]:
        """The runs to do, every field resolved (a scenario without `runs:` is one run)."""
        base = {"site": self.site, "start": self.start, "mode": self.mode, "task": self.task,
                "user_data": self.user_data, "files": self.files}
        runs = self.runs or [ApplyRun(name="apply", expect=self.expect)]
        out = []
        for i, run in enumerate(runs, 1):
            data = run.model_dump()
            for key, value in base.items():
                if data.get(key) is None:
                    data[key] = value
            data["name"] = run.name or f"run {i}"
            out.append(ApplyRun.model_validate(data))
        return out


class ApplyRunResult(BaseModel):
    name: str
    site: str
    result: ExecutionResult
    submissions: list[dict[str, Any]] = Field(default_factory=list)


class ApplyOutcome(BaseModel):
    """What an apply scenario did: each run's ExecutionResult and what the site received."""

    runs: list[ApplyRunResult] = Field(default_factory=list)

    @property
    def success(self) -> bool:
        return all(r.result.success for r in self.runs)


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
        if found != value:
            problems.append(f"submitted.fields.{name}: expected {value!r}, the site received {found!r}")
    sent = [f.get("field") for f in post.get("files", [])]
    for name in expect.files:
        if name not in sent:
            problems.append(f"submitted.files: no file in field {name!r} (files sent: {sent or 'none'})")
    return problems


def check_apply(expect: ApplyExpect, result: Any, submissions: list[dict[str, Any]],
                user_data: dict[str, Any]) -> list[str]:
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
    saved = result.saved_manual_id is not None
    problems += check_equal("saved", expect.saved, saved)
    if expect.new_version is not None:
        new = saved and result.manual_version is not None and (result.saved_version or 0) > result.manual_version
        problems += check_equal("new_version", expect.new_version, new)
    if expect.error_contains and expect.error_contains.lower() not in (result.error or "").lower():
        problems.append(f"error_contains: {expect.error_contains!r} not in {result.error!r}")
    problems += check_equal("needs_human", expect.needs_human, result.needs_human is not None)
    problems += check_equal("structure_changed", expect.structure_changed, result.structure_changed)
    problems += check_equal("retired", expect.retired, result.retired_manual_id is not None)
    problems += check_thinking(expect.thinking, result.thinking)
    problems += check_count("pauses", expect.pauses, result.steering.pauses if result.steering else 0)
    if expect.submitted is not None:
        problems += check_submitted(expect.submitted, submissions, user_data)
    return problems

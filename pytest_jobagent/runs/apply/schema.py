"""The apply run's scenario schema: `run: apply`, optional `runs:` sharing one cookbook store.

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

from typing import Literal

from pydantic import Field

from pytest_jobagent.oversight.steering import Steer
from pytest_jobagent.oversight.thinking import ThinkingOptions
from pytest_jobagent.runs.schema import Count, Resumable, ScenarioFiles, Strict, ThinkingExpect, UsageExpect

Mode = Literal["auto", "ai_only", "cookbook_only"]
ModeUsed = Literal["cookbook", "ai", "cookbook+ai", "none"]
UserValue = str | int | float | bool


class SubmittedExpect(Strict):
    """The form post the site server received during the run (its `/__submissions`)."""

    form: str = Field(description="form name the site posts to (/__submit/<form>)")
    fields: dict[str, str] = Field(default_factory=dict,
                                   description="site field name -> value; '{{field}}' is the user's value")
    files: list[str] = Field(default_factory=list, description="file fields that must carry a file")


CoverLetterMode = Literal["tailored"]


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
    cover_letter_contains: list[str] = Field(default_factory=list, description="text the tailored cover letter "
                                             "must hold ({{field}} placeholders filled from the applicant's data)")
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
    cover_letter: CoverLetterMode | None = None
    expect: ApplyExpect = Field(default_factory=ApplyExpect)


class PlannedRun(Strict):
    """A run to do: an `ApplyRun` with every field the scenario gives resolved."""

    name: str
    site: str
    start: str
    mode: Mode
    task: str | None
    user_data: dict[str, UserValue]
    files: dict[str, str]
    heal: bool
    cover_letter: CoverLetterMode | None
    expect: ApplyExpect


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
    cover_letter: CoverLetterMode | None = Field(
        None, description="tailored: before applying, a cover letter is written for the job on the start page from "
                          "the applicant's data (the model picks, code writes: no invented fact) and offered to the "
                          "form as the applicant's cover_letter; a cover_letter in user_data is kept as it is")
    thinking: ThinkingOptions = Field(default_factory=ThinkingOptions,
                                      description="the ThinkingAgent gate of the AI agent's done (on by default)")
    steer: Steer = Field(default_factory=Steer, description="the scripted user: answers to pauses, messages before "
                                                            "turn N ('field: value' adds to the applicant data)")
    expect: ApplyExpect = Field(default_factory=ApplyExpect)

    def plan(self) -> list[PlannedRun]:
        """The runs to do, every field resolved (a scenario without `runs:` is one run)."""
        base = {"site": self.site, "start": self.start, "mode": self.mode, "task": self.task,
                "user_data": self.user_data, "files": self.files, "cover_letter": self.cover_letter}
        runs = self.runs or [ApplyRun(name="apply", expect=self.expect)]
        out = []
        for i, run in enumerate(runs, 1):
            data = run.model_dump()
            for key, value in base.items():
                if data.get(key) is None:
                    data[key] = value
            data["name"] = run.name or f"run {i}"
            out.append(PlannedRun.model_validate(data))
        return out



"""The steps run's scenario schema: `run: steps` (plain-language steps, or `repair:` of a generated test)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import AfterValidator, Field, ValidationInfo, model_validator

from pytest_jobagent.oversight.steering import Steer
from pytest_jobagent.oversight.thinking import ThinkingOptions
from pytest_jobagent.runs.schema import Count, Resumable, ScenarioFiles, Strict, ThinkingExpect, UsageExpect

StepStatus = Literal["complete", "stuck", "infeasible", "continue", "skipped"]


class RepairExpect(Strict):
    """What a repair (`repair:`) must have found and done."""

    passed_before: bool | None = Field(None, description="the original test passed as it was")
    healed_by_signature: Count | None = Field(None, description="actions whose element was found by its signature")
    agent_steps: Count | None = Field(None, description="steps handed to the agent (the replay could not finish them)")
    checks_healed: Count | None = Field(None, description="checks of saved values whose element was found again")
    changed_lines: Count | None = Field(None, description="lines the diff of the repaired test changes")


def _script_exists(path: str | None, info: ValidationInfo) -> str | None:
    folder = (info.context or {}).get("scenario_dir")
    if path is not None and folder is not None and not (Path(folder) / path).is_file():
        raise ValueError(f"test to repair not found: {(Path(folder) / path).resolve()} (relative to the scenario file)")
    return path


class StepsExpect(UsageExpect):
    success: bool | None = None
    steps: dict[str | int, StepStatus] = Field(
        default_factory=dict, description="'all' or a 1-based step number -> the status it must end with")
    extracted: dict[str, str] = Field(default_factory=dict, description="name -> value saved by extract_data")
    iterations_per_step: Count | None = None
    llm_calls_per_step: Count | None = None
    retries: Count | None = Field(None, description="actions retried by element signature")
    replans: Count | None = Field(None, description="second failures handed back to the agent")
    script_passes: bool | None = Field(None, description="the generated pytest-playwright file passes when run")
    thinking: ThinkingExpect | None = Field(None, description="what the ThinkingAgent gate did")
    repair: RepairExpect | None = Field(None, description="what the repair of `repair:` found and did")
    pauses: Count | None = Field(None, description="pauses of the run (questions asked and user steering)")
    resumes: Count | None = None
    follow_ups: Count | None = Field(None, description="user messages and answers applied as follow-up tasks")
    stopped: bool | None = Field(None, description="the run was stopped by steer.on_unanswered: stop")
    error_contains: str | None = Field(None, description="substring of the run's error, case-insensitive")


class StepsScenario(Resumable):
    """Natural-language steps run by one orchestrator agent; emits a pytest-playwright script."""

    run: Literal["steps"]
    steps: list[str] = Field(default_factory=list, description="plain-language steps; {{field}} from user_data")
    repair: Annotated[str | None, AfterValidator(_script_exists)] = Field(
        None, description="a test `run: steps` generated, relative to the scenario file: run it, heal the actions that "
                          "fail (element signature first, the agent second), report and write the repaired test; "
                          "its steps come from the test")
    user_data: dict[str, str | int | float | bool] = Field(default_factory=dict)
    files: ScenarioFiles = Field(default_factory=dict, description="name -> file path relative to the scenario "
                                 "file; an upload command attaches one by name")
    max_iterations_per_step: int = Field(8, ge=1, le=20)
    max_screenshots: int = Field(10, ge=0)
    steer: Steer = Field(default_factory=Steer, description="the scripted user: answers, messages, on_unanswered")
    thinking: ThinkingOptions = Field(default_factory=ThinkingOptions, description="the ThinkingAgent gate of 'done'")
    expect: StepsExpect = Field(default_factory=StepsExpect)

    @model_validator(mode="after")
    def _steps_or_repair(self) -> StepsScenario:
        if bool(self.steps) == bool(self.repair):
            raise ValueError("give `steps:` (a new run) or `repair:` (a generated test to repair), one of them")
        return self


"""The scenario file schema: one pydantic model per run kind, discriminated by `run`."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from pytest_jobagent.llm.settings import LLMOverrides


class Strict(BaseModel):
    """Unknown keys are errors: a typo in a scenario must never be silently ignored."""

    model_config = ConfigDict(extra="forbid")


class Limits(Strict):
    max_steps: int = Field(20, ge=1, description="most agent turns or actions in one run")
    max_llm_calls: int = Field(60, ge=0, description="most model calls in one run")
    timeout_s: float = Field(120, gt=0, description="wall-clock bound of one run, seconds")


class Count(Strict):
    """A number that must fall within bounds."""

    min: int | None = None
    max: int | None = None
    equals: int | None = None


class FieldExpect(Strict):
    """A form field the page must show."""

    label: str = Field(description="visible label, matched case-insensitively as a substring")
    required: bool | None = None
    type: str | None = Field(None, description="input type: text, email, tel, file, select, checkbox, ...")


class Amount(Strict):
    """A cost bound in US dollars."""

    max: float = Field(ge=0)


class UsageExpect(Strict):
    """Expectations every run kind shares: what the run may cost in model traffic."""

    llm_calls: Count | None = Field(None, description="model calls of the whole run")
    tokens: Count | None = Field(None, description="prompt + completion tokens of the whole run")
    cost_usd: Amount | None = None


class ObserveExpect(UsageExpect):
    success: bool = True
    platform: str | None = Field(None, description="workday | greenhouse | lever | linkedin | indeed | generic")
    forms: Count | None = None
    fields: list[FieldExpect] = Field(default_factory=list)
    listings: Count | None = Field(None, description="items in the largest repeated listing group")
    buttons: list[str] = Field(default_factory=list, description="button texts that must be present")
    url_pattern: str | None = Field(None, description="expected generalized url pattern")


class ScenarioBase(Strict):
    name: str = Field(description="readable name; the pytest item id")
    site: str = Field(description="folder under the sites root, or a path relative to this file")
    start: str = Field("/", description="path (and query) to open first")
    task: str | None = Field(None, description="what the run should achieve, in plain language")
    description: str | None = None
    tags: list[str] = Field(default_factory=list, description="become pytest markers and Allure tags")
    limits: Limits = Field(default_factory=Limits)
    llm: LLMOverrides | None = Field(None, description="what this scenario changes about the model")


class ObserveScenario(ScenarioBase):
    """PageObserver on the start page, no model: forms, fields, listings, platform, fingerprint."""

    run: Literal["observe"]
    expect: ObserveExpect = Field(default_factory=ObserveExpect)


Scenario = Annotated[Union[ObserveScenario], Field(discriminator="run")]
SCENARIO = TypeAdapter(Scenario)
RUN_KINDS = ("observe",)


def json_schema() -> dict:
    """JSON Schema of one scenario document, for editors (yaml-language-server)."""
    schema = SCENARIO.json_schema()
    schema["title"] = "pytest-jobagent scenario"
    return schema

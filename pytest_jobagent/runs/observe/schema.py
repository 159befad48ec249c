"""The observe run's scenario schema: `run: observe` and what the page must show."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from pytest_jobagent.runs.schema import Count, ScenarioBase, Strict, UsageExpect


class FieldExpect(Strict):
    """A form field the page must show."""

    label: str = Field(description="visible label, matched case-insensitively as a substring")
    required: bool | None = None
    type: str | None = Field(None, description="input type: text, email, tel, file, select, checkbox, ...")


class ObserveExpect(UsageExpect):
    success: bool = True
    platform: str | None = Field(None, description="workday | greenhouse | lever | linkedin | indeed | generic")
    forms: Count | None = None
    fields: list[FieldExpect] = Field(default_factory=list)
    listings: Count | None = Field(None, description="items in the largest repeated listing group")
    buttons: list[str] = Field(default_factory=list, description="button texts that must be present")
    url_pattern: str | None = Field(None, description="expected generalized url pattern")


class ObserveScenario(ScenarioBase):
    """PageObserver on the start page, no model: forms, fields, listings, platform, fingerprint."""

    run: Literal["observe"]
    expect: ObserveExpect = Field(default_factory=ObserveExpect)



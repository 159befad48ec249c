"""Cookbook models: CookbookStep (one replayable action with its element signature) and Cookbook (the steps of one
task on one kind of page, with their health and history)."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from pytest_jobagent.browser.signature import ElementSignature

from .keys import CookbookKey
from .templates import TEMPLATE, step_variables

HEALTH_MAX = 100
HEALTH_USABLE = 70  # a cookbook is replayed only above this
HEALTH_REEXPLORE = 30  # below this it is flagged for re-exploration

StepAction = Literal["click", "type", "select", "check", "upload", "wait", "navigate", "scroll"]
VerificationType = Literal["element_visible", "url_changed", "text_present", "value_equals"]

ELEMENT_ACTIONS = frozenset({"click", "type", "select", "check", "upload"})
VALUE_ACTIONS = frozenset({"type", "select", "upload", "navigate"})


def utcnow() -> datetime:
    return datetime.now(UTC)


class StepVerification(BaseModel):
    """How a replay knows a step worked, with its argument.

    element_visible: value is a selector that must be visible; url_changed: value, if given, must then be in the
    URL; text_present: value is text on the page; value_equals: the element (selector, default the step's own)
    has value (often a template).
    """

    model_config = ConfigDict(extra="forbid")

    type: VerificationType
    value: str | None = None
    selector: str | None = None

    @model_validator(mode="after")
    def _argument(self) -> StepVerification:
        if self.type in ("element_visible", "text_present") and not self.value:
            raise ValueError(f"verification {self.type} needs a value ({'selector' if self.type == 'element_visible' else 'text'})")
        if self.type == "value_equals" and self.value is None:
            raise ValueError("verification value_equals needs the expected value")
        return self


class StepCondition(BaseModel):
    """A step recorded behind a choice (a Yes that brought up more fields): it replays only when the applicant's
    choice, `choice` rendered with their data, is `equals` again. `choice` is the choice step's value, templated
    like any step value ({{visa_sponsorship}}); `equals` stays literal ("Yes")."""

    model_config = ConfigDict(extra="forbid")

    label: str = Field("", description="the field the choice answers, for people reading the cookbook")
    choice: str
    equals: str

    def holds(self, rendered_choice: str | None) -> bool:
        return rendered_choice is not None and _plain(rendered_choice) == _plain(self.equals)


def _plain(text: str) -> str:
    return " ".join(text.split()).casefold()


class CookbookStep(BaseModel):
    """One action of a cookbook; value and other strings may hold {{field}} templates, never user values."""

    model_config = ConfigDict(extra="forbid")

    order: int = Field(ge=0)
    action: StepAction
    selector: str = ""
    signature: ElementSignature = Field(default_factory=ElementSignature)
    value: str | None = Field(None, description="literal or {{template}}; url for navigate, path for upload")
    description: str = ""
    wait_after: int | None = Field(None, ge=0, le=60_000, description="the most the step's effect may take, in "
                                   "milliseconds: a replay waits for the effect up to this, never sleeps it")
    verification: StepVerification | None = None
    when: StepCondition | None = Field(None, description="the choice this step's field appeared behind: replayed "
                                                        "only when the applicant makes that choice")
    thought: str | None = Field(None, description="why the step was taken: the model's reasoning when it was recorded "
                                                 "(templated like the rest); for people reading the cookbook, replays "
                                                 "ignore it")

    def __eq__(self, other: object) -> bool:
        """Steps are the same when they do the same: the recorded reasoning is a note, so a relearned cookbook whose
        model explained itself in other words is still the cookbook it was (no new version)."""
        if not isinstance(other, CookbookStep):
            return NotImplemented
        return self.model_dump(exclude={"thought"}) == other.model_dump(exclude={"thought"})

    __hash__ = None  # type: ignore[assignment]  # mutable, like every pydantic model

    @field_validator("value")
    @classmethod
    def _templates_well_formed(cls, value: str | None) -> str | None:
        leftover = TEMPLATE.sub("", value or "")
        if "{{" in leftover or "}}" in leftover:
            raise ValueError(f"malformed template in {value!r}: use {{{{field_name}}}}")
        return value

    @model_validator(mode="after")
    def _arguments(self) -> CookbookStep:
        if self.action in ELEMENT_ACTIONS and not self.selector:
            raise ValueError(f"a {self.action} step needs a selector")
        if self.action in VALUE_ACTIONS and self.value is None:
            raise ValueError(f"a {self.action} step needs a value")
        return self


def ordered_steps(steps: list[CookbookStep]) -> list[CookbookStep]:
    """Steps sorted by order; an empty list or a repeated order is an error."""
    if not steps:
        raise ValueError("a cookbook needs at least one step")
    orders = [s.order for s in steps]
    if len(set(orders)) != len(orders):
        raise ValueError(f"step orders must be unique, got {orders}")
    return sorted(steps, key=lambda s: s.order)


class Cookbook(BaseModel):
    """A cookbook: steps that do one task on one kind of page, with its health and history (gh_cookbooks)."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(default_factory=lambda: str(uuid.uuid4()))
    url_pattern: str
    task_pattern: str
    platform: str | None = None
    steps: list[CookbookStep]
    health_score: int = Field(HEALTH_MAX, ge=0, le=HEALTH_MAX)
    success_count: int = Field(0, ge=0)
    failure_count: int = Field(0, ge=0)
    version: int = Field(1, ge=1)
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow)
    last_used: datetime | None = None
    last_verified: datetime | None = None
    created_by: str | None = None
    flagged_at: datetime | None = Field(None, description="since when health is below HEALTH_REEXPLORE: flagged for "
                                                          "re-exploration")
    replaces: str | None = Field(None, description="the cookbook (version) this one supersedes: an AI rescue of its "
                                                   "failing replay; that one is retired once this one has succeeded")
    retired_at: datetime | None = Field(None, description="since when it is no longer looked up (a newer version "
                                                          "proved itself)")
    fingerprint: str | None = Field(None, description="structure of the start page it was learned on (PageObserver)")

    @field_validator("steps")
    @classmethod
    def _ordered(cls, steps: list[CookbookStep]) -> list[CookbookStep]:
        return ordered_steps(steps)

    @field_validator("created_at", "updated_at", "last_used", "last_verified", "flagged_at", "retired_at")
    @classmethod
    def _aware(cls, value: datetime | None) -> datetime | None:
        """Timestamps are UTC; a naive one (SQLite) is read as UTC."""
        if value is not None and value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value

    @property
    def variables(self) -> list[str]:
        """Sorted names of the user fields the steps need."""
        return step_variables(self.steps)

    @property
    def key(self) -> CookbookKey:
        return CookbookKey.from_parts(self.platform, self.url_pattern, self.task_pattern, self.variables)

    @property
    def usable(self) -> bool:
        """Healthy enough to replay."""
        return self.health_score > HEALTH_USABLE

    @property
    def on_trial(self) -> bool:
        """A rescue that has not replayed successfully yet: the version it replaces is still looked up."""
        return self.replaces is not None and self.success_count == 0 and self.retired_at is None

    @property
    def needs_reexploration(self) -> bool:
        """Flagged: health fell below HEALTH_REEXPLORE (stored as `flagged_at`)."""
        return self.flagged_at is not None or self.health_score < HEALTH_REEXPLORE


class HitRate(BaseModel):
    """How often the engine's lookups found a cookbook, and how often a found one did the task with no model call."""

    lookups: int = 0
    hits: int = 0
    replayed: int = Field(0, description="tasks a cookbook did alone, confirmed, with no model call")
    rescued: int = Field(0, description="tasks whose replay broke and the AI agent finished")

    @property
    def hit_rate(self) -> float:
        return self.hits / self.lookups if self.lookups else 0.0

    @property
    def no_model_rate(self) -> float:
        """Of the lookups, the share done by a cookbook alone."""
        return self.replayed / self.lookups if self.lookups else 0.0

    def line(self) -> str:
        if not self.lookups:
            return "no cookbook lookups"
        return (f"{self.lookups} lookups, {self.hits} hits ({self.hit_rate:.0%}), {self.replayed} done by a cookbook "
                f"with no model call ({self.no_model_rate:.0%}), {self.rescued} finished by the AI agent after a "
                "replay broke")

"""LLM settings: which endpoint and model, timeouts and retries, tool strictness, faults, prices."""

from __future__ import annotations

import os
import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError

from .defaults import DEFAULT_MODEL, OPENAI_URL, PROMPT_WARN_TOKENS, PROVIDERS, RECORD_MODES, SHAPES_ENV
from .errors import LLMConfigError
from .faults import FaultSpec
from .prices import HEURISTIC_MODEL, PriceTable

__all__ = ["DEFAULT_MODEL", "OPENAI_URL", "PROMPT_WARN_TOKENS", "PROVIDERS", "RECORD_MODES", "SHAPES_ENV",
           "VISION_MODELS", "LLMOverrides", "LLMSettings", "known_vision"]

# models known to take images in chat requests (a prefix of the model name, any provider's spelling); others only
# get images with `vision: true`
VISION_MODELS = re.compile(r"^(?:[\w.-]+/)?(?:gpt-4o|gpt-4\.1|gpt-4-turbo|gpt-4-vision|gpt-5|o1(?!-mini)|o3(?!-mini)|o4|"
                           r"chatgpt-4o|claude-(?:3|sonnet|opus|haiku)|gemini|llava|pixtral|qwen2(?:\.5)?-vl)",
                           re.IGNORECASE)


def known_vision(model: str) -> bool:
    """Whether a model is known to accept image content."""
    return bool(VISION_MODELS.match(model or ""))


class LLMOverrides(BaseModel):
    """A scenario's `llm:` mapping (for the scenario schema): what one scenario changes about the model."""

    model_config = ConfigDict(extra="forbid")

    provider: Literal["heuristic", "openai"] | None = None
    model: str | None = None
    base_url: str | None = None
    temperature: float | None = None
    timeout_s: float | None = Field(None, gt=0)
    faults: str | None = Field(None, description="heuristic model only: RATE[:SEED[:KINDS]]")
    strict_tools: bool | None = None
    corrective_retries: int | None = Field(None, ge=0)
    max_tokens: int | None = Field(None, gt=0, description="cap on each reply's length, in tokens")
    vision: bool | None = Field(None, description="send screenshots to the model as images (default: when the "
                                "model is known to accept them)")
    prompt_warn_tokens: int | None = Field(None, ge=1, description="report prompts over this many tokens (default "
                                           "the ini's jobagent_prompt_warn_tokens, 3000)")

    def as_dict(self) -> dict[str, Any]:
        return self.model_dump(exclude_unset=True)


class LLMSettings(BaseModel):
    """Everything the client needs to talk to one model; per-scenario `llm:` overrides apply on top."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True, extra="forbid")

    provider: Literal["heuristic", "openai"] = Field(
        "heuristic", description="heuristic: the bundled offline model; openai: any OpenAI-compatible endpoint")
    base_url: str | None = Field(None, description="endpoint ending in /v1; None: OPENAI_BASE_URL or OpenAI's")
    api_key: SecretStr | None = Field(None, description="None: OPENAI_API_KEY")
    model: str = DEFAULT_MODEL
    model_explicit: bool = Field(False, description="the user chose the model (a replay then keeps it)")
    timeout_s: float = Field(60.0, gt=0, description="seconds to wait for one reply")
    connect_timeout_s: float = Field(5.0, gt=0)
    max_retries: int = Field(1, ge=0, description="SDK transport retries (429, 5xx, dropped connections)")
    corrective_retries: int = Field(1, ge=0, description="retries after a malformed reply, with the error")
    temperature: float | None = Field(None, description="None: the model's default (gpt-5 accepts only that)")
    max_tokens: int | None = Field(None, gt=0, description="cap on each reply's length (a slow local model that "
                                   "rambles ends its reply instead of running into the timeout); None: no cap")
    strict_tools: bool = Field(True, description="send tool schemas with strict: true")
    parallel_tool_calls: bool | None = Field(False, description="None: do not send the parameter")
    request_shapes: Literal["strict", "compatible"] | None = Field(
        None, description="strict: tool_choice required, null assistant content, parallel_tool_calls and strict "
        "tool schemas from the first call; compatible: only what every OpenAI-compatible server takes (tool_choice "
        "auto, content \"\", neither parameter); None: strict for OpenAI's API and the heuristic model, compatible "
        f"for any other endpoint (environment: {SHAPES_ENV}); see compat.py")
    faults: FaultSpec | None = Field(None, description="heuristic model only: spoil replies on purpose")
    vision: bool | None = Field(None, description="send screenshots as image content; None: when the model is "
                                "known to accept images (VISION_MODELS); the heuristic model accepts and ignores them")
    prompt_warn_tokens: int | None = Field(PROMPT_WARN_TOKENS, ge=1, description="a prompt over this many tokens is "
                                           "reported (a prompt_size event); None: never")
    prices: PriceTable = Field(default_factory=PriceTable, repr=False, exclude=True)

    @classmethod
    def from_env(cls, **values: Any) -> LLMSettings:
        """Settings with OPENAI_BASE_URL / OPENAI_API_KEY / JOBAGENT_LLM_REQUEST_SHAPES from the environment where
        not given."""
        env_url, env_key = os.environ.get("OPENAI_BASE_URL"), os.environ.get("OPENAI_API_KEY")
        if (shapes := os.environ.get(SHAPES_ENV, "").strip()) and values.get("request_shapes") is None:
            if shapes not in ("strict", "compatible"):
                raise LLMConfigError(f"{SHAPES_ENV} must be strict or compatible (got {shapes!r})")
            values["request_shapes"] = shapes
        if values.get("provider", "heuristic") == "openai":
            values.setdefault("base_url", env_url or None)
        if env_key and values.get("api_key") is None:
            values["api_key"] = env_key
        if values.get("provider", "heuristic") == "heuristic" and not values.get("model"):
            values["model"] = HEURISTIC_MODEL
        values = {k: v for k, v in values.items() if v is not None}
        try:
            return cls(**values)
        except ValidationError as exc:
            raise LLMConfigError(f"invalid LLM settings: {exc}") from exc

    def with_overrides(self, overrides: LLMOverrides | dict[str, Any] | None) -> LLMSettings:
        """Apply a scenario's `llm:` mapping (model, base_url, temperature, faults, timeout_s, ...)."""
        if isinstance(overrides, LLMOverrides):
            overrides = overrides.as_dict()
        if not overrides:
            return self
        values = self.model_dump(exclude={"prices"})
        values["api_key"] = self.api_key
        for key, value in overrides.items():
            if key not in type(self).model_fields or key in ("prices", "api_key"):
                raise LLMConfigError(f"unknown llm setting {key!r}; known: "
                                     + ", ".join(k for k in type(self).model_fields if k not in ("prices", "api_key")))
            values[key] = FaultSpec.parse(value) if key == "faults" and isinstance(value, str) else value
        if "model" in overrides:
            values["model_explicit"] = True
        try:
            return type(self)(**values, prices=self.prices)
        except ValidationError as exc:
            raise LLMConfigError(f"invalid llm override: {exc}") from exc

    @property
    def accepts_images(self) -> bool:
        """Whether screenshots go to the model as images: `vision` when set, else by the model's name."""
        return self.vision if self.vision is not None else known_vision(self.model)

    @property
    def endpoint(self) -> str:
        return (self.base_url or OPENAI_URL).rstrip("/")

    def key_text(self) -> str | None:
        return self.api_key.get_secret_value() if self.api_key else None

"""The fault specification (`--llm-faults`): which replies a local model spoils on purpose, and how.

It lives in the client layer because it is part of the settings and of the recording protocol (a spoiled reply
names its fault in `cassettes.FAULT_HEADER`); the heuristic model (`pytest_jobagent.heuristic`) applies it.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, field_validator

FAULT_KINDS = ("malformed_json", "unknown_tool", "missing_selector", "missing_argument", "premature_done")
SLOW = "slow"  # the reply comes after `delay_s` (a loaded CPU server): only when asked for, never by default


class FaultSpec(BaseModel):
    """`--llm-faults RATE[:SEED[:KIND,KIND...]]`: the share of replies to spoil, the seed, which kinds."""

    model_config = ConfigDict(frozen=True)

    rate: float = Field(ge=0.0, le=1.0)
    seed: int = 0
    kinds: tuple[str, ...] = FAULT_KINDS
    retry_rate: float | None = Field(None, ge=0.0, le=1.0,
                                     description="rate for corrective retries (None: same as rate)")
    tools: tuple[str, ...] = Field((), description="spoil only replies that call one of these tools (empty: any)")
    delay_s: float = Field(5.0, ge=0.0, description="how late a `slow` reply comes")
    limit: int | None = Field(None, ge=0, description="spoil at most this many replies per server (None: no limit)")

    @field_validator("kinds")
    @classmethod
    def _known(cls, kinds: tuple[str, ...]) -> tuple[str, ...]:
        unknown = [k for k in kinds if k not in (*FAULT_KINDS, SLOW)]
        if unknown or not kinds:
            raise ValueError(f"fault kinds must be among {', '.join((*FAULT_KINDS, SLOW))} "
                             f"(got {', '.join(unknown) or 'none'})")
        return kinds

    @classmethod
    def parse(cls, text: str) -> FaultSpec:
        """'0.2', '0.2:7' or '0.2:7:malformed_json,unknown_tool'."""
        parts = text.strip().split(":")
        try:
            rate = float(parts[0])
            seed = int(parts[1]) if len(parts) > 1 and parts[1] else 0
        except ValueError:
            raise ValueError(f"--llm-faults takes RATE[:SEED[:KINDS]], e.g. 0.2:7 (got {text!r})") from None
        kinds = tuple(k.strip() for k in parts[2].split(",") if k.strip()) if len(parts) > 2 else FAULT_KINDS
        if len(parts) > 3:
            raise ValueError(f"--llm-faults takes RATE[:SEED[:KINDS]] (got {text!r})")
        return cls(rate=rate, seed=seed, kinds=kinds)

    def __str__(self) -> str:
        text = f"{self.rate:g}:{self.seed}"
        return text + (":" + ",".join(self.kinds) if self.kinds != FAULT_KINDS else "")

"""Errors of the LLM layer: each says what went wrong and what to do; catch `LLMError` for all of them."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from pytest_jobagent.errors import JobagentError


class LLMError(JobagentError):
    """Base of every error the LLM layer raises on purpose."""


class LLMConfigError(LLMError):
    """A setting that cannot work (bad option value, no API key for a live call, bad price line)."""


class LLMUnreachable(LLMError):
    """The model endpoint did not answer: nothing listens there, or it timed out."""

    def __init__(self, url: str, detail: str, *, timeout: bool = False):
        self.url, self.detail, self.timeout = url, detail, timeout
        what = "did not answer in time" if timeout else "cannot be reached"
        super().__init__(
            f"the model endpoint {url} {what} ({detail}).\n"
            f"Point --llm-base-url (or OPENAI_BASE_URL) at a running OpenAI-compatible server, "
            f"or use --llm=heuristic for the bundled offline model"
            + (" (or raise --llm-timeout)." if timeout else ".")
        )


CONTEXT_OVERFLOW = re.compile(r"context[ _]length|context window|maximum context|too many tokens|"
                              r"reduce the length of the messages", re.IGNORECASE)


class LLMAPIError(LLMError):
    """The endpoint answered with an HTTP error (bad key, unknown model, bad request, server error)."""

    def __init__(self, url: str, status: int, message: str, *, agent: str | None = None):
        self.url, self.status, self.agent, self.detail = url, status, agent, message
        hint = (" The prompt is longer than the model's context window: serve the model with a larger context "
                "(llama.cpp: --n_ctx), or use a model that has one." if self.context_overflow else "") or {
            401: " Set OPENAI_API_KEY to a key this endpoint accepts.",
            403: " The key has no access to this model or project.",
            404: " Check --llm-model and --llm-base-url (the path usually ends in /v1).",
            429: " Rate limit or quota: wait, or lower the number of parallel workers.",
        }.get(status, "")
        who = f" (agent {agent!r})" if agent else ""
        super().__init__(f"the model endpoint {url} answered HTTP {status}{who}: {message}.{hint}")

    @property
    def context_overflow(self) -> bool:
        """The request was refused for its length, not for anything in it the client could change."""
        return self.status in (400, 413, 422) and bool(CONTEXT_OVERFLOW.search(self.detail))


class LLMReplyError(LLMError):
    """The model's reply stayed malformed after the corrective retry."""

    def __init__(self, agent: str, tool: str | None, problem: str, *, turn: int, attempts: int):
        self.agent, self.tool, self.problem, self.turn, self.attempts = agent, tool, problem, turn, attempts
        tool_text = f"tool {tool!r}" if tool else "no usable tool call"
        super().__init__(
            f"agent {agent!r} (turn {turn}): the model's reply was unusable after {attempts} attempts: "
            f"{tool_text}: {problem}"
        )


class LLMLimitExceeded(LLMError):
    """A scenario's budget (`max_llm_calls` or `max_cost_usd`) would be exceeded by the next call."""

    def __init__(self, agent: str, limit: float, *, spent: float | None = None):
        self.agent, self.limit, self.spent = agent, limit, spent
        if spent is None:
            super().__init__(f"agent {agent!r} asked for a model call beyond the limit of {limit:g} calls "
                             f"(limits.max_llm_calls)")
        else:
            super().__init__(f"agent {agent!r} asked for a model call after the run had spent ${spent:.4f} of its "
                             f"${limit:g} budget (limits.max_cost_usd)")


class CassetteError(LLMError):
    """Base of cassette problems (missing, drifted, unreadable)."""


def _commands(rerun: str, mode: str) -> str:
    rerun = rerun if rerun.startswith("<") else shlex.quote(rerun)
    return (
        f"  offline, with the bundled heuristic model:\n"
        f"    pytest {rerun} --llm=heuristic --record-mode={mode}\n"
        f"  with a real model (OpenAI or any OpenAI-compatible server):\n"
        f"    OPENAI_API_KEY=... pytest {rerun} --llm=openai --llm-model=gpt-4.1-mini --record-mode={mode}"
        f"  [--llm-base-url=http://localhost:8000/v1]"
    )


class CassetteMissing(CassetteError):
    """Replay (`--record-mode=none`) needed a cassette that does not exist."""

    def __init__(self, path: Path, rerun: str):
        self.path, self.rerun = Path(path), rerun
        super().__init__(
            f"no cassette at {path}: this test makes model calls and --record-mode=none only replays.\n"
            f"Record it once with:\n{_commands(rerun, 'once')}"
        )


class CassetteCorrupt(CassetteError):
    """A cassette file that cannot be read back."""

    def __init__(self, path: Path, detail: str, rerun: str):
        self.path, self.detail = Path(path), detail
        super().__init__(f"cassette {path} cannot be read ({detail}).\nRecord it again with:\n{_commands(rerun, 'rewrite')}")


class CassetteDrift(CassetteError):
    """The code sent a request the cassette does not hold: the prompt (or tools, or model) changed."""

    def __init__(self, path: Path, agent: str, turn: int, attempt: int, diff: str, rerun: str, *, reason: str = ""):
        self.path, self.agent, self.turn, self.attempt, self.diff, self.rerun = Path(path), agent, turn, attempt, diff, rerun
        attempt_text = ", corrective retry" if attempt > 1 else ""
        super().__init__(
            f"cassette drift in {path}: call of agent {agent!r} (turn {turn}{attempt_text}) is not in the cassette"
            + (f" ({reason})" if reason else "")
            + f".\n{diff}\n"
            f"If the change is intended, record the cassette again:\n{_commands(rerun, 'rewrite')}"
        )

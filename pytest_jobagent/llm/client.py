"""The model client: one tool call per `call`, validated by pydantic, one corrective retry, usage accounting."""

from __future__ import annotations

import hashlib
import json
import re
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Literal, Protocol, cast

import openai
from openai.types.chat import ChatCompletion
from pydantic import BaseModel
from vcr.errors import CannotOverwriteExistingCassetteException

from . import tokens
from .cassettes import AGENT_HEADER, ATTEMPT_HEADER, FAULT_HEADER, TURN_HEADER
from .compat import EndpointQuirks, quirks_for, starting_shapes
from .errors import LLMAPIError, LLMConfigError, LLMLimitExceeded, LLMReplyError, LLMUnreachable
from .images import without_images
from .settings import OPENAI_URL, LLMSettings
from .tools import Problem, ToolCall, parse_reply, tool_name, tool_schema
from .usage import CallRecord, RunStats, UsageMeter

if TYPE_CHECKING:
    from openai.types.chat import ChatCompletionMessageParam

    from .cassettes import CassetteRecorder

ROLE_LINE = "agent: {agent}"
AGENT_NAME = re.compile(r"^[A-Za-z0-9_.-]+$")
NO_KEY = "sk-jobagent-no-key"


def _check_agent(agent: str) -> None:
    if not AGENT_NAME.match(agent or ""):
        raise ValueError(f"agent names are letters, digits, '_', '.', '-' (e.g. 'change_analyzer'), got {agent!r}")


def role_line(agent: str) -> str:
    """The first line of every system prompt: how the heuristic model (and a reader) knows the agent."""
    return ROLE_LINE.format(agent=agent)


def with_role(agent: str, messages: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The messages with `agent: <name>` as the first line of the system prompt (added if missing)."""
    line = role_line(agent)
    out = [dict(m) for m in messages]
    if out and out[0].get("role") in ("system", "developer") and isinstance(out[0].get("content"), str):
        content = out[0]["content"]
        if content.split("\n", 1)[0].strip() != line:
            out[0]["content"] = f"{line}\n{content}"
    else:
        out.insert(0, {"role": "system", "content": line})
    return out


def _only(wanted: str, check: Callable[[ToolCall], str | None] | None) -> Callable[[ToolCall], str | None]:
    """`check` that also rejects a call of any tool but the one the caller named."""
    def checked(call: ToolCall) -> str | None:
        if call.name != wanted:
            return f"call the tool {wanted}, not {call.name}"
        return check(call) if check is not None else None
    return checked


class ReplyJournal(Protocol):
    """Where a run's replies are written as they come and read back when a killed run catches up
    (oversight/journal.py)."""

    def replay(self, agent: str, turn: int, attempt: int, request: str) -> dict[str, Any] | None: ...

    def record(self, agent: str, turn: int, attempt: int, request: str, response: dict[str, Any],
               fault: str | None = None) -> None: ...


def request_digest(messages: list[dict[str, Any]], body: dict[str, Any]) -> str:
    """A short hash of what a call sends (messages, tools, options): a journal replays a reply only to the same
    request."""
    canonical = json.dumps({"messages": messages, **body}, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(canonical.encode()).hexdigest()[:24]


class LLMClient:
    """Talks to one OpenAI-compatible endpoint for one scenario and counts what it costs.

    `call(agent, messages, tools)` returns a validated `ToolCall`; `stats` is the scenario's `RunStats`;
    `run(name)` counts a run of the scenario on its own.
    """

    def __init__(self, settings: LLMSettings, *, recorder: CassetteRecorder | None = None,
                 meter: UsageMeter | None = None, max_calls: int | None = None,
                 max_cost_usd: float | None = None):
        self.settings = settings
        self.usage = meter or UsageMeter()
        self.max_calls = max_calls
        self.max_cost_usd = max_cost_usd
        self._recorder = recorder
        self._journal: ReplyJournal | None = None  # a resumable run's replies, while `journaling` (oversight/journal.py)
        self._turns: Counter[str] = Counter()
        self._broken: LLMUnreachable | None = None  # an endpoint that is down (or timed out twice running)
        self._timeouts = 0  # replies in a row that came too late: one may be a slow moment, two are a slow server
        key = settings.key_text()
        # OpenAI itself needs a key; local servers accept anything, and a replay sends nothing
        self._missing_key = key is None and settings.provider == "openai" and settings.endpoint == OPENAI_URL
        replay = recorder is not None and recorder.replay_only
        # the request shapes this endpoint takes: a replay sends what the recording sent; a live session starts at
        # the endpoint's profile (strict when known to take it, else compatible) and shares what it learns
        shapes = starting_shapes(settings.endpoint, settings.provider, settings.request_shapes)
        self.quirks = EndpointQuirks.from_dict(recorder.recorded().get("quirks")) if replay and recorder else \
            quirks_for(settings.endpoint, shapes)
        if recorder is not None and not replay and not self.quirks.all_strict:
            # a compatible start, or learned by an earlier scenario of this session: this cassette says so from its
            # first call, and its replay sends the same shapes
            recorder.note_quirks(self.quirks.as_dict())
        self._sdk = openai.OpenAI(
            api_key=key or NO_KEY,
            base_url=settings.endpoint,
            timeout=openai.Timeout(settings.timeout_s, connect=settings.connect_timeout_s),
            max_retries=0 if replay else settings.max_retries,
        )

    @property
    def accepts_images(self) -> bool:
        """Whether agents may send this model images (`llm: {vision: true}`, or a model known to take them)."""
        return self.settings.accepts_images

    @property
    def applicant_data(self) -> bool:
        """Whether the recording hides an applicant's values (screenshots for the model then paint form fields over,
        as pixels cannot be turned into placeholders)."""
        return self._recorder is not None and bool(self._recorder.placeholders)

    @property
    def journal(self) -> ReplyJournal | None:
        """The journal the client writes its replies to (and catches up from), while a `journaling` block runs."""
        return self._journal

    @contextmanager
    def journaling(self, journal: ReplyJournal | None) -> Iterator[None]:
        """Every reply inside the block is journaled to `journal` (a resumed run's are replayed from it first)."""
        before, self._journal = self._journal, journal
        try:
            yield
        finally:
            self._journal = before

    # ---- accounting ----------------------------------------------------------------------------------
    @property
    def stats(self) -> RunStats:
        """Usage of the whole session (the scenario)."""
        return self.usage.scenario

    @contextmanager
    def run(self, name: str) -> Iterator[RunStats]:
        """Count the calls made inside the block as one run."""
        with self.usage.run(name) as stats:
            yield stats

    def add_listener(self, listener: Callable[[CallRecord], None]) -> None:
        """Called after every model call with its CallRecord (for live progress and reports)."""
        self.usage.listeners.append(listener)

    # ---- calls ---------------------------------------------------------------------------------------
    def call(
        self,
        agent: str,
        messages: Sequence[dict[str, Any]],
        tools: Sequence[type[BaseModel]],
        *,
        tool_choice: Literal["required", "auto"] | type[BaseModel] = "required",
        context: dict[str, Any] | None = None,
        check: Callable[[ToolCall], str | None] | None = None,
        temperature: float | None = None,
        max_tokens: int | None = None,
    ) -> ToolCall:
        """Ask the model for exactly one call of one of `tools` and return it validated.

        `context` is passed to pydantic validation (validators can read it); `check` may reject a
        schema-valid call with a reason (a selector not on the page, a premature done): the reason is sent
        back as the corrective retry. After `corrective_retries` failed corrections, LLMReplyError.
        `tool_choice` is what the caller wants; an endpoint that is not known to take it is asked with "auto" and a
        reply that calls no tool gets the corrective retry (compat.py).
        """
        _check_agent(agent)
        if not tools:
            raise ValueError("call() needs at least one tool; use chat() for a text answer")
        by_name = {tool_name(t): t for t in tools}
        if len(by_name) != len(tools):
            raise ValueError(f"two tools share a name: {[tool_name(t) for t in tools]}")
        self._turns[agent] += 1
        turn = self._turns[agent]
        conversation = with_role(agent, messages)
        body: dict[str, Any] = {
            "tools": [tool_schema(t, strict=self.settings.strict_tools) for t in tools],
            "tool_choice": (tool_choice if isinstance(tool_choice, str)
                            else {"type": "function", "function": {"name": tool_name(tool_choice)}}),
        }
        if self.settings.parallel_tool_calls is not None:
            body["parallel_tool_calls"] = self.settings.parallel_tool_calls
        if not isinstance(tool_choice, str):  # an endpoint asked with "auto" may call another tool: corrected
            check = _only(tool_name(tool_choice), check)
        problem: Problem | None = None
        attempts = 1 + self.settings.corrective_retries
        for attempt in range(1, attempts + 1):
            if problem is not None:
                conversation = conversation + problem.messages
            response, record = self._create(agent, turn, attempt, conversation, body, temperature, max_tokens)
            message = response.choices[0].message if response.choices else None
            result = parse_reply(message, by_name, agent=agent, turn=turn, context=context, check=check)
            if isinstance(result, ToolCall):
                record.tool = result.name
                self._finish(record)
                result.attempts = attempt
                return result
            problem = result
            record.tool, record.problem = result.tool, result.text
            self._finish(record)
        assert problem is not None
        raise LLMReplyError(agent, problem.tool, problem.text, turn=turn, attempts=attempts)

    def chat(self, agent: str, messages: Sequence[dict[str, Any]], *, temperature: float | None = None,
             max_tokens: int | None = None) -> str:
        """A plain text answer (no tools)."""
        _check_agent(agent)
        self._turns[agent] += 1
        turn = self._turns[agent]
        response, record = self._create(agent, turn, 1, with_role(agent, messages), {}, temperature, max_tokens)
        self._finish(record)
        message = response.choices[0].message if response.choices else None
        return (getattr(message, "content", None) or "").strip()

    # ---- transport -----------------------------------------------------------------------------------
    def _create(self, agent: str, turn: int, attempt: int, messages: list[dict], body: dict,
                temperature: float | None, max_tokens: int | None) -> tuple[Any, CallRecord]:
        if self._broken is not None:
            raise self._broken
        if self.max_calls is not None and self.usage.scenario.llm_calls >= self.max_calls:
            raise LLMLimitExceeded(agent, self.max_calls)
        if self.max_cost_usd is not None:
            if self.settings.prices.lookup(self.settings.model) is None:
                raise LLMConfigError(
                    f"limits.max_cost_usd needs the price of model {self.settings.model!r}, which the price table "
                    f"lacks: add a line to the ini option jobagent_llm_prices, for example "
                    f"`jobagent_llm_prices = {self.settings.model} 0.15 0.60` (USD per 1M input and output tokens)")
            spent = self.usage.scenario.cost_usd
            if spent >= self.max_cost_usd:
                raise LLMLimitExceeded(agent, self.max_cost_usd, spent=spent)
        max_tokens = self.settings.max_tokens if max_tokens is None else max_tokens
        if max_tokens is not None:  # the name every server knows; an endpoint that refuses it teaches the quirks
            body = {**body, "max_tokens": max_tokens}
        if self._recorder is not None:
            self._recorder.before_call()
            self._recorder.note_model(self.settings.model, self.settings.provider)
        for _ in range(5):  # each refusal the endpoint can be met on changes one thing, and there are four
            try:
                return self._send(agent, turn, attempt, messages, body, temperature)
            except LLMAPIError as exc:
                if exc.context_overflow:  # nothing in the request to give up: the conversation is too long
                    raise
                learned = self.quirks.adapt(exc.status, exc.detail, body, messages)
                if learned is None:
                    raise
                if self._recorder is not None:
                    self._recorder.note_quirks(self.quirks.as_dict())
        raise AssertionError("unreachable: an endpoint refused every adaptation")

    def _send(self, agent: str, turn: int, attempt: int, messages: list[dict], body: dict,
              temperature: float | None) -> tuple[Any, CallRecord]:
        body = self.quirks.body(body)
        messages = self.quirks.messages(messages)
        kwargs: dict[str, Any] = dict(body)
        temperature = self.settings.temperature if temperature is None else temperature
        if temperature is not None:
            kwargs["temperature"] = temperature

        headers = {AGENT_HEADER: agent, TURN_HEADER: str(turn), ATTEMPT_HEADER: str(attempt)}
        digest = ""
        if self._journal is not None:
            digest = request_digest(messages, kwargs)
            saved = self._journal.replay(agent, turn, attempt, digest)
            if saved is not None:  # a resumed run catching up: the reply the dead run was given, not a new call
                response = ChatCompletion.model_validate(saved["response"])
                record = self._record(agent, turn, attempt, messages, body, response, 0.0)
                record.fault, record.replayed = saved.get("fault"), True
                return response, record
        started = time.perf_counter()
        try:
            if self._missing_key and not (self._recorder is not None and self._recorder.replay_only):
                raise LLMConfigError(
                    f"agent {agent!r} needs a live model call and no API key is set: export OPENAI_API_KEY, "
                    f"or point --llm-base-url at a local server, or use --llm=heuristic")
            # the agents build their messages as plain chat-completions dicts (roles, tool calls, tool results)
            raw = self._sdk.chat.completions.with_raw_response.create(
                model=self.settings.model, messages=cast("list[ChatCompletionMessageParam]", messages),
                extra_headers=headers, **kwargs)
            response = raw.parse()
        except CannotOverwriteExistingCassetteException as exc:
            assert self._recorder is not None
            raise self._recorder.drift(exc, agent, turn, attempt) from None
        except openai.APITimeoutError as exc:
            self._timeouts += 1
            late = LLMUnreachable(self.settings.endpoint, f"no reply within {self.settings.timeout_s:g}s", timeout=True)
            if self._timeouts >= 2:
                self._broken = late
            raise late from exc
        except openai.APIConnectionError as exc:
            cause = exc.__cause__ or exc
            self._broken = LLMUnreachable(self.settings.endpoint, f"{type(cause).__name__}: {cause}".strip(": "))
            raise self._broken from exc
        except openai.APIStatusError as exc:
            detail = exc.message
            raise LLMAPIError(self.settings.endpoint, exc.status_code, detail, agent=agent) from exc
        seconds = time.perf_counter() - started
        self._timeouts = 0
        record = self._record(agent, turn, attempt, messages, body, response, seconds)
        record.fault = raw.headers.get(FAULT_HEADER) or None
        if self._journal is not None:
            self._journal.record(agent, turn, attempt, digest, response.model_dump(mode="json", exclude_unset=True),
                                record.fault)
        return response, record

    def _record(self, agent: str, turn: int, attempt: int, messages: list[dict], body: dict, response: Any,
                seconds: float) -> CallRecord:
        model = getattr(response, "model", None) or self.settings.model
        usage = getattr(response, "usage", None)
        if usage is not None:
            prompt = usage.prompt_tokens or 0
            completion = usage.completion_tokens or 0
            details = getattr(usage, "prompt_tokens_details", None)
            cached = (getattr(details, "cached_tokens", None) or 0) if details else 0
        else:  # some local servers send no usage: count it ourselves
            prompt = tokens.count_messages(messages, model, body.get("tools"))
            message = response.choices[0].message if response.choices else None
            completion = tokens.count(getattr(message, "content", None) or "", model) + sum(
                tokens.count(c.function.arguments or "", model) for c in (getattr(message, "tool_calls", None) or []))
            cached = 0
        cost = self.settings.prices.cost(model, prompt, completion, cached)
        if cost is None and model != self.settings.model:
            cost = self.settings.prices.cost(self.settings.model, prompt, completion, cached)
        message = response.choices[0].message if response.choices else None
        return CallRecord(agent=agent, turn=turn, attempt=attempt, model=model, prompt_tokens=prompt,
                          completion_tokens=completion, cached_tokens=cached, cost_usd=cost or 0.0,
                          priced=cost is not None, seconds=round(seconds, 6), request=without_images(messages),
                          reply=message.model_dump(mode="json", exclude_none=True) if message is not None else None)

    def _finish(self, record: CallRecord) -> None:
        self.usage.record(record)

    def close(self) -> RunStats:
        self._sdk.close()
        return self.usage.close()

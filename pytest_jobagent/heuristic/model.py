"""The heuristic model's answer to one chat-completions request: role rules, then generic tool answering."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from pytest_jobagent.llm import tokens
from pytest_jobagent.llm.faults import FaultSpec
from pytest_jobagent.llm.prices import HEURISTIC_MODEL

from . import roles
from .context import Answer, Context
from .faults import apply_fault, choose_fault
from .generic import choose_tool, make_arguments, text_reply

FINGERPRINT = "jobagent-heuristic-1"


class BadRequest(ValueError):
    """A request the model cannot answer (becomes HTTP 400 with an OpenAI-style error body)."""


def _decide(ctx: Context) -> Answer:
    role = roles.for_context(ctx)
    answer = role.answer(ctx) if role is not None else None
    if not ctx.tools or ctx.tool_choice == "none":
        if answer is not None and answer.content is not None:
            return answer
        text = role.chat(ctx) if role is not None and role.chat is not None else text_reply(ctx)
        return Answer.text(text)
    forced = ctx.forced_tool
    if answer is None or answer.tool not in ctx.tools or (forced and answer.tool != forced):
        answer = Answer(tool=choose_tool(ctx))
    assert answer.tool is not None  # an offered tool's name, or the one choose_tool picked
    answer.args = make_arguments(ctx, answer.tool, answer.args)
    return answer


def respond(request: dict[str, Any], faults: FaultSpec | None = None) -> tuple[dict[str, Any], str | None]:
    """The chat.completion for a request, and the fault applied (if any). Pure: same request, same answer."""
    if not isinstance(request.get("messages"), list) or not request["messages"]:
        raise BadRequest("'messages' must be a non-empty list")
    if request.get("stream"):
        raise BadRequest("the heuristic model does not stream; send stream=false")
    ctx = Context.from_request(request)
    if ctx.forced_tool and ctx.forced_tool not in ctx.tools:
        raise BadRequest(f"tool_choice names {ctx.forced_tool!r}, which is not among the tools")
    answer = _decide(ctx.before_corrections())
    digest = hashlib.sha256(json.dumps(request, sort_keys=True, ensure_ascii=False).encode()).hexdigest()
    fault = None
    message: dict[str, Any] = {"role": "assistant", "content": None, "refusal": None}
    if answer.tool is not None:
        name, arguments = answer.tool, json.dumps(answer.args, ensure_ascii=False)
        fault = choose_fault(faults, request, name, {n: t["parameters"] for n, t in ctx.tools.items()}, ctx.correction)
        if fault is not None:
            name, arguments = apply_fault(fault, name, answer.args, {n: t["parameters"] for n, t in ctx.tools.items()},
                                          lambda tool: make_arguments(ctx, tool))
        message["tool_calls"] = [{"id": f"call_{digest[:24]}", "type": "function",
                                  "function": {"name": name, "arguments": arguments}}]
        completion_text = name + arguments
        finish = "tool_calls"
    else:
        message["content"] = answer.content or ""
        completion_text = message["content"]
        finish = "stop"
    model_for_tokens = ctx.model or HEURISTIC_MODEL
    prompt = tokens.count_messages(ctx.messages, model_for_tokens, request.get("tools"))
    completion = tokens.count(completion_text, model_for_tokens) + (3 if answer.tool else 0)
    response = {
        "id": f"chatcmpl-{digest[24:48]}",
        "object": "chat.completion",
        "created": 0,
        "model": HEURISTIC_MODEL,
        "system_fingerprint": FINGERPRINT,
        "choices": [{"index": 0, "message": message, "finish_reason": finish, "logprobs": None}],
        "usage": {
            "prompt_tokens": prompt,
            "completion_tokens": completion,
            "total_tokens": prompt + completion,
            "prompt_tokens_details": {"cached_tokens": 0},
            "completion_tokens_details": {"reasoning_tokens": 0},
        },
    }
    return response, fault

"""The LLM layer: client with tools and usage, VCR cassettes, and the offline heuristic model.

An agent talks to a model like this (tools are pydantic models; the docstring is the tool's description)::

    class Click(BaseModel):
        '''Click an element.'''
        selector: str = Field(description='copy exactly from [CLICK: "..."] in the DOM')

    with llm_session(settings, cassette=path, record_mode="none", rerun=nodeid) as llm:
        with llm.run("explore") as stats:                  # RunStats of this run
            call = llm.call("explorer", messages, [Click, Done], check=my_check)
            call.name, call.args                           # "click", Click(selector=...)
            messages += [call.assistant_message(), call.result_message("clicked; a modal opened")]
        llm.stats                                          # RunStats of the whole scenario

The agent name goes first in the system prompt as `agent: <name>` (the client adds it): the heuristic
model picks its rules by it (see `heuristic/roles/__init__.py`). Errors: see `errors.py`.
"""

from __future__ import annotations

from .cassettes import RECORD_MODES, CassetteRecorder, VcrConfig, cassette_path, slugify
from .client import LLMClient, role_line, with_role
from .errors import (
    CassetteCorrupt,
    CassetteDrift,
    CassetteError,
    CassetteMissing,
    LLMAPIError,
    LLMConfigError,
    LLMError,
    LLMLimitExceeded,
    LLMReplyError,
    LLMUnreachable,
)
from .prices import DEFAULT_PRICES, HEURISTIC_MODEL, Price, PriceTable
from .runtime import LLMRuntime
from .session import llm_session
from .settings import DEFAULT_MODEL, LLMOverrides, LLMSettings
from .tools import ToolCall, tool_name, tool_schema
from .usage import CallRecord, RunStats, Usage, UsageMeter

__all__ = [
    "DEFAULT_MODEL", "DEFAULT_PRICES", "HEURISTIC_MODEL", "RECORD_MODES",
    "CallRecord", "CassetteCorrupt", "CassetteDrift", "CassetteError", "CassetteMissing", "CassetteRecorder",
    "VcrConfig",
    "LLMAPIError", "LLMClient", "LLMConfigError", "LLMError", "LLMLimitExceeded", "LLMOverrides", "LLMReplyError", "LLMRuntime",
    "LLMSettings", "LLMUnreachable", "Price", "PriceTable", "RunStats", "ToolCall", "Usage", "UsageMeter",
    "cassette_path", "llm_session", "role_line", "slugify", "tool_name", "tool_schema", "with_role",
]

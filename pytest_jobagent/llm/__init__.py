"""The LLM layer: client with tools and usage, VCR cassettes, settings and the fault specification.

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
model picks its rules by it (see `pytest_jobagent/heuristic/roles/__init__.py`). The heuristic model is a package
of its own above this layer; `LLMRuntime(start_heuristic=...)` gets it from the pytest plugin. Errors: see `errors.py`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pytest_jobagent.lazy import lazy_exports

if TYPE_CHECKING:
    from .cassettes import CassetteRecorder, cassette_path, slugify
    from .client import LLMClient, role_line, with_role
    from .defaults import DEFAULT_MODEL, RECORD_MODES
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
    from .faults import FAULT_KINDS, FaultSpec
    from .prices import DEFAULT_PRICES, HEURISTIC_MODEL, Price, PriceTable
    from .runtime import LLMRuntime, LocalModel, StartModel
    from .session import llm_session
    from .settings import LLMOverrides, LLMSettings
    from .tools import ToolCall, tool_name, tool_schema
    from .usage import CallRecord, RunStats, Usage, UsageMeter
    from .vcr_config import VcrConfig
else:
    __getattr__, __dir__ = lazy_exports(__name__, {
        ".cassettes": ("CassetteRecorder", "cassette_path", "slugify"),
        ".client": ("LLMClient", "role_line", "with_role"),
        ".defaults": ("DEFAULT_MODEL", "RECORD_MODES"),
        ".errors": ("CassetteCorrupt", "CassetteDrift", "CassetteError", "CassetteMissing", "LLMAPIError",
                    "LLMConfigError", "LLMError", "LLMLimitExceeded", "LLMReplyError", "LLMUnreachable"),
        ".faults": ("FAULT_KINDS", "FaultSpec"),
        ".prices": ("DEFAULT_PRICES", "HEURISTIC_MODEL", "Price", "PriceTable"),
        ".runtime": ("LLMRuntime", "LocalModel", "StartModel"),
        ".session": ("llm_session",),
        ".settings": ("LLMOverrides", "LLMSettings"),
        ".tools": ("ToolCall", "tool_name", "tool_schema"),
        ".usage": ("CallRecord", "RunStats", "Usage", "UsageMeter"),
        ".vcr_config": ("VcrConfig",),
    })

__all__ = [
    "DEFAULT_MODEL", "DEFAULT_PRICES", "FAULT_KINDS", "HEURISTIC_MODEL", "RECORD_MODES",
    "CallRecord", "CassetteCorrupt", "CassetteDrift", "CassetteError", "CassetteMissing", "CassetteRecorder",
    "FaultSpec", "LocalModel", "StartModel", "VcrConfig",
    "LLMAPIError", "LLMClient", "LLMConfigError", "LLMError", "LLMLimitExceeded", "LLMOverrides", "LLMReplyError", "LLMRuntime",
    "LLMSettings", "LLMUnreachable", "Price", "PriceTable", "RunStats", "ToolCall", "Usage", "UsageMeter",
    "cassette_path", "llm_session", "role_line", "slugify", "tool_name", "tool_schema", "with_role",
]

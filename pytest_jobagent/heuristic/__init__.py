"""The heuristic model: a deterministic, rule-based, OpenAI-compatible model that reads only the request.

A whole offline model on top of the client layer (it uses `pytest_jobagent.llm`'s types, never the reverse): the
pytest plugin hands `serve` to the `LLMRuntime`, which starts a server per fault setting for `--llm=heuristic`;
`python -m pytest_jobagent.heuristic --port N` serves one alone. Faults on purpose are specified by
`pytest_jobagent.llm.FaultSpec`.
"""

from __future__ import annotations

from .context import Answer, Context, Element
from .model import respond
from .server import HeuristicServer, serve

__all__ = ["Answer", "Context", "Element", "HeuristicServer", "respond", "serve"]

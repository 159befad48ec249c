"""The heuristic model: a deterministic, rule-based, OpenAI-compatible model that reads only the request."""

from __future__ import annotations

from .context import Answer, Context, Element
from .faults import FAULT_KINDS, FaultSpec
from .model import respond
from .server import HeuristicServer

__all__ = ["FAULT_KINDS", "Answer", "Context", "Element", "FaultSpec", "HeuristicServer", "respond"]

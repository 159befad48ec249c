"""Oversight of runs: the gate every run kind calls (gate.py) around the ThinkingAgent that judges "done"
(thinking.py), and scripted pause, ask and steer (steering.py)."""

from .gate import ThinkingGate
from .steering import Steer, Steering
from .thinking import ThinkingOptions, ThinkingOutput

__all__ = ["Steer", "Steering", "ThinkingGate", "ThinkingOptions", "ThinkingOutput"]

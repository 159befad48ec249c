"""Oversight of runs: the ThinkingAgent that gates "done" (thinking.py) and scripted pause, ask and steer
(steering.py)."""

from .steering import Steer, Steering
from .thinking import ThinkingGate, ThinkingOptions, ThinkingOutput

__all__ = ["Steer", "Steering", "ThinkingGate", "ThinkingOptions", "ThinkingOutput"]

"""The AI apply agent: fills and submits application forms from user data, one validated tool call per turn."""

from .agent import AGENT, AgentOutcome, ApplyAgent, confirmation_reached

__all__ = ["AGENT", "AgentOutcome", "ApplyAgent", "confirmation_reached"]

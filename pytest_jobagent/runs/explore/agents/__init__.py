"""The Phase 1 agents, one module each (system prompt, tools as pydantic models, parse of the reply)."""

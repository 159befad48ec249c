"""The LLM layer's names and defaults that the command line offers (providers, record modes, the default model, the
prompt size warning), in a module of their own so that registering the plugin's options does not import pydantic."""

from __future__ import annotations

DEFAULT_MODEL = "gpt-4.1-mini"
SHAPES_ENV = "JOBAGENT_LLM_REQUEST_SHAPES"  # strict | compatible: the request shapes an endpoint starts at
OPENAI_URL = "https://api.openai.com/v1"
PROVIDERS = ("heuristic", "openai")
# as pytest-recording: none replays only (the default), once records missing cassettes, new_episodes records new
# calls, all records every call, rewrite records each cassette anew
RECORD_MODES = ("none", "once", "new_episodes", "all", "rewrite")
# seed 001's budget of one agent turn (2,400-3,600 tokens): above this a prompt is reported as large
PROMPT_WARN_TOKENS = 3000

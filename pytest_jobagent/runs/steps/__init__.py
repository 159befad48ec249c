"""`run: steps`: natural-language test steps executed by one tool-using orchestrator agent (journey memory,
self-reflection, batched commands, guardrails, retry by element signature), emitting a pytest-playwright script."""

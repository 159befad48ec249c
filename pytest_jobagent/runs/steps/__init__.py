"""`run: steps`: natural-language test steps executed by one tool-using orchestrator agent (journey memory,
self-reflection, batched commands, guardrails, retry by element signature), emitting a pytest-playwright script."""

from __future__ import annotations

from pytest_jobagent.runs.kind import RunKind, deferred

from .schema import StepsScenario

KIND = RunKind(name="steps", scenario=StepsScenario, run=deferred(StepsScenario, f"{__name__}.run", "run_steps"),
               sends_forms=True, summary=(
    "natural-language test steps run by one tool-using orchestrator agent (generated tool registry, batched "
    "commands (3 an iteration to start with, one fewer after a batch that failed, one more after a clean full one, "
    "1 to 5) and 3 information tools per iteration, read-only tools cached per page state, an overuse nudge, a "
    "warning on an inspect_page whose page the prompt already holds (`redundant_tool_calls`), vision where the model has it, journey memory, self-reflection, guardrails, retry by "
    "element signature); emits a pytest-playwright script reproducing the successful actions; with `repair:` "
    "runs such a script, heals the actions that broke (element signature first, the agent second) and writes "
    "the repaired test with its diff"))

"""The steps orchestrator's one tool: its system prompt, the `decide` reply model, the check of a reply, and the rule
that tells it when it overuses an information tool."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from .guards import BATCH_CAP
from .result import Reflection
from .tools import Command, ToolRequest

AGENT = "steps_orchestrator"
NEEDS_SELECTOR = {"click", "type", "select", "check", "uncheck", "upload"}

SYSTEM = """You run a browser test written as plain-language steps, one step at a time.
Each iteration you see the goal, the current step, recent history, what you learned, saved data, your guidance
from the last iteration and the current page. Elements are written as [KIND: "selector"] text; copy selectors
exactly. Answer with one decide call:
- tools: at most {max_tools} information tools to run now (results come back next iteration; a read-only tool
  asked again on an unchanged page answers from its cache):
{tools}
- commands: browser commands, run in order, at most as many as "Commands this iteration" says (fewer after a
  batch that failed, more after clean ones); the first failure stops the rest:
{commands}
- status: complete (the step is done; commands of this iteration must succeed), continue (more to do),
  stuck (you cannot find a way), infeasible (the step cannot be done on this site); always give status_reason.
- reflection: guidance for your next iteration; set detecting_loop when you are repeating an approach that
  fails, and then try something completely different.
- experiences: short general lessons about this site worth keeping for later steps."""
OVERUSE_NOTE = ("OVERUSE: you asked for {tools} in each of the last {n} iterations{cached}; asking again will not "
                "tell you more. Act on what you know, try a different approach, or end the step (stuck or "
                "infeasible).")
OVERUSE_RUN = 3  # the same tool this many iterations in a row is overuse (seed 001, pitfall 1)


def overused(iterations: list[list[str]], run: int = OVERUSE_RUN) -> list[str]:
    """Tools asked for in each of the last `run` iterations (in the order of the last one). Pure."""
    if len(iterations) < run:
        return []
    last = iterations[-run:]
    return [t for t in dict.fromkeys(last[-1]) if all(t in names for names in last[:-1])]


class Decide(BaseModel):
    """Your decision for this iteration of the current step."""

    reasoning: str
    tools: list[ToolRequest] = Field(default_factory=list)
    commands: list[Command] = Field(default_factory=list, description=f"in order; at most the iteration's limit (never over {BATCH_CAP})")
    status: Literal["complete", "continue", "stuck", "infeasible"]
    status_reason: str
    reflection: Reflection = Field(default_factory=Reflection)
    experiences: list[str] = Field(default_factory=list)



def check_decide(call: Any) -> str | None:
    """What is wrong with a decide call (too many commands, a command without its selector), for the corrective retry."""
    args: Decide = call.args
    if len(args.commands) > BATCH_CAP:
        return f"at most {BATCH_CAP} commands per iteration; you gave {len(args.commands)}"
    for c in args.commands:
        if c.action in NEEDS_SELECTOR and not c.selector:
            return f"{c.action} needs a selector copied from the page"
    return None

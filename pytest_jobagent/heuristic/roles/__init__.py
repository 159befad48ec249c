"""Per-agent rules of the heuristic model: one module per role in this package, found automatically.

How an agent gets rules (one small module, e.g. `roles/explorer.py`)::

    \"\"\"Heuristic rules for the explorer agent.\"\"\"
    from ..context import Answer, Context

    ROLE = "explorer"                 # the agent name given to LLMClient.call (or a tuple of names)
    TOOLS = {"click", "scroll", "done"}  # optional: recognise the role by its tool set if a prompt lacks the role line

    def answer(ctx: Context) -> Answer | None:
        if ctx.turns >= 6:
            return Answer.call("done", page_type="job_search")   # missing arguments are filled from the schema
        button = ctx.find("filter", kinds=("CLICK",))
        if button:
            return Answer.call("click", selector=button.selector)
        return None                   # None: the generic answer (most plausible tool, schema-valid arguments)

The role comes from the request only: `LLMClient` writes `agent: <name>` as the first line of the system
prompt. Rules read only `ctx` (messages, tools, serialized DOM): never site files, never site names.
A module may also define `chat(ctx) -> str` for requests without tools.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType

from ..context import Answer, Context


@dataclass
class Role:
    names: tuple[str, ...]
    answer: Callable[[Context], Answer | None]
    tools: frozenset[str] = frozenset()
    chat: Callable[[Context], str] | None = None


_ROLES: dict[str, Role] = {}
# helper modules (underscore) that also answer a role of their own: _change is the explorer's effect reading and the
# seed mode's ChangeAnalyzer agent
SHARED_ROLES = ("_change",)
_loaded = False


def _from_module(module: ModuleType) -> Role | None:
    names = getattr(module, "ROLE", None)
    answer = getattr(module, "answer", None)
    if not names or not callable(answer):
        return None
    names = (names,) if isinstance(names, str) else tuple(names)
    return Role(tuple(n.lower() for n in names), answer, frozenset(getattr(module, "TOOLS", ()) or ()),
                getattr(module, "chat", None))


def load() -> dict[str, Role]:
    """Import every role module of this package once (sorted, so the order never depends on the file system)."""
    global _loaded
    if not _loaded:
        for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
            if info.name.startswith("_") and info.name not in SHARED_ROLES:
                continue
            role = _from_module(importlib.import_module(f"{__name__}.{info.name}"))
            if role is not None:
                for name in role.names:
                    _ROLES.setdefault(name, role)
        _loaded = True
    return _ROLES


def register(name: str, answer: Callable[[Context], Answer | None], *, tools: set[str] | None = None,
             chat: Callable[[Context], str] | None = None) -> None:
    """Add (or replace) a role's rules at run time, e.g. from a test or another package."""
    load()
    _ROLES[name.lower()] = Role((name.lower(),), answer, frozenset(tools or ()), chat)


def unregister(name: str) -> None:
    _ROLES.pop(name.lower(), None)


def for_context(ctx: Context) -> Role | None:
    """The role of a request: by its `agent:` line, else the role whose tool set the request offers."""
    roles = load()
    if ctx.role:
        return roles.get(ctx.role)
    offered = set(ctx.tools)
    fitting = [(len(r.tools), name) for name, r in sorted(roles.items()) if r.tools and r.tools <= offered]
    return roles[max(fitting)[1]] if fitting else None

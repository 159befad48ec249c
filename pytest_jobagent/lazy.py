"""Lazy re-exports for package `__init__`s (PEP 562): a name is imported from its module on first use, so importing
one light module of a package (`pytest_jobagent.llm.settings`) does not import the whole package (the model client,
vcrpy), and neither does loading the pytest plugin.

A package lists its exports twice: under `if TYPE_CHECKING:` as plain imports (for type checkers and editors), and
in the mapping given here (for the interpreter)::

    if TYPE_CHECKING:
        from .client import LLMClient
    else:
        __getattr__, __dir__ = lazy_exports(__name__, {".client": ("LLMClient",)})
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping


def lazy_exports(package: str, exports: Mapping[str, tuple[str, ...]]) -> tuple[Callable[[str], object],
                                                                                  Callable[[], list[str]]]:
    """The module `__getattr__` and `__dir__` of `package`, which re-exports each name of `exports[module]` from that
    module (relative to the package) on first access."""
    where = {name: module for module, names in exports.items() for name in names}

    def __getattr__(name: str) -> object:
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module, package), name)
        setattr(sys.modules[package], name, value)  # later lookups find it without this hook
        return value

    def __dir__() -> list[str]:
        return sorted(set(vars(sys.modules[package])) | set(where))

    return __getattr__, __dir__

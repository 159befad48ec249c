"""The plugin's command-line options: each is `--jobagent-NAME`; the short names of earlier releases (`--llm`,
`--record-mode`, ...) stay as aliases only where no other plugin owns the name.

Why aliases are added late: entry-point plugins load in no fixed order, so a name is only known to be free once every
plugin and the initial conftests have registered their options. pytest-recording owns `--record-mode` and
`--disable-recording` with the same meaning and the same `dest`; with it installed its two options drive the model
cassettes and site recordings too (`option(config, "record_mode")` reads whichever registered the name).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field
from typing import Any

import pytest

from pytest_jobagent.scenario.settings import dest_of, option, setting

__all__ = ["add", "dest_of", "option", "register_aliases", "setting"]


@dataclass(frozen=True)
class Alias:
    """A short option name that shares the value of `--jobagent-NAME` when nobody else owns it."""

    name: str                      # "--llm"
    canonical: str                 # "--jobagent-llm"
    attrs: dict[str, Any] = field(default_factory=dict)

    @property
    def dest(self) -> str:
        return self.name.lstrip("-").replace("-", "_")


ALIASES: dict[str, Alias] = {}


def add(group: pytest.OptionGroup, name: str, *, alias: str | None = None, **attrs: Any) -> None:
    """Register `--jobagent-NAME` (dest `jobagent_NAME`) and remember `alias` for `register_aliases`."""
    canonical = f"--jobagent-{name}"
    group.addoption(canonical, dest=dest_of(name), **attrs)
    if alias:
        kept = {k: v for k, v in attrs.items() if k in ("action", "type", "choices", "metavar")}
        ALIASES[alias] = Alias(alias, canonical, kept)


def taken(parser: pytest.Parser) -> set[str]:
    """Every option name registered so far, by pytest and by every plugin (pytest keeps them per group)."""
    return {name for group in parser._groups for opt in group.options for name in opt.names()}


def register_aliases(parser: pytest.Parser) -> list[str]:
    """Add each alias whose name no plugin owns; returns the names that another plugin owns (left to it)."""
    owned = taken(parser)
    group = parser.getgroup("jobagent-aliases", "pytest-jobagent: short names (aliases of the --jobagent- options)")
    left = []
    for alias in ALIASES.values():
        if alias.name in owned:
            left.append(alias.name)
            continue
        group.addoption(alias.name, dest=alias.dest, default=None if alias.attrs.get("action") != "store_true"
                        else False, help=f"same as {alias.canonical}", **alias.attrs)
    return left


@pytest.hookimpl(wrapper=True)
def pytest_load_initial_conftests(early_config: pytest.Config, parser: pytest.Parser,
                                  args: list[str]) -> Generator[None, None, None]:
    """After the initial conftests (and every entry-point plugin before them) registered theirs, the free short names
    become aliases. They are parsed with the rest of the command line after this hook."""
    try:
        return (yield)
    finally:
        register_aliases(parser)


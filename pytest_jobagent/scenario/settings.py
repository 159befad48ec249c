"""How a setting is resolved, once for the plugin and the scenario runner: `--jobagent-NAME` (or its short name, which
may be another plugin's option of the same meaning), else the ini key, else that key's default."""

from __future__ import annotations

from typing import Any

import pytest


def dest_of(name: str) -> str:
    return "jobagent_" + name.replace("-", "_")


def option(config: pytest.Config, name: str) -> Any:
    """The value of `--jobagent-NAME`, else of its short name (this plugin's alias, or the option of the plugin that
    owns that name, such as pytest-recording's `--record-mode`); None (False for flags) when neither was given."""
    value = getattr(config.option, dest_of(name), None)
    if value is None or value is False:
        short = getattr(config.option, name.replace("-", "_"), None)
        if short is not None:
            return short
    return value


def setting(config: pytest.Config, name: str, ini: str | None = None) -> Any:
    """The one resolution of a setting: `--jobagent-NAME` (or its short name), else the ini key (`jobagent_NAME` with
    underscores unless `ini` names another), else that ini key's default. An ini key this session did not register
    (the plugin's fixtures imported alone by a conftest) gives None."""
    value = option(config, name)
    if value is not None and value is not False and value != "":
        return value
    try:
        return config.getini(ini or dest_of(name))
    except ValueError:
        return None

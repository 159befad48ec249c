"""Cookbooks that ship: platform-wide apply cookbooks for Greenhouse, Workday and Lever, loadable into any store.

Each JSON file here is a cookbook export (`{"cookbooks": [...]}`, as `jobagent cookbooks export` writes) whose
cookbooks are filed under a real platform's URL pattern with '*' for the tenant (boards.greenhouse.io/*/jobs/*,
*.myworkdayjobs.com/*/*/job/*/*/apply/applymanually, jobs.lever.co/*/*/apply) and hold {{templates}} only, never a
person's values. A store finds them for any tenant of the platform, and for a local site the observer recognizes as
that platform, by the page's URL shape (CookbookStore.lookup, keys.platform_match). `build.py` derives them from the
cookbooks the bundled scenarios learn.

Load them with `jobagent cookbooks import --shipped`, `--jobagent-seed-cookbooks` (an empty session store), or
`store: shipped` in an apply scenario (a fresh store seeded with them).
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from ..models import Cookbook

PLATFORMS = ("greenhouse", "workday", "lever")


def shipped_files() -> list[Any]:
    """The JSON files of the shipped cookbooks, one per platform, in a stable order."""
    folder = resources.files(__name__)
    return [folder / f"{name}.json" for name in PLATFORMS]


def shipped_cookbooks() -> list[Cookbook]:
    """Every shipped cookbook, validated."""
    cookbooks = []
    for file in shipped_files():
        data = json.loads(file.read_text(encoding="utf-8"))
        cookbooks += [Cookbook.model_validate(m) for m in data["cookbooks"]]
    return cookbooks


def import_shipped(store: Any) -> int:
    """Add the shipped cookbooks to a store (those it already holds are left as they are); how many were added."""
    return sum(store.import_cookbook(m) for m in shipped_cookbooks())


def seed_store(store: Any) -> int:
    """Seed an empty store with the shipped cookbooks; a store holding any cookbook is left untouched (0)."""
    return import_shipped(store) if store.is_empty() else 0

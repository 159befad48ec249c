"""The saved real job pages live beside the repository (../shared/realpages); without them these scenarios skip."""

from __future__ import annotations

from pathlib import Path

import pytest

REALPAGES = Path(__file__).resolve().parents[3] / "shared" / "realpages"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if (REALPAGES / "truth.json").is_file():
        return
    here = Path(__file__).parent
    skip = pytest.mark.skip(reason=f"saved real pages not found at {REALPAGES} (they come with the project's shared/ folder)")
    for item in items:
        if here in Path(str(item.path)).parents:
            item.add_marker(skip)

"""ExplorationFiles: each exploration's result as `exploration-results/<scenario>.json` beside the Allure results."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pytest_jobagent.llm import slugify

ATTACHMENT = "exploration_result.json"  # the attachment the explore run emits with its ExplorationResult


class ExplorationFiles:
    """An event sink: remembers the scenario's name from `run_started`, writes the exploration result it attaches."""

    def __init__(self, allure_dir: str | Path):
        self.folder = Path(allure_dir).resolve().parent / "exploration-results"
        self.name = "scenario"

    def __call__(self, kind: str, data: dict[str, Any]) -> None:
        if kind == "run_started":
            self.name = data.get("name") or self.name
        elif kind == "attachment" and data.get("name") == ATTACHMENT:
            self.folder.mkdir(parents=True, exist_ok=True)
            (self.folder / f"{slugify(self.name)}.json").write_text(
                json.dumps(data["body"], indent=2, ensure_ascii=False), encoding="utf-8")

"""The session summary: scenarios by run kind, model calls, tokens and cost, gathered from every worker.

Each scenario's figures travel as one `user_properties` entry of its test report (`RECORD_KEY`), the channel
pytest-xdist already sends from workers to the controller, so the summary is complete with `-n 2`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

RECORD_KEY = "jobagent"


class RunRecorder:
    """Event-bus listener for one scenario: what ran, how it ended, and what it cost, as a plain dict."""

    def __init__(self, nodeid: str, extra: Callable[[], dict[str, Any]] | None = None):
        self.record: dict[str, Any] = {"nodeid": nodeid, "run": None, "outcome": None, "stats": None}
        self._extra = extra
        self._calls = 0

    def __call__(self, kind: str, data: dict[str, Any]) -> None:
        if kind == "run_started":
            self.record.update(run=data.get("run"), site=data.get("site"))
        elif kind == "llm_call":
            self._calls += 1
            models = self.record.setdefault("models", [])
            if data.get("model") and data["model"] not in models:
                models.append(data["model"])
        elif kind == "agent_turn":
            self._calls += int(data.get("attempts") or 1) if "models" not in self.record else 0
        elif kind in ("cookbook_lookup", "cookbook_replayed"):  # the cookbooks' hit rate over the session
            counts = self.record.setdefault("cookbooks", {"lookups": 0, "hits": 0, "replayed": 0})
            if kind == "cookbook_replayed":
                counts["replayed"] += 1
            else:
                counts["lookups"] += 1
                counts["hits"] += data.get("found") is not None
        elif kind == "run_finished":
            self.record["outcome"] = data.get("outcome")
            if self._extra is not None:
                self.record.update({k: v for k, v in self._extra().items() if v is not None})
            stats = data.get("stats")
            if stats is not None and hasattr(stats, "model_dump"):
                stats = stats.model_dump(mode="json")
            if isinstance(stats, dict):
                self.record["stats"] = {k: stats.get(k) for k in (
                    "llm_calls", "prompt_tokens", "completion_tokens", "cached_tokens", "cost_usd", "steps", "wall_s",
                    "cost_saved_usd")}
            else:  # the run did not publish its stats: at least the calls its turns made
                self.record["stats"] = {"llm_calls": self._calls, "estimated": True}


@dataclass
class SessionSummary:
    """Totals over the records of every scenario of the session."""

    records: list[dict[str, Any]] = field(default_factory=list)
    browsers: Counter = field(default_factory=Counter)

    def add(self, record: dict[str, Any]) -> None:
        self.records.append(record)
        if record.get("browser"):
            self.browsers[record["browser"]] += 1

    def total(self, key: str) -> float:
        return sum((r.get("stats") or {}).get(key) or 0 for r in self.records)

    def cookbooks(self) -> str | None:
        """The apply runs' cookbook lookups, hits, and tasks a cookbook did with no model call, over every scenario
        (`jobagent cookbooks stats` reads the same from a store's lookup log)."""
        counts = Counter[str]()
        for record in self.records:
            counts.update(record.get("cookbooks") or {})
        if not counts["lookups"]:
            return None
        lookups, hits, replayed = counts["lookups"], counts["hits"], counts["replayed"]
        return (f"{lookups} lookups, {hits} hits ({hits / lookups:.0%}), {replayed} done by a cookbook with no model "
                f"call ({replayed / lookups:.0%})")

    def models(self) -> list[str]:
        return sorted({m for r in self.records for m in r.get("models") or []})

    def lines(self) -> list[str]:
        if not self.records:
            return []
        kinds = Counter(r.get("run") or "?" for r in self.records)
        outcomes = Counter(r.get("outcome") or "error" for r in self.records)
        by_kind = ", ".join(f"{kind} {n}" for kind, n in sorted(kinds.items()))
        ends = ", ".join(f"{n} {o}" for o, n in sorted(outcomes.items()))
        prompt, completion = int(self.total("prompt_tokens")), int(self.total("completion_tokens"))
        estimated = any((r.get("stats") or {}).get("estimated") for r in self.records)
        lines = [f"{len(self.records)} scenarios ({by_kind}): {ends}"]
        if estimated and not prompt:
            lines.append(f"model calls: {int(self.total('llm_calls'))} (counted from agent turns; tokens and cost "
                         "need the runs' stats)")
        else:
            lines.append(f"model calls: {int(self.total('llm_calls'))}, tokens: {prompt + completion} "
                         f"({prompt} prompt + {completion} completion, {int(self.total('cached_tokens'))} cached), "
                         f"cost: ${self.total('cost_usd'):.4f}")
        saved = self.total("cost_saved_usd")
        if saved:
            lines.append(f"saved by cookbooks: ${saved:.4f}")
        if cookbooks := self.cookbooks():
            lines.append(f"cookbooks: {cookbooks}")
        if self.models():
            lines.append(f"models: {', '.join(self.models())}")
        return lines

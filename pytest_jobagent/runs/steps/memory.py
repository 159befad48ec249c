"""Journey memory of a steps run: history (capped, older entries summarized), experiences (deduplicated, capped),
data extracted for later steps. Pure: no browser, no model."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

MAX_HISTORY = 100
MAX_EXPERIENCES = 20
CONTEXT_HISTORY = 5


@dataclass
class HistoryEntry:
    step: int
    iteration: int
    kind: str  # command | tool | status | summary
    text: str
    success: bool = True

    def line(self) -> str:
        mark = "" if self.success else " (FAILED)"
        return f"[step {self.step}.{self.iteration}] {self.kind}: {self.text}{mark}"


def _norm(text: str) -> str:
    return " ".join(re.sub(r"[^0-9a-z]+", " ", text.lower()).split())


@dataclass
class JourneyMemory:
    max_history: int = MAX_HISTORY
    max_experiences: int = MAX_EXPERIENCES
    history: list[HistoryEntry] = field(default_factory=list)
    summary: str = ""
    summarized: int = 0
    experiences: list[str] = field(default_factory=list)
    extracted: dict[str, Any] = field(default_factory=dict)
    _folded: dict[int, tuple[int, int, str]] = field(default_factory=dict, repr=False)

    def record(self, step: int, iteration: int, kind: str, text: str, success: bool = True) -> HistoryEntry:
        entry = HistoryEntry(step, iteration, kind, text, success)
        self.history.append(entry)
        if len(self.history) > self.max_history:
            self._summarize(len(self.history) - self.max_history)
        return entry

    def _summarize(self, count: int) -> None:
        """Fold the oldest `count` entries into the summary: per step, how many entries, failures, the last one."""
        old, self.history = self.history[:count], self.history[count:]
        self.summarized += len(old)
        for entry in old:
            total, failed, _ = self._folded.get(entry.step, (0, 0, ""))
            self._folded[entry.step] = (total + 1, failed + (not entry.success), entry.text[:80])
        self.summary = "; ".join(f"step {step}: {total} earlier entries ({failed} failed), last: {last}"
                                 for step, (total, failed, last) in self._folded.items())

    def recent(self, n: int = CONTEXT_HISTORY) -> list[HistoryEntry]:
        return self.history[-n:] if n > 0 else []

    def recall(self, max_steps: int) -> str:
        """The last max_steps entries (and the summary of older ones), for the recall_history tool."""
        lines = [f"(summary of {self.summarized} older entries) {self.summary}"] if self.summary else []
        lines += [e.line() for e in self.recent(max(1, max_steps))]
        return "\n".join(lines) or "(no history yet)"

    def learn(self, experience: str) -> bool:
        """Add an experience unless it repeats a known one (same words, or one contains the other)."""
        text = " ".join(experience.split())
        key = _norm(text)
        if not key:
            return False
        for known in self.experiences:
            other = _norm(known)
            if key == other or key in other or other in key:
                return False
        self.experiences.append(text)
        if len(self.experiences) > self.max_experiences:
            del self.experiences[: len(self.experiences) - self.max_experiences]
        return True

    def extract(self, name: str, value: Any) -> None:
        self.extracted[name] = value

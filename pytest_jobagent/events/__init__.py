"""The event bus runs publish to: reports, progress lines and event files listen, runs never call them."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

Listener = Callable[[str, dict[str, Any]], None]


class EventBus:
    """Synchronous publish/subscribe; a listener's error never breaks the run it observes."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []
        self.errors: list[str] = []

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def emit(self, kind: str, **data: Any) -> None:
        data.setdefault("ts", time.time())
        for listener in list(self._listeners):
            try:
                listener(kind, data)
            except Exception as exc:  # noqa: BLE001 - observers must not change outcomes
                self.errors.append(f"{getattr(listener, '__name__', listener)} on {kind}: {exc!r}")

    @contextmanager
    def phase(self, name: str, **data: Any) -> Iterator[dict[str, Any]]:
        """A named part of a run (open site, observe, check expectations); listeners see start and end."""
        started = time.perf_counter()
        outcome: dict[str, Any] = {}
        self.emit("phase_started", phase=name, **data)
        try:
            yield outcome
        except BaseException as exc:
            self.emit("phase_finished", phase=name, ok=False, error=exc, wall_s=time.perf_counter() - started,
                      **outcome)
            raise
        self.emit("phase_finished", phase=name, ok=True, wall_s=time.perf_counter() - started, **outcome)

"""What the command line decided for the LLM layer, and the local model servers it starts on demand."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from .defaults import RECORD_MODES
from .errors import LLMConfigError

if TYPE_CHECKING:  # the client and cassettes (openai, vcrpy) are imported when a session opens
    from .client import LLMClient
    from .faults import FaultSpec
    from .settings import LLMSettings
    from .vcr_config import VcrConfig


class LocalModel(Protocol):
    """A running local model server (the heuristic model): where it listens, and how to stop it."""

    @property
    def url(self) -> str:
        """The base URL to give an OpenAI client (ends in /v1)."""
        ...

    def stop(self) -> None: ...


# starts a local model with these faults; the layer above supplies it (the pytest plugin: the heuristic model), so
# this layer never imports a model of its own
StartModel = Callable[["FaultSpec | None"], LocalModel]


class LLMRuntime:
    """Settings + cassette folder + record mode for a pytest session; `session()` opens one scenario's client."""

    def __init__(self, settings: LLMSettings, *, cassette_dir: str | os.PathLike = "cassettes",
                 record_mode: str = "none", disable_recording: bool = False, root: str | os.PathLike | None = None,
                 start_heuristic: StartModel | None = None):
        if record_mode not in RECORD_MODES:
            raise LLMConfigError(f"--record-mode must be one of {', '.join(RECORD_MODES)} (got {record_mode!r})")
        self.settings = settings
        self.cassette_dir = Path(cassette_dir)
        self.record_mode = record_mode
        self.disable_recording = disable_recording
        self.root = Path(root) if root is not None else None
        self.start_heuristic = start_heuristic
        self._servers: dict[str, LocalModel] = {}
        self._lock = threading.Lock()

    def cassette_for(self, scenario_file: str | os.PathLike, scenario_name: str) -> Path:
        """The cassette of a scenario (see `cassette_path`); relative to the root when the file is inside it."""
        from .cassettes import cassette_path

        return cassette_path(self.cassette_dir, scenario_file, scenario_name, root=self.root)

    def heuristic_url(self, faults: FaultSpec | None = None) -> str:
        """The base URL of a running heuristic model with these faults (started on first use)."""
        if self.start_heuristic is None:
            raise LLMConfigError("provider 'heuristic' needs LLMRuntime(start_heuristic=...) to start the model (the "
                                 "pytest plugin gives pytest_jobagent.heuristic.serve); or point provider 'openai' at "
                                 "a running one (python -m pytest_jobagent.heuristic --port N)")
        key = str(faults) if faults else ""
        with self._lock:
            server = self._servers.get(key)
            if server is None:
                server = self._servers[key] = self.start_heuristic(faults)
        return server.url

    def resolve(self, settings: LLMSettings, *, live: bool) -> LLMSettings:
        """Point heuristic settings at a running server when the session may talk to the network."""
        if settings.provider == "heuristic" and live:
            return settings.model_copy(update={"base_url": self.heuristic_url(settings.faults)})
        return settings

    def session(self, *, cassette: str | os.PathLike | None = None, rerun: str | None = None,
                overrides: dict[str, Any] | None = None, name: str = "scenario",
                max_calls: int | None = None, max_cost_usd: float | None = None,
                vcr_config: VcrConfig | None = None) -> AbstractContextManager[LLMClient]:
        """`with runtime.session(cassette=path, rerun=nodeid) as llm:` one scenario's client."""
        from .session import llm_session

        settings = self.settings.with_overrides(overrides)
        if self.disable_recording:
            cassette = None
        live = cassette is None or self.record_mode != "none"
        return llm_session(self.resolve(settings, live=live), cassette=cassette, record_mode=self.record_mode,
                           rerun=rerun, name=name, max_calls=max_calls, max_cost_usd=max_cost_usd,
                           vcr_config=vcr_config)

    def close(self) -> None:
        with self._lock:
            servers, self._servers = list(self._servers.values()), {}
        for server in servers:
            server.stop()

"""`llm_session`: one scenario's model client, bound to its cassette and record mode, collecting its stats."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from .cassettes import CassetteRecorder
from .client import LLMClient
from .settings import LLMSettings
from .usage import UsageMeter
from .vcr_config import VcrConfig


@contextmanager
def llm_session(
    settings: LLMSettings,
    *,
    cassette: str | os.PathLike | None = None,
    record_mode: str = "none",
    rerun: str | None = None,
    overrides: dict[str, Any] | None = None,
    name: str = "scenario",
    max_calls: int | None = None,
    max_cost_usd: float | None = None,
    vcr_config: VcrConfig | None = None,
) -> Iterator[LLMClient]:
    """Yield an LLMClient for one scenario; `cassette=None` talks live (--disable-recording).

    In a replay the model recorded in the cassette is used unless the user chose one. When the block
    raises, nothing recorded is saved (a half-run never becomes a cassette); `client.stats` holds totals.
    `rerun` is the pytest argument that selects this test, used in the record/re-record commands of errors.
    """
    settings = settings.with_overrides(overrides)
    if cassette is None:
        client = LLMClient(settings, meter=UsageMeter(name), max_calls=max_calls,
                           max_cost_usd=max_cost_usd)
        try:
            yield client
        finally:
            client.close()
        return
    recorder = CassetteRecorder(cassette, record_mode, rerun=rerun, secrets=(settings.key_text() or "",),
                                vcr_config=vcr_config)
    with recorder:
        recorded = recorder.recorded()
        if recorder.replay_only and recorded.get("model") and not settings.model_explicit:
            settings = settings.model_copy(update={"model": recorded["model"]})
        client = LLMClient(settings, recorder=recorder, meter=UsageMeter(name), max_calls=max_calls,
                           max_cost_usd=max_cost_usd)
        try:
            yield client
        finally:
            client.close()

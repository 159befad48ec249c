"""`run: observe`: what PageObserver sees on the start page, with no model."""

from __future__ import annotations

from pytest_jobagent.runs.kind import RunKind, deferred

from .schema import ObserveScenario

KIND = RunKind(name="observe", scenario=ObserveScenario, run=deferred(ObserveScenario, f"{__name__}.run", "run_observe"),
               summary=(
    "PageObserver on the start page, no model: forms and fields, buttons, listing groups, pagination, "
    "platform, structure fingerprint, url pattern"))

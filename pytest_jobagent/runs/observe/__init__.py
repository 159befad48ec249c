"""`run: observe`: what PageObserver sees on the start page, with no model."""

from pytest_jobagent.runs.kind import RunKind

from .run import run_observe
from .schema import ObserveScenario

KIND = RunKind(name="observe", scenario=ObserveScenario, run=run_observe, summary=(
    "PageObserver on the start page, no model: forms and fields, buttons, listing groups, pagination, "
    "platform, structure fingerprint, url pattern"))

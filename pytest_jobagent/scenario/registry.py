"""The run kinds a scenario's `run:` may name, in one place: the file schema, the runner and the JSON Schema read it."""

from __future__ import annotations

from typing import Annotated, Any, Union

from pydantic import Field, TypeAdapter

from pytest_jobagent.runs import apply, collect, explore, observe, steps
from pytest_jobagent.runs.kind import RunKind
from pytest_jobagent.runs.schema import ScenarioBase

KINDS: dict[str, RunKind[Any]] = {kind.name: kind for kind in (observe.KIND, explore.KIND, collect.KIND, apply.KIND,
                                                                steps.KIND)}
RUN_KINDS = tuple(KINDS)

# one scenario document: the kind's model chosen by its `run:` value (a union built from the kinds at import)
_DOCUMENT: Any = Annotated[Union[tuple(kind.scenario for kind in KINDS.values())], Field(discriminator="run")]  # noqa: UP007
SCENARIO: TypeAdapter[ScenarioBase] = TypeAdapter(_DOCUMENT)


def kind_of(scenario: ScenarioBase) -> RunKind[Any]:
    """The registered kind of a loaded scenario."""
    return KINDS[scenario.run]  # type: ignore[attr-defined]  # every kind's model has its `run` literal


def json_schema() -> dict:
    """JSON Schema of one scenario document, for editors (yaml-language-server)."""
    schema = SCENARIO.json_schema()
    schema["title"] = "pytest-jobagent scenario"
    return schema

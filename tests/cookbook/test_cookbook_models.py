"""Cookbook models: what a valid step and cookbook are, and the health thresholds they expose."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from importlib.resources import files

import pytest
from pydantic import ValidationError

from pytest_jobagent.browser import ElementSignature
from pytest_jobagent.cookbook import Cookbook, CookbookStep, StepVerification


def test_element_actions_need_a_selector_and_value_actions_a_value() -> None:
    with pytest.raises(ValidationError, match="a click step needs a selector"):
        CookbookStep(order=1, action="click")
    with pytest.raises(ValidationError, match="a type step needs a value"):
        CookbookStep(order=1, action="type", selector="#a")
    with pytest.raises(ValidationError, match="a navigate step needs a value"):
        CookbookStep(order=1, action="navigate")
    assert CookbookStep(order=1, action="wait", wait_after=500).selector == ""
    with pytest.raises(ValidationError):
        CookbookStep(order=1, action="hover", selector="#a")


@pytest.mark.parametrize(("kind", "value", "ok"), [
    ("element_visible", "#done", True), ("element_visible", None, False), ("text_present", "Thanks", True),
    ("text_present", "", False), ("url_changed", None, True), ("value_equals", "{{email}}", True),
    ("value_equals", None, False),
])
def test_verifications_need_their_argument(kind: str, value: str | None, ok: bool) -> None:
    if ok:
        assert StepVerification(type=kind, value=value).type == kind
    else:
        with pytest.raises(ValidationError, match="needs"):
            StepVerification(type=kind, value=value)


def test_signature_accepts_the_browser_layers_element_description() -> None:
    described = {"tag": "input", "role": "textbox", "name": "Email", "text": "", "label": "Email",
                 "attrs": {"name": "email", "type": "email"}, "selector": "#email", "sibling_index": 2,
                 "sibling_count": 5, "parent_selector": "form#apply"}
    sig = ElementSignature.model_validate(described)
    assert sig.attributes == {"name": "email", "type": "email"}
    assert (sig.position.index, sig.position.count, sig.position.parent) == (2, 5, "form#apply")


def test_stored_cookbook_steps_load_and_are_written_back_as_they_were() -> None:
    """One ElementSignature (the browser layer's) for cookbooks too: a step as the store and the shipped files hold it
    (position nested, no selector in the signature) reads and writes back unchanged."""
    shipped = json.loads((files("pytest_jobagent.cookbook.shipped") / "greenhouse.json").read_text())
    stored = shipped["cookbooks"][0]["steps"][0]
    assert stored["signature"]["position"] == {"index": 0, "count": 1, "parent": "#main_fields div.field:nth-of-type(1)"}
    step = CookbookStep.model_validate(stored)
    assert step.signature.position is not None and step.signature.position.parent.startswith("#main_fields")
    assert step.model_dump(mode="json")["signature"] == stored["signature"]


def test_signature_reads_the_flat_position_of_older_steps_scripts() -> None:
    """`# element:` comments written before there was one signature kept the position flat, defaults left out."""
    sig = ElementSignature.model_validate({"tag": "li", "name": "Nurse", "sibling_count": 3, "parent_selector": "ul"})
    assert sig.position is not None and (sig.position.index, sig.position.count, sig.position.parent) == (0, 3, "ul")
    assert "selector" not in sig.model_dump() and ElementSignature(selector="#a").model_dump()["selector"] == "#a"


def test_cookbook_steps_are_sorted_and_unique() -> None:
    steps = [CookbookStep(order=2, action="click", selector="#b"), CookbookStep(order=1, action="click", selector="#a")]
    cookbook = Cookbook(url_pattern="x.com/apply", task_pattern="apply", steps=steps)
    assert [s.order for s in cookbook.steps] == [1, 2]
    with pytest.raises(ValidationError, match="unique"):
        Cookbook(url_pattern="x", task_pattern="apply", steps=steps + [steps[0]])
    with pytest.raises(ValidationError, match="at least one step"):
        Cookbook(url_pattern="x", task_pattern="apply", steps=[])


@pytest.mark.parametrize(("health", "usable", "reexplore"), [(100, True, False), (71, True, False),
                                                             (70, False, False), (30, False, False),
                                                             (29, False, True), (0, False, True)])
def test_health_thresholds(health: int, usable: bool, reexplore: bool) -> None:
    cookbook = Cookbook(url_pattern="x", task_pattern="apply", health_score=health,
                        steps=[CookbookStep(order=1, action="click", selector="#a")])
    assert (cookbook.usable, cookbook.needs_reexploration) == (usable, reexplore)


def test_health_stays_within_bounds() -> None:
    step = CookbookStep(order=1, action="click", selector="#a")
    for bad in (-1, 101):
        with pytest.raises(ValidationError):
            Cookbook(url_pattern="x", task_pattern="apply", health_score=bad, steps=[step])


def test_variables_key_and_timestamps() -> None:
    cookbook = Cookbook(
        url_pattern="localhost/job/*/apply", task_pattern="apply", platform="workday",
        created_at=datetime(2026, 1, 1, 12, 0),  # naive, as SQLite returns it
        steps=[CookbookStep(order=1, action="type", selector="#e", value="{{email}}"),
               CookbookStep(order=2, action="type", selector="#n", value="{{first_name}} {{last_name}}")],
    )
    assert cookbook.variables == ["email", "first_name", "last_name"]
    assert str(cookbook.key) == "workday|localhost/job/*/apply|apply|email,first_name,last_name"
    assert cookbook.created_at.tzinfo is UTC

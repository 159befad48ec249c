"""Template detection (user values -> {{field}}) and rendering ({{field}} -> values), without a browser."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pytest_jobagent.cookbook import CookbookStep, MissingVariableError, render_step, templatize_step
from pytest_jobagent.cookbook.templates import (
    Detector,
    flatten_user_data,
    personal_fields,
    render,
    step_variables,
    templatize_steps,
    variables_in,
)

USER = {
    "first_name": "Jane",
    "last_name": "Doe",
    "email": "jane.doe@example.com",
    "phone": "+1 (555) 010-0199",
    "country": "US",
    "sponsorship": "No",
    "previous_worker": "No",
    "address": {"city": "Minneapolis", "postal_code": "55401"},
    "resume": "/home/jane/resume.pdf",
    "willing_to_relocate": True,
}


def step(action: str = "type", value: str | None = None, **extra) -> CookbookStep:
    return CookbookStep(order=extra.pop("order", 1), action=action, selector=extra.pop("selector", "#field"),
                        value=value, **extra)


def test_value_equal_to_a_field_becomes_its_template() -> None:
    assert templatize_step(step(value="Jane"), USER).value == "{{first_name}}"
    assert templatize_step(step("upload", "/home/jane/resume.pdf"), USER).value == "{{resume}}"
    assert templatize_step(step(value="55401"), USER).value == "{{address.postal_code}}"


def test_longest_match_wins_and_parts_of_longer_strings_are_found() -> None:
    assert templatize_step(step(value="Jane Doe"), USER).value == "{{first_name}} {{last_name}}"
    with_full = {**USER, "full_name": "Jane Doe"}
    assert templatize_step(step(value="Jane Doe"), with_full).value == "{{full_name}}"
    letter = "Dear team, I am Jane Doe from Minneapolis; write to jane.doe@example.com."
    assert templatize_step(step(value=letter), USER).value == (
        "Dear team, I am {{first_name}} {{last_name}} from {{address.city}}; write to {{email}}.")


def test_matching_ignores_case_and_respects_word_boundaries() -> None:
    assert templatize_step(step(value="JANE.DOE@EXAMPLE.COM"), USER).value == "{{email}}"
    assert templatize_step(step(value="jane"), USER).value == "{{first_name}}"
    assert templatize_step(step(value="Janet Doering"), USER).value == "Janet Doering"


def test_phone_numbers_match_in_any_format() -> None:
    for typed in ["+1 (555) 010-0199", "15550100199", "1-555-010-0199", "(555) 010 0199", "555.010.0199"]:
        assert templatize_step(step(value=typed), USER).value == "{{phone}}"


def test_url_encoded_values_in_a_navigation_are_found() -> None:
    nav = CookbookStep(order=1, action="navigate", value="https://x.com/apply?email=jane.doe%40example.com&n=Jane")
    assert templatize_step(nav, USER).value == "https://x.com/apply?email={{email}}&n={{first_name}}"


def test_choice_like_values_match_whole_strings_only() -> None:
    assert templatize_step(step("select", "US"), USER).value == "{{country}}"
    assert templatize_step(step("select", "US Citizen"), USER).value == "US Citizen"
    assert templatize_step(step(value="No, I will not need a visa"), USER).value == "No, I will not need a visa"
    assert templatize_step(step("select", "Minneapolis office"), USER).value == "{{address.city}} office"


def test_a_clicked_option_that_is_the_users_answer_is_templated_and_renders_for_others() -> None:
    user = {"gender": "Female", "last_name": "Li"}
    radio = step("click", None, selector='label:has-text("Female")', description="Pick Female, as Li asked",
                 signature={"tag": "input", "role": "radio", "name": "Female", "attrs": {"value": "Female"}})
    out = templatize_step(radio, user)
    assert out.selector == 'label:has-text("{{gender}}")'
    assert (out.signature.name, out.signature.attributes["value"]) == ("{{gender}}", "{{gender}}")
    assert out.description == "Pick {{gender}}, as {{last_name}} asked"  # short surnames are still personal
    assert render_step(out, {"gender": "Male", "last_name": "Wu"}).selector == 'label:has-text("Male")'


def test_coinciding_values_go_to_the_field_that_fits_the_step() -> None:
    sponsor = step("select", "No", signature={"label": "Will you require sponsorship?"})
    worked = step("select", "No", selector="[data-automation-id=previousWorker]")
    unclear = step("select", "No", description="choose")
    assert templatize_step(sponsor, USER).value == "{{sponsorship}}"
    assert templatize_step(worked, USER).value == "{{previous_worker}}"
    assert templatize_step(unclear, USER).value == "{{sponsorship}}"  # first in the user data


def test_echoes_and_values_elsewhere_are_templated_choice_words_in_other_texts_are_not() -> None:
    typed = step(value="Jane", description="Type Jane into First Name",
                 signature={"tag": "input", "attrs": {"value": "Jane", "name": "firstName"}, "label": "First Name"},
                 verification={"type": "value_equals", "value": "Jane"})
    out = templatize_step(typed, USER)
    assert out.description == "Type {{first_name}} into First Name"
    assert out.signature.attributes == {"value": "{{first_name}}", "name": "firstName"}
    assert out.verification.value == "{{first_name}}"
    click = step("click", None, selector='label:has-text("No")', description="Say No; lives in Minneapolis")
    out = templatize_step(click, USER)
    assert out.selector == 'label:has-text("No")'  # a choice word inside a longer text, not this step's value
    assert out.description == "Say No; lives in {{address.city}}"


def test_booleans_are_not_templated_but_render() -> None:
    assert templatize_step(step("check", "true"), USER).value == "true"
    assert render("{{willing_to_relocate}}", flatten_user_data(USER)) == "true"


def test_render_round_trip_for_the_same_user_and_another() -> None:
    steps = templatize_steps([step(value="Jane Doe", order=1), step("select", "US", order=2)], USER)
    assert step_variables(steps) == ["country", "first_name", "last_name"]
    assert [render_step(s, USER).value for s in steps] == ["Jane Doe", "US"]
    other = {"first_name": "Li", "last_name": "Wei", "country": "CA"}
    assert [render_step(s, other).value for s in steps] == ["Li Wei", "CA"]


def test_missing_variable_names_the_variable_and_the_step() -> None:
    templated = CookbookStep(order=3, action="type", selector="#email", value="{{email}}", description="Email address")
    with pytest.raises(MissingVariableError) as info:
        render_step(templated, {"first_name": "Jane"})
    message = str(info.value)
    assert "'email'" in message and "step 3" in message and "Email address" in message
    assert "first_name" in message and "Jane" not in message
    assert info.value.variable == "email" and info.value.step_order == 3


def test_malformed_templates_are_rejected() -> None:
    with pytest.raises(ValueError, match="malformed template"):
        step(value="{{first name}}")
    assert variables_in("{{ a }} and {{b.c}} and {{a}}") == ["a", "b.c"]


def test_nested_user_data_flattens_to_dotted_names() -> None:
    flat = flatten_user_data({"a": {"b": 1, "c": [True, None, "x"]}, "d": None})
    assert flat == {"a.b": "1", "a.c.0": "true", "a.c.2": "x"}


def test_personal_fields_names_the_fields_found() -> None:
    assert personal_fields({"s": ["Jane Doe lives in Minneapolis"]}, USER) == ["address.city", "first_name", "last_name"]
    assert personal_fields("nothing here", USER) == []
    assert personal_fields("No, not in the US", USER) == []  # choice-like answers are no personal data alone


# ------------------------------------------------------------------ properties

SETTINGS = settings(deadline=None, database=None)  # timing on a shared machine is not the point

names = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=2, max_size=10).map(str.title)
filler = st.lists(st.sampled_from(["apply", "for", "the", "role", "at", "acme", "-", ",", "today"]), max_size=4)


@SETTINGS
@given(st.dictionaries(st.sampled_from(["first_name", "last_name", "city", "school"]), names, min_size=1),
       st.lists(st.tuples(filler, st.booleans()), min_size=1, max_size=4), st.booleans())
def test_no_user_value_survives_and_rendering_restores_the_text(user: dict[str, str], parts, upper: bool) -> None:
    pieces = []
    for (words, _), value in zip(parts, list(user.values()) * 4, strict=False):
        pieces += [*words, value.upper() if upper else value]
    typed = " ".join(pieces)
    templated = templatize_step(step(value=typed, description=f"Type {typed}"), user)
    assert personal_fields(templated.model_dump(), user) == []
    rendered = render_step(templated, user)
    assert rendered.value.casefold() == typed.casefold()
    assert rendered.description.casefold() == f"type {typed}".casefold()


@SETTINGS
@given(st.text(max_size=40))
def test_texts_without_user_values_are_left_alone(text: str) -> None:
    detector = Detector({"email": "jane.doe@example.com", "first_name": "Jane"})
    if "jane" not in text.casefold():
        assert detector.templatize(text) == text

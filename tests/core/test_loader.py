"""Scenario YAML loading: marks, schema errors with file:line:col, multi-document files, the schema command."""

import json
import subprocess
import sys
from pathlib import Path

from pytest_jobagent.scenario.loader import load_file

GOOD = """\
name: first
site: ats_greenhouse
run: observe
expect:
  platform: greenhouse
  fields:
    - {label: Email, required: true}
"""


def write(tmp_path: Path, text: str, name: str = "s.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def test_valid_document_loads(tmp_path):
    [doc] = load_file(write(tmp_path, GOOD))
    assert doc.error is None
    assert doc.scenario.run == "observe"
    assert doc.scenario.expect.fields[0].label == "Email"
    assert doc.source.startswith("name: first")


def test_typo_in_field_names_line_column_and_suggestion(tmp_path):
    path = write(tmp_path, GOOD.replace("expect:", "expct:"))
    [doc] = load_file(path)
    assert doc.error == f"invalid scenario:\n{path}:4:1: unknown field 'expct' (did you mean 'expect'?)"


def test_nested_typo_and_bad_value_each_reported(tmp_path):
    text = GOOD + "limits: {max_steps: many}\n"
    text = text.replace("required: true", "requird: true")
    path = write(tmp_path, text)
    [doc] = load_file(path)
    assert f"{path}:7:22: unknown field 'expect.fields.0.requird' (did you mean 'required'?)" in doc.error
    assert f"{path}:8:21: limits.max_steps: Input should be a valid integer" in doc.error


def test_broken_yaml_gives_file_line_column(tmp_path):
    path = write(tmp_path, "name: x\nsite: [a\nrun: observe\n")
    [doc] = load_file(path)
    assert doc.scenario is None
    assert doc.error.startswith(f"{path}:3:4: invalid YAML:")


def test_unknown_run_kind_points_at_run(tmp_path):
    path = write(tmp_path, GOOD.replace("run: observe", "run: explode"))
    [doc] = load_file(path)
    assert f"{path}:3:6: 'run' must be one of: 'observe'" in doc.error
    assert doc.error.endswith("(got 'explode')")


def test_multi_document_file_gives_one_entry_per_document(tmp_path):
    second = GOOD.replace("first", "second").replace("site: ats_greenhouse", "site: [unclosed")
    path = write(tmp_path, GOOD + "---\n" + GOOD.replace("first", "second") + "---\nname: third\nsite: s\n")
    docs = load_file(path)
    assert [d.name for d in docs] == ["first", "second", "third"]
    assert docs[0].error is None and docs[1].error is None
    assert "missing field 'run'" in docs[2].error and f"{path}:17:1" in docs[2].error
    assert docs[1].line == 9
    assert second  # broken documents are covered by test_broken_yaml_gives_file_line_column


def test_document_that_is_not_a_mapping(tmp_path):
    path = write(tmp_path, "- just\n- a list\n")
    [doc] = load_file(path)
    assert doc.error == f"{path}:1:1: a scenario must be a mapping (name:, site:, run:, ...), got MarkedList"


def test_schema_command_prints_json_schema():
    out = subprocess.run([sys.executable, "-m", "pytest_jobagent", "schema"], capture_output=True, text=True, check=True)
    schema = json.loads(out.stdout)
    assert schema["title"] == "pytest-jobagent scenario"
    assert "ObserveScenario" in json.dumps(schema)


def test_llm_overrides_and_usage_expectations_are_validated(tmp_path):
    text = GOOD + "llm: {modle: gpt-4.1-mini}\n"
    text = text.replace("  platform: greenhouse\n", "  platform: greenhouse\n  llm_calls: {max: 0}\n  cost_usd: {max: -1}\n")
    path = write(tmp_path, text)
    [doc] = load_file(path)
    assert f"{path}:10:7: unknown field 'llm.modle' (did you mean 'model'?)" in doc.error
    assert f"{path}:7:19: expect.cost_usd.max: Input should be greater than or equal to 0" in doc.error


def test_typo_hint_works_for_every_run_kind(tmp_path):
    path = write(tmp_path, "name: e\nsite: s\nrun: explore\nexpect:\n  key_elemnts: {}\n")
    [doc] = load_file(path)
    assert f"{path}:5:3: unknown field 'expect.key_elemnts' (did you mean 'key_elements'?)" in doc.error


STEPS = """\
name: upload
site: jobboard_spa
run: steps
max_iterations_per_step: 0
files:
  resume: files/resume.pdf
steps: [Upload the resume]
"""


def test_errors_of_a_steps_run_point_at_their_own_lines(tmp_path):
    """`run: steps` names a field too (`steps:`); an error elsewhere must not be reported on the steps line."""
    path = write(tmp_path, STEPS)
    [doc] = load_file(path)
    assert f"{path}:4:26: max_iterations_per_step: Input should be greater than or equal to 1" in doc.error


def test_a_missing_file_is_reported_at_load_with_its_resolved_path(tmp_path):
    path = write(tmp_path, STEPS.replace("max_iterations_per_step: 0\n", ""))
    [doc] = load_file(path)
    missing = tmp_path / "files" / "resume.pdf"
    assert doc.error == (f"invalid scenario:\n{path}:4:1: files: Value error, file not found (resume: {missing}); "
                         "paths are relative to the scenario file")
    missing.parent.mkdir()
    missing.write_bytes(b"%PDF-1.4\n")
    [doc] = load_file(path)
    assert doc.error is None and doc.scenario.files == {"resume": "files/resume.pdf"}

"""The scenarios shown in README.md are valid scenarios (they are what users copy first)."""

import re

from pytest_jobagent.scenario.loader import load_file


def test_readme_scenarios_validate(repo, tmp_path):
    blocks = re.findall(r"```yaml\n(.*?)```", (repo / "README.md").read_text(), re.S)
    assert len(blocks) >= 4
    (tmp_path / "files").symlink_to(repo / "scenarios" / "files")  # the examples are written as if in scenarios/
    for i, block in enumerate(blocks):
        path = tmp_path / f"readme_{i}.yaml"
        path.write_text(block)
        [doc] = load_file(path)
        assert doc.error is None, f"README scenario {i} ({doc.name}): {doc.error}"

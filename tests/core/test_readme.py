"""The scenarios shown in README.md are valid scenarios (they are what users copy first)."""

import re

from pytest_jobagent.scenario.loader import load_file


def test_readme_scenarios_validate(repo, tmp_path):
    blocks = re.findall(r"```yaml\n(.*?)```", (repo / "README.md").read_text(), re.S)
    assert len(blocks) >= 4
    for folder in ("files", "scripts"):  # the examples are written as if in scenarios/
        (tmp_path / folder).symlink_to(repo / "scenarios" / folder)
    for i, block in enumerate(blocks):
        path = tmp_path / f"readme_{i}.yaml"
        path.write_text(block)
        [doc] = load_file(path)
        assert doc.error is None, f"README scenario {i} ({doc.name}): {doc.error}"


def test_readme_options_and_commands_match_the_help(repo):
    """Every --jobagent- option and jobagent command README names exists, and every one that exists is named."""
    import subprocess
    import sys

    readme = (repo / "README.md").read_text()
    help_text = subprocess.run([sys.executable, "-m", "pytest", "--help"], capture_output=True, text=True, cwd=repo,
                               timeout=120).stdout
    options = set(re.findall(r"--jobagent-[a-z-]+[a-z]", help_text))
    named = set(re.findall(r"--jobagent-[a-z-]+[a-z]", readme))
    assert named - options == set(), "README names options pytest does not know"
    assert options - named == set(), "options missing from README"
    cli = subprocess.run([sys.executable, "-m", "pytest_jobagent", "--help"], capture_output=True, text=True,
                         timeout=60).stdout
    commands = set(re.search(r"\{([a-z,]+)\}", cli).group(1).split(",")) if "{" in cli else \
        set(re.findall(r"^    ([a-z]+)\s", cli, re.M))
    assert commands and all(f"`jobagent {c}" in readme for c in commands), commands


def test_readme_run_kinds_table_is_the_registry(repo):
    """README's run-kind table lists exactly the registered kinds, in order, each with its own summary."""
    from pytest_jobagent.scenario.registry import KINDS

    readme = (repo / "README.md").read_text()
    rows = re.findall(r"^\| `(\w+)` \| (.*) \| available \|$", readme, re.M)
    assert rows == [(kind.name, kind.summary) for kind in KINDS.values()]

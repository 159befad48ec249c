"""The client layer and the heuristic model: the model is a package above `pytest_jobagent.llm`, never imported by it."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import pytest_jobagent
from pytest_jobagent.llm import LLMConfigError, LLMRuntime, LLMSettings

PACKAGE = Path(pytest_jobagent.__file__).parent


def imported(folder: Path) -> dict[str, set[str]]:
    """Absolute names of the pytest_jobagent modules each file under `folder` imports (relative imports resolved)."""
    out: dict[str, set[str]] = {}
    for file in sorted(folder.rglob("*.py")):
        module = ".".join(("pytest_jobagent", *file.relative_to(PACKAGE).with_suffix("").parts))
        package = module if file.name == "__init__.py" else module.rpartition(".")[0]
        names = set()
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom):
                base = package.split(".")
                base = base[: len(base) - node.level + 1] if node.level else []
                module_name = ".".join([*base, *(node.module or "").split(".")]).strip(".")
                # `from pytest_jobagent import values` imports the module pytest_jobagent.values
                names |= {f"{module_name}.{a.name}" for a in node.names} if module_name == "pytest_jobagent" \
                    else {module_name}
        out[str(file.relative_to(PACKAGE))] = {n for n in names if n.startswith("pytest_jobagent")}
    return out


def test_the_client_layer_never_imports_the_heuristic_model():
    for file, names in imported(PACKAGE / "llm").items():
        assert not [n for n in names if n.startswith("pytest_jobagent.heuristic")], file
    # and at run time: importing the client layer leaves the model unloaded
    code = ("import sys, pytest_jobagent.llm; "
            "sys.exit(any(m.startswith('pytest_jobagent.heuristic') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 0


def test_the_heuristic_model_uses_only_the_client_layer():
    # and the base layer's lexicon and values: the words users see in many languages and what a date, a pay or a
    # place is, what any model knows (no page, site or run code); and its server loop
    allowed = ("pytest_jobagent.heuristic", "pytest_jobagent.llm", "pytest_jobagent.lexicon", "pytest_jobagent.values",
               "pytest_jobagent.serving")
    for file, names in imported(PACKAGE / "heuristic").items():
        outside = [n for n in names if not n.startswith(allowed)]
        assert not outside, f"heuristic/{file} imports {outside}"


def test_a_runtime_without_a_heuristic_starter_says_how_to_get_one(tmp_path):
    runtime = LLMRuntime(LLMSettings(), cassette_dir=tmp_path)
    # a replay needs no model at all
    assert runtime.resolve(runtime.settings, live=False) is runtime.settings
    with pytest.raises(LLMConfigError, match="start_heuristic"):
        runtime.resolve(runtime.settings, live=True)
    assert runtime._servers == {}

"""Fixtures of the apply tests: applicant data per site, resume files, a fresh cookbook store, a live model."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_jobagent.cookbook import CookbookStore


@pytest.fixture(scope="session")
def resume(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("files") / "applicant_resume.pdf"
    path.write_bytes(b"%PDF-1.4\n% resume\n" + b"x" * 800 + b"\n%%EOF\n")
    return path


@pytest.fixture
def store(tmp_path) -> CookbookStore:
    with CookbookStore(tmp_path / "cookbooks.sqlite") as s:
        yield s


@pytest.fixture
def live_llm(llm_runtime):
    """A live client of the heuristic model (no cassette): these tests check the engine, not recorded traffic."""
    with llm_runtime.session(cassette=None, name="apply-test") as client:
        yield client

"""Shared test fixtures: pytester for running pytest inside tests, and paths of the repository."""

from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def repo() -> Path:
    return REPO

"""Cookbook store option and fixtures: --cookbook-db PATH | postgresql://..., a session ManualStore."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy.exc import SQLAlchemyError

from pytest_jobagent.cookbook import ManualStore, StoreError

from .options import add, option


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("jobagent-cookbook", "pytest-jobagent: cookbook store")
    add(group, "cookbook-db", alias="--cookbook-db", default=None, metavar="PATH|URL",
                    help="cookbook store of apply scenarios: a SQLite file or postgresql://user:pw@host/db "
                         "(default: a fresh SQLite file under pytest's basetemp)")
    parser.addini("jobagent_cookbook_db", "default of --cookbook-db", default="")


def _ini(config: pytest.Config) -> str:
    try:
        return config.getini("jobagent_cookbook_db")
    except ValueError:  # the option module is not registered (fixtures imported by a conftest)
        return ""


@pytest.fixture(scope="session")
def cookbook_db(pytestconfig: pytest.Config, tmp_path_factory: pytest.TempPathFactory) -> str:
    """Where the session's cookbooks live (option, ini, else <basetemp>/cookbook/cookbooks.sqlite)."""
    target = option(pytestconfig, "cookbook-db") or _ini(pytestconfig)
    return target or str(tmp_path_factory.mktemp("cookbook") / "cookbooks.sqlite")


@pytest.fixture(scope="session")
def cookbook_store(cookbook_db: str) -> Iterator[ManualStore]:
    """The session's ManualStore, shared by the apply scenarios that say `store: session` (the default)."""
    try:
        store = ManualStore(cookbook_db)
    except (StoreError, OSError, SQLAlchemyError) as exc:
        raise pytest.UsageError(f"--cookbook-db {cookbook_db!r}: {exc}") from None
    with store:
        yield store

"""Cookbook store options and fixtures: --cookbook-db PATH | postgresql://..., --jobagent-seed-cookbooks, a session
CookbookStore."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

from .options import add, setting

if TYPE_CHECKING:  # the store (SQLAlchemy) loads when a test asks for it
    from pytest_jobagent.cookbook import CookbookStore


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("jobagent-cookbook", "pytest-jobagent: cookbook store")
    add(group, "cookbook-db", alias="--cookbook-db", default=None, metavar="PATH|URL",
                    help="cookbook store of apply scenarios: a SQLite file or postgresql://user:pw@host/db "
                         "(default: a fresh SQLite file under pytest's basetemp)")
    add(group, "seed-cookbooks", action="store_true", default=False,
        help="seed an empty cookbook store with the cookbooks that ship (Greenhouse, Workday, Lever apply forms); "
             "a store that holds any cookbook is left untouched")
    parser.addini("jobagent_cookbook_db", "default of --cookbook-db", default="")
    parser.addini("jobagent_seed_cookbooks", "default of --jobagent-seed-cookbooks", type="bool", default=False)


def seed_cookbooks(config: pytest.Config) -> bool:
    """--jobagent-seed-cookbooks, else the ini setting."""
    return bool(setting(config, "seed-cookbooks"))


@pytest.fixture(scope="session")
def cookbook_db(pytestconfig: pytest.Config, tmp_path_factory: pytest.TempPathFactory) -> str:
    """Where the session's cookbooks live (option, ini, else <basetemp>/cookbook/cookbooks.sqlite)."""
    target = setting(pytestconfig, "cookbook-db")
    return target or str(tmp_path_factory.mktemp("cookbook") / "cookbooks.sqlite")


@pytest.fixture(scope="session")
def cookbook_store(cookbook_db: str, pytestconfig: pytest.Config) -> Iterator[CookbookStore]:
    """The session's CookbookStore, shared by the apply scenarios that say `store: session` (the default); with
    --jobagent-seed-cookbooks an empty one first gets the cookbooks that ship."""
    from sqlalchemy.exc import SQLAlchemyError

    from pytest_jobagent.cookbook import CookbookStore, StoreError
    from pytest_jobagent.cookbook.shipped import seed_store

    try:
        store = CookbookStore(cookbook_db)
    except (StoreError, OSError, SQLAlchemyError) as exc:
        raise pytest.UsageError(f"--cookbook-db {cookbook_db!r}: {exc}") from None
    with store:
        if seed_cookbooks(pytestconfig):
            seed_store(store)
        yield store

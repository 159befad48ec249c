"""Cookbook test fixtures: a session-wide throwaway PostgreSQL cluster, a fresh store on each backend per test, and
small pages served on loopback (`serve_pages`)."""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator

import pytest
from pgcluster import ClusterUnavailable, PgCluster

from pytest_jobagent.cookbook import CookbookStore
from pytest_jobagent.siteserver import SiteServer

BACKENDS = ["sqlite", "postgresql"]
REQUIRE_ENV = "JOBAGENT_REQUIRE_POSTGRES"


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[PgCluster]:
    """A PostgreSQL cluster on 127.0.0.1 for the whole session (skipped only when the binaries are missing,
    and then failed instead if $JOBAGENT_REQUIRE_POSTGRES is set, so that CI cannot skip silently)."""
    try:
        cluster = PgCluster()
    except ClusterUnavailable as exc:
        if os.environ.get(REQUIRE_ENV):
            pytest.fail(f"{exc} (${REQUIRE_ENV} is set)", pytrace=False)
        pytest.skip(str(exc))
    cluster.start("cookbook")
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture
def postgres_url(postgres_cluster: PgCluster) -> str:
    """DSN of a fresh, empty schema in the session's cluster: tests share the server, never the tables."""
    import psycopg

    schema = f"t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(postgres_cluster.dsn(), autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    return f"{postgres_cluster.dsn()}?options=-csearch_path%3D{schema}"


@pytest.fixture(params=BACKENDS)
def store_url(request: pytest.FixtureRequest, tmp_path) -> str:
    """Where a fresh store lives: a SQLite file path, or a PostgreSQL DSN."""
    if request.param == "sqlite":
        return str(tmp_path / "cookbook.db")
    return request.getfixturevalue("postgres_url")


@pytest.fixture
def store(store_url: str) -> Iterator[CookbookStore]:
    with CookbookStore(store_url) as opened:
        yield opened


@pytest.fixture(scope="module")
def serve_pages(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[[dict[str, str]], SiteServer]]:
    """Serve a module's pages ({file name: html}) from a folder of their own on loopback, closed after the module."""
    servers: list[SiteServer] = []

    def serve(pages: dict[str, str]) -> SiteServer:
        root = tmp_path_factory.mktemp("pages")
        for name, html in pages.items():
            (root / name).write_text(html)
        servers.append(SiteServer(root))
        return servers[-1]

    yield serve
    for server in servers:
        server.close()

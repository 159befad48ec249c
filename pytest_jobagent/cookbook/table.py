"""The cookbook tables, gh_cookbooks and its lookup log (SQLAlchemy Core, one definition for SQLite and
PostgreSQL), and their migrations."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import (
    JSON,
    Boolean,
    CheckConstraint,
    Column,
    DateTime,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    Uuid,
    inspect,
    text,
)
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.engine import Connection

from .models import HEALTH_MAX

TABLE = "gh_cookbooks"
VERSION_TABLE = f"{TABLE}_version"
# the names of releases before migration 0005, when the cookbook was called an action manual
LEGACY_TABLE = "gh_action_manuals"
LEGACY_VERSION_TABLE = f"{LEGACY_TABLE}_version"

metadata = MetaData()

cookbooks = Table(
    TABLE, metadata,
    Column("id", Uuid(as_uuid=False), primary_key=True),
    Column("url_pattern", Text, nullable=False),
    Column("task_pattern", Text, nullable=False),
    Column("platform", Text),
    Column("steps", JSON().with_variant(JSONB(), "postgresql"), nullable=False),
    Column("health_score", Integer, nullable=False, server_default=text(str(HEALTH_MAX))),
    Column("success_count", Integer, nullable=False, server_default=text("0")),
    Column("failure_count", Integer, nullable=False, server_default=text("0")),
    Column("version", Integer, nullable=False, server_default=text("1")),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    Column("last_used", DateTime(timezone=True)),
    Column("last_verified", DateTime(timezone=True)),
    Column("created_by", Text),
    Column("flagged_at", DateTime(timezone=True)),  # since when health is below HEALTH_REEXPLORE (migration 0002)
    Column("replaces", Uuid(as_uuid=False)),  # the version an AI rescue supersedes (migration 0003)
    Column("retired_at", DateTime(timezone=True)),  # no longer looked up (migration 0003)
    Column("fingerprint", String(32)),  # structure of the start page it was learned on (migration 0003)
    # the cookbook key: sorted template variable names, and digests of the key with and without them
    Column("variables", Text, nullable=False, server_default=text("''")),
    Column("scope_hash", String(64), nullable=False),
    Column("key_hash", String(64), nullable=False),
    CheckConstraint("health_score BETWEEN 0 AND 100", name=f"{TABLE}_health_range"),
    UniqueConstraint("key_hash", "version", name=f"{TABLE}_key_version"),
    Index(f"{TABLE}_scope", "scope_hash", "health_score"),
)


# every lookup the engine made, and how its run went on: the cookbooks' hit rate (migration 0004)
lookups = Table(
    f"{TABLE}_lookups", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("at", DateTime(timezone=True), nullable=False),
    Column("url_pattern", Text, nullable=False),
    Column("task_pattern", Text, nullable=False),
    Column("platform", Text),
    Column("found", Uuid(as_uuid=False)),  # the cookbook the lookup found; NULL: a miss
    Column("mode_used", Text),  # cookbook, cookbook+ai or ai; NULL until the run has ended
    Column("success", Boolean),
)


def _rename_version_table(conn: Connection) -> None:
    """A store of a release before migration 0005 keeps its revision in the legacy version table: give that table the
    new name first, so that Alembic finds the revision there (0005 then renames the cookbook tables)."""
    tables = inspect(conn)
    if tables.has_table(VERSION_TABLE) or not tables.has_table(LEGACY_VERSION_TABLE):
        return
    conn.execute(text(f"ALTER TABLE {LEGACY_VERSION_TABLE} RENAME TO {VERSION_TABLE}"))
    if conn.dialect.name == "postgresql":  # Alembic named its key after the table (SQLite keeps no such name)
        conn.execute(text(f"ALTER TABLE {VERSION_TABLE} RENAME CONSTRAINT {LEGACY_VERSION_TABLE}_pkc "
                          f"TO {VERSION_TABLE}_pkc"))


def migrate(conn: Connection, revision: str = "head") -> None:
    """Run the store's migrations on `conn` up to `revision`. A table made before migrations existed (release 0.1
    created it directly, as gh_action_manuals) is first stamped as revision 0001, which is that table."""
    from alembic import command
    from alembic.config import Config
    from alembic.runtime.migration import MigrationContext

    config = Config()
    config.set_main_option("script_location", str(Path(__file__).with_name("migrations")))
    config.attributes["connection"] = conn
    _rename_version_table(conn)
    current = MigrationContext.configure(conn, opts={"version_table": VERSION_TABLE}).get_current_revision()
    if current is None and inspect(conn).has_table(LEGACY_TABLE):
        command.stamp(config, "0001")
    command.upgrade(config, revision)

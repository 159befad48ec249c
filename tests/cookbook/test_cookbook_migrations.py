"""Schema migrations of the cookbook store (Alembic): a store made by release 0.1 (its table created directly, no
version table), and one of the releases whose tables were named after "action manuals", are upgraded in place with
every row kept, on SQLite and PostgreSQL alike."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import sqlalchemy as sa

from pytest_jobagent.cookbook import CookbookStore
from pytest_jobagent.cookbook.database import database_url
from pytest_jobagent.cookbook.keys import cookbook_key
from pytest_jobagent.cookbook.table import LEGACY_TABLE, LEGACY_VERSION_TABLE, TABLE, VERSION_TABLE, migrate

# the table exactly as release 0.1's CookbookStore created it (metadata.create_all), before migrations existed
RELEASE_0_1 = sa.MetaData()
sa.Table(
    LEGACY_TABLE, RELEASE_0_1,
    sa.Column("id", sa.Uuid(as_uuid=False), primary_key=True),
    sa.Column("url_pattern", sa.Text, nullable=False),
    sa.Column("task_pattern", sa.Text, nullable=False),
    sa.Column("platform", sa.Text),
    sa.Column("steps", sa.JSON, nullable=False),
    sa.Column("health_score", sa.Integer, nullable=False, server_default=sa.text("100")),
    sa.Column("success_count", sa.Integer, nullable=False, server_default=sa.text("0")),
    sa.Column("failure_count", sa.Integer, nullable=False, server_default=sa.text("0")),
    sa.Column("version", sa.Integer, nullable=False, server_default=sa.text("1")),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("last_used", sa.DateTime(timezone=True)),
    sa.Column("last_verified", sa.DateTime(timezone=True)),
    sa.Column("created_by", sa.Text),
    sa.Column("variables", sa.Text, nullable=False, server_default=sa.text("''")),
    sa.Column("scope_hash", sa.String(64), nullable=False),
    sa.Column("key_hash", sa.String(64), nullable=False),
    sa.CheckConstraint("health_score BETWEEN 0 AND 100", name=f"{LEGACY_TABLE}_health_range"),
    sa.UniqueConstraint("key_hash", "version", name=f"{LEGACY_TABLE}_key_version"),
)


def _old_row(health: int) -> dict:
    now = datetime(2026, 10, 1, tzinfo=UTC)
    return {"id": str(uuid.uuid4()), "url_pattern": "jobs.example.com/apply/{id}", "task_pattern": "apply",
            "platform": "generic", "steps": [{"order": 1, "action": "click", "selector": "#apply"}],
            "health_score": health, "success_count": 3, "failure_count": 9, "version": 1, "created_at": now,
            "updated_at": now, "variables": "", "scope_hash": uuid.uuid4().hex, "key_hash": uuid.uuid4().hex}


def test_a_store_of_the_previous_release_is_upgraded_with_its_rows(store_url):
    engine = sa.create_engine(database_url(store_url))
    healthy, sick = _old_row(90), _old_row(20)
    newer = {**_old_row(95), "key_hash": healthy["key_hash"], "scope_hash": healthy["scope_hash"], "version": 2}
    with engine.begin() as conn:
        RELEASE_0_1.create_all(conn)
        conn.execute(RELEASE_0_1.tables[LEGACY_TABLE].insert(), [healthy, sick, newer])
    engine.dispose()

    with CookbookStore(store_url) as store:
        kept = {m.id: m for m in store.list(all_versions=True)}
        assert set(kept) == {healthy["id"], sick["id"], newer["id"]}
        assert kept[healthy["id"]].success_count == 3 and kept[healthy["id"]].flagged_at is None
        assert kept[sick["id"]].flagged_at is not None  # already below 30 at the upgrade: flagged from then on
        # only the newest version of a key was looked up before lineage existed: the older ones are retired
        assert kept[healthy["id"]].retired_at is not None and kept[newer["id"]].retired_at is None
        assert {m.id for m in store.list()} == {sick["id"], newer["id"]}
        store.record_failure(healthy["id"])  # the upgraded table takes this release's writes
    with CookbookStore(store_url) as store:  # opening it again changes nothing
        assert len(store.list(all_versions=True)) == 3

    engine = sa.create_engine(database_url(store_url))
    with engine.connect() as conn:
        assert conn.execute(sa.text(f"SELECT version_num FROM {VERSION_TABLE}")).scalar_one() == "0005"
        assert not sa.inspect(conn).has_table("alembic_version")  # a team's own Alembic table is never touched
    engine.dispose()


def test_a_store_of_the_action_manual_tables_keeps_its_cookbooks_under_the_new_names(store_url):
    """A store at revision 0004 (tables and version table named gh_action_manuals*) with a cookbook and a lookup in
    it: the new code renames its tables in place and still finds that cookbook, and counts on from the old log."""
    url = "https://jobs.example.com/apply/7"
    key = cookbook_key(url, "apply", "generic")
    row = {**_old_row(100), "url_pattern": key.url_pattern, "task_pattern": key.task_type, "platform": "generic",
           "scope_hash": key.scope_hash, "key_hash": key.key_hash}
    engine = sa.create_engine(database_url(store_url))
    with engine.begin() as conn:
        migrate(conn, "0004")  # the schema of the releases before 0005, its version table as they named it
        conn.execute(sa.text(f"ALTER TABLE {VERSION_TABLE} RENAME TO {LEGACY_VERSION_TABLE}"))
        if conn.dialect.name == "postgresql":
            conn.execute(sa.text(f"ALTER TABLE {LEGACY_VERSION_TABLE} RENAME CONSTRAINT {VERSION_TABLE}_pkc "
                                 f"TO {LEGACY_VERSION_TABLE}_pkc"))
        uuid_id = sa.Column("id", sa.Uuid(as_uuid=False), primary_key=True)  # as the release's code wrote ids
        old = sa.Table(LEGACY_TABLE, sa.MetaData(), uuid_id, autoload_with=conn)
        conn.execute(old.insert(), [row])
        lookups = sa.Table(f"{LEGACY_TABLE}_lookups", sa.MetaData(), sa.Column("found", sa.Uuid(as_uuid=False)),
                           autoload_with=conn)
        conn.execute(lookups.insert(), [{"at": row["created_at"], "url_pattern": key.url_pattern,
                                         "task_pattern": "apply", "platform": "generic", "found": row["id"],
                                         "mode_used": "cookbook", "success": True}])
        assert set(sa.inspect(conn).get_table_names()) == {LEGACY_TABLE, f"{LEGACY_TABLE}_lookups",
                                                            LEGACY_VERSION_TABLE}
    engine.dispose()

    with CookbookStore(store_url) as store:
        found = store.lookup(url, "apply", "generic")
        assert found is not None and found.id == row["id"] and found.steps[0].selector == "#apply"
        assert store.log_lookup(url, "apply", "generic", found) == 2  # the log's ids go on from the old rows
        assert store.hit_rate().lookups == 2
        assert store.record_success(found.id).success_count == 4

    engine = sa.create_engine(database_url(store_url))
    with engine.connect() as conn:
        schema = sa.inspect(conn)
        assert set(schema.get_table_names()) == {TABLE, f"{TABLE}_lookups", VERSION_TABLE}
        assert {c["name"] for c in schema.get_check_constraints(TABLE)} == {f"{TABLE}_health_range"}
        assert {c["name"] for c in schema.get_unique_constraints(TABLE)} == {f"{TABLE}_key_version"}
        assert f"{TABLE}_scope" in {i["name"] for i in schema.get_indexes(TABLE)}
        assert conn.execute(sa.text(f"SELECT version_num FROM {VERSION_TABLE}")).scalar_one() == "0005"
    engine.dispose()


def test_the_flag_follows_health_across_the_line(store):
    cookbook = store.save_from_trace([{"order": 1, "action": "click", "selector": "#apply"}],
                                     url="https://jobs.example.com/apply/1", task_type="apply", platform="generic")
    for _ in range(9):
        cookbook = store.record_failure(cookbook.id)
    assert cookbook.health_score < 30 and cookbook.flagged_at is not None and cookbook.needs_reexploration
    flagged_at = cookbook.flagged_at
    assert store.record_failure(cookbook.id).flagged_at == flagged_at  # since the first time, not the last

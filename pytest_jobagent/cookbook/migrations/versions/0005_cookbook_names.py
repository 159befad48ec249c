"""One name for one thing: the tables of "action manuals" are the cookbooks' tables (gh_action_manuals → gh_cookbooks,
gh_action_manuals_lookups → gh_cookbooks_lookups), their constraints, indexes and sequence renamed with them, rows kept.
(The version table is renamed before Alembic reads it: table.migrate.)"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

OLD, NEW = "gh_action_manuals", "gh_cookbooks"


def _postgresql(old: str, new: str) -> None:
    """Rename both tables and every constraint, index and sequence named after them (PostgreSQL renames in place)."""
    conn = op.get_bind()
    for table in (old, f"{old}_lookups"):
        renamed = new + table.removeprefix(old)
        op.rename_table(table, renamed)
        constraints = conn.execute(sa.text("SELECT conname FROM pg_constraint WHERE conrelid = CAST(:t AS regclass)"),
                                   {"t": renamed}).scalars().all()
        for name in constraints:
            if name.startswith(old):  # a unique or primary key constraint's index is renamed with it
                op.execute(f'ALTER TABLE "{renamed}" RENAME CONSTRAINT "{name}" TO "{new + name.removeprefix(old)}"')
        indexes = conn.execute(sa.text("SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() "
                                       "AND tablename = :t"), {"t": renamed}).scalars().all()
        for name in indexes:
            if name.startswith(old):
                op.execute(f'ALTER INDEX "{name}" RENAME TO "{new + name.removeprefix(old)}"')
    # the lookup log's id is a serial column: its sequence was named after the table
    op.execute(f'ALTER SEQUENCE IF EXISTS "{old}_lookups_id_seq" RENAME TO "{new}_lookups_id_seq"')


def _sqlite(old: str, new: str) -> None:
    """Rename both tables; SQLite keeps constraint names in the table's own definition, so the cookbook table is
    rebuilt with the new ones (Alembic's batch mode: copy, drop, rename), and its index made again under the new name."""
    op.rename_table(f"{old}_lookups", f"{new}_lookups")
    op.rename_table(old, new)
    op.execute(f'DROP INDEX IF EXISTS "{old}_scope"')  # a store of release 0.1 has none
    with op.batch_alter_table(new, recreate="always") as batch:
        batch.drop_constraint(f"{old}_health_range", type_="check")
        batch.drop_constraint(f"{old}_key_version", type_="unique")
        batch.create_check_constraint(f"{new}_health_range", "health_score BETWEEN 0 AND 100")
        batch.create_unique_constraint(f"{new}_key_version", ["key_hash", "version"])
    op.create_index(f"{new}_scope", new, ["scope_hash", "health_score"])


def _rename(old: str, new: str) -> None:
    if op.get_bind().dialect.name == "postgresql":
        _postgresql(old, new)
    else:
        _sqlite(old, new)


def upgrade() -> None:
    _rename(OLD, NEW)


def downgrade() -> None:
    _rename(NEW, OLD)

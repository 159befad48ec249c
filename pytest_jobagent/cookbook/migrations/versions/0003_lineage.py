"""A cookbook's lineage and the page it was learned on: `replaces` (the version an AI rescue supersedes, retired only
once the rescue has replayed successfully), `retired_at` (no longer looked up), `fingerprint` (the structure of the
start page when it was learned, compared before a replay)."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

TABLE = "gh_action_manuals"


def upgrade() -> None:
    with op.batch_alter_table(TABLE) as batch:
        batch.add_column(sa.Column("replaces", sa.Uuid(as_uuid=False), nullable=True))
        batch.add_column(sa.Column("retired_at", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column("fingerprint", sa.String(32), nullable=True))
    # until now the newest version of a key was the only one looked up: the older ones are retired
    op.execute(sa.text(
        f"UPDATE {TABLE} SET retired_at = updated_at WHERE EXISTS (SELECT 1 FROM {TABLE} newer "
        f"WHERE newer.key_hash = {TABLE}.key_hash AND newer.version > {TABLE}.version)"))


def downgrade() -> None:
    with op.batch_alter_table(TABLE) as batch:
        batch.drop_column("fingerprint")
        batch.drop_column("retired_at")
        batch.drop_column("replaces")

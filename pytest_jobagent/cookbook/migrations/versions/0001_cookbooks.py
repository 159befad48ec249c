"""The cookbook table as release 0.1 created it (stores made before migrations existed are stamped here)."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import JSONB

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

TABLE = "gh_action_manuals"


def upgrade() -> None:
    op.create_table(
        TABLE,
        sa.Column("id", sa.Uuid(as_uuid=False), primary_key=True),
        sa.Column("url_pattern", sa.Text, nullable=False),
        sa.Column("task_pattern", sa.Text, nullable=False),
        sa.Column("platform", sa.Text),
        sa.Column("steps", sa.JSON().with_variant(JSONB(), "postgresql"), nullable=False),
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
        sa.CheckConstraint("health_score BETWEEN 0 AND 100", name=f"{TABLE}_health_range"),
        sa.UniqueConstraint("key_hash", "version", name=f"{TABLE}_key_version"),
    )
    op.create_index(f"{TABLE}_scope", TABLE, ["scope_hash", "health_score"])


def downgrade() -> None:
    op.drop_index(f"{TABLE}_scope", table_name=TABLE)
    op.drop_table(TABLE)

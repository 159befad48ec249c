"""The lookup log: every cookbook lookup of an apply task, what it found and how the task went on (cookbook alone,
cookbook then AI, AI), for the hit rate of `jobagent cookbooks stats` (seed 003: cookbook hit rates)."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

TABLE = "gh_action_manuals_lookups"


def upgrade() -> None:
    op.create_table(
        TABLE,
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("url_pattern", sa.Text, nullable=False),
        sa.Column("task_pattern", sa.Text, nullable=False),
        sa.Column("platform", sa.Text),
        sa.Column("found", sa.Uuid(as_uuid=False)),
        sa.Column("mode_used", sa.Text),
        sa.Column("success", sa.Boolean),
    )


def downgrade() -> None:
    op.drop_table(TABLE)

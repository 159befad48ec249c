"""A cookbook remembers since when it is flagged for re-exploration (health fell below 30; seed 003)."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

TABLE = "gh_action_manuals"


def upgrade() -> None:
    with op.batch_alter_table(TABLE) as batch:
        batch.add_column(sa.Column("flagged_at", sa.DateTime(timezone=True), nullable=True))
    # cookbooks already below the flag line are flagged from now on
    op.execute(sa.text(f"UPDATE {TABLE} SET flagged_at = updated_at WHERE health_score < 30"))


def downgrade() -> None:
    with op.batch_alter_table(TABLE) as batch:
        batch.drop_column("flagged_at")

"""Alembic environment of the cookbook store: migrations run on the connection CookbookStore hands over
(`config.attributes["connection"]`), inside its transaction, with a version table of the store's own."""

from __future__ import annotations

from alembic import context

# not alembic_version: the database may hold a team's own migrations (the same name as table.VERSION_TABLE)
VERSION_TABLE = "gh_cookbooks_version"

connection = context.config.attributes["connection"]
context.configure(connection=connection, version_table=VERSION_TABLE, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()

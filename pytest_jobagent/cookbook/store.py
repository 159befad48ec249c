"""CookbookStore: cookbooks in table gh_cookbooks on SQLite (default) or PostgreSQL, health updated atomically in SQL.

Health and counters change in a single UPDATE whose right-hand sides read the row's own values, so concurrent
writers (threads, processes, CI runners) never lose an update. The table and its migrations are in table.py, the
URLs and engines (SQLite's WAL mode and BEGIN IMMEDIATE writes) in database.py.

Health rules: a failure costs FAILURE_PENALTY (5), or STEEP_FAILURE_PENALTY (15) once the cookbook has failed
STEEP_AFTER_FAILURES (5) times; a success gives back SUCCESS_GAIN (1). One failure is thus repaid by five
successes: a cookbook that fails less than one run in six holds its health, one that fails more drifts below 70
(skipped) and 30 (flagged for re-exploration). Scores stay within 0..100.
"""

from __future__ import annotations

import builtins
import os
import uuid
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, Self

from sqlalchemy import case, delete, func, insert, select, text, update
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError

from .database import StoreError, connect, database_url
from .keys import CookbookKey, cookbook_key, normalize_platform, normalize_task, platform_match
from .models import (
    HEALTH_MAX,
    HEALTH_REEXPLORE,
    HEALTH_USABLE,
    Cookbook,
    CookbookStep,
    HitRate,
    ordered_steps,
    utcnow,
)
from .table import cookbooks, lookups, migrate
from .templates import (
    Detector,
    PersonalDataError,
    flatten_user_data,
    personal_fields,
    step_variables,
    templatize_steps,
)

FAILURE_PENALTY = 5
STEEP_FAILURE_PENALTY = 15
STEEP_AFTER_FAILURES = 5
SUCCESS_GAIN = 1
SAVE_ATTEMPTS = 5
_PG_SCHEMA_LOCK = 0x6A6F_6261_6765  # advisory lock held while creating the table
_PG_KEY_LOCKS = 0x6A6F_62  # advisory lock space of saves, one lock per cookbook key

_MODEL_COLUMNS = tuple(Cookbook.model_fields)


def _names(variables: str) -> set[str]:
    """The variable names of a row's comma-joined `variables` column."""
    return set(filter(None, variables.split(",")))


class CookbookNotFound(StoreError, LookupError):
    """No cookbook has that id."""


class CookbookStore:
    """Cookbooks in one database: lookup, save_from_trace, record_success / record_failure, get, list, versions;
    the lookup log and its hit rate; retire, reset_health and delete for the people who keep the store."""

    def __init__(self, target: str | os.PathLike[str], *, busy_timeout_s: float = 30.0) -> None:
        """target: a SQLite file path, sqlite:///path, :memory:, or postgresql://user:password@host/db."""
        self.url = database_url(target)
        self.engine = connect(self.url, busy_timeout_s)
        self.create_schema()

    # ------------------------------------------------------------------ plumbing

    @property
    def backend(self) -> str:
        """'sqlite' or 'postgresql'."""
        return self.url.get_backend_name()

    def __repr__(self) -> str:
        return f"CookbookStore({self.url.render_as_string(hide_password=True)!r})"

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.engine.dispose()

    @contextmanager
    def _write(self) -> Iterator[Connection]:
        with self.engine.connect() as conn:
            conn.execution_options(cookbook_write=True)
            with conn.begin():
                yield conn

    def create_schema(self) -> None:
        """Bring the store's schema to this release's (Alembic migrations under `migrations/`): a new store is created,
        a store of an older release upgraded with its rows kept. Safe when several processes start at once."""
        with self._write() as conn:
            if self.backend == "postgresql":
                conn.execute(text("SELECT pg_advisory_xact_lock(:id)"), {"id": _PG_SCHEMA_LOCK})
            migrate(conn)

    @staticmethod
    def _model(row: Any) -> Cookbook:
        data = row._mapping
        return Cookbook.model_validate({name: data[name] for name in _MODEL_COLUMNS})

    @staticmethod
    def _id(cookbook_id: str | uuid.UUID) -> str | None:
        try:
            return str(uuid.UUID(str(cookbook_id)))
        except ValueError:
            return None

    # ------------------------------------------------------------------ reads

    def get(self, cookbook_id: str | uuid.UUID) -> Cookbook | None:
        """The cookbook with that id, or None."""
        if (key := self._id(cookbook_id)) is None:
            return None
        with self.engine.connect() as conn:
            row = conn.execute(select(cookbooks).where(cookbooks.c.id == key)).first()
        return self._model(row) if row else None

    def lookup(self, url: str, task_type: str, platform: str | None = None, *,
               fields: Iterable[str] | Mapping[str, Any] | None = None) -> Cookbook | None:
        """The healthiest current cookbook (health > 70, not retired) for this page and task.

        First the cookbooks filed under this page's own key (its generalized URL); when there is none and the
        platform is known, the platform-wide ones (those that ship: boards.greenhouse.io/*/jobs/*) whose URL pattern
        fits the page's shape (keys.platform_match), the closest fit first. So a cookbook learned on one tenant stays
        that tenant's, and a new tenant of a known platform starts from the platform's cookbook.

        fields: the user's field names (or the user data itself); cookbooks that need a field the user lacks are
        skipped. Ties go to the cookbook that uses more of the user's fields, then to the more successful one (so a
        rescue on trial that failed once gives way to the version it would replace).
        """
        key = cookbook_key(url, task_type, platform)
        usable = (cookbooks.c.health_score > HEALTH_USABLE) & cookbooks.c.retired_at.is_(None)
        with self.engine.connect() as conn:
            rows = conn.execute(select(cookbooks).where(cookbooks.c.scope_hash == key.scope_hash, usable)).all()
        if fields is None:
            available = None
        else:
            available = set(flatten_user_data(fields)) if isinstance(fields, Mapping) else set(fields)
        candidates = [r for r in rows if available is None or _names(r.variables) <= available]
        fit = {r.id: 0 for r in candidates}
        if not candidates and (name := normalize_platform(platform)) is not None:
            stmt = select(cookbooks).where(cookbooks.c.platform == name, cookbooks.c.task_pattern == key.task_type, usable)
            with self.engine.connect() as conn:
                rows = conn.execute(stmt).all()
            fit = {r.id: platform_match(r.url_pattern, url) for r in rows}
            candidates = [r for r in rows if fit[r.id] and (available is None or _names(r.variables) <= available)]
        if not candidates:
            return None
        best = min(candidates, key=lambda r: (-fit[r.id], -r.health_score, -len(_names(r.variables)),
                                              -r.success_count, -r.version, str(r.id)))
        return self._model(best)

    def task_patterns(self, url: str, platform: str | None = None) -> builtins.list[str]:
        """The task patterns of the usable cookbooks filed under this page's kind (its own key's scope)."""
        key = cookbook_key(url, "any", platform)
        usable = (cookbooks.c.health_score > HEALTH_USABLE) & cookbooks.c.retired_at.is_(None)
        stmt = select(cookbooks.c.task_pattern).where(cookbooks.c.url_pattern == key.url_pattern, usable).distinct()
        with self.engine.connect() as conn:
            return sorted(conn.execute(stmt).scalars())

    def is_empty(self) -> bool:
        """True when the store holds no cookbook at all (not even a retired version)."""
        with self.engine.connect() as conn:
            return conn.execute(select(cookbooks.c.id).limit(1)).first() is None

    def flagged(self, url: str, task_type: str, platform: str | None = None) -> builtins.list[Cookbook]:
        """Current cookbooks of this page and task that are flagged for re-exploration (what lookup passes over)."""
        key = cookbook_key(url, task_type, platform)
        stmt = select(cookbooks).where(cookbooks.c.scope_hash == key.scope_hash, cookbooks.c.retired_at.is_(None),
                                       (cookbooks.c.flagged_at.is_not(None)) | (cookbooks.c.health_score < HEALTH_REEXPLORE))
        with self.engine.connect() as conn:
            return [self._model(r) for r in conn.execute(stmt.order_by(cookbooks.c.version))]

    def list(self, *, platform: str | None = None, task_type: str | None = None,
             all_versions: bool = False) -> list[Cookbook]:
        """Cookbooks (those not retired unless all_versions), by url pattern, task and version."""
        stmt = select(cookbooks)
        if platform is not None:
            stmt = stmt.where(cookbooks.c.platform == normalize_platform(platform))
        if task_type is not None:
            stmt = stmt.where(cookbooks.c.task_pattern == normalize_task(task_type))
        if not all_versions:
            stmt = stmt.where(cookbooks.c.retired_at.is_(None))
        stmt = stmt.order_by(cookbooks.c.url_pattern, cookbooks.c.task_pattern, cookbooks.c.variables, cookbooks.c.version)
        with self.engine.connect() as conn:
            return [self._model(r) for r in conn.execute(stmt)]

    def versions(self, cookbook_id: str | uuid.UUID) -> builtins.list[Cookbook]:  # `list` is a method here
        """Every version of the cookbook that cookbook_id belongs to, oldest first ([] for an unknown id)."""
        if (key := self._id(cookbook_id)) is None:
            return []
        same_key = select(cookbooks.c.key_hash).where(cookbooks.c.id == key).scalar_subquery()
        stmt = select(cookbooks).where(cookbooks.c.key_hash == same_key).order_by(cookbooks.c.version)
        with self.engine.connect() as conn:
            return [self._model(r) for r in conn.execute(stmt)]

    # ------------------------------------------------------------------ writes

    def save_from_trace(self, steps: Sequence[CookbookStep | Mapping[str, Any]], *, url: str, task_type: str,
                        platform: str | None = None, user_data: Mapping[str, Any] | None = None,
                        created_by: str | None = None, fingerprint: str | None = None,
                        replaces: str | None = None) -> Cookbook:
        """Store a successful trace as a cookbook: a new key starts at version 1, a known key gets a new version,
        and the older versions of its key are retired.

        replaces: the cookbook whose failing replay this trace rescued; the new version is on trial and retires
        nothing until it has replayed successfully (record_success), so the old one keeps its history and stays
        looked up meanwhile. fingerprint: the structure of the start page (compared before later replays).
        User values in the steps become {{field}} templates first; if one would still be stored, PersonalDataError.
        Steps identical to the current version of a usable cookbook add no version: that one is marked verified.
        """
        detector = Detector(user_data)
        clean = ordered_steps(templatize_steps([CookbookStep.model_validate(s) for s in steps], detector))
        key = cookbook_key(url, task_type, platform, step_variables(clean))
        stored = [s.model_dump(mode="json", exclude_none=True) for s in clean]
        self._refuse_personal_data(key, stored, detector)
        for attempt in range(SAVE_ATTEMPTS):
            try:
                return self._insert_version(key, stored, clean, platform, created_by, fingerprint, replaces)
            except IntegrityError:  # another writer took this version number first (SQLite and PostgreSQL both
                # serialize savers, so this is a safety net for other clients of the table): take the next one
                if attempt == SAVE_ATTEMPTS - 1:
                    raise
        raise AssertionError("unreachable")

    @staticmethod
    def _refuse_personal_data(key: CookbookKey, stored: builtins.list[dict[str, Any]], detector: Detector) -> None:
        """Last line of defence: no user value (but choice-like answers such as Yes or US) may reach the table."""
        places = {f"step {s['order']}": personal_fields(s, detector) for s in stored}
        places["url pattern"] = personal_fields(key.url_pattern, detector)
        if leaks := {where: fields for where, fields in places.items() if fields}:
            raise PersonalDataError(sorted({f for fields in leaks.values() for f in fields}),
                                    f"the cookbook ({', '.join(leaks)})")

    def _insert_version(self, key: CookbookKey, stored: builtins.list[dict[str, Any]], steps: builtins.list[CookbookStep],
                        platform: str | None, created_by: str | None, fingerprint: str | None,
                        replaces: str | None) -> Cookbook:
        now = utcnow()
        with self._write() as conn:
            if self.backend == "postgresql":  # savers of one key queue up here instead of racing for a version
                conn.execute(text("SELECT pg_advisory_xact_lock(:space, :key)"),
                             {"space": _PG_KEY_LOCKS, "key": int(key.key_hash[:7], 16)})
            latest = conn.execute(
                select(cookbooks).where(cookbooks.c.key_hash == key.key_hash).order_by(cookbooks.c.version.desc()).limit(1)
            ).first()
            if latest is not None and latest.health_score > HEALTH_USABLE and \
                    [CookbookStep.model_validate(s) for s in latest.steps] == steps:
                row = conn.execute(update(cookbooks).where(cookbooks.c.id == latest.id)
                                   .values(last_verified=now, updated_at=now).returning(cookbooks)).one()
                return self._model(row)
            values = {
                "id": str(uuid.uuid4()), "url_pattern": key.url_pattern, "task_pattern": key.task_type,
                "platform": normalize_platform(platform),
                "steps": stored, "health_score": HEALTH_MAX, "success_count": 0, "failure_count": 0,
                "version": latest.version + 1 if latest is not None else 1,
                "created_at": now, "updated_at": now, "last_used": None, "last_verified": now,
                "created_by": created_by, "variables": ",".join(key.variables),
                "scope_hash": key.scope_hash, "key_hash": key.key_hash,
                "fingerprint": fingerprint, "replaces": self._id(replaces) if replaces else None,
            }
            row = conn.execute(insert(cookbooks).values(values).returning(cookbooks)).one()
            if replaces is None:  # a trace that succeeded as it is supersedes the older versions of its key now
                conn.execute(update(cookbooks).where(cookbooks.c.key_hash == key.key_hash, cookbooks.c.id != values["id"],
                                                     cookbooks.c.retired_at.is_(None)).values(retired_at=now))
        return self._model(row)

    def import_cookbook(self, cookbook: Cookbook) -> bool:
        """Add a cookbook exported from another store as it is (id, version, health, history); False when this
        store already holds that id or that version of its key. Personal data is refused as in save_from_trace."""
        steps = [s.model_dump(mode="json", exclude_none=True) for s in cookbook.steps]
        key = CookbookKey.from_parts(cookbook.platform, cookbook.url_pattern, cookbook.task_pattern,
                                     step_variables(cookbook.steps))
        self._refuse_personal_data(key, steps, Detector(None))
        values = {name: getattr(cookbook, name) for name in _MODEL_COLUMNS} | {
            "steps": steps, "variables": ",".join(key.variables), "scope_hash": key.scope_hash,
            "key_hash": key.key_hash, "task_pattern": key.task_type, "platform": normalize_platform(cookbook.platform)}
        with self._write() as conn:
            clash = conn.execute(select(cookbooks.c.id).where(
                (cookbooks.c.id == cookbook.id) | ((cookbooks.c.key_hash == key.key_hash) & (cookbooks.c.version == cookbook.version))
            )).first()
            if clash is not None:
                return False
            conn.execute(insert(cookbooks).values(values))
        return True

    def _update(self, cookbook_id: str | uuid.UUID, values: dict[str, Any]) -> Cookbook:
        if (key := self._id(cookbook_id)) is None:
            raise CookbookNotFound(f"no cookbook with id {cookbook_id!r} (not a uuid)")
        with self._write() as conn:
            row = conn.execute(update(cookbooks).where(cookbooks.c.id == key).values(values).returning(cookbooks)).first()
        if row is None:
            raise CookbookNotFound(f"no cookbook with id {key} in {self!r}")
        return self._model(row)

    def record_success(self, cookbook_id: str | uuid.UUID) -> Cookbook:
        """Count a successful replay: success_count + 1, health + SUCCESS_GAIN (at most 100); returns the new row.
        A rescue's first success retires the version it replaces, and the older versions of its own key."""
        now = utcnow()
        health = cookbooks.c.health_score + SUCCESS_GAIN
        updated = self._update(cookbook_id, {
            "success_count": cookbooks.c.success_count + 1,
            "health_score": case((health > HEALTH_MAX, HEALTH_MAX), else_=health),
            "last_used": now, "last_verified": now, "updated_at": now,
            "flagged_at": case((health >= HEALTH_REEXPLORE, None), else_=cookbooks.c.flagged_at),
        })
        if updated.replaces is not None and updated.success_count == 1:
            with self._write() as conn:
                # the replaced version goes only when it was filed under the same page kind: a rescue learned on
                # one tenant leaves the platform-wide cookbook it started from to the platform's other tenants
                scope = updated.key.scope_hash
                older = ((cookbooks.c.id == updated.replaces) & (cookbooks.c.scope_hash == scope)) | (
                    (cookbooks.c.key_hash == updated.key.key_hash) & (cookbooks.c.version < updated.version))
                conn.execute(update(cookbooks).where(older, cookbooks.c.retired_at.is_(None)).values(retired_at=now))
        return updated

    def record_failure(self, cookbook_id: str | uuid.UUID) -> Cookbook:
        """Count a failed replay: failure_count + 1, health - 5 (- 15 from the 5th failure on, at least 0)."""
        now = utcnow()
        failures = cookbooks.c.failure_count + 1
        penalty = case((failures >= STEEP_AFTER_FAILURES, STEEP_FAILURE_PENALTY), else_=FAILURE_PENALTY)
        health = cookbooks.c.health_score - penalty
        return self._update(cookbook_id, {
            "failure_count": failures,
            "health_score": case((health < 0, 0), else_=health),
            "last_used": now, "updated_at": now,
            # flagged for re-exploration when health falls below the line; the first time is kept
            "flagged_at": case((health < HEALTH_REEXPLORE, func.coalesce(cookbooks.c.flagged_at, now)), else_=None),
        })

    # ------------------------------------------------------------------ the lookup log

    def log_lookup(self, url: str, task_type: str, platform: str | None, found: Cookbook | None) -> int:
        """Write down one lookup of the engine (what it found, None for a miss); its id for `log_outcome`."""
        key = cookbook_key(url, task_type, platform)
        with self._write() as conn:
            row = conn.execute(insert(lookups).values(
                at=utcnow(), url_pattern=key.url_pattern, task_pattern=key.task_type,
                platform=normalize_platform(platform), found=found.id if found else None).returning(lookups.c.id))
            return int(row.scalar_one())

    def log_outcome(self, lookup_id: int, mode_used: str, success: bool) -> None:
        """How the task of a logged lookup went on: `cookbook` (a replay alone), `cookbook+ai` or `ai`."""
        with self._write() as conn:
            conn.execute(update(lookups).where(lookups.c.id == lookup_id).values(mode_used=mode_used, success=success))

    def hit_rate(self, *, platform: str | None = None, task_type: str | None = None) -> HitRate:
        """Lookups, hits, tasks a cookbook did alone, and replays the AI agent finished, over the whole log."""
        found = lookups.c.found.is_not(None)
        alone = (lookups.c.mode_used == "cookbook") & lookups.c.success.is_(True)
        rescued = (lookups.c.mode_used == "cookbook+ai") & lookups.c.success.is_(True)
        stmt = select(func.count(), func.count(lookups.c.found),
                      func.coalesce(func.sum(case((found & alone, 1), else_=0)), 0),
                      func.coalesce(func.sum(case((found & rescued, 1), else_=0)), 0))
        if platform is not None:
            stmt = stmt.where(lookups.c.platform == normalize_platform(platform))
        if task_type is not None:
            stmt = stmt.where(lookups.c.task_pattern == normalize_task(task_type))
        with self.engine.connect() as conn:
            total, hits, replayed, saved = conn.execute(stmt).one()
        return HitRate(lookups=total, hits=hits, replayed=replayed, rescued=saved)

    # ------------------------------------------------------------------ keeping the store

    def retire(self, cookbook_id: str | uuid.UUID) -> Cookbook:
        """No longer looked up (kept, with its history, for `list --all-versions`); retiring twice keeps the date."""
        return self._update(cookbook_id, {"retired_at": func.coalesce(cookbooks.c.retired_at, utcnow()),
                                          "updated_at": utcnow()})

    def reset_health(self, cookbook_id: str | uuid.UUID) -> Cookbook:
        """Health back to 100 and the re-exploration flag cleared (after the site was fixed, say); counts kept."""
        return self._update(cookbook_id, {"health_score": HEALTH_MAX, "flagged_at": None, "updated_at": utcnow()})

    def delete(self, cookbook_id: str | uuid.UUID) -> Cookbook:
        """Remove one cookbook version for good; a rescue that named it as the version it replaces no longer does.
        Returns what was removed."""
        cookbook = self.get(cookbook_id)
        if cookbook is None:
            raise CookbookNotFound(f"no cookbook with id {cookbook_id!r} in {self!r}")
        with self._write() as conn:
            conn.execute(update(cookbooks).where(cookbooks.c.replaces == cookbook.id).values(replaces=None))
            conn.execute(delete(cookbooks).where(cookbooks.c.id == cookbook.id))
        return cookbook

"""`jobagent cookbooks list|show|stats|export|import|retire|reset-health|delete`: the cookbook store from the shell
(SQLite file or PostgreSQL URL)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pytest_jobagent.cookbook import CookbookStore

DEFAULT_STORE = "cookbooks.sqlite"


def add_parser(commands: Any) -> None:
    command = commands.add_parser("cookbooks", help="list, show, count, export, import, retire, reset or delete "
                                                    "the cookbooks of a store",
                                  description=__doc__)
    command.add_argument("--db", default=None, metavar="PATH|URL",
                         help=f"the store: a SQLite file or postgresql://... (default: env JOBAGENT_COOKBOOK_DB, "
                              f"else ./{DEFAULT_STORE})")
    actions = command.add_subparsers(dest="action", required=True, metavar="ACTION")
    listing = actions.add_parser("list", help="one line per cookbook: id, version, health, task, url pattern")
    listing.add_argument("--all-versions", action="store_true", help="every version, not only the current one")
    listing.add_argument("--platform", default=None)
    listing.add_argument("--task", default=None)
    show = actions.add_parser("show", help="one cookbook as JSON (its steps, health and history)")
    show.add_argument("id")
    stats = actions.add_parser("stats", help="the hit rate: lookups, hits, tasks a cookbook did with no model call")
    stats.add_argument("--platform", default=None)
    stats.add_argument("--task", default=None)
    for name, what in (("retire", "no longer looked up; kept with its history (list --all-versions shows it)"),
                       ("reset-health", "health back to 100 and the re-exploration flag cleared; counts kept"),
                       ("delete", "removed from the store for good")):
        actions.add_parser(name, help=f"one cookbook version: {what}").add_argument("id")
    export = actions.add_parser("export", help="cookbooks as JSON (for import), or one as a pytest-playwright file")
    export.add_argument("ids", nargs="*", metavar="ID", help="which (default: every current cookbook)")
    export.add_argument("--as", dest="format", choices=("json", "pytest"), default="json")
    export.add_argument("-o", "--output", metavar="FILE", help="write to FILE instead of standard output")
    imports = actions.add_parser("import", help="add the cookbooks of a JSON export (ids and versions kept), or "
                                                "with --shipped the ones that ship (Greenhouse, Workday, Lever)")
    imports.add_argument("file", type=Path, nargs="?", help="a file `jobagent cookbooks export` wrote")
    imports.add_argument("--shipped", action="store_true",
                         help="the cookbooks that ship with pytest-jobagent (apply forms of Greenhouse, Workday and "
                              "Lever, filed under the platforms' URL patterns), alone or besides FILE")
    command.set_defaults(run=run)


def _store(args: argparse.Namespace) -> CookbookStore:
    import os

    from pytest_jobagent.cookbook import CookbookStore

    return CookbookStore(args.db or os.environ.get("JOBAGENT_COOKBOOK_DB") or DEFAULT_STORE)


def run(args: argparse.Namespace) -> int:
    from pytest_jobagent.cookbook import StoreError

    try:
        with _store(args) as store:
            return ACTIONS[args.action](store, args)
    except StoreError as exc:
        print(f"jobagent cookbooks: {exc}", file=sys.stderr)
        return 2


def _list(store: Any, args: argparse.Namespace) -> int:
    cookbooks = store.list(platform=args.platform, task_type=args.task, all_versions=args.all_versions)
    for m in cookbooks:
        flag = f"  FLAGGED for re-exploration since {m.flagged_at:%Y-%m-%d}" if m.flagged_at else ""
        flag += f"  ON TRIAL (replaces {m.replaces})" if m.on_trial else ""
        flag += f"  retired {m.retired_at:%Y-%m-%d}" if m.retired_at else ""
        print(f"{m.id}  v{m.version}  health {m.health_score:>3}  {m.success_count}✓ {m.failure_count}✗  "
              f"{m.task_pattern}  {m.platform or '-'}  {m.url_pattern}{flag}")
    print(f"{len(cookbooks)} cookbook(s) in {store!r}", file=sys.stderr)
    return 0


def _find(store: Any, cookbook_id: str) -> Any:
    cookbook = store.get(cookbook_id)
    if cookbook is None:
        print(f"jobagent cookbooks: no cookbook {cookbook_id!r} in {store!r} (see: jobagent cookbooks list)",
              file=sys.stderr)
    return cookbook


def _show(store: Any, args: argparse.Namespace) -> int:
    cookbook = _find(store, args.id)
    if cookbook is None:
        return 1
    print(cookbook.model_dump_json(indent=2))
    return 0


def _export(store: Any, args: argparse.Namespace) -> int:
    cookbooks = [_find(store, i) for i in args.ids] if args.ids else store.list()
    if any(m is None for m in cookbooks):
        return 1
    if args.format == "pytest":
        from pytest_jobagent.runs.testcode import cookbook_script

        if len(cookbooks) != 1:
            print("jobagent cookbooks: --as pytest exports one cookbook: name its id", file=sys.stderr)
            return 2
        text = cookbook_script(cookbooks[0])
    else:
        text = json.dumps({"cookbooks": [m.model_dump(mode="json") for m in cookbooks]}, indent=2) + "\n"
    if args.output:
        from pytest_jobagent.files import atomic_write

        atomic_write(Path(args.output), text)
    else:
        sys.stdout.write(text)
    return 0


def _import(store: Any, args: argparse.Namespace) -> int:
    from pydantic import ValidationError

    from pytest_jobagent.cookbook.models import Cookbook
    from pytest_jobagent.cookbook.shipped import shipped_cookbooks

    if args.file is None and not args.shipped:
        print("jobagent cookbooks import: name a FILE (from `jobagent cookbooks export -o FILE`) or --shipped",
              file=sys.stderr)
        return 2
    cookbooks = shipped_cookbooks() if args.shipped else []
    if args.file is not None:
        try:
            data = json.loads(args.file.read_text(encoding="utf-8"))
            cookbooks += [Cookbook.model_validate(m) for m in data["cookbooks"]]
        except (OSError, ValueError, KeyError, TypeError, ValidationError) as exc:
            detail = str(exc).splitlines()[0]
            print(f"jobagent cookbooks: {args.file} is not a cookbook export ({detail}); make one with "
                  "`jobagent cookbooks export -o FILE`", file=sys.stderr)
            return 2
    added = sum(store.import_cookbook(m) for m in cookbooks)
    print(f"{added} cookbook(s) added, {len(cookbooks) - added} already in {store!r}", file=sys.stderr)
    return 0


def _stats(store: Any, args: argparse.Namespace) -> int:
    rate = store.hit_rate(platform=args.platform, task_type=args.task)
    print(rate.line())
    return 0


def _change(what: str) -> Any:
    """retire / reset-health / delete ID: the store's operation, then the cookbook's line as it is now."""
    def change(store: Any, args: argparse.Namespace) -> int:
        if _find(store, args.id) is None:
            return 1
        cookbook = getattr(store, what.replace("-", "_"))(args.id)
        state = {"retire": f"retired {cookbook.retired_at:%Y-%m-%d}" if cookbook.retired_at else "",
                 "reset-health": f"health {cookbook.health_score}", "delete": "deleted"}[what]
        print(f"{cookbook.id}  v{cookbook.version}  {cookbook.task_pattern}  {cookbook.url_pattern}: {state}")
        return 0
    return change


ACTIONS = {"list": _list, "show": _show, "stats": _stats, "export": _export, "import": _import,
           "retire": _change("retire"), "reset-health": _change("reset-health"), "delete": _change("delete")}

"""`jobagent schema`: the JSON Schema of a scenario document, for editors (yaml-language-server) and CI."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"
SCHEMA_ID = "https://pypi.org/project/pytest-jobagent/scenario.schema.json"


def document() -> dict[str, Any]:
    """The scenario schema with `$schema` and `$id` first."""
    from pytest_jobagent.scenario.registry import json_schema

    return {"$schema": SCHEMA_DIALECT, "$id": SCHEMA_ID, **json_schema()}


def add_parser(commands: Any) -> None:
    command = commands.add_parser("schema", help="print the JSON Schema of a scenario document",
                                  description="Print the JSON Schema of a scenario document. Save it and point "
                                              "your editor at it: # yaml-language-server: $schema=scenario.schema.json")
    command.add_argument("-o", "--output", metavar="FILE", help="write to FILE instead of standard output")
    command.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    text = json.dumps(document(), indent=2) + "\n"
    if args.output:
        from pytest_jobagent.files import atomic_write

        atomic_write(Path(args.output), text)
    else:
        sys.stdout.write(text)
        sys.stdout.flush()
    return 0

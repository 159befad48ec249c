"""Command line: `python -m pytest_jobagent schema` prints the scenario JSON Schema for editors."""

from __future__ import annotations

import argparse
import json
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pytest_jobagent", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("schema", help="print the JSON Schema of a scenario document")
    args = parser.parse_args(argv)
    if args.command == "schema":
        from pytest_jobagent.scenario.model import json_schema

        json.dump(json_schema(), sys.stdout, indent=2)
        sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

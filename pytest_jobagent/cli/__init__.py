"""The `jobagent` command line (also `python -m pytest_jobagent`): validate, init, report, schema, cookbooks."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import cookbooks, init, report, schema, validate

COMMANDS = (validate, init, report, schema, cookbooks)


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="jobagent", description="pytest-jobagent: check scenarios, start a project, "
                                  "build the report, manage cookbooks. Scenarios themselves run under pytest.")
    commands = top.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for command in COMMANDS:
        command.add_parser(commands)
    return top


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        return int(args.run(args) or 0)
    except BrokenPipeError:  # `jobagent schema | head`: the reader left; say nothing more
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        return 130

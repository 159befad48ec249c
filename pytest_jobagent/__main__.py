"""`python -m pytest_jobagent COMMAND`: the same command line as `jobagent` (see `pytest_jobagent.cli`)."""

from __future__ import annotations

import sys

from pytest_jobagent.cli import main

if __name__ == "__main__":
    sys.exit(main())

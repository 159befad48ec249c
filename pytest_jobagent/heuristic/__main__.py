"""Entry point: `python -m pytest_jobagent.heuristic --port N` serves the offline heuristic model."""

from __future__ import annotations

import sys

from .server import main

if __name__ == "__main__":
    sys.exit(main())

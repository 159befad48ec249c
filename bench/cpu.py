"""Where a run's CPU goes: pytest on the given tests (a scenario file, a test), with the CPU seconds of every process it
started (Python, Playwright's Node driver, each kind of Chromium process) and of the driver and browser during each
Playwright call, by the package's line that made it.

    .venv/bin/python bench/cpu.py scenarios/unseen/collect_empleo_radar.yaml
    .venv/bin/python bench/cpu.py scenarios/unseen -n 0 --top 40      # any pytest arguments after the tests

The suite runs CPU-bound (more pytest-xdist workers than cores), so its time is the CPU its tests spend, not their
wall time; this says which part spends it. Run it alone on the machine: the browser's CPU during a call is read from
/proc for every Chromium and Node process, and a call is charged what the browser did meanwhile (the rendering an
action started, too). The per-call half reads /proc around each call, which slows the run down: compare its figures
with each other, and the process totals of two runs with each other, not with a plain run.
"""

from __future__ import annotations

import argparse
import collections
import functools
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import FrameType
from typing import Any

TICKS = os.sysconf("SC_CLK_TCK")
# the Playwright calls charged (the sync API's classes and methods that reach the browser)
CALLS = {
    "Page": ("goto", "evaluate", "evaluate_handle", "title", "content", "screenshot", "wait_for_load_state",
             "go_back", "reload"),
    "Frame": ("goto", "evaluate", "evaluate_handle", "content"),
    "Locator": ("click", "fill", "evaluate", "count", "press", "press_sequentially", "select_option", "set_checked",
                "hover", "inner_text", "is_visible", "get_attribute", "bounding_box", "scroll_into_view_if_needed",
                "wait_for", "element_handle", "set_input_files"),
    "ElementHandle": ("click", "evaluate", "evaluate_handle", "bounding_box", "scroll_into_view_if_needed"),
    "Clock": ("run_for", "install", "pause_at"),
}
PACKAGE = f"{os.sep}pytest_jobagent{os.sep}"
WHAT = re.compile(r"--type=([a-z-]+)")


def _process(pid: str) -> tuple[int, float, str] | None:
    """(parent, CPU seconds, kind) of a process; None once it is gone. Kind: the command's name, and for Chromium
    the kind of process (browser, renderer, gpu-process, utility)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            stat = f.read()
        with open(f"/proc/{pid}/cmdline") as f:
            command = f.read()
    except OSError:
        return None
    name = stat[stat.index("(") + 1:stat.rindex(")")]
    fields = stat.rsplit(")", 1)[1].split()
    kind = name.split("-")[0] if not name.startswith("node") else "node"
    if kind == "chromium":
        found = WHAT.search(command)
        kind = f"chromium {found.group(1) if found else 'browser'}"
    return int(fields[1]), (int(fields[11]) + int(fields[12])) / TICKS, kind


def _tree(root: int) -> dict[int, tuple[float, str]]:
    """CPU seconds and kind of root and every process below it."""
    table = {int(p): info for p in os.listdir("/proc") if p.isdigit() and (info := _process(p))}
    inside, grown = {root}, True
    while grown:
        grown = False
        for pid, (parent, _, _) in table.items():
            if parent in inside and pid not in inside:
                inside.add(pid)
                grown = True
    return {pid: (table[pid][1], table[pid][2]) for pid in inside if pid in table}


def _browser_cpu() -> float:
    """CPU seconds of the Chromium and Node processes below this process (the test's browser and driver)."""
    return sum(cpu for pid, (cpu, kind) in _tree(os.getpid()).items() if kind != "python" and pid != os.getpid())


def _caller() -> str:
    """The package's innermost line outside the in-page call helper that made a call (else the test's own)."""
    frame: FrameType | None = sys._getframe(2)
    fallback = ""
    while frame is not None:
        path = frame.f_code.co_filename
        if PACKAGE in path and not path.endswith("inpage.py"):
            return f"{path.split(PACKAGE)[1]}:{frame.f_code.co_name}"
        if not fallback and "playwright" not in path and "greenlet" not in path:
            fallback = f"{Path(path).name}:{frame.f_code.co_name}"
        frame = frame.f_back
    return fallback


class _Charges:
    """Wall and browser CPU seconds of Playwright calls, by call and calling line (outermost calls only)."""

    def __init__(self) -> None:
        self.table: dict[str, list[float]] = collections.defaultdict(lambda: [0.0, 0.0, 0])
        self.inside = False

    def wrap(self, owner: type, method: str) -> None:
        original = getattr(owner, method)
        label = f"{owner.__name__}.{method}"

        @functools.wraps(original)
        def charged(*args: Any, **kwargs: Any) -> Any:
            if self.inside:
                return original(*args, **kwargs)
            self.inside = True
            started, cpu = time.monotonic(), _browser_cpu()
            try:
                return original(*args, **kwargs)
            finally:
                row = self.table[f"{label} @ {_caller()}"]
                row[0] += time.monotonic() - started
                row[1] += _browser_cpu() - cpu
                row[2] += 1
                self.inside = False

        setattr(owner, method, charged)


CHARGES = _Charges()


def pytest_configure(config: Any) -> None:
    """(as a pytest plugin, in the measured run) charge every listed Playwright call."""
    from playwright.sync_api import _generated

    for owner_name, methods in CALLS.items():
        owner = getattr(_generated, owner_name)
        for method in methods:
            if hasattr(owner, method):
                CHARGES.wrap(owner, method)


def pytest_unconfigure(config: Any) -> None:
    out = os.environ.get("JOBAGENT_BENCH_CPU_OUT")
    if out:
        Path(out).write_text(json.dumps(CHARGES.table))


def measure(pytest_args: list[str]) -> tuple[float, dict[str, float], dict[str, list[float]]]:
    """Run pytest (one process, this plugin loaded); wall seconds, CPU seconds by kind of process, and the charges."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "charges.json"
        env = {**os.environ, "JOBAGENT_BENCH_CPU_OUT": str(out),
               "PYTHONPATH": os.pathsep.join(filter(None, [str(Path(__file__).parent), os.environ.get("PYTHONPATH")]))}
        started = time.monotonic()
        run = subprocess.Popen([sys.executable, "-m", "pytest", "-p", "cpu", "-p", "no:randomly", "-q", *pytest_args],
                               env=env)
        seen: dict[int, tuple[float, str]] = {}
        while run.poll() is None:
            seen.update(_tree(run.pid))
            time.sleep(0.1)
        wall = time.monotonic() - started
        by_kind: dict[str, float] = {}
        for cpu, kind in seen.values():
            by_kind[kind] = by_kind.get(kind, 0.0) + cpu
        charges = json.loads(out.read_text()) if out.exists() else {}
    return wall, dict(by_kind), charges


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], usage="%(prog)s [--top N] TESTS [pytest args]")
    parser.add_argument("--top", type=int, default=25, help="how many call sites to list (by browser CPU)")
    options, pytest_args = parser.parse_known_args()
    if not pytest_args:
        parser.error("name the tests to run (a scenario file, a folder, a test id)")
    wall, by_kind, charges = measure(pytest_args)
    total = sum(by_kind.values())
    print(f"\nwall {wall:.1f} s, CPU {total:.1f} s: "
          + ", ".join(f"{kind} {cpu:.1f}" for kind, cpu in sorted(by_kind.items(), key=lambda kv: -kv[1]) if cpu >= 0.05))
    charged = sum(row[1] for row in charges.values())
    print(f"\nPlaywright calls: {sum(int(row[2]) for row in charges.values())}, browser and driver CPU during them "
          f"{charged:.1f} s\n")
    print(f"{'CPU s':>7} {'wall s':>7} {'calls':>6} {'CPU ms/call':>11}  call @ line")
    for site, (seconds, cpu, calls) in sorted(charges.items(), key=lambda kv: -kv[1][1])[:options.top]:
        print(f"{cpu:7.1f} {seconds:7.1f} {int(calls):6d} {1000 * cpu / calls:11.1f}  {site}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

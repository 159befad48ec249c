"""The event stream with several writers (xdist workers): whole lines only, nothing lost."""

import json
import subprocess
import sys
from pathlib import Path

from pytest_jobagent.report.events_file import EventsFile

WRITER = """
import sys
from pathlib import Path
from pytest_jobagent.report.events_file import EventsFile
events = EventsFile(Path(sys.argv[1]))
write = events.listener(sys.argv[2])
for i in range(200):
    write("attachment", {"name": f"n{i}", "body": sys.argv[2] * (100 if i % 2 else 20000), "ts": i})
events.close()
"""


def test_two_processes_append_whole_lines_even_above_pipe_buf(tmp_path: Path):
    target = tmp_path / "events.jsonl"
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(target), name]) for name in ("a", "b")]
    assert [p.wait(timeout=60) for p in procs] == [0, 0]
    lines = target.read_text(encoding="utf-8").splitlines()
    records = [json.loads(line) for line in lines]  # a torn or interleaved line would not parse
    assert len(records) == 400
    for name in ("a", "b"):
        mine = [r for r in records if r["scenario"] == name]
        assert [r["name"] for r in mine] == [f"n{i}" for i in range(200)]
        assert all(set(r["body"]) == {name} for r in mine)


def test_appends_to_an_existing_file_and_ignores_writes_after_close(tmp_path: Path):
    target = tmp_path / "deep" / "events.jsonl"
    for run in ("one", "two"):
        events = EventsFile(target)
        events.listener(run)("run_finished", {"outcome": "passed", "error": ValueError("x\ny")})
        events.close()
        events.write_line("late")
    records = [json.loads(line) for line in target.read_text().splitlines()]
    assert [r["scenario"] for r in records] == ["one", "two"]
    assert records[0]["error"] == "ValueError: x\ny" and records[0]["v"] == 1

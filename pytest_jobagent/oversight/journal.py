"""The run journal: every model reply of an explore, collect or apply run, appended as it arrives, so a run killed
midway and started again with its `run_id` catches up without asking the model again.

Catching up is replaying. The run starts over in a fresh browser (the dead one's page is gone) and each model call
whose agent, turn, attempt and request match the journal's next entry is answered from the journal, in order, while
the browser redoes what those replies said. The first call that differs (the page changed under the run) ends the
catch-up: the rest of the journal is dropped and the run goes on live. So no model call is made (or paid) twice, no
scripted message is delivered twice (the run reaches it once, at the same point), and the result is built once, by
the process that finishes. Apply writes a mark when each of its runs ends; a resumed apply does not run again a run
that ended (its outcome comes from the mark), so an application that was sent is not sent again.

`<folder>/<run id>.journal.jsonl`: a header line, then one JSON line per reply or mark, flushed and fsynced as
written (a torn last line of a killed process is ignored); a `finished` line ends a run that is not resumed. The
run id's lock (oversight/runid.py) lets one process hold it. Pure: no browser, no model.
"""

from __future__ import annotations

import json
import os
from collections import deque
from typing import Any, Protocol

from pytest_jobagent.files import atomic_write

from .runid import RunFiles

VERSION = 1


class Emitter(Protocol):
    def emit(self, kind: str, **data: Any) -> None: ...


class RunJournal:
    """The model replies and marks of one run id (the `ReplyJournal` the model client reads and writes). `with RunJournal(folder, run_id, kind=...) as journal:` holds the
    run id; the model client journals to it inside `with llm.journaling(journal):` (scenario/runner.py's `journaled`
    block); `finish()` when the run ended on its own."""

    def __init__(self, folder: str | os.PathLike, run_id: str, *, kind: str, scenario: str = "", resume: bool = True,
                 events: Emitter | None = None):
        self.store = RunFiles(folder)
        self.run_id, self.kind, self.scenario, self.resume, self.events = run_id, kind, scenario, resume, events
        self.path = self.store.path(run_id, ".journal.jsonl")
        self.lock = self.store.lock(run_id)
        self.pending: deque[dict[str, Any]] = deque()  # what the dead run wrote and this one has not reached yet
        self.kept: list[dict[str, Any]] = []  # lines of the journal that stay (header, replayed entries, marks)
        self.resumed = False
        self.replayed = 0  # model calls answered from the journal
        self.recorded = 0  # model calls this process made and wrote
        self.diverged: str | None = None  # why the catch-up ended before the journal did

    # ---- holding the run id ----------------------------------------------------------------------------
    def __enter__(self) -> RunJournal:
        self.lock.acquire()
        try:
            lines = self._read() if self.resume else []
            header = lines[0] if lines else {}
            if lines and header.get("journal") == VERSION and header.get("kind") == self.kind \
                    and not lines[-1].get("finished"):
                self.resumed = True
                self.kept = [header]
                self.pending.extend(lines[1:])
                self._emit("resume", run_id=self.run_id, run_kind=self.kind, journal=str(self.path),
                           replies=sum(1 for line in self.pending if "response" in line),
                           marks=[line["mark"] for line in self.pending if "mark" in line])
            else:
                self.kept = [{"journal": VERSION, "run_id": self.run_id, "kind": self.kind, "scenario": self.scenario}]
                atomic_write(self.path, json.dumps(self.kept[0]) + "\n")
        except Exception:
            self.lock.release()
            raise
        return self

    def __exit__(self, *exc: Any) -> None:
        self.lock.release()

    def _read(self) -> list[dict[str, Any]]:
        if not self.path.exists():
            return []
        out = []
        for line in self.path.read_text(encoding="utf-8").splitlines():
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError:  # the torn last line of a killed process
                break
        return out

    def _append(self, line: dict[str, Any]) -> None:
        self.kept.append(line)
        with self.path.open("a", encoding="utf-8") as handle:
            handle.write(json.dumps(line, ensure_ascii=False, default=str) + "\n")
            handle.flush()
            os.fsync(handle.fileno())

    def _emit(self, kind: str, **data: Any) -> None:
        if self.events is not None:
            self.events.emit(kind, **data)

    # ---- the model client's side -----------------------------------------------------------------------
    def replay(self, agent: str, turn: int, attempt: int, request: str) -> dict[str, Any] | None:
        """The journal's reply to this call while catching up (None: ask the model). A call that is not the
        journal's next one ends the catch-up."""
        if not self.pending:
            return None
        entry = self.pending[0]
        # turns are not compared: a resumed apply skips the runs that ended, so its agents count from fewer calls
        if "response" in entry and (entry["agent"], entry["attempt"], entry["request"]) == (agent, attempt, request):
            self.pending.popleft()
            self.kept.append(entry)
            self.replayed += 1
            if not any("response" in line for line in self.pending):
                self._caught_up()
            return entry
        self._diverge(f"call {agent} turn {turn} (attempt {attempt}) differs from the journal's next "
                      + (f"entry ({entry['agent']} turn {entry['turn']})" if "response" in entry
                         else f"mark {entry.get('mark')!r}"))
        return None

    def record(self, agent: str, turn: int, attempt: int, request: str, response: dict[str, Any],
               fault: str | None = None) -> None:
        """Write a reply the model gave this process, before the run acts on it."""
        if self.pending:
            self._diverge(f"call {agent} turn {turn} was made live before the journal's entries were reached")
        self._append({"agent": agent, "turn": turn, "attempt": attempt, "request": request, "response": response,
                      **({"fault": fault} if fault else {})})
        self.recorded += 1

    # ---- marks: what a run did that must not be done twice --------------------------------------------------
    def mark(self, mark: str, **data: Any) -> None:
        self._append({"mark": mark, **data})

    def take_mark(self, mark: str) -> dict[str, Any] | None:
        """While catching up: the journal's mark of that name when it is the next entry once the replies before it are
        dropped (a run that ended: none of its calls are made again). None when there is no such mark ahead."""
        index = next((i for i, line in enumerate(self.pending) if line.get("mark") == mark), None)
        if index is None:
            return None
        for _ in range(index):
            self.kept.append(self.pending.popleft())
        found = self.pending.popleft()
        self.kept.append(found)
        return found

    def _caught_up(self) -> None:
        self._emit("caught_up", run_id=self.run_id, replayed=self.replayed)

    def _diverge(self, why: str) -> None:
        dropped = len(self.pending)
        self.pending.clear()
        self.diverged = why
        atomic_write(self.path, "".join(json.dumps(line, ensure_ascii=False, default=str) + "\n" for line in self.kept))
        self._emit("resume_diverged", run_id=self.run_id, replayed=self.replayed, dropped=dropped, reason=why)

    def finish(self) -> None:
        """The run ended on its own (passed or failed): started again, it starts over."""
        if self.pending:
            self._diverge("the run ended before reaching the journal's last entries")
        self._append({"finished": True, "replayed": self.replayed, "recorded": self.recorded})


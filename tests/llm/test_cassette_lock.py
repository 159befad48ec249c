"""Two processes recording one cassette: the second is refused at once with a clear error, the first's cassette is
whole; the lock goes with its holder (a crash included) and leaves no file behind. Real processes, real heuristic
model server over HTTP."""

from __future__ import annotations

import multiprocessing
import os
import socket
from pathlib import Path
from typing import Any

import pytest
import yaml
from llm_helpers import EXPLORER_TOOLS, FAKE_KEY, explorer_messages

from pytest_jobagent.files import ExclusiveLock, LockHeld
from pytest_jobagent.llm import LLMSettings, llm_session
from pytest_jobagent.llm.cassettes import CassetteLocked, lock_path

CLOSED = "http://127.0.0.1:9/v1"  # nothing listens: a replay that reached the network would fail at once
WAIT_S = 30
ctx = multiprocessing.get_context("fork")


def settings_for(url: str) -> LLMSettings:
    return LLMSettings(provider="heuristic", base_url=url, model="jobagent-heuristic", api_key=FAKE_KEY)


def calls(llm: Any, turns: int, messages: list[dict] | None = None) -> tuple[list[tuple[str, dict]], list[dict]]:
    """A tiny agent loop (call, answer the tool call, call again); returns what was called and the messages."""
    messages = messages if messages is not None else explorer_messages()
    seen = []
    for _ in range(turns):
        call = llm.call("probe", messages, EXPLORER_TOOLS)
        seen.append((call.name, call.args.model_dump()))
        messages += [call.assistant_message(), call.result_message(f"ok: {call.name} done, page unchanged")]
    return seen, messages


def record_holding(path: str, url: str, holding: Any, go: Any, out: Any, crash: bool) -> None:
    """Record one call, say so, wait for `go`, then record two more (or die on the spot with `crash`)."""
    with llm_session(settings_for(url), cassette=path, record_mode="once") as llm:
        seen, messages = calls(llm, 1)
        holding.set()
        go.wait(WAIT_S)
        if crash:
            os._exit(3)  # no __exit__, no save, no release: only the kernel lets go of the lock
        more, _ = calls(llm, 2, messages)
    out.put(seen + more)


def record_refused(path: str, url: str, out: Any) -> None:
    try:
        with llm_session(settings_for(url), cassette=path, record_mode="once") as llm:
            calls(llm, 1)
    except CassetteLocked as exc:
        out.put(("locked", str(exc), exc.holder))
    else:
        out.put(("recorded", "", ""))


def start_holder(path: Path, url: str, *, crash: bool = False) -> tuple[Any, Any, Any, Any]:
    holding, go, out = ctx.Event(), ctx.Event(), ctx.Queue()
    proc = ctx.Process(target=record_holding, args=(str(path), url, holding, go, out, crash))
    proc.start()
    assert holding.wait(WAIT_S), "the first recorder did not start"
    return proc, go, out, holding


def test_a_second_recorder_is_refused_and_the_first_cassette_is_whole(heuristic, tmp_path):
    path = tmp_path / "explore" / "spa" / "board.yaml"
    first, go, first_out, _ = start_holder(path, heuristic.url)
    try:
        second_out = ctx.Queue()
        second = ctx.Process(target=record_refused, args=(str(path), heuristic.url, second_out))
        second.start()
        outcome, message, holder = second_out.get(timeout=WAIT_S)
        second.join(WAIT_S)
    finally:
        go.set()
    recorded = first_out.get(timeout=WAIT_S)
    first.join(WAIT_S)
    assert (first.exitcode, second.exitcode) == (0, 0)

    assert outcome == "locked"
    assert holder.startswith(f"pid {first.pid} on host {socket.gethostname()} since ")
    assert f"cassette {path} is being recorded by another process (pid {first.pid} " in message
    assert str(lock_path(path)) in message
    assert "in one process only" in message and "wait for that recording to end" in message

    # the first recording is whole: three calls, replayed offline with the model server out of reach
    assert len(yaml.safe_load(path.read_text())["interactions"]) == 3 == len(recorded)
    with llm_session(settings_for(CLOSED), cassette=path, record_mode="none") as llm:
        replayed, _ = calls(llm, 3)
    assert replayed == recorded
    assert sorted(p.name for p in path.parent.iterdir()) == ["board.yaml"]  # no lock file, no temp file left

    # once the first has finished, a new recording of the same cassette works
    with llm_session(settings_for(heuristic.url), cassette=path, record_mode="rewrite") as llm:
        again, _ = calls(llm, 2)
    assert again == recorded[:2]
    assert len(yaml.safe_load(path.read_text())["interactions"]) == 2
    assert not lock_path(path).exists()


def test_a_crashed_recorder_leaves_no_lock_held(heuristic, tmp_path):
    path = tmp_path / "crash.yaml"
    proc, go, _, _ = start_holder(path, heuristic.url, crash=True)
    with pytest.raises(LockHeld, match=f"pid {proc.pid} "):  # held while the process lives
        ExclusiveLock(lock_path(path)).acquire()
    go.set()
    proc.join(WAIT_S)
    assert proc.exitcode == 3
    assert not path.exists()  # the crashed recording saved nothing
    assert f"pid {proc.pid} " in lock_path(path).read_text()  # its lock file is left, but no lock

    with llm_session(settings_for(heuristic.url), cassette=path, record_mode="once") as llm:
        assert f"pid {os.getpid()} " in lock_path(path).read_text()
        recorded, _ = calls(llm, 2)
    assert not lock_path(path).exists()  # the next holder cleans the crashed one's file up
    with llm_session(settings_for(CLOSED), cassette=path, record_mode="none") as llm:
        assert calls(llm, 2)[0] == recorded


@pytest.mark.parametrize("mode", ["none", "once"])
def test_replaying_takes_no_lock(heuristic, tmp_path, mode):
    path = tmp_path / "replay.yaml"
    with llm_session(settings_for(heuristic.url), cassette=path, record_mode="once") as llm:
        recorded, _ = calls(llm, 2)
    with ExclusiveLock(lock_path(path)):  # as if another process were recording it now
        with llm_session(settings_for(CLOSED), cassette=path, record_mode=mode) as llm:
            assert calls(llm, 2)[0] == recorded


@pytest.mark.parametrize("mode", ["once", "new_episodes", "all", "rewrite"])
def test_every_mode_that_may_write_takes_the_lock(heuristic, tmp_path, mode):
    path = tmp_path / "w.yaml"
    if mode != "once":
        with llm_session(settings_for(heuristic.url), cassette=path, record_mode="once") as llm:
            calls(llm, 1)
    with ExclusiveLock(lock_path(path)), pytest.raises(CassetteLocked, match=f"pid {os.getpid()} "):
        with llm_session(settings_for(heuristic.url), cassette=path, record_mode=mode):
            pass


def test_a_failed_recording_leaves_no_lock_and_no_folder(heuristic, tmp_path):
    path = tmp_path / "new" / "nested" / "c.yaml"
    with pytest.raises(RuntimeError, match="boom"):
        with llm_session(settings_for(heuristic.url), cassette=path, record_mode="once") as llm:
            calls(llm, 1)
            assert lock_path(path).is_file()
            raise RuntimeError("boom")
    assert list(tmp_path.iterdir()) == []  # nothing saved; the folders the lock made are gone again


def test_a_lock_file_removed_by_its_holder_is_not_locked_again(tmp_path):
    """The holder removes the file on release; a process that opened the old file before that locks it then, sees
    that the path names another file (or none), and locks the path's file instead."""
    path = tmp_path / ".c.yaml.lock"
    first = ExclusiveLock(path).acquire()
    stale = os.open(path, os.O_RDWR)  # opened while the first holds it, as a contender would
    first.release()
    assert not path.exists()
    second = ExclusiveLock(path)
    opened = iter([stale])
    real_open = second._open
    second._open = lambda: next(opened, None) or real_open()  # type: ignore[method-assign]
    second.acquire()
    try:
        assert path.is_file() and f"pid {os.getpid()} " in path.read_text()
        with pytest.raises(LockHeld):
            ExclusiveLock(path).acquire()
    finally:
        second.release()
    assert not path.exists()

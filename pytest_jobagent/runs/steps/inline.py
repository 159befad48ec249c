"""Runs a generated (or repaired) test's source in this process, in a browser context of its own: what
`pytest file.py` would do with pytest-playwright's `page`, without starting pytest and a browser again. Its report
reads like pytest's short traceback (`file.py:N: in test_x`, `E   Error: ...`), which the repair reads.

Only a test that asks for nothing but `page` runs here (what pytest-jobagent generates); `runnable` says so, and the
caller runs any other in a pytest subprocess (testcode.run_script)."""

from __future__ import annotations

import ast
import contextlib
import inspect
import os
import traceback
from collections.abc import Callable, Iterator
from typing import Any

from playwright.sync_api import Browser

from pytest_jobagent.runs.testcode import environment

PLAYWRIGHT_TIMEOUT_MS = 30_000  # Playwright's own default for actions and navigations, as a user's run has it


def runnable(source: str) -> bool:
    """The source parses and each of its test functions takes `page` alone."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return False
    tests = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test")]
    return bool(tests) and all([a.arg for a in t.args.args] == ["page"] and not t.args.kwonlyargs for t in tests)


@contextlib.contextmanager
def _environment(values: dict[str, str]) -> Iterator[None]:
    saved = {k: os.environ.get(k) for k in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def _report(exc: BaseException, filename: str) -> str:
    """pytest's --tb=short, as far as the repair reads it: the test file's frames, then the error's lines."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == filename]
    lines = [f"{filename}:{f.lineno}: in {f.name}\n    {f.line}" for f in frames]
    kind = type(exc)
    name = kind.__qualname__ if kind.__module__ == "builtins" else f"{kind.__module__}.{kind.__qualname__}"
    message = f"{name}: {exc}".rstrip()  # as pytest's ExceptionInfo.exconly() words it
    lines += [f"E   {line}" for line in message.splitlines()]
    return "\n".join(lines)


def run_inline(source: str, filename: str, base_url: str, browser: Browser, *, timeout_ms: int = PLAYWRIGHT_TIMEOUT_MS,
               context_args: dict[str, Any] | None = None) -> tuple[bool, str]:
    """Run the source's test functions, each with a page of a fresh context (timeouts `timeout_ms`); whether all
    passed, and the report (one line a test that passed, pytest's short traceback for one that failed)."""
    code = compile(source, filename, "exec")
    namespace: dict[str, Any] = {"__name__": filename.removesuffix(".py"), "__file__": filename}
    report: list[str] = []
    ok = True
    with _environment(environment(base_url)):
        try:
            exec(code, namespace)  # noqa: S102 - the test pytest-jobagent wrote, run as pytest would import it
        except Exception as exc:  # noqa: BLE001 - an import that fails is the test's failure, reported as such
            return False, f"ERROR collecting {filename}\n{_report(exc, filename)}"
        tests: list[tuple[str, Callable[..., Any]]] = [
            (name, fn) for name, fn in namespace.items()
            if name.startswith("test") and inspect.isfunction(fn) and fn.__module__ == namespace["__name__"]]
        for name, test in tests:
            # on the wall clock, not the run's (pageclock.py): the test runs as the user's pytest-playwright runs it,
            # where nothing moves a paused clock (its auto-waits would never see a debounce or a latency come due),
            # and a test that installs a clock of its own would fail on a second one
            context = browser.new_context(**(context_args or {}))
            context.set_default_timeout(timeout_ms)
            try:
                test(context.new_page())
                report.append(f"{filename}::{name} PASSED")
            except Exception as exc:  # noqa: BLE001 - an assertion or a Playwright error: the test failed
                ok = False
                report.append(f"{filename}::{name} FAILED\n{_report(exc, filename)}")
            finally:
                context.close()
    return ok, "\n".join(report)

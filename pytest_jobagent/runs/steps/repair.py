"""Repair mode of `run: steps`: read a test this package generated, run it to find its first failing action, replay
it step by step healing broken selectors by the element signatures it carries, hand a step the replay cannot finish
to the agent, and write the repaired test with its diff."""

from __future__ import annotations

import ast
import difflib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page
from pydantic import BaseModel, Field, ValidationError

from pytest_jobagent.browser import ElementSignature, check_selector, find_by_signature, observe
from pytest_jobagent.browser.selectors import split_outside
from pytest_jobagent.errors import JobagentError
from pytest_jobagent.events import EventBus
from pytest_jobagent.runs.testcode import ELEMENT, NEW_PAGE, POPUP

from .acting import execute
from .memory import JourneyMemory
from .result import RepairReport, StepResult
from .retry import RetryStats
from .tools import Command

STEP = re.compile(r"#\s*step\s+(\d+):\s*(.*?)\s*(?:\((\w+)\))?\s*$")
NAME = re.compile(r"from the steps scenario (['\"])(.*?)\1")


class ScriptUnreadable(JobagentError, ValueError):
    """A statement repair cannot read back into a command (the script was edited by hand, or is not ours)."""

    def __init__(self, path: str, line: int, detail: str):
        super().__init__(f"{path}:{line}: {detail}; repair reads the tests `run: steps` generates (regenerate it, "
                         "or fix this line by hand)")
        self.line = line


class PlannedCommand(BaseModel):
    """One action of the script: the command, its source line and the signature of its element (when written)."""

    command: Command
    line: int
    source: str
    signature: ElementSignature | None = None


class ScriptStep(BaseModel):
    index: int
    text: str
    status: str = "complete"
    line: int
    commands: list[PlannedCommand] = Field(default_factory=list)


class Check(BaseModel):
    """A saved value the test checks at its end: the element, the text it must show, its signature."""

    selector: str
    value: str
    line: int
    signature: ElementSignature | None = None


class ParsedScript(BaseModel):
    name: str
    origin: str = ""
    start: str = "/"
    steps: list[ScriptStep] = Field(default_factory=list)
    checks: list[Check] = Field(default_factory=list)
    files: dict[str, str] = Field(default_factory=dict, description="name -> default path of the FILES table")
    overlays: list[str] = Field(default_factory=list, description="controls of `close_overlays(page, ...)`")
    body: tuple[int, int] = (0, 0)  # first and last line of the test function

    def where(self, line: int) -> str:
        """What the script does at `line`: the step and the action, for a report."""
        for step in self.steps:
            for planned in step.commands:
                if planned.line == line:
                    return f"line {line}, step {step.index} ({step.text}): {planned.source}"
        for check in self.checks:
            if check.line == line:
                return f"line {line}, the check that {check.selector!r} shows {check.value!r}"
        return f"line {line}"


def _literal(node: ast.expr, path: str) -> str:
    try:
        value = ast.literal_eval(node)
    except ValueError:
        raise ScriptUnreadable(path, node.lineno, f"expected a literal, found `{ast.unparse(node)}`") from None
    return str(value)


def _locator(node: ast.expr) -> ast.expr | None:
    """The selector argument of `page.locator(SEL)` or `page.locator(SEL).first`, else None."""
    if isinstance(node, ast.Attribute) and node.attr == "first":
        node = node.value
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "locator"
            and isinstance(node.func.value, ast.Name) and node.func.value.id == "page" and len(node.args) == 1):
        return node.args[0]
    return None


def _command(call: ast.Call, path: str) -> Command | None:
    """The command a generated statement performs; None for waits; ScriptUnreadable for anything else."""
    func, args = call.func, call.args
    lit = lambda node: _literal(node, path)  # noqa: E731
    if isinstance(func, ast.Name) and func.id in ("choose", "attach") and len(args) == 3:
        if func.id == "choose":
            return Command(action="select", selector=lit(args[1]), value=lit(args[2]))
        files = args[2]
        if isinstance(files, ast.Subscript) and isinstance(files.value, ast.Name) and files.value.id == "FILES":
            return Command(action="upload", selector=lit(args[1]), value=lit(files.slice))
    if isinstance(func, ast.Attribute):
        target, method = func.value, func.attr
        selector = _locator(target)
        if selector is not None:
            simple = {"click": "click", "check": "check", "uncheck": "uncheck", "fill": "type", "press": "press"}
            if method in simple:
                value = lit(args[0]) if args else ""
                return Command(action=simple[method], selector=lit(selector), value=value)
        if method == "wait_for_url" and ast.unparse(target).endswith(".element_handle().content_frame()"):
            return None  # the wait for a frame's navigation (testcode._frame_wait)
        if isinstance(target, ast.Name) and target.id == "page":
            if method == "wait_for_load_state":
                return None
            if method == "go_back":
                return Command(action="go_back")
            if method == "goto" and args:
                arg = args[0]
                if isinstance(arg, ast.BinOp) and isinstance(arg.left, ast.Name) and arg.left.id == "BASE_URL":
                    return Command(action="navigate", value=lit(arg.right))
                return Command(action="navigate", value=lit(arg))
        if ast.unparse(target) == "page.keyboard" and method == "press":
            return Command(action="press", value=lit(args[0]) if args else "Enter")
        if ast.unparse(target) == "page.mouse" and method == "wheel":
            return Command(action="scroll", value="down")
    raise ScriptUnreadable(path, call.lineno, f"`{ast.unparse(call)}` is not a command pytest-jobagent generates")


def _check(node: ast.stmt, path: str) -> Check | None:
    """`expect(page.locator(S).first).to_have_text(V, ...)`, or the older `assert ' '.join(...inner_text()...) == V`."""
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
        call = node.value
        if (isinstance(call.func, ast.Attribute) and call.func.attr == "to_have_text"
                and isinstance(call.func.value, ast.Call) and ast.unparse(call.func.value.func) == "expect"):
            selector = _locator(call.func.value.args[0]) if call.func.value.args else None
            if selector is not None and call.args:
                return Check(selector=_literal(selector, path), value=_literal(call.args[0], path), line=node.lineno)
    if isinstance(node, ast.Assert) and isinstance(node.test, ast.Compare) and len(node.test.comparators) == 1:
        found = [sel for n in ast.walk(node.test.left) if isinstance(n, ast.expr) and (sel := _locator(n)) is not None]
        if found:
            selector = found[0]
            return Check(selector=_literal(selector, path), value=_literal(node.test.comparators[0], path),
                         line=node.lineno)
    return None


def _files(tree: ast.Module, path: str) -> dict[str, str]:
    """FILES = {'resume': os.environ.get('STEPS_FILE_RESUME', '/path'), ...} -> {'resume': '/path'}."""
    for node in tree.body:
        if (isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "FILES" for t in node.targets)
                and isinstance(node.value, ast.Dict)):
            out = {}
            for key, value in zip(node.value.keys, node.value.values, strict=True):
                default = value.args[-1] if isinstance(value, ast.Call) and value.args else value
                if key is not None:
                    out[_literal(key, path)] = _literal(default, path)
            return out
    return {}


def _origin(tree: ast.Module) -> str:
    """The origin the script was made on: `BASE_URL = base_url('http://...')`, or in older scripts
    `BASE_URL = os.environ.get("STEPS_BASE_URL", 'http://...')`."""
    for node in tree.body:
        if (isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "BASE_URL" for t in node.targets)
                and isinstance(node.value, ast.Call) and node.value.args):
            try:
                return str(ast.literal_eval(node.value.args[-1]))
            except ValueError:
                return ""
    return ""


def parse_script(source: str, path: str = "<script>") -> ParsedScript:
    """The steps, commands, element signatures and checks of a generated test. Pure."""
    try:
        tree = ast.parse(source)
    except SyntaxError as exc:
        raise ScriptUnreadable(path, exc.lineno or 0, f"not valid Python ({exc.msg})") from None
    tests = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")]
    if len(tests) != 1:
        raise ScriptUnreadable(path, 1, f"expected one test function, found {len(tests)}")
    test = tests[0]
    doc = ast.get_docstring(tree) or ""
    named = NAME.search(doc)
    lines = source.splitlines()
    script = ParsedScript(name=named.group(2) if named else test.name.removeprefix("test_").replace("_", " "),
                          origin=_origin(tree), files=_files(tree, path),
                          body=(test.lineno, test.end_lineno or test.lineno))
    previous = test.body[0].lineno if test.body else test.lineno
    for stmt in test.body:
        comments = [(n, lines[n - 1].strip()) for n in range(previous, stmt.lineno) if lines[n - 1].strip().startswith("#")]
        previous = (stmt.end_lineno or stmt.lineno) + 1
        signature = None
        for number, text in comments:
            step = STEP.match(text)
            if step:
                script.steps.append(ScriptStep(index=int(step.group(1)), text=step.group(2),
                                               status=step.group(3) or "complete", line=number))
            elif text.startswith(ELEMENT.strip()):
                try:
                    signature = ElementSignature.model_validate(json.loads(text.split(":", 1)[1]))
                except (ValueError, ValidationError):
                    raise ScriptUnreadable(path, number, "the element comment is not a signature") from None
        check = _check(stmt, path)
        if check is not None:
            check.signature = signature
            script.checks.append(check)
            continue
        if isinstance(stmt, ast.Assign) and ast.unparse(stmt) == NEW_PAGE:
            continue  # the popup the previous command opened (testcode.POPUP)
        if (isinstance(stmt, ast.With) and len(stmt.items) == 1 and len(stmt.body) == 1
                and ast.unparse(stmt.items[0]) == POPUP.removeprefix("with ").rstrip(":")):
            stmt = stmt.body[0]  # the command that opens it
        if not (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)):
            raise ScriptUnreadable(path, stmt.lineno, f"`{ast.unparse(stmt)}` is not a command pytest-jobagent generates")
        call = stmt.value
        if isinstance(call.func, ast.Name) and call.func.id == "close_overlays":  # a setup line, not an action
            script.overlays += [_literal(a, path) for a in call.args[1:]]
            continue
        command = _command(call, path)
        if command is None:
            continue
        if not script.steps:  # the start page, before the first step
            if command.action == "navigate":
                script.start = command.value
                continue
            raise ScriptUnreadable(path, stmt.lineno, "an action before the first `# step N:` comment")
        script.steps[-1].commands.append(PlannedCommand(command=command, line=stmt.lineno, signature=signature,
                                                        source=ast.unparse(stmt)))
    return script


def failing_line(output: str, filename: str, body: tuple[int, int]) -> int | None:
    """The line of the test function where a failed run stopped, from pytest's traceback (`file.py:N: in test_`)."""
    hits = [int(m) for m in re.findall(rf"{re.escape(filename)}:(\d+):", output)]
    inside = [n for n in hits if body[0] <= n <= body[1]]
    return inside[-1] if inside else None


def first_error(output: str) -> str:
    """The first `E   ...` line of pytest's failure report."""
    for line in output.splitlines():
        if line.startswith("E "):
            return line[1:].strip()
    return ""


@dataclass
class ScriptReplay:
    """The orchestrator's replay hook: runs a step's recorded actions, healing a missing element by its signature;
    returns False at the first action that still fails, leaving the step (and its record) for the agent."""

    page: Page
    script: ParsedScript
    report: RepairReport
    memory: JourneyMemory
    files: dict[str, str] = field(default_factory=dict)
    events: EventBus | None = None
    stats: RetryStats = field(default_factory=RetryStats)

    def __call__(self, index: int, step: StepResult) -> bool:
        plan = self.script.steps[index].commands if index < len(self.script.steps) else []
        for planned in plan:
            command = planned.command
            outcome, record, info = execute(self.page, command, self.files, self.stats, planned.signature)
            step.commands.append(record)
            used, label = record.selector, record.describe()
            healed = bool(info.get("selector"))
            if healed:
                self.report.healed_by_signature += 1
                label += f" (healed by signature at {info.get('level')}; the script had {command.selector!r})"
            elif outcome.success:
                self.report.replayed += 1
            self.memory.record(step.index, 0, "command", "replayed " + label
                               + ("" if outcome.success else f": {(outcome.error or '')[:120]}"), outcome.success)
            if self.events is not None:
                self.events.emit("action", step=step.index, action_kind=command.action, target=used or command.value,
                                 success=outcome.success, error=outcome.error, retried=bool(info.get("retried")),
                                 replayed=True, healed=healed)
            if not outcome.success:
                self.report.agent_steps += 1
                return False
        step.status, step.reason = "complete", "replayed from the script"
        return True


def verify_checks(page: Page, checks: list[Check]) -> tuple[list[Check], list[str], int]:
    """Each check against the page now; a check whose element is gone is healed by its signature. Returns the
    checks (with fresh selectors), the ones that fail, described, and how many were healed."""
    out, failed, healed = [], [], 0
    for check in checks:
        if page.locator(check.selector).count() == 0:
            fresh = _heal_check(page, check)
            if fresh is not None:
                check = check.model_copy(update={"selector": fresh})
                healed += 1
        out.append(check)
        try:
            text = " ".join(page.locator(check.selector).first.inner_text(timeout=5000).split())
        except PlaywrightError as exc:
            failed.append(f"line {check.line}: {check.selector!r} not found ({str(exc).splitlines()[0]})")
            continue
        if text != check.value:
            failed.append(f"line {check.line}: {check.selector!r} shows {text!r}, not {check.value!r}")
    return out, failed, healed


def _heal_check(page: Page, check: Check) -> str | None:
    """A fresh selector for a check's element: its signature's unique match; else, as a check only reads, the first
    candidate (the cascade's ambiguous levels, then the selector without its leading parts) whose first element
    shows the value (the same title in a list and in a details pane)."""
    candidates = []
    if check.signature is not None:
        observe(page)
        match = find_by_signature(page, check.signature, check.selector)
        if match.found and match.selector:
            return match.selector
        candidates = [a.selector for a in match.attempts if a.count > 1]
    # a test written before signatures: the selector without its leading parts (an ancestor's id that changed)
    candidates += shorter_selectors(check.selector)
    for selector in candidates:
        if not check_selector(page, selector).valid or page.locator(selector).count() == 0:
            continue
        try:
            text = page.locator(selector).first.inner_text(timeout=2000)
        except PlaywrightError:
            continue
        if " ".join(text.split()) == check.value:
            return selector
    return None


def shorter_selectors(selector: str) -> list[str]:
    """'#main .card a[href="/x"]' -> ['.card a[href="/x"]', 'a[href="/x"]']: its descendant parts dropped from the
    left (spaces inside brackets, quotes and parentheses do not split). Only plain CSS: engines (role=, text=) and
    other combinators are left alone. Pure."""
    if "=" in selector.split("[", 1)[0] or any(c in selector for c in ">+~"):
        return []
    parts = split_outside(selector.strip(), " ")
    return [" ".join(parts[i:]) for i in range(1, len(parts))]


def unified_diff(before: str, after: str, path: str) -> tuple[str, int]:
    """The diff of the repaired test against the original, and how many lines it changes."""
    lines = list(difflib.unified_diff(before.splitlines(keepends=True), after.splitlines(keepends=True),
                                      fromfile=path, tofile=f"{path} (repaired)"))
    changed = sum(1 for line in lines if line[:1] in "+-" and not line.startswith(("+++", "---")))
    return "".join(lines), changed


def script_path(repair: str, scenario_dir: Path) -> Path:
    return (Path(scenario_dir) / repair).resolve()

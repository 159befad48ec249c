"""The orchestrator's tools: a registry whose descriptions are generated into the prompt (adding a tool needs no
prompt edit), and the browser commands the agent batches (click, type, select, check, press, navigate, ...)."""

from __future__ import annotations

import base64
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, Field

from pytest_jobagent.browser import actions, check_selector
from pytest_jobagent.browser.labelled import value_of_label

MAX_SCREENSHOTS = 10


# ---- browser commands ------------------------------------------------------------------------------------------
CommandName = Literal["click", "type", "select", "check", "uncheck", "upload", "press", "navigate", "scroll",
                      "go_back"]
COMMAND_HELP = {
    "click": "click the element (selector)",
    "type": "replace the text of a field (selector, value)",
    "select": "choose the option labelled value in a dropdown (selector, value)",
    "check": "check a checkbox or choose a radio (selector)",
    "uncheck": "uncheck a checkbox (selector)",
    "upload": "attach a file to a file field or an upload button (selector, value: a name from 'Files')",
    "press": "press a key (value, e.g. Enter) in the element (selector) or the page",
    "navigate": "open a path or URL (value)",
    "scroll": "scroll down (or value: up, top, bottom)",
    "go_back": "go back one page",
}


class Command(BaseModel):
    """One browser command."""

    action: CommandName
    selector: str = Field("", description='copy exactly from [KIND: "selector"]; empty for navigate/scroll/go_back')
    value: str = Field("", description="text to type, option label, key, or path")


SCROLL_DIRECTIONS: tuple[Literal["down", "up", "bottom", "top"], ...] = ("down", "up", "bottom", "top")


def run_command(page: Any, command: Command, selector: str | None = None,
                files: dict[str, str] | None = None) -> actions.ActionResult:
    """Run one browser command; an upload's value names one of the scenario's `files` (never a path)."""
    sel = command.selector if selector is None else selector
    a, value = command.action, command.value
    if a == "upload":
        known = files or {}
        if value not in known:
            return actions.ActionResult(
                action="upload", target=sel, value=value, success=False, url_before=page.url, url_after=page.url,
                url_changed=False, error=f"no file named {value!r}; files you may upload: {', '.join(known) or 'none'}"
                + ("" if known else " (the scenario gives them under `files:`)"))
        return actions.upload(page, sel, known[value])
    if a == "click":
        return actions.click(page, sel)
    if a == "type":
        return actions.type_text(page, sel, value)
    if a == "select":
        return actions.select(page, sel, value)
    if a in ("check", "uncheck"):
        return actions.check(page, sel, a == "check")
    if a == "press":
        return _press(page, sel, value or "Enter")
    if a == "navigate":
        target = value or sel
        if target.startswith("/"):
            base = page.url.split("/", 3)
            target = "/".join(base[:3]) + target
        return actions.navigate(page, target)
    if a == "scroll":
        return actions.scroll(page, sel or None, next((d for d in SCROLL_DIRECTIONS if d == value), "down"))
    return actions.go_back(page)


def _press(page: Any, selector: str, key: str) -> actions.ActionResult:
    def body() -> None:
        if selector:
            actions.resolve(page, selector).press(key)
        else:
            page.keyboard.press(key)

    return actions._perform(page, "type", selector or None, key, body, capture_dom=False, settle=None,
                            budget=actions.DEFAULT_BUDGET)


# ---- information tools -----------------------------------------------------------------------------------------
@dataclass
class ToolContext:
    """What a tool may use: the page, the journey memory, counters."""

    page: Any
    memory: Any
    screenshots: list[bytes] = field(default_factory=list)
    max_screenshots: int = MAX_SCREENSHOTS
    last_results: list[Any] = field(default_factory=list)
    extractions: list[tuple[str, str]] = field(default_factory=list)
    attach: Callable[[str, Any], None] | None = None


@dataclass
class Tool:
    name: str
    description: str
    params: dict[str, str]
    run: Callable[..., str]

    def signature(self) -> str:
        args = ", ".join(f"{k}: {v}" for k, v in self.params.items())
        return f"- {self.name}({args}): {self.description}"


class ToolRequest(BaseModel):
    """A call of one of the tools listed in the prompt."""

    name: str
    args: dict[str, str] = Field(default_factory=dict)


REGISTRY: dict[str, Tool] = {}


def tool(name: str, description: str, /, **params: str) -> Callable[[Callable[..., str]], Callable[..., str]]:
    """Register a tool; its line in the prompt is generated from name, params and description."""
    def register(fn: Callable[..., str]) -> Callable[..., str]:
        REGISTRY[name] = Tool(name, description, params, fn)
        return fn
    return register


def describe_tools() -> str:
    return "\n".join(t.signature() for t in REGISTRY.values())


def describe_commands() -> str:
    return "\n".join(f"- {k}: {v}" for k, v in COMMAND_HELP.items())


def run_tool(ctx: ToolContext, request: ToolRequest) -> str:
    found = REGISTRY.get(request.name)
    if found is None:
        return f"unknown tool {request.name!r}; tools are: {', '.join(REGISTRY)}"
    unknown = [k for k in request.args if k not in found.params]
    if unknown:
        return f"{request.name}: unknown argument(s) {unknown}; arguments are {list(found.params)}"
    try:
        return found.run(ctx, **request.args)
    except Exception as exc:  # noqa: BLE001 - a tool failure is a message for the agent, never a crash
        return f"{request.name} failed: {exc}"


@tool("inspect_page", "a fresh serialization of the current page (elements with selectors, text)")
def _inspect(ctx: ToolContext) -> str:
    return actions.observe(ctx.page).dom_after or "(empty page)"


@tool("take_screenshot", f"a screenshot of the page, attached to the report (at most {MAX_SCREENSHOTS} per run)")
def _screenshot(ctx: ToolContext) -> str:
    if len(ctx.screenshots) >= ctx.max_screenshots:
        return f"screenshot limit reached ({ctx.max_screenshots} per run); use inspect_page instead"
    shot = ctx.page.screenshot(type="png")
    ctx.screenshots.append(shot)
    if ctx.attach is not None:
        ctx.attach(f"screenshot-{len(ctx.screenshots)}.png", base64.b64encode(shot).decode())
    return f"screenshot {len(ctx.screenshots)} taken ({len(shot)} bytes, attached to the report)"


@tool("recall_history", "older history entries than the 5 always shown", max_steps="int")
def _recall(ctx: ToolContext, max_steps: str = "20") -> str:
    return ctx.memory.recall(int(max_steps))


@tool("extract_data", "save the text (or field value) of an element under a name, for later steps; or, with "
      "label instead of selector, the value written beside that label on the page (Company: ..., dt/dd, a table row)",
      name="str", selector="str", label="str")
def _extract(ctx: ToolContext, name: str, selector: str = "", label: str = "") -> str:
    if label and not selector:
        found, value, whole = value_of_label(ctx.page, label)
        if found is None:
            return f"extract_data: no value beside a label {label!r} on the page"
        ctx.memory.extract(name, value)
        ctx.extractions.append((found, whole))  # the script checks the element's whole text
        return f"saved {name} = {value!r} (beside {label!r})"
    check = check_selector(ctx.page, selector)
    if not check.valid or check.count != 1:
        return f"extract_data: {selector!r} matches {check.count} elements; give a selector of exactly one"
    element = ctx.page.locator(selector)
    tag = element.evaluate("e => e.localName")
    value = element.input_value() if tag in ("input", "textarea", "select") else element.inner_text()
    value = " ".join(value.split())
    ctx.memory.extract(name, value)
    ctx.extractions.append((selector, value))
    return f"saved {name} = {value!r}"


@tool("check_page_ready", "whether the page has settled (no pending requests, DOM quiet) and its URL and title")
def _ready(ctx: ToolContext) -> str:
    from pytest_jobagent.browser import wait_for_settle

    report = wait_for_settle(ctx.page)
    return f"settled={report.settled} url={ctx.page.url} title={ctx.page.title()!r}"


@tool("verify_action_result", "what the last commands did: success, errors, URL change, DOM changes")
def _verify(ctx: ToolContext) -> str:
    if not ctx.last_results:
        return "no commands ran yet in this step"
    return "\n".join(f"{r.action} {r.target or ''}: {r.for_model(with_dom=False)}" for r in ctx.last_results)

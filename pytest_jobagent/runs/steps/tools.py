"""The orchestrator's tools: a registry whose descriptions are generated into the prompt (adding a tool needs no
prompt edit), and the browser commands the agent batches (click, type, select, check, press, navigate, ...).

Per iteration at most MAX_TOOL_CALLS tools run (the rest are refused with a result saying so); a read-only tool asked
again with the same arguments on an unchanged page gets its cached result (ToolCache), marked as such; a tool's
output may carry images (take_screenshot), which a model that takes images is shown in the next request.
"""

from __future__ import annotations

import base64
import hashlib
import re
import struct
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from playwright.sync_api import Page
from pydantic import BaseModel, Field

from pytest_jobagent.browser import ElementSignature, actions, check_selector
from pytest_jobagent.browser.labelled import value_of_label
from pytest_jobagent.browser.masks import field_mask

from .retry import signature_for

MAX_SCREENSHOTS = 10
MAX_TOOL_CALLS = 3  # per iteration (seed 001: "tool calls, max 3 per iteration")
# form fields are painted over in screenshots of a run that types applicant data (as the report's screenshots)
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


def run_command(page: Page, command: Command, selector: str | None = None,
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
        return actions.press(page, sel, value or "Enter")
    if a == "navigate":
        target = value or sel
        if target.startswith("/"):
            base = page.url.split("/", 3)
            target = "/".join(base[:3]) + target
        return actions.navigate(page, target)
    if a == "scroll":
        return actions.scroll(page, sel or None, next((d for d in SCROLL_DIRECTIONS if d == value), "down"))
    return actions.go_back(page)


# ---- information tools -----------------------------------------------------------------------------------------
@dataclass
class ToolOutput:
    """What one tool call gives the agent: text, images (PNG) for a model that takes them, and how it came."""

    text: str
    images: list[bytes] = field(default_factory=list)
    cached: bool = False
    refused: bool = False


NEW_MARKS = (re.compile(r"(?m)^(\s*)NEW "), re.compile(r" \(\d+ NEW\)"), re.compile(r"(?m) NEW:$"))


def page_state(url: str, dom: str) -> str:
    """A short key of what the agent sees of a page (its URL and serialization, without the NEW marks that only
    say what changed since the previous look): equal keys, unchanged page."""
    lines, count, dialog = NEW_MARKS
    text = dialog.sub(":", count.sub("", lines.sub(r"\1", dom)))
    return hashlib.sha256(f"{url}\n{text}".encode()).hexdigest()[:16]


@dataclass
class ToolCache:
    """Results of read-only tools within one page state: the same tool with the same arguments on an unchanged page
    is answered from here. A new page state (another URL or serialization) or any browser command empties it."""

    state: str = ""
    entries: dict[tuple[str, tuple[tuple[str, str], ...]], tuple[ToolOutput, str]] = field(default_factory=dict)
    hits: int = 0

    def at(self, state: str) -> None:
        """The page state the next tools run on; results of another state are dropped."""
        if state != self.state:
            self.entries.clear()
            self.state = state

    def invalidate(self) -> None:
        """A command ran (or may have run): the page may have changed."""
        self.entries.clear()
        self.state = ""

    @staticmethod
    def key(request: ToolRequest) -> tuple[str, tuple[tuple[str, str], ...]]:
        return request.name, tuple(sorted(request.args.items()))

    def get(self, request: ToolRequest) -> ToolOutput | None:
        found = self.entries.get(self.key(request)) if self.state else None
        if found is None:
            return None
        self.hits += 1
        output, where = found
        return ToolOutput(f"(cached: the page has not changed since {where}) {output.text}", list(output.images),
                          cached=True)

    def put(self, request: ToolRequest, output: ToolOutput, where: str) -> None:
        if self.state:
            self.entries[self.key(request)] = (output, where)


@dataclass
class ToolContext:
    """What a tool may use: the page, the journey memory, counters, the cache of read-only results."""

    page: Page
    memory: Any
    screenshots: list[bytes] = field(default_factory=list)
    max_screenshots: int = MAX_SCREENSHOTS
    last_results: list[Any] = field(default_factory=list)
    extractions: list[tuple[str, str]] = field(default_factory=list)
    signatures: dict[str, ElementSignature] = field(default_factory=dict)  # selector -> signature, of extractions
    attach: Callable[[str, Any], None] | None = None
    vision: bool = False  # the model is shown screenshots as images
    mask_fields: bool = False  # the run types applicant data: screenshots paint form fields over
    cache: ToolCache = field(default_factory=ToolCache)
    max_calls: int = MAX_TOOL_CALLS
    refused: int = 0


@dataclass
class Tool:
    name: str
    description: str
    params: dict[str, str]
    run: Callable[..., str | ToolOutput]
    read_only: bool = False  # reads the page (or what ran) without changing anything: its result may be cached

    def signature(self) -> str:
        args = ", ".join(f"{k}: {v}" for k, v in self.params.items())
        return f"- {self.name}({args}): {self.description}"


class ToolRequest(BaseModel):
    """A call of one of the tools listed in the prompt."""

    name: str
    args: dict[str, str] = Field(default_factory=dict)


REGISTRY: dict[str, Tool] = {}


ToolFunction = Callable[..., "str | ToolOutput"]


def tool(name: str, description: str, /, *, read_only: bool = False,
         **params: str) -> Callable[[ToolFunction], ToolFunction]:
    """Register a tool; its line in the prompt is generated from name, params and description. A `read_only` tool
    changes nothing (not the page, not the memory): within one page state its result is cached."""
    def register(fn: ToolFunction) -> ToolFunction:
        REGISTRY[name] = Tool(name, description, params, fn, read_only)
        return fn
    return register


def describe_tools() -> str:
    return "\n".join(t.signature() for t in REGISTRY.values())


def describe_commands() -> str:
    return "\n".join(f"- {k}: {v}" for k, v in COMMAND_HELP.items())


def run_tool(ctx: ToolContext, request: ToolRequest, where: str = "") -> ToolOutput:
    """Run one tool call; a read-only tool asked again on an unchanged page is answered from the cache. `where` names
    the iteration ("iteration 2 of step 1") for a later cached answer to say since when."""
    found = REGISTRY.get(request.name)
    if found is None:
        return ToolOutput(f"unknown tool {request.name!r}; tools are: {', '.join(REGISTRY)}")
    unknown = [k for k in request.args if k not in found.params]
    if unknown:
        return ToolOutput(f"{request.name}: unknown argument(s) {unknown}; arguments are {list(found.params)}")
    if found.read_only:
        cached = ctx.cache.get(request)
        if cached is not None:
            return cached
    try:
        out = found.run(ctx, **request.args)
    except Exception as exc:  # noqa: BLE001 - a tool failure is a message for the agent, never a crash
        return ToolOutput(f"{request.name} failed: {exc}")
    output = out if isinstance(out, ToolOutput) else ToolOutput(out)
    if found.read_only:
        ctx.cache.put(request, output, where or "it was taken")
    return output


def run_tools(ctx: ToolContext, requests: list[ToolRequest], where: str = "") -> list[ToolOutput]:
    """The tool calls of one iteration: the first `ctx.max_calls` run, each one after is refused with a result
    that says so (the agent sees it next iteration and may ask again)."""
    outputs = []
    for number, request in enumerate(requests, 1):
        if number > ctx.max_calls:
            ctx.refused += 1
            outputs.append(ToolOutput(f"refused: at most {ctx.max_calls} tool calls per iteration and this was call "
                                      f"{number}; ask for it next iteration if you still need it", refused=True))
        else:
            outputs.append(run_tool(ctx, request, where))
    return outputs


@tool("inspect_page", "a fresh serialization of the current page (elements with selectors, text)", read_only=True)
def _inspect(ctx: ToolContext) -> str:
    return actions.observe(ctx.page).dom_after or "(empty page)"


def _yes(value: str) -> bool:
    return value.strip().lower() in ("true", "yes", "1", "on", "full", "full_page")


def png_size(png: bytes) -> tuple[int, int]:
    """Width and height of a PNG (from its header)."""
    if len(png) < 24 or png[:8] != b"\x89PNG\r\n\x1a\n":
        return 0, 0
    width, height = struct.unpack(">II", png[16:24])
    return width, height


@tool("take_screenshot", f"a screenshot of the viewport, or of the whole page with full_page=true; attached to the "
      f"report and, for a model that takes images, shown to you next iteration (at most {MAX_SCREENSHOTS} per run)",
      read_only=True, full_page="bool")
def _screenshot(ctx: ToolContext, full_page: str = "false") -> ToolOutput:
    if len(ctx.screenshots) >= ctx.max_screenshots:
        return ToolOutput(f"screenshot limit reached ({ctx.max_screenshots} per run); use inspect_page instead")
    whole = _yes(full_page)
    shot = ctx.page.screenshot(type="png", full_page=whole, animations="disabled",
                               mask=field_mask(ctx.page, ctx.mask_fields))
    ctx.screenshots.append(shot)
    if ctx.attach is not None:
        ctx.attach(f"screenshot-{len(ctx.screenshots)}.png", base64.b64encode(shot).decode())
    width, height = png_size(shot)
    what = f"screenshot {len(ctx.screenshots)} of the {'whole page' if whole else 'viewport'} ({width}x{height})"
    if ctx.vision:
        return ToolOutput(f"{what}: the image follows this text", [shot])
    return ToolOutput(f"{what} attached to the report (this model is not shown images)")


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
    signature = signature_for(ctx.page, selector)
    if signature is not None:  # what a repair finds the element by when the selector breaks
        ctx.signatures[selector] = signature
    return f"saved {name} = {value!r}"


@tool("check_page_ready", "whether the page has settled (no pending requests, DOM quiet) and its URL and title",
      read_only=True)
def _ready(ctx: ToolContext) -> str:
    from pytest_jobagent.browser import wait_for_settle

    report = wait_for_settle(ctx.page)
    return f"settled={report.settled} url={ctx.page.url} title={ctx.page.title()!r}"


@tool("verify_action_result", "what the last commands did: success, errors, URL change, DOM changes", read_only=True)
def _verify(ctx: ToolContext) -> str:
    if not ctx.last_results:
        return "no commands ran yet in this step"
    return "\n".join(f"{r.action} {r.target or ''}: {r.for_model(with_dom=False)}" for r in ctx.last_results)

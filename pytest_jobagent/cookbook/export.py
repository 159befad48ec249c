"""Export a cookbook as a readable pytest-playwright test file that replays it (values from USER_DATA / FILES)."""

from __future__ import annotations

import re

from pytest_jobagent.browser.scripthelpers import ATTACH, CHOOSE, TICK

from .models import Cookbook, CookbookStep
from .templates import TEMPLATE

HEADER = '''"""Replays cookbook {id} v{version}: task {task!r} on {platform} pages like {pattern!r}.

Exported by pytest-jobagent. Fill USER_DATA and FILES (or the JOBAGENT_* environment variables), point
START_URL at a page of that kind, and run: pytest {{this file}}
"""

import os
import re

from playwright.sync_api import Page, expect

START_URL = os.environ.get("JOBAGENT_START_URL", {start!r})
USER_DATA = {{
{user}
}}
FILES = {{
{files}
}}
'''

HELPERS = CHOOSE + TICK + ATTACH


def _expr(value: str | None) -> str:
    """Python source of a step value: a template becomes USER_DATA[...] / FILES[...], text stays literal."""
    value = value or ""
    parts = []
    pos = 0
    for match in TEMPLATE.finditer(value):
        if match.start() > pos:
            parts.append(repr(value[pos:match.start()]))
        parts.append(f"VALUES[{match.group(1)!r}]")
        pos = match.end()
    if pos < len(value):
        parts.append(repr(value[pos:]))
    if not parts:
        return "''"
    return " + ".join(parts)


def _selector(step: CookbookStep) -> str:
    return _expr(step.selector)


def _line(step: CookbookStep) -> list[str]:
    sel = _selector(step)
    comment = f"    # step {step.order}: {step.description or step.action}"
    if step.action == "type":
        body = [f"    page.locator({sel}).fill({_expr(step.value)})"]
        if step.verification and step.verification.type == "value_equals":
            body.append(f"    expect(page.locator({sel})).to_have_value({_expr(step.verification.value)})")
    elif step.action == "select":
        body = [f"    choose(page, {sel}, {_expr(step.value)})"]
    elif step.action == "check":
        body = [f"    tick(page, {sel}, {(step.value or 'true').lower() != 'false'})"]
    elif step.action == "upload":
        body = [f"    attach(page, {sel}, {_expr(step.value)})"]
    elif step.action == "click":
        body = [f"    page.locator({sel}).click()"]
    elif step.action == "navigate":
        body = [f"    page.goto({_expr(step.value)})"]
    else:
        body = ["    page.wait_for_load_state()"]
    if step.when is not None:  # a step behind a choice: only when this applicant makes it
        choice, equals = _expr(step.when.choice), repr(step.when.equals.casefold())
        return [comment, f"    if {choice}.strip().casefold() == {equals}:", *("    " + line for line in body)]
    return [comment, *body]


def export_pytest(cookbook: Cookbook, *, start_url: str = "", confirmation: str | None = None) -> str:
    """The source of a test module replaying the cookbook; variables become keys of USER_DATA and FILES."""
    uploads = {v for s in cookbook.steps if s.action == "upload" for v in TEMPLATE.findall(s.value or "")}
    fields = [v for v in cookbook.variables if v not in uploads]
    env = lambda name: "JOBAGENT_" + re.sub(r"\W", "_", name).upper()  # noqa: E731
    user = "\n".join(f"    {n!r}: os.environ.get({env(n)!r}, ''),".rstrip() for n in fields)
    files = "\n".join(f"    {n!r}: os.environ.get({env('file_' + n)!r}, ''),".rstrip() for n in sorted(uploads))
    source = HEADER.format(id=cookbook.id, version=cookbook.version, task=cookbook.task_pattern,
                           platform=cookbook.platform or "generic", pattern=cookbook.url_pattern, start=start_url,
                           user=user, files=files)
    source += "VALUES = {**USER_DATA, **FILES}\n" + HELPERS
    source += "\n\ndef test_replay_cookbook(page: Page) -> None:\n    page.goto(START_URL)\n"
    for step in cookbook.steps:
        source += "\n".join(_line(step)) + "\n"
    if confirmation:
        source += f"    expect(page.get_by_text(re.compile({confirmation!r}, re.I)).first).to_be_visible()\n"
    return source

"""Allure reporting of scenario runs: title, labels, attachments, one step per run phase, and (AllureDetail)
one step per agent turn, action and model call with screenshots and transcripts."""

from __future__ import annotations

import base64
import json
import re
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import allure
import pytest
from allure_commons._allure import StepContext

from .screenshots import Screenshots


def describe_scenario(name: str, run: str, site: str, source: str, tags: list[str], description: str | None,
                      folder: str = "scenarios") -> None:
    """Title, labels and the scenario source of the current test; suites follow the scenario's folder, then its run
    kind and its site."""
    allure.dynamic.title(name)
    allure.dynamic.parent_suite(folder)
    allure.dynamic.suite(run)
    allure.dynamic.sub_suite(site)
    allure.dynamic.label("run", run)
    allure.dynamic.label("site", site)
    if run not in tags:  # the scenario's tags are pytest markers, which allure-pytest already lists as tags
        allure.dynamic.tag(run)
    if description:
        allure.dynamic.description(description)
    allure.attach(source, name="scenario.yaml", attachment_type=allure.attachment_type.YAML)


def attach_json(name: str, data: Any) -> None:
    allure.attach(json.dumps(data, indent=2, default=str), name=name, attachment_type=allure.attachment_type.JSON)


def attach_text(name: str, text: str) -> None:
    allure.attach(text, name=name, attachment_type=allure.attachment_type.TEXT)


class AllureSteps:
    """Event-bus listener: the scenario's title, labels and source; each run phase an Allure step, closed with
    the phase's outcome; `attachment` events as attachments."""

    def __init__(self) -> None:
        self._open: list[StepContext] = []
        self._runs: list[int] = []  # steps open when each run started (a repeated scenario's runs sit in a step)

    def __call__(self, kind: str, data: dict[str, Any]) -> None:
        if kind == "run_started" and "name" in data:
            self._runs.append(len(self._open))
            describe_scenario(data["name"], data["run"], data["site"], data.get("source", ""),
                              data.get("tags", []), data.get("description"), data.get("folder") or "scenarios")
        elif kind == "run_finished":
            self.close(self._runs.pop() if self._runs else 0)
        elif kind == "phase_started":
            params = {k: str(v) for k, v in data.items() if k not in ("phase", "ts")}
            step = StepContext(data["phase"], params)
            step.__enter__()
            self._open.append(step)
        elif kind == "phase_finished" and self._open:
            step = self._open.pop()
            error = data.get("error")
            if error is not None:
                step.__exit__(type(error), error, error.__traceback__)
            else:
                step.__exit__(None, None, None)
        elif kind == "attachment":
            if data.get("encoding") == "base64" and str(data.get("name", "")).endswith(".png"):
                allure.attach(base64.b64decode(str(data.get("body", ""))), name=data["name"],
                              attachment_type=allure.attachment_type.PNG)
            elif isinstance(data.get("body"), (dict, list)):
                attach_json(data["name"], data["body"])
            else:
                attach_text(data["name"], str(data.get("body", "")))

    def close(self, depth: int = 0) -> None:
        """Close steps left open by an interrupted run (down to `depth`) so the result file stays valid."""
        while len(self._open) > depth:
            self._open.pop().__exit__(*sys.exc_info())


# Allure has no API for these two files: they are written into the results folder at session end.
CATEGORIES = [
    {"name": "Invalid scenario", "matchedStatuses": ["failed", "broken"],
     "messageRegex": r"(?s).*(invalid scenario|invalid YAML|a scenario must be a mapping).*"},
    {"name": "Cassette missing", "matchedStatuses": ["failed", "broken"], "messageRegex": r"(?s).*(no cassette at|[Cc]assette.*(missing|not found)).*"},
    {"name": "Cassette drift", "matchedStatuses": ["failed", "broken"], "messageRegex": r"(?s).*(drift|not in the cassette).*"},
    {"name": "Selector drift", "matchedStatuses": ["failed", "broken"], "messageRegex": r"(?s).*(no element matches|matches \d+ elements).*"},
    {"name": "Model error", "matchedStatuses": ["failed", "broken"], "messageRegex": r"(?s).*(LLM|model) (error|endpoint|reply).*"},
    {"name": "Site error", "matchedStatuses": ["failed", "broken"], "messageRegex": r"(?s).*(site '.*' not found|net::ERR_|HTTP [45]\d\d).*"},
    {"name": "Expectation unmet", "matchedStatuses": ["failed"], "messageRegex": r"(?s).*expectation\(s\) unmet.*"},
]


def merged_categories(existing: Any) -> list[dict[str, Any]]:
    """A user's own categories first (Allure matches them in order), then this plugin's that they do not name."""
    own = [c for c in existing if isinstance(c, dict) and c.get("name")] if isinstance(existing, list) else []
    names = {c["name"] for c in own}
    return own + [c for c in CATEGORIES if c["name"] not in names]


def write_session_files(results_dir: Path, environment: dict[str, str]) -> None:
    """environment.properties and categories.json, so the report says what ran where and groups failures; a
    categories.json already in the results (the user's) is merged into, never overwritten."""
    results_dir.mkdir(parents=True, exist_ok=True)
    lines = [f"{key}={str(value).replace(chr(10), ' ')}" for key, value in sorted(environment.items())]
    (results_dir / "environment.properties").write_text("\n".join(lines) + "\n", encoding="utf-8")
    path = results_dir / "categories.json"
    try:
        existing = json.loads(path.read_text(encoding="utf-8")) if path.exists() else []
    except (OSError, ValueError):
        existing = []  # unreadable: ours replace it, as Allure could not have read it either
    path.write_text(json.dumps(merged_categories(existing), indent=2), encoding="utf-8")


ARTIFACT_TYPES = {".zip": allure.attachment_type.ZIP, ".webm": allure.attachment_type.WEBM,
                  ".png": allure.attachment_type.PNG}


def attach_artifact(kind: str, path: Path) -> None:
    """A Playwright artifact (trace, video, screenshot) as an attachment of the current Allure result."""
    if path.is_file():
        allure.attach.file(str(path), name=f"{kind}: {path.name}", attachment_type=ARTIFACT_TYPES.get(path.suffix),
                           extension=path.suffix.lstrip("."))


# ---- in depth: agent turns, actions, model calls, screenshots ---------------------------------------------
SECRET_PATTERNS = [
    re.compile(r"\b(sk|pk|rk)-[A-Za-z0-9_\-]{12,}"),                       # OpenAI-style keys
    re.compile(r"(?i)\b(bearer)\s+[A-Za-z0-9._\-]{12,}"),                  # bearer tokens
    re.compile(r"(?i)(\"?(?:api[_-]?key|authorization|x-api-key|password|secret|token)\"?\s*[:=]\s*\"?)"
               r"[^\s\",}]{4,}"),                                              # key: value pairs
]
REDACTED = "***"


def scrub(text: str, secrets: Iterable[str] = ()) -> str:
    """The text with API keys, bearer tokens, secret-looking key/value pairs and the given literal secrets masked."""
    for secret in secrets:
        if secret and len(secret) >= 4:
            text = text.replace(secret, REDACTED)
    text = SECRET_PATTERNS[0].sub(lambda m: f"{m.group(1)}-{REDACTED}", text)
    text = SECRET_PATTERNS[1].sub(lambda m: f"{m.group(1)} {REDACTED}", text)
    return SECRET_PATTERNS[2].sub(lambda m: f"{m.group(1)}{REDACTED}", text)


class ActionFailed(Exception):
    """Marks the Allure step of an action that did not work (the run itself may recover)."""


def _short(value: Any, limit: int = 80) -> str:
    text = value if isinstance(value, str) else json.dumps(value, default=str)
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _args_line(args: dict[str, Any] | None, limit: int = 90) -> str:
    parts = [f"{k}={_short(v, 40)}" for k, v in (args or {}).items() if v not in (None, "", [], {})]
    return _short(", ".join(parts), limit)


def describe_event(kind: str, data: dict[str, Any]) -> str | None:
    """The one-line title of an agent-level event (also the live progress line), None for other events."""
    step = data.get("step")
    prefix = f"step {step} · " if step is not None else ""
    if kind == "agent_turn":
        tries = f" (attempt {data['attempts']})" if (data.get("attempts") or 1) > 1 else ""
        return f"{prefix}{data.get('agent')} → {data.get('tool')}({_args_line(data.get('args'))}){tries}"
    if kind == "tool_call":
        how = "refused" if data.get("refused") else "cached" if data.get("cached") else "ran"
        images = f", {data['images']} image(s) for the model" if data.get("images") else ""
        return f"{prefix}tool {data.get('tool')}({_args_line(data.get('args'))}) {how}{images}"
    if kind == "tool_overuse":
        return f"{prefix}overuse of {', '.join(data.get('tools') or [])}: the agent is told to change approach"
    if kind == "action":
        what = data.get("action_kind") or data.get("tool") or "action"
        target = data.get("target") or data.get("selector")
        agent = f"{data['agent']}: " if data.get("agent") else ""
        head = f"{prefix}{agent}{what}" + (f" {_short(target, 60)}" if target else "")
        return f"{head} → {outcome_of(data)}"
    if kind == "change_analysis":
        if data.get("skipped"):
            return f"{prefix}change analysis skipped: no visible change"
        return (f"{prefix}change: {data.get('change_type')} ({data.get('element_type') or '-'}) "
                f"on [{data.get('page_type') or '?'}]")
    if kind == "breaker":
        return f"{prefix}circuit breaker {data.get('breaker')}: {_short(data.get('proposed'), 50)} → {_short(data.get('forced'), 50)}"
    if kind == "done":
        verdict = "success" if data.get("success") else f"no success: {_short(data.get('error') or '', 80)}"
        return f"done after {data.get('steps')} steps, {verdict}"
    if kind == "llm_call":
        tokens = (data.get("prompt_tokens") or 0) + (data.get("completion_tokens") or 0)
        retry = " retry" if (data.get("attempt") or 1) > 1 else ""
        problem = f" rejected: {_short(data['problem'], 60)}" if data.get("problem") else ""
        return (f"LLM {data.get('agent')} #{data.get('turn')}{retry} → {data.get('tool') or 'text'} "
                f"({tokens} tokens, ${data.get('cost_usd') or 0:.4f}){problem}")
    if kind.startswith("cookbook_"):
        rest = {k: v for k, v in data.items() if k != "ts"}
        return f"{kind.replace('_', ' ')}: {_args_line(rest, 100)}"
    if kind == "thinking":
        said: dict[str | None, str] = {"approve": "approved", "reject": "rejected", "pause": "asks the user",
                                       "give_up": "gave up"}
        why = data.get("question_for_user") or data.get("missing_pieces") or ""
        return (f"{prefix}ThinkingAgent on {data.get('trigger')} → {said.get(data.get('action'), data.get('action'))}"
                + (f": {_short(why, 100)}" if why else ""))
    if kind == "follow_up":
        return f"{prefix}follow-up ({data.get('source') or 'message'}): {_short(data.get('message') or '', 100)}"
    if kind == "step_finished":
        return (f"step {step} {data.get('status')} after {data.get('iterations')} iteration(s), "
                f"{data.get('llm_calls')} model call(s): {_short(data.get('reason') or '', 80)}")
    if kind == "finish_by_code":
        return f"{prefix}finish by code, no model call: {_short(data.get('reason') or '', 100)}"
    if kind == "jobs_extracted":
        return (f"{prefix}jobs on {data.get('url')}: {data.get('new')} new, {data.get('duplicates')} duplicates, "
                f"{data.get('total')} in total")
    if kind == "prompt_size":
        return (f"large prompt: {data.get('agent')} #{data.get('turn')} sent {data.get('prompt_tokens')} tokens "
                f"(over {data.get('limit')})")
    if kind == "application":
        how = f"cookbook {data.get('cookbook')}" if data.get("mode") == "cookbook" else str(data.get("mode"))
        sent = f"{data.get('submitted')} submission(s)" if data.get("submitted") else "nothing submitted"
        return (f"application to {_short(data.get('job_title') or data.get('job_url') or '', 60)} by {how}: "
                f"{'succeeded' if data.get('success') else 'failed'}, {sent}")
    if kind in ("pause", "resume", "user_message"):
        return f"{kind}: {_short(data.get('question') or data.get('message') or data.get('reason') or '', 100)}"
    return None


def _reflection_params(data: dict[str, Any]) -> dict[str, str]:
    """An agent turn's self-reflection and experiences as parameters of their own (the steps orchestrator's)."""
    params: dict[str, str] = {}
    reflection = data.get("reflection")
    if isinstance(reflection, dict):
        if reflection.get("guidance_for_next"):
            params["reflection: guidance for next"] = _short(reflection["guidance_for_next"], 300)
        if reflection.get("detecting_loop"):
            params["reflection: detecting loop"] = _short(reflection.get("loop_reasoning") or "yes", 300)
    for i, text in enumerate(data.get("experiences") or [], 1):
        new = text in (data.get("learned") or [])
        params[f"experience {i}"] = _short(text, 300) + ("" if new else " (known)")
    return params


def outcome_of(data: dict[str, Any]) -> str:
    """ok / failed: ... / declined: ... for an action event."""
    if data.get("declined"):
        return f"declined: {_short(data.get('reason') or '', 70)}"
    if data.get("success") is False:
        return f"failed: {_short(data.get('error') or 'unknown error', 70)}"
    return "ok" + (" (url changed)" if data.get("url_changed") else "")


STEP_EVENTS = ("agent_turn", "tool_call", "tool_overuse", "action", "change_analysis", "breaker", "done", "llm_call", "pause", "resume",
               "user_message", "thinking", "follow_up", "step_finished", "jobs_extracted", "finish_by_code", "prompt_size",
               "application")


class AllureDetail:
    """Event-bus listener for the agent level: one closed Allure step per event, nested in the open phase step.

    Each step is opened and closed inside one event, so it never outlives the phase step that AllureSteps
    holds. Actions get a screenshot (mode `on`) or feed the failure ring (mode `failure`); model calls attach
    the request and reply when the event carries them (`request`, `reply`), scrubbed of secrets.
    """

    def __init__(self, screenshots: Screenshots | None = None, *, secrets: Iterable[str] = (),
                 history: dict[str, str] | None = None, shown: dict[str, str] | None = None):
        self.screenshots = screenshots or Screenshots("off")
        self.secrets = tuple(s for s in secrets if s)
        self.history = history or {}
        self.shown = shown or {}
        self._actions = 0

    def __call__(self, kind: str, data: dict[str, Any]) -> None:
        if kind == "run_started":
            self._parameters(data)
        elif kind == "run_finished":
            self._finished(data)
        elif kind in STEP_EVENTS or kind.startswith("cookbook_"):
            self._step(kind, data)

    def _parameters(self, data: dict[str, Any]) -> None:
        # site and start are part of the history id: the same scenario aimed at a drift variant is another test
        for name in ("site", "start"):
            if data.get(name):
                allure.dynamic.parameter(name, str(data[name]))
        for name, value in self.history.items():
            allure.dynamic.parameter(name, value)
        for name, value in self.shown.items():
            allure.dynamic.parameter(name, value, excluded=True)

    def _step(self, kind: str, data: dict[str, Any]) -> None:
        title = describe_event(kind, data) or kind
        params = {k: _short(v, 200) for k, v in data.items()
                  if k not in ("ts", "args", "request", "reply", "dom", "reflection", "experiences", "learned")
                  and v not in (None, "")}
        for k, v in (data.get("args") or {}).items():
            params[f"arg.{k}"] = _short(v, 200)
        params.update(_reflection_params(data))
        error: BaseException | None = None
        if kind == "action":
            if data.get("declined"):
                error = pytest.skip.Exception(f"declined: {data.get('reason')}")
            elif data.get("success") is False:
                error = ActionFailed(str(data.get("error") or "the action failed"))
        elif kind == "thinking" and data.get("action") in ("reject", "give_up"):
            error = ActionFailed(f"the ThinkingAgent did not accept: {data.get('missing_pieces') or data.get('action')}")
        step = StepContext(title, params)
        step.__enter__()
        try:
            self._attachments(kind, data)
        finally:
            step.__exit__(type(error) if error else None, error, None)

    def _attachments(self, kind: str, data: dict[str, Any]) -> None:
        if data.get("dom"):
            attach_text("DOM the model saw", scrub(str(data["dom"]), self.secrets))
        if kind == "llm_call":
            if data.get("request") is not None:
                allure.attach(scrub(_transcript(data["request"]), self.secrets), name="request",
                              attachment_type=allure.attachment_type.TEXT)
            if data.get("reply") is not None:
                allure.attach(scrub(json.dumps(data["reply"], indent=2, default=str), self.secrets), name="reply",
                              attachment_type=allure.attachment_type.JSON)
        if kind == "action" and not data.get("declined"):
            self._actions += 1
            shot = self.screenshots.take(f"after action {self._actions}: {describe_event(kind, data)}")
            if shot is not None and self.screenshots.mode == "on":
                allure.attach(shot.png, name="screenshot", attachment_type=allure.attachment_type.PNG)

    def _finished(self, data: dict[str, Any]) -> None:
        stats = data.get("stats")
        if isinstance(stats, dict):
            tokens = (stats.get("prompt_tokens") or 0) + (stats.get("completion_tokens") or 0)
            for name, value in (("llm calls", stats.get("llm_calls")), ("tokens", tokens),
                                ("cost usd", f"{stats.get('cost_usd') or 0:.4f}"), ("steps", stats.get("steps"))):
                allure.dynamic.parameter(name, str(value), excluded=True)
        if data.get("outcome") != "passed":
            for shot in self.screenshots.on_failure():
                allure.attach(shot.png, name=shot.label, attachment_type=allure.attachment_type.PNG)


def _transcript(messages: Any) -> str:
    """Chat messages as readable text: `--- role ---` then the content (tool calls as JSON)."""
    if not isinstance(messages, list):
        return json.dumps(messages, indent=2, default=str)
    out = []
    for message in messages:
        if not isinstance(message, dict):
            out.append(str(message))
            continue
        out.append(f"--- {message.get('role', '?')} ---")
        content = message.get("content")
        if isinstance(content, list):
            content = "\n".join(_part_text(part) for part in content)
        if content:
            out.append(str(content))
        if message.get("tool_calls"):
            out.append(json.dumps(message["tool_calls"], indent=2, default=str))
    return "\n".join(out)


def _part_text(part: Any) -> str:
    """A content part of a message: its text, an image as its reference (requests keep no image data)."""
    if not isinstance(part, dict):
        return str(part)
    if part.get("type") == "image_url":
        return f"[image {(part.get('image_url') or {}).get('url', '')[:60]}]"
    return str(part.get("text", part))

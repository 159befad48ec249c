"""Applicant data kept out of recordings: every `user_data` value and file content becomes its `{{field}}`
placeholder in what is written (model cassettes, HARs, Allure attachments, the events file), and is put back
when a recording is read for replay.

    placeholders = Placeholders.of({"email": "ada@example.com"}, {"resume": "/abs/resume.txt"})
    placeholders.hide('{"to": "ada@example.com"}')      -> '{"to": "{{email}}"}'
    placeholders.fill('{"to": "{{email}}"}')            -> '{"to": "ada@example.com"}'

A value can appear encoded (a form post's `ada%40example.com`, a JSON string's escapes, HTML entities): each
encoding that differs from the value gets a placeholder of its own (`{{email|url}}`), so that filling back gives
exactly the bytes that were recorded and a replayed request matches the recorded one. Text that already held a
placeholder literally (a prompt showing a cookbook's `{{email}}`) is escaped as `{{=email}}` and restored on
fill: hide and fill are exact inverses. Values are matched as whole words (`Ada` is not hidden inside
`Adaptive`). Yes/no answers, values under 3 characters and numbers under 6 digits are left as they are: they
would match options, counts, ids and ports everywhere and say nothing about the applicant.
"""

from __future__ import annotations

import base64
import functools
import html
import json
import re
import urllib.parse
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

MIN_LENGTH = 3
MIN_DIGITS = 6
ANSWER_WORDS = frozenset({"yes", "no", "true", "false", "none", "n/a"})  # answers, not the applicant's data


def _worth_hiding(text: str) -> bool:
    stripped = text.strip()
    if len(stripped) < MIN_LENGTH or stripped.lower() in ANSWER_WORDS:
        return False
    return not (stripped.replace(".", "").replace("-", "").isdigit() and len(stripped) < MIN_DIGITS)


def _encodings(value: str) -> dict[str, str]:
    """The forms a value takes in recorded traffic, by variant name ('' is the value itself)."""
    forms = {
        "": value,
        "url": urllib.parse.quote_plus(value),
        "path": urllib.parse.quote(value, safe=""),
        "json": json.dumps(value)[1:-1],
        "jsonu": json.dumps(value, ensure_ascii=False)[1:-1],
        "html": html.escape(value),
    }
    out: dict[str, str] = {}
    for variant, text in forms.items():
        if text not in out.values():
            out[variant] = text
    return out


def _bounded(literal: str) -> str:
    """A regex for the literal as a whole word where it begins or ends with a word character."""
    pattern = re.escape(literal)
    if re.match(r"\w", literal[0]):
        # a word starts after a non-word character, or right after an escaped line break or tab in JSON text
        # ("...regards,\nAda Lovelace": the n of the escape is no part of the name)
        pattern = r"(?:(?<!\w)|(?<=\\[nrt]))" + pattern
    if re.match(r"\w", literal[-1]):
        pattern += r"(?!\w)"
    return pattern


@dataclass(frozen=True)
class Placeholders:
    """The applicant's values of one scenario and their placeholders; falsy when there is nothing to hide."""

    literals: dict[str, tuple[str, str]] = field(default_factory=dict)  # literal -> (field, variant)

    @classmethod
    def of(cls, user_data: Mapping[str, Any] | None = None, files: Mapping[str, str] | None = None) -> Placeholders:
        """From `user_data` (name -> value, nested mappings as `a.b`) and `files` (name -> existing path)."""
        literals: dict[str, tuple[str, str]] = {}

        def add(name: str, value: str, variants: dict[str, str]) -> None:
            if not _worth_hiding(value):
                return
            for variant, text in variants.items():
                literals.setdefault(text, (name, variant))

        for name, value in _flat(user_data or {}):
            if isinstance(value, bool) or value is None:
                continue
            add(name, str(value), _encodings(str(value)))
        taken = {name for name, _ in literals.values()}
        for name, path in (files or {}).items():
            try:
                content = Path(path).read_bytes()
            except OSError:
                continue
            key = name if name not in taken else f"file_{name}"
            variants = {"base64": base64.b64encode(content).decode("ascii")} if content else {}
            try:
                text = content.decode("utf-8")
            except UnicodeDecodeError:
                text = ""
            if text.strip():
                variants = {**_encodings(text), **variants}
            if content:
                add(key, text or variants["base64"], variants)
        return cls(literals)

    def __bool__(self) -> bool:
        return bool(self.literals)

    @property
    def fields(self) -> list[str]:
        return sorted({name for name, _ in self.literals.values()})

    # ---- text (the patterns are built once per set of values: events hide thousands of strings a run) ----
    @functools.cached_property
    def _placeholder_re(self) -> re.Pattern[str]:
        names = "|".join(re.escape(n) for n in sorted(self.fields, key=len, reverse=True))
        return re.compile(r"\{\{(=*)(" + names + r")(?:\|([a-z0-9]+))?\}\}")

    @functools.cached_property
    def _literal_re(self) -> re.Pattern[str]:
        ordered = sorted(self.literals, key=len, reverse=True)  # an email before the name inside it
        return re.compile("|".join(_bounded(text) for text in ordered))

    def hide(self, text: str) -> str:
        """Values -> placeholders (placeholders already in the text are escaped first)."""
        if not self or not text:
            return text
        text = self._placeholder_re.sub(lambda m: "{{=" + m.group(0)[2:], text)

        def token(match: re.Match[str]) -> str:
            name, variant = self.literals[match.group(0)]
            return "{{" + name + (f"|{variant}" if variant else "") + "}}"

        return self._literal_re.sub(token, text)

    def fill(self, text: str) -> str:
        """Placeholders -> values: the inverse of `hide`."""
        if not self or not text or "{{" not in text:
            return text
        by_key = {(name, variant): literal for literal, (name, variant) in self.literals.items()}

        def value(match: re.Match[str]) -> str:
            escapes, name, variant = match.group(1), match.group(2), match.group(3) or ""
            if escapes:
                return "{{" + escapes[1:] + match.group(0)[2 + len(escapes):]
            return by_key.get((name, variant), match.group(0))

        return self._placeholder_re.sub(value, text)

    # ---- structures (events, cassettes, HARs) ----
    def hide_data(self, data: Any) -> Any:
        return _walk(data, self.hide) if self else data

    def fill_data(self, data: Any) -> Any:
        return _walk(data, self.fill) if self else data

    def listener(self, listener: Any) -> Any:
        """An event listener that hands `listener` each event with the applicant's values hidden (pydantic models
        in the event become their JSON data; exceptions pass as they are)."""

        def hidden(kind: str, data: dict[str, Any]) -> None:
            listener(kind, _walk(data, self.hide, models=True))

        hidden.__name__ = getattr(listener, "__name__", type(listener).__name__)
        return hidden


def _flat(data: Mapping[str, Any], prefix: str = "") -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = []
    for key, value in data.items():
        name = f"{prefix}{key}"
        if isinstance(value, Mapping):
            out += _flat(value, name + ".")
        elif isinstance(value, (list, tuple)):
            out += [(f"{name}.{i}", v) for i, v in enumerate(value)]
        else:
            out.append((name, value))
    return out


def _walk(data: Any, change: Any, *, models: bool = False) -> Any:
    if isinstance(data, str):
        return change(data)
    if isinstance(data, dict):
        return {key: _walk(value, change, models=models) for key, value in data.items()}
    if isinstance(data, list):
        return [_walk(value, change, models=models) for value in data]
    if isinstance(data, tuple):
        return tuple(_walk(value, change, models=models) for value in data)
    if models and hasattr(data, "model_dump") and not isinstance(data, type):
        return _walk(data.model_dump(mode="json"), change, models=models)
    return data


def scenario_placeholders(scenario: Any, scenario_dir: Path) -> Placeholders:
    """Every applicant value a scenario names: its `user_data` and `files`, and those of each of its `runs:`."""
    from pytest_jobagent.files import resolve_files

    data: dict[str, Any] = dict(getattr(scenario, "user_data", None) or {})
    files: dict[str, str] = dict(getattr(scenario, "files", None) or {})
    for index, run in enumerate(getattr(scenario, "runs", None) or [], 1):
        for key, value in (getattr(run, "user_data", None) or {}).items():
            # the same field with another value in a later run gets a name of its own (fill must be exact)
            data[key if data.setdefault(key, value) == value else f"{key}_{index}"] = value
        for key, path in (getattr(run, "files", None) or {}).items():
            files[key if files.setdefault(key, path) == path else f"{key}_{index}"] = path
    try:
        paths = resolve_files(files, scenario_dir)
    except FileNotFoundError:
        paths = {}
    return Placeholders.of(data, paths)

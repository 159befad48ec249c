"""Reading scenario YAML with line marks, and turning YAML or schema errors into file:line:col messages."""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from pytest_jobagent.runs.schema import ScenarioBase

from .registry import SCENARIO


class MarkedDict(dict):
    """A mapping that remembers where each key and value was written."""

    marks: dict[Any, tuple[int, int]]
    start: tuple[int, int]


class MarkedList(list):
    marks: list[tuple[int, int]]
    start: tuple[int, int]


def _pos(mark: yaml.Mark) -> tuple[int, int]:
    return mark.line + 1, mark.column + 1


class MarkedLoader(yaml.SafeLoader):
    """SafeLoader whose mappings and sequences keep PyYAML's marks (a subclass: PyYAML is not patched)."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> MarkedDict:
        self.flatten_mapping(node)
        result = MarkedDict()
        result.marks, result.start = {}, _pos(node.start_mark)
        for key_node, value_node in node.value:
            key = self.construct_object(key_node, deep=True)
            try:
                hash(key)
            except TypeError:
                raise yaml.constructor.ConstructorError(
                    "while constructing a mapping", node.start_mark, "found an unhashable key", key_node.start_mark
                ) from None
            result[key] = self.construct_object(value_node, deep=True)
            # a key's error points at the key; a value's error at the value
            result.marks[key] = _pos(key_node.start_mark)
            result.marks[("value", key)] = _pos(value_node.start_mark)
        return result

    def construct_sequence(self, node: yaml.SequenceNode, deep: bool = False) -> MarkedList:
        result = MarkedList(self.construct_object(child, deep=True) for child in node.value)
        result.marks, result.start = [_pos(child.start_mark) for child in node.value], _pos(node.start_mark)
        return result


MarkedLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, MarkedLoader.construct_mapping)
MarkedLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, MarkedLoader.construct_sequence)


def locate(document: Any, loc: tuple[Any, ...], at_key: bool = False) -> tuple[int, int] | None:
    """The deepest mark along a pydantic error location: the key itself when `at_key`, else its value."""
    best = getattr(document, "start", None)
    node = document
    for i, part in enumerate(loc):
        if isinstance(node, MarkedDict):
            if i == 0 and part == node.get("run"):
                continue  # the discriminated union's tag (even when a field has its name: run: steps, steps: [...])
            if part not in node:
                return best
            last = i == len(loc) - 1
            best = node.marks.get(part if last else ("value", part), best)
            if last and not at_key and not isinstance(node[part], (dict, list)):
                best = node.marks.get(("value", part), best)
            node = node[part]
        elif isinstance(node, MarkedList) and isinstance(part, int) and part < len(node):
            best = node.marks[part]
            node = node[part]
        # other parts (union tags such as 'observe') do not step into the document
    return best


def _model_fields(model: type[BaseModel] | None) -> list[str]:
    return list(model.model_fields) if model else []


def _describe(error: ErrorDetails, document: Any) -> str:
    loc = tuple(error["loc"])
    path = ".".join(str(p) for p in loc if not (isinstance(document, dict) and p == document.get("run") and p == loc[0]))
    if error["type"] == "extra_forbidden":
        hint = ""
        known = _known_siblings(loc)
        close = difflib.get_close_matches(str(loc[-1]), known, n=1)
        if close:
            hint = f" (did you mean {close[0]!r}?)"
        elif known:
            hint = f" (known fields: {', '.join(known)})"
        return f"unknown field {path!r}{hint}"
    if error["type"] == "union_tag_invalid":
        return f"'run' must be one of: {error['ctx']['expected_tags']} (got {error['ctx']['tag']!r})"
    if error["type"] == "union_tag_not_found":
        return "missing field 'run' (observe | ...)"
    return f"{path or 'document'}: {error['msg']}" + (
        f" (got {error['input']!r})" if error["type"] not in ("missing",) and not isinstance(error["input"], dict) else ""
    )


def _known_siblings(loc: tuple[Any, ...]) -> list[str]:
    """Field names allowed next to an unknown key, found by walking the schema models."""
    from .registry import KINDS

    parts = list(loc[:-1])
    current: type[BaseModel] | None = KINDS[parts.pop(0)].scenario if parts and parts[0] in KINDS else ScenarioBase
    for part in parts:
        if current is None or isinstance(part, int):
            continue
        field = current.model_fields.get(part)
        if field is None:
            return []
        current = _submodel(field.annotation)
    return _model_fields(current)


def _submodel(annotation: Any) -> type[BaseModel] | None:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for arg in getattr(annotation, "__args__", ()):
        found = _submodel(arg)
        if found:
            return found
    return None


@dataclass
class LoadedDocument:
    """One YAML document of a scenario file: the validated scenario, or the error that stops it."""

    path: Path
    index: int
    line: int
    name: str
    raw: Any
    scenario: Any = None
    error: str | None = None
    source: str = ""
    problems: list[str] = field(default_factory=list)  # each "file:line:col: message", as editors read them


def load_file(path: Path) -> list[LoadedDocument]:
    """Every document of a scenario file; a broken document becomes an error entry, never an exception."""
    text = path.read_text(encoding="utf-8")
    documents: list[LoadedDocument] = []
    try:
        raws = list(yaml.load_all(text, Loader=MarkedLoader))  # MarkedLoader is a SafeLoader
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        where = f"{path}:{mark.line + 1}:{mark.column + 1}" if mark else str(path)
        problem = getattr(exc, "problem", None) or str(exc)
        context = getattr(exc, "context", None)
        message = f"{where}: invalid YAML: {problem}" + (f" ({context})" if context else "")
        return [LoadedDocument(path, 0, mark.line + 1 if mark else 1, path.stem, None, error=message, source=text,
                               problems=[message])]
    raws = [r for r in raws if r is not None]
    lines = text.splitlines(keepends=True)
    starts = [raw.start[0] if hasattr(raw, "start") else 1 for raw in raws] + [len(lines) + 1]
    for index, raw in enumerate(raws):
        line = raw.start[0] if hasattr(raw, "start") else 1
        name = str(raw.get("name")) if isinstance(raw, dict) and raw.get("name") else f"{path.stem}[{index}]"
        doc = LoadedDocument(path, index, line, name, raw, source="".join(lines[line - 1 : starts[index + 1] - 1]))
        if not isinstance(raw, dict):
            doc.error = f"{path}:{line}:1: a scenario must be a mapping (name:, site:, run:, ...), got {type(raw).__name__}"
            doc.problems = [doc.error]
        else:
            try:
                doc.scenario = SCENARIO.validate_python(raw, context={"scenario_dir": path.parent})
            except ValidationError as exc:
                lines = []
                for error in exc.errors():
                    at = locate(raw, tuple(error["loc"]), error["type"] == "extra_forbidden") or (line, 1)
                    if error["type"].startswith("union_tag") and "run" in raw:
                        assert isinstance(raw, MarkedDict)  # MarkedLoader builds every mapping
                        at = raw.marks[("value", "run")]
                    lines.append(f"{path}:{at[0]}:{at[1]}: {_describe(error, raw)}")
                doc.problems = lines
                doc.error = "invalid scenario:\n" + "\n".join(lines)
        documents.append(doc)
    return documents

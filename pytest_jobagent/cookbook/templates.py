"""Cookbook templates: user values turned into {{field}} (detection) and {{field}} turned back into values (rendering).

Detection runs over every string of a recorded step (value, selector, signature, description, verification) so
that no personal value reaches the store. Longest values first: "Jane Doe" becomes "{{full_name}}" if there is
such a field, else "{{first_name}} {{last_name}}". A user value is templated

- where it is the whole string (the typed value, the chosen option, the clicked element's own name, text or
  value attribute: a radio "Female" clicked for gender=Female becomes {{gender}} and renders "Male" for another
  user);
- inside a longer string, unless it is choice-like: an answer word (Yes, No, Male, ...), a number of one or two
  digits, or an upper-case code of two or three letters (US, NY). Those are no personal data by themselves and
  are common UI words: "No" must not turn "No thanks" into "{{sponsorship}} thanks", nor "US" the option
  "US Citizen" into "{{country}} Citizen". They are still templated in the other strings of the step that
  entered them (selector, description, verification), where they echo that value.

Matching ignores case (a lower-cased name is still personal), respects word boundaries ("Ann" is not in "Annual")
and ignores the formatting of phone-like numbers. When two fields hold the same value the one whose name best
matches the step's label, name, selector and description wins; ties go to the first field of the user data.
"""

from __future__ import annotations

import re
import urllib.parse
from collections.abc import Iterable, Mapping, Set
from dataclasses import dataclass
from typing import Any

from pytest_jobagent.errors import JobagentError

TEMPLATE = re.compile(r"\{\{\s*([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*)\s*\}\}")
CHOICE_WORDS = frozenset({
    "yes", "no", "y", "n", "true", "false", "male", "female", "man", "woman", "other", "none", "n/a", "na",
    "mr", "mrs", "ms", "mx", "dr", "decline", "prefer not to say", "i don't wish to answer", "i do not wish to answer",
})
_CHOICE_PATTERN = re.compile(r"\d{1,2}|[A-Z]{2,3}")
_PHONE_LIKE = re.compile(r"^\+?[\d\s().-]+$")
_WORDS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")


class TemplateError(JobagentError, ValueError):
    """A template could not be rendered, or a personal value would have been stored."""


class MissingVariableError(TemplateError, KeyError):
    """A step needs a template variable that the user data does not have."""

    def __init__(self, variable: str, step: Any = None, available: Iterable[str] = ()) -> None:
        self.variable = variable
        self.step_order = getattr(step, "order", None)
        where = "" if step is None else f"step {step.order} ({step.action}: {step.description or step.selector})"
        names = ", ".join(sorted(available)) or "none"
        message = f"template variable '{variable}' is missing from user_data"
        self.message = f"{where + ': ' if where else ''}{message}; user_data has: {names}"
        super().__init__(self.message)

    def __str__(self) -> str:
        return self.message


class PersonalDataError(TemplateError):
    """A value from the user data is still in a cookbook about to be stored (names the fields, never the values)."""

    def __init__(self, fields: Iterable[str], where: str = "cookbook") -> None:
        self.fields = sorted(set(fields))
        super().__init__(f"{where} still holds the value of user field(s) {', '.join(self.fields)}; "
                         "refusing to store personal data (turn it into {{field}} templates first)")


def flatten_user_data(user_data: Mapping[str, Any] | None) -> dict[str, str]:
    """Scalar user values by dotted name ({'address': {'city': 'Oslo'}} -> {'address.city': 'Oslo'})."""
    flat: dict[str, str] = {}

    def walk(prefix: str, value: Any) -> None:
        if isinstance(value, Mapping):
            for k, v in value.items():
                walk(f"{prefix}.{k}" if prefix else str(k), v)
        elif isinstance(value, (list, tuple)):
            for i, v in enumerate(value):
                walk(f"{prefix}.{i}", v)
        elif isinstance(value, bool):
            flat[prefix] = "true" if value else "false"
        elif value is not None:
            flat[prefix] = str(value)

    walk("", user_data or {})
    return flat


def variables_in(text: str | None) -> list[str]:
    """Template variable names used in a text, in order of first use."""
    return list(dict.fromkeys(TEMPLATE.findall(text or "")))


def _strings(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _strings(v)


def step_variables(steps: Iterable[Any]) -> list[str]:
    """Sorted names of every template variable in the steps (any string field)."""
    names: set[str] = set()
    for step in steps:
        for text in _strings(step.model_dump(mode="json")):
            names.update(variables_in(text))
    return sorted(names)


# ------------------------------------------------------------------ rendering


def render(text: str | None, values: Mapping[str, str], step: Any = None) -> str | None:
    """Substitute {{field}} from already flattened values; a missing field raises MissingVariableError."""
    if not text:
        return text

    def value_of(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in values:
            raise MissingVariableError(name, step, values.keys())
        return values[name]

    return TEMPLATE.sub(value_of, text)


def _map_strings(value: Any, fn: Any) -> Any:
    if isinstance(value, str):
        return fn(value)
    if isinstance(value, dict):
        return {k: _map_strings(v, fn) for k, v in value.items()}
    if isinstance(value, list):
        return [_map_strings(v, fn) for v in value]
    return value


def render_step(step: Any, user_data: Mapping[str, Any]) -> Any:
    """A copy of the step with every template (value, selector, signature, verification) filled in."""
    values = flatten_user_data(user_data)
    data = _map_strings(step.model_dump(), lambda s: render(s, values, step))
    return type(step).model_validate(data)


# ------------------------------------------------------------------ detection


def is_choice_like(value: str) -> bool:
    """An answer word, a one- or two-digit number or an upper-case code: not personal data on its own."""
    value = value.strip()
    return value.casefold() in CHOICE_WORDS or _CHOICE_PATTERN.fullmatch(value) is not None


@dataclass(frozen=True)
class _Candidate:
    fields: tuple[str, ...]  # user fields holding this value (several when values coincide), in user-data order
    value: str
    pattern: str
    choice: bool  # is_choice_like(value): templated inside longer strings only where it echoes the step's value


def _value_pattern(value: str) -> str:
    digits = re.sub(r"\D", "", value)
    if not (_PHONE_LIKE.match(value) and len(digits) >= 7):
        return re.escape(value)
    # a phone number matches however it is formatted, with or without its country code:
    # +1 (555) 010-0000 == 1-555-010-0000 == 555.010.0000 == 5550100000
    sep = r"[\s().-]*"
    national = sep.join(digits[-10:])
    country = sep.join(digits[:-10])
    return r"\+?\(?" + (f"(?:{country}{sep})?" if country else "") + national


class Detector:
    """Finds user values in texts and replaces them with {{field}} templates."""

    def __init__(self, user_data: Mapping[str, Any] | None) -> None:
        by_value: dict[str, list[str]] = {}
        originals: dict[str, str] = {}
        for name, value in flatten_user_data(user_data).items():
            value = value.strip()
            if not value or value in ("true", "false"):
                continue
            for variant in {value, urllib.parse.quote(value, safe=""), urllib.parse.quote_plus(value)}:
                by_value.setdefault(variant.casefold(), []).append(name)
                originals.setdefault(variant.casefold(), variant)
        self.candidates = sorted(
            (_Candidate(tuple(dict.fromkeys(names)), originals[key], _value_pattern(originals[key]),
                        is_choice_like(originals[key])) for key, names in by_value.items()),
            key=lambda c: (-len(c.value), c.value),
        )
        alternatives = "|".join(f"(?P<v{i}>{c.pattern})" for i, c in enumerate(self.candidates))
        self._regex = re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)", re.IGNORECASE) if self.candidates else None

    def __bool__(self) -> bool:
        return self._regex is not None

    def _choose(self, candidate: _Candidate, context: Set[str]) -> str:
        if len(candidate.fields) == 1:
            return candidate.fields[0]
        scores = [len(set(_words(name)) & context) for name in candidate.fields]
        return candidate.fields[scores.index(max(scores))]

    def templatize(self, text: str, *, echoes: Iterable[str] = (), context: Set[str] = frozenset(),
                   used: set[str] | None = None) -> str:
        """Text with user values replaced by {{field}}; fields entered into `used`.

        A choice-like value inside a longer text stays, unless its field is one of `echoes`.
        """
        if not text or self._regex is None:
            return text
        echoes = set(echoes)
        whole = (len(text) - len(text.lstrip()), len(text.rstrip()))

        def replace(match: re.Match[str]) -> str:
            assert match.lastgroup is not None  # every alternative of the pattern is a named group
            candidate = self.candidates[int(match.lastgroup[1:])]
            if candidate.choice and match.span() != whole and not echoes.intersection(candidate.fields):
                return match.group()
            field = self._choose(candidate, context)
            if used is not None:
                used.add(field)
            return "{{" + field + "}}"

        return self._regex.sub(replace, text)

    def found(self, text: str) -> set[str]:
        """Fields whose values occur in a text, leaving out choice-like values (no personal data on their own)."""
        if not text or self._regex is None:
            return set()
        hits: set[str] = set()
        for match in self._regex.finditer(text):
            assert match.lastgroup is not None  # every alternative of the pattern is a named group
            candidate = self.candidates[int(match.lastgroup[1:])]
            if not candidate.choice:
                hits.update(candidate.fields)
        return hits


def _words(text: str) -> list[str]:
    """Lower-case words of names, labels and selectors: 'phoneNumber', 'phone-number' -> ['phone', 'number']."""
    return [w.lower() for w in _WORDS.findall(text or "")]


def _context(step_data: Mapping[str, Any]) -> set[str]:
    texts = [step_data.get("description") or "", step_data.get("selector") or ""]
    texts += list(_strings(step_data.get("signature") or {}))
    return {w for t in texts for w in _words(t)}


def templatize_step(step: Any, user_data: Mapping[str, Any] | Detector | None) -> Any:
    """A copy of the step with user values turned into {{field}} templates (see the module docstring)."""
    detector = user_data if isinstance(user_data, Detector) else Detector(user_data)
    if not detector:
        return step
    data = step.model_dump()
    context = _context(data)
    used: set[str] = set()
    if data.get("value"):
        data["value"] = detector.templatize(data["value"], context=context, used=used)
    signature = data.get("signature") or {}
    for name in ("name", "text"):  # a clicked option whose own text is the user's answer: that is what it enters
        signature[name] = detector.templatize(signature.get(name) or "", context=context, used=used)
    attributes = signature.get("attributes") or {}
    if attributes.get("value"):
        attributes["value"] = detector.templatize(attributes["value"], context=context, used=used)
    if when := data.get("when"):  # the choice is the applicant's; what it must equal stays as recorded
        if detector.found(when["equals"]):
            data["when"] = None  # a personal value is never stored: the step replays unconditionally, as before
        else:
            label_context = {w for w in _words(when.get("label") or "")} | context
            when["choice"] = detector.templatize(when["choice"], context=label_context)
            when["label"] = detector.templatize(when.get("label") or "", context=label_context)
    for name in [k for k in data if k not in ("value", "action", "order", "wait_after", "when")]:
        data[name] = _map_strings(data[name], lambda s: detector.templatize(s, echoes=used, context=context))
    return type(step).model_validate(data)


def templatize_steps(steps: Iterable[Any], user_data: Mapping[str, Any] | Detector | None) -> list[Any]:
    """Every step templatized against the same user data."""
    detector = user_data if isinstance(user_data, Detector) else Detector(user_data)
    return [templatize_step(step, detector) for step in steps]


def personal_fields(value: Any, user_data: Mapping[str, Any] | Detector | None) -> list[str]:
    """Sorted names of user fields whose (not choice-like) values occur in any string within value."""
    detector = user_data if isinstance(user_data, Detector) else Detector(user_data)
    hits: set[str] = set()
    for text in _strings(value):
        hits |= detector.found(text)
    return sorted(hits)

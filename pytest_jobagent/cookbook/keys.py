"""Cookbook keys: the key a page's URL (in browser.urlpattern's KEY form), task, platform and variables form, and
how a platform-wide pattern fits a page."""

from __future__ import annotations

import fnmatch
import hashlib
import re
from dataclasses import dataclass

from pytest_jobagent.browser.urlpattern import KEY, WILDCARD, generalize_url

# Platform values that mean "no platform": the key then uses the domain.
NO_PLATFORM: frozenset[str] = frozenset({"", "generic", "unknown", "none", "other"})

VARIABLE_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*$")
_NON_WORD = re.compile(r"[^a-z0-9]+")


def normalize_platform(platform: str | None) -> str | None:
    """Lower-cased platform name, or None for generic / unknown pages."""
    value = (platform or "").strip().lower()
    return None if value in NO_PLATFORM else value


def normalize_task(task_type: str) -> str:
    """Task type as a slug: 'Apply ' -> 'apply', 'Fill form' -> 'fill_form'."""
    slug = _NON_WORD.sub("_", (task_type or "").strip().lower()).strip("_")
    if not slug:
        raise ValueError("task_type must name a task (e.g. 'apply'), got an empty value")
    return slug


def normalize_variables(names: object) -> tuple[str, ...]:
    """Sorted, de-duplicated template variable names; a malformed name is an error."""
    result = set()
    for name in names or ():  # type: ignore[attr-defined]
        if not isinstance(name, str) or not VARIABLE_NAME.match(name):
            raise ValueError(f"not a template variable name: {name!r}")
        result.add(name)
    return tuple(sorted(result))


def key_pattern(url: str) -> str:
    """The URL pattern a cookbook for this page is filed under: the URL in its KEY form.

    'https://acme.wd1.myworkdayjobs.com/en-US/External/job/Remote-USA/Engineer_R123/apply?source=LinkedIn'
    -> '*.myworkdayjobs.com/en-us/external/job/*/*/apply'
    """
    return generalize_url(url, KEY)


def pattern_domain(url_pattern: str) -> str:
    """The host part of a generalized URL pattern."""
    return re.split(r"[/?#]", url_pattern, maxsplit=1)[0]


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class CookbookKey:
    """What a cookbook is filed under: platform or domain, URL pattern, task type, sorted variable names."""

    scope: str
    url_pattern: str
    task_type: str
    variables: tuple[str, ...] = ()

    @classmethod
    def from_parts(cls, platform: str | None, url_pattern: str, task_type: str,
                   variables: object = ()) -> CookbookKey:
        """Key of an already generalized pattern (as stored), e.g. from a Cookbook's columns."""
        scope = normalize_platform(platform) or pattern_domain(url_pattern)
        return cls(scope, url_pattern, normalize_task(task_type), normalize_variables(variables))

    @property
    def scope_hash(self) -> str:
        """Digest of everything but the variables: what a lookup knows before it sees the cookbook."""
        return _digest(f"{self.scope}|{self.url_pattern}|{self.task_type}")

    @property
    def key_hash(self) -> str:
        """Digest of the whole key."""
        return _digest(str(self))

    def __str__(self) -> str:
        return f"{self.scope}|{self.url_pattern}|{self.task_type}|{','.join(self.variables)}"


def cookbook_key(url: str, task_type: str, platform: str | None = None, variables: object = ()) -> CookbookKey:
    """The key for a page URL, a task type, the detected platform and the template variable names."""
    return CookbookKey.from_parts(platform, key_pattern(url), task_type, variables)


# ------------------------------------------------------------------ platform patterns (cookbooks that ship)


def _pattern_parts(url_pattern: str) -> tuple[str, list[str]]:
    """Host and path segments of a generalized pattern (query and route fragment left out)."""
    head = re.split(r"[?#]", url_pattern, maxsplit=1)[0]
    host, _, path = head.partition("/")
    return host, [s for s in path.split("/") if s]


def is_platform_pattern(url_pattern: str) -> bool:
    """A pattern written for a platform's real hosts (boards.greenhouse.io/*/jobs/*), not for a test host."""
    return pattern_domain(url_pattern) != KEY.site_host


def platform_match(url_pattern: str, url: str) -> int:
    """How well a platform-wide pattern fits a page URL by its shape: 0 when it does not, else the number of
    literal path segments that line up (more is a closer fit).

    The URL's path must line up with the pattern's last segments ('*' takes any one segment, a word only itself),
    with at least one word among them: the leading segments a real platform puts before the page kind (the tenant
    of boards.greenhouse.io/<tenant>/jobs/<id>, the locale and career site of Workday) may be missing. The host must
    fit the pattern's host, unless the page is served from a test host (loopback, the sites' host): a local site
    of a platform (the observer detected it) has no platform host, only the platform's page shapes. Query strings
    do not take part (a board's tracking and embedding parameters do not change the form).
    """
    host, segments = _pattern_parts(url_pattern)
    if not is_platform_pattern(url_pattern):
        return 0
    page_host, page_segments = _pattern_parts(key_pattern(url))
    if page_host != KEY.site_host and not fnmatch.fnmatchcase(page_host, host):
        return 0
    if not page_segments or len(page_segments) > len(segments):
        return 0
    tail = segments[len(segments) - len(page_segments):]
    literal = 0
    for want, have in zip(tail, page_segments, strict=True):
        if want == WILDCARD:
            continue
        if want != have:
            return 0
        literal += 1
    return literal

"""Which cookbook task a job's description asks for (seed 003: "match task_pattern to job description"): an
application in any language is the `apply` task; another task ("Subscribe to the job alert") is its own, matched to
a cookbook of this page kind whose task words it holds, so it never replays the application's steps."""

from __future__ import annotations

import re
from collections.abc import Iterable

from pytest_jobagent import lexicon

from .keys import normalize_task

WORDS_KEPT = 4


def words_of(text: str) -> list[str]:
    """The words of a task that say what it is: letters of any script, three or more of them."""
    return [w for w in re.findall(r"\w+", lexicon.normalize(text)) if len(w) > 2 and not w.isdigit()]


def task_pattern(description: str | None, default: str = "apply") -> str:
    """The task a description names: `default` (the run kind's own task) when there is no description or it says
    apply in any language ("Bewerben Sie sich", "Postuler", "지원하기"); else a slug of its first words."""
    if not description or not description.strip() or lexicon.mentions(description, "apply"):
        return normalize_task(default)
    words = words_of(description)[:WORDS_KEPT]
    return normalize_task("_".join(words)) if words else normalize_task(default)


def best_known(description: str | None, wanted: str, known: Iterable[str]) -> str:
    """Of the task patterns a store holds for this page kind, the one the description asks for: `wanted` when it is
    known; else a known pattern all of whose words the description holds (the most words first); else `wanted`."""
    known = list(known)
    if wanted in known or not description:
        return wanted
    said = set(words_of(description))
    fits = [k for k in known if (parts := set(k.split("_")) - {""}) and parts <= said]
    return max(fits, key=lambda k: (len(k.split("_")), k)) if fits else wanted
